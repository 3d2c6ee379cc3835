package seedgen.catalog;

/**
 * What a column holds, in no server's words: the category the rules and the profile ask about ("is it a number, text,
 * a moment, JSON"), where {@link Catalog.Column#dataType()} is the finer word a fill rule reads (tinyint or int,
 * mediumtext) and {@link Catalog.Column#nativeType()} the server's own name. Each family's catalog reader derives it
 * from its server's type: MySQL's DATA_TYPE, PostgreSQL's base type (a domain as the type under it).
 */
public enum Kind {
    /** A whole number of any width: MySQL's TINYINT to BIGINT, PostgreSQL's int2, int4, int8. */
    INTEGER,
    /** An exact decimal: DECIMAL, NUMERIC, PostgreSQL's money. */
    DECIMAL,
    /** A floating-point number: FLOAT, DOUBLE, REAL. */
    FLOAT,
    /** A true or false of its own type: PostgreSQL's boolean (MySQL's BOOLEAN is a TINYINT(1), an INTEGER). */
    BOOLEAN,
    /**
     * Characters: CHAR, VARCHAR, the TEXT types, PostgreSQL's text, citext and name. MariaDB's JSON is a LONGTEXT,
     * so TEXT, with {@link Catalog.Column#json()} set.
     */
    TEXT,
    /** Bytes: BINARY, VARBINARY, the BLOB types, PostgreSQL's bytea. */
    BINARY,
    /** A JSON type of the server's own: MySQL 8's JSON, PostgreSQL's json and jsonb. */
    JSON,
    /** A calendar day. */
    DATE,
    /** A day and a time of day: DATETIME, TIMESTAMP, PostgreSQL's timestamp and timestamptz. */
    DATETIME,
    /** A time of day: TIME, PostgreSQL's time and timetz. */
    TIME,
    /** MySQL's YEAR. */
    YEAR,
    /** A length of time: PostgreSQL's interval. */
    INTERVAL,
    /** A UUID type of the server's own: MariaDB's UUID, PostgreSQL's uuid. */
    UUID,
    /** A network address: MariaDB's INET4 and INET6, PostgreSQL's inet, cidr, macaddr and macaddr8. */
    NETWORK,
    /** A string of bits: MySQL's BIT, PostgreSQL's bit and bit varying. */
    BITS,
    /** One of a list of labels: MySQL's ENUM, a PostgreSQL enum type. */
    ENUM,
    /** Any of a list of labels at once: MySQL's SET. */
    SET,
    /** A geometry: MySQL's spatial types, PostgreSQL's point, line, lseg, box, path, polygon and circle. */
    SPATIAL,
    /** A PostgreSQL array; its fill word names the element's ({@code array:int}). */
    ARRAY,
    /** Anything else: ranges, xml, tsvector, hstore, ltree, an extension's type, MariaDB's VECTOR. */
    OTHER;

    /** A number: INTEGER, DECIMAL or FLOAT. */
    public boolean isNumber() {
        return this == INTEGER || this == DECIMAL || this == FLOAT;
    }

    /** A DATE or a DATETIME: a moment on the calendar. */
    public boolean isDateOrDateTime() {
        return this == DATE || this == DATETIME;
    }
}
