package seedgen.dialect.mysql;

import com.mysql.cj.jdbc.JdbcStatement;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.SQLWarning;
import java.sql.Statement;
import seedgen.dialect.RangeWriter;
import seedgen.error.SeedgenException;
import seedgen.format.ByteSink;
import seedgen.format.CsvRowStream;
import seedgen.model.TableSpec;

/**
 * Writes one id range as one LOAD DATA LOCAL INFILE statement and one transaction: the rows are generated
 * into the driver's local-infile stream as it sends them, with no temporary file. With LOCAL the server
 * only warns where INSERT would fail (a duplicate key is skipped, a too-long value cut), so the row count and
 * the warnings are checked and either one fails the range.
 */
public final class LoadDataWriter implements RangeWriter {

    private final TableSpec spec;
    private final String loadSql;
    /** Reused for every range of this worker: one refill of the stream plus a row. */
    private final ByteSink sink = new ByteSink(80 * 1024);
    private long statements;

    public LoadDataWriter(TableSpec spec, String loadSql) {
        this.spec = spec;
        this.loadSql = loadSql;
    }

    /** Runs {@code loadSql}, a LOAD DATA LOCAL INFILE, on {@code st} with {@code rows} as the file's bytes. */
    public static long load(Statement st, java.io.InputStream rows, String loadSql) throws SQLException {
        st.unwrap(JdbcStatement.class).setLocalInfileInputStream(rows);
        return st.executeLargeUpdate(loadSql);
    }

    @Override
    public void write(Connection connection, long first, long last) throws SQLException {
        try (Statement st = connection.createStatement()) {
            long loaded = load(st, new CsvRowStream(spec, first, last, sink), loadSql);
            statements++;
            long expected = last - first + 1;
            SQLWarning warning = st.getWarnings();
            if (loaded != expected || warning != null) {
                throw SeedgenException.runFailed("LOAD DATA stored " + loaded + " of the " + expected + " rows of ids "
                        + first + ".." + last + (warning == null ? "" : " with warnings (first: "
                        + MySqlErrors.serverText(warning) + ")") + ": the table holds rows or a layout seedgen did "
                        + "not expect; use --truncate or another --table", null);
            }
        }
    }

    @Override
    public long statements() {
        return statements;
    }
}
