package seedgen.workload;

import java.util.List;
import seedgen.dialect.Dialect;

/** The statement of each kind of operation, its names quoted for the server; the values are its parameters. */
final class Statements {

    private Statements() {
    }

    static String of(OpKind k, Dialect dialect, String namespace) {
        String table = namespace == null ? dialect.quote(k.table()) : dialect.qualify(namespace, k.table());
        return switch (k.action()) {
            case READ_KEY -> "SELECT * FROM " + table + " WHERE " + where(k.where(), dialect);
            case READ_CHILDREN -> "SELECT * FROM " + table + " WHERE " + where(k.where(), dialect) + " ORDER BY "
                    + String.join(", ", java.util.Arrays.stream(k.orderBy().split(",")).map(c -> dialect.quote(c)
                            + " DESC").toList()) + " LIMIT " + OpKind.READ_LIMIT;
            case INSERT_ROW, INSERT_PAIR -> dialect.insertRow(table, k.columns().stream().map(dialect::quote)
                    .toList());
            case UPDATE -> "UPDATE " + table + " SET " + String.join(", ", k.columns().stream()
                    .map(c -> dialect.quote(c) + " = ?").toList()) + " WHERE " + where(k.where(), dialect);
            case DELETE_PAIR, DELETE_MADE -> "DELETE FROM " + table + " WHERE " + where(k.where(), dialect);
        };
    }

    private static String where(List<String> columns, Dialect dialect) {
        return String.join(" AND ", columns.stream().map(c -> dialect.quote(c) + " = ?").toList());
    }
}
