package seedgen.fromdb;

import static seedgen.fromdb.YamlText.yamlName;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.StringJoiner;
import seedgen.catalog.Catalog;
import seedgen.model.ForeignKey;
import seedgen.profile.KeyShapes;
import seedgen.profile.Learned;
import seedgen.profile.Profile;

/**
 * A primary key of several columns, made as the learner measured it, so that no member is made unique on its own
 * (which would cap the table at the member's type: 32,767 rows for a SMALLINT stint) and each keeps its meaning.
 * <ul>
 *   <li>Where the key holds a foreign key whole (batting's playerID; managers' (yearID, teamID) to teams), the rows
 *       are owned by the parent it refers to, with the fan-out measured, and the other members are made within each
 *       parent's rows, in key order: a member that counts its group's rows (a stint) is a counter; a number or time
 *       is a series from a measured start by measured steps (a player's seasons, a station's hours); a text of few
 *       values is a different member for each row of its group; a one-column reference is a different row for each
 *       row of its parent. A member that is also the first column of a two-column reference to a table whose key
 *       starts with that column in order (batting's yearID in (yearID, teamID) to teams) moves to a value that table
 *       holds, and the other column picks a row of it with that value.</li>
 *   <li>Where it holds none (teams keyed by (yearID, teamID)), the first member that is a number or a time takes its
 *       measured distribution in row order; a second member of few values is a different one of them for each row of
 *       a run of the first's (the teams of a year), with its rare values made up, which caps the table at the rows
 *       those values and the first's shares can key; other members keep the guesses that make the key unique.</li>
 * </ul>
 */
final class CompositeKeys {

    /** What the spec says for a table whose key this class makes: its per: (or null) and its members' generators. */
    record Plan(String per, Map<String, Gen> gens, boolean unique, long most, String why) {

        Plan(String per, Map<String, Gen> gens, boolean unique) {
            this(per, gens, unique, Long.MAX_VALUE, null);
        }
    }

    private CompositeKeys() {
    }

    /**
     * The plan for {@code t}, or null where its key is not one this class makes (one column, no learned shape, or a
     * shape it cannot keep): the spec writer then makes it as before.
     */
    static Plan plan(Catalog catalog, Catalog.Table t, Learned.TableShape shape, Learned learned) {
        if (shape == null || t.primaryKey().size() < 2) {
            return null;
        }
        Learned.KeyShape key = shape.key();
        if (key == null) {
            return ordered(catalog, t, shape);
        }
        Learned.FanOut fanOut = shape.fanOuts().get(String.join(",", key.ownerColumns()));
        ForeignKey owner = t.foreignKeys().stream().filter(f -> f.columns().equals(key.ownerColumns()))
                .findFirst().orElse(null);
        Catalog.Table parent = owner == null ? null : catalog.table(owner.refTable());
        if (fanOut == null || fanOut.children() == 0 || parent == null || !parent.isKey(owner.refColumns())) {
            return null;
        }
        Map<String, Gen> gens = new LinkedHashMap<>();
        for (int i = 0; i < owner.columns().size(); i++) {
            gens.put(owner.columns().get(i), owner.columns().size() == 1 && parent.primaryKey().size() == 1
                    ? KeyShape.PARENT : KeyShape.PARENT.with("column", yamlName(owner.refColumns().get(i))));
        }
        List<String> earlier = new ArrayList<>();
        List<Learned.MemberShape> members = key.members();
        // the member that makes the key unique: the last one, unless the last picks a row of another table by an
        // earlier member's value (allstarfull's teamID by yearID), whose rows of one value are few; then the member
        // before it, which counts or steps on within its group, and the pick is any row of that value
        int carrier = members.size() - 1;
        while (carrier > 0 && byValueMember(catalog, t, members.get(carrier).column())) {
            carrier--;
        }
        for (int i = 0; i < members.size(); i++) {
            Learned.MemberShape m = members.get(i);
            boolean last = i == carrier;
            Gen gen = member(catalog, t, shape, m, earlier, last, gens);
            if (gen == null) {
                return null;
            }
            gens.put(m.column(), gen);
            earlier.add(m.column());
        }
        String per = "{parent: " + yamlName(parent.name()) + ", weights: " + LearnedFanOuts.weights(fanOut)
                + (LearnedFanOuts.exact(fanOut) ? ", exact: true" : "") + "}";
        return new Plan(per, gens, true);
    }

    /** Whether {@code column} is the second column of a two-column reference made by the first's value. */
    private static boolean byValueMember(Catalog catalog, Catalog.Table t, String column) {
        return t.foreignKeys().stream().anyMatch(fk -> fk.columns().size() == 2
                && fk.columns().get(1).equalsIgnoreCase(column) && orderedBy(catalog, fk)
                && KeyShapes.at(t, fk.columns().get(0)) >= 0);
    }

    /** A member's generator within its group (the owner and {@code earlier}), or null where none keeps its shape. */
    private static Gen member(Catalog catalog, Catalog.Table t, Learned.TableShape shape, Learned.MemberShape m,
            List<String> earlier, boolean last, Map<String, Gen> gens) {
        Catalog.Column c = t.column(m.column());
        List<Gen.Option> within = earlier.isEmpty() ? List.of() : List.of(new Gen.Option("within",
                Gen.list(earlier.stream().map(YamlText::yamlName).toList())));
        ForeignKey single = t.foreignKeys().stream().filter(f -> f.columns().size() == 1
                && f.columns().get(0).equalsIgnoreCase(m.column())).findFirst().orElse(null);
        if (single != null) {
            Catalog.Table target = catalog.table(single.refTable());
            if (target == null || !target.isKey(single.refColumns()) || target.primaryKey().size() != 1) {
                return null;
            }
            // a different row of the target for each row of the parent: the key stays unique
            return distinctIf(KeyShape.ref(target.name()), last);
        }
        // the second column of a two-column reference whose first column is an earlier member made in the target's
        // order (teamID with yearID, to teams): a row of the target with that value, a different one for each row of
        // the group where it ends the key
        for (ForeignKey fk : t.foreignKeys()) {
            if (fk.columns().size() == 2 && fk.columns().get(1).equalsIgnoreCase(m.column())
                    && gens.containsKey(fk.columns().get(0)) && gens.get(fk.columns().get(0)).has("snap")
                    && orderedBy(catalog, fk)) {
                return distinctIf(byValue(catalog, fk).get(fk.columns().get(1)), last);
            }
        }
        if (last && m.counts() >= 0) {
            return Gen.of("counter").with(within).with("start", m.counts());
        }
        Learned.ColumnShape s = shape.columns().get(m.column());
        if ((m.kind() == Profile.Kind.NUMBER || m.kind() == Profile.Kind.TIME) && !m.steps().isEmpty()
                && m.starts() != null && !ColumnRules.isFlag(c)) {
            String steps = steps(m.steps(), last);
            if (steps == null) {
                return null;
            }
            boolean time = m.kind() == Profile.Kind.TIME;
            Gen gen = Gen.of(time ? "datetime" : "int").with("ordered", "true").with("steps", steps).with("start",
                    time ? LearnedColumns.times(m.starts()) : LearnedColumns.numbers(m.starts(), true)).with(within);
            String snap = time ? null : snap(catalog, t, m.column());
            gen = snap == null ? gen : gen.with("snap", snap);
            // a value held by several rows of a group in a row (a stint with several positions): no more than
            // measured, so that the members after it have enough values to tell those rows apart
            gen = !last && m.longestRun() > 0 ? gen.with("runs", m.longestRun()) : gen;
            // the series of a whole parent's rows ends by the latest value measured: a late start with many rows
            // moves down rather than past it (a season after the last one, or piled up on it by snap:)
            gen = !earlier.isEmpty() || s == null || s.quantiles() == null ? gen
                    : gen.with("until", time ? LearnedColumns.time(s.quantiles().max())
                            : Long.toString((long) Math.floor(s.quantiles().max())));
            // a year that starts at the year of one of the parent's times and ends by another's (a player's seasons
            // from his debut to his final game), where the parent's times are made by the spec
            String yearOf = yearOf(catalog, t, shape.key(), m, earlier.isEmpty() && !time);
            return yearOf == null ? gen : gen.with("year_of", yearOf);
        }
        if (s != null && s.members() != null && !s.members().isEmpty() && m.kind() == Profile.Kind.TEXT) {
            StringJoiner values = new StringJoiner(", ", "{", "}");
            for (Profile.Member v : s.members()) {
                values.add(YamlText.quote(v.value()) + ": " + v.rows());
            }
            Gen choice = Gen.of("choice").with("values", values.toString());
            return last ? choice.with("distinct", "true").with(within) : choice;
        }
        return null;
    }

    /**
     * {@code year_of:}'s value, {@code {start: P.C, offsets: {...}, until: P.D}}, where the learner found the member's
     * groups start at the year of the parent's time C (and end by D's), each a time of the parent the spec makes (no
     * key member); null otherwise.
     */
    private static String yearOf(Catalog catalog, Catalog.Table t, Learned.KeyShape key, Learned.MemberShape m,
            boolean first) {
        Learned.YearsOf y = m.years();
        Catalog.Table parent = catalog.table(key.parent());
        if (!first || y == null || parent == null || parent.inKey(y.start())
                || y.end() != null && parent.inKey(y.end())) {
            return null;
        }
        String p = parent.name() + ".";
        return "{start: " + YamlText.quote(p + y.start()) + ", offsets: "
                + LearnedColumns.numbers(y.offsets(), true) + (y.end() == null ? "" : ", until: "
                        + YamlText.quote(p + y.end())) + "}";
    }

    /**
     * The steps measured, as weights: a step of 0 repeats a value, which the last member of a key may not (each row
     * of a group must differ); null where no step is left.
     */
    private static String steps(List<Profile.Count> steps, boolean last) {
        StringJoiner out = new StringJoiner(", ", "{", "}");
        int kept = 0;
        for (Profile.Count s : steps.stream().sorted(java.util.Comparator.comparingLong(Profile.Count::children))
                .toList()) {
            if (s.children() < 0 || last && s.children() == 0) {
                continue;
            }
            out.add(s.children() + ": " + s.parents());
            kept++;
        }
        return kept == 0 ? null : out.toString();
    }

    /**
     * {@code snap:}'s value, {@code T.Y}, where {@code column} is the first column of a two-column reference to T's key
     * (Y, X), whose first member Y T makes in order ({@link #ordered}): the series then takes values T holds; else
     * null.
     */
    private static String snap(Catalog catalog, Catalog.Table t, String column) {
        for (ForeignKey fk : t.foreignKeys()) {
            if (fk.columns().size() == 2 && fk.columns().get(0).equalsIgnoreCase(column) && orderedBy(catalog, fk)) {
                return yamlName(fk.refTable()) + "." + yamlName(fk.refColumns().get(0));
            }
        }
        return null;
    }

    /**
     * Whether {@code fk}, of two columns, refers to a table keyed by exactly those columns whose first member that
     * table makes in row order: the other column can then pick a row by the first's value.
     */
    static boolean orderedBy(Catalog catalog, ForeignKey fk) {
        Catalog.Table target = catalog.table(fk.refTable());
        return fk.columns().size() == 2 && target != null && target.primaryKey().size() == 2
                && target.isKey(fk.refColumns()) && target.primaryKey().get(0).equalsIgnoreCase(fk.refColumns().get(0))
                && seedgen.profile.KeyShapes.ownerOf(target) == null
                && ColumnRules.isInteger(target.column(fk.refColumns().get(0)));
    }

    /**
     * The generators of the columns of {@code fk} (two columns, the first a member this class made a series with
     * {@code snap:}) other than the first: a row of the target with the first column's value.
     */
    static Map<String, Gen> byValue(Catalog catalog, ForeignKey fk) {
        return Map.of(fk.columns().get(1), KeyShape.ref(fk.refTable()).with("column", yamlName(fk.refColumns()
                .get(1))).with("where", "{" + yamlName(fk.refColumns().get(0)) + ": " + yamlName(fk.columns().get(0))
                + "}"));
    }

    private static Gen distinctIf(Gen gen, boolean distinct) {
        return distinct ? gen.with("distinct", "true") : gen;
    }

    /**
     * A key of several columns in a table of its own rows: its first member that is a number or a time in its
     * measured distribution, in row order (teams by year), so another table can find the rows of one value; the other
     * members keep the generators that make the key unique.
     */
    private static Plan ordered(Catalog catalog, Catalog.Table t, Learned.TableShape shape) {
        String first = t.primaryKey().get(0);
        Catalog.Column c = t.column(first);
        Learned.ColumnShape s = shape.columns().get(first);
        boolean referred = t.foreignKeys().stream().anyMatch(f -> f.columns().stream().anyMatch(first::equalsIgnoreCase));
        if (referred || s == null || s.quantiles() == null || !(ColumnRules.isInteger(c) || ColumnRules.isDate(c))
                || ColumnRules.isFlag(c)) {
            return null;
        }
        Learned.Quantiles q = s.members() == null ? s.quantiles() : LearnedColumns.steps(s.members());
        Gen gen = ColumnRules.isInteger(c) ? Gen.of("int").with("ordered", "true").with("quantiles",
                LearnedColumns.numbers(q, true)) : ColumnRules.ORDERED.with("quantiles", LearnedColumns.times(q));
        Map<String, Gen> gens = new LinkedHashMap<>();
        gens.put(first, gen);
        // a second member of few values, none rare (a team of the year): a different member for each row of a year,
        // so the member keeps its values; the rows of the commonest value then number at most the members, which
        // caps the table's rows
        if (t.primaryKey().size() == 2 && s.members() != null) {
            String second = t.primaryKey().get(1);
            Learned.ColumnShape m = shape.columns().get(second);
            boolean referring = t.foreignKeys().stream().anyMatch(f -> f.columns().stream()
                    .anyMatch(second::equalsIgnoreCase));
            if (!referring && m != null && m.kind() == Profile.Kind.TEXT && m.members() != null
                    && m.members().size() > 1 && m.nonNull() == m.rows() && ColumnRules.isText(t.column(second))) {
                long commonest = s.members().stream().mapToLong(Profile.Member::rows).max().orElse(1);
                StringJoiner values = new StringJoiner(", ", "{", "}");
                for (Profile.Member v : m.members()) {
                    values.add(YamlText.quote(v.value()) + ": " + v.rows());
                }
                // the rare values, not copied, made up for a year's rows past the members
                String other = LearnedColumns.other(t.column(second), m);
                long distinct = m.members().size() + (other == null ? 0 : m.rare().values());
                gens.put(second, LearnedColumns.withOther(Gen.of("choice").with("values", values.toString()),
                        t.column(second), m).with("distinct", "true").with("within", "[" + yamlName(first) + "]"));
                long most = (long) Math.floor((double) distinct * shape.rows() / commonest);
                return new Plan(null, gens, true, most, String.format(Locale.ROOT, "the key's %s keeps its %d values "
                        + "and %s's shares, of which the commonest holds %,d of %,d rows", second, distinct, first,
                        commonest, shape.rows()));
            }
        }
        return new Plan(null, gens, false);
    }

    static String describe(Learned.KeyShape k) {
        return k == null ? null : String.format(Locale.ROOT, "key made within each %s row", k.parent());
    }
}
