package seedgen.catalog;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import seedgen.model.ForeignKey;

/**
 * The base tables of one database or schema as the server's catalog describes them: columns with their full types,
 * the primary key, unique keys, foreign keys within it, CHECK clauses, the columns with a DEFAULT, whether a fill
 * leaves the table to the triggers that write it ({@link Table#writtenByTrigger}), and the tables' triggers with what
 * they write ({@code triggers}); which tables inherit from which ({@code parents}: a child has its parents' columns,
 * and its rows are read with theirs), and the counters several key columns draw their values from ({@code counters}).
 * The model both servers' readers (dialect/mysql, dialect/postgresql) fill, and the rules that make a spec of it
 * read; views, routines and events are not read but for what a trigger runs.
 */
public record Catalog(String database, List<Table> tables, List<String> excluded, Map<String, List<String>> parents,
        List<Counter> counters, List<Trigger> triggers) {

    public Catalog {
        tables = List.copyOf(tables);
        excluded = List.copyOf(excluded);
        triggers = List.copyOf(triggers);
    }

    public Catalog(String database, List<Table> tables, List<String> excluded, List<Trigger> triggers) {
        this(database, tables, excluded, Map.of(), List.of(), triggers);
    }

    public Catalog(String database, List<Table> tables, List<String> excluded, Map<String, List<String>> parents,
            List<Counter> counters) {
        this(database, tables, excluded, parents, counters, List.of());
    }

    public Catalog(String database, List<Table> tables) {
        this(database, tables, List.of());
    }

    /** The same tables with {@code all} as their triggers. */
    public Catalog withTriggers(List<Trigger> all) {
        return new Catalog(database, tables, excluded, parents, counters, all);
    }

    /** The same catalog with {@code replaced} for its tables, the rest as it is. */
    public Catalog withTables(List<Table> replaced) {
        return new Catalog(database, replaced, excluded, parents, counters, triggers);
    }

    public Catalog(String database, List<Table> tables, List<String> excluded) {
        this(database, tables, excluded, Map.of(), List.of(), List.of());
    }

    /** This catalog with {@code tables} and {@code excluded}, its inheritance and counters as they are. */
    public Catalog with(List<Table> tables, List<String> excluded) {
        return new Catalog(database, tables, excluded, parents, counters, triggers);
    }

    /**
     * A counter several columns draw their values from (a sequence the DEFAULTs of two tables name, which a child
     * table by inheritance takes from its parent): the application expects its values distinct across all of them,
     * so that a row read with the others (a child's through its parent) is told by its value alone.
     *
     * @param name the counter's name, for messages
     * @param members each column that draws from it, as {@code List.of(table, column)}, in the catalog's order
     * @param next the value it gives next (past the rows made with it so far), or 1 where that is not known
     */
    public record Counter(String name, List<List<String>> members, long next) {

        public Counter(String name, List<List<String>> members) {
            this(name, members, 1);
        }

        /** The place of {@code table.column} among the members, or -1. */
        public int indexOf(String table, String column) {
            for (int i = 0; i < members.size(); i++) {
                if (members.get(i).get(0).equalsIgnoreCase(table) && members.get(i).get(1).equalsIgnoreCase(column)) {
                    return i;
                }
            }
            return -1;
        }
    }

    /** The counter {@code table.column} shares with other columns, or null. */
    public Counter counterOf(String table, String column) {
        return counters.stream().filter(k -> k.indexOf(table, column) >= 0).findFirst().orElse(null);
    }

    /**
     * The tables {@code table} inherits from, its parents' parents after them, each once, nearest first: what
     * {@code links} (child to its direct parents) make of it.
     */
    public static List<String> ancestors(Map<String, List<String>> links, String table) {
        List<String> out = new ArrayList<>();
        java.util.Deque<String> todo = new java.util.ArrayDeque<>(links.getOrDefault(table, List.of()));
        while (!todo.isEmpty()) {
            String p = todo.removeFirst();
            if (!out.contains(p) && !p.equals(table)) {
                out.add(p);
                todo.addAll(links.getOrDefault(p, List.of()));
            }
        }
        return out;
    }

    /**
     * The foreign keys a child takes from the tables it inherits from: each ancestor's own (declared, not inferred)
     * keys on the same columns, marked with that ancestor ({@link ForeignKey#from()}), where the child does not
     * declare a key of the same columns to the same table itself. The server checks an ancestor's key only on the
     * ancestor's own rows, but the application reads the child's rows through the ancestor, as its rows: a child row
     * must refer to what an ancestor row would.
     */
    public static List<ForeignKey> inherited(Map<String, List<String>> links, String table,
            Map<String, List<ForeignKey>> own) {
        List<ForeignKey> mine = own.getOrDefault(table, List.of());
        List<ForeignKey> out = new ArrayList<>();
        for (String ancestor : ancestors(links, table)) {
            for (ForeignKey fk : own.getOrDefault(ancestor, List.of())) {
                boolean known = fk.isInferred() || fk.from() != null || java.util.stream.Stream.concat(mine.stream(),
                        out.stream()).anyMatch(m -> m.columns().equals(fk.columns())
                                && m.refTable().equals(fk.refTable()) && m.refColumns().equals(fk.refColumns()));
                if (!known) {
                    out.add(new ForeignKey(fk.name(), fk.columns(), fk.refTable(), fk.refColumns(), null, ancestor));
                }
            }
        }
        return out;
    }

    /**
     * This catalog with the inheritance {@code links} (child to its direct parents); the children's foreign keys taken
     * from their ancestors ({@link #inherited}) are the reader's to add, from every table's keys, read or not.
     */
    public Catalog inheriting(Map<String, List<String>> links) {
        Map<String, List<String>> copy = new LinkedHashMap<>();
        links.forEach((child, ps) -> copy.put(child, List.copyOf(ps)));
        return new Catalog(database, tables, excluded, java.util.Collections.unmodifiableMap(copy), counters,
                triggers);
    }

    /** This catalog with {@code counters}. */
    public Catalog counting(List<Counter> counters) {
        return new Catalog(database, tables, excluded, parents, List.copyOf(counters), triggers);
    }

    /**
     * Without the tables {@code names} (--exclude-tables), each of which must be one; a table that refers to one of
     * them is then left out of a fill too, where a --tables list that forgets a parent is refused.
     */
    public Catalog without(List<String> names) {
        return without(names, "", "");
    }

    /**
     * As above; {@code place} and {@code fix} go in the refusal after the database's name and after its fix (where
     * it is on the embedded server, and how to name another).
     */
    public Catalog without(List<String> names, String place, String fix) {
        if (names == null || names.isEmpty()) {
            return this;
        }
        List<String> excluded = new ArrayList<>();
        for (String n : names) {
            Table t = table(n);
            if (t == null) {
                throw seedgen.error.SeedgenException.badInput("--exclude-tables names " + n + ", which is not a base table "
                        + "of " + database + place + " (or is not among --tables): check the name" + fix);
            }
            excluded.add(t.name());
        }
        return with(tables.stream().filter(t -> !excluded.contains(t.name())).toList(), List.copyOf(excluded));
    }

    /**
     * One column, its type three ways: {@code kind}, what it holds in no server's words (the category the rules and
     * the profile ask about); {@code nativeType}, the server's own name of its base type, lower-case (MySQL's
     * DATA_TYPE such as {@code int}; PostgreSQL's typname such as {@code int4}, {@code timestamptz}, {@code citext},
     * a domain's base type's, an array's element's followed by {@code []}); {@code dataType}, the fill word: the
     * type in MySQL's words ({@code int}, {@code mediumtext}, {@code datetime}; {@code array:int},
     * {@code shape:point} and PostgreSQL's own name where MySQL has none), whose finer distinctions the fill rules
     * read. {@code type} is the server's full column type, such as {@code int(10) unsigned}; {@code length} its most
     * characters (or bytes), or the prefix a unique key holds it by when that is shorter; {@code json} whether it
     * holds JSON by its type or a check (MariaDB's LONGTEXT with a JSON_VALID check, PostgreSQL's json and jsonb;
     * MySQL 8's JSON says so by its kind alone); {@code srid} the spatial reference system a MySQL 8 geometry column
     * is restricted to, or null.
     */
    public record Column(String name, String dataType, String type, boolean nullable, Long length, Long precision,
            Long scale, boolean autoIncrement, boolean generated, boolean json, Long srid, String nativeType,
            Kind kind) {

        /** The kind and native type are required: every reader knows them. */
        public Column {
            java.util.Objects.requireNonNull(nativeType, "nativeType");
            java.util.Objects.requireNonNull(kind, "kind");
        }

        /** This column with a fill word, a full type and a length of its own, the rest as it is. */
        public Column withType(String dataType, String type, Long length) {
            return new Column(name, dataType, type, nullable, length, precision, scale, autoIncrement, generated,
                    json, srid, nativeType, kind);
        }
    }

    /**
     * What the catalog says of a column beside its type: {@code constant}, its DEFAULT where that is a constant (the
     * value's text, unquoted: {@code 0}, {@code Y}, the empty string; null for none or an expression such as {@code
     * now()}); {@code comment}, its COMMENT (null for none).
     */
    public record Said(String constant, String comment) {
        public static final Said NOTHING = new Said(null, null);
    }

    /**
     * {@code checks}: the clauses of the table's CHECK constraints, MariaDB's JSON checks left out; {@code defaulted}:
     * the columns with a DEFAULT of their own, which the server fills when a row leaves them out; {@code said}: per
     * column, its constant DEFAULT and its COMMENT, where it has either.
     */
    public record Table(String name, List<Column> columns, List<String> primaryKey, List<List<String>> unique,
            List<ForeignKey> foreignKeys, boolean writtenByTrigger, List<String> checks, java.util.Set<String> defaulted,
            Map<String, Said> said) {

        public Table {
            said = said == null ? Map.of() : said;
        }

        public Table(String name, List<Column> columns, List<String> primaryKey, List<List<String>> unique,
                List<ForeignKey> foreignKeys, boolean writtenByTrigger, List<String> checks,
                java.util.Set<String> defaulted) {
            this(name, columns, primaryKey, unique, foreignKeys, writtenByTrigger, checks, defaulted, Map.of());
        }

        public Table(String name, List<Column> columns, List<String> primaryKey, List<List<String>> unique,
                List<ForeignKey> foreignKeys, boolean writtenByTrigger) {
            this(name, columns, primaryKey, unique, foreignKeys, writtenByTrigger, List.of());
        }

        public Table(String name, List<Column> columns, List<String> primaryKey, List<List<String>> unique,
                List<ForeignKey> foreignKeys, boolean writtenByTrigger, List<String> checks) {
            this(name, columns, primaryKey, unique, foreignKeys, writtenByTrigger, checks, java.util.Set.of());
        }

        /** This table with {@code keys} for its foreign keys, the rest as it is. */
        public Table withForeignKeys(List<ForeignKey> keys) {
            return new Table(name, columns, primaryKey, unique, List.copyOf(keys), writtenByTrigger, checks, defaulted,
                    said);
        }

        /** What the catalog says of {@code column} beside its type; {@link Said#NOTHING} where nothing. */
        public Said said(String column) {
            for (Map.Entry<String, Said> e : said.entrySet()) {
                if (e.getKey().equalsIgnoreCase(column)) {
                    return e.getValue();
                }
            }
            return Said.NOTHING;
        }

        /** Whether the server fills the column when a row leaves it out: NULL, or its DEFAULT. */
        public boolean serverFills(Column c) {
            return c.nullable() || c.autoIncrement() || defaulted.stream().anyMatch(c.name()::equalsIgnoreCase);
        }

        /** Whether the column is in the primary key or a unique key. */
        public boolean inKey(String column) {
            return primaryKey.stream().anyMatch(column::equalsIgnoreCase)
                    || unique.stream().anyMatch(u -> u.stream().anyMatch(column::equalsIgnoreCase));
        }

        public Column column(String name) {
            return columns.stream().filter(c -> c.name().equalsIgnoreCase(name)).findFirst().orElse(null);
        }

        /** Whether {@code columns}, in any order, are exactly one of the table's unique keys or its primary key. */
        public boolean isKey(List<String> columns) {
            if (sameSet(primaryKey, columns)) {
                return true;
            }
            return unique.stream().anyMatch(u -> sameSet(u, columns));
        }

        private static boolean sameSet(List<String> a, List<String> b) {
            return a.size() == b.size() && a.stream().allMatch(x -> b.stream().anyMatch(x::equalsIgnoreCase));
        }
    }

    public Table table(String name) {
        return tables.stream().filter(t -> t.name().equalsIgnoreCase(name)).findFirst().orElse(null);
    }


    /** seedgen's own tables (a run records itself there): never the application's, never filled. */
    public static final List<String> BOOKKEEPING = List.of("seedgen_dataset_runs", "seedgen_progress", "seedgen_runs",
            "seedgen_triggers");

    /**
     * {@code names} without seedgen's own bookkeeping (a run being filled or resumed records itself there; it is not
     * the application's), or only those {@code only} names, each of which must be one ({@code where} names the
     * database or schema; {@code ignoreCase} as the server compares names).
     */
    public static List<String> chosen(List<String> names, List<String> only, String where, boolean ignoreCase) {
        return chosen(names, only, where, "", ignoreCase);
    }

    /** As above; {@code fix} ends the refusal's fix (how to name another server, where this is the embedded one). */
    public static List<String> chosen(List<String> names, List<String> only, String where, String fix,
            boolean ignoreCase) {
        List<String> all = new ArrayList<>(names);
        all.removeIf(n -> BOOKKEEPING.stream().anyMatch(n::equalsIgnoreCase));
        if (only == null || only.isEmpty()) {
            return all;
        }
        List<String> chosen = new ArrayList<>();
        for (String o : only) {
            chosen.add(all.stream().filter(n -> ignoreCase ? n.equalsIgnoreCase(o) : n.equals(o)).findFirst()
                    .orElseThrow(() -> seedgen.error.SeedgenException.badInput("--tables names " + o + ", which is not a "
                            + "base table of " + where + ": check the name (views are not filled)" + fix)));
        }
        return chosen;
    }

    /**
     * The catalog of {@code names}: per table its columns, its unique indexes by name (the primary key as PRIMARY),
     * foreign keys, whether a trigger writes it, and its CHECK clauses.
     */
    public static Catalog of(String namespace, List<String> names, Map<String, List<Column>> columns,
            Map<String, Map<String, List<String>>> indexes, Map<String, List<ForeignKey>> fks,
            java.util.Set<String> triggered, Map<String, List<String>> checks,
            Map<String, java.util.Set<String>> defaulted) {
        return of(namespace, names, columns, indexes, fks, triggered, checks, defaulted, Map.of());
    }

    /** As above, with what the catalog says of each table's columns beside their types ({@link Said}). */
    public static Catalog of(String namespace, List<String> names, Map<String, List<Column>> columns,
            Map<String, Map<String, List<String>>> indexes, Map<String, List<ForeignKey>> fks,
            java.util.Set<String> triggered, Map<String, List<String>> checks,
            Map<String, java.util.Set<String>> defaulted, Map<String, Map<String, Said>> said) {
        List<Table> tables = new ArrayList<>();
        for (String n : names) {
            Map<String, List<String>> keys = indexes.getOrDefault(n, Map.of());
            List<String> pk = keys.getOrDefault("PRIMARY", List.of());
            List<List<String>> unique = keys.entrySet().stream().filter(e -> !e.getKey().equals("PRIMARY"))
                    .map(Map.Entry::getValue).toList();
            tables.add(new Table(n, columns.getOrDefault(n, List.of()), pk, unique, fks.getOrDefault(n, List.of()),
                    triggered.contains(n), List.copyOf(checks.getOrDefault(n, List.of())),
                    java.util.Set.copyOf(defaulted.getOrDefault(n, java.util.Set.of())),
                    Map.copyOf(said.getOrDefault(n, Map.of()))));
        }
        return new Catalog(namespace, tables);
    }

    /** Per table, its columns that have a DEFAULT: {@code query}'s rows (table, column), one parameter. */
    public static Map<String, java.util.Set<String>> defaulted(Connection c, String query, String namespace)
            throws SQLException {
        Map<String, java.util.Set<String>> out = new java.util.HashMap<>();
        try (PreparedStatement ps = c.prepareStatement(query)) {
            ps.setString(1, namespace);
            try (ResultSet rs = ps.executeQuery()) {
                while (rs.next()) {
                    out.computeIfAbsent(rs.getString(1), k -> new java.util.TreeSet<>()).add(rs.getString(2));
                }
            }
        }
        return out;
    }

    /**
     * Per table, what the catalog says of its columns: {@code query}'s rows (table, column, DEFAULT as the server
     * prints it or null, COMMENT or null), one parameter; {@code constant} reads a printed DEFAULT as a constant's
     * text, or null where it is an expression. Columns of neither are left out.
     */
    public static Map<String, Map<String, Said>> said(Connection c, String query, String namespace,
            java.util.function.Function<String, String> constant) throws SQLException {
        Map<String, Map<String, Said>> out = new java.util.HashMap<>();
        try (PreparedStatement ps = c.prepareStatement(query)) {
            ps.setString(1, namespace);
            try (ResultSet rs = ps.executeQuery()) {
                while (rs.next()) {
                    String value = rs.getString(3) == null ? null : constant.apply(rs.getString(3));
                    String comment = rs.getString(4) == null || rs.getString(4).isBlank() ? null : rs.getString(4);
                    if (value != null || comment != null) {
                        out.computeIfAbsent(rs.getString(1), k -> new TreeMap<>(String.CASE_INSENSITIVE_ORDER))
                                .put(rs.getString(2), new Said(value, comment));
                    }
                }
            }
        }
        return out;
    }

    /** Foreign keys gathered column by column (table, then name, to key) as the tables' lists. */
    public static Map<String, List<ForeignKey>> frozen(Map<String, Map<String, ForeignKey>> byName) {
        Map<String, List<ForeignKey>> out = new LinkedHashMap<>();
        byName.forEach((t, m) -> out.put(t, m.values().stream().map(f -> new ForeignKey(f.name(),
                List.copyOf(f.columns()), f.refTable(), List.copyOf(f.refColumns()))).toList()));
        return out;
    }
}
