package seedgen.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;
import seedgen.plan.BuiltIn;
import seedgen.run.Environment;

/** What the help and the errors about usage say, against what the commands and the docs are. */
class HelpTextTest {

    @TempDir
    Path tmp;
    ByteArrayOutputStream out;
    ByteArrayOutputStream err;

    @BeforeEach
    void streams() {
        out = new ByteArrayOutputStream();
        err = new ByteArrayOutputStream();
    }

    private int run(String... args) throws IOException {
        out.reset();
        err.reset();
        Path home = Files.createDirectories(tmp.resolve("home"));
        Path work = Files.createDirectories(tmp.resolve("work"));
        Environment env = new Environment(Map.of(), home, work, new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8), text -> Optional.empty());
        return new Cli(env).run(args);
    }

    /** Standard output with its line breaks and indents as single spaces, as a sentence reads across them. */
    private String flatOut() {
        return out.toString(StandardCharsets.UTF_8).replaceAll("\\s+", " ");
    }

    private String errLine() {
        List<String> lines = err.toString(StandardCharsets.UTF_8).lines().filter(l -> !l.isBlank()).toList();
        assertEquals(1, lines.size(), lines::toString);
        return lines.get(0);
    }

    @Test
    void theWorkloadsHelpHasExamplesAndItsOwnExitCodes() throws IOException {
        assertEquals(0, run("help", "workload"));
        String help = flatOut();
        assertTrue(help.contains("Examples: seedgen --dataset sns --rows 20000 --seed 5 -D shop seedgen workload "
                + "--dataset sns --rows 20000 --seed 5 --rate 300 --duration 60s -D shop"), help);
        assertTrue(help.contains("3 target unusable (unreachable, privileges; an interrupted run of this workload "
                + "here: finish it with its own options and --resume; a --resume with none to finish; a part of a split "
                + "stream run again before every part ended)"), help);
        assertTrue(help.contains("more --threads than the server's connections"), help);
    }

    @Test
    void anUnknownOptionIsNamedAloneNotWithTheValueAfterIt() throws IOException {
        assertEquals(ExitCodes.BAD_INPUT, run("--rows", "10", "--thread", "4"));
        String line = errLine();
        assertTrue(line.startsWith("seedgen: unknown option --thread; did you mean --threads?"), line);
        assertFalse(line.contains("'4'"), "the value is --thread's, not an unknown option: " + line);
    }

    @Test
    void anErrorInACommandsOptionsPointsAtThatCommandsHelp() throws IOException {
        assertEquals(ExitCodes.BAD_INPUT, run("feed", "--dataset", "sns", "--rows", "10", "--count", "1", "--out",
                "-"));
        String line = errLine();
        assertTrue(line.contains("--table") && line.endsWith("(see seedgen help feed)"), line);
        assertEquals(ExitCodes.BAD_INPUT, run("tune", "--frobnicate"));
        assertTrue(errLine().endsWith("(see seedgen help tune)"), errLine());
        assertEquals(ExitCodes.BAD_INPUT, run("--rows", "10", "--frobnicate"));
        assertTrue(errLine().endsWith("(see seedgen --help)"), errLine());
        // what the pointers promise: the command's help lists the option the error is about
        assertEquals(ExitCodes.DONE, run("help", "feed"));
        assertTrue(flatOut().contains("--table=T"), flatOut());
    }

    /** The built-in datasets: one list, BuiltIn.DATASETS, wherever they are named. */
    @Test
    void theBuiltInDatasetsAreOneListEverywhere() throws IOException {
        List<String> names = BuiltIn.DATASETS.stream().map(d -> d[0]).toList();
        String all = String.join(", ", names.subList(0, names.size() - 1)) + " or " + names.get(names.size() - 1);
        assertEquals(ExitCodes.DONE, run("--help"));
        assertTrue(flatOut().contains("Load a built-in dataset: " + all), flatOut());
        assertEquals(ExitCodes.DONE, run("help", "spec"));
        assertTrue(flatOut().contains("The built-in dataset: " + all), flatOut());
        assertEquals(ExitCodes.DONE, run("datasets"));
        assertEquals(names, out.toString(StandardCharsets.UTF_8).lines().map(l -> l.split(" ")[0])
                .toList());
        assertEquals(ExitCodes.BAD_INPUT, run("--dataset", "nosuch", "--rows", "10", "--dry-run"));
        assertTrue(errLine().contains("--dataset nosuch is not a built-in dataset: they are " + all), errLine());
        assertEquals(ExitCodes.BAD_INPUT, run("spec", "--dataset", "nosuch"));
        assertTrue(errLine().contains("they are " + all), errLine());
        assertEquals(ExitCodes.BAD_INPUT, run("feed", "--dataset", "nosuch", "--rows", "10", "--table", "t",
                "--count", "1", "--out", "-"));
        assertTrue(errLine().contains("they are " + all), errLine());
        assertEquals(ExitCodes.BAD_INPUT, run("spec", "--dataset", "users"));
        assertTrue(errLine().contains("users table, which has no spec"), errLine());
    }

    /** --user's default as each server family resolves it: root (MySQL, MariaDB), PGUSER, $USER, postgres. */
    @Test
    void theHelpGivesEachFamilysDefaults() throws IOException {
        assertEquals(ExitCodes.DONE, run("--help"));
        String help = flatOut();
        Matcher user = Pattern.compile("--user=USER (.*?\\)\\.)").matcher(help);
        assertTrue(user.find(), help);
        assertEquals("User name (default root, or the option file's; PostgreSQL: PGUSER, else the login name $USER, "
                + "else postgres).", user.group(1));
        assertTrue(help.contains("(default 3306; PostgreSQL: PGPORT, else 5432)"), help);
        assertTrue(help.contains("(default seedgen; PostgreSQL: PGDATABASE first)"), help);
    }

    /** docs/exit-codes.md names the commands `seedgen help` lists: all of them, in its order. */
    @Test
    void theDocsListTheCommandsSeedgenHelpLists() throws IOException {
        String page = Files.readString(Path.of("docs/exit-codes.md")).replaceAll("\\s+", " ");
        Matcher listed = Pattern.compile("`seedgen help` lists the commands \\(([^)]*)\\)").matcher(page);
        assertTrue(listed.find(), "docs/exit-codes.md: no list of the commands");
        List<String> documented = new ArrayList<>();
        Matcher name = Pattern.compile("`([a-z]+)`").matcher(listed.group(1));
        while (name.find()) {
            documented.add(name.group(1));
        }
        CommandLine root = Cli.model(new SeedgenCommand(Environment.system()));
        assertEquals(List.copyOf(root.getSubcommands().keySet()), documented);
    }
}
