package seedgen.fromdb;

import java.sql.Connection;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import seedgen.catalog.Catalog;
import seedgen.catalog.Kind;
import seedgen.dialect.Dialect;
import seedgen.model.ForeignKey;

/**
 * References a schema does not declare, inferred from names and types: {@code user_id} to {@code users.id},
 * {@code comment_post_ID} to {@code wp_posts.ID}, MediaWiki's {@code rev_page} to {@code page.page_id}, a
 * {@code parent_id} to its own table's key. A wrong reference is worse than a missing one, so a column is only given
 * one when exactly one table fits its name, that table has a one-column key its name expects, the types agree, and
 * the reference closes no cycle. In a schema that declares foreign keys, the undeclared ones are more likely meant
 * to be left so: only {@code X_id} to a table X or Xs keyed by {@code id} is inferred there.
 */
public final class InferredReferences {

    private InferredReferences() {
    }

    /** A reference inferred: {@code key}, of one column, from {@code table}; why is its {@code inferred}. */
    public record Inferred(String table, ForeignKey key) {

        /** {@code table.column} refers to {@code refTable.refColumn}, and why. */
        public Inferred(String table, String column, String refTable, String refColumn, String why) {
            this(table, new ForeignKey("inferred " + column, List.of(column), refTable, List.of(refColumn), why));
        }

        public String column() {
            return key.columns().get(0);
        }

        public String refTable() {
            return key.refTable();
        }

        public String refColumn() {
            return key.refColumns().get(0);
        }

        public String why() {
            return key.inferred();
        }

        /** {@code revision.rev_page -> page.page_id}. */
        public String describe() {
            return table + "." + column() + " -> " + refTable() + "." + refColumn();
        }
    }

    /** A reference inferred and then not kept, and why (the data it was learned from breaks it). */
    public record Dropped(Inferred reference, String why) {
    }

    /** The catalog with the inferred references among its tables' foreign keys, and those references in order. */
    public record Result(Catalog catalog, List<Inferred> inferred) {
    }

    /** The references {@code catalog}'s names and types say, added to it. */
    public static Result infer(Catalog catalog) {
        boolean strict = catalog.tables().stream().anyMatch(t -> !t.foreignKeys().isEmpty());
        String prefix = TableNames.schemaPrefix(catalog.tables().stream().map(Catalog.Table::name).toList());
        Map<String, Set<String>> edges = new HashMap<>(); // table to the tables it refers to, lower case
        for (Catalog.Table t : catalog.tables()) {
            for (ForeignKey fk : t.foreignKeys()) {
                edge(edges, t.name(), fk.refTable());
            }
        }
        List<Inferred> found = new ArrayList<>();
        for (Catalog.Table t : catalog.tables()) {
            for (Catalog.Column c : t.columns()) {
                Inferred ref = guess(catalog, t, c, strict, prefix);
                if (ref == null) {
                    continue;
                }
                // a reference that closes a cycle is more often a guess gone wrong than a design: none
                if (!ref.refTable().equalsIgnoreCase(t.name()) && reaches(edges, ref.refTable(), t.name())) {
                    continue;
                }
                edge(edges, t.name(), ref.refTable());
                found.add(ref);
            }
        }
        return new Result(with(catalog, found), List.copyOf(found));
    }

    /** {@code catalog} with {@code refs} added to their tables' foreign keys (those whose columns it has). */
    public static Catalog with(Catalog catalog, List<Inferred> refs) {
        List<Catalog.Table> tables = new ArrayList<>();
        for (Catalog.Table t : catalog.tables()) {
            List<ForeignKey> fks = new ArrayList<>(t.foreignKeys());
            for (Inferred r : refs) {
                Catalog.Table parent = catalog.table(r.refTable());
                if (r.table().equalsIgnoreCase(t.name()) && t.column(r.column()) != null && parent != null
                        && parent.column(r.refColumn()) != null) {
                    fks.add(new ForeignKey("inferred " + r.column(), List.of(t.column(r.column()).name()),
                            parent.name(), List.of(parent.column(r.refColumn()).name()), r.why()));
                }
            }
            tables.add(fks.size() == t.foreignKeys().size() ? t : t.withForeignKeys(fks));
        }
        return catalog.withTables(tables);
    }

    /** The inferred references among {@code catalog}'s foreign keys. */
    public static List<Inferred> of(Catalog catalog) {
        List<Inferred> out = new ArrayList<>();
        for (Catalog.Table t : catalog.tables()) {
            for (ForeignKey fk : t.foreignKeys()) {
                if (fk.isInferred()) {
                    out.add(new Inferred(t.name(), fk.columns().get(0), fk.refTable(), fk.refColumns().get(0),
                            fk.inferred()));
                }
            }
        }
        return out;
    }

    /** {@code catalog} without the inferred references {@code dropped} names. */
    public static Catalog without(Catalog catalog, List<Dropped> dropped) {
        List<Catalog.Table> tables = new ArrayList<>();
        for (Catalog.Table t : catalog.tables()) {
            List<ForeignKey> fks = t.foreignKeys().stream().filter(fk -> !fk.isInferred() || dropped.stream()
                    .noneMatch(d -> d.reference().table().equalsIgnoreCase(t.name())
                            && d.reference().column().equalsIgnoreCase(fk.columns().get(0)))).toList();
            tables.add(fks.size() == t.foreignKeys().size() ? t : t.withForeignKeys(fks));
        }
        return catalog.withTables(tables);
    }

    /**
     * Of {@code refs}, those the rows of {@code source} (a database's catalog, read on {@code c}) break, each with
     * why: a child value, not NULL, that no row of the parent holds (one LEFT JOIN each), or a table or column the
     * source does not have. An empty child table breaks none.
     */
    public static List<Dropped> unheld(Connection c, Dialect sql, String namespace, Catalog source,
            List<Inferred> refs) throws SQLException {
        List<Dropped> out = new ArrayList<>();
        for (Inferred r : refs) {
            Catalog.Table child = source.table(r.table());
            Catalog.Table parent = source.table(r.refTable());
            if (child == null || parent == null || child.column(r.column()) == null
                    || parent.column(r.refColumn()) == null) {
                out.add(new Dropped(r, "the database learned from has no " + (child == null ? "table " + r.table()
                        : parent == null ? "table " + r.refTable() : child.column(r.column()) == null
                                ? "column " + r.table() + "." + r.column() : "column " + r.describe()
                                        .substring(r.describe().indexOf("-> ") + 3))));
                continue;
            }
            // counted as the orphan check after a load counts them
            long orphans = seedgen.load.OrphanCount.orphanCount(c, namespace, child.name(),
                    List.of(child.column(r.column()).name()), parent.name(), List.of(parent.column(r.refColumn()).name()),
                    sql);
            if (orphans > 0) {
                out.add(new Dropped(r, String.format(Locale.ROOT, "%,d row%s of %s in %s hold%s a %s that no row "
                        + "of %s holds", orphans, orphans == 1 ? "" : "s", r.table(), namespace, orphans == 1 ? "s" : "",
                        r.column(), r.refTable())));
            }
        }
        return out;
    }

    /** The one reference the column's name and type say, or null. */
    static Inferred guess(Catalog catalog, Catalog.Table t, Catalog.Column c, boolean strict, String prefix) {
        if (t.foreignKeys().stream().anyMatch(fk -> fk.columns().stream().anyMatch(c.name()::equalsIgnoreCase))
                || t.primaryKey().size() == 1 && t.primaryKey().get(0).equalsIgnoreCase(c.name())
                || ColumnRules.isFlag(c) || c.generated()) {
            return null;
        }
        Map<String, Inferred> candidates = new LinkedHashMap<>(); // by parent table, lower case
        String lower = c.name().toLowerCase(Locale.ROOT);
        String own = strict ? "" : TableNames.columnPrefix(t);
        String rest = !own.isEmpty() && lower.startsWith(own) && lower.length() > own.length()
                ? lower.substring(own.length()) : null;
        // X_id, XId, Xid: table X, its plural or singular, with the schema's prefix or without
        for (String name : rest == null ? List.of(lower) : List.of(lower, rest)) {
            String word = TableNames.idWord(name.equals(lower) ? c.name() : c.name().substring(own.length()), strict);
            if (word == null) {
                continue;
            }
            List<Catalog.Table> named = named(catalog, word, strict, prefix);
            named.removeIf(p -> p.name().equalsIgnoreCase(t.name()));
            if (named.size() > 1) {
                return null; // two tables fit the name: no way to tell which
            }
            if (named.size() == 1) {
                Catalog.Table p = named.get(0);
                String key = key(p, strict ? List.of("id") : idNames(p, word, prefix));
                if (key != null) {
                    candidates.putIfAbsent(p.name().toLowerCase(Locale.ROOT), new Inferred(t.name(), c.name(),
                            p.name(), key, (name.equals(lower) ? c.name() : c.name().substring(own.length())
                                    + ", after the column prefix " + own + " of " + t.name() + ",") + " names table "
                                    + p.name() + ", whose key is " + key));
                }
            }
        }
        // MediaWiki: rev_page in revision (its columns rev_*) refers to page, whose key is page_id (its columns page_*)
        if (rest != null && TableNames.idWord(rest, false) == null) {
            List<Catalog.Table> named = named(catalog, rest, false, prefix);
            named.removeIf(p -> p.name().equalsIgnoreCase(t.name()));
            if (named.size() > 1) {
                return null;
            }
            if (named.size() == 1) {
                Catalog.Table p = named.get(0);
                String theirs = TableNames.columnPrefix(p);
                List<String> names = new ArrayList<>(List.of("id", rest + "_id"));
                if (!theirs.isEmpty()) {
                    names.add(theirs + "id");
                }
                String key = key(p, names);
                if (key != null) {
                    candidates.putIfAbsent(p.name().toLowerCase(Locale.ROOT), new Inferred(t.name(), c.name(),
                            p.name(), key, "the column prefix " + own + " of " + t.name() + ", then " + rest
                                    + ", a table whose key is " + key));
                }
            }
        }
        // parent_id: a row of the same table, where no table is named parent, and none is named after this one and
        // more (Guacamole's connection's parent is a connection_group); a bare parent is too often another table's
        // row (Friendica's notify.parent is a post)
        if (!strict && List.of("parent_id", "parentid").contains(lower)
                && named(catalog, "parent", false, prefix).isEmpty() && t.primaryKey().size() == 1
                && !namesMore(catalog, t)) {
            String key = t.column(t.primaryKey().get(0)).name();
            candidates.putIfAbsent(t.name().toLowerCase(Locale.ROOT), new Inferred(t.name(), c.name(), t.name(), key,
                    c.name() + " names a row of its own table, whose key is " + key));
        }
        if (candidates.isEmpty()) {
            Inferred joined = joined(catalog, t, c, prefix);
            joined = joined != null ? joined : bare(catalog, t, c, strict, prefix);
            if (joined != null) {
                candidates.put(joined.refTable().toLowerCase(Locale.ROOT), joined);
            }
        }
        if (candidates.size() != 1) {
            return null;
        }
        Inferred ref = candidates.values().iterator().next();
        Catalog.Column key = catalog.table(ref.refTable()).column(ref.refColumn());
        return compatible(c, key) ? ref : null;
    }

    /**
     * A {@code X_Y_ID_} whose table spells its name as one word after the schema's prefix and a group's
     * (Camunda's {@code PROC_INST_ID_} of {@code ACT_HI_PROCINST}, keyed by {@code ID_}): the one such table, or of
     * several the one in the column's own table's group ({@code act_hi_}); else null.
     */
    private static Inferred joined(Catalog catalog, Catalog.Table t, Catalog.Column c, String prefix) {
        String trimmed = c.name().toLowerCase(Locale.ROOT).replaceAll("_+$", "");
        String word = TableNames.idWord(trimmed, true);
        if (word == null || prefix.isEmpty()) {
            return null;
        }
        Set<String> forms = TableNames.forms(word.replace("_", ""));
        List<Catalog.Table> found = new ArrayList<>();
        for (Catalog.Table p : catalog.tables()) {
            String rest = group(p.name(), prefix)[1];
            if (rest != null && !p.name().equalsIgnoreCase(t.name()) && forms.contains(rest.replace("_", ""))) {
                found.add(p);
            }
        }
        if (found.size() > 1) {
            String own = group(t.name(), prefix)[0];
            found.removeIf(p -> own == null || !own.equals(group(p.name(), prefix)[0]));
        }
        if (found.size() != 1) {
            return null;
        }
        Catalog.Table p = found.get(0);
        String key = p.primaryKey().size() == 1 && p.primaryKey().get(0).toLowerCase(Locale.ROOT).replaceAll("_+$", "")
                .equals("id") && !p.column(p.primaryKey().get(0)).nullable() ? p.column(p.primaryKey().get(0)).name()
                : null;
        return key == null ? null : new Inferred(t.name(), c.name(), p.name(), key, c.name() + " names table "
                + p.name() + " (its name one word after " + prefix + " and its group), whose key is " + key);
    }

    /** Words that name someone by the part they played in a row: its creator, its owner, who changed it last. */
    private static final Set<String> ROLES = Set.of("creator", "owner", "author", "editor", "assignee", "reporter",
            "requester", "requestor", "approver", "reviewer", "modifier", "updater", "uploader", "submitter");
    /** The names of the table of an application's users, after the schema's prefix. */
    private static final List<String> USERS = List.of("users", "user", "accounts", "account", "members", "member");

    /**
     * An integer named for a role that names someone, {@code created_by}, {@code LastUpdatedBy}, {@code owner},
     * {@code modify_user}, to the one table of the application's users (users, user, accounts, members, after the
     * schema's prefix) keyed by one integer; and, where the schema declares no foreign key, an integer named as a
     * table, {@code Queue} to {@code Queues}, {@code medium} to {@code medium}, to its one integer key. Else null.
     */
    private static Inferred bare(Catalog catalog, Catalog.Table t, Catalog.Column c, boolean strict, String prefix) {
        if (!ColumnRules.isInteger(c) || ColumnRules.isFlag(c)) {
            return null;
        }
        List<String> words = ColumnRules.words(c.name());
        if (words.isEmpty()) {
            return null;
        }
        String last = words.get(words.size() - 1);
        if (!strict) {
            List<Catalog.Table> named = named(catalog, c.name().toLowerCase(Locale.ROOT), false, prefix);
            named.removeIf(p -> p.name().equalsIgnoreCase(t.name()));
            if (named.size() == 1 && integerKey(named.get(0)) != null) {
                Catalog.Table p = named.get(0);
                return new Inferred(t.name(), c.name(), p.name(), integerKey(p), c.name() + " is the name of table "
                        + p.name() + ", whose key is " + integerKey(p));
            }
        }
        // who did it: a participle before by (created_by, not sort_by) or before user (created_user, modify_user)
        String before = words.size() >= 2 ? words.get(words.size() - 2) : "";
        boolean role = last.equals("by") && before.endsWith("ed") || ROLES.contains(last)
                || last.equals("user") && before.matches(".*(ed|ify|ate|create|change|update|delete)$");
        if (!role || !named(catalog, last, false, prefix).isEmpty() && !USERS.contains(last + "s")
                && !USERS.contains(last)) {
            return null; // a table of the role's own (authors) is another name's
        }
        List<Catalog.Table> users = new ArrayList<>();
        for (Catalog.Table p : catalog.tables()) {
            String name = p.name().toLowerCase(Locale.ROOT);
            String stem = !prefix.isEmpty() && name.startsWith(prefix) ? name.substring(prefix.length()) : name;
            if (USERS.contains(stem) && integerKey(p) != null) {
                users.add(p);
            }
        }
        if (users.size() != 1 || users.get(0).name().equalsIgnoreCase(t.name())) {
            return null;
        }
        Catalog.Table p = users.get(0);
        return new Inferred(t.name(), c.name(), p.name(), integerKey(p), c.name() + " names someone by their part in "
                + "the row, one of " + p.name() + ", whose key is " + integerKey(p));
    }

    /** The table's primary key where it is one integer column, NOT NULL; else null. */
    private static String integerKey(Catalog.Table p) {
        if (p.primaryKey().size() != 1) {
            return null;
        }
        Catalog.Column k = p.column(p.primaryKey().get(0));
        return k != null && ColumnRules.isInteger(k) && !k.nullable() ? k.name() : null;
    }

    /**
     * A table's group and the rest of its name after the schema's {@code prefix}: {@code act_hi_procinst} is in group
     * {@code hi_}, named {@code procinst}; nulls where the name has no such parts.
     */
    private static String[] group(String table, String prefix) {
        String lower = table.toLowerCase(Locale.ROOT);
        if (!lower.startsWith(prefix)) {
            return new String[] {null, null};
        }
        String after = lower.substring(prefix.length());
        int u = after.indexOf('_');
        return u <= 0 || u == after.length() - 1 ? new String[] {null, null}
                : new String[] {after.substring(0, u + 1), after.substring(u + 1)};
    }

    /** Whether another table is named after {@code t} and more: {@code connection_group} after {@code connection}. */
    private static boolean namesMore(Catalog catalog, Catalog.Table t) {
        String name = t.name().toLowerCase(Locale.ROOT);
        Set<String> starts = new HashSet<>();
        TableNames.forms(name).forEach(f -> starts.add(f + "_"));
        return catalog.tables().stream().map(o -> o.name().toLowerCase(Locale.ROOT)).anyMatch(o -> !o.equals(name)
                && starts.stream().anyMatch(o::startsWith));
    }

    /** The tables named by {@code word}: itself, its plural (or singular), each with the schema's prefix or not. */
    private static List<Catalog.Table> named(Catalog catalog, String word, boolean strict, String prefix) {
        Set<String> forms = strict ? TableNames.plurals(word) : TableNames.forms(word);
        Set<String> names = new HashSet<>();
        for (String f : forms) {
            names.add(f);
            if (!prefix.isEmpty()) {
                names.add(prefix + f);
            }
        }
        List<Catalog.Table> out = new ArrayList<>();
        for (Catalog.Table t : catalog.tables()) {
            if (names.contains(t.name().toLowerCase(Locale.ROOT))) {
                out.add(t);
            }
        }
        return out;
    }

    /**
     * The key names a table named by {@code word} may have: {@code id}, {@code word_id}, its name's (without the
     * schema's prefix) and that name's singular's, {@code name_id}; and its columns' prefix's, {@code page_id}.
     */
    private static List<String> idNames(Catalog.Table p, String word, String prefix) {
        List<String> out = new ArrayList<>(List.of("id", word + "_id"));
        String name = p.name().toLowerCase(Locale.ROOT);
        String stem = !prefix.isEmpty() && name.startsWith(prefix) ? name.substring(prefix.length()) : name;
        TableNames.forms(stem).forEach(f -> out.add(f + "_id"));
        String theirs = TableNames.columnPrefix(p);
        if (!theirs.isEmpty()) {
            out.add(theirs + "id");
        }
        return out;
    }

    /** The table's one-column key (its primary key, else a unique key) among {@code names}; else null. */
    private static String key(Catalog.Table p, List<String> names) {
        List<List<String>> keys = new ArrayList<>();
        keys.add(p.primaryKey());
        keys.addAll(p.unique());
        for (List<String> key : keys) {
            if (key.size() == 1 && names.contains(key.get(0).toLowerCase(Locale.ROOT)) && p.column(key.get(0)) != null
                    && !p.column(key.get(0)).nullable()) {
                return p.column(key.get(0)).name();
            }
        }
        return null;
    }

    /**
     * Whether the child's values can be the key's: integers no narrower than the key's; text (or bytes) of the same
     * length class, long enough for the key's; uuid to uuid.
     */
    static boolean compatible(Catalog.Column child, Catalog.Column key) {
        if (ColumnRules.isInteger(child) && ColumnRules.isInteger(key)) {
            return bits(child) >= bits(key);
        }
        boolean text = ColumnRules.isText(child) && ColumnRules.isText(key);
        boolean bytes = ColumnRules.isBytes(child) && ColumnRules.isBytes(key);
        if (text || bytes) {
            long a = child.length() == null ? Long.MAX_VALUE : child.length();
            long b = key.length() == null ? Long.MAX_VALUE : key.length();
            return lengthClass(a) == lengthClass(b) && a >= b;
        }
        return child.kind() == Kind.UUID && key.kind() == Kind.UUID;
    }

    private static int bits(Catalog.Column c) {
        return switch (c.dataType()) {
            case "tinyint" -> 8;
            case "smallint" -> 16;
            case "mediumint" -> 24;
            case "bigint" -> 64;
            default -> 32;
        };
    }

    /** Codes and short names (up to 64), names and titles (up to 255), longer text. */
    private static int lengthClass(long length) {
        return length <= 64 ? 0 : length <= 255 ? 1 : 2;
    }

    private static void edge(Map<String, Set<String>> edges, String from, String to) {
        if (!from.equalsIgnoreCase(to)) {
            edges.computeIfAbsent(from.toLowerCase(Locale.ROOT), k -> new HashSet<>()).add(to.toLowerCase(Locale.ROOT));
        }
    }

    private static boolean reaches(Map<String, Set<String>> edges, String from, String to) {
        Set<String> seen = new HashSet<>();
        List<String> todo = new ArrayList<>(List.of(from.toLowerCase(Locale.ROOT)));
        String goal = to.toLowerCase(Locale.ROOT);
        while (!todo.isEmpty()) {
            String at = todo.remove(todo.size() - 1);
            if (at.equals(goal)) {
                return true;
            }
            if (seen.add(at)) {
                todo.addAll(edges.getOrDefault(at, Set.of()));
            }
        }
        return false;
    }
}
