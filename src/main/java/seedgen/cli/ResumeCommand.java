package seedgen.cli;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * The command that continues an interrupted or failed run: the arguments it was started with, minus those a
 * resume refuses, plus --resume, quoted for a POSIX shell. The password is never among them (it is refused on
 * the command line), so the printed command needs the same SEEDGEN_PASSWORD, prompt or option file.
 */
final class ResumeCommand {

    private static final Set<String> DROPPED = Set.of("--append", "--truncate", "--resume");
    private static final Pattern PLAIN = Pattern.compile("[A-Za-z0-9_./:=@%+,-]+");

    private ResumeCommand() {
    }

    static String of(List<String> originalArgs) {
        List<String> args = new ArrayList<>();
        for (String a : originalArgs) {
            if (!DROPPED.contains(a)) {
                args.add(a);
            }
        }
        args.add("--resume");
        StringBuilder cmd = new StringBuilder("seedgen");
        for (String a : args) {
            cmd.append(' ').append(quote(a));
        }
        return cmd.toString();
    }

    static String quote(String arg) {
        return PLAIN.matcher(arg).matches() ? arg : "'" + arg.replace("'", "'\\''") + "'";
    }
}
