package seedgen.fromdb;

import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.StringJoiner;
import seedgen.catalog.Catalog;
import seedgen.catalog.Kind;
import seedgen.generate.Lorem;
import seedgen.model.ForeignKey;
import seedgen.profile.Learned;
import seedgen.profile.Learner;
import seedgen.profile.Profile;
import seedgen.run.Learning;

/**
 * The spec's words for what {@link seedgen.profile.Learner} measured of a column: its values as quantiles or a choice,
 * a time after its parents' with the delays measured, and a comment of the figures ({@link LearnedFanOuts} for a
 * fan-out).
 */
final class LearnedColumns {

    /**
     * The draws of a learned number or time spread over the table's rows, so that the rows hold the measured shares to
     * within one row: independent draws would miss a share by sampling noise, which on a few hundred rows, or at a
     * percentile that falls on the step between two values, is more than the shape can lose.
     */
    private static final Gen.Option SPREAD = new Gen.Option("exact", "true");

    private static final DateTimeFormatter TIME = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm:ss", Locale.ROOT)
            .withZone(ZoneOffset.UTC);

    private LearnedColumns() {
    }

    /**
     * {@code other: {...}}'s value: the values held by too few rows to copy, made up as long and of the same
     * characters; null where there are none (or none fits the column).
     */
    static String other(Catalog.Column c, Learned.ColumnShape s) {
        Learned.Rare rare = s.rare();
        long fits = c.length() == null ? Long.MAX_VALUE : c.length();
        if (rare == null || rare.shortest() > fits) {
            return null;
        }
        // no longer than the column, nor than the spec's made-up values go (longer rare values are made that long)
        long most = Math.min(fits, seedgen.spec.Spec.OTHER_LONGEST);
        long shortest = Math.min(rare.shortest(), most);
        long longest = Math.min(most, rare.longest());
        return "{weight: " + rare.rows() + ", length: " + (shortest == longest ? shortest : shortest + ".."
                + longest) + ", chars: " + rare.chars() + "}";
    }

    /** {@code gen} with the made-up values of {@link #other}, where there are any. */
    static Gen withOther(Gen gen, Catalog.Column c, Learned.ColumnShape s) {
        String other = other(c, s);
        return other == null ? gen : gen.with("other", other);
    }

    /**
     * The generator for column {@code c} from its shape, or null to keep {@code guessed}: a time after its parents',
     * spread in key order, or by its quantiles; a number by its quantiles; text of few values a choice of them with
     * their rows (values learned); prose ({@code gen: lorem}) its length's middle 90% in words.
     */
    static Gen generator(Learned learned, Learned.TableShape shape, Catalog catalog, Catalog.Table t,
            Catalog.Column c, Gen guessed, String owner, String ownerParent, boolean ownRows,
            java.util.function.Predicate<String> picks) {
        Learned.ColumnShape s = shape.columns().get(c.name());
        if (Moments.formatted(guessed) && guessed.option("format").startsWith("unix") && (s == null || s.nonNull() == 0
                || s.kind() != Profile.Kind.NUMBER || s.quantiles() == null)) {
            // Unix times measured are whole numbers, so a time that followed them cannot: one nothing was measured
            // of keeps the guess's own window
            return Moments.unfollowed(guessed);
        }
        if (s == null || s.nonNull() == 0) {
            return null;
        }
        if (s.kind() == Profile.Kind.TIME) {
            return timeGen(learned, shape, catalog, t, c, owner, ownerParent, ownRows, picks);
        }
        if (s.kind() == Profile.Kind.NUMBER && s.quantiles() != null) {
            if (ColumnRules.isFlag(c)) {
                return Gen.of("bool").with("p", round(s.quantiles().shareAtLeast(0.5)));
            }
            boolean whole = ColumnRules.isInteger(c) || c.kind() == Kind.YEAR;
            Learned.Quantiles q = s.members() == null ? s.quantiles() : steps(s.members());
            if (whole) {
                return Gen.of("int").with("quantiles", numbers(q, true)).with(List.of(SPREAD));
            }
            long scale = c.scale() != null && c.scale() >= 0 && c.scale() <= 30 ? c.scale()
                    : s.members() == null ? 4 : Math.min(30, decimals(s.members()));
            return Gen.of("decimal").with("scale", scale).with("quantiles", numbers(q, false)).with(List.of(SPREAD));
        }
        if (s.members() != null && !s.members().isEmpty()) {
            if (ColumnRules.isFlag(c)) {
                long yes = s.members().stream().filter(m -> m.value() != null && m.value().matches("(?i)t|true|1|y"))
                        .mapToLong(Profile.Member::rows).sum();
                return Gen.of("bool").with("p", round((double) yes / s.nonNull()));
            }
            StringJoiner values = new StringJoiner(", ", "{", "}");
            for (Profile.Member m : s.members()) {
                values.add(YamlText.quote(m.value()) + ": " + m.rows());
            }
            return withOther(Gen.of("choice").with("values", values.toString()), c, s);
        }
        if (s.kind() == Profile.Kind.TEXT && s.quantiles() != null && guessed != null
                && guessed.is("lorem") && guessed.opensWith("words")) {
            double perWord = Lorem.MEAN_LENGTH + 1;
            long most = c.length() == null ? Long.MAX_VALUE : c.length() / (Lorem.LONGEST + 1);
            Learned.Quantiles q = s.quantiles();
            long lo = Math.max(1, Math.round((q.at(0.05) + 1) / perWord));
            long hi = Math.min(most, Math.max(lo, Math.round((q.at(0.95) + 1) / perWord)));
            return lo > hi ? null : Gen.of("lorem").with("words", lo + ".." + hi);
        }
        return null;
    }

    /**
     * A time column's generator from what was learned: after the times it follows (of its row, or of the parent row
     * it picks), else in key order, else the quantiles measured; null when nothing of it was measured.
     */
    private static Gen timeGen(Learned learned, Learned.TableShape shape, Catalog catalog, Catalog.Table t,
            Catalog.Column c, String owner, String ownerParent, boolean ownRows,
            java.util.function.Predicate<String> picks) {
        Learned.ColumnShape s = shape.columns().get(c.name());
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
            ForeignKey key = t.foreignKeys().stream().filter(f -> f.columns().size() == 1
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
            // within the times measured: a chain of delays (a birth, a debut, a last game, a death) would
            // otherwise run past the end of the data
            Gen gen = Gen.of("datetime").with("after", bases.toString());
            // the rows still at the time they follow (unchanged: an updated_at never updated) drawn apart from the
            // delays of the others
            gen = after.unchanged() > 0 ? gen.with("unchanged", share(after.unchanged())) : gen;
            gen = gen.with("quantiles", numbers(after.delays(), true));
            return s.quantiles() == null ? gen : gen.with("since", time(s.quantiles().min()))
                    .with("until", time(s.quantiles().max()));
        }
        if (s.quantiles() == null) {
            return null;
        }
        boolean date = c.kind() == Kind.DATE;
        if (c.name().equals(shape.keyTime()) && ownRows && !date && s.quantiles().min() < s.quantiles().max()) {
            return ColumnRules.ORDERED.with("from", time(s.quantiles().min()))
                    .with("to", time(s.quantiles().max() + 1));
        }
        return Gen.of("datetime").with("quantiles", times(s.quantiles())).with(List.of(SPREAD));
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

    /** The generators of words whose lengths {@code lengths:} fits (the spec's {@code GeneratorFactory.FITTED}). */
    private static final List<String> FITTED = List.of("faker", "first_name", "last_name", "lorem");

    /**
     * {@code gen} with the text lengths measured ({@code lengths: {0: 2, 0.5: 9, ...}}) where it is a generator of
     * words (a guessed city, name or model) and the column holds text of many values, so that the values keep the
     * application's lengths (its states two letters, its given names two words); {@code gen} as it is otherwise.
     */
    static Gen fitted(Gen gen, Learned.ColumnShape s) {
        if (gen == null || s == null || s.kind() != Profile.Kind.TEXT || s.quantiles() == null
                || s.members() != null && !s.members().isEmpty() || gen.has("lengths")
                || !FITTED.contains(gen.kind()) || (gen.is("faker") || gen.is("lorem")) && gen.options().isEmpty()) {
            return gen;
        }
        return gen.with("lengths", numbers(s.quantiles(), true));
    }

    /**
     * A code ({@code gen: code}, a text key's guess) as long as the values' median length (a player id of 9 characters
     * in a VARCHAR(10), most of Lahman's 9 and a few 8 or 7), else {@code gen} as it is. Every code is then that long,
     * which keeps the median and the upper quantiles; kept only where the codes of that length outnumber the rows a
     * thousand times (36^length), so the key stays unique at any --scale up to 1,000, as the compiler checks.
     */
    static Gen codeLength(Gen gen, Learned.ColumnShape s) {
        if (!UniqueKeys.isCode(gen) || s == null || s.kind() != Profile.Kind.TEXT || s.quantiles() == null) {
            return gen;
        }
        long measured = Math.round(s.quantiles().at(0.5));
        if (measured < 1 || measured >= gen.longOption("length", 0)
                || Math.pow(36, measured) < 1000.0 * Math.max(1, s.rows())) {
            return gen;
        }
        return gen.replacing("length", Long.toString(measured));
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
        Learned.Quantiles q = s.quantiles();
        if (q != null) {
            String what = s.kind() == Profile.Kind.TEXT ? "length " : "";
            if (s.kind() == Profile.Kind.TIME) {
                parts.add("from " + time(q.min()).replace("\"", "") + " to " + time(q.max()).replace("\"", ""));
            } else {
                parts.add(what + "p50 " + figure(q.at(0.5)) + ", p90 " + figure(q.at(0.9)) + ", p99 "
                        + figure(q.at(0.99)) + ", most " + figure(q.max()));
            }
        }
        if (s.members() != null) {
            parts.add(s.members().size() + " values" + (s.rare() == null ? "" : String.format(Locale.ROOT,
                    " and %d on fewer than %d rows each, %,d rows together", s.rare().values(), Learning.LEAST_ROWS,
                    s.rare().rows())));
        }
        return String.join(", ", parts);
    }

    /**
     * A number's few values as quantiles that keep each at its measured share: flat from the rank its rows start at
     * to the rank they end at, and a step to the next value over a billionth of the ranks, so a draw lands on a value
     * measured with its weight (and between two of them once in about a billion draws).
     */
    static Learned.Quantiles steps(List<Profile.Member> members) {
        List<double[]> sorted = members.stream().map(m -> new double[] {Double.parseDouble(m.value()), m.rows()})
                .sorted(java.util.Comparator.comparingDouble(v -> v[0])).toList();
        double total = sorted.stream().mapToDouble(v -> v[1]).sum();
        List<Double> ranks = new ArrayList<>();
        List<Double> values = new ArrayList<>();
        double seen = 0;
        for (int i = 0; i < sorted.size(); i++) {
            double start = i == 0 ? 0 : seen / total + STEP;
            seen += sorted.get(i)[1];
            double end = i == sorted.size() - 1 ? 1 : seen / total;
            ranks.add(start);
            values.add(sorted.get(i)[0]);
            if (end > start) {
                ranks.add(end);
                values.add(sorted.get(i)[0]);
            }
        }
        if (ranks.size() == 1) {
            ranks.add(1.0);
            values.add(values.get(0));
        }
        return new Learned.Quantiles(ranks.stream().mapToDouble(Double::doubleValue).toArray(),
                values.stream().mapToDouble(Double::doubleValue).toArray());
    }

    /** The rank a step from one value to the next takes: a value between two measured ones is that rare. */
    private static final double STEP = 1e-9;

    /** The most digits after the point among numbers written as text. */
    private static int decimals(List<Profile.Member> members) {
        int most = 0;
        for (Profile.Member m : members) {
            String v = new java.math.BigDecimal(m.value()).stripTrailingZeros().toPlainString();
            int dot = v.indexOf('.');
            most = Math.max(most, dot < 0 ? 0 : v.length() - dot - 1);
        }
        return most;
    }

    /**
     * {@code {0: 1, 0.05: 2, ..., 0.999: 700, 1: 1301}}: quantiles at their ranks, whole or as measured, without the
     * points a straight line between their neighbours already gives (a run of zeros is its first and last point), so
     * the draws are the same and the spec shorter.
     */
    static String numbers(Learned.Quantiles q, boolean whole) {
        double[] v = q.values().clone();
        if (whole) {
            for (int i = 0; i < v.length; i++) {
                v[i] = Math.round(v[i]);
            }
        }
        boolean[] keep = needed(q.ranks(), v);
        StringJoiner out = new StringJoiner(", ", "{", "}");
        for (int i = 0; i < v.length; i++) {
            if (keep[i]) {
                out.add(rank(q.ranks()[i]) + ": " + (whole ? Long.toString((long) v[i]) : plain(v[i])));
            }
        }
        return out.toString();
    }

    /** The points of a piecewise straight line that are not on the line between the kept ones around them. */
    static boolean[] needed(double[] x, double[] y) {
        boolean[] keep = new boolean[x.length];
        keep[0] = true;
        keep[x.length - 1] = true;
        int last = 0;
        for (int i = 1; i < x.length - 1; i++) {
            // on the line from the last kept point to the next point: the line through it is the same
            double slope = (y[i + 1] - y[last]) / (x[i + 1] - x[last]);
            double expect = y[last] + slope * (x[i] - x[last]);
            if (Math.abs(expect - y[i]) > 1e-9 * Math.max(1, Math.abs(y[i]))) {
                keep[i] = true;
                last = i;
            }
        }
        return keep;
    }

    /** Times at their ranks, {@code {0: "2013-01-01 00:00:00", ..., 1: "2013-12-30 23:00:00"}}, to the second. */
    static String times(Learned.Quantiles quantiles) {
        StringJoiner q = new StringJoiner(", ", "{", "}");
        double[] seconds = java.util.Arrays.stream(quantiles.values()).map(Math::floor).toArray();
        boolean[] keep = needed(quantiles.ranks(), seconds);
        for (int i = 0; i < seconds.length; i++) {
            if (keep[i]) {
                q.add(rank(quantiles.ranks()[i]) + ": " + time(seconds[i]));
            }
        }
        return q.toString();
    }

    /** A rank as YAML reads it back: 0, 0.025, 0.9999, 1, or a measured share to 15 digits. */
    private static String rank(double p) {
        return p == 0 ? "0" : p == 1 ? "1" : new java.math.BigDecimal(p).round(new java.math.MathContext(15))
                .stripTrailingZeros().toPlainString();
    }

    /** A figure for a comment: whole, or to ten significant digits. */
    private static String figure(double v) {
        if (v == Math.rint(v) && Math.abs(v) < 1e15) {
            return Long.toString((long) v);
        }
        return new java.math.BigDecimal(v).round(new java.math.MathContext(10)).stripTrailingZeros().toPlainString();
    }

    /**
     * A measured value as the spec writes it: whole, or the shortest decimal that reads back as the same double, so a
     * DOUBLE column's values (a wind speed of 10.357019999999999) are the source's, not ten digits of them.
     */
    private static String plain(double v) {
        if (v == Math.rint(v) && Math.abs(v) < 1e15) {
            return Long.toString((long) v);
        }
        return java.math.BigDecimal.valueOf(v).stripTrailingZeros().toPlainString();
    }

    /**
     * A share above 0 and below 1 as a spec writes it: four places, or two significant digits where four places
     * would round it to 0 (one NULL in 26,000 rows is 0.000038, not 0) or to 1.
     */
    static String share(double v) {
        double s = Math.max(0, Math.min(1, v));
        if (s > 0 && s < 0.00005 || s < 1 && s > 0.99995) {
            double small = s < 0.5 ? s : 1 - s;
            java.math.BigDecimal d = new java.math.BigDecimal(small).round(new java.math.MathContext(2));
            return (s < 0.5 ? d : java.math.BigDecimal.ONE.subtract(d)).stripTrailingZeros().toPlainString();
        }
        return String.format(Locale.ROOT, "%.4f", s);
    }

    private static String round(double v) {
        return String.format(Locale.ROOT, "%.4f", Math.max(0, Math.min(1, v)));
    }

    static String time(double epoch) {
        return "\"" + TIME.format(Instant.ofEpochSecond((long) Math.floor(epoch))) + "\"";
    }
}
