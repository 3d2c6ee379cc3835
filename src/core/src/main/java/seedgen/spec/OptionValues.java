package seedgen.spec;

import java.math.BigDecimal;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.ZoneOffset;
import java.time.format.DateTimeParseException;
import java.util.List;
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

    /**
     * {@code [1, 4.5, 10, 300]}: a number's quantiles, least to greatest at equal steps of share; or
     * {@code {0: 1, 0.5: 12, 0.99: 191, 1: 1301}}: each at the rank given, the ranks from exactly 0 to exactly 1.
     */
    static seedgen.generate.Empirical.Quantiles quantiles(Node node, java.util.function.ToDoubleFunction<Node> read) {
        if (node.isMapping()) {
            return rankedQuantiles(node, read);
        }
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

    /** {@code {RANK: VALUE, ...}}: ranks strictly increasing from 0 to 1, values never decreasing. */
    private static seedgen.generate.Empirical.Quantiles rankedQuantiles(Node node,
            java.util.function.ToDoubleFunction<Node> read) {
        Map<String, Node> m = node.mapping("quantiles");
        if (m.size() < 2) {
            throw node.where().error("quantiles: needs at least the least and the greatest value: {0: MIN, 1: MAX}");
        }
        double[] ranks = new double[m.size()];
        double[] q = new double[m.size()];
        int i = 0;
        for (Map.Entry<String, Node> e : m.entrySet()) {
            Where at = node.keyWhere(e.getKey());
            try {
                ranks[i] = Double.parseDouble(e.getKey().strip());
            } catch (NumberFormatException x) {
                throw at.error("a key of quantiles: is a rank from 0 to 1, not '" + e.getKey() + "'");
            }
            if (i == 0 && ranks[0] != 0) {
                throw at.error("the ranks of quantiles: start at exactly 0 (the least value), not " + e.getKey());
            }
            if (i > 0 && !(ranks[i] > ranks[i - 1])) {
                throw at.error("the ranks of quantiles: must increase: " + e.getKey() + " follows "
                        + stripped(ranks[i - 1]) + "; list them from 0 to 1");
            }
            if (!(ranks[i] <= 1)) {
                throw at.error("a rank is a share of the rows, 0 to 1, not " + e.getKey());
            }
            q[i] = read.applyAsDouble(e.getValue());
            if (i > 0 && !(q[i] >= q[i - 1])) {
                throw e.getValue().where().error("the values of quantiles: must not decrease with the rank: "
                        + e.getValue().scalar("a quantile") + " at rank " + e.getKey() + " is below the value at "
                        + stripped(ranks[i - 1]));
            }
            i++;
        }
        if (ranks[ranks.length - 1] != 1) {
            throw node.keyWhere(List.copyOf(m.keySet()).get(m.size() - 1)).error("the ranks of quantiles: end at "
                    + "exactly 1 (the greatest value), not " + stripped(ranks[ranks.length - 1]));
        }
        return new seedgen.generate.Empirical.Quantiles(q, ranks);
    }

    private static String stripped(double d) {
        return BigDecimal.valueOf(d).stripTrailingZeros().toPlainString();
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
