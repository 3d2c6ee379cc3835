package seedgen.it;

/** Quoting and reading for SQL the tests build themselves (independent of the code under test). */
final class Sql {

    private Sql() {
    }

    /** A backtick-quoted identifier, inner backticks doubled. */
    static String quote(String identifier) {
        return "`" + identifier.replace("`", "``") + "`";
    }

    /** The first column of the one row {@code sql} gives on {@code c}, as a number; no row fails the test. */
    static long number(java.sql.Connection c, String sql) throws java.sql.SQLException {
        return Long.parseLong(text(c, sql));
    }

    /** The first column of the one row {@code sql} gives on {@code c}, as text ("null" for NULL); no row fails. */
    static String text(java.sql.Connection c, String sql) throws java.sql.SQLException {
        try (java.sql.Statement st = c.createStatement(); java.sql.ResultSet rs = st.executeQuery(sql)) {
            org.junit.jupiter.api.Assertions.assertTrue(rs.next(), () -> "no row from " + sql);
            return String.valueOf(rs.getString(1));
        }
    }
}
