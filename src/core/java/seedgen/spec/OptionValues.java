package seedgen.spec;

import java.math.BigDecimal;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.ZoneOffset;
import java.time.format.DateTimeParseException;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import seedgen.generate.Distribution;

/** Option values read as numbers, dates, durations and distributions, each failing at its place in the spec. */
final class OptionValues {

    private static final Pattern WEIGHT_KEY = Pattern.compile("(-?\\d+)(?:\\s*\\.\\.\\s*(-?\\d+))?");
    private static final Pattern DURATION = Pattern.compile("(\\d+)\\s*([smhd])");

    private OptionValues() {
    }

    static Distribution.Draw draw(String name, long min, long max, Double param, Where where, String what) {
        Distribution kind;
        try {
            kind = Distribution.valueOf(name.toUpperCase(Locale.ROOT));
        } catch (IllegalArgumentException e) {
            throw where.error("unknown distribution '" + name + "' for " + what + " (known: fixed, uniform, zipf, "
                    + "geometric)");
        }
        if (kind == Distribution.FIXED && min != max) {
            throw where.error("a fixed " + what + " has one value: write it as N, not " + min + ".." + max);
        }
        double p = kind == Distribution.ZIPF ? (param == null ? Distribution.DEFAULT_ZIPF_S : param)
                : kind == Distribution.GEOMETRIC ? (param == null ? min + (max - min) / 4.0 + 0.5 : param) : 0;
        try {
            return new Distribution.Draw(kind, min, max, p);
        } catch (IllegalArgumentException e) {
            throw where.error(what + ": " + e.getMessage());
        }
    }

    /**
     * {@code {0: 512, 1: 130, 2..9: 40}}: whole numbers (or ranges of them, drawn evenly) each with its weight, as
     * measured; {@code what} names the numbers in errors.
     */
    static seedgen.generate.Empirical.Weights weights(Node node, String what) {
        Map<String, Node> m = node.mapping("weights");
        int n = m.size();
        if (n == 0) {
            throw node.where().error("weights: needs at least one " + what + " with its weight");
        }
        long[] lo = new long[n];
        long[] hi = new long[n];
        double[] w = new double[n];
        int i = 0;
        for (Map.Entry<String, Node> e : m.entrySet()) {
            Matcher r = WEIGHT_KEY.matcher(e.getKey().strip());
            if (!r.matches()) {
                throw node.keyWhere(e.getKey()).error("a key of weights: is a " + what + " or MIN..MAX, not '"
                        + e.getKey() + "'");
            }
            lo[i] = Long.parseLong(r.group(1));
            hi[i] = r.group(2) == null ? lo[i] : Long.parseLong(r.group(2));
            if (hi[i] < lo[i]) {
                throw node.keyWhere(e.getKey()).error("range " + e.getKey() + " is reversed: write " + hi[i] + ".."
                        + lo[i]);
            }
            w[i] = e.getValue().number("a weight");
            if (!(w[i] >= 0)) {
                throw e.getValue().where().error("a weight is 0 or more");
            }
            i++;
        }
        try {
            return new seedgen.generate.Empirical.Weights(lo, hi, w);
        } catch (IllegalArgumentException e) {
            throw node.where().error("weights: " + e.getMessage());
        }
    }

    /** {@code [1, 4.5, 10, 300]}: a number's quantiles, least to greatest at equal steps of share. */
    static seedgen.generate.Empirical.Quantiles quantiles(Node node, java.util.function.ToDoubleFunction<Node> read) {
        java.util.List<Node> points = node.list("quantiles");
        double[] q = new double[points.size()];
        for (int i = 0; i < q.length; i++) {
            q[i] = read.applyAsDouble(points.get(i));
        }
        try {
            return new seedgen.generate.Empirical.Quantiles(q);
        } catch (IllegalArgumentException e) {
            throw node.where().error(e.getMessage());
        }
    }

    static BigDecimal decimal(Map<String, Node> o, String key, String dflt) {
        if (!o.containsKey(key)) {
            return new BigDecimal(dflt);
        }
        String s = o.get(key).scalar(key);
        try {
            return new BigDecimal(s);
        } catch (NumberFormatException e) {
            throw o.get(key).where().error(key + " must be a number, not '" + s + "'");
        }
    }

    static long epoch(Node node, String dflt) {
        String s = node == null ? dflt : node.scalar("a date");
        try {
            if (s.length() == 10) {
                return LocalDate.parse(s).atStartOfDay().toEpochSecond(ZoneOffset.UTC);
            }
            return LocalDateTime.parse(s.replace(' ', 'T')).toEpochSecond(ZoneOffset.UTC);
        } catch (DateTimeParseException e) {
            throw node.where().error("'" + s + "' is not a date: write 2024-01-31 or 2024-01-31 12:00:00");
        }
    }

    static long seconds(Node node) {
        String s = node.scalar("a duration").strip();
        Matcher m = DURATION.matcher(s);
        if (!m.matches()) {
            throw node.where().error("'" + s + "' is not a duration: write 90s, 15m, 12h or 30d");
        }
        long n = Long.parseLong(m.group(1));
        return n * switch (m.group(2)) {
            case "s" -> 1;
            case "m" -> 60;
            case "h" -> 3600;
            default -> 86_400;
        };
    }

    static boolean hasDigit(String s) {
        return s.chars().anyMatch(Character::isDigit);
    }
}
