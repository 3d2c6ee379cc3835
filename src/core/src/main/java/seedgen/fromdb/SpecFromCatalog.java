package seedgen.fromdb;

import static seedgen.fromdb.YamlText.members;
import static seedgen.fromdb.YamlText.quote;
import static seedgen.fromdb.YamlText.yamlName;

import seedgen.catalog.Catalog;
import seedgen.profile.Learned;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.StringJoiner;
import seedgen.error.SeedgenException;

/**
 * Writes the dataset spec (YAML, format 1) that fills the tables of a {@link Catalog}: a generator for each column
 * chosen from its name and type by {@link ColumnRules}, the keys and references the catalog declares, and the shape
 * of each table (a root table of {@code rows} rows; a table whose key is one reference is owned one-to-one by its
 * parent; a link table whose key is two references has distinct pairs). The text is meant to be read and edited.
 */
public final class SpecFromCatalog {

    private static final String CODE = "gen: code, length: ";
    /** A link or history table's rows: 0 to 2 for each parent row, about as many as the parent's. */
    private static final String ABOUT = "  # about as many rows as the parent";

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
            List<String> columnsLeft, List<String> kept, List<String> inferred, List<String> notInferred) {
        public Written(String text, List<String> unfollowed, List<String> capped, List<String> leftOut,
                List<String> columnsLeft) {
            this(text, unfollowed, capped, leftOut, columnsLeft, List.of(), List.of(), List.of());
        }
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
        List<InferredReferences.Dropped> notKept = new ArrayList<>(dropped);
        Written written = composeOnce(catalog, rows, rowsFor, strictChecks, learned, scale, keptTables, judged,
                notKept);
        java.util.Set<String> tried = new java.util.HashSet<>();
        while (true) {
            List<InferredReferences.Inferred> inferred = InferredReferences.of(catalog);
            if (inferred.isEmpty()) {
                return written;
            }
            List<InferredReferences.Dropped> all = inferred.stream().map(r -> new InferredReferences.Dropped(r, ""))
                    .toList();
            Written plain = composeOnce(InferredReferences.without(catalog, all), rows, rowsFor, strictChecks, learned,
                    scale, keptTables, judged, List.of());
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
            written = composeOnce(catalog, rows, rowsFor, strictChecks, learned, scale, keptTables, judged, notKept);
        }
    }

    private static Written composeOnce(Catalog catalog, long rows, Map<String, Long> rowsFor, boolean strictChecks,
            Learned learned, double scale, Map<String, KeptRows.Kept> keptTables,
            Map<String, Map<String, ServerJudge.Judged>> judged, List<InferredReferences.Dropped> dropped) {
        Map<String, KeptRows.Kept> keep = new java.util.TreeMap<>(String.CASE_INSENSITIVE_ORDER);
        keep.putAll(keptTables);
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
        Map<String, String> texts = new LinkedHashMap<>();
        Map<String, String> leftOut = new LinkedHashMap<>();
        refuseMissingParents(catalog);
        catalog.excluded().forEach(x -> leftOut.put(x, "--exclude-tables"));
        // tables another refers to one to one (a unique reference): their rows are the count learned, not a sum of
        // fan-outs drawn, so that the rows referring to them have as many to pick from
        java.util.Set<String> exactRows = new java.util.TreeSet<>(String.CASE_INSENSITIVE_ORDER);
        for (Catalog.Table t : catalog.tables()) {
            for (Catalog.ForeignKey fk : t.foreignKeys()) {
                if (fk.columns().size() == 1 && t.isKey(fk.columns())) {
                    exactRows.add(fk.refTable());
                }
            }
        }
        if (learned != null) {
            // empty where it was learned, empty in the copy: left out, and what must refer to it with it
            for (Catalog.Table t : catalog.tables()) {
                Learned.TableShape shape = learned.tables().get(t.name());
                if (shape != null && shape.rows() == 0 && !t.writtenByTrigger()) {
                    leftOut.put(t.name(), "it holds no rows in " + learned.source());
                }
            }
        }
        Map<String, List<String>> broken = new LinkedHashMap<>();
        List<String> capped = new ArrayList<>();
        List<String> columnsLeft = new ArrayList<>();
        // Tried until nothing more is left out: a table that refers to one left out is left out too, unless the
        // reference is nullable and in no key, when it is left to NULL instead
        Map<String, java.util.Set<String>> nulled = new LinkedHashMap<>();
        boolean changed = true;
        while (changed) {
            changed = false;
            texts.clear();
            broken.clear();
            capped.clear();
            columnsLeft.clear();
            for (Catalog.Table whole : catalog.tables()) {
                if (whole.writtenByTrigger() || leftOut.containsKey(whole.name()) || keep.containsKey(whole.name())) {
                    continue;
                }
                Long asked = rowsFor.entrySet().stream().filter(e -> e.getKey().equalsIgnoreCase(whole.name()))
                        .map(Map.Entry::getValue).findFirst().orElse(null);
                Learned.TableShape shape = learned == null ? null : learned.tables().get(whole.name());
                String why = null;
                java.util.Set<String> nulls = nulled.computeIfAbsent(whole.name(), k -> new java.util.TreeSet<>());
                List<Catalog.ForeignKey> kept = new ArrayList<>();
                for (Catalog.ForeignKey fk : whole.foreignKeys()) {
                    String parent = leftOut.keySet().stream().filter(fk.refTable()::equalsIgnoreCase).findFirst()
                            .orElse(null);
                    if (parent == null || parent.equalsIgnoreCase(whole.name())) {
                        kept.add(fk);
                    } else if (fk.isInferred()) {
                        continue; // a guess, not worth a table: its column is made as if it had none
                    } else if (fk.columns().stream().allMatch(col -> whole.column(col).nullable()
                            && !whole.inKey(col))) {
                        fk.columns().forEach(nulls::add);
                    } else if (why == null) {
                        why = "foreign key " + fk.name() + " (" + String.join(", ", fk.columns()) + ") refers to "
                                + parent + ", which is left out";
                    }
                }
                if (why != null) {
                    leftOut.put(whole.name(), why);
                    changed = true;
                    continue;
                }
                Catalog.Table t = new Catalog.Table(whole.name(), whole.columns(), whole.primaryKey(), whole.unique(),
                        kept, whole.writtenByTrigger(), whole.checks(), whole.defaulted());
                StringBuilder text = new StringBuilder();
                List<String> unfollowed = new ArrayList<>();
                List<String> tableCapped = new ArrayList<>();
                List<String> tableColumnsLeft = new ArrayList<>();
                try {
                    java.util.function.ToLongFunction<String> learnedRows = name -> {
                        if (keep.containsKey(name)) {
                            return keep.get(name).rows().size(); // the rows listed to pick from
                        }
                        Learned.TableShape other = learned == null ? null : learned.tables().get(name);
                        return other == null ? rows : Math.max(1, Math.round(other.rows() * scale));
                    };
                    table(text, unfollowed, tableCapped, tableColumnsLeft, nulls, judged.getOrDefault(t.name(),
                            Map.of()), catalog, t, asked == null
                            ? learnedRows.applyAsLong(t.name()) : asked, asked != null, name -> rowsFor.entrySet()
                                    .stream().filter(e -> e.getKey().equalsIgnoreCase(name)).map(Map.Entry::getValue)
                                    .findFirst().orElse(learnedRows.applyAsLong(name)), shape, learned,
                                    exactRows, dropped);
                } catch (Unfillable u) {
                    if (asked != null) {
                        throw u;
                    }
                    leftOut.put(t.name(), "column " + u.column + ": " + u.why);
                    changed = true;
                    continue;
                }
                if (strictChecks && !unfollowed.isEmpty()) {
                    leftOut.put(t.name(), unfollowed.get(0).substring(t.name().length() + 2) + " is not a check "
                            + "seedgen can follow, and its values could break it");
                    changed = true;
                    continue;
                }
                texts.put(t.name(), text.toString());
                broken.put(t.name(), unfollowed);
                capped.addAll(tableCapped);
                columnsLeft.addAll(tableColumnsLeft);
            }
        }
        catalog.excluded().forEach(leftOut::remove);
        List<String> inferredNotes = new ArrayList<>();
        for (Catalog.Table t : catalog.tables()) {
            if (!texts.containsKey(t.name()) || leftOut.containsKey(t.name())) {
                continue;
            }
            for (Catalog.ForeignKey fk : t.foreignKeys()) {
                if (fk.isInferred() && !leftOut.containsKey(fk.refTable())) {
                    inferredNotes.add(t.name() + "." + fk.columns().get(0) + " -> " + fk.refTable() + "."
                            + fk.refColumns().get(0) + ": " + fk.inferred());
                }
            }
        }
        StringBuilder out = new StringBuilder();
        if (learned == null) {
            out.append("# The tables of ").append(catalog.database().replaceAll("\\s", " "))
                    .append(", as seedgen would fill them: every choice is a guess from\n# the column's name and type, ")
                    .append("to edit. Fill the tables with it: seedgen --from-db --spec FILE\n");
        } else {
            out.append("# The tables of ").append(comment(learned.source())).append(String.format(Locale.ROOT,
                    ", with the shape measured of their rows in %.1f s (aggregates only;\n# ", learned.seconds()))
                    .append(learned.values() ? "the values of columns of few values are the only values copied"
                            : "no value copied: --learn-values none").append(scale == 1 ? "" : "; rows times "
                            + new java.math.BigDecimal(scale).round(new java.math.MathContext(6)).stripTrailingZeros()
                                    .toPlainString())
                    .append("). Each table's and column's figures are in its comment; every\n# generator is "
                            + "to edit. Fill an empty copy of the schema with it: seedgen --from-db --spec FILE\n");
        }
        if (!inferredNotes.isEmpty()) {
            out.append("# ").append(inferredNotes.size()).append(inferredNotes.size() == 1 ? " reference no foreign key "
                    + "declares is" : " references no foreign key declares are").append(" inferred from names and "
                    + "types, each marked\n# on its column (--no-inferred-references leaves them out).\n");
        }
        out.append("seedgen: 1\n");
        out.append("name: ").append(safeName(catalog.database())).append('\n');
        out.append("tables:\n");
        List<String> unfollowed = new ArrayList<>();
        List<String> keptNotes = new ArrayList<>();
        for (Catalog.Table t : catalog.tables()) {
            if (t.writtenByTrigger()) {
                out.append("  # ").append(comment(t.name())).append(": left out, a trigger of the schema writes it\n");
            } else if (keep.containsKey(t.name())) {
                KeptRows.Kept k = keep.get(t.name());
                out.append(keptText(t, k));
                keptNotes.add(String.format(Locale.ROOT, "%s: %,d row%s, %s", t.name(), k.held(), k.held() == 1 ? ""
                        : "s", k.why()));
            } else if (leftOut.containsKey(t.name())) {
                out.append("  # ").append(comment(t.name())).append(": left out, no rows: ")
                        .append(comment(leftOut.get(t.name()))).append('\n');
            } else {
                out.append(texts.get(t.name()));
                unfollowed.addAll(broken.get(t.name()));
            }
        }
        columnsLeft.removeIf(c -> leftOut.keySet().stream().anyMatch(t -> c.startsWith(t + ".")));
        capped.removeIf(c -> leftOut.keySet().stream().anyMatch(t -> c.startsWith(t + ":")));
        List<String> left = leftOut.entrySet().stream().map(e -> e.getKey() + ": " + e.getValue()).toList();
        List<String> notInferred = dropped.stream().map(d -> d.reference().describe() + ": " + d.why()).toList();
        return new Written(out.toString(), List.copyOf(unfollowed), List.copyOf(capped), left,
                List.copyOf(columnsLeft), List.copyOf(keptNotes), List.copyOf(inferredNotes), notInferred);
    }

    /**
     * A kept table as the spec has it: {@code kept: true}, the rows listed, and the columns other tables refer to,
     * each row's value in key order ({@code gen: list}).
     */
    private static String keptText(Catalog.Table t, KeptRows.Kept k) {
        if (k.columns().isEmpty()) { // nothing refers to it: named only
            return String.format(Locale.ROOT, "  # %s: kept, %,d row%s of its own (%s)\n", comment(t.name()),
                    k.held(), k.held() == 1 ? "" : "s", comment(k.why()));
        }
        StringBuilder b = new StringBuilder("  ").append(yamlName(t.name())).append(":\n");
        b.append(String.format(Locale.ROOT, "    kept: true  # %,d row%s of its own, kept as %s (%s)", k.held(),
                k.held() == 1 ? "" : "s", k.held() == 1 ? "it is" : "they are", comment(k.why())));
        if (!k.columns().isEmpty() && k.rows().size() < k.held()) {
            b.append(String.format(Locale.ROOT, "; the tables filled refer to the first %,d", k.rows().size()));
        }
        b.append("\n    rows: ").append(k.rows().size()).append('\n');
        b.append("    columns:\n");
        for (int i = 0; i < k.columns().size(); i++) {
            b.append("      ").append(yamlName(k.columns().get(i))).append(": {gen: list, values: [");
            for (int r = 0; r < k.rows().size(); r++) {
                String v = k.rows().get(r).get(i);
                b.append(r == 0 ? "" : ", ").append(v.matches("-?\\d{1,18}") ? v : quote(v));
            }
            b.append("]}\n");
        }
        boolean keyed = !t.primaryKey().isEmpty() && t.primaryKey().stream().allMatch(col -> k.columns().stream()
                .anyMatch(col::equalsIgnoreCase));
        b.append("    primary_key: [").append(keyed ? String.join(", ", t.primaryKey().stream().map(
                YamlText::yamlName).toList()) : "").append("]\n");
        List<String> alone = k.columns().stream().filter(col -> t.isKey(List.of(col))
                && !(keyed && t.primaryKey().size() == 1 && t.primaryKey().get(0).equalsIgnoreCase(col))).toList();
        if (!alone.isEmpty()) {
            b.append("    unique: [").append(String.join(", ", alone.stream().map(col -> "[" + yamlName(col) + "]")
                    .toList())).append("]\n");
        }
        return b.toString();
    }

    /**
     * A table read whose foreign key refers to a table --tables did not name is refused, naming the three: its rows
     * would refer to rows that are not made. One that --exclude-tables left out is left out with its dependents.
     */
    private static void refuseMissingParents(Catalog catalog) {
        for (Catalog.Table t : catalog.tables()) {
            for (Catalog.ForeignKey fk : t.foreignKeys()) {
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

    /** Text on one comment line. */
    private static String comment(String text) {
        return text.replaceAll("[\\r\\n]+", " ");
    }

    private static void table(StringBuilder out, List<String> unfollowed, List<String> capped,
            List<String> columnsLeft, java.util.Set<String> nulledRefs, Map<String, ServerJudge.Judged> judged,
            Catalog catalog, Catalog.Table t, long rows, boolean exact,
            java.util.function.ToLongFunction<String> rowsOf, Learned.TableShape shape, Learned learned,
            java.util.Set<String> exactRows, List<InferredReferences.Dropped> dropped) {
        Map<String, String> gens = new LinkedHashMap<>();
        java.util.Set<String> nulls = new java.util.HashSet<>(); // unique references a table of per: cannot make
        String per = null;
        List<Catalog.ForeignKey> singles = new ArrayList<>();
        Map<String, String> distinctOf = new LinkedHashMap<>();
        List<Catalog.ForeignKey> pairs = new ArrayList<>();
        for (Catalog.ForeignKey fk : t.foreignKeys()) {
            if (fk.columns().size() > 1 && fk.refTable().equalsIgnoreCase(t.name())) {
                throw unfillable(t, fk.columns().get(0), "foreign key " + fk.name() + " has " + fk.columns().size()
                        + " columns and refers to its own table, which seedgen does not make yet (it makes one column "
                        + "to its own table, or several to another)");
            }
            (fk.columns().size() == 1 ? singles : pairs).add(fk);
        }
        // A key of several columns learned as it is: owned by the parent of a reference it holds, its other members
        // made within each parent's rows; or in a table of its own rows, its first member in order
        CompositeKeys.Plan learnedKey = CompositeKeys.plan(catalog, t, shape, learned);
        List<String> ownerColumns = learnedKey == null || learnedKey.per() == null ? List.of()
                : shape.key().ownerColumns();
        if (learnedKey != null) {
            gens.putAll(learnedKey.gens());
            per = learnedKey.per();
        }
        // A key that holds two references (a link table, keyed by them or by them and more, such as a permission
        // kind; or a UNIQUE pair beside a surrogate key): rows owned by the first's table, distinct picks of the
        // second, so that the pair, and so the key, is different on every row.
        List<Catalog.ForeignKey> linked = per != null ? null : linkKey(catalog, t, singles);
        if (linked != null) {
            Catalog.ForeignKey a = linked.get(0);
            Catalog.ForeignKey b = linked.get(1);
            // no more for a parent than the second table's rows: each pair is a different row of it
            per = "{parent: " + yamlName(a.refTable()) + ", count: " + guessedCount(rowsOf.applyAsLong(a.refTable()),
                    rows, rowsOf.applyAsLong(b.refTable())) + "}";
            gens.put(a.columns().get(0), "gen: parent");
            gens.put(b.columns().get(0), "gen: ref, table: " + yamlName(b.refTable()) + ", distinct: true"
                    + refColumn(catalog, b));
        }
        // A reference that is the primary key (one-to-one, a profile): one row for each row of the parent.
        if (per == null) {
            for (Catalog.ForeignKey fk : singles) {
                String col = fk.columns().get(0);
                boolean isPrimaryKey = t.primaryKey().size() == 1 && t.primaryKey().get(0).equalsIgnoreCase(col);
                if (!fk.refTable().equalsIgnoreCase(t.name()) && isPrimaryKey && refersToKey(catalog, fk)) {
                    per = "{parent: " + yamlName(fk.refTable()) + ", count: 1..1}";
                    gens.put(col, "gen: parent");
                    break;
                }
            }
        }
        // A key of a reference and a date (a history: salaries by (emp_no, from_date)): rows owned by the referenced
        // row, their dates in order within it.
        if (per == null && t.primaryKey().size() >= 2) {
            Catalog.ForeignKey owner = t.primaryKey().stream().map(k -> fkOn(singles, k)).filter(f -> f != null
                    && !f.refTable().equalsIgnoreCase(t.name()) && refersToKey(catalog, f)).findFirst().orElse(null);
            String date = t.primaryKey().stream().filter(k -> fkOn(singles, k) == null
                    && ColumnRules.isDate(t.column(k))).findFirst().orElse(null);
            if (owner != null && date != null) {
                per = "{parent: " + yamlName(owner.refTable()) + ", count: " + guessedCount(rowsOf.applyAsLong(
                        owner.refTable()), rows, Long.MAX_VALUE) + "}";
                gens.put(owner.columns().get(0), "gen: parent");
                gens.put(date, ColumnRules.orderedInParent(t.column(date)));
            }
        }
        // A key of a reference and a small set (a permission table: (entity_id, permission); a UNIQUE (user_id, role)
        // beside a surrogate key, role an ENUM): rows owned by the referenced row, each a different member, so a
        // parent owns at most as many rows as there are members.
        List<List<String>> pairKeys = new ArrayList<>(List.of(t.primaryKey()));
        pairKeys.addAll(t.unique());
        for (List<String> key : pairKeys) {
            if (per != null || key.size() != 2) {
                continue;
            }
            Catalog.ForeignKey owner = key.stream().map(k -> fkOn(singles, k)).filter(f -> f != null
                    && !f.refTable().equalsIgnoreCase(t.name()) && refersToKey(catalog, f)).findFirst().orElse(null);
            String member = key.stream().filter(k -> fkOn(singles, k) == null).findFirst().orElse(null);
            List<String> members = owner == null || member == null ? null : smallSet(t.column(member));
            if (members != null) {
                per = "{parent: " + yamlName(owner.refTable()) + ", count: " + guessedCount(rowsOf.applyAsLong(
                        owner.refTable()), rows, members.size()) + "}";
                gens.put(owner.columns().get(0), "gen: parent");
                StringBuilder values = new StringBuilder("gen: choice, distinct: true, values: [");
                for (int i = 0; i < members.size(); i++) {
                    values.append(i == 0 ? "" : ", ").append(quote(members.get(i)));
                }
                gens.put(member, values.append(']').toString());
            }
        }
        // Learned: the rows are owned by the parent of the first NOT NULL reference to another table's key, with the
        // fan-out measured; the other references pick their rows with theirs
        String owner = null;
        String ownerParent = null;
        // only in a table whose keys are one column each and whose references are not unique: with an owner, a
        // distinct pick differs within its parent only, and a composite key's members are made unique in a table of
        // its own rows
        boolean ownable = t.primaryKey().size() <= 1 && t.unique().stream().allMatch(u -> u.size() == 1)
                && singles.stream().noneMatch(fk -> t.isKey(fk.columns())) && !exactRows.contains(t.name());
        if (shape != null && per == null && ownable) {
            for (Catalog.ForeignKey fk : singles) {
                String col = fk.columns().get(0);
                Learned.FanOut f = shape.fanOuts().get(col);
                if (f != null && f.children() > 0 && !fk.refTable().equalsIgnoreCase(t.name())
                        && !t.column(col).nullable() && refersToKey(catalog, fk) && !t.isKey(List.of(col))
                        && !t.inKey(col)) {
                    per = "{parent: " + yamlName(fk.refTable()) + ", weights: " + LearnedColumns.weights(f)
                            + (LearnedColumns.exact(f) ? ", exact: true" : "") + "}";
                    gens.put(col, "gen: parent");
                    owner = col;
                    ownerParent = fk.refTable();
                    break;
                }
            }
        } else if (shape != null) {
            for (Catalog.ForeignKey fk : singles) {
                if ("gen: parent".equals(gens.get(fk.columns().get(0)))) {
                    owner = fk.columns().get(0);
                    ownerParent = fk.refTable();
                }
            }
            // a link table (likes by user and post), a history or a one-to-one: the owner's fan-out as measured
            // instead of the guess (a link's distinct picks cut a count to the rows there are to pick); not a table
            // of members of a small set, whose counts the set's size bounds
            Learned.FanOut f = owner == null ? null : shape.fanOuts().get(owner);
            boolean members = gens.values().stream().anyMatch(g -> g.startsWith("gen: choice, distinct: true"));
            if (f != null && f.children() > 0 && !members) {
                per = "{parent: " + yamlName(ownerParent) + ", weights: " + LearnedColumns.weights(f)
                        + (LearnedColumns.exact(f) ? ", exact: true" : "") + "}";
            }
        }
        if (shape != null) {
            for (Catalog.ForeignKey fk : singles) {
                String col = fk.columns().get(0);
                Learned.FanOut f = shape.fanOuts().get(col);
                if (f != null && f.children() > 0 && !gens.containsKey(col) && !fk.refTable().equalsIgnoreCase(t.name())
                        && !t.isKey(List.of(col)) && !t.inKey(col) && catalog.table(fk.refTable()) != null) {
                    gens.put(col, "gen: ref, table: " + yamlName(fk.refTable()) + refColumn(catalog, fk) + ", fanout: "
                            + LearnedColumns.weights(f) + (LearnedColumns.exact(f) ? ", exact: true" : ""));
                }
            }
        }
        if (shape != null) {
            givenRefs(t, shape, gens, owner);
        }
        // A foreign key of two columns: the first picks a row of the table, the second copies that row's other column.
        for (Catalog.ForeignKey fk : pairs) {
            String a = fk.columns().get(0);
            if (fk.columns().equals(ownerColumns)) {
                continue; // the owner's columns: gen: parent
            }
            if (learnedKey != null && gens.getOrDefault(a, "").contains(", snap: ") && CompositeKeys.orderedBy(catalog,
                    fk)) {
                // a row of the target with the series' value, unless the key's members made it already
                CompositeKeys.byValue(catalog, fk).forEach(gens::putIfAbsent);
                continue;
            }
            refColumn(catalog, fk);
            String first = "gen: ref, table: " + yamlName(fk.refTable()) + ", column: " + yamlName(fk.refColumns().get(0));
            String taken = fk.columns().stream().skip(1).filter(gens::containsKey).findFirst().orElse(null);
            if (gens.containsKey(a) && !gens.get(a).equals(first) || taken != null) {
                throw unfillable(t, taken != null ? taken : a, "the column is in two foreign keys, which seedgen does "
                        + "not make yet");
            }
            gens.put(a, first);
            for (int i = 1; i < fk.columns().size(); i++) { // the other columns of the row the first one picked
                gens.put(fk.columns().get(i), "gen: ref, table: " + yamlName(fk.refTable()) + ", column: "
                        + yamlName(fk.refColumns().get(i)) + ", with: " + yamlName(a));
            }
        }
        for (Catalog.ForeignKey fk : singles) {
            String col = fk.columns().get(0);
            if (gens.containsKey(col)) {
                continue;
            }
            Catalog.Column c = t.column(col);
            if (fk.refTable().equalsIgnoreCase(t.name())) {
                if (!refersToKey(catalog, fk)) {
                    throw unfillable(t, col, "a reference to its own table's column " + fk.refColumns().get(0)
                            + ", not its key, is not made yet");
                }
                // each row refers to an earlier one; the first to none, or to itself when the column is NOT NULL
                gens.put(col, "gen: ref, table: " + yamlName(t.name()) + (c.nullable() ? "" : ", roots: self"));
            } else {
                // a unique reference beside the key (a store's one manager): each row a different parent row
                boolean oneEach = t.isKey(List.of(col));
                if (oneEach && per != null) {
                    // the rows follow a parent's, and distinct: picks differ only within one parent: NULLs never
                    // collide in a unique key, so a nullable one is left to NULL
                    if (!c.nullable() || t.primaryKey().stream().anyMatch(col::equalsIgnoreCase)) {
                        throw unfillable(t, col, "a unique reference in a table whose rows follow " + per
                                + " is not made yet");
                    }
                    nulls.add(col);
                    gens.put(col, "gen: ref, table: " + yamlName(fk.refTable()) + refColumn(catalog, fk));
                    continue;
                }
                gens.put(col, "gen: ref, table: " + yamlName(fk.refTable()) + refColumn(catalog, fk)
                        + (oneEach ? ", distinct: true" : ""));
                if (oneEach) {
                    distinctOf.put(col, fk.refTable());
                }
            }
        }
        // A key of several columns none of which is unique alone: an integer member that is no reference becomes
        // a sequence, or else a text member a code, which makes the whole key unique.
        List<List<String>> keys = new ArrayList<>(t.unique());
        if (t.primaryKey().size() > 1 && !gens.containsValue("gen: parent")
                && (learnedKey == null || !learnedKey.unique())) {
            keys.add(t.primaryKey());
        }
        Checks.Parsed listed = Checks.parse(t);
        java.util.Set<String> madeUnique = new java.util.HashSet<>();
        for (List<String> key : keys) {
            boolean holdsLink = linked != null && linked.stream().allMatch(f -> key.stream().anyMatch(
                    f.columns().get(0)::equalsIgnoreCase)); // the pair is different on every row already
            // a key that holds a whole foreign key of several columns to a key (a one-to-one on a composite key, as
            // Quartz's trigger tables have): each row a different row of the parent, so the key's values differ
            Catalog.ForeignKey whole = per != null ? null : pairs.stream().filter(fk -> fk.columns().stream().allMatch(
                    col -> key.stream().anyMatch(col::equalsIgnoreCase)) && catalog.table(fk.refTable()) != null
                    && catalog.table(fk.refTable()).isKey(fk.refColumns())).findFirst().orElse(null);
            // the owner's column and a member different within its rows (a role of each user's): a key already
            boolean owned = key.stream().anyMatch(k -> "gen: parent".equals(gens.get(k))) && key.stream().anyMatch(
                    k -> gens.getOrDefault(k, "").startsWith("gen: choice, distinct: true"));
            if (owned) {
                continue;
            }
            if (whole != null && key.size() > 1) {
                String first = whole.columns().get(0);
                if (!gens.get(first).contains("distinct: true")) {
                    gens.put(first, gens.get(first) + ", distinct: true");
                    distinctOf.put(first, whole.refTable());
                }
                continue;
            }
            // a member already unique alone (a sequence, or one made unique for another key) holds this key too
            if (key.size() > 1 && !holdsLink && key.stream().noneMatch(k -> "gen: sequence".equals(gens.get(k))
                    || madeUnique.contains(k))) {
                // a flag (TINYINT(1)) stays a boolean: a sequence in it would write 2, 3, ... and stop at 127 rows
                // a member a CHECK holds to a list (a partition's values) cannot be a sequence
                java.util.Optional<String> number = key.stream().filter(k -> !gens.containsKey(k)
                        && ColumnRules.isInteger(t.column(k)) && !ColumnRules.isFlag(t.column(k))
                        && (listed.of(k) == null || listed.of(k).in == null)).findFirst();
                // text, or bytes of a known length: a code's characters are its bytes
                java.util.Optional<String> text = key.stream().filter(k -> !gens.containsKey(k)
                        && (ColumnRules.isText(t.column(k)) || ColumnRules.isBytes(t.column(k)))).findFirst();
                java.util.Optional<String> date = key.stream().filter(k -> !gens.containsKey(k)
                        && ColumnRules.isDate(t.column(k))).findFirst();
                if (number.isPresent()) {
                    gens.put(number.get(), "gen: sequence");
                    madeUnique.add(number.get());
                } else if (date.isPresent()) {
                    gens.put(date.get(), ColumnRules.orderedInTable(t.column(date.get()), rows));
                    madeUnique.add(date.get());
                } else if (text.isPresent()) {
                    Long length = t.column(text.get()).length();
                    gens.put(text.get(), CODE + (length == null ? 12 : Math.min(12, length)));
                    madeUnique.add(text.get());
                } else {
                    throw unfillable(t, key.get(key.size() - 1), "key (" + String.join(", ", key) + ") has no "
                            + "member seedgen can make unique on its own (a number, text or date that is no "
                            + "reference or flag)");
                }
            }
        }
        String sequence = sequenceColumn(t, gens);
        long most = sequence == null ? Long.MAX_VALUE : ColumnRules.positiveValues(t.column(sequence));
        String why = sequence == null ? null : "key " + sequence + " " + t.column(sequence).type() + " holds " + most
                + " values from 1";
        for (Map.Entry<String, String> e : distinctOf.entrySet()) {
            long parentRows = rowsOf.applyAsLong(e.getValue());
            if (parentRows < most) {
                most = parentRows;
                why = "each row's " + e.getKey() + " is a different row of " + e.getValue() + ", which gets "
                        + parentRows;
            }
        }
        if (learnedKey != null && learnedKey.most() < most) {
            most = learnedKey.most();
            why = learnedKey.why();
        }
        StringBuilder cols = new StringBuilder();
        List<List<String>> composite = new ArrayList<>();
        OneOf oneOf = OneOf.of(t);
        Checks.Parsed checks = Checks.parse(oneOf.table());
        java.util.Set<String> broken = new java.util.LinkedHashSet<>(checks.unfollowed());
        judged.values().forEach(j -> j.checks().forEach(broken::remove)); // the server judged them kept
        CrossColumns cross = new CrossColumns(shape);
        if (shape != null) {
            if (owner != null && per != null && per.contains(", exact: true")) {
                cross.dealt(owner, shape.fanOuts().get(owner));
            }
            gens.forEach((col, gen) -> {
                if (gen.startsWith("gen: ref,") && gen.contains(", fanout: ") && gen.endsWith(", exact: true")) {
                    cross.dealt(col, shape.fanOuts().get(col));
                }
            });
        }
        for (Catalog.Column c : t.columns()) {
            if (nulledRefs.contains(c.name())) {
                cols.append("      # ").append(yamlName(c.name())).append(": left to NULL: it refers to a table "
                        + "left out\n");
                columnsLeft.add(t.name() + "." + c.name() + ": left to NULL, it refers to a table left out");
                continue;
            }
            if (nulls.contains(c.name())) {
                cols.append("      # ").append(yamlName(c.name())).append(": left to NULL: a unique reference in a "
                        + "table whose rows follow another's\n");
                columnsLeft.add(t.name() + "." + c.name() + ": left to NULL, a unique reference in a table whose "
                        + "rows follow another's");
                continue;
            }
            if (oneOf.leftNull().contains(c.name())) {
                cols.append("      # ").append(yamlName(c.name())).append(": left to NULL: a CHECK lets one column "
                        + "of several hold a value, and ").append(comment(oneOf.filled().iterator().next()))
                        .append(" does\n");
                continue;
            }
            if (c.generated()) {
                cols.append("      # ").append(comment(c.name())).append(": generated by the server\n");
                continue;
            }
            String gen = gens.get(c.name());
            boolean unique = t.unique().stream().anyMatch(u -> u.size() == 1 && u.get(0).equalsIgnoreCase(c.name()));
            boolean guessedHere = gen == null;
            if (gen == null) {
                boolean key = t.primaryKey().size() == 1 && t.primaryKey().get(0).equalsIgnoreCase(c.name());
                try {
                    gen = ColumnRules.choose(t, c, key, unique, sequence, rows, gens);
                } catch (Unfillable u) {
                    if (t.inKey(c.name()) || !t.serverFills(c)) {
                        throw u;
                    }
                    // the server fills it: the row leaves it out, and the rest of the table is still made
                    String instead = c.nullable() && !t.defaulted().contains(c.name()) ? "NULL" : "its default";
                    cols.append("      # ").append(yamlName(c.name())).append(": left to ").append(instead)
                            .append(", ").append(comment(u.why)).append('\n');
                    columnsLeft.add(t.name() + "." + c.name() + ": left to " + instead + ", " + u.why);
                    continue;
                }
            }
            String measured = null;
            gen = LearnedColumns.codeLength(gen, shape == null ? null : shape.columns().get(c.name()));
            String guessedGen = gen;
            if (shape != null && guessedHere && !unique && !t.inKey(c.name())) {
                java.util.function.Predicate<String> picks = col -> gens.getOrDefault(col, "").startsWith("gen: parent")
                        || gens.getOrDefault(col, "").startsWith("gen: ref") && !gens.get(col).contains("with:")
                        && !nulledRefs.contains(col) && !nulls.contains(col);
                String learnedGen = LearnedColumns.generator(learned, shape, catalog, t, c, gen, owner, ownerParent,
                        per == null, picks);
                gen = learnedGen == null ? gen : learnedGen;
                measured = LearnedColumns.describe(shape.columns().get(c.name()));
            } else if (shape != null) {
                measured = LearnedColumns.describe(shape.columns().get(c.name()));
            }
            Checks.Rule rule = checks.of(c.name());
            ServerJudge.Judged judgedGen = judged.entrySet().stream().filter(e -> e.getKey().equalsIgnoreCase(
                    c.name())).map(Map.Entry::getValue).findFirst().orElse(null);
            if (judgedGen != null && guessedHere) {
                gen = judgedGen.gen();
                cols.append("      # ").append(yamlName(c.name())).append(": ").append(judgedGen.checks().size() == 1
                        ? "CHECK " : "CHECKs ").append(comment(String.join(" AND ", judgedGen.checks()))).append(
                        " is not one seedgen reads: the server judged ").append(judgedGen.sampled()).append(
                        " values of this generator, and none breaks it\n");
            }
            if (rule != null) {
                String followed = Checks.follow(rule, gen, c, rows);
                if (followed == null && !gen.equals(guessedGen)) {
                    // a CHECK the values measured would not keep for sure, and the guess would: the guess
                    followed = Checks.follow(rule, guessedGen, c, rows);
                }
                boolean alone = unique || t.primaryKey().size() == 1 && t.primaryKey().get(0).equalsIgnoreCase(
                        c.name());
                if (followed == null && alone && guessedHere && rule.in != null && !rule.in.isEmpty()) {
                    // a key a CHECK holds to a list (a single-row table's lock = 'X'): a different member each row,
                    // the table no more rows than the list holds
                    followed = Checks.follow(rule, Checks.choiceOf(rule.in), c, rows);
                    followed = followed == null ? null : followed + ", distinct: true";
                }
                if (followed == null) {
                    broken.addAll(rule.clauses);
                } else {
                    gen = followed;
                }
            }
            if (measured != null && guessedHere && !gen.equals(guessedGen)) {
                gen = cross.adjust(c, gen); // a learned generator: with what it shares with earlier columns
            } else {
                cross.choiceMade(c, gen);
            }
            long holds = gen.equals(ColumnRules.FLAG_KEY) ? 2
                    : gen.equals("gen: sequence") ? ColumnRules.positiveValues(c)
                    : gen.startsWith(ColumnRules.ORDERED) && per == null ? ColumnRules.orderedValues(c)
                    : gen.startsWith("gen: choice, values: [") && gen.endsWith(", distinct: true")
                            ? Checks.choiceValues(gen).size()
                    : gen.startsWith(CODE) ? seedgen.generate.Generators.codeValues(Integer.parseInt(
                            gen.substring(CODE.length()).replaceAll("\\D.*", ""))) : Long.MAX_VALUE;
            if (holds < most) {
                most = holds;
                why = gen.startsWith("gen: choice") ? "column " + c.name() + " is a key a CHECK holds to "
                        + (holds == 1 ? "one value" : holds + " values")
                        : "column " + c.name() + " " + c.type() + " holds " + holds + " distinct values";
            }
            String type = gen.startsWith("gen: parent") || gen.startsWith("gen: ref") ? null : c.type();
            cols.append(inferredNote(t, c, gen, dropped));
            cols.append("      ").append(yamlName(c.name())).append(": {").append(gen);
            if (unique && !gen.startsWith("gen: parent")) {
                cols.append(", unique: true");
            }
            boolean keyed = t.primaryKey().stream().anyMatch(k -> k.equalsIgnoreCase(c.name()))
                    || t.unique().stream().anyMatch(u -> u.stream().anyMatch(k -> k.equalsIgnoreCase(c.name())));
            if (c.nullable() && !keyed && !gen.equals("gen: ref, table: " + yamlName(t.name()))
                    && !oneOf.filled().contains(c.name())
                    && (rule == null || !rule.notNull)) {
                Learned.ColumnShape learnedShape = shape == null ? null : shape.columns().get(c.name());
                if (learnedShape == null) {
                    cols.append(", null: 0.1"); // a nullable column holds some NULLs, as the application's would
                } else if (learnedShape.nullShare() > 0) {
                    cols.append(", null: ").append(LearnedColumns.share(learnedShape.nullShare()));
                    cols.append(cross.nullWith(c, learnedShape.nullShare()));
                }
            }
            if (type != null && !gen.contains("type:")) {
                cols.append(", type: ").append(quote(type));
            }
            cols.append("}");
            if (measured != null) {
                cols.append("  # ").append(comment(measured));
            }
            cols.append("\n");
        }
        if (exact && per != null) {
            throw SeedgenException.badInput("--rows-for " + t.name() + "=" + rows + ": the rows of " + t.name()
                    + " follow its parent's (" + per + "): set the parent's rows instead");
        }
        if (exact && most < rows) {
            throw SeedgenException.badInput(String.format(Locale.ROOT, "--rows-for %s=%d: %s, so the table holds at "
                    + "most %,d rows: ask for %d or fewer", t.name(), rows, why, most, most));
        }
        out.append("  ").append(yamlName(t.name())).append(":\n");
        if (shape != null) {
            out.append(String.format(Locale.ROOT, "    # measured: %,d rows%s%s\n", shape.rows(), shape.sampled() > 0
                    ? String.format(Locale.ROOT, " (shapes from %,d of them, in key ranges)", shape.sampled()) : "",
                    shape.keyTime() == null ? "" : String.format(Locale.ROOT, "; %s follows the key (rank "
                            + "correlation %.3f)", shape.keyTime(), shape.keyTimeCorrelation())));
            for (Learned.FanOut f : shape.fanOuts().values()) {
                out.append("    # ").append(comment(LearnedColumns.describe(f))).append('\n');
            }
        }
        if (per != null) {
            out.append("    per: ").append(per).append(per.endsWith(", count: 0..2}") ? ABOUT : "").append('\n');
        } else if (most < rows) {
            out.append("    rows: ").append(most).append("  # not ").append(rows).append(": ").append(why)
                    .append('\n');
            capped.add(String.format(Locale.ROOT, "%s: %,d, not %,d: %s", t.name(), most, rows, why));
        } else {
            out.append("    rows: ").append(rows).append('\n');
        }
        out.append("    columns:\n").append(cols);
        for (String clause : broken) {
            out.append("    # CHECK (").append(Checks.normal(clause).replaceAll("\\s+", " ")).append(") is not followed: "
                    + "edit the columns it names so that every value keeps it\n");
            unfollowed.add(t.name() + ": CHECK (" + Checks.normal(clause).replaceAll("\\s+", " ") + ")");
        }
        if (!t.primaryKey().isEmpty()) {
            out.append("    primary_key: [").append(names(t.primaryKey())).append("]\n");
        } else {
            // No primary key: a unique key of NOT NULL columns tells a row as well; else the table has no key,
            // and a resumed run writes it again (a lost connection while it is written stops the run)
            List<String> rowKey = t.unique().stream().filter(u -> u.stream().noneMatch(k -> t.column(k).nullable()))
                    .findFirst().orElse(List.of());
            out.append("    primary_key: [").append(names(rowKey)).append("]").append(rowKey.isEmpty()
                    ? "  # none: a resumed run writes this table again\n" : "  # its unique key\n");
        }
        for (List<String> u : t.unique()) {
            if (u.size() > 1) {
                composite.add(u);
            }
        }
        if (!composite.isEmpty()) {
            out.append("    unique: [");
            for (int i = 0; i < composite.size(); i++) {
                out.append(i == 0 ? "" : ", ").append('[').append(names(composite.get(i))).append(']');
            }
            out.append("]\n");
        }
    }

    /**
     * The rows each parent owns where nothing was measured: about one each (0..2, never more than {@code most}) where
     * the parent holds as many rows as the table is to have, else as many each as make the table's rows, so that a
     * parent of a few rows (a kept table the application shipped) does not leave the table nearly empty.
     */
    private static String guessedCount(long parentRows, long rows, long most) {
        long parents = Math.max(1, parentRows);
        if (parents >= rows) {
            return "0.." + Math.min(2, most);
        }
        long each = Math.min((rows + parents - 1) / parents, most);
        return each + ".." + each;
    }

    /**
     * The comment line above a column whose reference was inferred, saying so and why, or whose inferred reference
     * was dropped, saying why; else nothing.
     */
    private static String inferredNote(Catalog.Table t, Catalog.Column c, String gen,
            List<InferredReferences.Dropped> dropped) {
        for (Catalog.ForeignKey fk : t.foreignKeys()) {
            if (fk.isInferred() && fk.columns().get(0).equalsIgnoreCase(c.name())
                    && (gen.startsWith("gen: ref") || gen.startsWith("gen: parent"))) {
                return "      # " + yamlName(c.name()) + ": refers to " + fk.refTable() + "." + fk.refColumns().get(0)
                        + ", inferred (no foreign key declares it): " + comment(fk.inferred()) + "\n";
            }
        }
        for (InferredReferences.Dropped d : dropped) {
            if (d.reference().table().equalsIgnoreCase(t.name()) && d.reference().column().equalsIgnoreCase(c.name())) {
                return "      # " + yamlName(c.name()) + ": not inferred to refer to " + d.reference().refTable() + "."
                        + d.reference().refColumn() + ", though " + comment(d.reference().why()) + ": "
                        + comment(d.why()) + "\n";
            }
        }
        return "";
    }

    /**
     * References to small tables that depend on each other (a flight's origin on its carrier): the one that is no owner
     * (else the later of the two) picks its row by the count dealt to the other's row, {@code given: {column: OTHER,
     * cells: [...]}}, where both are dealt their measured counts exactly ({@code exact: true}). One given a column.
     */
    private static void givenRefs(Catalog.Table t, Learned.TableShape shape, Map<String, String> gens, String owner) {
        java.util.Set<String> given = new java.util.HashSet<>();
        for (Learned.GivenRef g : shape.givens().stream().sorted(java.util.Comparator.comparingDouble(
                (Learned.GivenRef x) -> -x.v())).toList()) {
            // the owner's rows are dealt by per:, so the other is the one given; else the later (b) the earlier
            boolean ownerIsB = g.b().equalsIgnoreCase(owner);
            String target = ownerIsB ? g.a() : g.b();
            String by = ownerIsB ? g.b() : g.a();
            String gen = gens.get(target);
            String base = gens.get(by);
            boolean exactBy = by.equalsIgnoreCase(owner) || base != null && base.startsWith("gen: ref,")
                    && base.contains(", exact: true") && !base.contains(", given: ");
            if (gen == null || !gen.startsWith("gen: ref,") || !gen.contains(", exact: true") || !exactBy
                    || given.contains(target) || given.contains(by)) {
                continue;
            }
            StringJoiner cells = new StringJoiner(", ", "[", "]");
            for (long[] cell : g.cells()) {
                long[] c = target.equals(g.b()) ? cell : new long[] {cell[1], cell[0], cell[2]};
                cells.add("[" + c[0] + ", " + c[1] + ", " + c[2] + "]");
            }
            gens.put(target, gen + ", given: {column: " + yamlName(by) + ", cells: " + cells + "}");
            given.add(target);
        }
    }

    /** The table's own sequence column, for templates that must be unique: its one-column integer primary key. */
    private static String sequenceColumn(Catalog.Table t, Map<String, String> gens) {
        if (t.primaryKey().size() != 1 || gens.containsKey(t.primaryKey().get(0))) {
            return null;
        }
        Catalog.Column pk = t.column(t.primaryKey().get(0));
        // a template names it between braces, which hold a plain name only
        return ColumnRules.isInteger(pk) && YamlText.NAME.matcher(pk.name()).matches() ? pk.name() : null;
    }

    /** The values of an ENUM or a flag (a boolean, a TINYINT(1)), which a key may pair with a reference; else null. */
    private static List<String> smallSet(Catalog.Column c) {
        if (c.dataType().equals("enum")) {
            return members(c.type());
        }
        if (c.dataType().equals("boolean") || c.dataType().equals("bool")) {
            return List.of("true", "false");
        }
        return c.type().toLowerCase(Locale.ROOT).startsWith("tinyint(1)") ? List.of("0", "1") : null;
    }

    /**
     * The first two references, each a one-column key to another table's key, in one key of the table (the primary
     * key first, then the unique keys); null when no key holds two.
     */
    private static List<Catalog.ForeignKey> linkKey(Catalog catalog, Catalog.Table t,
            List<Catalog.ForeignKey> singles) {
        List<List<String>> keys = new ArrayList<>();
        keys.add(t.primaryKey());
        keys.addAll(t.unique());
        for (List<String> key : keys) {
            List<Catalog.ForeignKey> refs = key.stream().map(k -> fkOn(singles, k)).filter(f -> f != null
                    && !f.refTable().equalsIgnoreCase(t.name()) && refersToKey(catalog, f)).toList();
            if (refs.size() >= 2) {
                return refs.subList(0, 2);
            }
        }
        return null;
    }

    private static Catalog.ForeignKey fkOn(List<Catalog.ForeignKey> fks, String column) {
        return fks.stream().filter(f -> f.columns().get(0).equalsIgnoreCase(column)).findFirst().orElse(null);
    }

    /** Whether the reference points at its table's one-column primary key. */
    private static boolean refersToKey(Catalog catalog, Catalog.ForeignKey fk) {
        Catalog.Table parent = catalog.table(fk.refTable());
        return parent != null && parent.primaryKey().size() == 1
                && parent.primaryKey().get(0).equalsIgnoreCase(fk.refColumns().get(0));
    }

    private static String refColumn(Catalog catalog, Catalog.ForeignKey fk) {
        if (catalog.table(fk.refTable()) == null) {
            throw SeedgenException.badInput("foreign key " + fk.name() + " refers to table " + fk.refTable()
                    + ", which is not among the tables read: add it to --tables");
        }
        return refersToKey(catalog, fk) ? "" : ", column: " + yamlName(fk.refColumns().get(0));
    }

    private static String names(List<String> names) {
        return String.join(", ", names.stream().map(YamlText::yamlName).toList());
    }

    private static String safeName(String database) {
        return YamlText.NAME.matcher(database).matches() ? database : "from_db";
    }

    static Unfillable unfillable(Catalog.Table t, String column, String why) {
        return new Unfillable(t.name(), column, why);
    }

}
