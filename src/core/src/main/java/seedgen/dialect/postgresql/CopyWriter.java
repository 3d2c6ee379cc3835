package seedgen.dialect.postgresql;

import java.io.IOException;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.List;
import org.postgresql.PGConnection;
import seedgen.dialect.RangeWriter;
import seedgen.error.SeedgenException;
import seedgen.format.ByteSink;
import seedgen.format.CsvRowStream;
import seedgen.model.TableSpec;

/**
 * Writes one id range as one COPY FROM STDIN in the connection's transaction: the rows are generated into the
 * driver's copy stream as it sends them, with no temporary file. In COPY's binary format where every column has a
 * plain binary form ({@link BinaryCopy}, decided on the first range from the catalog and its first rows), else as
 * CSV, the LOAD DATA path's: a bare NULL is NULL (a string "NULL" is quoted), a uuid's 32 hex digits fit PostgreSQL's
 * uuid type. COPY refuses a bad row as INSERT does, and the count of rows copied is checked.
 */
final class CopyWriter implements RangeWriter {

    private final TableSpec spec;
    private final String qualifiedTable;
    private final List<String> quotedColumns;
    /** The rows of the first range whose values decide between binary and CSV. */
    private static final int SAMPLE_ROWS = 32;
    /** Null until the first range, then the binary encoding or CSV. */
    private CsvRowStream.Encoding encoding;
    private String copySql;
    /** Reused for every range of this worker: one refill of the stream plus a row. */
    private final ByteSink sink = new ByteSink(80 * 1024);
    private long statements;

    CopyWriter(TableSpec spec, String qualifiedTable, List<String> quotedColumns) {
        this.spec = spec;
        this.qualifiedTable = qualifiedTable;
        this.quotedColumns = quotedColumns;
    }

    /** Binary where the table's columns and values allow it, else CSV: decided once, on the first range's rows. */
    private void choose(Connection connection, long first, long last) throws SQLException {
        List<Object[]> samples = new java.util.ArrayList<>();
        for (long row = first; row <= Math.min(last, first + SAMPLE_ROWS - 1); row++) {
            Object[] sample = new Object[spec.width()];
            spec.fillRow(row, sample);
            samples.add(sample);
        }
        BinaryCopy binary = BinaryCopy.of(connection, qualifiedTable,
                spec.columns().stream().map(seedgen.model.Column::name).toList(), samples);
        encoding = binary != null ? binary : CsvRowStream.CSV;
        copySql = "COPY " + qualifiedTable + " (" + String.join(", ", quotedColumns) + ") FROM STDIN WITH ("
                + (binary != null ? "FORMAT binary)" : "FORMAT csv, NULL 'NULL')");
    }

    @Override
    public void write(Connection connection, long first, long last) throws SQLException {
        if (encoding == null) {
            choose(connection, first, last);
        }
        long copied;
        try {
            copied = connection.unwrap(PGConnection.class).getCopyAPI().copyIn(copySql,
                    new CsvRowStream(spec, first, last, sink, encoding));
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
