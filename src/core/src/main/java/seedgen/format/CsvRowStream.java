package seedgen.format;

import java.io.InputStream;
import seedgen.model.TableSpec;

/**
 * The rows of ids {@code first..last}, encoded as they are read: CSV by default (what Connector/J sends for LOAD DATA
 * LOCAL INFILE), or by any {@link Encoding}, such as PostgreSQL's binary COPY. It holds one refill of rows at a time
 * (about {@link #REFILL_BYTES}), however long the range.
 */
public final class CsvRowStream extends InputStream {

    /** How a stream of rows is written: what comes before the first row, each row, what comes after the last. */
    public interface Encoding {
        default void start(ByteSink out) {
        }

        void row(Object[] values, ByteSink out);

        default void end(ByteSink out) {
        }
    }

    /** The CSV of {@link CsvEncoder}: no header, one line a row. */
    public static final Encoding CSV = CsvEncoder::row;

    static final int REFILL_BYTES = 64 * 1024;

    private final TableSpec spec;
    private final Encoding encoding;
    private final Object[] row;
    private final ByteSink sink;
    private final long last;
    private long next;
    private boolean done;
    private boolean started;
    private boolean ended;
    private int pos;

    /** {@code sink} is the caller's reusable buffer (one per worker thread); it is cleared here. */
    public CsvRowStream(TableSpec spec, long first, long last, ByteSink sink) {
        this(spec, first, last, sink, CSV);
    }

    /** As above, the rows written by {@code encoding}. */
    public CsvRowStream(TableSpec spec, long first, long last, ByteSink sink, Encoding encoding) {
        this.spec = spec;
        this.encoding = encoding;
        this.row = new Object[spec.width()];
        this.sink = sink;
        this.next = first;
        this.last = last;
        this.done = first > last;
        sink.clear();
    }

    @Override
    public int read() {
        byte[] one = new byte[1];
        int n = read(one, 0, 1);
        return n < 0 ? -1 : one[0] & 0xFF;
    }

    @Override
    public int read(byte[] b, int off, int len) {
        if (len == 0) {
            return 0;
        }
        if (pos == sink.length() && !refill()) {
            return -1;
        }
        int n = sink.copyTo(pos, b, off, len);
        pos += n;
        return n;
    }

    private boolean refill() {
        if (ended) {
            return false;
        }
        sink.clear();
        pos = 0;
        if (!started) {
            encoding.start(sink);
            started = true;
        }
        while (!done && sink.length() < REFILL_BYTES) {
            spec.fillRow(next, row);
            encoding.row(row, sink);
            if (next == last) { // compared, not incremented past: last may be Long.MAX_VALUE
                done = true;
            } else {
                next++;
            }
        }
        if (done) {
            encoding.end(sink);
            ended = true;
        }
        return sink.length() > 0;
    }
}
