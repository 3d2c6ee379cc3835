package seedgen.it.shape;

import java.util.List;
import java.util.Locale;

/** The tables compared, as one side's metadata names them, with the keys read from the source. */
public final class Schema {

    private Schema() {
    }

    /** How a column is measured: its quantiles as a number, a time, a text's length, or none (binary, JSON...). */
    public enum Sort {
        NUMBER, TIME, DATE, TEXT, OTHER
    }

    public record Column(String name, Sort sort, String type) {
    }

    /** A foreign key of one or more columns, in key order, and the key of the parent they match. */
    public record ForeignKey(String name, String child, List<String> columns, String parent, List<String> parentColumns) {

        /** "batting (yearID, teamID) -> teams": how a measure names it. */
        public String describe() {
            return "(" + String.join(", ", columns) + ") -> " + parent;
        }
    }

    public record Table(String name, List<Column> columns, List<String> primaryKey, List<List<String>> uniqueKeys,
            List<ForeignKey> foreignKeys) {

        /** A column that is a key of one column alone (primary or unique): its values are identities. */
        public boolean isSingleKey(String column) {
            if (primaryKey.size() == 1 && primaryKey.get(0).equals(column)) {
                return true;
            }
            return uniqueKeys.stream().anyMatch(k -> k.size() == 1 && k.get(0).equals(column));
        }

        /** A foreign key of this column alone: its values are the parent's identities, scaled with the parent. */
        public boolean isSingleReference(String column) {
            return foreignKeys.stream().anyMatch(k -> k.columns().equals(List.of(column)));
        }

        /** A column that is a member of a foreign key: its values are its parent's key values. */
        public boolean isReference(String column) {
            return foreignKeys.stream().anyMatch(k -> k.columns().contains(column));
        }

        public Column column(String name) {
            return columns.stream().filter(c -> c.name().equalsIgnoreCase(name)).findFirst().orElseThrow(
                    () -> new IllegalArgumentException("no column " + name + " in " + this.name));
        }
    }

    static Sort sortOf(int jdbcType, String typeName) {
        switch (jdbcType) {
            case java.sql.Types.TINYINT, java.sql.Types.SMALLINT, java.sql.Types.INTEGER, java.sql.Types.BIGINT,
                    java.sql.Types.DECIMAL, java.sql.Types.NUMERIC, java.sql.Types.REAL, java.sql.Types.FLOAT,
                    java.sql.Types.DOUBLE:
                return Sort.NUMBER;
            case java.sql.Types.DATE:
                // MySQL's YEAR comes as a DATE; it is a number of years
                return typeName.toUpperCase(Locale.ROOT).equals("YEAR") ? Sort.NUMBER : Sort.DATE;
            case java.sql.Types.TIMESTAMP, java.sql.Types.TIMESTAMP_WITH_TIMEZONE:
                return Sort.TIME;
            case java.sql.Types.CHAR, java.sql.Types.VARCHAR, java.sql.Types.LONGVARCHAR, java.sql.Types.NCHAR,
                    java.sql.Types.NVARCHAR, java.sql.Types.LONGNVARCHAR, java.sql.Types.CLOB:
                return Sort.TEXT;
            default:
                return Sort.OTHER;
        }
    }
}
