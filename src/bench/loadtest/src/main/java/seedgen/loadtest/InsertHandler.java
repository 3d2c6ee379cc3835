package seedgen.loadtest;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpHandler;
import java.io.IOException;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicLong;
import javax.sql.DataSource;

/**
 * POST of one new row as a form, a field per column ({@code /signup}: a users row; {@code /like}: a likes row), each
 * value as its text, inserted in a transaction of its own: 200 when the row is in; 409 when a unique key already holds
 * it (MySQL error 1062), 422 when a row it refers to is missing (1452), 400 for a body without every column, 405 for
 * another method, 500 when the database fails otherwise (the error is printed). A load tool that sends rows which
 * never collide and refer only to rows that exist sees 200 only.
 */
final class InsertHandler implements HttpHandler {

    private static final int DUPLICATE_KEY = 1062;
    private static final int NO_REFERENCED_ROW = 1452;

    private final String name;
    private final DataSource pool;
    private final List<String> columns;
    private final String sql;
    private final AtomicLong inserted = new AtomicLong();
    private final AtomicLong duplicate = new AtomicLong();
    private final AtomicLong missingReference = new AtomicLong();
    private final AtomicLong errors = new AtomicLong();

    /** {@code table} and {@code columns} are the bench's own names (sns), never a request's. */
    InsertHandler(String name, DataSource pool, String table, List<String> columns) {
        this.name = name;
        this.pool = pool;
        this.columns = List.copyOf(columns);
        this.sql = "INSERT INTO " + table + " (" + String.join(", ", columns) + ") VALUES ("
                + String.join(", ", Collections.nCopies(columns.size(), "?")) + ")";
    }

    @Override
    public void handle(HttpExchange exchange) throws IOException {
        try (exchange) {
            if (!exchange.getRequestMethod().equals("POST")) {
                exchange.getResponseHeaders().set("Allow", "POST");
                Forms.answer(exchange, 405, "use POST\n");
                return;
            }
            Map<String, String> form = Forms.read(exchange.getRequestBody());
            if (!form.keySet().containsAll(columns)) {
                Forms.answer(exchange, 400, "the body needs " + String.join(", ", columns) + "\n");
                return;
            }
            try {
                insert(form);
            } catch (SQLException e) {
                if (e.getErrorCode() == DUPLICATE_KEY) {
                    duplicate.incrementAndGet();
                    Forms.answer(exchange, 409, "duplicate key: " + e.getMessage() + "\n");
                } else if (e.getErrorCode() == NO_REFERENCED_ROW) {
                    missingReference.incrementAndGet();
                    Forms.answer(exchange, 422, "no such referenced row: " + e.getMessage() + "\n");
                } else {
                    errors.incrementAndGet();
                    System.err.println("login endpoint: " + name + " " + form + " failed: " + e);
                    Forms.answer(exchange, 500, "server error\n");
                }
                return;
            }
            inserted.incrementAndGet();
            Forms.answer(exchange, 200, "ok\n");
        }
    }

    private void insert(Map<String, String> form) throws SQLException {
        try (Connection c = pool.getConnection(); PreparedStatement ps = c.prepareStatement(sql)) {
            for (int i = 0; i < columns.size(); i++) {
                // the stream writes NULL as an empty field (a new user's deleted_at): sent as NULL, not as text
                String value = form.get(columns.get(i));
                if (value.isEmpty()) {
                    ps.setNull(i + 1, java.sql.Types.VARCHAR);
                } else {
                    ps.setString(i + 1, value);
                }
            }
            ps.executeUpdate();
        }
    }

    /** The counts since start, as part of a line for the log. */
    String counts() {
        return name + " " + inserted.get() + " inserted (200), " + duplicate.get() + " duplicate (409), "
                + missingReference.get() + " missing reference (422), " + errors.get() + " errors (500)";
    }
}
