package seedgen.format;

import java.io.InputStream;
import seedgen.generate.TableSpec;

/**
 * The CSV of ids {@code first..last}, generated as it is read: what Connector/J sends for LOAD DATA LOCAL
 * INFILE. It holds one refill of rows at a time (about {@link #REFILL_BYTES}), however long the range.
 */
public final class CsvRowStream extends InputStream {

    static final int REFILL_BYTES = 64 * 1024;

    private final TableSpec spec;
    private final Object[] row;
    private final ByteSink sink;
    private final long last;
    private long next;
    private boolean done;
    private int pos;

    /** {@code sink} is the caller's reusable buffer (one per worker thread); it is cleared here. */
    public CsvRowStream(TableSpec spec, long first, long last, ByteSink sink) {
        this.spec = spec;
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
        if (done) {
            return false;
        }
        sink.clear();
        pos = 0;
        while (!done && sink.length() < REFILL_BYTES) {
            spec.fillRow(next, row);
            CsvEncoder.row(row, sink);
            if (next == last) { // compared, not incremented past: last may be Long.MAX_VALUE
                done = true;
            } else {
                next++;
            }
        }
        return true;
    }
}
