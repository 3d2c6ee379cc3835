package seedgen.it;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** Table names that break naive SQL building load into a table of exactly that name, and nothing else. */
class HostileNamesIT {

    @RegisterExtension
    static final ItDatabase db = new ItDatabase(HostileNamesIT.class);

    @TempDir
    Path dir;

    static Stream<Arguments> names() {
        return Stream.of(Arguments.of("backtick", "we`ird"), Arguments.of("quote", "o\"q;drop"),
                Arguments.of("keyword", "select"), Arguments.of("unicode", "usérs_表"));
    }

    @ParameterizedTest(name = "{1}")
    @MethodSource("names")
    void loadsIntoATableOfExactlyThatName(String key, String table) throws Exception {
        // One database per name, so "exactly one table, with exactly this name" is checkable.
        String database = db.name(key);

        CliRun run = db.seedgen(dir, database, "--rows", "1000", "--table", table);

        run.assertExit(0);
        db.assertNoConnectionLeft();
        assertEquals(List.of(table), tablesIn(database), "tables in " + database);
        assertEquals(1000, db.count(database, table));
        assertEquals(1000, db.queryLong("SELECT MAX(id) FROM " + ItDatabase.table(database, table)));
    }

    private static List<String> tablesIn(String database) throws Exception {
        List<String> names = new ArrayList<>();
        try (Connection c = db.server().admin(); PreparedStatement ps = c.prepareStatement(
                "SELECT TABLE_NAME FROM information_schema.TABLES WHERE TABLE_SCHEMA = ?")) {
            ps.setString(1, database);
            try (ResultSet rs = ps.executeQuery()) {
                while (rs.next()) {
                    names.add(rs.getString(1));
                }
            }
        }
        return names;
    }
}
