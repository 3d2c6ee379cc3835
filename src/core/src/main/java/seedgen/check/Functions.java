package seedgen.check;

import java.math.BigDecimal;
import java.math.MathContext;
import java.math.RoundingMode;
import java.nio.charset.StandardCharsets;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.ZoneOffset;
import java.time.temporal.ChronoField;
import java.time.temporal.IsoFields;
import java.util.HashMap;
import java.util.Locale;
import java.util.Map;
import java.util.function.Function;
import java.util.function.Predicate;

/**
 * The functions the evaluator knows, as both families define them; where they differ (MySQL's {@code length} counts
 * bytes, PostgreSQL's characters; PostgreSQL's {@code greatest} skips NULLs, MySQL's returns NULL) the answer is
 * {@link Evaluator#UNSURE} on the rows where it matters. A function not listed makes its check one the evaluator
 * cannot evaluate: the server judges such a check instead.
 */
final class Functions {

    private Functions() {
    }

    /** One function, applied to its arguments' values. */
    @FunctionalInterface
    interface Fn {
        Object apply(Object[] args);
    }

    private record Entry(int least, int most, Fn fn) {
    }

    private static final Map<String, Entry> ALL = new HashMap<>();

    /** The function {@code name} of {@code arity} arguments, or null when the evaluator does not know it. */
    static Fn of(String name, int arity) {
        Entry e = ALL.get(name.toLowerCase(Locale.ROOT));
        return e == null || arity < e.least() || arity > e.most() ? null : e.fn();
    }

    private static void add(int least, int most, Fn fn, String... names) {
        for (String n : names) {
            ALL.put(n, new Entry(least, most, fn));
        }
    }

    /** A function that is NULL where any argument is (and unsure where any is), else {@code f} of them. */
    private static Fn strict(Function<Object[], Object> f) {
        return args -> {
            for (Object a : args) {
                if (a == null) {
                    return null;
                }
                if (a == Evaluator.UNSURE) {
                    return Evaluator.UNSURE;
                }
            }
            return f.apply(args);
        };
    }

    private static String s(Object v) {
        return Values.text(v);
    }

    private static BigDecimal n(Object v) {
        BigDecimal b = Values.number(v);
        if (b == null) {
            throw new NumberFormatException("not a number: " + v);
        }
        return b;
    }

    private static boolean ascii(String s) {
        return s.chars().allMatch(c -> c < 128);
    }

    static {
        add(1, 1, strict(a -> s(a[0]).toLowerCase(Locale.ROOT)), "lower", "lcase");
        add(1, 1, strict(a -> s(a[0]).toUpperCase(Locale.ROOT)), "upper", "ucase");
        add(1, 1, strict(a -> BigDecimal.valueOf(s(a[0]).codePointCount(0, s(a[0]).length()))), "char_length",
                "character_length");
        // PostgreSQL's length counts characters, MySQL's bytes: the same where the text is ASCII
        add(1, 1, strict(a -> ascii(s(a[0])) ? BigDecimal.valueOf(s(a[0]).length()) : Evaluator.UNSURE), "length");
        add(1, 1, strict(a -> BigDecimal.valueOf(s(a[0]).getBytes(StandardCharsets.UTF_8).length)), "octet_length");
        add(1, 1, strict(a -> BigDecimal.valueOf(8L * s(a[0]).getBytes(StandardCharsets.UTF_8).length)),
                "bit_length");
        add(1, 2, strict(a -> trim(s(a[0]), a.length > 1 ? s(a[1]) : " ", true, true)), "btrim", "trim");
        add(1, 2, strict(a -> trim(s(a[0]), a.length > 1 ? s(a[1]) : " ", true, false)), "ltrim");
        add(1, 2, strict(a -> trim(s(a[0]), a.length > 1 ? s(a[1]) : " ", false, true)), "rtrim");
        add(2, 3, strict(Functions::substring), "substr", "substring", "mid");
        add(2, 2, strict(a -> left(s(a[0]), n(a[1]).intValue())), "left");
        add(2, 2, strict(a -> right(s(a[0]), n(a[1]).intValue())), "right");
        add(2, 2, strict(a -> BigDecimal.valueOf(s(a[0]).indexOf(s(a[1])) + 1)), "strpos", "instr");
        add(2, 2, strict(a -> BigDecimal.valueOf(s(a[1]).indexOf(s(a[0])) + 1)), "locate", "position");
        add(3, 3, strict(a -> s(a[0]).replace(s(a[1]), s(a[2]))), "replace");
        add(1, 1, strict(a -> new StringBuilder(s(a[0])).reverse().toString()), "reverse");
        add(2, 2, strict(a -> s(a[0]).repeat(Math.max(0, n(a[1]).intValue()))), "repeat");
        add(1, 1, strict(a -> s(a[0]).isEmpty() ? BigDecimal.ZERO : BigDecimal.valueOf(s(a[0]).codePointAt(0))),
                "ascii");
        add(1, 1, strict(a -> md5(s(a[0]))), "md5");
        add(1, Integer.MAX_VALUE, Functions::concat, "concat");
        add(2, Integer.MAX_VALUE, Functions::concatWs, "concat_ws");
        add(1, Integer.MAX_VALUE, Functions::coalesce, "coalesce", "ifnull", "nvl");
        add(2, 2, Functions::nullif, "nullif");
        add(3, 3, Functions::ifThen, "if");
        add(1, 1, a -> a[0] == Evaluator.UNSURE ? a[0] : BigDecimal.valueOf(a[0] == null ? 1 : 0), "isnull");
        add(1, Integer.MAX_VALUE, a -> count(a, false), "num_nonnulls");
        add(1, Integer.MAX_VALUE, a -> count(a, true), "num_nulls");
        add(1, Integer.MAX_VALUE, a -> extreme(a, true), "greatest");
        add(1, Integer.MAX_VALUE, a -> extreme(a, false), "least");
        add(1, 1, strict(a -> n(a[0]).abs()), "abs");
        add(2, 2, strict(a -> n(a[0]).remainder(n(a[1]))), "mod");
        add(1, 2, strict(a -> n(a[0]).setScale(a.length > 1 ? n(a[1]).intValue() : 0, RoundingMode.HALF_UP)),
                "round");
        add(1, 2, strict(a -> n(a[0]).setScale(a.length > 1 ? n(a[1]).intValue() : 0, RoundingMode.DOWN)),
                "trunc", "truncate");
        add(1, 1, strict(a -> n(a[0]).setScale(0, RoundingMode.FLOOR)), "floor");
        add(1, 1, strict(a -> n(a[0]).setScale(0, RoundingMode.CEILING)), "ceil", "ceiling");
        add(1, 1, strict(a -> BigDecimal.valueOf(n(a[0]).signum())), "sign");
        add(1, 1, strict(a -> n(a[0]).sqrt(MathContext.DECIMAL64)), "sqrt");
        add(2, 2, strict(a -> BigDecimal.valueOf(Math.pow(n(a[0]).doubleValue(), n(a[1]).doubleValue()))), "power",
                "pow");
        add(2, 2, strict(a -> datePart(s(a[0]), a[1])), "date_part");
        add(1, 1, strict(a -> datePart("year", a[0])), "year");
        add(1, 1, strict(a -> datePart("month", a[0])), "month");
        add(1, 1, strict(a -> datePart("day", a[0])), "day", "dayofmonth");
        add(1, 1, strict(a -> datePart("hour", a[0])), "hour");
        add(1, 1, strict(a -> datePart("minute", a[0])), "minute");
        add(1, 1, strict(a -> datePart("second", a[0])), "second");
        add(1, 1, strict(a -> date(a[0])), "date");
        add(0, 1, a -> LocalDateTime.now(ZoneOffset.UTC), "now", "current_timestamp", "localtimestamp", "sysdate",
                "statement_timestamp", "transaction_timestamp", "clock_timestamp", "utc_timestamp");
        add(0, 0, a -> LocalDate.now(ZoneOffset.UTC), "current_date", "curdate", "utc_date");
        add(0, 1, a -> LocalTime.now(ZoneOffset.UTC), "current_time", "curtime", "localtime", "utc_time");
        add(1, 1, strict(a -> json(s(a[0])) != null ? Evaluator.Tv.of(Truth.TRUE) : Evaluator.Tv.of(Truth.FALSE)),
                "json_valid");
        add(1, 1, strict(a -> json(s(a[0]))), "json_typeof", "jsonb_typeof");
        add(2, 3, strict(Functions::regexpLike), "regexp_like");
        add(1, 2, strict(a -> arrayLength(s(a[0]))), "array_length", "cardinality");
    }

    private static Object trim(String s, String chars, boolean leading, boolean trailing) {
        int start = 0;
        int end = s.length();
        while (leading && start < end && chars.indexOf(s.charAt(start)) >= 0) {
            start++;
        }
        while (trailing && end > start && chars.indexOf(s.charAt(end - 1)) >= 0) {
            end--;
        }
        return s.substring(start, end);
    }

    private static Object substring(Object[] a) {
        String s = s(a[0]);
        int from = n(a[1]).intValue();
        int[] cps = s.codePoints().toArray();
        int start = Math.max(1, from);
        int end = a.length > 2 ? from + n(a[2]).intValue() : cps.length + 1;
        if (end <= start || start > cps.length) {
            return "";
        }
        return new String(cps, start - 1, Math.min(cps.length + 1, end) - start);
    }

    private static String left(String s, int n) {
        int[] cps = s.codePoints().toArray();
        int k = n >= 0 ? Math.min(n, cps.length) : Math.max(0, cps.length + n);
        return new String(cps, 0, k);
    }

    private static String right(String s, int n) {
        int[] cps = s.codePoints().toArray();
        int k = n >= 0 ? Math.min(n, cps.length) : Math.max(0, cps.length + n);
        return new String(cps, cps.length - k, k);
    }

    private static String md5(String s) {
        try {
            return java.util.HexFormat.of().formatHex(java.security.MessageDigest.getInstance("MD5")
                    .digest(s.getBytes(StandardCharsets.UTF_8)));
        } catch (java.security.NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }

    private static Object concat(Object[] a) {
        StringBuilder b = new StringBuilder();
        for (Object v : a) {
            if (v == Evaluator.UNSURE) {
                return v;
            }
            if (v == null) {
                return Evaluator.UNSURE; // PostgreSQL skips a NULL, MySQL's CONCAT is NULL
            }
            b.append(s(v));
        }
        return b.toString();
    }

    private static Object concatWs(Object[] a) {
        if (a[0] == null) {
            return null;
        }
        StringBuilder b = new StringBuilder();
        for (int i = 1; i < a.length; i++) {
            if (a[i] == Evaluator.UNSURE || a[0] == Evaluator.UNSURE) {
                return Evaluator.UNSURE;
            }
            if (a[i] != null) {
                b.append(b.length() > 0 || i > 1 && hasEarlier(a, i) ? s(a[0]) : "").append(s(a[i]));
            }
        }
        return b.toString();
    }

    private static boolean hasEarlier(Object[] a, int i) {
        for (int j = 1; j < i; j++) {
            if (a[j] != null) {
                return true;
            }
        }
        return false;
    }

    private static Object coalesce(Object[] a) {
        for (Object v : a) {
            if (v != null) {
                return v;
            }
        }
        return null;
    }

    private static Object nullif(Object[] a) {
        if (a[0] == null) {
            return null;
        }
        int eq = Values.compare(Expr.Op.EQ, a[0], a[1]);
        return eq == Truth.TRUE ? null : (eq & Truth.TRUE) != 0 ? Evaluator.UNSURE : a[0];
    }

    private static Object ifThen(Object[] a) {
        int m = Evaluator.mask(a[0]);
        return m == Truth.TRUE ? a[1] : (m & Truth.TRUE) == 0 ? a[2] : Evaluator.UNSURE;
    }

    private static Object count(Object[] a, boolean nulls) {
        long n = 0;
        for (Object v : a) {
            if (v == Evaluator.UNSURE) {
                return v;
            }
            n += (v == null) == nulls ? 1 : 0;
        }
        return BigDecimal.valueOf(n);
    }

    private static Object extreme(Object[] a, boolean greatest) {
        Object best = null;
        boolean sawNull = false;
        for (Object v : a) {
            if (v == Evaluator.UNSURE) {
                return v;
            }
            if (v == null) {
                sawNull = true;
                continue;
            }
            if (best == null) {
                best = v;
                continue;
            }
            int gt = Values.compare(Expr.Op.GT, v, best);
            if (gt != Truth.TRUE && gt != Truth.FALSE) {
                return Evaluator.UNSURE;
            }
            if ((gt == Truth.TRUE) == greatest && Values.compare(Expr.Op.EQ, v, best) != Truth.TRUE) {
                best = v;
            }
        }
        // PostgreSQL skips NULLs; MySQL's GREATEST is NULL when any argument is
        return sawNull && best != null ? Evaluator.UNSURE : best;
    }

    private static Object datePart(String part, Object v) {
        String p = part.toLowerCase(Locale.ROOT).strip();
        if (v instanceof Values.Interval i) {
            return switch (p) {
                case "year", "years" -> BigDecimal.valueOf(i.months() / 12);
                case "month", "months" -> BigDecimal.valueOf(i.months() % 12);
                case "day", "days" -> BigDecimal.valueOf(i.days());
                case "epoch" -> i.approxSeconds();
                default -> Evaluator.UNSURE;
            };
        }
        LocalDateTime t = v instanceof LocalDate d ? d.atStartOfDay() : v instanceof LocalDateTime dt ? dt
                : v instanceof String s ? Values.dateTime(s) : null;
        if (v instanceof LocalTime lt) {
            t = LocalDate.EPOCH.atTime(lt);
        }
        if (t == null) {
            return Evaluator.UNSURE;
        }
        return switch (p) {
            case "year", "years" -> BigDecimal.valueOf(t.getYear());
            case "month", "months" -> BigDecimal.valueOf(t.getMonthValue());
            case "day", "days" -> BigDecimal.valueOf(t.getDayOfMonth());
            case "hour", "hours" -> BigDecimal.valueOf(t.getHour());
            case "minute", "minutes" -> BigDecimal.valueOf(t.getMinute());
            case "second", "seconds" -> BigDecimal.valueOf(t.getSecond()).add(BigDecimal.valueOf(t.getNano(), 9))
                    .stripTrailingZeros();
            case "dow" -> BigDecimal.valueOf(t.getDayOfWeek().getValue() % 7);
            case "isodow" -> BigDecimal.valueOf(t.getDayOfWeek().getValue());
            case "doy" -> BigDecimal.valueOf(t.getDayOfYear());
            case "quarter" -> BigDecimal.valueOf(t.get(IsoFields.QUARTER_OF_YEAR));
            case "week" -> BigDecimal.valueOf(t.get(IsoFields.WEEK_OF_WEEK_BASED_YEAR));
            case "epoch" -> BigDecimal.valueOf(t.toEpochSecond(ZoneOffset.UTC)).add(BigDecimal.valueOf(
                    t.get(ChronoField.NANO_OF_SECOND), 9)).stripTrailingZeros();
            default -> Evaluator.UNSURE;
        };
    }

    private static Object date(Object v) {
        if (v instanceof LocalDateTime t) {
            return t.toLocalDate();
        }
        if (v instanceof LocalDate) {
            return v;
        }
        LocalDate d = Values.date(s(v));
        return d == null ? Evaluator.UNSURE : d;
    }

    /** The JSON type of a text ({@code object}, {@code array}, {@code string}...), or null where it is no JSON. */
    private static String json(String s) {
        String t = s.strip();
        if (t.isEmpty()) {
            return null;
        }
        try {
            com.fasterxml.jackson.databind.JsonNode node = MAPPER.readTree(t);
            if (node == null || node.isMissingNode()) {
                return null;
            }
            return node.isObject() ? "object" : node.isArray() ? "array" : node.isTextual() ? "string"
                    : node.isNumber() ? "number" : node.isBoolean() ? "boolean" : "null";
        } catch (java.io.IOException e) {
            return null;
        }
    }

    private static final com.fasterxml.jackson.databind.ObjectMapper MAPPER =
            new com.fasterxml.jackson.databind.ObjectMapper();

    private static Object regexpLike(Object[] a) {
        String flags = a.length > 2 ? s(a[2]) : "";
        boolean ci = flags.contains("i");
        Predicate<String> test = TextMatch.of(Expr.MatchKind.REGEX, s(a[1]), null, ci);
        boolean hit = test.test(s(a[0]));
        if (!ci && !flags.contains("c")) {
            boolean folded = TextMatch.of(Expr.MatchKind.REGEX, s(a[1]), null, true).test(s(a[0]));
            if (folded != hit) {
                return Evaluator.UNSURE; // MySQL's collation may fold case
            }
        }
        return Evaluator.Tv.of(Truth.of(hit));
    }

    /** The elements of PostgreSQL's text of a one-dimensional array ({@code {a,"b c"}}), or unsure. */
    private static Object arrayLength(String s) {
        String t = s.strip();
        if (!t.startsWith("{") || !t.endsWith("}")) {
            return Evaluator.UNSURE;
        }
        String inner = t.substring(1, t.length() - 1).strip();
        if (inner.isEmpty()) {
            return null; // array_length of an empty array is NULL
        }
        if (inner.contains("{")) {
            return Evaluator.UNSURE;
        }
        int n = 1;
        boolean quoted = false;
        for (int i = 0; i < inner.length(); i++) {
            char c = inner.charAt(i);
            if (c == '\\') {
                i++;
            } else if (c == '"') {
                quoted = !quoted;
            } else if (c == ',' && !quoted) {
                n++;
            }
        }
        return BigDecimal.valueOf(n);
    }
}
