package seedgen.it;

/** Quoting for SQL the tests build themselves (independent of the code under test). */
final class Sql {

    private Sql() {
    }

    /** A backtick-quoted identifier, inner backticks doubled. */
    static String quote(String identifier) {
        return "`" + identifier.replace("`", "``") + "`";
    }
}
