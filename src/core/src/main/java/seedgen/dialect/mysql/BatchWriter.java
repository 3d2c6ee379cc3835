package seedgen.dialect.mysql;

import java.nio.charset.StandardCharsets;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import seedgen.dialect.RangeWriter;
import seedgen.error.SeedgenException;
import seedgen.generate.BinaryUuid;
import seedgen.model.TableSpec;

/**
 * Writes one id range as one transaction of multi-row INSERTs whose text seedgen writes itself
 * ({@link InsertText}) into a buffer reused for every batch of the worker, and sends through a plain Statement
 * (JDBC escape processing off: the text is final). A statement is flushed early whenever the next row could push
 * it past the server's max_allowed_packet, so no statement ever exceeds it. One instance per worker thread.
 */
public final class BatchWriter implements RangeWriter {

    /** Room for the packet header and the driver's own bookkeeping. */
    static final int PACKET_HEADROOM = 1024;

    private final TableSpec spec;
    private final String insertPrefix;
    private final long statementLimit;
    private final long prefixBytes;
    private final Object[] row;
    private final StringBuilder text = new StringBuilder(16 * 1024);
    private long statements;

    /** {@code insertPrefix}: {@code INSERT INTO t (a, b) VALUES }, identifiers quoted. */
    public BatchWriter(TableSpec spec, String insertPrefix, long maxAllowedPacket) {
        this.spec = spec;
        this.insertPrefix = insertPrefix;
        this.statementLimit = maxAllowedPacket - PACKET_HEADROOM;
        this.prefixBytes = insertPrefix.getBytes(StandardCharsets.UTF_8).length;
        this.row = new Object[spec.width()];
    }

    /**
     * Writes ids {@code first..last} (inclusive) into the open transaction, or, on an autocommit connection, as one
     * statement that commits by itself; a range too large for one statement then gets a transaction of its own.
     * The caller owns the connection.
     */
    @Override
    public void write(Connection connection, long first, long last) throws SQLException {
        boolean ownTransaction = false;
        try (Statement st = connection.createStatement()) {
            st.setEscapeProcessing(false);
            text.setLength(0);
            text.append(insertPrefix);
            long bytes = prefixBytes;
            int pending = 0;
            long count = last - first + 1;
            for (long n = 0; n < count; n++) { // counted, so last == Long.MAX_VALUE still ends
                long id = first + n;
                spec.fillRow(id, row);
                long rowBytes = worstCaseBytes(row);
                if (prefixBytes + rowBytes > statementLimit) {
                    throw SeedgenException.targetUnusable("row " + id + " needs up to " + rowBytes
                            + " bytes but the server's max_allowed_packet is " + (statementLimit + PACKET_HEADROOM)
                            + ": raise max_allowed_packet on the server", null);
                }
                if (pending > 0 && bytes + rowBytes > statementLimit) {
                    if (!ownTransaction && connection.getAutoCommit()) {
                        connection.setAutoCommit(false); // the range takes several statements: one transaction
                        ownTransaction = true;
                    }
                    send(st);
                    bytes = prefixBytes;
                    pending = 0;
                }
                if (pending > 0) {
                    text.append(',');
                }
                InsertText.appendTuple(text, row);
                bytes += rowBytes;
                pending++;
            }
            send(st);
            if (ownTransaction) {
                connection.commit();
                connection.setAutoCommit(true);
            }
        } catch (SQLException | RuntimeException e) {
            if (ownTransaction) {
                try {
                    connection.rollback();
                    connection.setAutoCommit(true);
                } catch (SQLException cleanupFailure) {
                    e.addSuppressed(cleanupFailure); // the connection is likely dead; the pool drops it
                }
            }
            throw e;
        }
    }

    private void send(Statement st) throws SQLException {
        st.executeUpdate(text.toString());
        statements++;
        text.setLength(insertPrefix.length());
    }

    @Override
    public long statements() {
        return statements;
    }

    /**
     * An upper bound of the row's size inside the INSERT: every string twice its UTF-8 length plus a hex
     * literal's introducer and quotes (seedgen's own text never takes more), a binary value its hex literal,
     * separators included. It holds for the driver's escaping too (the tests check it against it).
     */
    static long worstCaseBytes(Object[] values) {
        long bytes = 3; // "(", ")" and the comma between rows
        for (Object v : values) {
            if (v instanceof Long) {
                bytes += 21;
            } else if (v == null) {
                bytes += "NULL,".length();
            } else if (v instanceof BinaryUuid) {
                bytes += InsertText.BINARY_LITERAL + 1;
            } else if (v instanceof seedgen.generate.Bytes b) {
                bytes += "X''".length() + 2L * b.value().length + 1;
            } else {
                String s = (String) v;
                bytes += 2L * utf8Length(s) + InsertText.LITERAL_OVERHEAD + 1;
            }
        }
        return bytes;
    }

    private static int utf8Length(String s) {
        int n = 0;
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            n += c < 0x80 ? 1 : c < 0x800 ? 2 : Character.isSurrogate(c) ? 2 : 3;
        }
        return n;
    }
}
