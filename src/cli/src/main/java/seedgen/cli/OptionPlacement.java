package seedgen.cli;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import picocli.CommandLine;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;
import seedgen.error.SeedgenException;

/**
 * Options written before a subcommand's name mean what they mean after it. picocli gives options before
 * {@code tune} to the top command, where {@code tune} never looks: {@code seedgen --host H tune --show} would show
 * the default server's settings. So before parsing, an option before the subcommand that the subcommand has with
 * the same meaning (the shared target, password and TLS options) is moved after its name; one that it does not
 * have, or has with another meaning ({@code serve --port} is the port it listens on), is refused in one line
 * saying where it belongs. {@code --verbose} stays where it is: it applies to every command.
 */
final class OptionPlacement {

    private static final Set<String> GLOBAL = Set.of("--verbose");

    private OptionPlacement() {
    }

    static String[] arrange(CommandLine root, String[] args) {
        CommandSpec spec = root.getCommandSpec();
        Map<String, CommandLine> subcommands = root.getSubcommands();
        int at = -1;
        for (int i = 0; i < args.length && at < 0; i++) {
            String token = args[i];
            if (token.equals("--")) {
                return args;
            }
            if (!token.startsWith("-")) {
                if (!subcommands.containsKey(token)) {
                    return args; // not a subcommand: picocli reports it
                }
                at = i;
            } else if (takesNextToken(spec, token, i + 1 < args.length ? args[i + 1] : null, subcommands)) {
                i++;
            }
        }
        if (at <= 0) {
            return args;
        }
        String name = args[at];
        CommandSpec sub = subcommands.get(name).getCommandSpec();
        List<String> before = new ArrayList<>();
        List<String> moved = new ArrayList<>();
        for (int i = 0; i < at; i++) {
            String token = args[i];
            String option = optionName(token);
            boolean withValue = takesNextToken(spec, token, i + 1 < at ? args[i + 1] : null, subcommands);
            List<String> group = withValue ? List.of(token, args[i + 1]) : List.of(token);
            if (withValue) {
                i++;
            }
            if (GLOBAL.contains(option)) {
                before.addAll(group);
                continue;
            }
            OptionSpec mine = spec.findOption(option);
            OptionSpec theirs = sub.findOption(option);
            if (mine != null && theirs != null && sameMeaning(mine, theirs)) {
                moved.addAll(group);
                continue;
            }
            throw SeedgenException.badInput(option + " before '" + name + "' does not apply to 'seedgen " + name
                    + "'" + (theirs != null ? ": write it after '" + name + "', where it means: "
                            + String.join(" ", HelpSections.described(theirs).description())
                            : ", which does not use it: drop it"));
        }
        List<String> out = new ArrayList<>(before);
        out.add(name);
        out.addAll(moved);
        out.addAll(Arrays.asList(args).subList(at + 1, args.length));
        return out.toArray(String[]::new);
    }

    private static String optionName(String token) {
        int eq = token.indexOf('=');
        return eq < 0 ? token : token.substring(0, eq);
    }

    /** Whether {@code token}, an option of the top command, takes {@code next} as its value. */
    private static boolean takesNextToken(CommandSpec spec, String token, String next,
            Map<String, CommandLine> subcommands) {
        OptionSpec option = token.startsWith("-") ? spec.findOption(optionName(token)) : null;
        if (option == null || token.contains("=") || next == null || option.arity().max() == 0) {
            return false;
        }
        // An optional value is taken unless the next token is an option or a subcommand, as picocli does.
        return option.arity().min() > 0 || !(next.startsWith("-") || subcommands.containsKey(next));
    }

    /** The same option of a shared mixin: the same names and the same description. */
    private static boolean sameMeaning(OptionSpec a, OptionSpec b) {
        return Arrays.equals(a.names(), b.names()) && Arrays.equals(a.description(), b.description())
                && Objects.equals(a.paramLabel(), b.paramLabel());
    }
}
