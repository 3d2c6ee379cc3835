package seedgen.cli;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * The command that continues an interrupted or failed run: the arguments it was started with, minus those a
 * resume refuses, plus --resume, quoted for a POSIX shell. It starts with the path of the launcher seedgen was
 * started with ({@value #LAUNCHER}, which cli/seedgen exports), so it runs when pasted in the same folder even
 * where seedgen is not on the PATH; without it, with the plain name. The password is never among them (it is
 * refused on the command line), so the printed command needs the same SEEDGEN_PASSWORD, prompt or option file.
 */
final class ResumeCommand {

    private static final Set<String> DROPPED = Set.of("--append", "--truncate", "--resume");

    /** The environment variable the launcher sets to its own absolute path. */
    static final String LAUNCHER = "SEEDGEN_LAUNCHER";

    private ResumeCommand() {
    }

    static String of(List<String> originalArgs) {
        return of(null, originalArgs);
    }

    /** {@code launcher}: the path seedgen was started with, or null when unknown (then {@code seedgen}). */
    static String of(String launcher, List<String> originalArgs) {
        List<String> args = new ArrayList<>();
        for (String a : originalArgs) {
            if (!DROPPED.contains(a)) {
                args.add(a);
            }
        }
        args.add("--resume");
        StringBuilder cmd = new StringBuilder(launcher == null || launcher.isBlank() ? "seedgen" : quote(launcher));
        for (String a : args) {
            cmd.append(' ').append(quote(a));
        }
        return cmd.toString();
    }

    /**
     * {@code text} with every command written as {@code `seedgen ...`} starting with the launcher's path instead,
     * so it runs when pasted where seedgen is not on the PATH; unchanged when the launcher is unknown.
     */
    static String asInvoked(String launcher, String text) {
        if (launcher == null || launcher.isBlank() || text == null) {
            return text;
        }
        // `seedgen`.`users` is the database seedgen, quoted as an identifier (a dry run's DDL): not a command
        return text.replace("`seedgen ", "`" + quote(launcher) + " ")
                .replaceAll("`seedgen`(?!\\.)", java.util.regex.Matcher.quoteReplacement("`" + quote(launcher) + "`"));
    }

    static String quote(String arg) {
        return seedgen.runner.Shell.quote(arg);
    }
}
