package seedgen.dialect.mysql;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** What the triggers of a database write: the tables named by INSERT, REPLACE, UPDATE or DELETE in their bodies. */
public final class Triggers {

    private static final Pattern WRITES = Pattern.compile(
            "(?i)\\b(?:INSERT\\s+(?:IGNORE\\s+)?INTO|REPLACE\\s+INTO|UPDATE|DELETE\\s+FROM)\\s+"
                    + "(?:`?\\w+`?\\.)?`?(\\w+)`?");

    private Triggers() {
    }

    /** Each table a trigger of {@code database} writes, with the tables whose triggers write it (any case). */
    public static Map<String, Set<String>> written(Connection c, String database) throws SQLException {
        Map<String, Set<String>> out = new TreeMap<>(String.CASE_INSENSITIVE_ORDER);
        try (PreparedStatement ps = c.prepareStatement("SELECT EVENT_OBJECT_TABLE, ACTION_STATEMENT FROM "
                + "information_schema.TRIGGERS WHERE TRIGGER_SCHEMA = ?")) {
            ps.setString(1, database);
            try (ResultSet rs = ps.executeQuery()) {
                while (rs.next()) {
                    Matcher m = WRITES.matcher(rs.getString(2));
                    while (m.find()) {
                        out.computeIfAbsent(m.group(1), k -> new TreeSet<>(String.CASE_INSENSITIVE_ORDER))
                                .add(rs.getString(1));
                    }
                }
            }
        }
        return out;
    }
}
