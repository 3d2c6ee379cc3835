package seedgen.spec;

import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import seedgen.generate.Geometries;
import seedgen.generate.ValueGenerator;
import seedgen.model.ColumnType;

/**
 * The {@code type:} a column is given, checked against what its generator makes: a type that cannot hold the values
 * is refused, one that can is kept (cutting a DATE or TIME from a datetime).
 */
final class TypeChecks {

    /** Text of at most n characters, in MySQL's words or PostgreSQL's ({@code character varying(12)}). */
    static final Pattern SIZED = Pattern.compile("(?i)\\s*(VARCHAR|CHAR|CHARACTER\\s+VARYING|CHARACTER|BPCHAR)"
            + "\\s*\\(\\s*(\\d+)\\s*\\)\\s*");
    private static final Pattern CHAR36 = Pattern.compile("(?i)\\s*CHAR\\s*\\(\\s*36\\s*\\)\\s*");
    private static final Pattern BINARY16 = Pattern.compile("(?i)\\s*BINARY\\s*\\(\\s*16\\s*\\)\\s*");
    private static final Set<String> UUIDS = Set.of("uuid", "uuid4", "uuid7");
    private static final Pattern BIT = Pattern.compile("(?i)\\s*BIT\\s*\\(\\s*(\\d+)\\s*\\)\\s*");
    /** A DATE, or a TIME in MySQL's or PostgreSQL's words ({@code time(3) without time zone}, {@code timetz}). */
    static final Pattern DATE_OR_TIME = Pattern.compile("(?i)\\s*(DATE|TIME|TIMETZ)(?:\\s*\\(\\s*\\d+\\s*\\))?"
            + "(?:\\s+with(?:out)?\\s+time\\s+zone)?\\s*");
    /** A type that holds only the values it lists: MySQL's ENUM and SET. */
    static final Pattern LISTED = Pattern.compile("(?is)\\s*(ENUM|SET)\\s*\\(.*");
    static final Pattern INTEGER_TYPE = Pattern.compile("(?i)\\s*(TINYINT|SMALLINT|MEDIUMINT|INT|INTEGER|BIGINT)"
            + "(\\s*\\(\\s*\\d+\\s*\\))?(\\s+UNSIGNED)?\\s*");

    private TypeChecks() {
    }

    /**
     * Whether a uuid column is stored as its 16 bytes ({@code type: BINARY(16)}) rather than its text
     * ({@code CHAR(36)}, the default); any other type is refused.
     */
    static boolean storedAsBytes(Spec.ColumnDef c) {
        if (c.type() == null || CHAR36.matcher(c.type()).matches() || c.type().strip().equalsIgnoreCase("UUID")) {
            return false; // MariaDB's UUID type reads the text
        }
        if (BINARY16.matcher(c.type()).matches()) {
            return true;
        }
        throw c.where().error("type " + c.type().strip() + " cannot hold a uuid: use CHAR(36) (its text, the default), "
                + "BINARY(16) (its 16 bytes) or MariaDB's UUID, or drop type:");
    }

    static Col withType(Col col, Spec.ColumnDef c) {
        String sql = c.type().strip();
        if (UUIDS.contains(c.gen())) {
            return col; // its type chose how make() stores it
        }
        boolean bytesAsked = BINARY16.matcher(sql).matches();
        if (col.type().family() == ColumnType.Family.BYTES) {
            return new Col(col.name(), col.gen(), bytesType(col.type(), sql, c), col.unique(), col.digitFree(),
                    col.timed(), col.fk(), col.parentColumn(), col.distinctOwnerOf(), col.nullable());
        }
        if (col.type().isBinary()) {
            if (!bytesAsked) {
                throw c.where().error("values of " + c.name() + " are the 16 bytes of a BINARY(16) uuid: type " + sql
                        + " cannot hold them; drop type: or use BINARY(16)");
            }
            return col;
        }
        if (bytesAsked) {
            throw c.where().error("type " + sql + " holds a uuid's 16 bytes, but gen " + c.gen() + " makes "
                    + col.type().ddl() + " values: give type: BINARY(16) to the uuid column itself (gen uuid, uuid4 or "
                    + "uuid7; a ref or parent to it follows its type), or drop type: here");
        }
        if (col.type().family() == ColumnType.Family.DATETIME && DATE_OR_TIME.matcher(sql).matches()) {
            // A DATE keeps the date part of the same instant, a TIME its time of day: what the server would keep,
            // but sent already cut, so that a strict sql_mode has nothing to truncate or warn about.
            boolean date = sql.toUpperCase(Locale.ROOT).startsWith("DATE");
            ValueGenerator full = col.gen();
            ValueGenerator part = row -> {
                String v = (String) full.valueFor(row);
                return v == null ? null : date ? v.substring(0, 10) : v.substring(11);
            };
            return new Col(col.name(), part, ColumnType.sql(sql, date ? 10 : 8), col.unique(), col.digitFree(),
                    col.timed(), col.fk(), col.parentColumn(), col.distinctOwnerOf(), col.nullable());
        }
        Matcher sized = SIZED.matcher(sql);
        if (sized.matches()) {
            int n = Integer.parseInt(sized.group(2));
            if (col.type().family() == ColumnType.Family.BIGINT || col.type().family() == ColumnType.Family.DATETIME) {
                throw c.where().error("type " + sql + " is text, but gen " + c.gen() + " makes "
                        + col.type().ddl() + " values: drop type: or use " + col.type().ddl());
            }
            if (n < col.type().length()) {
                throw c.where().error("values of " + c.name() + " are up to " + col.type().length() + " characters: "
                        + sql + " is too short; use " + sized.group(1).toUpperCase(java.util.Locale.ROOT) + "("
                        + col.type().length() + ") or drop type:");
            }
        } else if (INTEGER_TYPE.matcher(sql).matches() && !c.gen().equals("int") && !c.gen().equals("sequence")
                && !c.gen().equals("bool") && !c.gen().equals("counter")
                && col.type().family() != ColumnType.Family.BIGINT
                && !(c.gen().equals("choice") && wholeNumbers(c))) {
            throw c.where().error("type " + sql + " holds whole numbers, but gen " + c.gen() + " makes "
                    + col.type().ddl() + " values");
        } else if (INTEGER_TYPE.matcher(sql).matches() && c.gen().equals("int")) {
            long[] range = integerRange(sql);
            long min = c.options().containsKey("min") ? c.options().get("min").integer("min") : 0;
            long max = c.options().containsKey("max") ? c.options().get("max").integer("max") : 100;
            if (min < range[0] || max > range[1]) {
                throw c.where().error("values " + min + ".." + max + " do not fit " + sql + " (" + range[0] + ".."
                        + range[1] + "): use a wider type or drop type:");
            }
        }
        return new Col(col.name(), col.gen(), ColumnType.sql(sql, col.type().length()),
                col.unique(), col.digitFree(), col.timed(), col.fk(), col.parentColumn(), col.distinctOwnerOf(),
                col.nullable());
    }

    /** The type {@code sql} a column of bits or a geometry is given, when it holds what the generator makes. */
    private static ColumnType bytesType(ColumnType made, String sql, Spec.ColumnDef c) {
        if (made.sql().startsWith("BIT(")) {
            Matcher m = BIT.matcher(sql);
            int width = Integer.parseInt(made.sql().replaceAll("\\D", ""));
            if (!m.matches() || Integer.parseInt(m.group(1)) < width) {
                throw c.where().error("values of " + c.name() + " are " + width + " bits: type " + sql + " cannot hold "
                        + "them; use BIT(" + width + ") or wider, or drop type:");
            }
        } else {
            Geometries.Kind holds = Geometries.Kind.ofType(sql);
            boolean any = sql.strip().equalsIgnoreCase("GEOMETRY");
            if (holds == null || !any && !holds.name().equals(made.sql())) {
                throw c.where().error("values of " + c.name() + " are " + made.sql() + "s: type " + sql
                        + " cannot hold them; use " + made.sql() + " or GEOMETRY, or set kind: to the column's type");
            }
        }
        return ColumnType.bytes(sql, made.length());
    }

    static long[] integerRange(String sql) {
        String s = sql.toUpperCase(Locale.ROOT);
        boolean unsigned = s.contains("UNSIGNED");
        int bits = s.startsWith("TINYINT") ? 8 : s.startsWith("SMALLINT") ? 16 : s.startsWith("MEDIUMINT") ? 24
                : s.startsWith("BIGINT") ? 64 : 32;
        if (bits == 64) {
            return unsigned ? new long[] {0, Long.MAX_VALUE} : new long[] {Long.MIN_VALUE, Long.MAX_VALUE};
        }
        return unsigned ? new long[] {0, (1L << bits) - 1} : new long[] {-(1L << (bits - 1)), (1L << (bits - 1)) - 1};
    }

    /** Whether a choice's values are all whole numbers: {@code values: [1, 2, 3]} in an integer column. */
    private static boolean wholeNumbers(Spec.ColumnDef c) {
        Node values = c.options().get("values");
        List<String> names = values.isMapping() ? List.copyOf(values.mapping("values").keySet())
                : values.names("values");
        return names.stream().allMatch(v -> v.matches("-?\\d{1,18}"));
    }
}
