package seedgen.fromdb;

import java.util.HashMap;
import java.util.HashSet;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import seedgen.catalog.Catalog;
import seedgen.profile.Facts;
import seedgen.profile.Learned;

/**
 * The facts across the columns of one table that a learned spec keeps, decided column by column in the table's order
 * (a column follows only one made before it, so no two follow each other):
 * <ul>
 *   <li>columns NULL together ({@code null_with:}): a column whose NULLs fall where an earlier one's do (a cancelled
 *       flight's times and delays), at {@value #TOGETHER} of the rows or more;</li>
 *   <li>a number after another ({@code after:} with the differences measured): where the two keep an order on
 *       {@value seedgen.profile.Learner#ORDERED} of the rows or more, the differences spread less than half as wide
 *       as the later's values, and the later is NULL wherever the earlier is (an arrival time after the
 *       departure's);</li>
 *   <li>a rank correlation ({@code correlate:}): two numbers or times that move together, at least
 *       {@value #CORRELATED} either way, each drawn from its own quantiles (a departure delay and an arrival delay);
 *       </li>
 *   <li>a category given another ({@code given:}): a column of few values whose weights depend on an earlier
 *       one's value (Cramér's V of {@value seedgen.profile.Learner#DEPENDENT} or more), with the weights measured for
 *       each of its values.</li>
 * </ul>
 * What is not kept: correlations among more than two columns beyond a chain of pairs, and facts between columns
 * whose generators are not learned (keys, guessed text). References that depend on each other are the spec writer's
 * ({@code given:} with counts).
 */
final class CrossColumns {

    /** The share of one column's NULLs that must be the other's for the two to be NULL together. */
    static final double TOGETHER = 0.98;
    /** The widest middle half of a difference, against the value's own, for a number to follow another. */
    static final double TIGHT = 0.5;
    /** The weakest rank correlation kept; weaker ones are left independent. */
    static final double CORRELATED = 0.3;

    private final Learned.TableShape shape;
    private final Facts facts;
    /** Columns made so far whose generator draws from learned quantiles alone: a copula's partners. */
    private final Set<String> drawn = new HashSet<>();
    /** Learned choices made so far: what a later choice may be given. */
    private final Set<String> choices = new HashSet<>();
    /** Columns made so far with a NULL share: those a later column's NULLs may fall with. */
    private final Map<String, Double> nulled = new HashMap<>();
    /**
     * References whose target's rows are dealt their measured counts exactly (the owner under per: with exact: true, a
     * ref with fanout: and exact: true), with those counts: a later choice may be given them by count.
     */
    private final Map<String, Set<Long>> dealt = new HashMap<>();

    CrossColumns(Learned.TableShape shape) {
        this.shape = shape;
        this.facts = shape == null ? null : shape.facts();
    }

    /**
     * {@code column} refers to rows dealt exactly the counts of {@code f}: a choice depending on it is given by the
     * count its row was dealt ({@code given: {column, counts: {...}}}), where the facts were read over every row (so
     * each value's rows are its count).
     */
    void dealt(String column, Learned.FanOut f) {
        if (f != null && facts != null && facts.rows() == shape.rows()) {
            Set<Long> counts = new HashSet<>();
            f.counts().forEach(k -> counts.add(k.children()));
            dealt.put(column, counts);
        }
    }

    /** {@code gen}, the generator {@code c} is getting, with what an earlier column's facts add to it. */
    Gen adjust(Catalog.Column c, Gen gen) {
        if (facts == null || gen == null) {
            return gen;
        }
        Gen out = gen;
        // a number of few values keeps its values and their exact shares: neither a difference nor a copula keeps
        // either (a difference makes values between the measured ones; a copula's draws are no longer spread evenly)
        Learned.ColumnShape self = shape.columns().get(c.name());
        boolean few = self != null && self.members() != null;
        Learned.Difference d = few ? null : difference(c.name(), gen);
        if (d != null) {
            Learned.ColumnShape s = shape.columns().get(c.name());
            boolean whole = gen.is("int");
            out = whole ? Gen.of("int") : Gen.of("decimal").with("scale", gen.option("scale"));
            out = out.with("after", YamlText.yamlName(d.a()))
                    .with("quantiles", LearnedColumns.numbers(d.quantiles(), whole))
                    .with("min", bound(s.quantiles().min(), whole)).with("max", bound(s.quantiles().max(), whole));
        } else if (quantiled(gen) && !few) {
            Facts.Rank r = partner(c.name());
            if (r != null) {
                out = gen.with("correlate", "{with: " + YamlText.yamlName(r.a()) + ", rank: "
                        + String.format(Locale.ROOT, "%.4f", r.rho()) + "}");
            }
        }
        if (quantiled(out) && !out.has("after")) {
            drawn.add(c.name());
        }
        if (Checks.choice(out, false) && !out.has("distinct")) {
            String given = given(c.name());
            out = given == null ? out : out.with("given", given);
            choices.add(c.name());
        }
        return out;
    }

    /**
     * {@code c} is a learned choice the spec writer made itself (a member of a composite key, with distinct:): a later
     * choice may be given it.
     */
    void choiceMade(Catalog.Column c, Gen gen) {
        if (Checks.choice(gen, false)) {
            choices.add(c.name());
        }
    }

    /**
     * {@code given:}'s value, {@code {column: A, values: {...}}}, where a column of few values depends on an earlier
     * one ({@code A}, a learned choice too; Cramér's V of {@value seedgen.profile.Learner#DEPENDENT} or more): each of
     * A's values with this column's weights on the rows holding it, from the rows read. Else null.
     */
    private String given(String column) {
        Learned.ColumnShape own = shape.columns().get(column);
        if (own == null || own.members() == null) {
            return null;
        }
        Set<String> members = new HashSet<>();
        own.members().forEach(m -> members.add(m.value()));
        Facts.Categories best = null;
        for (Facts.Categories k : facts.categories()) {
            if (k.b().equals(column) && (choices.contains(k.a()) || dealt.containsKey(k.a())) && !k.cells().isEmpty()
                    && k.v() >= seedgen.profile.Learner.DEPENDENT && (best == null || k.v() > best.v())) {
                best = k;
            }
        }
        if (best == null) {
            return null;
        }
        if (dealt.containsKey(best.a())) {
            return byCount(best, members);
        }
        Map<String, java.util.StringJoiner> by = new java.util.LinkedHashMap<>();
        for (Facts.Cell cell : best.cells()) {
            if (cell.a() != null && cell.b() != null && members.contains(cell.b())) {
                by.computeIfAbsent(cell.a(), a -> new java.util.StringJoiner(", ", "{", "}"))
                        .add(YamlText.quote(cell.b()) + ": " + cell.rows());
            }
        }
        if (by.isEmpty()) {
            return null;
        }
        java.util.StringJoiner values = new java.util.StringJoiner(", ", "{", "}");
        by.forEach((a, weights) -> values.add(YamlText.quote(a) + ": " + weights));
        return "{column: " + YamlText.yamlName(best.a()) + ", values: " + values + "}";
    }

    /**
     * {@code given:}'s value, {@code {column: A, counts: {...}}}: A's rows are made anew (a carrier's code is not the
     * source's), so each source row of A is known by the count of rows referring to it, which the copy deals exactly;
     * the weights of rows whose A was dealt one count are those of the source rows of that count together. Null where
     * a value's rows are no count dealt (rows the facts did not read).
     */
    private String byCount(Facts.Categories k, Set<String> members) {
        Map<String, Long> countOf = new HashMap<>();
        for (Facts.Cell cell : k.cells()) {
            if (cell.a() != null) {
                countOf.merge(cell.a(), cell.rows(), Long::sum);
            }
        }
        Map<Long, Map<String, Long>> byCount = new java.util.TreeMap<>(java.util.Comparator.reverseOrder());
        for (Facts.Cell cell : k.cells()) {
            if (cell.a() == null || cell.b() == null || !members.contains(cell.b())) {
                continue;
            }
            long count = countOf.get(cell.a());
            if (!dealt.get(k.a()).contains(count)) {
                return null;
            }
            byCount.computeIfAbsent(count, n -> new java.util.LinkedHashMap<>()).merge(cell.b(), cell.rows(), Long::sum);
        }
        if (byCount.isEmpty()) {
            return null;
        }
        java.util.StringJoiner counts = new java.util.StringJoiner(", ", "{", "}");
        byCount.forEach((n, weights) -> {
            java.util.StringJoiner w = new java.util.StringJoiner(", ", "{", "}");
            weights.forEach((b, rows) -> w.add(YamlText.quote(b) + ": " + rows));
            counts.add(n + ": " + w);
        });
        return "{column: " + YamlText.yamlName(k.a()) + ", counts: " + counts + "}";
    }

    /**
     * {@code , null_with: A} where {@code c}, about to get a NULL share of {@code share}, is NULL wherever an earlier
     * column with NULLs is (or that column wherever c is), else "". The column's NULLs are then drawn with A's, so
     * the one of the smaller share is NULL only where the other is.
     */
    String nullWith(Catalog.Column c, double share) {
        if (facts == null || share <= 0) {
            return "";
        }
        String with = null;
        double best = 0;
        for (Facts.NullPair p : facts.nulls()) {
            String other = p.b().equals(c.name()) ? p.a() : p.a().equals(c.name()) ? p.b() : null;
            if (other == null || !nulled.containsKey(other)) {
                continue;
            }
            long smaller = Math.min(p.nullA(), p.nullB());
            double together = smaller == 0 ? 0 : (double) p.both() / smaller;
            if (together >= TOGETHER && together > best) {
                best = together;
                with = other;
            }
        }
        nulled.put(c.name(), share);
        return with == null ? "" : ", null_with: " + YamlText.yamlName(with);
    }

    /**
     * The measured difference of {@code column} from an earlier number it keeps an order with, where its generator is
     * a learned number, the earlier one's is too, and {@code column} is NULL wherever the earlier one is.
     */
    private Learned.Difference difference(String column, Gen gen) {
        if (!(gen.is("int") && gen.opensWith("quantiles")) && !(gen.is("decimal") && gen.opensWith("scale"))) {
            return null;
        }
        for (Learned.Difference d : shape.differences()) {
            if (!d.b().equals(column) || !drawn.contains(d.a())
                    || d.lessShare() < seedgen.profile.Learner.ORDERED && 1 - d.lessShare() < seedgen.profile.Learner.ORDERED) {
                continue;
            }
            if (nullsFollow(d.a(), d.b()) && tight(d)) {
                return d;
            }
        }
        return null;
    }

    /**
     * Whether {@code d.b()} lies closer to {@code d.a()} than its own spread: the middle half of the differences spans
     * at most {@value #TIGHT} of the middle half of b's values. Two numbers of other scales keep an order by their
     * scales alone (a year before a month); only a difference tighter than the value says more than its quantiles do.
     */
    private boolean tight(Learned.Difference d) {
        Learned.ColumnShape b = shape.columns().get(d.b());
        if (b == null || b.quantiles() == null) {
            return false;
        }
        double spread = b.quantiles().at(0.75) - b.quantiles().at(0.25);
        double apart = d.quantiles().at(0.75) - d.quantiles().at(0.25);
        return spread > 0 && apart <= TIGHT * spread;
    }

    /** Whether {@code b} is NULL wherever {@code a} is (or {@code a} never is). */
    private boolean nullsFollow(String a, String b) {
        Learned.ColumnShape sa = shape.columns().get(a);
        if (sa == null || sa.nonNull() == sa.rows()) {
            return true;
        }
        for (Facts.NullPair p : facts.nulls()) {
            if (p.a().equals(a) && p.b().equals(b)) {
                return p.bGivenA() >= TOGETHER;
            }
            if (p.a().equals(b) && p.b().equals(a)) {
                return p.aGivenB() >= TOGETHER;
            }
        }
        return false;
    }

    /** The earlier column drawn from its quantiles that {@code column} ranks with most, at least CORRELATED. */
    private Facts.Rank partner(String column) {
        Facts.Rank best = null;
        for (Facts.Rank r : facts.ranks()) {
            if (r.b().equals(column) && drawn.contains(r.a()) && Math.abs(r.rho()) >= CORRELATED
                    && (best == null || Math.abs(r.rho()) > Math.abs(best.rho()))) {
                best = r;
            }
        }
        return best;
    }

    /** Whether {@code gen} draws a number or a time from quantiles alone. */
    private static boolean quantiled(Gen gen) {
        return (gen.is("int") && gen.opensWith("quantiles") || gen.is("decimal") && gen.opensWith("scale")
                || gen.is("datetime") && gen.opensWith("quantiles")) && gen.has("quantiles");
    }

    private static String bound(double v, boolean whole) {
        return whole ? Long.toString(Math.round(v)) : new java.math.BigDecimal(v).round(new java.math.MathContext(12))
                .stripTrailingZeros().toPlainString();
    }
}
