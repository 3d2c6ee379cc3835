package seedgen.check;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.text.Normalizer;
import java.time.Duration;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeFormatterBuilder;
import java.time.temporal.ChronoField;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The evaluator's values and what SQL does with them: a generated value read by its column's kind, comparisons (a
 * text literal read as the other side's type, as PostgreSQL reads an unknown literal and MySQL converts), arithmetic,
 * casts. Values are null (SQL's NULL), {@link Evaluator.Tv} (a truth value), BigDecimal, String, LocalDate,
 * LocalDateTime, LocalTime, {@link Interval}, or {@link Evaluator#UNSURE}.
 */
final class Values {

    private Values() {
    }

    /** A length of time as PostgreSQL keeps one: months, days and seconds apart ({@code '1 mon 2 days'}). */
    record Interval(long months, long days, BigDecimal seconds) {
        /** An order of intervals, a month as 30 days, as PostgreSQL compares them. */
        BigDecimal approxSeconds() {
            return seconds.add(BigDecimal.valueOf((months * 30 + days) * 86_400L));
        }
    }

    /** A cast to one SQL type. */
    @FunctionalInterface
    interface Caster {
        Object apply(Object v);
    }

    private static final DateTimeFormatter DATETIME = new DateTimeFormatterBuilder().appendPattern("yyyy-MM-dd")
            .optionalStart().appendLiteral(' ').optionalEnd().optionalStart().appendLiteral('T').optionalEnd()
            .appendPattern("HH:mm").optionalStart().appendPattern(":ss").optionalEnd()
            .optionalStart().appendFraction(ChronoField.NANO_OF_SECOND, 0, 9, true).optionalEnd().toFormatter();
    /** A zone offset after a time of day ({@code 10:00:00+00}, {@code 10:00Z}): never a date's day ({@code -01}). */
    private static final Pattern OFFSET = Pattern.compile("(?<=\\d{2}:\\d{2}(?::\\d{2}(?:\\.\\d{1,9})?)?)\\s*"
            + "(?:[+-]\\d{2}(?::?\\d{2})?|Z)$");

    /** A generated value read as a column of {@code kind} holds it. */
    static Object read(Object raw, ValueKind kind) {
        if (raw == null) {
            return null;
        }
        switch (kind) {
            case INTEGER, DECIMAL, FLOAT -> {
                BigDecimal n = number(raw);
                return n == null ? Evaluator.UNSURE : n;
            }
            case BOOLEAN -> {
                Boolean b = raw instanceof Long l ? (Boolean) (l != 0) : bool(raw.toString());
                return b == null ? Evaluator.UNSURE : Evaluator.Tv.of(Truth.of(b));
            }
            case DATE -> {
                LocalDate d = date(raw.toString());
                return d == null ? Evaluator.UNSURE : d;
            }
            case DATETIME -> {
                LocalDateTime t = dateTime(raw.toString());
                return t == null ? Evaluator.UNSURE : t;
            }
            case TIME -> {
                LocalTime t = time(raw.toString());
                return t == null ? Evaluator.UNSURE : t;
            }
            case INTERVAL -> {
                Interval i = interval(raw.toString());
                return i == null ? Evaluator.UNSURE : i;
            }
            case UNKNOWN -> {
                return raw instanceof Number ? number(raw) : raw.toString();
            }
            default -> {
                return raw instanceof String s ? s : raw.toString();
            }
        }
    }

    static BigDecimal number(Object v) {
        if (v instanceof BigDecimal b) {
            return b;
        }
        if (v instanceof Long || v instanceof Integer || v instanceof Short || v instanceof Byte) {
            return BigDecimal.valueOf(((Number) v).longValue());
        }
        if (v instanceof Double || v instanceof Float) {
            double d = ((Number) v).doubleValue();
            return Double.isFinite(d) ? BigDecimal.valueOf(d) : null;
        }
        if (v instanceof Evaluator.Tv t) {
            return t.mask() == Truth.TRUE ? BigDecimal.ONE : t.mask() == Truth.FALSE ? BigDecimal.ZERO : null;
        }
        if (v == null) {
            return null;
        }
        String s = v.toString().strip();
        if (s.equalsIgnoreCase("nan") || s.equalsIgnoreCase("infinity") || s.equalsIgnoreCase("-infinity")) {
            return null;
        }
        try {
            return new BigDecimal(s);
        } catch (NumberFormatException e) {
            return null;
        }
    }

    /** A text read as a truth value the way both families read one ({@code t}, {@code true}, {@code 1}...), or null. */
    static Boolean bool(String s) {
        return switch (s.strip().toLowerCase(Locale.ROOT)) {
            case "t", "true", "y", "yes", "on", "1" -> Boolean.TRUE;
            case "f", "false", "n", "no", "off", "0" -> Boolean.FALSE;
            default -> null;
        };
    }

    static LocalDate date(String s) {
        try {
            return s.length() >= 10 ? LocalDate.parse(s.strip().substring(0, 10)) : null;
        } catch (java.time.DateTimeException e) {
            return null;
        }
    }

    static LocalDateTime dateTime(String s) {
        String t = OFFSET.matcher(s.strip()).replaceAll("").strip(); // a load runs in UTC: the offset is +00
        try {
            return t.length() == 10 ? LocalDate.parse(t).atStartOfDay() : LocalDateTime.parse(t, DATETIME);
        } catch (java.time.DateTimeException e) {
            return null;
        }
    }

    static LocalTime time(String s) {
        String t = OFFSET.matcher(s.strip()).replaceAll("").strip();
        try {
            return LocalTime.parse(t);
        } catch (java.time.DateTimeException e) {
            return null;
        }
    }

    private static final Pattern INTERVAL_PART = Pattern.compile("(-?\\d+(?:\\.\\d+)?)\\s*([a-z]+)");
    private static final Pattern CLOCK = Pattern.compile("(-?)(\\d+):(\\d{2})(?::(\\d{2}(?:\\.\\d+)?))?");

    /** {@code '1 day'}, {@code '2 hours 30 minutes'}, {@code '1 mon 00:00:05'}; null where it is no interval. */
    static Interval interval(String s) {
        String t = s.strip().toLowerCase(Locale.ROOT).replace("@", "").replace(" ago", "");
        long months = 0;
        long days = 0;
        BigDecimal seconds = BigDecimal.ZERO;
        Matcher clock = CLOCK.matcher(t);
        if (clock.find()) {
            BigDecimal sec = BigDecimal.valueOf(Long.parseLong(clock.group(2)) * 3600 + Long.parseLong(clock.group(3))
                    * 60).add(clock.group(4) == null ? BigDecimal.ZERO : new BigDecimal(clock.group(4)));
            seconds = clock.group(1).isEmpty() ? sec : sec.negate();
            t = t.substring(0, clock.start()) + t.substring(clock.end());
        }
        Matcher m = INTERVAL_PART.matcher(t);
        int end = 0;
        while (m.find()) {
            if (!t.substring(end, m.start()).isBlank()) {
                return null;
            }
            end = m.end();
            BigDecimal n = new BigDecimal(m.group(1));
            String unit = m.group(2);
            if (unit.startsWith("y")) {
                months += n.multiply(BigDecimal.valueOf(12)).longValue();
            } else if (unit.startsWith("mon")) {
                months += n.longValue();
            } else if (unit.startsWith("w")) {
                days += n.longValue() * 7;
            } else if (unit.startsWith("d")) {
                days += n.longValue();
            } else if (unit.startsWith("h")) {
                seconds = seconds.add(n.multiply(BigDecimal.valueOf(3600)));
            } else if (unit.startsWith("mi") && !unit.startsWith("mil") && !unit.startsWith("mic")) {
                seconds = seconds.add(n.multiply(BigDecimal.valueOf(60)));
            } else if (unit.startsWith("s")) {
                seconds = seconds.add(n);
            } else {
                return null;
            }
        }
        return t.substring(end).isBlank() ? new Interval(months, days, seconds) : null;
    }

    /** A value as the text a cast to text gives. */
    static String text(Object v) {
        if (v instanceof String s) {
            return s;
        }
        if (v instanceof BigDecimal b) {
            return b.toPlainString();
        }
        if (v instanceof Evaluator.Tv t) {
            return t.mask() == Truth.TRUE ? "true" : "false";
        }
        if (v instanceof LocalDateTime t) {
            return t.toLocalDate() + " " + t.toLocalTime();
        }
        return String.valueOf(v);
    }

    private static boolean isNaN(Object v) {
        return v instanceof Double d && d.isNaN();
    }

    /** {@code a op b} as a set of truth values. */
    static int compare(Expr.Op op, Object a, Object b) {
        if (op == Expr.Op.DISTINCT || op == Expr.Op.NOT_DISTINCT) {
            int same;
            if (a == null || b == null) {
                same = Truth.of(a == b);
            } else {
                int eq = compare(Expr.Op.EQ, a, b);
                same = ((eq & Truth.TRUE) != 0 ? Truth.TRUE : 0) | ((eq & ~Truth.TRUE & Truth.ANY) != 0 ? Truth.FALSE
                        : 0);
            }
            return op == Expr.Op.NOT_DISTINCT ? same : Truth.not(same);
        }
        if (a == null || b == null) {
            return Truth.UNKNOWN;
        }
        if (a == Evaluator.UNSURE || b == Evaluator.UNSURE) {
            return Truth.ANY;
        }
        if (a instanceof Evaluator.Tv || b instanceof Evaluator.Tv) {
            return compareTruths(op, a, b);
        }
        if (isNaN(a) || isNaN(b)) {
            if (!isNaN(a) && number(a) == null || !isNaN(b) && number(b) == null) {
                return Truth.TRUE | Truth.FALSE;
            }
            return Truth.of(holds(op, isNaN(a) == isNaN(b) ? 0 : isNaN(a) ? 1 : -1));
        }
        if (a instanceof BigDecimal || b instanceof BigDecimal) {
            BigDecimal x = number(a);
            BigDecimal y = number(b);
            if (x == null || y == null || Evaluator.isTemporal(a) || Evaluator.isTemporal(b)) {
                return Truth.TRUE | Truth.FALSE; // a text that is no number: each server reads it its own way
            }
            return Truth.of(holds(op, x.compareTo(y)));
        }
        if (Evaluator.isTemporal(a) || Evaluator.isTemporal(b)) {
            return compareTimes(op, a, b);
        }
        if (a instanceof Interval || b instanceof Interval) {
            Interval x = a instanceof Interval i ? i : interval(text(a));
            Interval y = b instanceof Interval i ? i : interval(text(b));
            if (x == null || y == null) {
                return Truth.TRUE | Truth.FALSE;
            }
            return Truth.of(holds(op, x.approxSeconds().compareTo(y.approxSeconds())));
        }
        return compareTexts(op, text(a), text(b));
    }

    private static int compareTruths(Expr.Op op, Object a, Object b) {
        int x = truthOf(a);
        int y = truthOf(b);
        if (x < 0 || y < 0) {
            return Truth.TRUE | Truth.FALSE;
        }
        int out = 0;
        for (int i = 1; i <= 4; i <<= 1) {
            for (int j = 1; j <= 4; j <<= 1) {
                if ((x & i) != 0 && (y & j) != 0) {
                    if (i == Truth.UNKNOWN || j == Truth.UNKNOWN) {
                        out |= Truth.UNKNOWN;
                    } else {
                        // false < true, as both families order them
                        out |= Truth.of(holds(op, Integer.compare(i == Truth.TRUE ? 1 : 0, j == Truth.TRUE ? 1 : 0)));
                    }
                }
            }
        }
        return out;
    }

    /** A value as a truth-value mask, or -1 when it is none (a number other than 0 and 1, a text such as 'x'). */
    private static int truthOf(Object v) {
        if (v instanceof Evaluator.Tv t) {
            return t.mask();
        }
        if (v instanceof BigDecimal n) {
            return n.compareTo(BigDecimal.ONE) == 0 ? Truth.TRUE : n.signum() == 0 ? Truth.FALSE : -1;
        }
        Boolean b = bool(text(v));
        return b == null ? -1 : Truth.of(b);
    }

    private static int compareTimes(Expr.Op op, Object a, Object b) {
        Object x = a;
        Object y = b;
        if (!Evaluator.isTemporal(x)) {
            x = asTimeLike(y, text(x));
        }
        if (!Evaluator.isTemporal(y)) {
            y = asTimeLike(x, text(y));
        }
        if (x == null || y == null) {
            return Truth.TRUE | Truth.FALSE;
        }
        if (x instanceof LocalTime || y instanceof LocalTime) {
            if (!(x instanceof LocalTime tx) || !(y instanceof LocalTime ty)) {
                return Truth.TRUE | Truth.FALSE;
            }
            return Truth.of(holds(op, tx.compareTo(ty)));
        }
        LocalDateTime dx = x instanceof LocalDate d ? d.atStartOfDay() : (LocalDateTime) x;
        LocalDateTime dy = y instanceof LocalDate d ? d.atStartOfDay() : (LocalDateTime) y;
        return Truth.of(holds(op, dx.compareTo(dy)));
    }

    /** {@code s} read as the kind of time {@code like} is, or null. */
    private static Object asTimeLike(Object like, String s) {
        if (like instanceof LocalTime) {
            return time(s);
        }
        if (like instanceof LocalDate && s.strip().length() == 10) {
            return date(s);
        }
        return dateTime(s);
    }

    /**
     * Two texts compared exactly (PostgreSQL's deterministic collations, a binary one) and as a collation that folds
     * case and accents and pads with spaces would (MySQL's and MariaDB's defaults); for an order, also as a dictionary
     * collation that weighs letters and digits first (glibc's en_US). Where they differ, both answers are kept.
     */
    static int compareTexts(Expr.Op op, String a, String b) {
        boolean plain = ascii(a) && ascii(b);
        if (op == Expr.Op.EQ || op == Expr.Op.NE) {
            boolean exact = a.equals(b);
            // equal as they are, equal folded; ASCII folds by case and trailing spaces alone
            boolean folded = exact || (plain ? foldedAsciiEquals(a, b) : folded(a).equals(folded(b)));
            boolean eq = op == Expr.Op.EQ;
            return Truth.of(exact == eq) | Truth.of(folded == eq);
        }
        int exact = a.compareTo(b);
        String fa = plain ? a.toLowerCase(Locale.ROOT).stripTrailing() : folded(a);
        String fb = plain ? b.toLowerCase(Locale.ROOT).stripTrailing() : folded(b);
        int mask = Truth.of(holds(op, exact)) | Truth.of(holds(op, fa.compareTo(fb)));
        return mask | Truth.of(holds(op, lettersAndDigits(fa).compareTo(lettersAndDigits(fb))));
    }

    private static boolean ascii(String s) {
        for (int i = 0; i < s.length(); i++) {
            if (s.charAt(i) >= 128) {
                return false;
            }
        }
        return true;
    }

    /** Whether two ASCII texts are equal but for case and trailing spaces. */
    private static boolean foldedAsciiEquals(String a, String b) {
        int la = a.length();
        int lb = b.length();
        while (la > 0 && a.charAt(la - 1) == ' ') {
            la--;
        }
        while (lb > 0 && b.charAt(lb - 1) == ' ') {
            lb--;
        }
        return la == lb && a.regionMatches(true, 0, b, 0, la);
    }

    private static String lettersAndDigits(String s) {
        StringBuilder out = new StringBuilder(s.length());
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (Character.isLetterOrDigit(c)) {
                out.append(c);
            }
        }
        return out.length() == s.length() ? s : out.toString();
    }

    private static final Pattern MARKS = Pattern.compile("\\p{M}");

    private static String folded(String s) {
        String noAccents = MARKS.matcher(Normalizer.normalize(s, Normalizer.Form.NFD)).replaceAll("");
        return noAccents.toLowerCase(Locale.ROOT).stripTrailing();
    }

    static boolean holds(Expr.Op op, int cmp) {
        return switch (op) {
            case EQ, NOT_DISTINCT -> cmp == 0;
            case NE, DISTINCT -> cmp != 0;
            case LT -> cmp < 0;
            case LE -> cmp <= 0;
            case GT -> cmp > 0;
            case GE -> cmp >= 0;
        };
    }

    /** {@code a op b} for {@code + - * / % ||}. */
    static Object arith(String op, Object a, Object b) {
        if (a == null || b == null) {
            return null;
        }
        if (a == Evaluator.UNSURE || b == Evaluator.UNSURE) {
            return Evaluator.UNSURE;
        }
        if (op.equals("||")) {
            return text(a) + text(b);
        }
        if (Evaluator.isTemporal(a) || Evaluator.isTemporal(b) || a instanceof Interval || b instanceof Interval) {
            return timeArith(op, a, b);
        }
        BigDecimal x = number(a);
        BigDecimal y = number(b);
        if (x == null || y == null) {
            return Evaluator.UNSURE;
        }
        return switch (op) {
            case "+" -> x.add(y);
            case "-" -> x.subtract(y);
            case "*" -> x.multiply(y);
            case "%" -> x.remainder(y);
            case "/" -> {
                BigDecimal q = Evaluator.divide(x, y);
                // PostgreSQL divides integers to an integer, MySQL to a decimal: an inexact quotient of two
                // whole numbers is one neither can be sure of
                boolean whole = x.stripTrailingZeros().scale() <= 0 && y.stripTrailingZeros().scale() <= 0;
                yield whole && q.stripTrailingZeros().scale() > 0 ? Evaluator.UNSURE : q;
            }
            default -> throw new IllegalStateException(op);
        };
    }

    private static Object timeArith(String op, Object a, Object b) {
        Object x = Evaluator.isTemporal(a) || a instanceof Interval ? a : null;
        Object y = Evaluator.isTemporal(b) || b instanceof Interval ? b : null;
        if (x == null && a instanceof String s) {
            x = interval(s) != null ? interval(s) : dateTime(s);
        }
        if (y == null && b instanceof String s) {
            y = interval(s) != null ? interval(s) : dateTime(s);
        }
        if (x != null && y == null && number(b) != null && x instanceof LocalDate d) {
            long days = number(b).longValue(); // a date and a number of days, as PostgreSQL adds them
            return op.equals("+") ? d.plusDays(days) : op.equals("-") ? d.minusDays(days) : Evaluator.UNSURE;
        }
        if (x == null || y == null) {
            return Evaluator.UNSURE;
        }
        if (y instanceof Interval i && Evaluator.isTemporal(x) && (op.equals("+") || op.equals("-"))) {
            int sign = op.equals("+") ? 1 : -1;
            LocalDateTime t = x instanceof LocalDate d ? d.atStartOfDay() : x instanceof LocalDateTime dt ? dt : null;
            if (t == null) {
                return Evaluator.UNSURE;
            }
            return t.plusMonths(sign * i.months()).plusDays(sign * i.days())
                    .plusNanos(i.seconds().movePointRight(9).longValue() * sign);
        }
        if (x instanceof Interval i && Evaluator.isTemporal(y) && op.equals("+")) {
            return timeArith("+", y, x);
        }
        if (Evaluator.isTemporal(x) && Evaluator.isTemporal(y) && op.equals("-")) {
            if (x instanceof LocalDate dx && y instanceof LocalDate dy) {
                return BigDecimal.valueOf(dy.until(dx, java.time.temporal.ChronoUnit.DAYS));
            }
            LocalDateTime tx = x instanceof LocalDate d ? d.atStartOfDay() : x instanceof LocalDateTime t ? t : null;
            LocalDateTime ty = y instanceof LocalDate d ? d.atStartOfDay() : y instanceof LocalDateTime t ? t : null;
            if (tx == null || ty == null) {
                return Evaluator.UNSURE;
            }
            Duration d = Duration.between(ty, tx);
            return new Interval(0, 0, BigDecimal.valueOf(d.getSeconds()).add(BigDecimal.valueOf(d.getNano(), 9)));
        }
        return Evaluator.UNSURE;
    }

    private static final Pattern SCALED = Pattern.compile("(numeric|decimal)\\s*\\(\\s*(\\d+)\\s*,\\s*(\\d+)\\s*\\)");

    /** The cast to {@code type} (lowercased): text, a number, a truth value, a time; any other type as it is. */
    static Caster caster(String type) {
        String t = type.replace("\"", "").strip();
        int dot = t.lastIndexOf('.');
        if (dot >= 0 && !t.contains("(")) {
            t = t.substring(dot + 1);
        }
        ValueKind kind = ValueKind.ofType(t);
        Matcher scaled = SCALED.matcher(t);
        int scale = scaled.matches() ? Integer.parseInt(scaled.group(3)) : -1;
        if (t.equals("uuid")) {
            return v -> v == null || v == Evaluator.UNSURE ? v : text(v).toLowerCase(Locale.ROOT);
        }
        return switch (kind) {
            case TEXT -> v -> v == null || v == Evaluator.UNSURE ? v : text(v);
            case INTEGER -> v -> {
                if (v == null || v == Evaluator.UNSURE) {
                    return v;
                }
                BigDecimal n = number(v);
                if (n == null) {
                    throw new NumberFormatException("not a number: " + v);
                }
                return n.setScale(0, RoundingMode.HALF_UP);
            };
            case DECIMAL, FLOAT -> v -> {
                if (v == null || v == Evaluator.UNSURE) {
                    return v;
                }
                BigDecimal n = number(v);
                if (n == null && text(v).strip().equalsIgnoreCase("nan")) {
                    return Double.NaN; // PostgreSQL's numeric NaN: equal to itself, above every other number
                }
                if (n == null) {
                    throw new NumberFormatException("not a number: " + v);
                }
                return scale >= 0 ? n.setScale(scale, RoundingMode.HALF_UP) : n;
            };
            case BOOLEAN -> v -> {
                if (v == null || v == Evaluator.UNSURE || v instanceof Evaluator.Tv) {
                    return v;
                }
                BigDecimal n = v instanceof BigDecimal b ? b : null;
                Boolean b = n != null ? (Boolean) (n.signum() != 0) : bool(text(v));
                return b == null ? Evaluator.UNSURE : Evaluator.Tv.of(Truth.of(b));
            };
            case DATE -> v -> {
                if (v == null || v == Evaluator.UNSURE) {
                    return v;
                }
                if (v instanceof LocalDateTime d) {
                    return d.toLocalDate();
                }
                if (v instanceof LocalDate) {
                    return v;
                }
                LocalDate d = date(text(v));
                if (d == null) {
                    throw new java.time.DateTimeException("not a date: " + v);
                }
                return d;
            };
            case DATETIME -> v -> {
                if (v == null || v == Evaluator.UNSURE) {
                    return v;
                }
                if (v instanceof LocalDate d) {
                    return d.atStartOfDay();
                }
                if (v instanceof LocalDateTime) {
                    return v;
                }
                LocalDateTime d = dateTime(text(v));
                if (d == null) {
                    throw new java.time.DateTimeException("not a time: " + v);
                }
                return d;
            };
            case TIME -> v -> {
                if (v == null || v == Evaluator.UNSURE) {
                    return v;
                }
                if (v instanceof LocalDateTime d) {
                    return d.toLocalTime();
                }
                LocalTime d = v instanceof LocalTime lt ? lt : time(text(v));
                if (d == null) {
                    throw new java.time.DateTimeException("not a time of day: " + v);
                }
                return d;
            };
            case INTERVAL -> v -> {
                if (v == null || v == Evaluator.UNSURE || v instanceof Interval) {
                    return v;
                }
                Interval i = interval(text(v));
                return i == null ? Evaluator.UNSURE : i;
            };
            default -> v -> v; // an enum, a domain, json: the value as it is
        };
    }
}
