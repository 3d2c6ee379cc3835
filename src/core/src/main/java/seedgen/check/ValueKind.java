package seedgen.check;

import java.util.Locale;
import java.util.regex.Pattern;

/**
 * What a column's values are to the evaluator, read from its SQL type in either family's words: how a generated value
 * (a Long, a String) is read before it is compared, and what a text literal compared with it becomes.
 */
public enum ValueKind {
    INTEGER, DECIMAL, FLOAT, BOOLEAN, TEXT, DATE, DATETIME, TIME, INTERVAL,
    /** A type seedgen does not compare by meaning (uuid, json, an enum, bytes, a network address): its text. */
    OTHER,
    /** No type given: read by what the value is (a Long a number, a String text a literal may read as a number). */
    UNKNOWN;

    private static final Pattern INTEGERS = Pattern.compile("(tiny|small|medium|big)?int(eger)?[0-9]?(\\s*\\(\\d+\\))?"
            + "(\\s+(unsigned|signed|zerofill))*|int[248]|serial[48]?|smallserial|bigserial|year(\\(\\d\\))?");
    private static final Pattern DECIMALS = Pattern.compile("(decimal|numeric|dec|fixed|money)(\\s*\\(.*\\))?"
            + "(\\s+(unsigned|zerofill))*");
    private static final Pattern FLOATS = Pattern.compile("(float[48]?|double( precision)?|real)(\\s*\\(.*\\))?"
            + "(\\s+(unsigned|zerofill))*");
    private static final Pattern TEXTS = Pattern.compile("(char|varchar|character|character varying|bpchar|text|"
            + "tinytext|mediumtext|longtext|citext|name|nvarchar|nchar|national (char|character)( varying)?)"
            + "(\\s*\\(\\d+\\))?.*");
    private static final Pattern DATETIMES = Pattern.compile("(datetime|timestamp|timestamptz)(\\s*\\(\\d\\))?"
            + "( with(out)? time zone)?");
    private static final Pattern TIMES = Pattern.compile("(time|timetz)(\\s*\\(\\d\\))?( with(out)? time zone)?");

    /** The kind of a column of SQL type {@code type} (null: UNKNOWN). */
    public static ValueKind ofType(String type) {
        if (type == null || type.isBlank()) {
            return UNKNOWN;
        }
        String t = type.strip().toLowerCase(Locale.ROOT).replaceAll("\\s+", " ").replace("\"", "");
        int dot = t.lastIndexOf('.');
        if (dot >= 0 && !t.contains("(")) {
            t = t.substring(dot + 1); // pg_catalog.int4
        }
        if (t.endsWith("[]")) {
            return OTHER;
        }
        if (t.equals("tinyint(1)") || t.equals("boolean") || t.equals("bool") || t.equals("bit(1)")) {
            return t.startsWith("tinyint") ? INTEGER : t.startsWith("bit") ? OTHER : BOOLEAN;
        }
        if (INTEGERS.matcher(t).matches()) {
            return INTEGER;
        }
        if (DECIMALS.matcher(t).matches()) {
            return DECIMAL;
        }
        if (FLOATS.matcher(t).matches()) {
            return FLOAT;
        }
        if (t.equals("date")) {
            return DATE;
        }
        if (DATETIMES.matcher(t).matches()) {
            return DATETIME;
        }
        if (TIMES.matcher(t).matches()) {
            return TIME;
        }
        if (t.startsWith("interval")) {
            return INTERVAL;
        }
        if (TEXTS.matcher(t).matches()) {
            return TEXT;
        }
        return OTHER;
    }

    public boolean isNumber() {
        return this == INTEGER || this == DECIMAL || this == FLOAT;
    }

    public boolean isText() {
        return this == TEXT || this == OTHER;
    }
}
