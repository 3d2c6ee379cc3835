package seedgen.export;

import java.io.IOException;
import java.io.OutputStream;
import java.util.List;
import java.util.concurrent.CancellationException;
import java.util.function.BooleanSupplier;
import seedgen.dialect.Dialect;
import seedgen.dialect.TableSql;
import seedgen.format.ByteSink;
import seedgen.format.CsvEncoder;
import seedgen.format.SqlEncoder;
import seedgen.model.Dataset;
import seedgen.model.TableSpec;
import seedgen.run.OutputFormat;

/**
 * Writes the rows a load would write (ids 1..rows, same seed, same values) to a stream instead of a server:
 * CSV with a header line, or SQL with a CREATE TABLE IF NOT EXISTS and multi-row INSERTs of --batch rows.
 * Single-threaded and in id order, so the bytes are the same on every run; memory is one flush buffer.
 */
public final class FileExport {

    /** Bytes gathered before each write to the stream. */
    static final int FLUSH_BYTES = 64 * 1024;

    private FileExport() {
    }

    /**
     * What was written. For CSV, {@code createTableStatement} makes the table to load the file back into (null for
     * SQL, whose file holds its own CREATE TABLE): see {@link Dialect#csvFileHint}.
     */
    public record Result(long rows, long bytes, double seconds, String createTableStatement) {
    }

    /**
     * The stream refused a write (a reader that closed the pipe, a full disk): {@code rowsFlushed} rows, all of
     * whose bytes the stream took, came before it.
     */
    public static final class WriteFailed extends IOException {
        private final long rowsFlushed;

        WriteFailed(long rowsFlushed, IOException cause) {
            super(cause.getMessage(), cause);
            this.rowsFlushed = rowsFlushed;
        }

        public long rowsFlushed() {
            return rowsFlushed;
        }
    }

    /**
     * Writes every row of {@code table} to {@code out}, which the caller owns, as CSV or as SQL after {@code ddl} (the
     * table's CREATE TABLE, unqualified). {@code stop} is polled before each write to the stream; once it turns true,
     * the export throws a {@link CancellationException} and the caller discards what was written.
     */
    public static Result write(Dataset.Table table, String ddl, int batch, OutputFormat format, OutputStream out,
            BooleanSupplier stop, Dialect sql) throws IOException {
        long t0 = System.nanoTime();
        TableSpec spec = table.spec();
        TableSql schema = new TableSql(spec, null, sql);
        List<String> columns = schema.quotedColumns();
        String name = schema.qualifiedName();
        String portable = sql.ifNotExists(ddl);
        Counting counted = new Counting(out, stop);
        ByteSink sink = new ByteSink(FLUSH_BYTES + 4096);
        try {
            if (format == OutputFormat.CSV) {
                writeCsv(spec, table.rows(), sink, counted);
            } else {
                sink.utf8(sql.sqlFilePrologue());
                sink.utf8(portable + ";\n");
                writeInserts(spec, table.rows(), batch, schema.insertValues(), sink, counted);
                sink.utf8(sql.sqlFileEpilogue());
                drain(sink, counted, table.rows());
            }
            counted.flush();
        } catch (IOException e) {
            throw new WriteFailed(counted.rowsFlushed, e);
        }
        return new Result(table.rows(), counted.bytes, (System.nanoTime() - t0) / 1e9,
                format == OutputFormat.CSV ? portable : null);
    }

    private static void writeCsv(TableSpec spec, long rows, ByteSink sink, Counting out) throws IOException {
        CsvEncoder.header(spec.columns().stream().map(c -> c.name()).toList(), sink);
        Object[] row = new Object[spec.width()];
        for (long n = 0; n < rows; n++) {
            spec.fillRow(n + 1, row);
            CsvEncoder.row(row, sink);
            drainIfFull(sink, out, n + 1);
        }
        drain(sink, out, rows);
    }

    private static void writeInserts(TableSpec spec, long rows, int batch, String insertPrefix, ByteSink sink,
            Counting out) throws IOException {
        Object[] row = new Object[spec.width()];
        int inStatement = 0;
        for (long n = 0; n < rows; n++) {
            if (inStatement == 0) {
                sink.utf8(insertPrefix);
            } else {
                sink.ascii(",\n");
            }
            spec.fillRow(n + 1, row);
            SqlEncoder.tuple(row, sink);
            if (++inStatement == batch) {
                sink.ascii(";\n");
                inStatement = 0;
            }
            drainIfFull(sink, out, n + 1);
        }
        if (inStatement > 0) {
            sink.ascii(";\n");
        }
    }

    /**
     * One table of a dataset into {@code out}: its rows 1..rows as CSV with a header, or, for SQL, {@code ddl}
     * followed by INSERTs of {@code batch} rows ({@code prologue}/{@code epilogue}: the file's first and last table).
     * Returns the bytes written.
     */
    public static long writeTable(TableSpec spec, long rows, OutputFormat format, String ddl, int batch,
            boolean prologue, boolean epilogue, OutputStream out, BooleanSupplier stop, Dialect sql)
            throws IOException {
        Counting counted = new Counting(out, stop);
        ByteSink sink = new ByteSink(FLUSH_BYTES + 4096);
        try {
            if (format == OutputFormat.CSV) {
                writeCsv(spec, rows, sink, counted);
            } else {
                if (prologue) {
                    sink.utf8(sql.sqlFilePrologue());
                }
                sink.utf8(ddl + ";\n");
                TableSql schema = new TableSql(spec, null, sql);
                writeInserts(spec, rows, batch, schema.insertValues(), sink, counted);
                if (epilogue) {
                    sink.utf8(sql.sqlFileEpilogue());
                }
                drain(sink, counted, rows);
            }
            counted.flush();
        } catch (IOException e) {
            throw new WriteFailed(counted.rowsFlushed, e);
        }
        return counted.bytes;
    }

    private static void drainIfFull(ByteSink sink, Counting out, long rowsInSink) throws IOException {
        if (sink.length() >= FLUSH_BYTES) {
            drain(sink, out, rowsInSink);
        }
    }

    /** Hands the buffer to the stream; once it took every byte, the first {@code rowsInSink} rows are out. */
    private static void drain(ByteSink sink, Counting out, long rowsInSink) throws IOException {
        sink.writeTo(out);
        sink.clear();
        out.rowsFlushed = rowsInSink;
    }

    /** Counts what passes through, for the summary, and stops when asked; does not close the stream it wraps. */
    private static final class Counting extends OutputStream {
        private final OutputStream out;
        private final BooleanSupplier stop;
        private long bytes;
        private long rowsFlushed;

        Counting(OutputStream out, BooleanSupplier stop) {
            this.out = out;
            this.stop = stop;
        }

        @Override
        public void write(int b) throws IOException {
            checkStop();
            out.write(b);
            bytes++;
        }

        @Override
        public void write(byte[] b, int off, int len) throws IOException {
            checkStop();
            out.write(b, off, len);
            bytes += len;
        }

        @Override
        public void flush() throws IOException {
            out.flush();
        }

        private void checkStop() {
            if (stop.getAsBoolean()) {
                throw new CancellationException("stopped after " + bytes + " bytes");
            }
        }
    }
}
