package seedgen.model;

import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import seedgen.generate.BinaryUuid;
import seedgen.generate.Bytes;
import seedgen.plan.ValueType;

/**
 * A column's {@link ValueType}, from its declared type, and a generated value (a Long, a String, a BinaryUuid or
 * Bytes, as the generators make them and the writers write them) as that type. The text a generator makes is the text
 * a server parses, so each parse here reads the forms the servers read: '2025-03-14 09:26:53.5', 't', '+05:30'.
 */
public final class ValueTypes {

    private ValueTypes() {
    }

    /** The value type of a column declared {@code type}. */
    public static ValueType of(ColumnType type) {
        return switch (type.family()) {
            case BIGINT -> ValueType.LONG;
            case VARCHAR, CHAR -> ValueType.TEXT;
            case DATETIME -> ValueType.TIMESTAMP;
            case BINARY, BYTES -> ValueType.BYTES;
            case OTHER -> ofSql(type.sql());
        };
    }

    /** The value type of an SQL type's text, in MySQL's or PostgreSQL's words ({@code DECIMAL(10,2)}, int4). */
    static ValueType ofSql(String sql) {
        String t = sql.toLowerCase(Locale.ROOT).trim();
        if (t.endsWith("]") || t.startsWith("_") || t.startsWith("enum") || t.startsWith("set(")) {
            return ValueType.TEXT; // an array, an enum's or a set's labels
        }
        t = t.replaceAll("\\(.*?\\)", "").replaceAll("\\s+", " ").replace(" unsigned", "").replace(" zerofill", "")
                .trim();
        return switch (t) {
            case "bigint", "int", "integer", "smallint", "tinyint", "mediumint", "int2", "int4", "int8", "serial",
                    "bigserial", "smallserial", "serial4", "serial8", "serial2", "year" -> ValueType.LONG;
            case "decimal", "numeric", "dec", "fixed" -> ValueType.DECIMAL;
            case "float", "double", "double precision", "real", "float4", "float8" -> ValueType.DOUBLE;
            case "bool", "boolean" -> ValueType.BOOLEAN;
            case "date" -> ValueType.DATE;
            case "time", "time without time zone" -> ValueType.TIME;
            case "datetime", "timestamp", "timestamp without time zone" -> ValueType.TIMESTAMP;
            case "timestamptz", "timestamp with time zone" -> ValueType.TIMESTAMP_TZ;
            case "binary", "varbinary", "blob", "tinyblob", "mediumblob", "longblob", "bytea", "geometry", "point", "linestring", "polygon", "multipoint", "multilinestring",
                    "multipolygon", "geometrycollection" -> ValueType.BYTES;
            default -> ValueType.TEXT; // PostgreSQL's bit(n) and varbit too: their values are bit strings, '0101'
        };
    }

    /** {@code value} (null, a Long, a String, a BinaryUuid or Bytes) as {@code type}; refused where it is not one. */
    public static Object as(ValueType type, Object value) {
        if (value == null) {
            return null;
        }
        try {
            return switch (type) {
                case LONG -> value instanceof Long l ? l : Long.valueOf(text(value));
                case DECIMAL -> value instanceof Long l ? BigDecimal.valueOf(l) : new BigDecimal(text(value));
                case DOUBLE -> value instanceof Long l ? Double.valueOf(l) : Double.valueOf(text(value));
                case BOOLEAN -> value instanceof Long l ? l != 0 : bool(text(value));
                case DATE -> LocalDate.parse(text(value));
                case TIME -> LocalTime.parse(text(value));
                case TIMESTAMP -> timestamp(text(value));
                case TIMESTAMP_TZ -> timestampTz(text(value));
                case BYTES -> bytes(value);
                case TEXT -> value instanceof String s ? s : text(value);
            };
        } catch (RuntimeException e) {
            throw new IllegalArgumentException("'" + value + "' is no " + type + " value: " + e.getMessage(), e);
        }
    }

    private static String text(Object value) {
        if (value instanceof BinaryUuid || value instanceof Bytes) {
            throw new IllegalArgumentException("bytes where text is expected");
        }
        return value.toString();
    }

    private static Boolean bool(String s) {
        return switch (s.trim().toLowerCase(Locale.ROOT)) {
            case "t", "true", "1", "y", "yes", "on" -> Boolean.TRUE;
            case "f", "false", "0", "n", "no", "off" -> Boolean.FALSE;
            default -> throw new IllegalArgumentException("not a boolean");
        };
    }

    private static byte[] bytes(Object value) {
        if (value instanceof BinaryUuid u) {
            return u.bytes();
        }
        if (value instanceof Bytes b) {
            return b.value().clone();
        }
        return value.toString().getBytes(StandardCharsets.UTF_8); // text a server stores as its bytes
    }

    /** Date, a space or T, time with optional fraction; a year of more than four digits, signed, as well. */
    private static final Pattern STAMP = Pattern.compile(
            "([+-]?\\d{4,})-(\\d{2})-(\\d{2})[ T](\\d{2}):(\\d{2})(?::(\\d{2})(?:\\.(\\d{1,9}))?)?"
                    + "\\s*(Z|[+-]\\d{2}(?::?\\d{2}(?::?\\d{2})?)?)?");

    private static LocalDateTime timestamp(String s) {
        LocalDateTime plain = plain(s);
        if (plain != null) {
            return plain;
        }
        Matcher m = stamp(s);
        if (m.group(8) != null) {
            throw new IllegalArgumentException("a zone on a timestamp without one");
        }
        return local(m);
    }

    /**
     * The form the datetime generators make, {@code 2025-03-14 09:26:53} with an optional fraction, read without
     * {@link #STAMP} (a row-level reader spends most of its time on timestamps otherwise); null for any other form,
     * which {@link #STAMP} reads.
     */
    private static LocalDateTime plain(String s) {
        int n = s.length();
        if (n < 19 || n == 20 || n > 29 || s.charAt(4) != '-' || s.charAt(7) != '-'
                || (s.charAt(10) != ' ' && s.charAt(10) != 'T') || s.charAt(13) != ':' || s.charAt(16) != ':'
                || (n > 19 && s.charAt(19) != '.')) {
            return null;
        }
        int nanos = 0;
        for (int i = 20; i < 29; i++) {
            int d = i < n ? digit(s, i) : 0;
            if (d < 0) {
                return null;
            }
            nanos = nanos * 10 + d;
        }
        int year = number(s, 0, 4);
        int month = number(s, 5, 7);
        int day = number(s, 8, 10);
        int hour = number(s, 11, 13);
        int minute = number(s, 14, 16);
        int second = number(s, 17, 19);
        if ((year | month | day | hour | minute | second) < 0) {
            return null;
        }
        return LocalDateTime.of(year, month, day, hour, minute, second, nanos);
    }

    /** The digits of {@code s} from {@code from} to {@code to} as a number; -1 where one is not a digit. */
    private static int number(String s, int from, int to) {
        int v = 0;
        for (int i = from; i < to; i++) {
            int d = digit(s, i);
            if (d < 0) {
                return -1;
            }
            v = v * 10 + d;
        }
        return v;
    }

    private static int digit(String s, int i) {
        char c = s.charAt(i);
        return c >= '0' && c <= '9' ? c - '0' : -1;
    }

    private static OffsetDateTime timestampTz(String s) {
        Matcher m = stamp(s);
        String zone = m.group(8);
        ZoneOffset offset = zone == null || zone.equals("Z") ? ZoneOffset.UTC : offset(zone);
        return OffsetDateTime.of(local(m), offset);
    }

    private static Matcher stamp(String s) {
        Matcher m = STAMP.matcher(s.trim());
        if (!m.matches()) {
            throw new IllegalArgumentException("not a timestamp");
        }
        return m;
    }

    private static LocalDateTime local(Matcher m) {
        String fraction = m.group(7) == null ? "" : m.group(7);
        int nanos = fraction.isEmpty() ? 0 : Integer.parseInt((fraction + "000000000").substring(0, 9));
        return LocalDateTime.of(Integer.parseInt(m.group(1)), Integer.parseInt(m.group(2)),
                Integer.parseInt(m.group(3)), Integer.parseInt(m.group(4)), Integer.parseInt(m.group(5)),
                m.group(6) == null ? 0 : Integer.parseInt(m.group(6)), nanos);
    }

    private static ZoneOffset offset(String zone) {
        String digits = zone.substring(1).replace(":", "");
        int h = Integer.parseInt(digits.substring(0, 2));
        int min = digits.length() >= 4 ? Integer.parseInt(digits.substring(2, 4)) : 0;
        int sec = digits.length() >= 6 ? Integer.parseInt(digits.substring(4, 6)) : 0;
        int sign = zone.charAt(0) == '-' ? -1 : 1;
        return ZoneOffset.ofHoursMinutesSeconds(sign * h, sign * min, sign * sec);
    }
}
