package seedgen.dialect.postgresql;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.sql.Types;
import java.util.List;
import java.util.StringJoiner;
import seedgen.dialect.RangeWriter;
import seedgen.generate.BinaryUuid;
import seedgen.model.TableSpec;

/**
 * Writes one id range as one JDBC batch of INSERTs in the connection's transaction; pgjdbc's
 * reWriteBatchedInserts sends them as multi-row INSERTs. Every value is bound as untyped text (the server casts it
 * to the column's type, as COPY does), so a batch carries exactly the text COPY would.
 */
final class InsertWriter implements RangeWriter {

    private final TableSpec spec;
    private final String insertSql;
    private final Object[] row;
    private long statements;

    InsertWriter(TableSpec spec, String qualifiedTable, List<String> quotedColumns) {
        this.spec = spec;
        StringJoiner marks = new StringJoiner(", ", "(", ")");
        quotedColumns.forEach(c -> marks.add("?"));
        // A GENERATED ALWAYS identity column takes the spec's keys only so; on any other table the clause does
        // nothing. COPY FROM writes such a column without it.
        this.insertSql = "INSERT INTO " + qualifiedTable + " (" + String.join(", ", quotedColumns) + ") OVERRIDING "
                + "SYSTEM VALUE VALUES " + marks;
        this.row = new Object[spec.width()];
    }

    @Override
    public void write(Connection connection, long first, long last) throws SQLException {
        try (PreparedStatement ps = connection.prepareStatement(insertSql)) {
            for (long id = first; id <= last; id++) {
                spec.fillRow(id, row);
                for (int i = 0; i < row.length; i++) {
                    Object v = row[i];
                    if (v == null) {
                        ps.setNull(i + 1, Types.OTHER);
                    } else {
                        ps.setObject(i + 1, v instanceof BinaryUuid u ? new java.util.UUID(u.high(), u.low())
                                .toString() : v.toString(), Types.OTHER);
                    }
                }
                ps.addBatch();
            }
            ps.executeBatch();
            statements++;
        }
    }

    @Override
    public long statements() {
        return statements;
    }
}
