package seedgen.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import seedgen.run.Environment;

/** {@code seedgen man}: the man page from a checkout, and what its ENVIRONMENT and FILES sections hold. */
class ManCommandTest {

    @TempDir
    Path tmp;

    private String page() throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        Environment env = new Environment(Map.of("PATH", ""), Files.createDirectories(tmp.resolve("home")),
                Files.createDirectories(tmp.resolve("work")), new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8), text -> Optional.empty());
        assertEquals(ExitCodes.DONE, new Cli(env).run("man"), err.toString(StandardCharsets.UTF_8));
        assertEquals("", err.toString(StandardCharsets.UTF_8));
        return out.toString(StandardCharsets.UTF_8);
    }

    /** The part of the page from {@code .SH NAME} to the next section. */
    private static String section(String page, String name) {
        int at = page.indexOf(".SH " + name + "\n");
        assertTrue(at >= 0, "no section " + name);
        int next = page.indexOf("\n.SH ", at + 1);
        return page.substring(at, next < 0 ? page.length() : next);
    }

    @Test
    void manPrintsThePageWhereThereIsNoTerminal() throws IOException {
        String page = page();
        assertTrue(page.startsWith(".TH SEEDGEN 1 "), page);
        assertTrue(page.contains(".SS seedgen man\n"), "the page lists the command that shows it");
        assertTrue(page.contains("\\fB\\-\\-rows\\fR"), page);
    }

    /**
     * Every variable the code reads (Environment.variable("NAME") in core and cli but PATH, the password's, the
     * launcher's SEEDGEN_ ones) is in ENVIRONMENT; the password files are in FILES.
     */
    @Test
    void itsEnvironmentNamesEveryVariableSeedgenReads() throws IOException {
        Set<String> read = new TreeSet<>(Set.of("SEEDGEN_PASSWORD"));
        Pattern variable = Pattern.compile("variable\\(\"([A-Z_]+)\"\\)");
        for (String module : new String[] {"src/core/src/main/java", "src/cli/src/main/java"}) {
            try (Stream<Path> files = Files.walk(Path.of(module))) {
                for (Path f : files.filter(p -> p.toString().endsWith(".java")).toList()) {
                    Matcher m = variable.matcher(Files.readString(f));
                    while (m.find()) {
                        read.add(m.group(1));
                    }
                }
            }
        }
        Matcher launcher = Pattern.compile("\\$\\{(SEEDGEN_[A-Z_]+):-").matcher(Files.readString(Path.of("cli/seedgen")));
        while (launcher.find()) {
            read.add(launcher.group(1));
        }
        read.remove("PATH"); // where seedgen man finds man, as any program does
        assertTrue(read.containsAll(Set.of("PGPASSWORD", "PGUSER", "PGHOST", "PGPORT", "PGDATABASE",
                "SEEDGEN_JAVA_OPTS")), read::toString);
        String page = page();
        String environment = section(page, "ENVIRONMENT");
        for (String name : read) {
            assertTrue(environment.contains(".B " + name + "\n"), name + " is read but not in ENVIRONMENT:\n"
                    + environment);
        }
        String files = section(page, "FILES");
        assertTrue(files.contains(".I ~/.pgpass\n") && files.contains(".I ~/.my.cnf\n"), files);
    }
}
