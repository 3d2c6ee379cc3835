package seedgen.it;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;
import seedgen.Seedgen.Database;
import seedgen.Seedgen;
import seedgen.error.SeedgenException;
import seedgen.run.Advice;
import seedgen.run.Ending;
import seedgen.run.ExportOutcome;
import seedgen.run.ReportOutcome;
import seedgen.run.SpecOutcome;
import seedgen.run.WorkloadOutcome;

/**
 * Each command's verb run through the library, {@link Seedgen}, as a program would call it: the same request the
 * command makes, run by the same runner, answering what the command prints.
 */
class LibraryVerbsIT {

    @RegisterExtension
    static final ItDatabase db = new ItDatabase(LibraryVerbsIT.class);

    @TempDir
    Path dir;

    @Test
    void anExportWritesTheCommandsFilesByteForByte() throws Exception {
        ExportOutcome lib = Seedgen.dataset("chat").rows(120).seed(3).to(dir.resolve("library"), "postgresql");
        assertEquals(Ending.DONE, lib.ending());
        CliRun.of(Map.of(), dir, "--dataset", "chat", "--rows", "120", "--seed", "3", "--dialect", "postgresql",
                "--out", dir.resolve("command").toString()).assertExit(0);
        List<Path> files = list(dir.resolve("command"));
        assertEquals(files.stream().map(Path::getFileName).toList(), list(dir.resolve("library")).stream()
                .map(Path::getFileName).toList());
        assertEquals(files.size(), lib.files().size(), lib.files().toString());
        long bytes = 0;
        for (Path f : files) {
            assertArrayEquals(Files.readAllBytes(f), Files.readAllBytes(dir.resolve("library").resolve(f
                    .getFileName())), f.getFileName().toString());
            bytes += Files.size(f);
        }
        assertEquals(bytes, lib.bytes());
        assertEquals(Seedgen.dataset("chat").rows(120).seed(3).plan().totalRows(), lib.rows());
        // one SQL file of the whole dataset, for MariaDB
        ExportOutcome sql = Seedgen.dataset("chat").rows(120).seed(3).to(dir.resolve("chat.sql"), "mariadb");
        assertEquals(List.of(dir.resolve("chat.sql")), sql.files());
        assertTrue(Files.readString(dir.resolve("chat.sql")).contains("INSERT INTO `messages`"));
        SeedgenException refused = assertThrows(SeedgenException.class, () -> Seedgen.dataset("chat").rows(120)
                .to(dir.resolve("chat.csv"), "mysql"));
        assertTrue(refused.getMessage().contains("several tables"), refused.getMessage());
    }

    @Test
    void aWorkloadWrittenToFilesIsTheCommandsStreamByteForByte() throws Exception {
        WorkloadOutcome lib = Seedgen.dataset("sns").rows(150).seed(7).workload().operations(2000).rate("1000")
                .to(dir.resolve("library"), "postgresql");
        assertEquals(Ending.DONE, lib.ending());
        assertEquals(2000, lib.operations());
        CliRun.of(Map.of(), dir, "workload", "--dataset", "sns", "--rows", "150", "--seed", "7", "--operations",
                "2000", "--rate", "1000", "--dialect", "postgresql", "--out", dir.resolve("command").toString())
                .assertExit(0);
        List<Path> files = list(dir.resolve("command"));
        assertTrue(files.size() > 3, files.toString());
        assertEquals(files.stream().map(Path::getFileName).toList(), list(dir.resolve("library")).stream()
                .map(Path::getFileName).toList());
        for (Path f : files) {
            assertArrayEquals(Files.readAllBytes(f), Files.readAllBytes(dir.resolve("library").resolve(f
                    .getFileName())), f.getFileName().toString());
        }
        SeedgenException again = assertThrows(SeedgenException.class, () -> Seedgen.dataset("sns").rows(150)
                .workload().to(dir.resolve("library"), "mysql"));
        assertTrue(again.getMessage().contains("exists"), again.getMessage());
    }

    @Test
    void aWorkloadRunsAgainstTheDatabaseTheLoadFilled() throws Exception {
        String database = db.name("workload");
        String url = db.url(database);
        Seedgen.dataset("sns").rows(200).seed(5).into(url, TestServer.IT_USER, TestServer.IT_PASSWORD);
        WorkloadOutcome r = Seedgen.dataset("sns").rows(200).seed(5).workload().rate("1000")
                .duration(Duration.ofSeconds(5)).operations(400).threads(2)
                .into(url, TestServer.IT_USER, TestServer.IT_PASSWORD);
        assertEquals(Ending.DONE, r.ending(), r.errors().toString());
        assertEquals(400, r.operations());
        assertEquals(0, r.failed());
        assertEquals(400, r.byOperation().values().stream().mapToLong(Long::longValue).sum());
        for (Map.Entry<String, Long> t : r.rowsAfter().entrySet()) {
            assertEquals(t.getValue(), db.queryLong("SELECT COUNT(*) FROM " + ItDatabase.table(database, t.getKey())),
                    t.getKey());
        }
        assertTrue(!r.rowsAfter().equals(r.rowsBefore()), "the stream's inserts and deletes changed the tables");
        // the same stream again finds the tables changed by the first: refused, in the library's words
        SeedgenException again = assertThrows(SeedgenException.class, () -> Seedgen.dataset("sns").rows(200).seed(5)
                .workload().rate("1000").duration(Duration.ofSeconds(5)).operations(400).threads(2)
                .into(url, TestServer.IT_USER, TestServer.IT_PASSWORD));
        assertTrue(again.getMessage().contains("the load of rows(200) and seed(5) wrote 200")
                && !again.getMessage().contains("--"), again.getMessage());
    }

    @Test
    void theCommandsThatReadADatabaseAnswerWhatTheyPrint() throws Exception {
        String database = db.name("read");
        String url = db.url(database);
        Seedgen.dataset("chat").rows(150).seed(2).into(url, TestServer.IT_USER, TestServer.IT_PASSWORD);
        Database read = Seedgen.database(url, TestServer.IT_USER, TestServer.IT_PASSWORD);

        // spec: a built-in's text, and the spec of the database's own tables, as the command prints them
        assertEquals(db.seedgen(dir, database, "spec", "--dataset", "chat").assertExit(0).out(),
                Seedgen.dataset("chat").specText());
        CliRun printed = CliRun.of(Map.of("SEEDGEN_PASSWORD", TestServer.IT_PASSWORD), dir, "spec", "--from-db",
                "--url", url, "--user", TestServer.IT_USER).assertExit(0);
        SpecOutcome spec = read.spec();
        assertEquals(printed.out(), spec.text());
        assertEquals(Seedgen.dataset("chat").plan().tables().size(), spec.tables());

        // report: the page written, of every table
        ReportOutcome report = read.report(dir.resolve("chat.html"));
        assertEquals(spec.tables(), report.tables());
        assertEquals(Files.size(dir.resolve("chat.html")), report.bytes());
        assertTrue(Files.readString(dir.resolve("chat.html")).contains("messages"));

        // doctor and tune --show: the lines the command prints as its table, one per check or setting
        List<Advice> checks = read.doctor("users", 1000, 4);
        CliRun doctor = db.seedgen(dir, database, "doctor", "--table", "users", "--json").assertExit(0);
        assertEquals(checks.size(), new com.fasterxml.jackson.databind.ObjectMapper().readTree(doctor.out()).size(),
                doctor.out());
        assertTrue(checks.stream().allMatch(a -> doctor.out().contains(a.item())), doctor.out());
        List<Advice> settings = read.settings();
        CliRun shown = db.seedgen(dir, database, "tune", "--show", "--json").assertExit(0);
        assertTrue(settings.size() > 3 && settings.stream().allMatch(a -> shown.out().contains(a.item())),
                shown.out());
        SeedgenException unreachable = assertThrows(SeedgenException.class, () -> Seedgen.database(
                "jdbc:mysql://127.0.0.1:1/x", "u", "").settings());
        assertEquals(SeedgenException.Kind.TARGET_UNUSABLE, unreachable.kind(), unreachable.getMessage());
    }

    private static List<Path> list(Path folder) throws Exception {
        try (Stream<Path> files = Files.list(folder)) {
            return files.sorted().toList();
        }
    }
}
