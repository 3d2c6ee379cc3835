package seedgen.fromdb;

import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.StringJoiner;
import seedgen.catalog.Catalog;
import seedgen.generate.Lorem;
import seedgen.profile.Learned;
import seedgen.profile.Profile;

/**
 * The spec's words for what {@link seedgen.profile.Learner} measured: a fan-out as {@code weights:}, a column's values
 * as quantiles or a choice, a time after its parents' with the delays measured, and a comment of the figures.
 */
final class LearnedColumns {

    /** Fan-outs up to this many children are written one by one; beyond, in ranges. */
    private static final int EXACT = 32;
    /** Each range of larger fan-outs reaches this factor past its start. */
    private static final double RANGE_FACTOR = 1.25;
    private static final DateTimeFormatter TIME = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm:ss", Locale.ROOT)
            .withZone(ZoneOffset.UTC);

    private LearnedColumns() {
    }

    /**
     * {@code {0: 9981, 1: 3120, ..., 40..49: 12}}: the parent rows with each number of children, exact up to
     * {@value #EXACT}, in ranges growing by a quarter beyond (each range from the least to the most children measured
     * in it), so the largest fan-out measured stays the largest the spec makes.
     */
    static String weights(Learned.FanOut f) {
        StringJoiner out = new StringJoiner(", ", "{", "}");
        List<Profile.Count> counts = f.counts();
        int i = 0;
        while (i < counts.size()) {
            Profile.Count c = counts.get(i);
            if (c.children() <= EXACT) {
                out.add(c.children() + ": " + c.parents());
                i++;
                continue;
            }
            long end = (long) Math.ceil(c.children() * RANGE_FACTOR);
            long parents = 0;
            long last = c.children();
            while (i < counts.size() && counts.get(i).children() <= end) {
                parents += counts.get(i).parents();
                last = counts.get(i).children();
                i++;
            }
            out.add((last == c.children() ? Long.toString(last) : c.children() + ".." + last) + ": " + parents);
        }
        return out.toString();
    }

    /** The figures of a fan-out, for a comment. */
    static String describe(Learned.FanOut f) {
        long none = f.counts().isEmpty() || f.counts().get(0).children() != 0 ? 0 : f.counts().get(0).parents();
        return String.format(Locale.ROOT, "%s per %s: %.1f%% with none, mean %.2f, most %,d (%,d parent rows read)",
                f.column(), f.parent(), f.parents() == 0 ? 0 : 100.0 * none / f.parents(),
                f.parents() == 0 ? 0 : (double) f.children() / f.parents(), f.most(), f.parents());
    }

    /**
     * The generator for column {@code c} from its shape, or null to keep {@code guessed}: a time after its parents',
     * spread in key order, or by its quantiles; a number by its quantiles; text of few values a choice of them with
     * their rows (values learned); prose ({@code gen: lorem}) its length's middle 90% in words.
     */
    static String generator(Learned learned, Learned.TableShape shape, Catalog catalog, Catalog.Table t,
            Catalog.Column c, String guessed, String owner, String ownerParent, boolean ownRows,
            java.util.function.Predicate<String> picks) {
        Learned.ColumnShape s = shape.columns().get(c.name());
        if (s == null || s.nonNull() == 0) {
            return null;
        }
        if (s.kind() == Profile.Kind.TIME) {
            Learned.After after = shape.after().get(c.name());
            StringJoiner bases = new StringJoiner(", ", "[", "]");
            int kept = 0;
            for (String base : after == null ? List.<String>of() : after.bases()) {
                int dot = base.indexOf('.');
                if (dot < 0) { // a time of the same row
                    if (madeTime(shape, t, base)) {
                        bases.add(YamlText.quote(base));
                        kept++;
                    }
                    continue;
                }
                String fk = base.substring(0, dot);
                String col = base.substring(dot + 1);
                Catalog.ForeignKey key = t.foreignKeys().stream().filter(f -> f.columns().size() == 1
                        && f.columns().get(0).equals(fk)).findFirst().orElse(null);
                Catalog.Table parent = key == null ? null : catalog.table(key.refTable());
                Learned.TableShape parentShape = parent == null ? null : learned.tables().get(parent.name());
                // followed only where this row picks the parent row (gen: parent or ref) and its time is made by a
                // datetime the spec learned
                if (parent == null || parentShape == null || !picks.test(fk) || !madeTime(parentShape, parent, col)) {
                    continue;
                }
                // the owner's time is its parent's (PARENT.COLUMN); another reference's, the row it picks
                String first = fk.equalsIgnoreCase(owner) ? ownerParent : fk;
                bases.add(YamlText.quote(first + "." + col));
                kept++;
            }
            if (kept > 0) {
                return "gen: datetime, after: " + bases + ", quantiles: " + numbers(after.delays(), true);
            }
            if (s.quantiles() == null) {
                return null;
            }
            boolean date = c.dataType().toLowerCase(Locale.ROOT).equals("date");
            if (c.name().equals(shape.keyTime()) && ownRows && !date && s.quantiles()[0] < s.quantiles()[
                    s.quantiles().length - 1]) {
                return "gen: datetime, ordered: true, from: " + time(s.quantiles()[0]) + ", to: "
                        + time(s.quantiles()[s.quantiles().length - 1] + 1);
            }
            StringJoiner q = new StringJoiner(", ", "[", "]");
            for (double v : s.quantiles()) {
                q.add(time(v));
            }
            return "gen: datetime, quantiles: " + q;
        }
        if (s.kind() == Profile.Kind.NUMBER && s.quantiles() != null) {
            if (ColumnRules.isFlag(c)) {
                return "gen: bool, p: " + round(share(s.quantiles(), 0.5));
            }
            boolean whole = ColumnRules.isInteger(c) || c.dataType().toLowerCase(Locale.ROOT).matches(".*(int|serial).*")
                    || c.dataType().equalsIgnoreCase("year");
            if (whole) {
                return "gen: int, quantiles: " + numbers(s.quantiles(), true);
            }
            long scale = c.scale() != null && c.scale() >= 0 && c.scale() <= 30 ? c.scale() : 4;
            return "gen: decimal, scale: " + scale + ", quantiles: " + numbers(s.quantiles(), false);
        }
        if (s.members() != null && !s.members().isEmpty()) {
            if (ColumnRules.isFlag(c)) {
                long yes = s.members().stream().filter(m -> m.value() != null && m.value().matches("(?i)t|true|1|y"))
                        .mapToLong(Profile.Member::rows).sum();
                return "gen: bool, p: " + round((double) yes / s.nonNull());
            }
            StringJoiner values = new StringJoiner(", ", "{", "}");
            for (Profile.Member m : s.members()) {
                values.add(YamlText.quote(m.value()) + ": " + m.rows());
            }
            return "gen: choice, values: " + values;
        }
        if (s.kind() == Profile.Kind.TEXT && s.quantiles() != null && guessed != null
                && guessed.startsWith("gen: lorem, words: ")) {
            double perWord = Lorem.MEAN_LENGTH + 1;
            long most = c.length() == null ? Long.MAX_VALUE : c.length() / (Lorem.LONGEST + 1);
            double[] q = s.quantiles();
            long lo = Math.max(1, Math.round((q[2] + 1) / perWord));
            long hi = Math.min(most, Math.max(lo, Math.round((q[q.length - 3] + 1) / perWord)));
            return lo > hi ? null : "gen: lorem, words: " + lo + ".." + hi;
        }
        return null;
    }

    /**
     * Whether the spec makes {@code column} of {@code t} a datetime from what was learned: a time the learner measured
     * that is no key, so --learn writes its generator.
     */
    private static boolean madeTime(Learned.TableShape shape, Catalog.Table t, String column) {
        Learned.ColumnShape s = shape.columns().get(column);
        Catalog.Column c = t.column(column);
        return s != null && c != null && s.kind() == Profile.Kind.TIME && s.nonNull() > 0 && !t.inKey(column)
                && (s.quantiles() != null || shape.after().containsKey(column));
    }

    /** What was measured of a column, for a comment; null where nothing was. */
    static String describe(Learned.ColumnShape s) {
        if (s == null || s.rows() == 0) {
            return null;
        }
        List<String> parts = new ArrayList<>();
        parts.add(String.format(Locale.ROOT, "%.1f%% NULL", 100 * s.nullShare()));
        if (s.distinct() >= 0) {
            parts.add(String.format(Locale.ROOT, "%,d distinct", s.distinct()));
        }
        double[] q = s.quantiles();
        if (q != null) {
            int mid = q.length / 2;
            int p90 = (int) Math.round(0.9 * (q.length - 1));
            String what = s.kind() == Profile.Kind.TEXT ? "length " : "";
            if (s.kind() == Profile.Kind.TIME) {
                parts.add("from " + time(q[0]).replace("\"", "") + " to " + time(q[q.length - 1]).replace("\"", ""));
            } else {
                parts.add(what + "p50 " + plain(q[mid]) + ", p90 " + plain(q[p90]));
            }
        }
        if (s.members() != null) {
            parts.add(s.members().size() + " values");
        }
        return String.join(", ", parts);
    }

    /** The share of quantile points at or above {@code at}: a yes/no column's yes. */
    private static double share(double[] q, double at) {
        int above = 0;
        for (double v : q) {
            above += v >= at ? 1 : 0;
        }
        return (double) above / q.length;
    }

    private static String numbers(double[] q, boolean whole) {
        StringJoiner out = new StringJoiner(", ", "[", "]");
        for (double v : q) {
            out.add(whole ? Long.toString(Math.round(v)) : plain(v));
        }
        return out.toString();
    }

    private static String plain(double v) {
        if (v == Math.rint(v) && Math.abs(v) < 1e15) {
            return Long.toString((long) v);
        }
        return new java.math.BigDecimal(v).round(new java.math.MathContext(10)).stripTrailingZeros().toPlainString();
    }

    private static String round(double v) {
        return String.format(Locale.ROOT, "%.4f", Math.max(0, Math.min(1, v)));
    }

    private static String time(double epoch) {
        return "\"" + TIME.format(Instant.ofEpochSecond((long) Math.floor(epoch))) + "\"";
    }
}
