package seedgen.profile;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.StringJoiner;
import seedgen.dialect.Dialect;

/**
 * The kinds of character at each position of a text whose values all have one length (codes, hashes, UUIDs), in one
 * scan: where a histogram of lengths is one bar, the positions show the values' form (two capitals; a digit then
 * letters; hex in groups split by dashes).
 */
final class Characters {

    /** Positions read: a SHA-256 in hex is 64 characters; past that a value is rarely a code of fixed form. */
    static final int POSITIONS = 64;

    private Characters() {
    }

    /**
     * The first {@code length} (at most {@value #POSITIONS}) positions of column {@code q} (quoted) of
     * {@code qualifiedTable}, over its values: digits, A to Z, a to z, and the rest (by the code of the character,
     * which both families read the same way whatever the collation).
     */
    static List<Profile.Position> read(Connection c, Dialect sql, String qualifiedTable, String q, long length)
            throws SQLException {
        int positions = (int) Math.min(POSITIONS, length);
        if (positions < 1) {
            return List.of();
        }
        StringJoiner select = new StringJoiner(", ", "SELECT COUNT(*), ", " FROM " + qualifiedTable + " WHERE " + q
                + " IS NOT NULL");
        String text = sql.asText(q);
        for (int i = 1; i <= positions; i++) {
            String code = "ASCII(SUBSTRING(" + text + ", " + i + ", 1))";
            for (int[] range : new int[][] {{'0', '9'}, {'A', 'Z'}, {'a', 'z'}}) {
                select.add("SUM(CASE WHEN " + code + " BETWEEN " + range[0] + " AND " + range[1]
                        + " THEN 1 ELSE 0 END)");
            }
        }
        List<Profile.Position> out = new ArrayList<>();
        try (Statement st = c.createStatement(); ResultSet rs = st.executeQuery(select.toString())) {
            rs.next();
            long n = rs.getLong(1);
            for (int i = 0; i < positions; i++) {
                long digits = rs.getLong(2 + 3 * i);
                long upper = rs.getLong(3 + 3 * i);
                long lower = rs.getLong(4 + 3 * i);
                out.add(new Profile.Position(digits, upper, lower, n - digits - upper - lower));
            }
        }
        return out;
    }
}
