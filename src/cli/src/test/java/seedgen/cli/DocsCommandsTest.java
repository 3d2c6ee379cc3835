package seedgen.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;
import seedgen.run.Environment;

/**
 * The README and every page of docs/ as a reader uses them: each seedgen command line in a code block parses with
 * the real command model (an unknown option, a bad count or duration, a missing value fails), and each relative link
 * points to a file that exists.
 */
class DocsCommandsTest {

    /** A command as the pages write it: the launcher by any of its paths, after variables set for it. */
    private static final Pattern COMMAND = Pattern.compile(
            "^(?:[A-Z_]+=\\S*\\s+)*(?:\\./cli/seedgen|cli/seedgen|bin/seedgen|seedgen)\\s+(.*)$");
    /** Blocks that show output or another language, not commands to run. */
    private static final java.util.Set<String> OUTPUT = java.util.Set.of("text", "yaml", "java", "json");
    private static final Pattern LINK = Pattern.compile("\\]\\(([^)\\s]+)\\)");

    static List<Path> pages() throws IOException {
        List<Path> pages = new ArrayList<>(List.of(Path.of("README.md")));
        try (Stream<Path> docs = Files.list(Path.of("docs"))) {
            docs.filter(p -> p.toString().endsWith(".md")).sorted().forEach(pages::add);
        }
        return pages;
    }

    /** One command found in a page: where, and its words after the launcher. */
    record Found(Path page, int line, String text, List<String> words) {
    }

    static List<Found> commands() throws IOException {
        List<Found> found = new ArrayList<>();
        for (Path page : pages()) {
            List<String> lines = Files.readAllLines(page);
            boolean block = false;
            boolean commands = false;
            for (int i = 0; i < lines.size(); i++) {
                String line = lines.get(i).strip();
                if (line.startsWith("```")) {
                    commands = !block && !OUTPUT.contains(line.substring(3).strip());
                    block = !block;
                    continue;
                }
                if (!commands) {
                    continue;
                }
                int first = i;
                while (line.endsWith("\\") && i + 1 < lines.size()) {
                    line = line.substring(0, line.length() - 1) + " " + lines.get(++i).strip();
                }
                Matcher m = COMMAND.matcher(line);
                if (m.matches()) {
                    found.add(new Found(page, first + 1, line, words(m.group(1))));
                }
            }
        }
        return found;
    }

    /**
     * The arguments the shell would pass: words split on blanks, quotes removed, up to a comment, a pipe, a
     * redirection or a second command.
     */
    static List<String> words(String text) {
        List<String> out = new ArrayList<>();
        StringBuilder w = null;
        char quote = 0;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (quote != 0) {
                if (c == quote) {
                    quote = 0;
                } else {
                    w.append(c);
                }
            } else if (c == '\'' || c == '"') {
                quote = c;
                w = w == null ? new StringBuilder() : w;
            } else if (Character.isWhitespace(c)) {
                if (w != null) {
                    out.add(w.toString());
                    w = null;
                }
            } else if (w == null && (c == '#' || c == '|' || c == '>' || c == '<' || c == '&' || c == ';')) {
                break;
            } else {
                w = w == null ? new StringBuilder() : w;
                w.append(c);
            }
        }
        if (w != null) {
            out.add(w.toString());
        }
        return out;
    }

    @Test
    void everyCommandLineInTheReadmeAndDocsParses() throws IOException {
        List<Found> found = commands();
        assertTrue(found.size() >= 30, "expected the pages' command lines, found " + found.size());
        List<String> failed = new ArrayList<>();
        for (Found f : found) {
            CommandLine cmd = Cli.model(new SeedgenCommand(Environment.system()));
            try {
                cmd.parseArgs(OptionPlacement.arrange(cmd, f.words().toArray(String[]::new)));
            } catch (CommandLine.ParameterException e) {
                failed.add(f.page() + ":" + f.line() + ": " + f.text() + "\n    " + e.getMessage());
            }
        }
        assertEquals("", String.join("\n", failed), failed.size() + " of " + found.size() + " command lines do not "
                + "parse");
    }

    @Test
    void theParserOfThisTestRefusesWhatTheCommandDoesNot() {
        CommandLine cmd = Cli.model(new SeedgenCommand(Environment.system()));
        List<String> bad = words("--rows 10k --no-such-option # a comment");
        assertEquals(List.of("--rows", "10k", "--no-such-option"), bad);
        org.junit.jupiter.api.Assertions.assertThrows(CommandLine.ParameterException.class,
                () -> cmd.parseArgs(OptionPlacement.arrange(cmd, bad.toArray(String[]::new))));
        assertEquals(List.of("--param", "a=b c", "--rows", "5"), words("--param 'a=b c' --rows 5 > out.sql"));
    }

    @Test
    void everyRelativeLinkPointsToAFileThatExists() throws IOException {
        List<String> broken = new ArrayList<>();
        for (Path page : pages()) {
            List<String> lines = Files.readAllLines(page);
            for (int i = 0; i < lines.size(); i++) {
                Matcher m = LINK.matcher(lines.get(i));
                while (m.find()) {
                    String target = m.group(1);
                    if (target.matches("[a-z]+:.*") || target.startsWith("#")) {
                        continue;
                    }
                    Path file = page.resolveSibling(target.replaceFirst("#.*$", "")).normalize();
                    if (!Files.exists(file)) {
                        broken.add(page + ":" + (i + 1) + ": " + target);
                    }
                }
            }
        }
        assertEquals("", String.join("\n", broken), "links to files that do not exist");
    }
}
