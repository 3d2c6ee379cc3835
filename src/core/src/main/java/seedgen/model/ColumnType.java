package seedgen.model;

import seedgen.generate.BinaryUuid;
import seedgen.generate.Bytes;

/**
 * The SQL type of a generated column, in the few families the generators produce. {@link #length} is the
 * longest value the generator can produce (characters) for string families, the bytes of a BINARY column, and unused
 * for the others.
 */
public record ColumnType(Family family, int length, String sql) {

    /**
     * BINARY: fixed-length bytes, whose values are {@link BinaryUuid}s; BYTES: {@link Bytes} of the SQL type
     * {@link #sql} (BIT, a spatial type), at most {@link #length} of them; OTHER: any SQL type a dataset spec names,
     * written as {@link #sql} in CREATE TABLE.
     */
    public enum Family {
        BIGINT, VARCHAR, CHAR, DATETIME, BINARY, BYTES, OTHER
    }

    public ColumnType {
        if (family == null) {
            throw new IllegalArgumentException("family is required");
        }
        if ((family == Family.OTHER || family == Family.BYTES) != (sql != null)) {
            throw new IllegalArgumentException("an SQL type text is given exactly for OTHER and BYTES");
        }
        if ((family == Family.VARCHAR || family == Family.CHAR || family == Family.BINARY || family == Family.BYTES)
                && length < 1) {
            throw new IllegalArgumentException("length must be at least 1 for " + family + ", got " + length);
        }
    }

    public ColumnType(Family family, int length) {
        this(family, length, null);
    }

    public static ColumnType bigint() {
        return new ColumnType(Family.BIGINT, 0);
    }

    public static ColumnType varchar(int length) {
        return new ColumnType(Family.VARCHAR, length);
    }

    public static ColumnType fixedChar(int length) {
        return new ColumnType(Family.CHAR, length);
    }

    /** A UUID as its 16 bytes. */
    public static ColumnType binaryUuid() {
        return new ColumnType(Family.BINARY, BinaryUuid.BYTES);
    }

    /** Bytes of the SQL type {@code sql}, at most {@code length} of them. */
    public static ColumnType bytes(String sql, int length) {
        return new ColumnType(Family.BYTES, length, sql);
    }

    public static ColumnType datetime() {
        return new ColumnType(Family.DATETIME, 0);
    }

    /** A type written as {@code sql} (e.g. {@code DECIMAL(10,2)}), its values at most {@code length} characters. */
    public static ColumnType sql(String sql, int length) {
        return new ColumnType(Family.OTHER, length, sql);
    }

    /** The column type as written in CREATE TABLE. */
    public String ddl() {
        return switch (family) {
            case BIGINT -> "BIGINT";
            case VARCHAR -> "VARCHAR(" + length + ")";
            case CHAR -> "CHAR(" + length + ")";
            case DATETIME -> "DATETIME";
            case BINARY -> "BINARY(" + length + ")";
            case OTHER, BYTES -> sql;
        };
    }

    public boolean isNumeric() {
        return family == Family.BIGINT;
    }

    /** Whether the column holds bytes, which text files carry as hex. */
    public boolean isBinary() {
        return family == Family.BINARY || family == Family.BYTES;
    }
}
