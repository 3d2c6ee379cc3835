package seedgen.plan;

import java.util.List;

/**
 * What a dataset compiles to, as a program reads it: its tables in load order, each with its rows, columns and keys,
 * and the kept tables (an application's own rows, which a fill from a schema leaves as they are). seedgen makes every
 * plan ({@code Seedgen.plan()}, a result's {@code plan()}); a feed takes a table of one. A plan made elsewhere is
 * refused where seedgen needs the generators behind it.
 */
public interface Plan {

    String name();

    String description();

    /** The tables written, every table after the tables it refers to. */
    List<? extends Table> tables();

    /** The tables whose rows the database holds already, which the written tables may refer to. */
    List<? extends Table> kept();

    /** A written or kept table by name; refused (IllegalArgumentException) when there is none. */
    Table table(String name);

    /** The rows of the written tables. */
    long totalRows();

    /** The rows of written table {@code table}, typed, made in memory; refused (IllegalArgumentException) for none. */
    TableRows rows(String table);

    /** A table: its name, rows, columns in order and keys. */
    interface Table {

        String name();

        long rows();

        /** The column names, in the table's order. */
        List<String> columns();

        List<String> primaryKey();

        /** Each unique key's columns. */
        List<List<String>> unique();

        /** The references the server keeps as foreign keys. */
        List<? extends Reference> foreignKeys();

        /** The table whose rows own this table's rows (per parent), or null. */
        String owner();

        /** The columns that may hold NULL. */
        List<String> nullable();
    }

    /** {@code columns} of a table refer to {@code refColumns} of {@code refTable}. */
    interface Reference {

        List<String> columns();

        String refTable();

        List<String> refColumns();
    }
}
