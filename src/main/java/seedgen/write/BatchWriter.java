package seedgen.write;

import java.nio.charset.StandardCharsets;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import seedgen.SeedgenException;
import seedgen.generate.TableSpec;

/**
 * Writes one id range as one transaction. Rows go through a batched PreparedStatement, which Connector/J
 * (rewriteBatchedStatements=true) sends as multi-row INSERTs; the batch is flushed early whenever the next
 * row could push the statement past the server's max_allowed_packet, so no statement ever exceeds it.
 * One instance per worker thread: it reuses its row buffer.
 */
final class BatchWriter implements RangeWriter {

    /** Room for the packet header and the driver's own bookkeeping. */
    static final int PACKET_HEADROOM = 1024;

    private final TableSpec spec;
    private final String insertSql;
    private final long statementLimit;
    private final long prefixBytes;
    private final Object[] row;
    private long statements;

    BatchWriter(TableSpec spec, String insertSql, long maxAllowedPacket) {
        this.spec = spec;
        this.insertSql = insertSql;
        this.statementLimit = maxAllowedPacket - PACKET_HEADROOM;
        this.prefixBytes = insertSql.getBytes(StandardCharsets.UTF_8).length;
        this.row = new Object[spec.width()];
    }

    /** Writes ids {@code first..last} (inclusive) into the open transaction. The caller owns the connection. */
    @Override
    public void write(Connection connection, long first, long last) throws SQLException {
        try (PreparedStatement ps = connection.prepareStatement(insertSql)) {
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
                    ps.executeBatch();
                    statements++;
                    bytes = prefixBytes;
                    pending = 0;
                }
                bind(ps, row);
                ps.addBatch();
                bytes += rowBytes;
                pending++;
            }
            ps.executeBatch();
            statements++;
        }
    }

    @Override
    public long statements() {
        return statements;
    }

    private static void bind(PreparedStatement ps, Object[] values) throws SQLException {
        for (int i = 0; i < values.length; i++) {
            Object v = values[i];
            if (v instanceof Long l) {
                ps.setLong(i + 1, l);
            } else {
                ps.setString(i + 1, (String) v);
            }
        }
    }

    /**
     * An upper bound of the row's size inside a rewritten INSERT: every character escaped (doubling it),
     * quotes and separators included.
     */
    static long worstCaseBytes(Object[] values) {
        long bytes = 3; // "(", ")" and the comma between rows
        for (Object v : values) {
            if (v instanceof Long) {
                bytes += 21;
            } else {
                String s = (String) v;
                bytes += 2L * utf8Length(s) + 3;
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
