package seedgen.fromdb;

import static seedgen.fromdb.SpecYaml.comment;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import seedgen.catalog.Catalog;
import seedgen.error.SeedgenException;
import seedgen.model.ForeignKey;
import seedgen.profile.Learned;

/**
 * Writes the dataset spec (YAML, format 1) that fills the tables of a {@link Catalog}: a generator for each column
 * chosen from its name and type by {@link ColumnRules}, the keys and references the catalog declares, and the shape
 * of each table (a root table of {@code rows} rows; a table whose key is one reference is owned one-to-one by its
 * parent; a link table whose key is two references has distinct pairs). The text is meant to be read and edited.
 * The rules make a {@link SpecDraft} (each table's by {@link TableRules}); {@link SpecYaml} alone writes its text.
 */
public final class SpecFromCatalog {

    private SpecFromCatalog() {
    }

    public static String write(Catalog catalog, long rows) {
        return write(catalog, rows, Map.of());
    }

    /**
     * As above, with {@code rowsFor} giving some tables rows of their own (--rows-for): refused when the table is
     * not read, is owned by a parent (its rows follow the parent's), or its keys cannot hold that many.
     */
    public static String write(Catalog catalog, long rows, Map<String, Long> rowsFor) {
        return compose(catalog, rows, rowsFor).text();
    }

    /**
     * The spec's text; the CHECK constraints its values may break ({@code TABLE: CLAUSE}), marked in it; and the
     * tables given fewer rows than asked, with why ({@code languages: 255, not 700: key id ... holds 255 values}).
     */
    public record Written(String text, List<String> unfollowed, List<String> capped, List<String> leftOut,
            List<String> columnsLeft, List<String> kept, List<String> inferred, List<String> notInferred,
            List<Follows> follows) {
        public Written(String text, List<String> unfollowed, List<String> capped, List<String> leftOut,
                List<String> columnsLeft) {
            this(text, unfollowed, capped, leftOut, columnsLeft, List.of(), List.of(), List.of(), List.of());
        }

        public Written {
            follows = List.copyOf(follows);
        }
    }

    /**
     * A table whose rows follow a parent's ({@code per:}) for a reason the schema gives, not the rows asked: what was
     * asked and why. The compiled rows may then differ from {@code asked}, which the summary says.
     */
    public record Follows(String table, long asked, String why) {
    }

    /** A column or table seedgen cannot fill, and why; what it does instead is its caller's to say. */
    static final class Unfillable extends SeedgenException {
        final String table;
        final String column;
        final String why;

        Unfillable(String table, String column, String why) {
            super(Kind.BAD_INPUT, table + "." + column + ": " + why + ": leave " + table + " out with --exclude-tables "
                    + table + ", or print the spec and write that table by hand");
            this.table = table;
            this.column = column;
            this.why = why;
        }
    }

    /** As {@link #write(Catalog, long, Map)}, with the CHECK constraints it does not follow. */
    public static Written compose(Catalog catalog, long rows, Map<String, Long> rowsFor) {
        return compose(catalog, rows, rowsFor, false);
    }

    /**
     * As above; every table is tried, and one that cannot be filled is left out, a comment saying why, with every
     * table that refers to it (and so on). With {@code strictChecks} a table whose CHECK constraints its values could
     * break is left out too (a fill without a spec to edit); otherwise it is written with a comment naming the check.
     */
    public static Written compose(Catalog catalog, long rows, Map<String, Long> rowsFor, boolean strictChecks) {
        return compose(catalog, rows, rowsFor, strictChecks, null, 1);
    }

    /**
     * As above, with what {@code learned} measured of each table: its rows times {@code scale} (where --rows-for does
     * not say), its fan-outs, values, NULL shares and times, each with a comment of the figures.
     */
    public static Written compose(Catalog catalog, long rows, Map<String, Long> rowsFor, boolean strictChecks,
            Learned learned, double scale) {
        return compose(catalog, rows, rowsFor, strictChecks, learned, scale, Map.of());
    }

    /**
     * As above, the tables of {@code kept} kept as they are ({@link KeptRows}): never written, their rows those the
     * tables filled refer to.
     */
    public static Written compose(Catalog catalog, long rows, Map<String, Long> rowsFor, boolean strictChecks,
            Learned learned, double scale, Map<String, KeptRows.Kept> keptTables) {
        return compose(catalog, rows, rowsFor, strictChecks, learned, scale, keptTables, Map.of());
    }

    /**
     * As above, with the generators the server judged ({@link ServerJudge}) to keep the checks seedgen does not
     * follow, per table and column.
     */
    public static Written compose(Catalog catalog, long rows, Map<String, Long> rowsFor, boolean strictChecks,
            Learned learned, double scale, Map<String, KeptRows.Kept> keptTables,
            Map<String, Map<String, ServerJudge.Judged>> judged) {
        return compose(catalog, rows, rowsFor, strictChecks, learned, scale, keptTables, judged, List.of());
    }

    /**
     * As above, the catalog's inferred references ({@link InferredReferences}) each marked in the spec, and those
     * {@code dropped} (the data learned from breaks them) each said on its column. A table that the inferred
     * references would leave out, and that is filled without them, is filled without them, and the spec says so.
     */
    public static Written compose(Catalog catalog, long rows, Map<String, Long> rowsFor, boolean strictChecks,
            Learned learned, double scale, Map<String, KeptRows.Kept> keptTables,
            Map<String, Map<String, ServerJudge.Judged>> judged, List<InferredReferences.Dropped> dropped) {
        return compose(catalog, rows, rowsFor, strictChecks, learned, scale, keptTables, judged, dropped, true);
    }

    /**
     * As above; with {@code inferPairs}, pairs of columns that name a table and a row of it ({@link PolymorphicPairs})
     * refer to those rows too (off with --no-inferred-references).
     */
    public static Written compose(Catalog catalog, long rows, Map<String, Long> rowsFor, boolean strictChecks,
            Learned learned, double scale, Map<String, KeptRows.Kept> keptTables,
            Map<String, Map<String, ServerJudge.Judged>> judged, List<InferredReferences.Dropped> dropped,
            boolean inferPairs) {
        List<InferredReferences.Dropped> notKept = new ArrayList<>(dropped);
        Written written = composeOnce(catalog, rows, rowsFor, strictChecks, learned, scale, keptTables, judged,
                notKept, inferPairs);
        java.util.Set<String> tried = new java.util.HashSet<>();
        while (true) {
            List<InferredReferences.Inferred> inferred = InferredReferences.of(catalog);
            if (inferred.isEmpty()) {
                return written;
            }
            List<InferredReferences.Dropped> all = inferred.stream().map(r -> new InferredReferences.Dropped(r, ""))
                    .toList();
            Written plain = composeOnce(InferredReferences.without(catalog, all), rows, rowsFor, strictChecks, learned,
                    scale, keptTables, judged, List.of(), inferPairs);
            java.util.Set<String> filledWithout = new java.util.TreeSet<>(String.CASE_INSENSITIVE_ORDER);
            catalog.tables().forEach(t -> filledWithout.add(t.name()));
            plain.leftOut().forEach(l -> filledWithout.remove(l.substring(0, l.indexOf(": "))));
            List<InferredReferences.Dropped> worse = new ArrayList<>();
            for (String l : written.leftOut()) {
                String table = l.substring(0, l.indexOf(": "));
                if (filledWithout.contains(table) && tried.add(table.toLowerCase(Locale.ROOT))) {
                    inferred.stream().filter(r -> r.table().equalsIgnoreCase(table)).forEach(r -> worse.add(
                            new InferredReferences.Dropped(r, "with it, " + table + " is left out (" + l.substring(
                                    l.indexOf(": ") + 2) + "), and without it, filled")));
                }
            }
            if (worse.isEmpty()) {
                return written;
            }
            catalog = InferredReferences.without(catalog, worse);
            notKept.addAll(worse);
            written = composeOnce(catalog, rows, rowsFor, strictChecks, learned, scale, keptTables, judged, notKept,
                    inferPairs);
        }
    }

    private static Written composeOnce(Catalog catalog, long rows, Map<String, Long> rowsFor, boolean strictChecks,
            Learned learned, double scale, Map<String, KeptRows.Kept> keptTables,
            Map<String, Map<String, ServerJudge.Judged>> judged, List<InferredReferences.Dropped> dropped,
            boolean inferPairs) {
        Map<String, KeptRows.Kept> keep = new java.util.TreeMap<>(String.CASE_INSENSITIVE_ORDER);
        keep.putAll(keptTables);
        refuseRowsFor(catalog, rowsFor, keep);
        Map<String, SpecDraft.TableDraft> drafts = new LinkedHashMap<>();
        Map<String, String> leftOut = new LinkedHashMap<>();
        refuseMissingParents(catalog);
        catalog.excluded().forEach(x -> leftOut.put(x, "--exclude-tables"));
        java.util.Set<String> exactRows = oneToOneParents(catalog);
        leaveOutEmpty(catalog, learned, leftOut);
        java.util.function.ToLongFunction<String> learnedRows = name -> {
            if (keep.containsKey(name)) {
                return keep.get(name).rows().size(); // the rows listed to pick from
            }
            Learned.TableShape other = learned == null ? null : learned.tables().get(name);
            return other == null ? rows : Math.max(1, Math.round(other.rows() * scale));
        };
        TableRules.Context ctx = new TableRules.Context(catalog, learned, name -> rowsFor.entrySet().stream()
                .filter(e -> e.getKey().equalsIgnoreCase(name)).map(Map.Entry::getValue).findFirst()
                .orElse(learnedRows.applyAsLong(name)), exactRows, dropped, keep, leftOut.keySet(), inferPairs);
        Map<String, List<String>> broken = new LinkedHashMap<>();
        List<String> capped = new ArrayList<>();
        List<String> columnsLeft = new ArrayList<>();
        // Tried until nothing more is left out: a table that refers to one left out is left out too, unless the
        // reference is nullable and in no key, when it is left to NULL instead
        Map<String, java.util.Set<String>> nulled = new LinkedHashMap<>();
        // a reference to a table whose rows a trigger writes that the trigger's values do not follow (TriggerPlan)
        Map<String, String> byTriggers = new java.util.TreeMap<>(String.CASE_INSENSITIVE_ORDER);
        catalog.tables().stream().filter(Catalog.Table::writtenByTrigger).forEach(t -> byTriggers.put(t.name(),
                "whose rows a trigger writes, from values the reference does not follow"));
        boolean changed = true;
        while (true) {
        while (changed) {
            changed = false;
            drafts.clear();
            broken.clear();
            capped.clear();
            columnsLeft.clear();
            for (Catalog.Table whole : catalog.tables()) {
                if (whole.writtenByTrigger() || leftOut.containsKey(whole.name()) || keep.containsKey(whole.name())) {
                    continue;
                }
                Long asked = rowsFor.entrySet().stream().filter(e -> e.getKey().equalsIgnoreCase(whole.name()))
                        .map(Map.Entry::getValue).findFirst().orElse(null);
                java.util.Set<String> nulls = nulled.computeIfAbsent(whole.name(), k -> new java.util.TreeSet<>());
                List<ForeignKey> kept = new ArrayList<>();
                String why = parentLeftOut(whole, leftOut, byTriggers, nulls, kept);
                if (why != null) {
                    leftOut.put(whole.name(), why);
                    changed = true;
                    continue;
                }
                Catalog.Table t = new Catalog.Table(whole.name(), whole.columns(), whole.primaryKey(), whole.unique(),
                        kept, whole.writtenByTrigger(), whole.checks(), whole.defaulted(), whole.said());
                TableRules.Made made;
                try {
                    made = TableRules.draft(ctx, t, asked == null ? ctx.rowsOf().applyAsLong(t.name()) : asked,
                            asked != null, nulls, judged.getOrDefault(t.name(), Map.of()));
                } catch (Unfillable u) {
                    if (asked != null) {
                        throw u;
                    }
                    leftOut.put(t.name(), "column " + u.column + ": " + u.why);
                    changed = true;
                    continue;
                }
                if (strictChecks && !made.unfollowed().isEmpty()) {
                    String clause = made.draft().unfollowed().get(0);
                    String whyNot = t.checks().stream().filter(x -> CheckClauses.normal(x).equals(clause))
                            .findFirst().map(x -> CheckClauses.read(t, x).whyNot()).orElse(null);
                    leftOut.put(t.name(), "CHECK (" + clause + ") is not one seedgen can evaluate" + (whyNot == null
                            ? "" : " (it " + whyNot.replaceFirst("^not SQL", "is not SQL") + ")") + ", nor did the server "
                            + "judge a generator to keep it, so its values could break it");
                    changed = true;
                    continue;
                }
                drafts.put(t.name(), made.draft());
                broken.put(t.name(), made.unfollowed());
                capped.addAll(made.capped());
                columnsLeft.addAll(made.columnsLeft());
            }
        }
        // the draft compiled and its checks sampled: a table whose rows no draw keeps to its checks is left out, with
        // why; the others say how their checks are kept
        // keys triggers copy into one key of a table of theirs, from several tables, never meet there
        Map<String, SpecDraft.TableDraft> disjoint = TriggerKeys.disjoint(catalog, drafts);
        Written w = written(catalog, learned, scale, keep, dropped, leftOut, disjoint, broken, capped, columnsLeft);
        Map<String, seedgen.model.Dataset.Checks> reports;
        try {
            reports = DraftChecks.sample(w.text(), drafts.keySet());
        } catch (DraftChecks.Refused r) {
            if (rowsFor.keySet().stream().anyMatch(r.table::equalsIgnoreCase)) {
                throw SeedgenException.badInput("--rows-for names table " + r.table + ", which seedgen cannot draft: "
                        + r.why);
            }
            leftOut.put(r.table, r.why);
            changed = true;
            continue;
        }
        Map<String, String> failed = new LinkedHashMap<>();
        reports.forEach((table, r) -> {
            if (r.failure() != null) {
                failed.put(table, r.failure().replaceFirst("^table [^,]*, ", ""));
            }
        });
        if (failed.isEmpty()) {
            Map<String, SpecDraft.TableDraft> noted = new LinkedHashMap<>(disjoint);
            reports.forEach((table, r) -> noted.computeIfPresent(table, (k, d) -> DraftChecks.noted(d, r)));
            return written(catalog, learned, scale, keep, dropped, leftOut, noted, broken, capped, columnsLeft);
        }
        failed.forEach((table, why) -> {
            if (rowsFor.keySet().stream().anyMatch(table::equalsIgnoreCase)) {
                throw SeedgenException.badInput("--rows-for names table " + table + ", whose rows seedgen cannot keep "
                        + "to its checks: " + why);
            }
            leftOut.put(table, why);
        });
        changed = true;
        }
    }


    /** --rows-for naming a table kept as it is, or one not read, is refused. */
    private static void refuseRowsFor(Catalog catalog, Map<String, Long> rowsFor, Map<String, KeptRows.Kept> keep) {
        for (String name : rowsFor.keySet()) {
            KeptRows.Kept k = keep.get(name);
            if (k != null) {
                throw SeedgenException.badInput(String.format(Locale.ROOT, "--rows-for names table %s, which holds "
                        + "%,d row%s of its own (%s): seedgen keeps them and writes no row into it; drop it from "
                        + "--rows-for, or empty it with --truncate to fill it instead", name, k.held(),
                        k.held() == 1 ? "" : "s", k.why()));
            }
        }
        for (String name : rowsFor.keySet()) {
            if (catalog.table(name) == null) {
                throw SeedgenException.badInput("--rows-for names table " + name + ", which is not among the tables "
                        + "read: check the name, or add it to --tables");
            }
        }
    }

    /**
     * The tables another refers to one to one (a unique reference): their rows are the count learned, not a sum of
     * fan-outs drawn, so that the rows referring to them have as many to pick from.
     */
    private static java.util.Set<String> oneToOneParents(Catalog catalog) {
        java.util.Set<String> exactRows = new java.util.TreeSet<>(String.CASE_INSENSITIVE_ORDER);
        for (Catalog.Table t : catalog.tables()) {
            for (ForeignKey fk : t.foreignKeys()) {
                if (fk.columns().size() == 1 && t.isKey(fk.columns())) {
                    exactRows.add(fk.refTable());
                }
            }
        }
        return exactRows;
    }

    /** Empty where it was learned, empty in the copy: left out, and what must refer to it with it. */
    private static void leaveOutEmpty(Catalog catalog, Learned learned, Map<String, String> leftOut) {
        if (learned == null) {
            return;
        }
        for (Catalog.Table t : catalog.tables()) {
            Learned.TableShape shape = learned.tables().get(t.name());
            if (shape != null && shape.rows() == 0 && !t.writtenByTrigger()) {
                leftOut.put(t.name(), "it holds no rows in " + learned.source());
            }
        }
    }

    /**
     * Why {@code whole} is left out because a table it refers to is (or is one whose rows a trigger writes,
     * {@code byTriggers}, by values the reference does not follow), or null: its references to tables still filled
     * go to {@code kept}; a nullable one in no key to a table left out is left to NULL ({@code nulls}) instead, and
     * an inferred one is dropped.
     */
    private static String parentLeftOut(Catalog.Table whole, Map<String, String> leftOut,
            Map<String, String> byTriggers, java.util.Set<String> nulls, List<ForeignKey> kept) {
        String why = null;
        for (ForeignKey fk : whole.foreignKeys()) {
            String parent = leftOut.keySet().stream().filter(fk.refTable()::equalsIgnoreCase).findFirst()
                    .orElse(byTriggers.containsKey(fk.refTable()) ? fk.refTable() : null);
            if (parent == null || parent.equalsIgnoreCase(whole.name())) {
                kept.add(fk);
            } else if (fk.isInferred()) {
                continue; // a guess, not worth a table: its column is made as if it had none
            } else if (fk.columns().stream().allMatch(col -> whole.column(col).nullable()
                    && !whole.inKey(col))) {
                fk.columns().forEach(nulls::add);
            } else if (why == null) {
                why = "foreign key " + fk.name() + " (" + String.join(", ", fk.columns()) + ") refers to "
                        + parent + ", " + (leftOut.containsKey(parent) ? "which is left out" : byTriggers.get(parent));
            }
        }
        return why;
    }

    /**
     * The spec of the tables drafted, {@code leftOut} (table: why) and {@code keep} (kept as they are), rendered, with
     * what it leaves out, caps, keeps and infers.
     */
    private static Written written(Catalog catalog, Learned learned, double scale, Map<String, KeptRows.Kept> keep,
            List<InferredReferences.Dropped> dropped, Map<String, String> leftOut,
            Map<String, SpecDraft.TableDraft> drafts, Map<String, List<String>> broken, List<String> capped,
            List<String> columnsLeft) {
        catalog.excluded().forEach(leftOut::remove);
        List<String> inferredNotes = new ArrayList<>();
        for (Catalog.Table t : catalog.tables()) {
            if (!drafts.containsKey(t.name()) || leftOut.containsKey(t.name())) {
                continue;
            }
            for (ForeignKey fk : t.foreignKeys()) {
                if (fk.isInferred() && !leftOut.containsKey(fk.refTable())) {
                    inferredNotes.add(t.name() + "." + fk.columns().get(0) + " -> " + fk.refTable() + "."
                            + fk.refColumns().get(0) + ": " + fk.inferred());
                }
            }
        }
        List<String> unfollowed = new ArrayList<>();
        List<Follows> follows = new ArrayList<>();
        List<String> keptNotes = new ArrayList<>();
        List<SpecDraft.Entry> entries = new ArrayList<>();
        for (Catalog.Table t : catalog.tables()) {
            if (t.writtenByTrigger()) {
                List<String> by = catalog.triggers().stream().filter(tr -> drafts.containsKey(tr.table())
                        && tr.writes().stream().anyMatch(w -> w.verb() == seedgen.catalog.Trigger.Verb.INSERT
                                && w.table().equalsIgnoreCase(t.name()))).map(tr -> tr.name() + " of " + tr.table())
                        .toList();
                entries.add(new SpecDraft.LeftOut(t.name(), "a trigger of the schema writes it" + (by.isEmpty() ? ""
                        : " (" + String.join(", ", by) + ")")));
            } else if (keep.containsKey(t.name())) {
                KeptRows.Kept k = keep.get(t.name());
                entries.add(kept(t, k));
                keptNotes.add(String.format(Locale.ROOT, "%s: %,d row%s, %s", t.name(), k.held(), k.held() == 1 ? ""
                        : "s", k.why()));
            } else if (leftOut.containsKey(t.name())) {
                entries.add(new SpecDraft.LeftOut(t.name(), "no rows: " + leftOut.get(t.name())));
            } else {
                SpecDraft.TableDraft d = drafts.get(t.name());
                entries.add(new SpecDraft.Filled(d));
                unfollowed.addAll(broken.get(t.name()));
                if (d.per() != null && d.perWhy() != null) {
                    follows.add(new Follows(t.name(), d.asked(), d.perWhy() + counted(d.per())));
                }
            }
        }
        SpecDraft draft = new SpecDraft(SpecHeader.lines(catalog, learned, scale, inferredNotes.size()),
                SpecHeader.name(catalog.database()), entries);
        columnsLeft.removeIf(c -> leftOut.keySet().stream().anyMatch(t -> c.startsWith(t + ".")));
        capped.removeIf(c -> leftOut.keySet().stream().anyMatch(t -> c.startsWith(t + ":")));
        List<String> left = leftOut.entrySet().stream().map(e -> e.getKey() + ": " + e.getValue()).toList();
        List<String> notInferred = dropped.stream().map(d -> d.reference().describe() + ": " + d.why()).toList();
        return new Written(SpecYaml.render(draft), List.copyOf(unfollowed), List.copyOf(capped), left,
                List.copyOf(columnsLeft), List.copyOf(keptNotes), List.copyOf(inferredNotes), notInferred, follows);
    }

    /** How many rows a parent row gets by {@code per} ({@code {parent: P, count: A..B}}), after "; "; else "". */
    private static String counted(String per) {
        java.util.regex.Matcher m = java.util.regex.Pattern.compile("^\\{parent: (.+), count: (\\d+)\\.\\.(\\d+)")
                .matcher(per);
        if (!m.find() || m.group(2).equals("1") && m.group(3).equals("1")) {
            return "";
        }
        return "; " + (m.group(2).equals(m.group(3)) ? m.group(2) : m.group(2) + " to " + m.group(3) + ", drawn,")
                + " for each row of " + m.group(1);
    }

    /** A kept table's draft: the columns other tables refer to, each row's values, and the keys they hold. */
    private static SpecDraft.Kept kept(Catalog.Table t, KeptRows.Kept k) {
        boolean keyed = !t.primaryKey().isEmpty() && t.primaryKey().stream().allMatch(col -> k.columns().stream()
                .anyMatch(col::equalsIgnoreCase));
        List<String> alone = k.columns().stream().filter(col -> t.isKey(List.of(col))
                && !(keyed && t.primaryKey().size() == 1 && t.primaryKey().get(0).equalsIgnoreCase(col))).toList();
        return new SpecDraft.Kept(t.name(), k.held(), k.why(), k.columns(), k.rows(), keyed ? t.primaryKey()
                : List.of(), alone);
    }

    /**
     * A table read whose foreign key refers to a table --tables did not name is refused, naming the three: its rows
     * would refer to rows that are not made. One that --exclude-tables left out is left out with its dependents.
     */
    private static void refuseMissingParents(Catalog catalog) {
        for (Catalog.Table t : catalog.tables()) {
            for (ForeignKey fk : t.foreignKeys()) {
                if (catalog.table(fk.refTable()) == null
                        && catalog.excluded().stream().noneMatch(fk.refTable()::equalsIgnoreCase)) {
                    throw SeedgenException.badInput("table " + t.name() + " is read, but its foreign key " + fk.name()
                            + " (" + String.join(", ", fk.columns()) + ") refers to " + fk.refTable() + ", which "
                            + "--tables leaves out: add " + fk.refTable() + " to --tables, or leave " + t.name()
                            + " out too");
                }
            }
        }
    }

    static Unfillable unfillable(Catalog.Table t, String column, String why) {
        return new Unfillable(t.name(), column, why);
    }
}

