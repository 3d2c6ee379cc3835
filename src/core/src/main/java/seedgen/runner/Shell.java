package seedgen.runner;

import java.util.regex.Pattern;

/** Words a printed command holds, quoted for a POSIX shell so that the line runs when pasted. */
public final class Shell {

    private static final Pattern PLAIN = Pattern.compile("[A-Za-z0-9_./:=@%+,-]+");

    private Shell() {
    }

    /** {@code arg} as it is where the shell keeps it one word, else in single quotes. */
    public static String quote(String arg) {
        return PLAIN.matcher(arg).matches() ? arg : "'" + arg.replace("'", "'\\''") + "'";
    }
}
