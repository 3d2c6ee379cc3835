package seedgen.spec;

import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import seedgen.generate.DealtCounts;
import seedgen.generate.Distribution;
import seedgen.generate.Generators;
import seedgen.generate.ParentIndex;
import seedgen.model.Dataset;

/**
 * A spec while it compiles: its tables by name, those compiled so far, and the checks for cycles. A table's row count
 * and a column are compiled when first needed, by {@link #table} and {@link #column}.
 */
final class Compilation {

    private final Spec spec;
    final long seed;
    private final Long rootRows;
    /** Rows of named root tables, over {@code rootRows} (an --append run sizes each table from what it holds). */
    private final Map<String, Long> rowsOf;
    private final Map<String, Spec.TableDef> defs = new LinkedHashMap<>();
    final Map<String, Table> compiled = new LinkedHashMap<>();
    private final Set<String> compiling = new LinkedHashSet<>();
    /** Columns being compiled, as TABLE.COLUMN: one that needs itself, here or through another table, is a cycle. */
    private final Set<String> visiting = new LinkedHashSet<>();
    final Keys keys;
    final Datetimes datetimes;
    final Correlations correlations;
    final GroupColumns groups;
    final SeriesColumns series;
    final ByValue byValue;
    final Given given;
    final GeneratorFactory generators;
    /** Per table, its {@code checks:} (none where it has none). */
    private final Map<String, java.util.Optional<TableChecks>> checks = new LinkedHashMap<>();
    /** The columns another column is made from ({@link TableChecks#key}): none of them is redrawn. */
    private Set<String> dependedOn;

    Compilation(Spec spec, long seed, Long rootRows, Map<String, Long> rowsOf) {
        this.spec = spec;
        this.seed = seed;
        this.rootRows = rootRows;
        this.rowsOf = rowsOf;
        this.keys = new Keys(this);
        this.correlations = new Correlations(this);
        this.groups = new GroupColumns(this);
        this.series = new SeriesColumns(this);
        this.byValue = new ByValue(this);
        this.given = new Given(this);
        this.datetimes = new Datetimes(this);
        this.generators = new GeneratorFactory(this);
    }

    /** Every table's row count, then every table's columns and keys. */
    void compileAll() {
        for (Spec.TableDef t : spec.tables()) {
            defs.put(t.name(), t);
        }
        // Row counts first (a per-parent count needs its parent's rows), then the columns, whose references need
        // only another table's row count and key column: tables may refer to each other in a cycle.
        for (Spec.TableDef t : spec.tables()) {
            table(t.name(), t.where());
        }
        for (Table t : compiled.values()) {
            columns(t);
        }
        for (java.util.Optional<TableChecks> c : checks.values()) {
            c.ifPresent(tc -> tc.sample(lenientChecks));
        }
    }

    /** {@code col}'s text in the case {@code node} names ({@code case: lower} or {@code upper}). */
    private static Col cased(Col col, Node node) {
        String which = node.scalar("case");
        if (!which.equals("lower") && !which.equals("upper")) {
            throw node.where().error("case is lower or upper, not '" + which + "'");
        }
        boolean lower = which.equals("lower");
        seedgen.generate.ValueGenerator gen = col.gen();
        seedgen.generate.ValueGenerator out = row -> {
            Object v = gen.valueFor(row);
            return v instanceof String s ? lower ? s.toLowerCase(java.util.Locale.ROOT)
                    : s.toUpperCase(java.util.Locale.ROOT) : v;
        };
        return new Col(col.name(), out, col.type(), col.unique(), col.digitFree(), col.timed(), col.fk(),
                col.parentColumn(), col.distinctOwnerOf(), col.nullable());
    }

    /**
     * {@code col}'s values with lengths that follow {@code node}'s quantiles ({@code lengths: {0: 3, 0.5: 9, 1: 33}}),
     * picked among its own values ({@link seedgen.generate.LengthFit}); not on a unique column, whose values it would
     * repeat.
     */
    private Col fitted(Col col, Spec.ColumnDef c, Node node, int stream) {
        if (c.unique() || col.unique()) {
            throw node.where().error("lengths: picks among the column's values by their lengths, so it repeats them: "
                    + "drop it from a unique column");
        }
        seedgen.generate.Empirical.Quantiles q = OptionValues.quantiles(node, n -> n.number("a length"));
        if (q.min() < 0) {
            throw node.where().error("lengths: are numbers of characters, 0 or more, not " + q.min());
        }
        seedgen.generate.ValueGenerator fit = seedgen.generate.LengthFit.of(col.gen(), q, seed,
                stream ^ 0x6c656e67);
        return new Col(col.name(), fit, col.type(), false, col.digitFree(), col.timed(), col.fk(),
                col.parentColumn(), col.distinctOwnerOf(), col.nullable());
    }

    /** Where no draw keeps a sampled row's checks: said in the table's report rather than refused (a draft's check). */
    boolean lenientChecks;

    /** What the sample found of the table's checks. */
    Dataset.Checks checksReport(Table t) {
        TableChecks tc = checks.getOrDefault(t.def.name(), java.util.Optional.empty()).orElse(null);
        return tc == null ? Dataset.Checks.NONE : tc.report;
    }

    /** The table's conditions ({@code checks:}), read when its first column compiles; null where it has none. */
    TableChecks checksOf(Table t) {
        return checks.computeIfAbsent(t.def.name(), k -> java.util.Optional.ofNullable(TableChecks.of(t, seed,
                dependedOn(), this::keyHolds))).orElse(null);
    }

    /**
     * Whether a row of {@code table} holds {@code value} in {@code column} (null: its one-column primary key), as its
     * generator says without making the rows: a sequence from its start over the table's rows, with no gaps; a list
     * that lists it. Anything else is not known, so no.
     */
    private boolean keyHolds(String table, String column, String value) {
        Spec.TableDef def = defs.get(table);
        if (def == null) {
            return false;
        }
        String name = column;
        if (name == null) {
            List<String> pk = def.primaryKey().isEmpty() ? def.columns().stream().filter(c -> c.gen().equals(
                    "sequence")).map(Spec.ColumnDef::name).limit(1).toList() : def.primaryKey();
            if (pk.size() != 1) {
                return false;
            }
            name = pk.get(0);
        }
        String key = name;
        Spec.ColumnDef c = def.columns().stream().filter(x -> x.name().equals(key)).findFirst().orElse(null);
        if (c == null) {
            return false;
        }
        if (c.gen().equals("list")) {
            return c.options().get("values").names("values").contains(value);
        }
        if (!c.gen().equals("sequence") || c.options().containsKey("deleted")) {
            return false;
        }
        try {
            long v = new java.math.BigDecimal(value).longValueExact();
            long start = c.options().containsKey("start") ? c.options().get("start").integer("start") : 1;
            return v >= start && v < start + table(table, def.where()).rows;
        } catch (ArithmeticException | NumberFormatException e) {
            return false;
        }
    }

    /**
     * Every column some column's options name: a column of its own table by name, or in a template's braces, or
     * another table's as TABLE.COLUMN. Its values are read by others, so a redraw of it would leave them behind.
     */
    private Set<String> dependedOn() {
        if (dependedOn == null) {
            Set<String> out = new java.util.HashSet<>();
            for (Spec.TableDef t : spec.tables()) {
                for (Spec.ColumnDef c : t.columns()) {
                    for (Map.Entry<String, Node> o : c.options().entrySet()) {
                        if (o.getKey().equals("column") && c.options().containsKey("table")) {
                            out.add(TableChecks.key(c.options().get("table").scalar("table"),
                                    o.getValue().scalar("column"))); // the column a reference copies
                        } else if (o.getKey().equals("text")) {
                            named(o.getValue(), t.name(), out, true); // a template: the names in its braces
                        } else if (!NAMES_NO_COLUMN.contains(o.getKey())) {
                            named(o.getValue(), t.name(), out, false);
                        }
                    }
                }
            }
            dependedOn = out;
        }
        return dependedOn;
    }

    /** Options whose values never name a column (a table, a range, a pattern, a format...). */
    private static final Set<String> NAMES_NO_COLUMN = Set.of("table", "values", "expr", "from", "to", "format",
            "kind", "locale", "case", "scheme", "regex", "not_regex", "like", "not_like", "similar", "ignore_case",
            "length", "min", "max", "mean", "s", "p", "distribution", "scale", "width", "srid", "words", "plaintext",
            "cost", "value", "version", "step", "delay", "quantiles", "weights", "count", "bytes", "varying", "steps",
            "snap", "runs", "exact", "deleted", "distinct", "ordered", "roots", "fanout", "other", "states", "exits",
            "unchanged", "start", "one_of", "lengths");

    private void named(Node n, String table, Set<String> out, boolean braces) {
        if (n.isMapping()) {
            for (Map.Entry<String, Node> e : n.mapping("options").entrySet()) {
                if (!braces) {
                    out.add(TableChecks.key(table, e.getKey()));
                }
                named(e.getValue(), table, out, braces);
            }
        } else if (n.isList()) {
            for (Node item : n.list("options")) {
                named(item, table, out, braces);
            }
        } else if (n.isScalar()) {
            String s = n.scalar("an option");
            java.util.regex.Matcher named = java.util.regex.Pattern.compile("\\{([^}]*)}").matcher(s);
            while (named.find()) {
                out.add(TableChecks.key(table, named.group(1)));
            }
            if (braces) {
                return;
            }
            out.add(TableChecks.key(table, s));
            int dot = s.indexOf('.');
            if (dot > 0) {
                out.add(TableChecks.key(s.substring(0, dot), s.substring(dot + 1)));
            }
        }
    }

    /**
     * The table's row count (and for a per-parent table, its {@link ParentIndex}): what a reference to it needs.
     * Only a per-parent count and a distinct pick depend on another table's rows; a cycle of those cannot be broken.
     */
    Table table(String name, Where from) {
        Table done = compiled.get(name);
        if (done != null) {
            return done;
        }
        Spec.TableDef def = defs.get(name);
        if (def == null) {
            throw from.error("no table '" + name + "' in the spec (it has: " + String.join(", ", defs.keySet()) + ")");
        }
        if (!compiling.add(name)) {
            throw from.error("tables " + String.join(" -> ", compiling) + " -> " + name + " count their rows from "
                    + "each other in a cycle (per: or a ref with distinct: true): make one of them a plain table "
                    + "with rows:, or one of the references a plain ref");
        }
        for (Spec.ColumnDef c : def.columns()) {
            if (c.gen().equals("ref") && c.options().get("table") == null && c.options().get("one_of") == null) {
                throw c.genWhere().error("ref needs 'table: TABLE' (the table whose rows it refers to)");
            }
        }
        // A parent row picks distinct rows of a table only as many times as that table has rows.
        long cap = Long.MAX_VALUE;
        for (Spec.ColumnDef c : def.columns()) {
            Node distinct = c.options().get("distinct");
            if (c.gen().equals("ref") && distinct != null && distinct.bool("distinct")) {
                Node target = c.options().get("table");
                String targetName = target.scalar("table");
                if (!targetName.equals(name)) { // own rows: refused in selfRef
                    // exclude: parent leaves the owner one row fewer to pick
                    long others = c.options().containsKey("exclude") ? 1 : 0;
                    cap = Math.min(cap, Math.max(0, table(targetName, target.where()).rows - others));
                }
            }
        }
        long rows;
        ParentIndex index = null;
        DealtCounts dealt = null;
        if (def.per() != null) {
            Spec.PerParent per = def.per();
            if (per.parent().equals(name)) {
                throw per.where().error("table " + name + " cannot own its own rows: name another table as parent");
            }
            Table parent = table(per.parent(), per.where());
            Distribution.Draw count = per.weights() != null ? Distribution.Draw.empirical(per.weights())
                    : OptionValues.draw(per.distribution(), per.min(), per.max(), per.param(), per.where(), "count");
            java.util.function.LongUnaryOperator byTime = capByTime(def, parent);
            int stream = Generators.stream(name, "(count)");
            if (per.exact()) {
                dealt = new DealtCounts(per.weights(), parent.rows, seed, stream);
                index = exactIndex(dealt, parent.rows, cap, byTime);
            } else {
                index = byTime == null ? new ParentIndex(parent.rows, count, seed, stream, cap)
                        : ParentIndex.capped(parent.rows, count, seed, stream, cap, byTime);
            }
            if (per.oneOf() != null) {
                index = oneOf(name, per, index);
            }
            rows = index.total();
        } else {
            // a kept table holds the rows the database has: --rows and --append do not size it
            rows = def.kept() ? def.rows() : rowsOf.containsKey(name) ? rowsOf.get(name) : rootRows != null ? rootRows
                    : def.rows();
        }
        Table t = new Table(def, rows, index, dealt);
        compiled.put(name, t);
        compiling.remove(name);
        return t;
    }

    /**
     * {@code one_of: [A, B, ...]}: each parent row has its rows in one of the tables listed, the one its slot names (a
     * draw of the parent row keyed by the parent and the tables listed, so that every table of the list draws the
     * same slot), and none in the others: subtypes, such as a trigger that is either a cron trigger or a simple one.
     * Every table listed names the same parent and lists the same tables.
     */
    private ParentIndex oneOf(String name, Spec.PerParent per, ParentIndex drawn) {
        List<String> group = new java.util.ArrayList<>(new java.util.TreeSet<>(per.oneOf()));
        for (String other : group) {
            Spec.TableDef o = defs.get(other);
            if (o == null) {
                throw per.where().error("one_of: names no table '" + other + "' in the spec (it has: "
                        + String.join(", ", defs.keySet()) + ")");
            }
            if (o.per() == null || !o.per().parent().equals(per.parent()) || o.per().oneOf() == null
                    || !new java.util.TreeSet<>(o.per().oneOf()).equals(new java.util.TreeSet<>(group))) {
                throw per.where().error("one_of: table " + other + " must have per: {parent: " + per.parent()
                        + ", one_of: [" + String.join(", ", group) + "]} too: each of the tables a parent row has its "
                        + "rows in one of lists the same tables");
            }
        }
        int at = group.indexOf(name);
        java.util.function.LongToIntFunction slot = slots(per.parent(), group);
        return new ParentIndex(drawn.parents(), p -> slot.applyAsInt(p) == at ? drawn.countOf(p) : 0);
    }

    /** The place in {@code group} (sorted) of the kind table each row of {@code parent} has its rows in. */
    private java.util.function.LongToIntFunction slots(String parent, List<String> group) {
        int k = group.size();
        int stream = Generators.stream(parent, "(one_of " + String.join(",", group) + ")");
        return p -> (int) Long.remainderUnsigned(seedgen.generate.Mix.hash(seed, p, stream), k);
    }

    /**
     * {@code gen: kind, tables: {A: a, B: b}} in the parent of a one_of: group: the value of the kind table each row
     * has its rows in (a trigger's TRIGGER_TYPE is CRON where its row is in QRTZ_CRON_TRIGGERS). The tables listed
     * are the group's, each naming this table as its parent.
     */
    Col kindColumn(Table t, Spec.ColumnDef c) {
        Node tables = c.options().get("tables");
        if (tables == null) {
            throw c.genWhere().error("kind needs 'tables: {TABLE: VALUE, ...}': the tables of a one_of: group whose "
                    + "parent is " + t.def.name() + ", each with the value of the rows whose rows are in it");
        }
        Map<String, String> values = new java.util.TreeMap<>();
        tables.mapping("tables").forEach((table, v) -> values.put(table, v.scalar("the value of " + table)));
        List<String> group = List.copyOf(values.keySet());
        for (String kind : group) {
            Spec.TableDef d = defs.get(kind);
            if (d == null || d.per() == null || !d.per().parent().equals(t.def.name()) || d.per().oneOf() == null) {
                throw tables.where().error("kind: table " + kind + " is no kind of " + t.def.name() + ": name the "
                        + "tables whose per: is {parent: " + t.def.name() + ", one_of: [...]}");
            }
        }
        for (String kind : group) {
            java.util.Set<String> listed = new java.util.TreeSet<>(defs.get(kind).per().oneOf());
            if (!listed.equals(new java.util.TreeSet<>(group))) {
                throw tables.where().error("kind: tables: names " + String.join(", ", group) + ", and " + kind
                        + "'s one_of: lists " + String.join(", ", listed) + ": name the same tables");
            }
        }
        java.util.function.LongToIntFunction slot = slots(t.def.name(), group);
        String[] byPlace = group.stream().map(values::get).toArray(String[]::new);
        int longest = java.util.Arrays.stream(byPlace).mapToInt(String::length).max().orElse(1);
        boolean digitFree = java.util.Arrays.stream(byPlace).noneMatch(OptionValues::hasDigit);
        return Col.plain(c, row -> byPlace[slot.applyAsInt(row)], seedgen.model.ColumnType.varchar(Math.max(1,
                longest)), false, digitFree);
    }

    /**
     * {@code exact: true}: the weights' counts dealt to the parent rows in their shares ({@link DealtCounts}), each
     * still cut to {@code cap} and {@code byTime} where a distinct pick bounds it.
     */
    private static ParentIndex exactIndex(DealtCounts dealt, long parents, long cap,
            java.util.function.LongUnaryOperator byTime) {
        if (byTime == null) {
            return new ParentIndex(parents, p -> Math.min(cap, dealt.countOf(p)));
        }
        return new ParentIndex(parents, p -> Math.min(Math.min(cap, byTime.applyAsLong(p)), dealt.countOf(p)));
    }

    /**
     * The datetime of {@code target} whose times grow with its rows (ordered: true with to:, in a table of its own
     * rows), compiled; refused when it has none.
     */
    seedgen.generate.Generators.Timed orderedTime(Table target, Where w) {
        for (Spec.ColumnDef tc : target.def.columns()) {
            Node ordered = tc.options().get("ordered");
            if (tc.gen().equals("datetime") && ordered != null && ordered.bool("ordered")
                    && tc.options().containsKey("to") && target.def.per() == null) {
                return column(target, tc.name(), w).timed();
            }
        }
        throw w.error("before: picks among the rows of " + target.def.name() + " made by then, which needs its rows in "
                + "time order: give it a datetime column with ordered: true, from: and to:");
    }

    /**
     * Where a distinct ref with {@code before: PARENT.COLUMN} picks among the rows of its target made by the parent's
     * time, each parent owns no more rows than there are: per parent row, that number; null where no such ref is.
     */
    private java.util.function.LongUnaryOperator capByTime(Spec.TableDef def, Table parent) {
        java.util.function.LongUnaryOperator cap = null;
        for (Spec.ColumnDef c : def.columns()) {
            // exclude: earlier / later: a parent row picks among the rows after (before) its own
            Node exclude = c.options().get("exclude");
            Node distinct = c.options().get("distinct");
            if (c.gen().equals("ref") && exclude != null && distinct != null && distinct.bool("distinct")
                    && (exclude.scalar("exclude").equals("earlier") || exclude.scalar("exclude").equals("later"))
                    && c.options().get("table").scalar("table").equals(parent.def.name())) {
                long rows = parent.rows;
                java.util.function.LongUnaryOperator one = exclude.scalar("exclude").equals("earlier")
                        ? p -> Math.max(0, rows - p) : p -> Math.max(0, p - 1);
                java.util.function.LongUnaryOperator before = cap;
                cap = before == null ? one : p -> Math.min(before.applyAsLong(p), one.applyAsLong(p));
            }
        }
        for (Spec.ColumnDef c : def.columns()) {
            // distinct: true with within: PARENT.COLUMN: no more rows for a parent than its owner's run of the target
            Node distinct = c.options().get("distinct");
            Node within = c.options().get("within");
            if (!c.gen().equals("ref") || distinct == null || !distinct.bool("distinct") || within == null
                    || !within.scalar("within").startsWith(parent.def.name() + ".")) {
                continue;
            }
            String at = within.scalar("within").substring(parent.def.name().length() + 1);
            Table target = table(c.options().get("table").scalar("table"), c.options().get("table").where());
            column(parent, at, within.where());
            Picked picked = parent.picks.get(at);
            boolean parentColumn = picked == null && parent.def.per() != null && parent.parentCopies.containsKey(at);
            if (picked == null && !parentColumn || target.index == null) {
                continue; // refused with its reason when the column compiles
            }
            java.util.function.LongUnaryOperator owner = parentColumn ? parent::parentOf : picked.pick();
            ParentIndex runs = target.index;
            java.util.function.LongUnaryOperator one = p -> runs.countOf(owner.applyAsLong(p));
            java.util.function.LongUnaryOperator before = cap;
            cap = before == null ? one : p -> Math.min(before.applyAsLong(p), one.applyAsLong(p));
        }
        for (Spec.ColumnDef c : def.columns()) {
            Node distinct = c.options().get("distinct");
            Node before = c.options().get("before");
            if (!c.gen().equals("ref") || distinct == null || !distinct.bool("distinct") || before == null) {
                continue;
            }
            String at = before.scalar("before");
            int dot = at.indexOf('.');
            if (dot < 0 || !at.substring(0, dot).equals(parent.def.name())) {
                continue; // refused with its reason when the column compiles
            }
            Table target = table(c.options().get("table").scalar("table"), c.options().get("table").where());
            Col parentTime = column(parent, at.substring(dot + 1), before.where());
            if (parentTime.timed() == null) {
                continue;
            }
            Generators.Timed order = orderedTime(target, before.where());
            Generators.Timed when = parentTime.timed();
            long rows = target.rows;
            java.util.function.LongUnaryOperator one = p -> Generators.lastAtOrBefore(order, rows, when.epochAt(p));
            java.util.function.LongUnaryOperator before2 = cap;
            cap = before2 == null ? one : p -> Math.min(before2.applyAsLong(p), one.applyAsLong(p));
        }
        return cap;
    }

    /**
     * {@code within: PARENT.COLUMN} or {@code within: COLUMN} of a ref to {@code target}: for a row of {@code t}, the
     * row of target's owner table (per:) that the ref column COLUMN of t's parent row (or of the row itself) picked.
     * Refused where the column is no ref, or target's rows are not owned per row of the table it refers to.
     */
    java.util.function.LongUnaryOperator withinOwner(Table t, Node within, Table target) {
        String path = within.scalar("within");
        int dot = path.indexOf('.');
        Table from = t;
        if (dot >= 0) {
            if (t.def.per() == null || !path.substring(0, dot).equals(t.def.per().parent())) {
                throw within.where().error("within: " + path + " names a column of the parent table, which "
                        + (t.def.per() == null ? t.def.name() + " has none (per:)" : "is " + t.def.per().parent()));
            }
            from = table(t.def.per().parent(), within.where());
        }
        String name = path.substring(dot + 1);
        column(from, name, within.where());
        Picked picked = from.picks.get(name);
        boolean parentColumn = picked == null && from.def.per() != null && from.parentCopies.containsKey(name);
        if (picked == null && !parentColumn) {
            throw within.where().error("within: " + path + " must name a ref column (gen: ref) or the parent column of "
                    + from.def.name());
        }
        String ownerTable = parentColumn ? from.def.per().parent() : picked.target().def.name();
        if (target.def.per() == null || !target.def.per().parent().equals(ownerTable) || target.index == null) {
            throw within.where().error("within: " + path + " picks among the " + target.def.name() + " rows of one "
                    + ownerTable + " row, which needs " + target.def.name() + " to have per: {parent: " + ownerTable
                    + ", ...}");
        }
        Table of = from;
        java.util.function.LongUnaryOperator pick = parentColumn ? of::parentOf : picked.pick();
        if (from == t) {
            return pick;
        }
        return row -> pick.applyAsLong(t.parentOf(row));
    }

    /** Every column of {@code t}, its primary key and its unique keys. */
    void columns(Table t) {
        for (Spec.ColumnDef c : t.def.columns()) {
            column(t, c.name(), c.where());
        }
        TableChecks tc = checksOf(t);
        if (tc != null) {
            tc.bind();
        }
        if (t.pk == null) {
            t.pk = keys.primaryKey(t);
        }
        for (List<String> key : t.def.unique()) {
            keys.checkUnique(t, key, t.def.where(), "unique key (" + String.join(", ", key) + ")");
        }
    }

    /** Per table, the NULL streams whose NULLs are dealt ({@link #dealtNulls}). */
    private final Map<String, Set<Integer>> dealtNulls = new java.util.HashMap<>();

    /**
     * The NULL streams of {@code t} whose NULLs are dealt rather than drawn: those of a column with {@code exact: true}
     * and {@code null:} (a number or time from {@code quantiles:}, whose values are then dealt over its rows that are
     * not NULL; a reference's {@code fanout:}, whose NULL share is then exact), and so every column that shares that
     * stream ({@code null_with:}), whose NULLs stay where the others' are.
     */
    Set<Integer> dealtNulls(Table t) {
        return dealtNulls.computeIfAbsent(t.def.name(), k -> {
            Set<Integer> out = new java.util.HashSet<>();
            for (Spec.ColumnDef c : t.def.columns()) {
                Node exact = c.options().get("exact");
                if (exact != null && exact.bool("exact") && c.nullRatio() > 0 && c.nullRatio() < 1) {
                    out.add(nullStream(t, c));
                }
            }
            return out;
        });
    }

    /** The order the rows of {@code t} are dealt their NULLs in on stream {@code ns}: the first places NULL. */
    seedgen.generate.Shuffle nullShuffle(Table t, int ns) {
        return new seedgen.generate.Shuffle(t.rows, seed, ns ^ 0x4E554C4C);
    }

    /** How many rows of {@code t} are NULL in {@code c} where its NULLs are dealt: its share of the rows, rounded. */
    long dealtNullRows(Table t, Spec.ColumnDef c) {
        return Math.round(c.nullRatio() * t.rows);
    }

    /** The stream of {@code c}'s NULLs ({@link #nullStream}), where they are dealt; else null. */
    Integer dealtNullStream(Table t, Spec.ColumnDef c) {
        if (c.nullRatio() <= 0 || c.nullRatio() >= 1) {
            return null;
        }
        int ns = nullStream(t, c);
        return dealtNulls(t).contains(ns) ? ns : null;
    }

    /**
     * The stream whose draw decides the NULLs of {@code c}: its own, or with {@code null_with: OTHER} OTHER's (and
     * along a chain, the last column's, which names none), so that of two columns the one with the smaller share is
     * NULL only where the other is.
     */
    private int nullStream(Table t, Spec.ColumnDef c) {
        Spec.ColumnDef at = c;
        Set<String> seen = new LinkedHashSet<>();
        seen.add(c.name());
        while (at.nullWith() != null) {
            Node node = at.nullWith();
            String name = node.scalar("null_with");
            Spec.ColumnDef next = t.columnDef(name);
            if (next == null) {
                throw node.where().error("null_with: names no column '" + name + "' of " + t.def.name());
            }
            if (!seen.add(name)) {
                throw node.where().error("null_with: columns " + String.join(" -> ", seen) + " -> " + name + " name "
                        + "each other in a cycle: let the last of them decide on its own (drop its null_with:)");
            }
            if (next.nullRatio() <= 0) {
                throw node.where().error("null_with: " + name + " has no null:, so it has no draw to share: give it "
                        + "null: SHARE");
            }
            at = next;
        }
        return Generators.stream(t.def.name(), at.name());
    }

    Col column(Table t, String name, Where from) {
        Col done = t.cols.get(name);
        if (done != null) {
            return done;
        }
        Spec.ColumnDef c = t.columnDef(name);
        if (c == null) {
            throw from.error("table " + t.def.name() + " has no column '" + name + "'");
        }
        String qualified = t.def.name() + "." + name;
        if (!visiting.add(qualified)) {
            throw from.error("columns " + String.join(" -> ", visiting) + " -> " + qualified + " are made from each "
                    + "other in a cycle");
        }
        GeneratorFactory.checkOptions(c);
        int stream = Generators.stream(t.def.name(), name);
        Col col = generators.make(t, c, stream);
        if (c.options().containsKey("lengths")) {
            col = fitted(col, c, c.options().get("lengths"), stream);
        }
        if (c.options().containsKey("case") && GeneratorFactory.CASED.contains(c.gen())) {
            col = cased(col, c.options().get("case"));
        }
        if (c.type() != null) {
            col = TypeChecks.withType(col, c);
        }
        if (c.nullRatio() > 0) {
            if (c.unique()) {
                throw c.where().error("a unique column cannot have null: (it would repeat NULL's place in the key)");
            }
            // a time after this one follows its time even where it is NULL (timed stays)
            int ns = nullStream(t, c);
            seedgen.generate.ValueGenerator nulled = dealtNulls(t).contains(ns)
                    ? Generators.nullableDealt(col.gen(), seed, ns, nullShuffle(t, ns), dealtNullRows(t, c))
                    : Generators.nullable(col.gen(), seed, ns, c.nullRatio());
            col = new Col(col.name(), nulled, col.type(), false, col.digitFree(), col.timed(), col.fk(),
                    col.parentColumn(), col.distinctOwnerOf(), true);
        } else if (c.nullWith() != null) {
            throw c.nullWith().where().error("null_with: decides this column's NULLs from another column's draw: give "
                    + "it null: SHARE too");
        }
        if (c.unique() && !col.unique()) {
            throw c.where().error("column " + t.def.name() + "." + name + " cannot be unique by construction with gen "
                    + c.gen() + ": use sequence, uuid, or a template that includes a sequence column such as {id}");
        }
        TableChecks tc = checksOf(t);
        if (tc != null) {
            col = tc.wrap(col);
        }
        visiting.remove(qualified);
        t.cols.put(name, col);
        return col;
    }
}
