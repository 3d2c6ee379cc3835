package seedgen.dialect.mysql;

import java.util.StringJoiner;
import seedgen.dialect.TableSql;
import seedgen.model.TableSpec;

/** The statements a MySQL batch of a table sends: the multi-row INSERT's start, and LOAD DATA from the stream. */
public final class TableSchema {

    private final TableSql table;

    /** A table of {@code database} on MySQL or MariaDB. */
    public TableSchema(TableSpec spec, String database) {
        this.table = new TableSql(spec, database, MySql.INSTANCE);
    }

    public String qualifiedName() {
        return table.qualifiedName();
    }

    /** The LOAD DATA statement whose rows come from the connection's local-infile stream. */
    public String loadDataSql() {
        return LoadDataStatement.of("stream", qualifiedName(), table.quotedColumns(), table.hexColumns(), false);
    }

    /** {@code INSERT INTO db.t (a, b) VALUES }: the start of every multi-row INSERT a batch sends. */
    public String insertPrefix() {
        StringJoiner names = new StringJoiner(", ", "(", ")");
        table.quotedColumns().forEach(names::add);
        return "INSERT INTO " + qualifiedName() + " " + names + " VALUES ";
    }
}
