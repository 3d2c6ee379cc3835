package seedgen.spec;

import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.LongUnaryOperator;
import seedgen.generate.Distribution;
import seedgen.generate.Generators;
import seedgen.generate.ParentIndex;
import seedgen.generate.ValueGenerator;
import seedgen.model.ForeignKey;

/**
 * Columns that refer to other rows: the owner's key ({@code gen: parent}), a row picked from another table or from the
 * table's own earlier rows ({@code gen: ref}), and the columns {@code with:} copies from a picked row.
 */
final class References {

    private final Compilation comp;
    private final long seed;

    References(Compilation comp) {
        this.comp = comp;
        this.seed = comp.seed;
    }

    /** gen: parent. */
    Col parentKey(Table t, Spec.ColumnDef c, int stream) {
        if (t.def.per() == null) {
            throw c.genWhere().error("gen: parent needs the table to have 'per: {parent: TABLE, ...}'");
        }
        Table owner = comp.table(t.def.per().parent(), c.genWhere());
        if (c.options().containsKey("column")) {
            return parentColumn(t, c, owner);
        }
        Col key = comp.keys.singleKey(owner, c.genWhere());
        t.parentCopies.put(c.name(), key.name());
        ValueGenerator parentKey = key.gen();
        ValueGenerator gen = row -> parentKey.valueFor(t.parentOf(row));
        boolean oneToOne = t.def.per().max() <= 1;
        return new Col(c.name(), gen, key.type(), oneToOne, false, null,
                new ForeignKey(List.of(c.name()), owner.def.name(), owner.pk, true), true, null, false);
    }

    /**
     * {@code gen: parent, column: X}: column X of the owning row. The columns made {@code gen: parent} are together one
     * foreign key to the owner ({@link Keys#parentKeys}), which must be its primary key or a unique key.
     */
    private Col parentColumn(Table t, Spec.ColumnDef c, Table owner) {
        Node node = c.options().get("column");
        String name = node.scalar("column");
        if (owner.columnDef(name) == null) {
            throw node.where().error("table " + owner.def.name() + " (the parent) has no column '" + name + "'");
        }
        Col of = comp.column(owner, name, node.where());
        t.parentCopies.put(c.name(), name);
        t.parentColumnAt.put(c.name(), node.where());
        ValueGenerator value = of.gen();
        Generators.Timed timed = of.timed() == null ? null : row -> of.timed().epochAt(t.parentOf(row));
        ValueGenerator gen = timed != null && of.gen() == of.timed() ? timed : row -> value.valueFor(t.parentOf(row));
        return new Col(c.name(), gen, of.type(), false, of.digitFree(), timed, null, false, null, of.nullable());
    }

    Col ref(Table t, Spec.ColumnDef c, int stream) {
        Map<String, Node> o = c.options();
        if (o.containsKey("one_of")) {
            return oneOf(t, c, stream);
        }
        Table target = comp.table(o.get("table").scalar("table"), o.get("table").where());
        if (o.containsKey("given") && !(o.containsKey("fanout") && o.containsKey("exact")
                && o.get("exact").bool("exact") && !o.containsKey("with") && !o.containsKey("where"))) {
            throw o.get("given").where().error("given: picks among the rows of " + target.def.name() + " dealt a "
                    + "count: it goes with fanout: and exact: true (and no with: or where:)");
        }
        if (target == t) {
            return selfRef(t, c, stream);
        }
        if (target.rows == 0) {
            throw o.get("table").where().error("table " + target.def.name() + " has no rows to refer to");
        }
        if (o.containsKey("where")) {
            return comp.byValue.ref(t, c, stream, target);
        }
        Col valueColumn = valueColumn(c, target);
        ForeignKey fk = !o.containsKey("column")
                ? new ForeignKey(List.of(c.name()), target.def.name(), target.pk)
                : valueColumn.fk() == null ? null
                : new ForeignKey(List.of(c.name()), valueColumn.fk().refTable(), valueColumn.fk().refColumns());
        ValueGenerator value = valueColumn.gen();
        if (o.containsKey("with")) {
            return sameRow(t, c, target, valueColumn);
        }
        boolean distinct = o.containsKey("distinct") && o.get("distinct").bool("distinct");
        refuseCombinations(o, target, distinct);
        String excluded = distinct ? others(t, c, target) : null;
        boolean others = excluded != null;
        if (o.containsKey("before")) {
            if (others) {
                throw o.get("exclude").where().error("exclude: parent does not go with before: (the rows to choose "
                        + "from are the target's earliest)");
            }
            return before(t, c, stream, target, valueColumn, fk, distinct);
        }
        String within = o.containsKey("within") ? o.get("within").scalar("within") : null;
        LongUnaryOperator pick;
        if (within != null && !within.equals("parent")) {
            pick = sameOwner(t, c, stream, target, distinct);
        } else if (within != null) {
            if (!o.containsKey("column")) { // the key of a row of the same parent
                fk = new ForeignKey(fk.columns(), fk.refTable(), fk.refColumns(), true);
            }
            pick = sameParent(t, c, stream, target);
        } else if (distinct && t.def.per() == null) {
            return distinctRows(t, c, stream, target, valueColumn, fk);
        } else if (distinct) {
            pick = distinctPicks(t, c, stream, target, excluded);
        } else if (o.containsKey("fanout")) {
            pick = fanout(t, c, stream, target);
        } else {
            pick = drawn(c, stream, target);
        }
        // the column and a time after the picked row's (after: post_id.created_at) ask for the same row's pick
        LongUnaryOperator chosen = Generators.keptForTheRow(pick);
        t.picks.put(c.name(), new Picked(target, valueColumn.name(), chosen));
        ValueGenerator gen = row -> value.valueFor(chosen.applyAsLong(row));
        return new Col(c.name(), gen, valueColumn.type(), false, valueColumn.digitFree(), null, fk, false,
                distinct ? target.def.name() : null, false);
    }

    /** The target's column whose value the reference copies: {@code column:}, else the target's single key. */
    private Col valueColumn(Spec.ColumnDef c, Table target) {
        Map<String, Node> o = c.options();
        if (!o.containsKey("column")) {
            return comp.keys.singleKey(target, o.get("table").where());
        }
        String name = o.get("column").scalar("column");
        if (target.columnDef(name) == null) {
            throw o.get("column").where().error("table " + target.def.name() + " has no column '" + name + "'");
        }
        return comp.column(target, name, o.get("column").where());
    }

    /** Refuses options that do not go together: exact: without fanout:, fanout: with another count, exclude:. */
    private static void refuseCombinations(Map<String, Node> o, Table target, boolean distinct) {
        if (o.containsKey("exact") && !o.containsKey("fanout")) {
            throw o.get("exact").where().error("exact: true deals a fanout: {ROWS: WEIGHT, ...} to the rows of "
                    + target.def.name() + ": give fanout:, or drop exact:");
        }
        for (String option : List.of("distinct", "within", "before")) {
            if (o.containsKey("fanout") && o.containsKey(option)) {
                throw o.get("fanout").where().error("fanout: sets how many rows pick each row of "
                        + target.def.name() + ", which " + option + ": does too: drop one");
            }
        }
        if (o.containsKey("exclude") && !distinct) {
            throw o.get("exclude").where().error("exclude: parent goes with distinct: true (each parent's picks, "
                    + "none of them the parent)");
        }
    }

    /** A row of the target drawn for each row, uniform or zipf (the lowest rows the most picked). */
    private LongUnaryOperator drawn(Spec.ColumnDef c, int stream, Table target) {
        Map<String, Node> o = c.options();
        String dist = o.containsKey("distribution") ? o.get("distribution").scalar("distribution") : "uniform";
        if (!dist.equals("uniform") && !dist.equals("zipf")) {
            throw o.get("distribution").where().error("a reference's distribution is uniform or zipf");
        }
        Double s = o.containsKey("s") ? Double.valueOf(o.get("s").number("s")) : null;
        Distribution.Draw d = OptionValues.draw(dist, 1, target.rows, s, c.genWhere(), "ref");
        return Generators.pickRow(seed, stream, target.rows, d);
    }

    /** {@code within: parent}: a row of the target owned by this row's own parent row. */
    private LongUnaryOperator sameParent(Table t, Spec.ColumnDef c, int stream, Table target) {
        Map<String, Node> o = c.options();
        if (t.def.per() == null || target.def.per() == null
                || !t.def.per().parent().equals(target.def.per().parent())) {
            throw o.get("within").where().error("within: parent needs " + t.def.name() + " and "
                    + target.def.name() + " to have the same parent table (per: {parent: ...})");
        }
        if (target.def.per().min() < 1) {
            throw o.get("within").where().error("every parent must own at least one " + target.def.name()
                    + " row (its count's minimum is 0): raise it to 1");
        }
        ParentIndex targetIndex = target.index;
        return row -> {
            long parent = t.parentOf(row);
            long n = targetIndex.countOf(parent);
            return targetIndex.firstChildOf(parent)
                    + Long.remainderUnsigned(seedgen.generate.Mix.hash(seed, row, stream), n);
        };
    }

    /**
     * {@code distinct: true} in a table of its own rows: each row a different row of the target (a one-to-one
     * reference that is not the key), an affine permutation of the target's rows, so there can be no more rows than
     * it has.
     */
    private Col distinctRows(Table t, Spec.ColumnDef c, int stream, Table target, Col valueColumn,
            ForeignKey fk) {
        Map<String, Node> o = c.options();
        ValueGenerator value = valueColumn.gen();
        if (o.containsKey("distribution") || o.containsKey("s")) {
            Node n = o.containsKey("distribution") ? o.get("distribution") : o.get("s");
            throw n.where().error("distinct: true in a table of its own rows picks every row of " + target.def.name()
                    + " at most once, so no row can be more popular: drop distribution: (it skews the picks of "
                    + "a table with per:)");
        }
        long n = target.rows;
        if (t.rows > n) {
            throw o.get("distinct").where().error(String.format(Locale.ROOT, "distinct: true gives each of the "
                    + "%,d rows of %s a different row of %s, which has %,d: give %s at most %,d rows", t.rows,
                    t.def.name(), target.def.name(), n, t.def.name(), n));
        }
        LongUnaryOperator one = row -> Generators.distinctPick(seed, stream, 0, row - 1, n);
        t.picks.put(c.name(), new Picked(target, valueColumn.name(), one));
        t.distinctRows.add(c.name());
        t.copies.put(c.name(), valueColumn.name());
        // a different row each time: different values where the column copied is the target's key (or unique)
        boolean keyValues = !o.containsKey("column") || valueColumn.unique()
                || target.pk != null && target.pk.equals(List.of(valueColumn.name()));
        return new Col(c.name(), row -> value.valueFor(one.applyAsLong(row)), valueColumn.type(), keyValues,
                valueColumn.digitFree(), null, fk, false, null, false);
    }

    /** {@code distinct: true} with per: each parent's picks different rows, uniform or zipf, some rows excluded. */
    private LongUnaryOperator distinctPicks(Table t, Spec.ColumnDef c, int stream, Table target, String excluded) {
        Map<String, Node> o = c.options();
        boolean others = excluded != null;
        long n = target.rows;
        String dist = o.containsKey("distribution") ? o.get("distribution").scalar("distribution") : "uniform";
        if (dist.equals("zipf")) {
            // A heavy tail: each parent's picks are different rows, the same few rows the most picked by all.
            Double s = o.containsKey("s") ? Double.valueOf(o.get("s").number("s")) : null;
            Distribution.Draw d = OptionValues.draw(dist, 1, n, s, c.genWhere(), "ref");
            seedgen.generate.SkewedPicks picks = new seedgen.generate.SkewedPicks(seed, stream, n, d);
            if (others && !excluded.equals("parent")) {
                throw o.get("exclude").where().error("exclude: " + excluded + " picks uniformly among the rows "
                        + (excluded.equals("earlier") ? "after" : "before") + " the parent: drop distribution:");
            }
            return row -> {
                ParentIndex.Place p = t.place(row);
                return picks.pick(p.parent(), p.k(), others ? p.parent() : 0);
            };
        } else if (dist.equals("uniform")) {
            if (o.containsKey("s")) {
                throw o.get("s").where().error("s: is the zipf exponent: it goes with distribution: zipf");
            }
            if ("earlier".equals(excluded)) { // the rows after the parent's, each parent's picks distinct
                return row -> {
                    ParentIndex.Place p = t.place(row);
                    return p.parent() + Generators.distinctPick(seed, stream, p.parent(), p.k(), n - p.parent());
                };
            } else if ("later".equals(excluded)) { // the rows before the parent's
                return row -> {
                    ParentIndex.Place p = t.place(row);
                    return Generators.distinctPick(seed, stream, p.parent(), p.k(), p.parent() - 1);
                };
            } else {
                return row -> {
                    ParentIndex.Place p = t.place(row);
                    return others ? Generators.distinctPickExcept(seed, stream, p.parent(), p.k(), n, p.parent())
                            : Generators.distinctPick(seed, stream, p.parent(), p.k(), n);
                };
            }
        } else {
            throw o.get("distribution").where().error("a reference's distribution is uniform or zipf");
        }
    }

    /**
     * {@code fanout:}, the measured fan-out: how many rows pick each row of the target (none, one, ... hundreds),
     * drawn, or dealt in its shares ({@code exact: true}).
     */
    private LongUnaryOperator fanout(Table t, Spec.ColumnDef c, int stream, Table target) {
        Map<String, Node> o = c.options();
        for (String other : List.of("distribution", "s")) {
            if (o.containsKey(other)) {
                throw o.get(other).where().error("fanout: gives how many rows pick each parent row: drop " + other
                        + ":");
            }
        }
        seedgen.generate.Empirical.Weights w = OptionValues.weights(o.get("fanout"), "number of rows");
        if (w.min() < 0) {
            throw o.get("fanout").where().error("a number of rows cannot be negative");
        }
        boolean exact = o.containsKey("exact") && o.get("exact").bool("exact");
        if (exact) {
            seedgen.generate.DealtCounts dealt = new seedgen.generate.DealtCounts(w, target.rows, seed,
                    stream ^ 0xFA);
            LongUnaryOperator pick = Generators.fanoutDealt(seed, stream, t.rows, dealt);
            t.dealtByRef.put(c.name(), dealt);
            return o.containsKey("given") ? comp.given.ref(t, c, stream, dealt, pick) : pick;
        }
        return Generators.fanoutPick(seed, stream, t.rows, target.rows, Distribution.Draw.empirical(w));
    }

    /**
     * {@code within: PARENT.COLUMN} (or {@code COLUMN}, this row's): a row of {@code target} owned by the row that
     * column of the parent row (of this row) refers to: a group's member is a contact of the group's own user. The
     * target's rows are owned per row of that column's table ({@code per:}), so each owner's rows are a run of the
     * target's, picked from by arithmetic. With {@code distinct: true} (PARENT.COLUMN only), each parent's picks are
     * different rows of that run, and a parent owns no more rows than the run holds ({@link Compilation#table} cuts
     * its count); without, every owner must own at least one row of the target.
     */
    private LongUnaryOperator sameOwner(Table t, Spec.ColumnDef c, int stream, Table target, boolean distinct) {
        Node node = c.options().get("within");
        LongUnaryOperator owner = comp.withinOwner(t, node, target);
        ParentIndex runs = target.index;
        if (distinct) {
            if (!node.scalar("within").contains(".")) {
                throw node.where().error("distinct: true with within: picks different rows for each parent: name the "
                        + "parent's column, within: PARENT.COLUMN");
            }
            return row -> {
                ParentIndex.Place p = t.place(row);
                long u = owner.applyAsLong(row);
                return runs.firstChildOf(u) - 1 + Generators.distinctPick(seed, stream, p.parent(), p.k(),
                        runs.countOf(u));
            };
        }
        if (target.def.per().min() < 1) {
            throw node.where().error("every owner must own at least one " + target.def.name() + " row (its count's "
                    + "minimum is 0): raise it to 1, or pick with distinct: true");
        }
        return row -> {
            long u = owner.applyAsLong(row);
            return runs.firstChildOf(u) + Long.remainderUnsigned(seedgen.generate.Mix.hash(seed, row, stream),
                    runs.countOf(u));
        };
    }

    /**
     * {@code exclude: parent}: a distinct ref of a table owned per row of the very table it refers to never picks that
     * row (a user's follows are of other users); {@code exclude: earlier} picks only rows after it, {@code exclude:
     * later} only rows before it (a pair of the table's rows in order: CHECK (tag1 < tag2)), each parent then owning no
     * more rows than there are ({@link Compilation#table} cuts its count). Refused anywhere else. The mode, or null.
     */
    static String others(Table t, Spec.ColumnDef c, Table target) {
        Node node = c.options().get("exclude");
        if (node == null) {
            return null;
        }
        String mode = node.scalar("exclude");
        if (!mode.equals("parent") && !mode.equals("earlier") && !mode.equals("later")) {
            throw node.where().error("exclude: is parent (the row that owns this one), earlier (it and the rows "
                    + "before it) or later (it and the rows after it), not '" + mode + "'");
        }
        if (t.def.per() == null || !t.def.per().parent().equals(target.def.name())) {
            throw node.where().error("exclude: parent needs " + t.def.name() + " to be owned per row of "
                    + target.def.name() + " (per: {parent: " + target.def.name() + ", ...})");
        }
        return mode;
    }

    /**
     * {@code before: TIME}: a row of a table whose rows are in time order (its datetime with {@code ordered: true} and
     * {@code to:}) among those whose time is at or before TIME (this row's column, the parent's PARENT.COLUMN, or that of
     * the row a ref column picks): a member who had signed up when the room was made. Those rows are the table's first
     * rows up to the last one so early, found by halving, so the pick is a pure function of the row as any other.
     * Uniform among them, or {@code distribution: zipf} with the earliest the most picked (preferential attachment
     * by age). With {@code distinct: true} (a table with per:, TIME the parent's) each parent's picks differ: the parent
     * owns no more rows than there are such rows ({@link Compilation#table} cuts its count).
     */
    private Col before(Table t, Spec.ColumnDef c, int stream, Table target, Col valueColumn, ForeignKey fk,
            boolean distinct) {
        Map<String, Node> o = c.options();
        Node node = o.get("before");
        for (String option : List.of("within", "with")) {
            if (o.containsKey(option)) {
                throw o.get(option).where().error(option + ": does not go with before: (the rows to choose from are "
                        + "the target's earliest)");
            }
        }
        Datetimes.Base time = comp.datetimes.base(t, node.scalar("before"), node.where());
        LongUnaryOperator existing = existingRows(target, time, node.where());
        String dist = o.containsKey("distribution") ? o.get("distribution").scalar("distribution") : "uniform";
        if (!dist.equals("uniform") && !dist.equals("zipf")) {
            throw o.get("distribution").where().error("a reference's distribution is uniform or zipf");
        }
        if (o.containsKey("s") && !dist.equals("zipf")) {
            throw o.get("s").where().error("s: is the zipf exponent: it goes with distribution: zipf");
        }
        LongUnaryOperator pick;
        if (distinct) {
            if (t.def.per() == null || !time.parent()) {
                throw node.where().error("distinct: true with before: picks different rows for each parent among those "
                        + "made before the parent's time: give the table per: and before: PARENT.COLUMN");
            }
            if (dist.equals("zipf")) {
                throw o.get("distribution").where().error("distinct: true with before: picks uniformly among the "
                        + "earlier rows: drop distribution:");
            }
            pick = row -> {
                ParentIndex.Place p = t.place(row);
                return Generators.distinctPick(seed, stream, p.parent(), p.k(), existing.applyAsLong(row));
            };
        } else if (dist.equals("zipf")) {
            double s = o.containsKey("s") ? o.get("s").number("s") : Distribution.DEFAULT_ZIPF_S;
            if (!(s > 0)) {
                throw o.get("s").where().error("the zipf exponent must be positive");
            }
            pick = row -> Distribution.zipfRank(seedgen.generate.Mix.unit(seed, row, stream),
                    existing.applyAsLong(row), s);
        } else {
            pick = row -> 1 + Long.remainderUnsigned(seedgen.generate.Mix.hash(seed, row, stream),
                    existing.applyAsLong(row));
        }
        LongUnaryOperator chosen = Generators.keptForTheRow(pick);
        t.picks.put(c.name(), new Picked(target, valueColumn.name(), chosen));
        ValueGenerator value = valueColumn.gen();
        return new Col(c.name(), row -> value.valueFor(chosen.applyAsLong(row)), valueColumn.type(), false,
                valueColumn.digitFree(), null, fk, false, distinct ? target.def.name() : null, false);
    }

    /**
     * For a row of this table, how many of {@code target}'s first rows have a time at or before {@code time}'s: at
     * least 1 (the first row stands in where none does, which a time after the target's first never needs).
     */
    LongUnaryOperator existingRows(Table target, Datetimes.Base time, Where w) {
        Generators.Timed order = comp.orderedTime(target, w);
        long rows = target.rows;
        Generators.Timed at = time.timed();
        LongUnaryOperator atRow = time.row();
        // the rows of one parent ask about the same time, one after another
        LongUnaryOperator byTimeRow = Generators.keptForTheRow(
                r -> Math.max(1, Generators.lastAtOrBefore(order, rows, at.epochAt(r))));
        return row -> byTimeRow.applyAsLong(atRow.applyAsLong(row));
    }

    /**
     * {@code with: COLUMN}: another column of the row that ref column COLUMN picks in the same table, so that the two
     * together are a foreign key of several columns; the key they refer to must be that table's primary key or one of
     * its unique keys.
     */
    private Col sameRow(Table t, Spec.ColumnDef c, Table target, Col valueColumn) {
        Map<String, Node> o = c.options();
        Where w = o.get("with").where();
        for (String option : List.of("distinct", "distribution", "s", "within")) {
            if (o.containsKey(option)) {
                throw o.get(option).where().error(option + ": does not go with with: (the row is the other column's)");
            }
        }
        String first = o.get("with").scalar("with");
        if (t.columnDef(first) == null) {
            throw w.error("table " + t.def.name() + " has no column '" + first + "'");
        }
        comp.column(t, first, w);
        Picked picked = t.picks.get(first);
        if (picked == null || picked.target() != target) {
            throw w.error("with: " + first + " must name a ref column of " + t.def.name() + " to table "
                    + target.def.name());
        }
        List<String> refColumns = List.of(picked.column(), valueColumn.name());
        if (target.pk == null) {
            target.pk = comp.keys.primaryKey(target);
        }
        t.sameRowOf.putIfAbsent(first, w); // the key is checked once all of the row's columns are known
        t.copies.put(c.name(), valueColumn.name());
        ValueGenerator value = valueColumn.gen();
        LongUnaryOperator pick = picked.pick();
        t.picks.put(c.name(), picked);
        return new Col(c.name(), row -> value.valueFor(pick.applyAsLong(row)), valueColumn.type(), false,
                valueColumn.digitFree(), null, new ForeignKey(List.of(first, c.name()), target.def.name(),
                        refColumns), false, null, false);
    }

    /**
     * {@code column: X} of a reference to the table's own rows: X, another column of the table whose values are
     * unique (a unique key that is not the primary key, such as an {@code id} beside a text key), which an earlier
     * row's X is picked from as its key would be.
     */
    private Col uniqueColumn(Table t, Spec.ColumnDef c, Node node) {
        String name = node.scalar("column");
        if (name.equals(c.name())) {
            throw node.where().error("column: names the reference itself: name the unique column it refers to");
        }
        if (t.columnDef(name) == null) {
            throw node.where().error("table " + t.def.name() + " has no column '" + name + "'");
        }
        Col of = comp.column(t, name, node.where());
        if (!of.unique() && !List.of(name).equals(t.pk)) {
            throw node.where().error("column " + name + " of " + t.def.name() + " is not unique, so a row cannot be "
                    + "told by it: name its key or a unique column (unique: true)");
        }
        return of;
    }

    /**
     * A reference to the table's own rows (a comment's parent comment, an employee's manager): an earlier row, chosen
     * uniformly, or with {@code fanout:} by the counts measured ({@link seedgen.generate.EarlierPicks}), so that
     * loading in row order never meets a row whose parent is not there yet, and no row is its own ancestor. The first
     * row (with {@code within: parent}, the parent's first row) has no earlier row: NULL, so the column is nullable;
     * {@code null:} makes more of them roots. The foreign key is added after the rows.
     */
    private Col selfRef(Table t, Spec.ColumnDef c, int stream) {
        Map<String, Node> o = c.options();
        for (String option : List.of("distinct", "distribution", "s", "with", "given")) {
            if (o.containsKey(option)) {
                throw o.get(option).where().error("a reference to the table's own rows picks a uniform earlier row: "
                        + option + " does not apply; drop it");
            }
        }
        String roots = o.containsKey("roots") ? o.get("roots").scalar("roots") : "null";
        if (!roots.equals("null") && !roots.equals("self")) {
            throw o.get("roots").where().error("roots: null (a row with no earlier row refers to none, the default) or "
                    + "self (it refers to itself, for a NOT NULL column)");
        }
        boolean self = roots.equals("self");
        if (self && c.nullRatio() > 0) {
            throw o.get("roots").where().error("roots: self keeps the column NOT NULL: drop null:");
        }
        if (c.unique()) {
            throw c.where().error("a reference to the table's own rows repeats its picks: it cannot be unique");
        }
        if (o.containsKey("exact")) {
            throw o.get("exact").where().error("a reference to the table's own rows deals its fanout: in order (the "
                    + "greatest counts to the first rows) whatever exact: says: drop exact:");
        }
        if (o.containsKey("fanout") && o.containsKey("within")) {
            throw o.get("fanout").where().error("fanout: sets how many rows pick each row of " + t.def.name()
                    + ", which within: parent does too (a row of the same parent): drop one");
        }
        Col key = o.containsKey("column") ? uniqueColumn(t, c, o.get("column"))
                : comp.keys.singleKey(t, o.get("table").where());
        if (key.name().equals(c.name())) {
            throw c.genWhere().error("the primary key cannot refer to its own table's rows");
        }
        ValueGenerator value = key.gen();
        String within = o.containsKey("within") ? o.get("within").scalar("within") : null;
        ValueGenerator gen;
        if (within != null) {
            if (!within.equals("parent")) {
                throw o.get("within").where().error("within: parent is the only choice (a row of the same parent)");
            }
            if (t.def.per() == null) {
                throw o.get("within").where().error("within: parent needs " + t.def.name() + " to have a parent "
                        + "table (per: {parent: ...})");
            }
            gen = row -> {
                ParentIndex.Place p = t.place(row);
                return p.k() == 0 ? (self ? value.valueFor(row) : null) : value.valueFor(p.firstChild()
                        + Long.remainderUnsigned(seedgen.generate.Mix.hash(seed, row, stream), p.k()));
            };
        } else if (o.containsKey("fanout")) {
            seedgen.generate.Empirical.Weights w = OptionValues.weights(o.get("fanout"), "number of rows");
            if (w.min() < 0) {
                throw o.get("fanout").where().error("a number of rows cannot be negative");
            }
            seedgen.generate.EarlierPicks picks = new seedgen.generate.EarlierPicks(w, t.rows, seed, stream);
            gen = row -> {
                long p = picks.pick(row);
                return p == 0 ? (self ? value.valueFor(row) : null) : value.valueFor(p);
            };
        } else {
            gen = row -> row == 1 ? (self ? value.valueFor(row) : null)
                    : value.valueFor(1 + Long.remainderUnsigned(seedgen.generate.Mix.hash(seed, row, stream), row - 1));
        }
        return new Col(c.name(), gen, key.type(), false, key.digitFree(), null,
                new ForeignKey(List.of(c.name()), t.def.name(), List.of(key.name()), within != null), false,
                null, !self);
    }

    /**
     * {@code one_of: {A: a, B: b}}: a row of one of several tables, drawn uniformly among all their rows, so each table
     * is picked as often as it has rows; the table's row is named by the column {@code gen: kind, of:} this one, which
     * holds the table's value ({@code commentable_type} {@code Post} where {@code commentable_id} is a post's key). Every
     * table is referred to by its one-column key, of one type for all. The reference holds on the rows that name its
     * table only, so it is no foreign key the server keeps: one conditional key per table, counted after the load.
     */
    private Col oneOf(Table t, Spec.ColumnDef c, int stream) {
        Map<String, Node> o = c.options();
        for (String option : o.keySet()) {
            if (!option.equals("one_of")) {
                throw o.get(option).where().error(option + ": does not go with one_of: (a uniform row of one of the "
                        + "tables listed): drop it");
            }
        }
        Node node = o.get("one_of");
        Map<String, String> values = new java.util.TreeMap<>();
        node.mapping("one_of").forEach((table, v) -> values.put(table, v.scalar("the value naming " + table)));
        if (values.size() < 2) {
            throw node.where().error("one_of: names the tables a row can refer to, each with the value the column "
                    + "naming it holds: give at least two (for one, ref with table:)");
        }
        if (new java.util.HashSet<>(values.values()).size() < values.size()) {
            throw node.where().error("one_of: gives two tables the same value: the column naming the table could not "
                    + "tell them apart");
        }
        String kind = null;
        for (Spec.ColumnDef other : t.def.columns()) {
            Node of = other.options().get("of");
            if (other.gen().equals("kind") && of != null && of.scalar("of").equals(c.name())) {
                kind = other.name();
            }
        }
        if (kind == null) {
            throw node.where().error("one_of: needs a column of " + t.def.name() + " that says which table each row "
                    + "refers to: add one with {gen: kind, of: " + c.name() + "}");
        }
        List<String> tables = List.copyOf(values.keySet());
        int k = tables.size();
        ValueGenerator[] keys = new ValueGenerator[k];
        long[] first = new long[k + 1];
        seedgen.model.ColumnType type = null;
        boolean digitFree = true;
        for (int i = 0; i < k; i++) {
            Table target = comp.table(tables.get(i), node.where());
            if (target == t) {
                throw node.where().error("one_of: names " + t.def.name() + " itself: a row of one of the other tables");
            }
            if (target.rows == 0) {
                throw node.where().error("table " + target.def.name() + " has no rows to refer to");
            }
            Col key = comp.keys.singleKey(target, node.where());
            if (type != null && type.family() != key.type().family()) {
                throw node.where().error("one_of: the keys of " + tables.get(0) + " and " + tables.get(i)
                        + " are of different types, and the column holds one of them");
            }
            type = type == null || key.type().length() > type.length() ? key.type() : type;
            digitFree &= key.digitFree();
            keys[i] = key.gen();
            first[i + 1] = first[i] + target.rows;
            t.conditional.add(new ForeignKey(List.of(c.name()), target.def.name(), target.pk, false,
                    new ForeignKey.When(kind, values.get(tables.get(i)))));
        }
        long total = first[k];
        java.util.function.LongUnaryOperator drawn = Generators.keptForTheRow(
                row -> Long.remainderUnsigned(seedgen.generate.Mix.hash(seed, row, stream), total));
        java.util.function.LongToIntFunction slot = row -> {
            long r = drawn.applyAsLong(row);
            int at = java.util.Arrays.binarySearch(first, r);
            return at >= 0 ? at : -at - 2;
        };
        t.oneOfRefs.put(c.name(), new Table.OneOf(tables, tables.stream().map(values::get).toList(), slot));
        ValueGenerator gen = row -> {
            int at = slot.applyAsInt(row);
            return keys[at].valueFor(drawn.applyAsLong(row) - first[at] + 1);
        };
        return new Col(c.name(), gen, type, false, digitFree, null, null, false, null, false);
    }

    /** {@code gen: kind, of: REF}: the value naming the table the {@code one_of:} column REF picked a row of. */
    Col kindOfRef(Table t, Spec.ColumnDef c) {
        Node of = c.options().get("of");
        if (c.options().containsKey("tables")) {
            throw c.options().get("tables").where().error("kind: with of: names the table its ref column picked, as "
                    + "that column's one_of: spells it: drop tables:");
        }
        String name = of.scalar("of");
        Spec.ColumnDef ref = t.columnDef(name);
        if (ref == null || !ref.gen().equals("ref") || !ref.options().containsKey("one_of")) {
            throw of.where().error("kind: of: names a column of " + t.def.name() + " with {gen: ref, one_of: {...}}, "
                    + "and " + name + " is none");
        }
        Col picked = comp.column(t, name, of.where());
        Table.OneOf refs = t.oneOfRefs.get(name);
        String[] byPlace = refs.values().toArray(String[]::new);
        int longest = java.util.Arrays.stream(byPlace).mapToInt(String::length).max().orElse(1);
        boolean digitFree = java.util.Arrays.stream(byPlace).noneMatch(OptionValues::hasDigit);
        java.util.function.LongToIntFunction slot = refs.slot();
        ValueGenerator id = picked.gen(); // NULL where the reference is: no table is named
        return Col.plain(c, row -> id.valueFor(row) == null ? null : byPlace[slot.applyAsInt(row)], seedgen.model.ColumnType.varchar(Math.max(1,
                longest)), false, digitFree);
    }
}
