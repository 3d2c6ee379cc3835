package seedgen.runner;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import seedgen.cli.Cli;
import seedgen.run.Environment;

/**
 * One request, one start of the embedded server: a fill of a schema as it is reads the schema, loads it and counts
 * its orphans on the server the request started once (before, each step started and stopped its own: two starts of
 * PostgreSQL, and of MariaDB, for a --from-db fill), and stops it when the request ends.
 */
class RunScopeIT {

    @TempDir
    Path dir;

    @Test
    void aFillOfTheEmbeddedSchemaStartsTheServerOnce() {
        assertEquals(0, run("--embedded", "postgresql", "--dataset", "chat", "--rows", "300"), "the first load");
        int before = RunScope.STARTS.get();
        assertEquals(0, run("--embedded", "postgresql", "--from-db", "--rows", "200", "--truncate"));
        assertEquals(1, RunScope.STARTS.get() - before, "starts of the embedded server for one --from-db fill");
        before = RunScope.STARTS.get();
        assertEquals(0, run("spec", "--from-db", "--embedded", "postgresql"));
        assertEquals(1, RunScope.STARTS.get() - before, "starts for printing the spec of the schema");
    }

    private int run(String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try (PrintStream o = new PrintStream(out, true, StandardCharsets.UTF_8)) {
            int exit = new Cli(new Environment(Map.of(), dir, dir, o, o, prompt -> Optional.empty())).run(args);
            if (exit != 0) {
                System.err.println(out.toString(StandardCharsets.UTF_8));
            }
            return exit;
        }
    }
}
