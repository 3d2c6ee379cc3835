package seedgen.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

/**
 * Target options before a subcommand's name act as they do after it: `tune --show` and `doctor` print the same
 * report of the test server whichever side the target is on, and a target named before the name (an unreachable
 * port) is the one they try, not the default server; with two live servers (the test server and a MySQL 8) each
 * reports the one named, on either side. An option the subcommand does not use is refused (exit 2).
 */
class OptionPlacementIT {

    @RegisterExtension
    static final ItDatabase db = new ItDatabase(OptionPlacementIT.class);

    @TempDir
    Path dir;

    private CliRun run(List<String> before, List<String> after) {
        List<String> args = new ArrayList<>(before);
        args.addAll(after);
        return CliRun.of(Map.of("SEEDGEN_PASSWORD", TestServer.IT_PASSWORD), dir, args.toArray(String[]::new));
    }

    private List<String> target() {
        return List.of("--url", db.url(db.name()), "--user", TestServer.IT_USER);
    }

    @Test
    void targetOptionsBeforeOrAfterTheSubcommandNameMeanTheSame() {
        db.seedgen(dir, db.name(), "--rows", "100", "--table", "examined").assertExit(0);
        for (List<String> command : List.of(List.of("tune", "--show", "--json"),
                List.of("doctor", "--table", "examined", "--json"))) {
            List<String> targetAfter = new ArrayList<>(command);
            targetAfter.addAll(target());
            CliRun after = run(List.of(), targetAfter).assertExit(0);
            CliRun before = run(target(), command).assertExit(0);
            assertEquals(strip(after.out()), strip(before.out()), command + ": the same server's report");
            assertTrue(before.out().contains("\"item\""), before::describe);
        }
    }

    /** The reports carry the moment and durations; what is compared is everything else. */
    private static String strip(String json) {
        return json.replaceAll("\"(at|time|generated_at|seconds|elapsed[a-z_]*|longest[a-z_]*)\"\\s*:\\s*[^,}]+", "")
                .replaceAll("\\(longest \\d+ s\\)", "");
    }

    @Test
    void aTargetBeforeTheSubcommandIsTheOneItActsOn() {
        for (String command : List.of("tune", "doctor")) {
            List<String> rest = command.equals("tune") ? List.of("tune", "--show") : List.of("doctor");
            CliRun refused = run(List.of("--host", "127.0.0.1", "--port", "1", "--user", TestServer.IT_USER), rest);
            refused.assertRefused(3);
            assertTrue(refused.err().contains("127.0.0.1:1"), refused::describe);
        }
    }

    @Test
    void anOptionTheSubcommandDoesNotUseIsRefused() {
        CliRun rows = run(List.of("--rows", "5"), List.of("tune", "--show")).assertRefused(2);
        assertTrue(rows.err().contains("--rows before 'tune'"), rows::describe);
        CliRun port = run(List.of("--port", "3307"), List.of("serve")).assertRefused(2);
        assertTrue(port.err().contains("write it after 'serve'"), port::describe);
        CliRun after = run(target(), List.of("tune", "--show", "--rows", "5")).assertRefused(2);
        assertTrue(after.err().contains("--rows"), after::describe);
    }

    /**
     * Two different live servers: the test server and a MySQL 8 started here, made distinguishable by two settings
     * set on the MySQL 8 only (it is ours). `tune --show` and `doctor` report each server's own value, with the
     * target written before or after the subcommand's name.
     */
    @Test
    void withTwoServersEachCommandReportsTheOneNamedOnEitherSide() throws Exception {
        String unsupported = MySql8Server.unsupportedReason();
        org.junit.jupiter.api.Assumptions.assumeTrue(unsupported == null, () -> "needs MySQL 8: " + unsupported);
        try (MySql8Server mysql8 = MySql8Server.start(ItPaths.target("mysql8"))) {
            long flushA = db.queryLong("SELECT @@GLOBAL.innodb_flush_log_at_trx_commit");
            long connectionsA = db.queryLong("SELECT @@GLOBAL.max_connections");
            long flushB = flushA == 2 ? 1 : 2;
            long connectionsB = connectionsA == 77 ? 78 : 77;
            mysql8.execute("SET GLOBAL innodb_flush_log_at_trx_commit = " + flushB,
                    "SET GLOBAL max_connections = " + connectionsB);
            Map<String, List<String>> servers = Map.of(
                    "A", target(),
                    "B", List.of("--host", mysql8.host(), "--port", Integer.toString(mysql8.port()), "--user", "root"));
            Map<String, Map<String, String>> passwords = Map.of("A", Map.of("SEEDGEN_PASSWORD", TestServer.IT_PASSWORD),
                    "B", Map.of("SEEDGEN_PASSWORD", ""));
            Map<String, String> flush = Map.of("A", Long.toString(flushA), "B", Long.toString(flushB));
            Map<String, String> budget = Map.of("A", "max_connections " + connectionsA, "B",
                    "max_connections " + connectionsB);
            for (String server : List.of("A", "B")) {
                for (boolean before : List.of(true, false)) {
                    CliRun tune = runOn(passwords.get(server), servers.get(server), before,
                            List.of("tune", "--show", "--json")).assertExit(0);
                    assertEquals(flush.get(server), found(tune.out(), "innodb_flush_log_at_trx_commit"),
                            server + (before ? ", target before" : ", target after") + "\n" + tune.describe());
                    CliRun doctor = runOn(passwords.get(server), servers.get(server), before,
                            List.of("doctor", "--json")).assertExit(0);
                    assertTrue(found(doctor.out(), "connection budget").contains(budget.get(server)),
                            server + (before ? ", target before" : ", target after") + "\n" + doctor.describe());
                }
            }
        }
    }

    private CliRun runOn(Map<String, String> env, List<String> target, boolean before, List<String> command) {
        List<String> args = new ArrayList<>(before ? target : List.of());
        args.addAll(command);
        if (!before) {
            args.addAll(target);
        }
        return CliRun.of(env, dir, args.toArray(String[]::new));
    }

    /** The "found" of the report item named {@code item} in a --json report. */
    private static String found(String json, String item) throws Exception {
        for (com.fasterxml.jackson.databind.JsonNode node : new com.fasterxml.jackson.databind.ObjectMapper()
                .readTree(json)) {
            if (item.equals(node.path("item").asText())) {
                return node.path("found").asText();
            }
        }
        throw new AssertionError("no item " + item + " in " + json);
    }
}
