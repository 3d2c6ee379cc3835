package seedgen.dialect.postgresql;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import seedgen.format.ByteSink;
import seedgen.format.CsvRowStream;
import seedgen.generate.BinaryUuid;
import seedgen.generate.Bytes;

/**
 * COPY's binary format for a table whose every column is of a type whose binary form is plain (bigint, text and
 * the character types, timestamp without time zone, uuid, bytea, boolean): the server stores each value as sent,
 * with no text to parse (on this machine the sns dataset's posts and likes went in in about 55% of the time their
 * CSV took; see docs/performance.md). Any other column (integer, numeric, arrays, json, ...) keeps the table on CSV,
 * whose text the server's input functions read. Chosen per table from the catalog's types, and checked against a row
 * of values before it is used.
 */
final class BinaryCopy implements CsvRowStream.Encoding {

    /** The binary form of one column's values. */
    enum Kind {
        INT8, TEXT, TIMESTAMP, UUID, BYTEA, BOOL;

        /** The kind of a column of catalog type {@code type} (format_type's words), or null for none. */
        static Kind of(String type) {
            if (type.equals("bigint")) {
                return INT8;
            }
            if (type.equals("text") || type.startsWith("character varying") || type.startsWith("character(")
                    || type.equals("character")) {
                return TEXT;
            }
            if (type.equals("timestamp without time zone") || type.equals("timestamp(0) without time zone")) {
                return TIMESTAMP;
            }
            return switch (type) {
                case "uuid" -> UUID;
                case "bytea" -> BYTEA;
                case "boolean" -> BOOL;
                default -> null;
            };
        }

        /** Whether {@code v} (not null) is written in this form: the class a generator makes for such a column. */
        boolean fits(Object v) {
            return switch (this) {
                case INT8 -> v instanceof Long;
                case TEXT -> v instanceof String || v instanceof Long;
                case TIMESTAMP -> v instanceof String s && micros(s) != Long.MIN_VALUE;
                case UUID -> v instanceof BinaryUuid;
                case BYTEA -> v instanceof Bytes;
                case BOOL -> v instanceof Long l && (l == 0 || l == 1);
            };
        }
    }

    /** The signature, the flags and the header extension's length that begin every binary COPY stream. */
    private static final byte[] SIGNATURE = {'P', 'G', 'C', 'O', 'P', 'Y', '\n', (byte) 0xFF, '\r', '\n', 0};
    /** 2000-01-01 00:00:00 UTC in seconds since 1970: PostgreSQL's epoch. */
    private static final long PG_EPOCH = 946_684_800L;

    private final Kind[] kinds;

    BinaryCopy(Kind[] kinds) {
        this.kinds = kinds;
    }

    /**
     * The binary encoding of the columns {@code columns} of {@code qualifiedTable}, or null when one of them has no
     * plain binary form, when {@code samples} (rows of the values to write) hold a value that does not fit its
     * column, or when a time column is NULL in every sample (its text's shape unseen).
     */
    static BinaryCopy of(Connection c, String qualifiedTable, List<String> columns, List<Object[]> samples)
            throws SQLException {
        Map<String, String> types = new HashMap<>();
        try (PreparedStatement ps = c.prepareStatement("SELECT a.attname, format_type(a.atttypid, a.atttypmod) FROM "
                + "pg_attribute a WHERE a.attrelid = ?::regclass AND a.attnum > 0 AND NOT a.attisdropped")) {
            ps.setString(1, qualifiedTable);
            try (ResultSet rs = ps.executeQuery()) {
                while (rs.next()) {
                    types.put(rs.getString(1), rs.getString(2));
                }
            }
        }
        Kind[] kinds = new Kind[columns.size()];
        for (int i = 0; i < kinds.length; i++) {
            String type = types.get(columns.get(i));
            kinds[i] = type == null ? null : Kind.of(type);
            if (kinds[i] == null) {
                return null;
            }
            boolean seen = false;
            for (Object[] sample : samples) {
                if (sample[i] != null) {
                    if (!kinds[i].fits(sample[i])) {
                        return null;
                    }
                    seen = true;
                }
            }
            if (!seen && kinds[i] == Kind.TIMESTAMP) {
                return null;
            }
        }
        return new BinaryCopy(kinds);
    }

    @Override
    public void start(ByteSink out) {
        out.bytes(SIGNATURE);
        out.int32(0); // flags: no OIDs
        out.int32(0); // no header extension
    }

    @Override
    public void row(Object[] values, ByteSink out) {
        out.int16(values.length);
        for (int i = 0; i < values.length; i++) {
            Object v = values[i];
            if (v == null) {
                out.int32(-1);
                continue;
            }
            if (!kinds[i].fits(v)) {
                // a generator that made another class for this row than for the sample: not one of seedgen's
                throw new IllegalStateException("column " + (i + 1) + " got a " + v.getClass().getSimpleName()
                        + " its binary form (" + kinds[i] + ") does not take: load with --method insert");
            }
            switch (kinds[i]) {
                case INT8 -> {
                    out.int32(8);
                    out.int64((Long) v);
                }
                case TEXT -> {
                    int at = out.length();
                    out.int32(0);
                    if (v instanceof Long l) {
                        out.decimal(l);
                    } else {
                        out.utf8((String) v);
                    }
                    out.int32At(at, out.length() - at - 4);
                }
                case TIMESTAMP -> {
                    out.int32(8);
                    out.int64(micros((String) v));
                }
                case UUID -> {
                    BinaryUuid u = (BinaryUuid) v;
                    out.int32(16);
                    out.int64(u.high());
                    out.int64(u.low());
                }
                case BYTEA -> {
                    byte[] b = ((Bytes) v).value();
                    out.int32(b.length);
                    out.bytes(b);
                }
                case BOOL -> {
                    out.int32(1);
                    out.int8((int) (long) (Long) v);
                }
                default -> throw new IllegalStateException(kinds[i].toString());
            }
        }
    }

    @Override
    public void end(ByteSink out) {
        out.int16(-1);
    }

    /**
     * Microseconds since 2000-01-01 of a "yyyy-MM-dd HH:mm:ss" time (the DATETIME values seedgen makes), or
     * Long.MIN_VALUE for text of another shape.
     */
    static long micros(String s) {
        if (s.length() != 19 || s.charAt(4) != '-' || s.charAt(7) != '-' || s.charAt(10) != ' '
                || s.charAt(13) != ':' || s.charAt(16) != ':') {
            return Long.MIN_VALUE;
        }
        int year = digits(s, 0, 4);
        int month = digits(s, 5, 2);
        int day = digits(s, 8, 2);
        int hour = digits(s, 11, 2);
        int minute = digits(s, 14, 2);
        int second = digits(s, 17, 2);
        if (year < 0 || month < 1 || month > 12 || day < 1 || day > 31 || hour < 0 || hour > 23 || minute < 0
                || minute > 59 || second < 0 || second > 59) {
            return Long.MIN_VALUE;
        }
        java.time.LocalDate date;
        try {
            date = java.time.LocalDate.of(year, month, day);
        } catch (java.time.DateTimeException e) {
            return Long.MIN_VALUE;
        }
        long epochSecond = date.toEpochDay() * 86_400L + hour * 3_600L + minute * 60L + second;
        return (epochSecond - PG_EPOCH) * 1_000_000L;
    }

    private static int digits(String s, int at, int n) {
        int v = 0;
        for (int i = at; i < at + n; i++) {
            char c = s.charAt(i);
            if (c < '0' || c > '9') {
                return -1;
            }
            v = v * 10 + (c - '0');
        }
        return v;
    }
}
