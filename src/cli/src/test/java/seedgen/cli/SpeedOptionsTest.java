package seedgen.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import seedgen.run.Environment;

/** --method, --defer-indexes, --out and --format: what is refused before any server is contacted. */
class SpeedOptionsTest {

    @TempDir
    Path dir;
    final ByteArrayOutputStream out = new ByteArrayOutputStream();
    final ByteArrayOutputStream err = new ByteArrayOutputStream();

    private int run(String... args) {
        return new Cli(new Environment(Map.of(), dir, dir, new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8), p -> Optional.empty())).run(args);
    }

    private String stderr() {
        return err.toString(StandardCharsets.UTF_8);
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "--method load-data|--method",
        "--defer-indexes|--defer-indexes",
        "--append|--append",
        "--host 127.0.0.1|--host",
        "--embedded|--embedded",
        "--dry-run|--dry-run",
        "--report r.json|--report"})
    void optionsThatNeedADatabaseAreRefusedWithOut(String extra, String named) {
        String[] args = ("--rows 3 --out x.csv " + extra).split(" ");
        assertEquals(ExitCodes.BAD_INPUT, run(args), stderr());
        assertEquals(1, stderr().lines().count(), stderr());
        assertTrue(stderr().contains("drop " + named), stderr());
        assertTrue(Files.notExists(dir.resolve("x.csv")), "nothing may be written before a refusal");
    }

    @Test
    void anOutNameWithoutAKnownExtensionNeedsFormat() {
        assertEquals(ExitCodes.BAD_INPUT, run("--rows", "3", "--out", "rows.txt"));
        assertTrue(stderr().contains("add --format csv or --format sql"), stderr());
        assertEquals(ExitCodes.BAD_INPUT, run("--rows", "3", "--out", "-"));
    }

    @Test
    void formatWithoutOutIsRefused() {
        assertEquals(ExitCodes.BAD_INPUT, run("--rows", "3", "--format", "csv"));
        assertTrue(stderr().contains("--format applies only to --out"), stderr());
    }

    @Test
    void eachBulkPathIsRefusedOnTheOtherServerKindBeforeAnyServerStarts() {
        assertEquals(ExitCodes.BAD_INPUT, run("--rows", "3", "--method", "copy"));
        assertTrue(stderr().contains("--method copy is PostgreSQL's bulk path"), stderr());
        assertFalse(stderr().contains("embedded"), stderr());
        assertEquals(ExitCodes.BAD_INPUT, run("--rows", "3", "--method", "load-data", "--url",
                "jdbc:postgresql://127.0.0.1:1/x"));
        assertTrue(stderr().contains("--method load-data is MySQL's bulk path"), stderr());
        assertEquals(ExitCodes.BAD_INPUT, run("--dataset", "sns", "--rows", "3", "--method", "copy"));
        assertTrue(stderr().contains("--method copy is PostgreSQL's bulk path"), stderr());
    }

    @Test
    void unknownMethodAndFormatAreUsageErrors() {
        assertEquals(ExitCodes.BAD_INPUT, run("--rows", "3", "--method", "bulk"));
        assertTrue(stderr().contains("insert, load-data, copy or auto"), stderr());
        assertEquals(ExitCodes.BAD_INPUT, run("--rows", "3", "--out", "-", "--format", "json"));
        assertTrue(stderr().contains("csv or sql"), stderr());
    }

    @Test
    void deferOnRowsWithoutDeferIsRefused() {
        assertEquals(ExitCodes.BAD_INPUT, run("--rows", "3", "--defer-indexes-on-rows", "--embedded"));
        assertTrue(stderr().contains("only makes sense with --defer-indexes"), stderr());
        assertTrue(Files.notExists(dir.resolve(".seedgen")), "the embedded server must not start");
    }

    @Test
    void outWritesTheFileWithoutAnyServer() throws Exception {
        assertEquals(ExitCodes.DONE, run("--rows", "10", "--out", "u.csv"), stderr());
        assertEquals(11, Files.readAllLines(dir.resolve("u.csv")).size());
        assertTrue(Files.notExists(dir.resolve(".seedgen")), "--out must not start the embedded server");
        assertTrue(out.toString(StandardCharsets.UTF_8).contains("LOAD DATA LOCAL INFILE"));
    }
}
