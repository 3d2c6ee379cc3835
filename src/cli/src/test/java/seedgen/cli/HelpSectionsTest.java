package seedgen.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;
import seedgen.run.Environment;

class HelpSectionsTest {

    @TempDir
    Path tmp;

    private static CommandLine root() {
        CommandLine cmd = Cli.model(new SeedgenCommand(Environment.system()));
        return cmd;
    }

    private static List<CommandSpec> everyCommand(CommandLine cmd) {
        List<CommandSpec> all = new ArrayList<>(List.of(cmd.getCommandSpec()));
        cmd.getSubcommands().values().forEach(sub -> all.addAll(everyCommand(sub)));
        return all;
    }

    @Test
    void everyVisibleOptionOfEveryCommandIsInExactlyOneSection() {
        for (CommandSpec spec : everyCommand(root())) {
            Map<String, List<OptionSpec>> sections = HelpSections.sections(spec);
            List<OptionSpec> listed = sections.values().stream().flatMap(List::stream).toList();
            List<OptionSpec> visible = spec.options().stream().filter(o -> !o.hidden()).toList();
            assertEquals(visible.size(), listed.size(), spec.name() + ": " + sections.keySet());
            assertTrue(listed.containsAll(visible), spec.name());
            sections.values().forEach(list -> assertFalse(list.isEmpty(), spec.name() + ": an empty heading"));
        }
        assertFalse(HelpSections.sections(root().getCommandSpec()).containsKey(HelpSections.OTHER),
                "every option of the main command has a section of its own");
    }

    @Test
    void helpShowsTheSectionsTheExamplesAndFitsEightyColumns() {
        String help = run("--help");
        for (String heading : HelpSections.sections(root().getCommandSpec()).keySet()) {
            assertTrue(help.contains("\n" + heading + ":\n"), heading + "\n" + help);
        }
        assertTrue(help.contains("\nExamples:\n"), help);
        for (String[] example : HelpSections.EXAMPLES) {
            assertTrue(help.contains(example[0]), example[0]);
        }
        help.lines().forEach(line -> assertTrue(line.length() <= 80, "longer than 80 columns: " + line));
        String tune = run("help", "tune");
        assertTrue(tune.contains("\nServer (also accepted before the command's name):\n"), tune);
        assertTrue(tune.indexOf("--show") < tune.indexOf("--host"), "the command's own options first: " + tune);
    }

    @Test
    void everyExampleParsesAsPrinted() {
        for (String[] example : HelpSections.EXAMPLES) {
            List<String> words = new ArrayList<>(Arrays.asList(example[0].split(" ")));
            words.removeIf(w -> w.matches("[A-Z_]+=.*")); // a variable set for the command
            assertEquals("seedgen", words.remove(0), example[0]);
            CommandLine cmd = root();
            String[] args = OptionPlacement.arrange(cmd, words.toArray(String[]::new));
            CommandLine.ParseResult parsed = cmd.parseArgs(args); // throws on anything it does not know
            assertTrue(parsed.originalArgs().size() > 0, example[0]);
        }
    }

    private String run(String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        Environment env = new Environment(Map.of(), tmp, tmp, new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8), text -> Optional.empty());
        assertEquals(ExitCodes.DONE, new Cli(env).run(args));
        return out.toString(StandardCharsets.UTF_8);
    }
}
