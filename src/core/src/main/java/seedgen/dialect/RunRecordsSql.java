package seedgen.dialect;

import java.util.List;

/**
 * The statements of a run's records ({@code runs/RunRecords}): its table of runs (one row a dataset's run or
 * partition: fingerprint, batch size, times, seed, rows asked), its table of checkpoints (a table's committed ids
 * from {@code first_id} to {@code last_id}), and seedgen 0.1's table of users runs, all in {@code namespace}; in SQL
 * every family takes, the types and table options the family's.
 */
public final class RunRecordsSql {

    private final Dialect sql;
    private final String namespace;
    private final String runs;
    private final String progress;

    public RunRecordsSql(Dialect sql, String namespace, String runsTable, String progressTable) {
        this.sql = sql;
        this.namespace = namespace;
        this.runs = sql.qualify(namespace, runsTable);
        this.progress = sql.qualify(namespace, progressTable);
    }

    /** The runs table, qualified. */
    public String runs() {
        return runs;
    }

    /** The checkpoints table, qualified. */
    public String progress() {
        return progress;
    }

    /** {@code table} of the namespace, qualified: one of the bookkeeping tables. */
    public String qualified(String table) {
        return sql.qualify(namespace, table);
    }

    /**
     * A run's record by its key (parameter: dataset): fingerprint, batch size, then each of {@code added} (columns a
     * later version added), NULL for one the table lacks ({@code present} false).
     */
    public String readRun(List<String> added, List<Boolean> present) {
        StringBuilder select = new StringBuilder("SELECT fingerprint, batch_size");
        for (int i = 0; i < added.size(); i++) {
            select.append(", ").append(present.get(i) ? added.get(i) : "NULL");
        }
        return select + " FROM " + runs + " WHERE dataset = ?";
    }

    /** Every run's key, fingerprint, batch size and end time (NULL where the table has no done_at). */
    public String readRuns(boolean withDoneAt) {
        return "SELECT dataset, fingerprint, batch_size, " + (withDoneAt ? "done_at" : "NULL") + " FROM " + runs;
    }

    /** Parameters: dataset, fingerprint, batch_size, started_at, bases, seed, rows_asked. */
    public String insertRun() {
        return "INSERT INTO " + runs + " (dataset, fingerprint, batch_size, started_at, bases, seed, rows_asked) "
                + "VALUES (?, ?, ?, ?, ?, ?, ?)";
    }

    /** Parameters: done_at, dataset. */
    public String markDone() {
        return "UPDATE " + runs + " SET done_at = ? WHERE dataset = ?";
    }

    /** Parameter: dataset. */
    public String deleteRun() {
        return "DELETE FROM " + runs + " WHERE dataset = ?";
    }

    /** Parameters: table_name, first_id, last_id. */
    public String insertCheckpoint() {
        return "INSERT INTO " + progress + " (table_name, first_id, last_id) VALUES (?, ?, ?)";
    }

    /** Moves a checkpoint on, never back. Parameters: last_id, table_name, first_id, last_id again. */
    public String moveCheckpoint() {
        return "UPDATE " + progress + " SET last_id = ? WHERE table_name = ? AND first_id = ? AND last_id < ?";
    }

    /** A table's committed ranges, in order. Parameter: table_name. */
    public String committed() {
        return "SELECT first_id, last_id FROM " + progress + " WHERE table_name = ? AND last_id >= first_id "
                + "ORDER BY first_id";
    }

    /** Whether a table has a checkpoint. Parameter: table_name. */
    public String anyCheckpoint() {
        return "SELECT 1 FROM " + progress + " WHERE table_name = ?";
    }

    /** A table's rows of {@code qualified} (the checkpoints, or 0.1's runs). Parameter: table_name. */
    public String deleteTable(String qualified) {
        return "DELETE FROM " + qualified + " WHERE table_name = ?";
    }

    /** Whether {@code qualified} holds a row. */
    public String anyRow(String qualified) {
        return sql.anyRow(qualified);
    }

    public String drop(String qualified) {
        return "DROP TABLE IF EXISTS " + qualified;
    }

    /** The runs table, {@code datetime} the family's type of a time. */
    public String createRuns(String datetime) {
        return "CREATE TABLE IF NOT EXISTS " + runs + " (dataset " + sql.nameColumnType() + " NOT NULL PRIMARY KEY, "
                + "fingerprint CHAR(64) NOT NULL, batch_size BIGINT NOT NULL, started_at " + datetime + " NOT NULL, "
                + "bases TEXT NULL, done_at " + datetime + " NULL, seed BIGINT NULL, rows_asked BIGINT NULL)"
                + sql.tableOptions();
    }

    /** A column a later version added to the runs table, for a table an earlier one made. */
    public String addColumn(String column, String type) {
        return "ALTER TABLE " + runs + " ADD COLUMN " + column + " " + type + " NULL";
    }

    public String createProgress() {
        return "CREATE TABLE IF NOT EXISTS " + progress + " (table_name " + sql.nameColumnType() + " NOT NULL, "
                + "first_id BIGINT NOT NULL, last_id BIGINT NOT NULL, PRIMARY KEY (table_name, first_id))"
                + sql.tableOptions();
    }

    /** seedgen 0.1's record of a users run (parameter: table_name), its batch size 0 where it had none. */
    public String readLegacy(String legacyTable, boolean withBatchSize) {
        return "SELECT seed, first_id, row_count, columns_fingerprint, login_fingerprint, "
                + (withBatchSize ? "batch_size" : "0") + " FROM " + qualified(legacyTable) + " WHERE table_name = ?";
    }
}
