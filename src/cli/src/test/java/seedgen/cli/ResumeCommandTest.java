package seedgen.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;
import seedgen.error.SeedgenException;

class ResumeCommandTest {

    @Test
    void dropsWhatAResumeRefusesAndQuotesForTheShell() {
        assertEquals("seedgen --rows 10 --table 'it'\\''s; `x`' --resume",
                ResumeCommand.of(List.of("--rows", "10", "--truncate", "--table", "it's; `x`")));
    }

    @Test
    void startsWithTheLaunchersPathQuotedOrThePlainName() {
        assertEquals("'/opt/seed gen/cli/seedgen' --rows 10 --resume", ResumeCommand.of("/opt/seed gen/cli/seedgen",
                List.of("--rows", "10")));
        assertEquals("/w/cli/seedgen --rows 10 --resume", ResumeCommand.of("/w/cli/seedgen", List.of("--rows", "10")));
        assertEquals("seedgen --rows 10 --resume", ResumeCommand.of(null, List.of("--rows", "10")));
    }

    @Test
    void aCommandInBackticksStartsWithTheLauncherButTheDatabaseSeedgenStaysItself() {
        assertEquals("run `/w/cli/seedgen --rows 5` or `/w/cli/seedgen`", ResumeCommand.asInvoked("/w/cli/seedgen",
                "run `seedgen --rows 5` or `seedgen`"));
        assertEquals("CREATE TABLE `seedgen`.`users` (", ResumeCommand.asInvoked("/w/cli/seedgen",
                "CREATE TABLE `seedgen`.`users` ("));
        assertEquals("`'/a b/seedgen'`", ResumeCommand.asInvoked("/a b/seedgen", "`seedgen`"));
    }

    @Test
    void durations() {
        assertEquals(Duration.ofSeconds(90), Durations.parse("90", "--retry-for"));
        assertEquals(Duration.ofSeconds(30), Durations.parse("30s", "--retry-for"));
        assertEquals(Duration.ofMinutes(5), Durations.parse("5m", "--retry-for"));
        assertEquals(Duration.ofMillis(500), Durations.parse("500ms", "--retry-for"));
        assertThrows(SeedgenException.class, () -> Durations.parse("soon", "--retry-for"));
        assertThrows(SeedgenException.class, () -> Durations.parse("-5s", "--retry-for"));
    }
}
