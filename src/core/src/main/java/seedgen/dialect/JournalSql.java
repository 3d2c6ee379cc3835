package seedgen.dialect;

/**
 * The statements of the workload's journal ({@code workload/Journal}): its table of operations done, one row a
 * (stream, part, op), and its table of each part's options, both in {@code namespace}; in SQL every family takes,
 * each table's options the family's ({@link Dialect#tableOptions()}).
 */
public final class JournalSql {

    private final Dialect sql;
    private final String ops;
    private final String runs;

    /** {@code opsTable} and {@code runsTable}: the two tables' names, qualified here in {@code namespace}. */
    public JournalSql(Dialect sql, String namespace, String opsTable, String runsTable) {
        this.sql = sql;
        this.ops = sql.qualify(namespace, opsTable);
        this.runs = sql.qualify(namespace, runsTable);
    }

    /** The operations table, qualified. */
    public String ops() {
        return ops;
    }

    /** The options table, qualified. */
    public String runs() {
        return runs;
    }

    public String createOps() {
        return "CREATE TABLE IF NOT EXISTS " + ops + " (stream CHAR(32) NOT NULL, part INT NOT NULL, "
                + "op BIGINT NOT NULL, PRIMARY KEY (stream, op))" + sql.tableOptions();
    }

    public String createRuns() {
        return "CREATE TABLE IF NOT EXISTS " + runs + " (stream CHAR(32) NOT NULL, part INT NOT NULL, "
                + "options VARCHAR(1000) NOT NULL, PRIMARY KEY (stream, part))" + sql.tableOptions();
    }

    /** Parameters: stream, part, op. */
    public String insertOp() {
        return "INSERT INTO " + ops + " (stream, part, op) VALUES (?, ?, ?)";
    }

    /** A part's operations. Parameters: stream, part. */
    public String opsOfPart() {
        return "SELECT op FROM " + ops + " WHERE stream = ? AND part = ?";
    }

    /** Whether a stream has a row (with {@code withOp}, that operation's). Parameters: stream (, op). */
    public String anyOp(boolean withOp) {
        return "SELECT 1 FROM " + ops + " WHERE stream = ?" + (withOp ? " AND op = ?" : "") + " LIMIT 1";
    }

    /** A part's operations done, its marks aside (which are negative). Parameters: stream, part. */
    public String countDone() {
        return "SELECT COUNT(*) FROM " + ops + " WHERE stream = ? AND part = ? AND op >= 0";
    }

    /** The rows of a stream at or below {@code op} (its parts' marks). Parameters: stream, op. */
    public String countAtOrBelow() {
        return "SELECT COUNT(*) FROM " + ops + " WHERE stream = ? AND op <= ?";
    }

    /** Parameters: stream, part. */
    public String deletePartOps() {
        return "DELETE FROM " + ops + " WHERE stream = ? AND part = ?";
    }

    /** The options recorded by the other streams of a part. Parameters: stream, part. */
    public String otherStreamsOptions() {
        return "SELECT options FROM " + runs + " WHERE stream <> ? AND part = ?";
    }

    /** Parameters: stream, part. */
    public String deleteRun() {
        return "DELETE FROM " + runs + " WHERE stream = ? AND part = ?";
    }

    /** Parameters: stream, part, options. */
    public String insertRun() {
        return "INSERT INTO " + runs + " (stream, part, options) VALUES (?, ?, ?)";
    }

    /** The rows of a stream in {@code qualified} (one of the two), a part's or (with {@code whole}) every part's. */
    public String deleteStream(String qualified, boolean whole) {
        return "DELETE FROM " + qualified + " WHERE stream = ?" + (whole ? "" : " AND part = ?");
    }

    /** Whether {@code qualified} holds a row. */
    public String anyRow(String qualified) {
        return sql.anyRow(qualified);
    }

    public String drop(String qualified) {
        return "DROP TABLE IF EXISTS " + qualified;
    }
}
