package seedgen.dialect.mysql;

import seedgen.error.SeedgenException;

/** Quoting of user-given identifiers. SQL is never built by pasting a name: every name passes through here. */
public final class Identifiers {

    public static final int MAX_LENGTH = 64;

    private Identifiers() {
    }

    /** Checks a table or database name against MySQL's rules; {@code option} names the flag it came from. */
    public static String validate(String name, String option) {
        if (name == null || name.isEmpty()) {
            throw SeedgenException.badInput(option + " must not be empty");
        }
        if (name.codePointCount(0, name.length()) > MAX_LENGTH) {
            throw SeedgenException.badInput(option + " '" + name + "' is longer than " + MAX_LENGTH
                    + " characters, the MySQL limit: choose a shorter name");
        }
        if (name.endsWith(" ")) {
            throw SeedgenException.badInput(option + " '" + name + "' ends with a space, which MySQL does not "
                    + "allow in names: remove it");
        }
        for (int i = 0; i < name.length(); i++) {
            char c = name.charAt(i);
            if (c == 0 || Character.isSurrogate(c) || c == '/' || c == '\\' || c == '.') {
                throw SeedgenException.badInput(option + " '" + name.replace("\0", "\\0") + "' contains '"
                        + (c == 0 ? "\\0" : Character.toString(c)) + "', which MySQL does not allow in names"
                        + (c == '.' ? " (put the database in --database, not in --table)" : "")
                        + ": choose another name");
            }
        }
        return name;
    }

    /** The name as a quoted identifier: backticks around, inner backticks doubled. */
    public static String quote(String name) {
        return '`' + name.replace("`", "``") + '`';
    }
}
