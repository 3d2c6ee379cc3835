package seedgen.profile;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import seedgen.dialect.ProfileSql;

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
    static List<Profile.Position> read(Connection c, ProfileSql queries, String qualifiedTable, String q, long length)
            throws SQLException {
        int positions = (int) Math.min(POSITIONS, length);
        if (positions < 1) {
            return List.of();
        }
        int[][] kinds = {{'0', '9'}, {'A', 'Z'}, {'a', 'z'}};
        String query = queries.positions(qualifiedTable, q, positions, kinds);
        List<Profile.Position> out = new ArrayList<>();
        try (Statement st = c.createStatement(); ResultSet rs = st.executeQuery(query)) {
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
