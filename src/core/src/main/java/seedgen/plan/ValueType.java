package seedgen.plan;

/**
 * What a column's values are as a program receives them from {@link TableRows}: one Java type a column, decided by its
 * declared SQL type, never by a value. NULL is {@code null} in every type.
 */
public enum ValueType {
    /** {@link Long}: the integer types (BIGINT, INT, SMALLINT, YEAR, serials). */
    LONG,
    /** {@link java.math.BigDecimal}: DECIMAL and NUMERIC. */
    DECIMAL,
    /** {@link Double}: FLOAT, DOUBLE, REAL. */
    DOUBLE,
    /** {@link Boolean}: BOOLEAN. */
    BOOLEAN,
    /** {@link java.time.LocalDate}: DATE. */
    DATE,
    /** {@link java.time.LocalTime}: TIME without a zone. */
    TIME,
    /** {@link java.time.LocalDateTime}: DATETIME, TIMESTAMP without a zone. */
    TIMESTAMP,
    /** {@link java.time.OffsetDateTime}: TIMESTAMP WITH TIME ZONE. */
    TIMESTAMP_TZ,
    /** {@code byte[]}: BINARY (a UUID's 16 bytes), VARBINARY, BLOB, BYTEA, BIT, spatial types. */
    BYTES,
    /** {@link String}: text, and every type not named above (JSON, enums, arrays, ranges, network types...). */
    TEXT
}
