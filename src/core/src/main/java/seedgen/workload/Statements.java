package seedgen.workload;

import java.util.List;
import seedgen.dialect.Dialect;

/** The statement of each kind of operation, its names quoted for the server; the values are its parameters. */
final class Statements {

    private Statements() {
    }

    static String of(OpKind k, Dialect dialect, String namespace) {
        String table = namespace == null ? dialect.quote(k.table()) : dialect.qualify(namespace, k.table());
        List<String> where = quoted(k.where(), dialect);
        return switch (k.action()) {
            case READ_KEY -> dialect.selectByKeys(table, where);
            case READ_CHILDREN -> dialect.selectLatestByKeys(table, where, quoted(List.of(k.orderBy().split(",")),
                    dialect), OpKind.READ_LIMIT);
            case INSERT_ROW, INSERT_PAIR -> dialect.insertRow(table, quoted(k.columns(), dialect));
            case UPDATE -> dialect.updateByKeys(table, quoted(k.columns(), dialect), where);
            case DELETE_PAIR, DELETE_MADE -> dialect.deleteByKeys(table, where);
        };
    }

    private static List<String> quoted(List<String> columns, Dialect dialect) {
        return columns.stream().map(dialect::quote).toList();
    }
}
