package seedgen.cli;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import picocli.CommandLine.Help;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine;
import seedgen.plan.BuiltIn;

/**
 * {@code --help} in sections: the options under headings that say what they are for, then examples that run as
 * printed. The same sections make the man page ({@link ManPage}), so the two never say different things.
 */
final class HelpSections {

    /** The target options (TargetOptions), which every command that talks to a server shares. */
    private static final List<String> TARGET = List.of("--url", "--dialect", "--host", "--port", "--user", "--database",
            "--schema",
            "--defaults-file", "--ask-password", "--embedded", "--ssl-mode", "--ssl-ca");

    /** The root command's sections, by an option's longest name; an option in none goes under "Other options". */
    private static final Map<String, List<String>> ROOT = new LinkedHashMap<>();

    static {
        ROOT.put("What to write", List.of("--rows", "--batch", "--threads", "--seed", "--table", "--password-plain",
                "--bcrypt-cost", "--spec", "--dataset", "--param", "--from-db", "--tables", "--exclude-tables",
                "--rows-for", "--no-inferred-references", "--triggers", "--learn-from", "--scale", "--learn-values"));
        ROOT.put("Where to write (also accepted after a command's name)", TARGET);
        ROOT.put("How to write", List.of("--method", "--defer-indexes", "--defer-indexes-on-rows", "--keys-first",
                "--out", "--format", "--kafka", "--topic", "--kafka-config"));
        ROOT.put("Splitting a load across processes and shards", List.of("--partition", "--shards"));
        ROOT.put("Rows already in the table, and failures", List.of("--resume", "--append", "--truncate",
                "--retry-for"));
        ROOT.put("Server tuning for the run", List.of("--tune", "--tune-buffer-pool", "--tune-set", "--tune-skip"));
        ROOT.put("Metrics", List.of("--metrics-port", "--metrics-host", "--pushgateway", "--metrics-linger"));
        ROOT.put("What seedgen prints", List.of("--progress", "--dry-run", "--report", "--verbose", "--quiet",
                "--help", "--version"));
    }

    static final String OTHER = "Other options";

    /**
     * Stands in a --dataset option's description for the names of the built-in datasets, put there from
     * {@link BuiltIn#DATASETS} by {@link #described}: the one list `seedgen datasets` and every error use too.
     */
    static final String DATASETS = "{datasets}";

    /** Real commands, each with what it does; HelpSectionsTest parses every one. */
    static final List<String[]> EXAMPLES = List.of(
            new String[] {"seedgen --rows 1M --batch 50 --threads 18",
                    "1,000,000 users into the embedded MariaDB (no server named)"},
            new String[] {"SEEDGEN_PASSWORD=... seedgen --host db1 --user loader --rows 1M",
                    "the same into the server db1, database seedgen, table users"},
            new String[] {"seedgen --embedded postgresql --dataset chat --rows 10k",
                    "the chat dataset into a PostgreSQL kept in ./.seedgen/postgresql/"},
            new String[] {"seedgen --host db1 --rows 10M --method load-data --defer-indexes --tune",
                    "the fastest path: bulk load, unique keys last, server tuned and put back"},
            new String[] {"seedgen --host db1 --rows 10M --resume",
                    "finish a run that was killed, writing only what did not commit"},
            new String[] {"seedgen --rows 250k --out users.csv.gz", "a compressed CSV file, no database"},
            new String[] {"seedgen --dataset sns --rows 100k", "100,000 users with posts, likes, bookmarks, follows"},
            new String[] {"seedgen --dataset sns --rows 10M --host db1 --partition 2/4",
                    "the second quarter of those rows; four such processes write them all"},
            new String[] {"seedgen tune --show --host db1", "the server settings that matter for a bulk load"},
            new String[] {"seedgen doctor --host db1", "the classic bulk-load mistakes, checked; changes nothing"});

    private HelpSections() {
    }

    /** Replaces the flat option list of {@code cmd} and its subcommands with sections; adds the examples to the root. */
    static void install(CommandLine cmd) {
        cmd.getHelpSectionMap().put(CommandLine.Model.UsageMessageSpec.SECTION_KEY_OPTION_LIST_HEADING, help -> "");
        cmd.getHelpSectionMap().put(CommandLine.Model.UsageMessageSpec.SECTION_KEY_OPTION_LIST,
                help -> render(help, sections(help.commandSpec())));
        for (CommandLine sub : cmd.getSubcommands().values()) {
            install(sub);
        }
        if (cmd.getCommandSpec().parent() == null) {
            cmd.getHelpSectionMap().put("examples", help -> examples());
            List<String> keys = new ArrayList<>(cmd.getHelpSectionKeys());
            keys.add(keys.indexOf(CommandLine.Model.UsageMessageSpec.SECTION_KEY_FOOTER_HEADING), "examples");
            cmd.setHelpSectionKeys(keys);
        }
    }

    /** The options of {@code spec} under their headings, in the order of the headings; hidden ones left out. */
    static Map<String, List<OptionSpec>> sections(CommandSpec spec) {
        Map<String, List<OptionSpec>> out = new LinkedHashMap<>();
        boolean root = spec.parent() == null;
        if (root) {
            ROOT.keySet().forEach(heading -> out.put(heading, new ArrayList<>()));
        }
        for (OptionSpec o : spec.options()) {
            if (o.hidden()) {
                continue;
            }
            String heading = root ? rootHeading(o.longestName())
                    : TARGET.contains(o.longestName()) && !"serve".equals(spec.name())
                            ? "Server (also accepted before the command's name)" : "Options";
            out.computeIfAbsent(heading, h -> new ArrayList<>()).add(o);
        }
        out.values().removeIf(List::isEmpty);
        if (!root && out.containsKey("Options")) { // the command's own options first
            Map<String, List<OptionSpec>> ordered = new LinkedHashMap<>();
            ordered.put("Options", out.remove("Options"));
            ordered.putAll(out);
            return ordered;
        }
        return out;
    }

    private static String rootHeading(String longestName) {
        for (Map.Entry<String, List<String>> e : ROOT.entrySet()) {
            if (e.getValue().contains(longestName)) {
                return e.getKey();
            }
        }
        return OTHER;
    }

    private static String render(Help help, Map<String, List<OptionSpec>> sections) {
        StringBuilder out = new StringBuilder();
        for (Map.Entry<String, List<OptionSpec>> e : sections.entrySet()) {
            Help.Layout layout = help.createDefaultLayout();
            for (OptionSpec o : e.getValue()) {
                layout.addOption(described(o), help.createDefaultParamLabelRenderer());
            }
            out.append('\n').append(e.getKey()).append(":\n").append(layout);
        }
        return out.toString();
    }

    /**
     * {@code o} with its description: --method's is built from the methods' own words, which name each server's
     * statement and so live with the dialect, where an annotation cannot reach; a --dataset option's names the
     * built-in datasets.
     */
    static OptionSpec described(OptionSpec o) {
        if (o.longestName().equals("--method")) {
            return OptionSpec.builder(o).description(SpeedOptions.methodHelp()).build();
        }
        String text = String.join(" ", o.description());
        return text.contains(DATASETS) ? OptionSpec.builder(o).description(text.replace(DATASETS, BuiltIn.nameList()))
                .build() : o;
    }

    private static String examples() {
        StringBuilder out = new StringBuilder("\nExamples:\n");
        for (String[] e : EXAMPLES) {
            out.append("  ").append(e[0]).append('\n').append("      ").append(e[1]).append('\n');
        }
        return out.toString();
    }
}
