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
 * port) is the one they try, not the default server. An option the subcommand does not use is refused (exit 2).
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
}
