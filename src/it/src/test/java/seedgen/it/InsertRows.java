package seedgen.it;

import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;

/**
 * A test source's rows of one table, sent 500 to an INSERT; the rows of {@code parents} (those these refer to) are
 * sent first. Values are SQL literals as written.
 */
final class InsertRows implements AutoCloseable {
    private final Connection c;
    private final String table;
    private final List<String> pending = new ArrayList<>();
    private final InsertRows parents;

    InsertRows(Connection c, String table, InsertRows parents) {
        this.c = c;
        this.table = table;
        this.parents = parents;
    }

    void add(String... values) throws SQLException {
        pending.add("(" + String.join(", ", values) + ")");
        if (pending.size() == 500) {
            flush();
        }
    }

    /** A row whose first column is {@code id}. */
    void add(long id, String... values) throws SQLException {
        add(id + ", " + String.join(", ", values));
    }

    private void flush() throws SQLException {
        if (pending.isEmpty()) {
            return;
        }
        if (parents != null) {
            parents.flush();
        }
        try (Statement st = c.createStatement()) {
            st.execute("INSERT INTO " + table + " VALUES " + String.join(", ", pending));
        }
        pending.clear();
    }

    @Override
    public void close() throws SQLException {
        flush();
    }
}
