package seedgen.it;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import seedgen.generate.BinaryUuid;
import seedgen.generate.Uuids;
import seedgen.dialect.mysql.InsertText;

/**
 * The INSERT text seedgen writes itself reaches the server as exactly the strings generated: hostile strings
 * (quotes, backslashes, NUL, CR, LF, Ctrl-Z, JDBC escape syntax, placeholders, every UTF-8 length) and random
 * Unicode, written into a real table under several sql_modes set in the session (with and without
 * NO_BACKSLASH_ESCAPES, ANSI_QUOTES, ANSI) and read back equal; binary values (BINARY(16) uuids) as their bytes.
 */
class InsertTextIT {

    @RegisterExtension
    static final ItDatabase db = new ItDatabase(InsertTextIT.class);

    static final List<String> HOSTILE = List.of("", "'", "''", "\\", "\\'", "'\\", "\"", "\0", "\n", "\r", "\u001a",
            "\t", "%", "_", "?", "{fn now()}", "{d '2024-01-01'}", "`", "/*", "--", "'); DROP TABLE t; --",
            "'".repeat(300), "\\".repeat(300), "\0'\"\\\n\r\u001a".repeat(50), "é".repeat(100), "用户".repeat(100),
            "\uD83D\uDE00".repeat(100), "'\uD83D\uDE00\\用".repeat(100), "a\\", "a'", "\\0", "\\n", "$2a$10$x./y");

    @ParameterizedTest
    @ValueSource(strings = {"", "NO_BACKSLASH_ESCAPES", "ANSI_QUOTES,NO_BACKSLASH_ESCAPES", "ANSI"})
    void everyStringComesBackAsItWasGenerated(String sqlMode) throws SQLException {
        List<String> values = new ArrayList<>(HOSTILE);
        Random r = new Random(sqlMode.hashCode());
        for (int i = 0; i < 2_000; i++) {
            values.add(randomText(r));
        }
        String table = ItDatabase.table(db.name(), "t" + Integer.toHexString(sqlMode.hashCode()));
        db.execute("CREATE DATABASE IF NOT EXISTS " + Sql.quote(db.name()),
                "CREATE TABLE " + table + " (id BIGINT PRIMARY KEY, s TEXT CHARACTER SET utf8mb4 COLLATE utf8mb4_bin)");
        try (Connection c = db.server().admin(); Statement st = c.createStatement()) {
            st.execute("SET SESSION sql_mode = '" + sqlMode + "'");
            st.setEscapeProcessing(false);
            StringBuilder text = new StringBuilder("INSERT INTO " + table + " (id, s) VALUES ");
            for (int i = 0; i < values.size(); i++) {
                if (i > 0) {
                    text.append(',');
                }
                InsertText.appendTuple(text, new Object[] {(long) i, values.get(i)});
            }
            assertEquals(values.size(), st.executeUpdate(text.toString()));
            try (ResultSet rs = st.executeQuery("SELECT id, s FROM " + table + " ORDER BY id")) {
                int n = 0;
                while (rs.next()) {
                    int id = (int) rs.getLong(1);
                    assertEquals(n++, id);
                    assertEquals(values.get(id), rs.getString(2), "value " + id + " in sql_mode '" + sqlMode + "'");
                }
                assertEquals(values.size(), n);
            }
        }
    }

    /** UUIDs, and bytes a string literal would escape (quote, backslash, NUL, LF, CR, Ctrl-Z), into BINARY(16). */
    @ParameterizedTest
    @ValueSource(strings = {"", "NO_BACKSLASH_ESCAPES", "ANSI_QUOTES,NO_BACKSLASH_ESCAPES", "ANSI"})
    void everyBinaryValueComesBackAsItsSixteenBytes(String sqlMode) throws SQLException {
        List<BinaryUuid> values = new ArrayList<>(List.of(new BinaryUuid(0, 0), new BinaryUuid(-1, -1),
                new BinaryUuid(0x275C00275C00275CL, 0x0A0D1A2722225C00L)));
        for (long row = 1; row <= 500; row++) {
            values.add(Uuids.v4Binary(sqlMode.hashCode(), row));
            values.add(Uuids.v7Binary(sqlMode.hashCode(), row));
        }
        String table = ItDatabase.table(db.name(), "b" + Integer.toHexString(sqlMode.hashCode()));
        db.execute("CREATE DATABASE IF NOT EXISTS " + Sql.quote(db.name()),
                "CREATE TABLE " + table + " (id BIGINT PRIMARY KEY, b BINARY(16) NULL)");
        try (Connection c = db.server().admin(); Statement st = c.createStatement()) {
            st.execute("SET SESSION sql_mode = '" + sqlMode + "'");
            st.setEscapeProcessing(false);
            StringBuilder text = new StringBuilder("INSERT INTO " + table + " (id, b) VALUES ");
            InsertText.appendTuple(text, new Object[] {-1L, null});
            for (int i = 0; i < values.size(); i++) {
                text.append(',');
                InsertText.appendTuple(text, new Object[] {(long) i, values.get(i)});
            }
            assertEquals(values.size() + 1, st.executeUpdate(text.toString()));
            try (ResultSet rs = st.executeQuery("SELECT id, b FROM " + table + " ORDER BY id")) {
                rs.next();
                assertNull(rs.getBytes(2), "NULL stays NULL");
                int n = 0;
                while (rs.next()) {
                    int id = (int) rs.getLong(1);
                    assertEquals(n++, id);
                    assertArrayEquals(values.get(id).bytes(), rs.getBytes(2), "value " + id + " in '" + sqlMode + "'");
                }
                assertEquals(values.size(), n);
            }
        }
    }

    /** Code point ranges: controls (NUL, CR, LF, Ctrl-Z among them), ASCII (quote, backslash), 2-, 3- and 4-byte. */
    private static final int[][] RANGES = {{0, 0x20}, {0x20, 0x7f}, {0x80, 0x800}, {0x800, 0xd800}, {0xe000, 0x10000},
        {0x10000, 0x110000}};

    private static String randomText(Random r) {
        StringBuilder sb = new StringBuilder();
        for (int n = r.nextInt(120); n > 0; n--) {
            int[] range = RANGES[r.nextInt(RANGES.length)];
            sb.appendCodePoint(range[0] + r.nextInt(range[1] - range[0]));
        }
        return sb.toString();
    }
}
