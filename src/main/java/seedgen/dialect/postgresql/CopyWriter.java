package seedgen.dialect.postgresql;

import java.io.IOException;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.List;
import org.postgresql.PGConnection;
import seedgen.error.SeedgenException;
import seedgen.dialect.RangeWriter;
import seedgen.format.ByteSink;
import seedgen.format.CsvRowStream;
import seedgen.generate.TableSpec;

/**
 * Writes one id range as one COPY FROM STDIN in the connection's transaction: the rows are generated as CSV into the
 * driver's copy stream as it sends them, with no temporary file. The CSV is the LOAD DATA path's: a bare NULL is
 * NULL (a string "NULL" is quoted), a uuid's 32 hex digits fit PostgreSQL's uuid type. COPY refuses a bad row as
 * INSERT does, and the count of rows copied is checked.
 */
final class CopyWriter implements RangeWriter {

    private final TableSpec spec;
    private final String copySql;
    /** Reused for every range of this worker: one refill of the stream plus a row. */
    private final ByteSink sink = new ByteSink(80 * 1024);
    private long statements;

    CopyWriter(TableSpec spec, String qualifiedTable, List<String> quotedColumns) {
        this.spec = spec;
        this.copySql = "COPY " + qualifiedTable + " (" + String.join(", ", quotedColumns)
                + ") FROM STDIN WITH (FORMAT csv, NULL 'NULL')";
    }

    @Override
    public void write(Connection connection, long first, long last) throws SQLException {
        long copied;
        try {
            copied = connection.unwrap(PGConnection.class).getCopyAPI().copyIn(copySql,
                    new CsvRowStream(spec, first, last, sink));
        } catch (IOException e) {
            throw new SQLException("COPY of ids " + first + ".." + last + " lost its stream: " + e.getMessage(),
                    "08006", e);
        }
        statements++;
        long expected = last - first + 1;
        if (copied != expected) {
            throw SeedgenException.runFailed("COPY stored " + copied + " of the " + expected + " rows of ids " + first
                    + ".." + last + ": the table has a layout seedgen did not expect; use --truncate", null);
        }
    }

    @Override
    public long statements() {
        return statements;
    }
}
