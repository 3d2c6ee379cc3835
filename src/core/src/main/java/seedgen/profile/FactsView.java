package seedgen.profile;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Function;

/**
 * The facts across a table's columns that its page shows: of each kind, the strongest few that hold on either side
 * (a fact the copy lost shows as much as one it made up), each with its figure on both sides and a flag where they
 * differ by more than {@value #DIFFERS}. Chosen here rather than in the page's script, so that tests hold the choice.
 */
final class FactsView {

    /** Facts of each kind shown: more is a list nobody reads; the group's heading says how many were measured. */
    static final int TOP = 8;
    /**
     * A share of the rows holding an order or a NULL together that makes it a fact: nine rows in ten (an order held
     * by at most one row in ten is the reverse order, or equality, held by nine).
     */
    static final double HELD = 0.9;
    /**
     * How far above what the columns give apart a share must be to make a fact across them: a column NULL on 95% of
     * the rows is NULL on about 95% of any other's NULL rows without being NULL "together" with it; a delay is below
     * a distance in most rows only because delays are small.
     */
    static final double LIFT = 0.1;
    /** The weakest rank correlation shown: below it a plot of the pair looks like noise. */
    static final double RANKED = 0.3;
    /** The weakest dependence (Cramér's V) shown. */
    static final double DEPENDENT = 0.1;
    /** A copy's figure further than this from its source's is flagged: the bound the learner is held to. */
    static final double DIFFERS = 0.05;

    private FactsView() {
    }

    /** One fact: what it says, its figure on the page's side and on the other (null where it was not measured). */
    record Row(String fact, Double main, Double against, boolean differs) {
    }

    /**
     * Facts of one kind: a heading, how the figures read ({@code share} of rows, or a {@code coefficient}), how many
     * pairs each side measured (null for a side that is not there), and the rows shown.
     */
    record Group(String title, String figure, int measured, Integer measuredAgainst, List<Row> rows) {
    }

    /** The groups of {@code main}'s table, beside {@code against}'s table of the same name (null where none). */
    static List<Group> of(Profile.TableProfile main, Profile.TableProfile against) {
        List<Profile.TableProfile> sides = against == null ? List.of(main) : List.of(main, against);
        return List.of(nulls(sides), orders(sides), ranks(sides), categories(sides));
    }

    /** A fact as each side reads it: its figure, and how strongly it holds there (0 where it does not qualify). */
    private interface Reading {
        Double figure(Profile.TableProfile side);

        double strength(Profile.TableProfile side);
    }

    private static Group group(String title, String figure, List<Profile.TableProfile> sides,
            Function<Facts, Integer> measured, Map<String, Reading> candidates) {
        record Scored(String fact, Reading reading, double strength) {
        }
        List<Scored> held = new ArrayList<>();
        candidates.forEach((fact, reading) -> {
            double strength = sides.stream().mapToDouble(reading::strength).max().orElse(0);
            if (strength > 0) {
                held.add(new Scored(fact, reading, strength));
            }
        });
        held.sort(Comparator.comparingDouble(Scored::strength).reversed());
        List<Row> rows = new ArrayList<>();
        for (Scored s : held.subList(0, Math.min(TOP, held.size()))) {
            Double a = s.reading().figure(sides.get(0));
            Double b = sides.size() > 1 ? s.reading().figure(sides.get(1)) : null;
            rows.add(new Row(s.fact(), a, b, a != null && b != null && Math.abs(a - b) > DIFFERS));
        }
        Facts first = sides.get(0).facts();
        Facts second = sides.size() > 1 ? sides.get(1).facts() : null;
        return new Group(title, figure, first == null ? 0 : measured.apply(first),
                second == null ? null : measured.apply(second), rows);
    }

    private static boolean same(String x, String y) {
        return x.equalsIgnoreCase(y);
    }

    private static <T> T pair(List<T> list, Function<T, String> a, Function<T, String> b, String x, String y) {
        for (T t : list) {
            if (same(a.apply(t), x) && same(b.apply(t), y) || same(a.apply(t), y) && same(b.apply(t), x)) {
                return t;
            }
        }
        return null;
    }

    private static Profile.ColumnProfile column(Profile.TableProfile t, String name) {
        return t.columns().stream().filter(c -> same(c.name(), name)).findFirst().orElse(null);
    }

    private static String key(String a, String b) {
        return a.toLowerCase(Locale.ROOT) + "\u0000" + b.toLowerCase(Locale.ROOT);
    }

    // ------------------------------------------------------------------------------------------- NULL together

    private static Group nulls(List<Profile.TableProfile> sides) {
        Map<String, Reading> candidates = new LinkedHashMap<>();
        for (Profile.TableProfile side : sides) {
            if (side.facts() == null) {
                continue;
            }
            for (Facts.NullPair p : side.facts().nulls()) {
                for (NullWhere d : List.of(new NullWhere(p.a(), p.b()), new NullWhere(p.b(), p.a()))) {
                    candidates.putIfAbsent(d.label(), d);
                }
            }
        }
        return group("NULL together (each pair both ways)", "share", sides, f -> f.nulls().size(), candidates);
    }

    /** {@code then} is NULL on the rows where {@code given} is: its share of them. */
    private record NullWhere(String given, String then) implements Reading {

        String label() {
            return then + " is NULL where " + given + " is";
        }

        @Override
        public Double figure(Profile.TableProfile side) {
            Profile.ColumnProfile g = column(side, given);
            Profile.ColumnProfile t = column(side, then);
            if (g == null || t == null || g.nonNull() == g.rows()) {
                return null; // no row where given is NULL: nothing to tell
            }
            if (t.nonNull() == t.rows()) {
                return 0.0;
            }
            Facts.NullPair p = side.facts() == null ? null
                    : pair(side.facts().nulls(), Facts.NullPair::a, Facts.NullPair::b, given, then);
            if (p == null) {
                return null; // past the columns paired
            }
            return same(p.a(), given) ? p.bGivenA() : p.aGivenB();
        }

        @Override
        public double strength(Profile.TableProfile side) {
            Double share = figure(side);
            Profile.ColumnProfile t = column(side, then);
            if (share == null || t == null || share < HELD || share - t.nullShare() < LIFT) {
                return 0;
            }
            return share;
        }
    }

    // ------------------------------------------------------------------------------------------- orders

    private static Group orders(List<Profile.TableProfile> sides) {
        Map<String, Reading> candidates = new LinkedHashMap<>();
        Map<String, String> pairs = new LinkedHashMap<>();
        for (Profile.TableProfile side : sides) {
            if (side.facts() == null) {
                continue;
            }
            for (Facts.Order o : side.facts().orders()) {
                Relation r = Relation.held(o);
                String pair = key(o.a(), o.b());
                if (r != null && !pairs.containsKey(pair) && !pairs.containsKey(key(o.b(), o.a()))) {
                    pairs.put(pair, "");
                    OrderOf reading = new OrderOf(o.a(), o.b(), r);
                    candidates.put(o.a() + " " + r.symbol + " " + o.b(), reading);
                }
            }
        }
        return group("Order within a row (of the rows with both)", "share", sides, f -> f.orders().size(), candidates);
    }

    /** How two values of a row compare: a strict order or equality first, else one that allows equality. */
    enum Relation {
        LESS("<"), GREATER(">"), EQUAL("="), AT_MOST("\u2264"), AT_LEAST("\u2265");

        final String symbol;

        Relation(String symbol) {
            this.symbol = symbol;
        }

        /** The share of {@code o}'s rows compared that hold this relation. */
        double share(Facts.Order o) {
            if (o.compared() == 0) {
                return 0;
            }
            long n = switch (this) {
                case LESS -> o.less();
                case GREATER -> o.greater();
                case EQUAL -> o.equal();
                case AT_MOST -> o.less() + o.equal();
                case AT_LEAST -> o.greater() + o.equal();
            };
            return (double) n / o.compared();
        }

        /** The same relation read from b to a. */
        Relation reversed() {
            return switch (this) {
                case LESS -> GREATER;
                case GREATER -> LESS;
                case EQUAL -> EQUAL;
                case AT_MOST -> AT_LEAST;
                case AT_LEAST -> AT_MOST;
            };
        }

        /** The first relation (in this order) that {@value FactsView#HELD} of {@code o}'s rows hold, or null. */
        static Relation held(Facts.Order o) {
            for (Relation r : values()) {
                if (r.share(o) >= HELD) {
                    return r;
                }
            }
            return null;
        }
    }

    private record OrderOf(String a, String b, Relation relation) implements Reading {

        @Override
        public Double figure(Profile.TableProfile side) {
            Facts.Order o = side.facts() == null ? null
                    : pair(side.facts().orders(), Facts.Order::a, Facts.Order::b, a, b);
            if (o == null || o.compared() == 0) {
                return null;
            }
            return same(o.a(), a) ? relation.share(o) : relation.reversed().share(o);
        }

        /**
         * How much more often the order holds than the two columns' values would give if they were drawn apart (from
         * their histograms), where it holds on {@value FactsView#HELD} of the
         * rows and that much is at least {@value FactsView#LIFT}: a key above every delay, or a delay below a
         * distance, holds its order by the columns' ranges alone, and says nothing of a row.
         */
        @Override
        public double strength(Profile.TableProfile side) {
            Double share = figure(side);
            Profile.ColumnProfile x = column(side, a);
            Profile.ColumnProfile y = column(side, b);
            if (share == null || share < HELD || x == null || y == null || x.min() == null || y.min() == null) {
                return 0;
            }
            double apart = switch (relation) {
                case LESS, AT_MOST -> less(x, y);
                case GREATER, AT_LEAST -> less(y, x);
                case EQUAL -> 0;
            };
            double lift = share - apart;
            return lift < LIFT ? 0 : lift;
        }
    }

    /**
     * The share of pairs of values, one of each column drawn apart, with x's below y's, from their histograms: each
     * bin of x's at its middle, weighted by its rows. From their ranges where either has none (0 or 1 where one lies
     * wholly below the other, else one half).
     */
    static double less(Profile.ColumnProfile x, Profile.ColumnProfile y) {
        long xs = x.histogram().stream().mapToLong(Profile.Bin::rows).sum();
        long ys = y.histogram().stream().mapToLong(Profile.Bin::rows).sum();
        if (xs == 0 || ys == 0) {
            return x.max() < y.min() ? 1 : y.max() < x.min() ? 0 : 0.5;
        }
        double below = 0;
        for (Profile.Bin b : x.histogram()) {
            below += (double) b.rows() / xs * (1 - cdf(y.histogram(), ys, (b.from() + b.to()) / 2));
        }
        return below;
    }

    /** The share of the {@code total} rows of histogram {@code bins} below {@code v}, spread evenly in each bin. */
    static double cdf(List<Profile.Bin> bins, long total, double v) {
        double below = 0;
        for (Profile.Bin b : bins) {
            if (v >= b.to()) {
                below += b.rows();
            } else if (v > b.from()) {
                below += b.rows() * (v - b.from()) / (b.to() - b.from());
            }
        }
        return below / total;
    }

    // ------------------------------------------------------------------------------------------- ranks, categories

    private static Group ranks(List<Profile.TableProfile> sides) {
        Map<String, Reading> candidates = new LinkedHashMap<>();
        for (Profile.TableProfile side : sides) {
            if (side.facts() != null) {
                for (Facts.Rank r : side.facts().ranks()) {
                    Coefficient<?> c = new Coefficient<>(r.a(), r.b(), RANKED, f -> f.ranks(), Facts.Rank::a,
                            Facts.Rank::b, Facts.Rank::rho);
                    candidates.putIfAbsent(r.a() + ", " + r.b(), c);
                }
            }
        }
        return group("Rank correlation (Spearman's \u03c1, of the rows with both)", "coefficient", sides,
                f -> f.ranks().size(), dedupe(candidates));
    }

    private static Group categories(List<Profile.TableProfile> sides) {
        Map<String, Reading> candidates = new LinkedHashMap<>();
        for (Profile.TableProfile side : sides) {
            if (side.facts() != null) {
                for (Facts.Categories k : side.facts().categories()) {
                    Coefficient<?> c = new Coefficient<>(k.a(), k.b(), DEPENDENT, f -> f.categories(),
                            Facts.Categories::a, Facts.Categories::b, Facts.Categories::v);
                    candidates.putIfAbsent(k.a() + " by " + k.b(), c);
                }
            }
        }
        return group("Columns of few values that depend on each other (Cram\u00e9r's V)", "coefficient", sides,
                f -> f.categories().size(), dedupe(candidates));
    }

    /** The candidates with each pair once, whichever order a side named it in. */
    private static Map<String, Reading> dedupe(Map<String, Reading> candidates) {
        Map<String, Reading> out = new LinkedHashMap<>();
        java.util.Set<String> seen = new java.util.HashSet<>();
        candidates.forEach((label, r) -> {
            Coefficient<?> c = (Coefficient<?>) r;
            if (seen.add(key(c.a(), c.b())) && seen.add(key(c.b(), c.a()))) {
                out.put(label, r);
            }
        });
        return out;
    }

    /** A coefficient of a pair (rho, V), shown where its size is at least {@code least} on either side. */
    private record Coefficient<T>(String a, String b, double least, Function<Facts, List<T>> list,
            Function<T, String> first, Function<T, String> second, Function<T, Double> value) implements Reading {

        @Override
        public Double figure(Profile.TableProfile side) {
            T t = side.facts() == null ? null : pair(list.apply(side.facts()), first, second, a, b);
            return t == null ? null : value.apply(t);
        }

        @Override
        public double strength(Profile.TableProfile side) {
            Double v = figure(side);
            return v == null || Math.abs(v) < least ? 0 : Math.abs(v);
        }
    }
}
