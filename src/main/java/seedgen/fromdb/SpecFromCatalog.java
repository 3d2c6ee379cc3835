package seedgen.fromdb;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import seedgen.SeedgenException;

/**
 * Writes the dataset spec (YAML, format 1) that fills the tables of a {@link Catalog}: a generator for each column
 * chosen from its name and type by {@link ColumnRules}, the keys and references the catalog declares, and the shape
 * of each table (a root table of {@code rows} rows; a table whose key is one reference is owned one-to-one by its
 * parent; a link table whose key is two references has distinct pairs). The text is meant to be read and edited.
 */
public final class SpecFromCatalog {

    private static final Pattern NAME = Pattern.compile("[A-Za-z_][A-Za-z0-9_]{0,63}");
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
    public record Written(String text, List<String> unfollowed, List<String> capped) {
    }

    /** As {@link #write(Catalog, long, Map)}, with the CHECK constraints it does not follow. */
    public static Written compose(Catalog catalog, long rows, Map<String, Long> rowsFor) {
        List<String> unfollowed = new ArrayList<>();
        List<String> capped = new ArrayList<>();
        for (String name : rowsFor.keySet()) {
            if (catalog.table(name) == null) {
                throw SeedgenException.badInput("--rows-for names table " + name + ", which is not among the tables "
                        + "read: check the name, or add it to --tables");
            }
        }
        StringBuilder out = new StringBuilder();
        out.append("# The tables of ").append(catalog.database().replaceAll("\\s", " "))
                .append(", as seedgen would fill them: every choice is a guess from\n# the column's name and type, ")
                .append("to edit. Fill the tables with it: seedgen --from-db --spec FILE\n");
        out.append("seedgen: 1\n");
        out.append("name: ").append(safeName(catalog.database())).append('\n');
        out.append("tables:\n");
        for (Catalog.Table t : catalog.tables()) {
            checkName(t.name(), t.name());
            if (t.writtenByTrigger()) {
                out.append("  # ").append(t.name()).append(": left out, a trigger of the schema writes it\n");
                continue;
            }
            Long asked = rowsFor.entrySet().stream().filter(e -> e.getKey().equalsIgnoreCase(t.name()))
                    .map(Map.Entry::getValue).findFirst().orElse(null);
            table(out, unfollowed, capped, catalog, t, asked == null ? rows : asked, asked != null, name -> rowsFor
                    .entrySet().stream().filter(e -> e.getKey().equalsIgnoreCase(name)).map(Map.Entry::getValue)
                    .findFirst().orElse(rows));
        }
        return new Written(out.toString(), List.copyOf(unfollowed), List.copyOf(capped));
    }

    private static void table(StringBuilder out, List<String> unfollowed, List<String> capped, Catalog catalog,
            Catalog.Table t, long rows, boolean exact,
            java.util.function.ToLongFunction<String> rowsOf) {
        Map<String, String> gens = new LinkedHashMap<>();
        String per = null;
        List<Catalog.ForeignKey> singles = new ArrayList<>();
        Map<String, String> distinctOf = new LinkedHashMap<>();
        List<Catalog.ForeignKey> pairs = new ArrayList<>();
        for (Catalog.ForeignKey fk : t.foreignKeys()) {
            if (fk.columns().size() > 2 || fk.columns().size() == 2 && fk.refTable().equalsIgnoreCase(t.name())) {
                throw unfillable(t, fk.columns().get(0), "foreign key " + fk.name() + " has " + fk.columns().size()
                        + " columns" + (fk.columns().size() > 2 ? "" : " and refers to its own table") + ", which "
                        + "seedgen does not make yet (it makes one or two columns, to another table)");
            }
            (fk.columns().size() == 1 ? singles : pairs).add(fk);
        }
        // A key of two references (a link table): rows owned by the first's table, distinct picks of the second.
        if (t.primaryKey().size() == 2 && singles.size() >= 2) {
            Catalog.ForeignKey a = fkOn(singles, t.primaryKey().get(0));
            Catalog.ForeignKey b = fkOn(singles, t.primaryKey().get(1));
            if (a != null && b != null && !a.refTable().equalsIgnoreCase(t.name())
                    && !b.refTable().equalsIgnoreCase(t.name())) {
                // no more than the second table's rows: each pair is a different row of it
                per = "{parent: " + a.refTable() + ", count: 0.." + Math.min(2, rowsOf.applyAsLong(b.refTable()))
                        + "}";
                gens.put(a.columns().get(0), "gen: parent");
                gens.put(b.columns().get(0), "gen: ref, table: " + b.refTable() + ", distinct: true"
                        + refColumn(catalog, b));
            }
        }
        // A reference that is the primary key (one-to-one, a profile): one row for each row of the parent.
        if (per == null) {
            for (Catalog.ForeignKey fk : singles) {
                String col = fk.columns().get(0);
                boolean isPrimaryKey = t.primaryKey().size() == 1 && t.primaryKey().get(0).equalsIgnoreCase(col);
                if (!fk.refTable().equalsIgnoreCase(t.name()) && isPrimaryKey && refersToKey(catalog, fk)) {
                    per = "{parent: " + fk.refTable() + ", count: 1..1}";
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
                per = "{parent: " + owner.refTable() + ", count: 0..2}";
                gens.put(owner.columns().get(0), "gen: parent");
                gens.put(date, ColumnRules.orderedInParent(t.column(date)));
            }
        }
        // A foreign key of two columns: the first picks a row of the table, the second copies that row's other column.
        for (Catalog.ForeignKey fk : pairs) {
            String a = fk.columns().get(0);
            String b = fk.columns().get(1);
            refColumn(catalog, fk);
            String first = "gen: ref, table: " + fk.refTable() + ", column: " + fk.refColumns().get(0);
            if (gens.containsKey(a) && !gens.get(a).equals(first) || gens.containsKey(b)) {
                throw unfillable(t, gens.containsKey(b) ? b : a, "the column is in two foreign keys, which seedgen does "
                        + "not make yet");
            }
            gens.put(a, first);
            gens.put(b, "gen: ref, table: " + fk.refTable() + ", column: " + fk.refColumns().get(1) + ", with: " + a);
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
                gens.put(col, "gen: ref, table: " + t.name() + (c.nullable() ? "" : ", roots: self"));
            } else {
                // a unique reference beside the key (a store's one manager): each row a different parent row
                boolean oneEach = t.isKey(List.of(col));
                gens.put(col, "gen: ref, table: " + fk.refTable() + refColumn(catalog, fk)
                        + (oneEach ? ", distinct: true" : ""));
                if (oneEach) {
                    distinctOf.put(col, fk.refTable());
                }
            }
        }
        // A key of several columns none of which is unique alone: an integer member that is no reference becomes
        // a sequence, or else a text member a code, which makes the whole key unique.
        List<List<String>> keys = new ArrayList<>(t.unique());
        if (t.primaryKey().size() > 1 && !gens.containsValue("gen: parent")) {
            keys.add(t.primaryKey());
        }
        for (List<String> key : keys) {
            if (key.size() > 1 && key.stream().noneMatch(k -> "gen: sequence".equals(gens.get(k)))) {
                // a flag (TINYINT(1)) stays a boolean: a sequence in it would write 2, 3, ... and stop at 127 rows
                java.util.Optional<String> number = key.stream().filter(k -> !gens.containsKey(k)
                        && ColumnRules.isInteger(t.column(k)) && !ColumnRules.isFlag(t.column(k))).findFirst();
                java.util.Optional<String> text = key.stream().filter(k -> !gens.containsKey(k)
                        && ColumnRules.isText(t.column(k))).findFirst();
                java.util.Optional<String> date = key.stream().filter(k -> !gens.containsKey(k)
                        && ColumnRules.isDate(t.column(k))).findFirst();
                if (number.isPresent()) {
                    gens.put(number.get(), "gen: sequence");
                } else if (date.isPresent()) {
                    gens.put(date.get(), ColumnRules.orderedInTable(t.column(date.get()), rows));
                } else if (text.isPresent()) {
                    gens.put(text.get(), CODE + Math.min(12, t.column(text.get()).length()));
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
        StringBuilder cols = new StringBuilder();
        List<List<String>> composite = new ArrayList<>();
        Checks.Parsed checks = Checks.parse(t);
        java.util.Set<String> broken = new java.util.LinkedHashSet<>(checks.unfollowed());
        for (Catalog.Column c : t.columns()) {
            checkName(t.name() + "." + c.name(), c.name());
            if (c.generated()) {
                cols.append("      # ").append(c.name()).append(": generated by the server\n");
                continue;
            }
            String gen = gens.get(c.name());
            boolean unique = t.unique().stream().anyMatch(u -> u.size() == 1 && u.get(0).equalsIgnoreCase(c.name()));
            if (gen == null) {
                boolean key = t.primaryKey().size() == 1 && t.primaryKey().get(0).equalsIgnoreCase(c.name());
                gen = ColumnRules.choose(t, c, key, unique, sequence, rows);
            }
            Checks.Rule rule = checks.of(c.name());
            if (rule != null) {
                String followed = Checks.follow(rule, gen, c, rows);
                if (followed == null) {
                    broken.addAll(rule.clauses);
                } else {
                    gen = followed;
                }
            }
            long holds = gen.equals(ColumnRules.FLAG_KEY) ? 2
                    : gen.equals("gen: sequence") ? ColumnRules.positiveValues(c)
                    : gen.startsWith(ColumnRules.ORDERED) && per == null ? ColumnRules.orderedValues(c)
                    : gen.startsWith(CODE) ? seedgen.generate.Generators.codeValues(Integer.parseInt(
                            gen.substring(CODE.length()).replaceAll("\\D.*", ""))) : Long.MAX_VALUE;
            if (holds < most) {
                most = holds;
                why = "column " + c.name() + " " + c.type() + " holds " + holds + " distinct values";
            }
            String type = gen.startsWith("gen: parent") || gen.startsWith("gen: ref") ? null : c.type();
            cols.append("      ").append(c.name()).append(": {").append(gen);
            if (unique && !gen.startsWith("gen: parent")) {
                cols.append(", unique: true");
            }
            boolean keyed = t.primaryKey().stream().anyMatch(k -> k.equalsIgnoreCase(c.name()))
                    || t.unique().stream().anyMatch(u -> u.stream().anyMatch(k -> k.equalsIgnoreCase(c.name())));
            if (c.nullable() && !keyed && !gen.equals("gen: ref, table: " + t.name())
                    && (rule == null || !rule.notNull)) {
                cols.append(", null: 0.1"); // a nullable column holds some NULLs, as the application's would
            }
            if (type != null && !gen.contains("type:")) {
                cols.append(", type: ").append(quote(type));
            }
            cols.append("}\n");
        }
        if (exact && per != null) {
            throw SeedgenException.badInput("--rows-for " + t.name() + "=" + rows + ": the rows of " + t.name()
                    + " follow its parent's (" + per + "): set the parent's rows instead");
        }
        if (exact && most < rows) {
            throw SeedgenException.badInput(String.format(Locale.ROOT, "--rows-for %s=%d: %s, so the table holds at "
                    + "most %,d rows: ask for %d or fewer", t.name(), rows, why, most, most));
        }
        out.append("  ").append(t.name()).append(":\n");
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
            out.append("    primary_key: [").append(String.join(", ", t.primaryKey())).append("]\n");
        }
        for (List<String> u : t.unique()) {
            if (u.size() > 1) {
                composite.add(u);
            }
        }
        if (!composite.isEmpty()) {
            out.append("    unique: [");
            for (int i = 0; i < composite.size(); i++) {
                out.append(i == 0 ? "" : ", ").append('[').append(String.join(", ", composite.get(i))).append(']');
            }
            out.append("]\n");
        }
    }

    /** The table's own sequence column, for templates that must be unique: its one-column integer primary key. */
    private static String sequenceColumn(Catalog.Table t, Map<String, String> gens) {
        if (t.primaryKey().size() != 1 || gens.containsKey(t.primaryKey().get(0))) {
            return null;
        }
        Catalog.Column pk = t.column(t.primaryKey().get(0));
        return ColumnRules.isInteger(pk) ? pk.name() : null;
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
        return refersToKey(catalog, fk) ? "" : ", column: " + fk.refColumns().get(0);
    }

    private static void checkName(String where, String name) {
        if (!NAME.matcher(name).matches()) {
            throw SeedgenException.badInput(where + ": the name " + name + " is not one a spec can hold (letters, "
                    + "digits and _, at most 64): leave the table out with --tables");
        }
    }

    private static String safeName(String database) {
        return NAME.matcher(database).matches() ? database : "from_db";
    }

    static SeedgenException unfillable(Catalog.Table t, String column, String why) {
        return SeedgenException.badInput(t.name() + "." + column + ": " + why + ": leave " + t.name()
                + " out with --tables, or print the spec without it and write that table by hand");
    }

    /** A YAML double-quoted scalar (JSON's escapes are YAML's). */
    static String quote(String s) {
        StringBuilder b = new StringBuilder("\"");
        for (char ch : s.toCharArray()) {
            switch (ch) {
                case '"' -> b.append("\\\"");
                case '\\' -> b.append("\\\\");
                case '\n' -> b.append("\\n");
                case '\t' -> b.append("\\t");
                default -> {
                    if (ch < 0x20) {
                        b.append(String.format(Locale.ROOT, "\\x%02x", (int) ch));
                    } else {
                        b.append(ch);
                    }
                }
            }
        }
        return b.append('"').toString();
    }

    /** The members of an ENUM or SET column type: {@code enum('a','it''s')} gives a and it's. */
    static List<String> members(String type) {
        List<String> out = new ArrayList<>();
        Matcher m = Pattern.compile("'((?:[^']|'')*)'").matcher(type);
        while (m.find()) {
            out.add(m.group(1).replace("''", "'"));
        }
        return out;
    }
}
