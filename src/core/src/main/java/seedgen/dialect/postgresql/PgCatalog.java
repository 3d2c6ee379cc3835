package seedgen.dialect.postgresql;

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
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import seedgen.catalog.Catalog;
import seedgen.catalog.Kind;
import seedgen.connect.Target;
import seedgen.dialect.Dialect;
import seedgen.model.ForeignKey;

/**
 * A PostgreSQL schema's base tables as {@link Catalog} describes a MySQL database's, read from pg_catalog: each
 * column's {@link Kind}, its base type's own name ({@code int4}, {@code timestamptz}), its fill word in MySQL's words
 * ({@code int}, {@code decimal}, {@code datetime}, ...) so that the same rules choose its generator, and PostgreSQL's
 * full text for its type; a domain as its base type; an enum type as {@code enum('a','b')}; serial and identity
 * columns as auto-increment; unique indexes (a partial one counts as unique over all rows, which satisfies it;
 * expression indexes are left out), foreign keys within the schema, and CHECK constraints in the forms the rules read
 * (casts dropped, {@code = ANY (ARRAY[...])} as IN).
 */
public final class PgCatalog {

    private static final Pattern LENGTH = Pattern.compile("\\((\\d+)(?:,\\s*(\\d+))?\\)");

    private PgCatalog() {
    }

    /**
     * Reads the target's schema on a connection of its own; a failure to connect is one line with exit 3. The catalog
     * is named as a MySQL one is, by its database (database.schema where the schema is not public): a spec read from
     * it, and the dataset it fills, take that name rather than the schema's.
     */
    public static Catalog read(Target target, List<String> only) {
        Catalog read = PgAdvice.on(target, c -> read(c, target.schema(), only, target.embeddedPlace(),
                target.embeddedFix()));
        String name = target.schema().equals(Target.DEFAULT_SCHEMA) ? target.database()
                : target.database() + "." + target.schema();
        return new Catalog(name, read.tables(), read.excluded(), read.parents(), read.counters(), read.triggers());
    }

    public static Catalog read(Connection c, String schema, List<String> only) throws SQLException {
        return read(c, schema, only, "", "");
    }

    private static Catalog read(Connection c, String schema, List<String> only, String place, String fix)
            throws SQLException {
        List<String> names = new ArrayList<>();
        try (PreparedStatement ps = c.prepareStatement("SELECT t.relname FROM pg_class t JOIN pg_namespace n ON n.oid "
                + "= t.relnamespace WHERE n.nspname = ? AND t.relkind IN ('r', 'p') AND NOT t.relispartition "
                + "ORDER BY t.relname")) {
            ps.setString(1, schema);
            try (ResultSet rs = ps.executeQuery()) {
                while (rs.next()) {
                    names.add(rs.getString(1));
                }
            }
        }
        names = Catalog.chosen(names, only, "schema " + schema + place, fix, false);
        Map<String, List<Catalog.Column>> columns = columns(c, schema);
        Map<String, Map<String, List<String>>> indexes = uniqueIndexes(c, schema);
        Map<String, String> chosen = new LinkedHashMap<>();
        Map<String, List<String>> bounds = partitionBounds(c, schema, chosen);
        java.util.Set<String> unfilled = new java.util.TreeSet<>();
        Map<String, List<ForeignKey>> fks = foreignKeys(c, schema, chosen, unfilled);
        // a child by INHERITS has its ancestors' columns, and its rows are read with theirs: it takes their keys
        Map<String, List<String>> links = Postgres.INSTANCE.inheritance(c, schema);
        Map<String, List<ForeignKey>> inherited = new LinkedHashMap<>();
        for (String child : links.keySet()) {
            List<ForeignKey> taken = Catalog.inherited(links, child, fks);
            if (!taken.isEmpty()) {
                inherited.put(child, taken);
            }
        }
        inherited.forEach((child, taken) -> {
            List<ForeignKey> all = new ArrayList<>(fks.getOrDefault(child, List.of()));
            all.addAll(taken);
            fks.put(child, List.copyOf(all));
        });
        Map<String, List<String>> checks = checks(c, schema);
        domainChecks(c, schema).forEach((table, clauses) -> checks.computeIfAbsent(table, k -> new ArrayList<>())
                .addAll(clauses));
        bounds.forEach((table, clauses) -> checks.computeIfAbsent(table, k -> new ArrayList<>()).addAll(clauses));
        // the schema's own functions of one expression, inlined: the checks then call built-in functions alone
        Map<String, seedgen.check.Inlining.SqlFunction> functions = functions(c, schema);
        checks.forEach((table, clauses) -> clauses.replaceAll(clause -> seedgen.check.Inlining.expand(clause,
                functions)));
        checks.forEach((table, clauses) -> lengthLimits(columns.getOrDefault(table, new ArrayList<>()), clauses));
        Catalog catalog = Catalog.of(schema, names, columns, indexes, fks, java.util.Set.of(), checks,
                Catalog.defaulted(c, "SELECT t.relname, a.attname FROM pg_attrdef d JOIN pg_attribute a ON a.attrelid "
                        + "= d.adrelid AND a.attnum = d.adnum JOIN pg_class t ON t.oid = d.adrelid JOIN pg_namespace n "
                        + "ON n.oid = t.relnamespace WHERE n.nspname = ? AND a.attgenerated = ''", schema),
                Catalog.said(c, "SELECT t.relname, a.attname, CASE WHEN a.attgenerated = '' THEN pg_get_expr(d.adbin, "
                        + "d.adrelid) END, col_description(a.attrelid, a.attnum) FROM pg_attribute a JOIN pg_class t "
                        + "ON t.oid = a.attrelid JOIN pg_namespace n ON n.oid = t.relnamespace LEFT JOIN pg_attrdef d "
                        + "ON d.adrelid = a.attrelid AND d.adnum = a.attnum WHERE n.nspname = ? AND a.attnum > 0 AND "
                        + "NOT a.attisdropped AND t.relkind IN ('r', 'p') AND (d.oid IS NOT NULL OR "
                        + "col_description(a.attrelid, a.attnum) IS NOT NULL)", schema, PgCatalog::constant));
        // a partition no row goes to is, to the tables that refer to it by name, a table left out
        return catalog.with(catalog.tables(), List.copyOf(unfilled)).inheriting(links).counting(counters(c, schema))
                .withTriggers(PgTriggers.read(c, schema));
    }

    private static final java.util.regex.Pattern QUOTED = java.util.regex.Pattern.compile(
            "'((?:[^']|'')*)'::[^']+");
    private static final java.util.regex.Pattern NUMBER = java.util.regex.Pattern.compile(
            "\\(?(-?[0-9]+(?:\\.[0-9]+)?)\\)?(?:::[a-z ]+)?");

    /**
     * A DEFAULT as pg_get_expr prints it, read as a constant's text: {@code 'Y'::bpchar} is Y, {@code
     * ''::character varying} the empty string, {@code (-1)} and {@code 0} numbers, {@code true}; null for an
     * expression ({@code now()}, {@code nextval(...)}).
     */
    static String constant(String printed) {
        java.util.regex.Matcher m = QUOTED.matcher(printed);
        if (m.matches()) {
            return m.group(1).replace("''", "'");
        }
        m = NUMBER.matcher(printed);
        if (m.matches()) {
            return m.group(1);
        }
        return printed.equals("true") || printed.equals("false") ? printed : null;
    }

    /**
     * The sequences the DEFAULTs of several columns name (a child by INHERITS takes its parent's DEFAULT, and so its
     * sequence; an application may name one sequence in several tables' keys), each with those columns in table
     * order: every table of the schema's, read or not, so that each keeps its place whatever --tables reads.
     */
    private static List<Catalog.Counter> counters(Connection c, String schema) throws SQLException {
        Map<String, List<List<String>>> users = new TreeMap<>();
        Map<String, Long> next = new java.util.HashMap<>();
        // where it stands: its next value (its start before its first; last_value is NULL without the right to read
        // it). Each default's sequences are found from the default (its dependency, the name it gives), not every
        // sequence tried against each default, and read from pg_sequence by oid, not from the view that reads them
        // all: 3.7 s became 0.14 s on MusicBrainz's 236 columns
        try (PreparedStatement ps = c.prepareStatement("SELECT t.relname, a.attname, s.oid::regclass::text, (SELECT "
                + "COALESCE(CASE WHEN has_sequence_privilege(s.oid, 'SELECT,USAGE') THEN pg_sequence_last_value(s.oid) "
                + "END + q.seqincrement, q.seqstart) FROM pg_sequence q WHERE q.seqrelid = s.oid) FROM pg_attrdef d "
                + "JOIN pg_attribute a ON a.attrelid = d.adrelid AND a.attnum = d.adnum JOIN pg_class t ON t.oid = "
                + "d.adrelid JOIN pg_namespace n ON n.oid = t.relnamespace CROSS JOIN LATERAL (SELECT dep.refobjid AS "
                + "seq FROM pg_depend dep WHERE dep.classid = 'pg_attrdef'::regclass AND dep.objid = d.oid AND "
                + "dep.refclassid = 'pg_class'::regclass "
                // named by text, nextval('t_seq'::text): no dependency records it, the name is in the default
                + "UNION SELECT (CASE WHEN position('.' in m.name) = 0 THEN to_regclass(quote_ident(n.nspname) || '.' "
                + "|| m.name) ELSE to_regclass(m.name) END)::oid FROM (SELECT substring(pg_get_expr(d.adbin, "
                + "d.adrelid) from 'nextval\\(\\(''([^'']+)''::text\\)') AS name) m WHERE m.name IS NOT NULL) cand "
                + "JOIN pg_class s ON s.oid = cand.seq AND s.relkind = 'S' WHERE n.nspname = ? AND t.relkind IN ('r', "
                + "'p') AND NOT t.relispartition AND NOT a.attisdropped ORDER BY t.relname, a.attnum")) {
            ps.setString(1, schema);
            try (ResultSet rs = ps.executeQuery()) {
                while (rs.next()) {
                    users.computeIfAbsent(rs.getString(3), k -> new ArrayList<>()).add(List.of(rs.getString(1),
                            rs.getString(2)));
                    long at = rs.getLong(4);
                    next.put(rs.getString(3), rs.wasNull() ? 1 : at);
                }
            }
        }
        List<Catalog.Counter> out = new ArrayList<>();
        users.forEach((sequence, members) -> {
            if (members.size() > 1) {
                out.add(new Catalog.Counter(sequence, List.copyOf(members), next.get(sequence)));
            }
        });
        return out;
    }

    private static Map<String, List<Catalog.Column>> columns(Connection c, String schema) throws SQLException {
        Map<String, List<Catalog.Column>> out = new LinkedHashMap<>();
        String base = "CASE WHEN ty.typtype = 'd' THEN ty.typbasetype ELSE a.atttypid END";
        try (PreparedStatement ps = c.prepareStatement("SELECT t.relname, a.attname, format_type(" + base + ", CASE "
                + "WHEN ty.typtype = 'd' THEN ty.typtypmod ELSE a.atttypmod END), bt.typname, bt.typtype, bt.oid, "
                + "NOT a.attnotnull AND NOT (ty.typtype = 'd' AND ty.typnotnull), a.attidentity, a.attgenerated, "
                + "pg_get_expr(d.adbin, d.adrelid), bt.typcategory, eb.typname, eb.typtype, eb.oid, format_type(eb.oid, "
                + "CASE WHEN ty.typtype = 'd' THEN ty.typtypmod ELSE a.atttypmod END), (SELECT x.extname FROM "
                + "pg_depend dp JOIN pg_extension x ON x.oid = dp.refobjid WHERE dp.classid = 'pg_type'::regclass "
                + "AND dp.objid = COALESCE(eb.oid, bt.oid) AND dp.refclassid = 'pg_extension'::regclass AND "
                + "dp.deptype = 'e') FROM pg_attribute a JOIN pg_class t ON t.oid = "
                + "a.attrelid JOIN pg_namespace n ON n.oid = t.relnamespace JOIN pg_type ty ON ty.oid = a.atttypid "
                + "JOIN pg_type bt ON bt.oid = " + base + " LEFT JOIN pg_type et ON et.oid = bt.typelem AND "
                + "bt.typcategory = 'A' LEFT JOIN pg_type eb ON eb.oid = CASE WHEN et.typtype = 'd' THEN "
                + "et.typbasetype ELSE et.oid END LEFT JOIN pg_attrdef d ON d.adrelid = a.attrelid AND "
                + "d.adnum = a.attnum WHERE n.nspname = ? AND a.attnum > 0 AND NOT a.attisdropped AND t.relkind IN "
                + "('r', 'p') ORDER BY t.relname, a.attnum")) {
            ps.setString(1, schema);
            try (ResultSet rs = ps.executeQuery()) {
                while (rs.next()) {
                    String full = rs.getString(3);
                    String dataType = fillWord(rs.getString(4), rs.getString(16));
                    String nativeType = rs.getString(4).toLowerCase(Locale.ROOT);
                    Kind kind = kind(nativeType);
                    if ("e".equals(rs.getString(5))) {
                        dataType = "enum";
                        kind = Kind.ENUM;
                        full = enumType(c, rs.getLong(6));
                    }
                    if (rs.getString(11).equals("A") && rs.getString(12) != null) {
                        // the element's fill word and its own type, so that its values are chosen as a column's
                        // would be
                        boolean enumElement = "e".equals(rs.getString(13));
                        dataType = "array:" + (enumElement ? "enum" : fillWord(rs.getString(12), rs.getString(16)));
                        nativeType = rs.getString(12).toLowerCase(Locale.ROOT) + "[]";
                        kind = Kind.ARRAY;
                        full = (enumElement ? enumType(c, rs.getLong(14)) : rs.getString(15)) + "[]";
                    }
                    Matcher m = LENGTH.matcher(full);
                    Long first = m.find() ? Long.valueOf(m.group(1)) : null;
                    Long second = first != null && m.group(2) != null ? Long.valueOf(m.group(2)) : null;
                    boolean text = dataType.equals("varchar") || dataType.equals("char");
                    boolean number = dataType.equals("decimal");
                    String def = rs.getString(10);
                    boolean serial = !rs.getString(8).isEmpty() || def != null && def.startsWith("nextval(");
                    out.computeIfAbsent(rs.getString(1), k -> new ArrayList<>()).add(new Catalog.Column(
                            rs.getString(2), dataType, full, rs.getBoolean(7),
                            text ? (first != null ? first : dataType.equals("char") ? Long.valueOf(1) : null) : null,
                            number ? first : null,
                            number ? (second == null && first != null ? Long.valueOf(0) : second) : null,
                            serial, !rs.getString(9).isEmpty(), kind == Kind.JSON, null, nativeType, kind));
                }
            }
        }
        return out;
    }

    /**
     * As {@link #fillWord(String)}, for a type that {@code extension} (or null) defines: an extension's type seedgen
     * does not know is {@code extension:NAME:TYPE}, so that the refusal can name the extension to look at.
     */
    static String fillWord(String typname, String extension) {
        String k = fillWord(typname);
        return extension != null && k.equals(typname.toLowerCase(Locale.ROOT)) && !KNOWN.contains(k)
                ? "extension:" + extension + ":" + k : k;
    }

    /** Types seedgen fills by their own name, not a MySQL word: the generators of fromdb's PgTypes. */
    private static final java.util.Set<String> KNOWN = java.util.Set.of("hstore", "ltree", "tsvector", "xml",
            "macaddr", "macaddr8");

    /**
     * What a column of base type {@code typname} holds (an enum type and an array are told by the type's own kind,
     * not its name): money is a DECIMAL, citext and name are TEXT, macaddr a NETWORK address, the geometric types
     * SPATIAL; ranges, xml, tsvector and an extension's types are OTHER.
     */
    static Kind kind(String typname) {
        return switch (typname) {
            case "int2", "int4", "int8" -> Kind.INTEGER;
            case "numeric", "money" -> Kind.DECIMAL;
            case "float4", "float8" -> Kind.FLOAT;
            case "bool" -> Kind.BOOLEAN;
            case "varchar", "bpchar", "text", "citext", "name", "char" -> Kind.TEXT; // "char": one character
            case "bytea" -> Kind.BINARY;
            case "json", "jsonb" -> Kind.JSON;
            case "date" -> Kind.DATE;
            case "timestamp", "timestamptz" -> Kind.DATETIME;
            case "time", "timetz" -> Kind.TIME;
            case "interval" -> Kind.INTERVAL;
            case "uuid" -> Kind.UUID;
            case "inet", "cidr", "macaddr", "macaddr8" -> Kind.NETWORK;
            case "bit", "varbit" -> Kind.BITS;
            case "point", "line", "lseg", "box", "path", "polygon", "circle" -> Kind.SPATIAL;
            default -> Kind.OTHER;
        };
    }

    /**
     * PostgreSQL's base type name as the fill word: MySQL's word for that kind of column; its own name when there is
     * none.
     */
    static String fillWord(String typname) {
        return switch (typname) {
            case "int2" -> "smallint";
            case "int4" -> "int";
            case "int8" -> "bigint";
            case "numeric" -> "decimal";
            case "float4" -> "float";
            case "float8" -> "double";
            case "bool" -> "boolean";
            case "varchar" -> "varchar";
            case "bpchar" -> "char";
            case "text", "citext", "name" -> "text";
            case "json", "jsonb" -> "json";
            case "date" -> "date";
            case "timestamp", "timestamptz" -> "datetime";
            case "time", "timetz" -> "time";
            case "uuid" -> "uuid";
            case "inet", "cidr" -> "inet4"; // a bare address is a /32 network: every bit of it is the network's
            case "bytea" -> "blob"; // text without a backslash is its own bytes in bytea's input
            case "interval" -> "int"; // a bare number is that many seconds
            case "money" -> "decimal";
            // not MySQL's BIT nor its spatial types, whose values are bytes: text of PostgreSQL's own forms
            case "bit" -> "bitstring";
            case "varbit" -> "varbit";
            case "point", "line", "lseg", "box", "path", "polygon", "circle" -> "shape:" + typname;
            default -> typname.toLowerCase(Locale.ROOT); // ranges, xml, macaddr, tsvector, an extension's, ...
        };
    }

    private static String enumType(Connection c, long oid) throws SQLException {
        StringBuilder b = new StringBuilder("enum(");
        try (PreparedStatement ps = c.prepareStatement("SELECT enumlabel FROM pg_enum WHERE enumtypid = ? ORDER BY "
                + "enumsortorder")) {
            ps.setLong(1, oid);
            try (ResultSet rs = ps.executeQuery()) {
                boolean first = true;
                while (rs.next()) {
                    b.append(first ? "" : ",").append('\'').append(rs.getString(1).replace("'", "''")).append('\'');
                    first = false;
                }
            }
        }
        return b.append(')').toString();
    }

    /**
     * Per table, each unique index (the primary key as PRIMARY) by name, its key columns in order; a partition's
     * counted as its partitioned table's (unique in each partition, so made unique over all rows), once per columns.
     */
    private static Map<String, Map<String, List<String>>> uniqueIndexes(Connection c, String schema)
            throws SQLException {
        Map<String, Map<String, List<String>>> out = new LinkedHashMap<>();
        try (PreparedStatement ps = c.prepareStatement("SELECT r.relname, CASE WHEN x.indisprimary THEN 'PRIMARY' "
                + "ELSE i.relname END, a.attname, t.relname FROM pg_index x JOIN pg_class t ON t.oid = x.indrelid JOIN "
                + "pg_class i ON i.oid = x.indexrelid JOIN pg_namespace n ON n.oid = t.relnamespace JOIN pg_class r ON r.oid = "
                + "CASE WHEN t.relispartition THEN pg_partition_root(t.oid) ELSE t.oid END CROSS JOIN LATERAL "
                + "unnest(x.indkey::int2[]) WITH ORDINALITY AS k(attnum, ord) JOIN pg_attribute a ON a.attrelid = "
                + "t.oid AND a.attnum = k.attnum WHERE n.nspname = ? AND x.indisunique AND x.indexprs IS NULL AND "
                + "k.ord <= x.indnkeyatts ORDER BY t.relispartition, r.relname, 2, k.ord")) {
            ps.setString(1, schema);
            try (ResultSet rs = ps.executeQuery()) {
                // root table, then (the table that has it, the index's name), to the index's columns
                Map<String, Map<List<String>, List<String>>> found = new LinkedHashMap<>();
                while (rs.next()) {
                    found.computeIfAbsent(rs.getString(1), k -> new LinkedHashMap<>())
                            .computeIfAbsent(List.of(rs.getString(4), rs.getString(2)), k -> new ArrayList<>())
                            .add(rs.getString(3));
                }
                expressionKeys(c, schema).forEach((owner, columns) -> found.computeIfAbsent(owner.get(0),
                        k -> new LinkedHashMap<>()).put(List.of(owner.get(0), owner.get(1)), columns));
                found.forEach((table, indexes) -> {
                    Map<String, List<String>> kept = out.computeIfAbsent(table, k -> new TreeMap<>());
                    indexes.forEach((owner, columns) -> {
                        String name = owner.get(1);
                        boolean known = kept.values().stream().anyMatch(columns::equals);
                        if (!known && !(name.equals("PRIMARY") && kept.containsKey("PRIMARY"))) {
                            kept.put(kept.containsKey(name) ? name + "_" + (kept.size() + 1) : name, columns);
                        }
                    });
                });
            }
        }
        return out;
    }

    /**
     * The CHECKs of each column's domain, as the column's own: {@code email_address CHECK (VALUE LIKE '%@%')} on
     * {@code customers.email} is {@code email LIKE '%@%'}.
     */
    private static Map<String, List<String>> domainChecks(Connection c, String schema) throws SQLException {
        Map<String, List<String>> out = new LinkedHashMap<>();
        try (PreparedStatement ps = c.prepareStatement("SELECT t.relname, a.attname, pg_get_constraintdef(con.oid) "
                + "FROM pg_attribute a JOIN pg_class t ON t.oid = a.attrelid JOIN pg_namespace n ON n.oid = "
                + "t.relnamespace JOIN pg_type ty ON ty.oid = a.atttypid JOIN pg_constraint con ON con.contypid = "
                + "ty.oid AND con.contype = 'c' WHERE n.nspname = ? AND ty.typtype = 'd' AND a.attnum > 0 AND NOT "
                + "a.attisdropped AND t.relkind IN ('r', 'p') AND NOT t.relispartition ORDER BY 1, 2, con.conname")) {
            ps.setString(1, schema);
            try (ResultSet rs = ps.executeQuery()) {
                while (rs.next()) {
                    String column = "\"" + rs.getString(2).replace("\"", "\"\"") + "\"";
                    out.computeIfAbsent(rs.getString(1), k -> new ArrayList<>()).add(checkClause(rs.getString(3))
                            .replaceAll("\\bVALUE\\b", Matcher.quoteReplacement(column)));
                }
            }
        }
        return out;
    }

    private static final Pattern LIST_BOUND = Pattern.compile("^FOR VALUES IN \\((.*)\\)$");
    private static final Pattern RANGE_BOUND = Pattern.compile("^FOR VALUES FROM \\((.*)\\) TO \\((.*)\\)$");

    /**
     * Where a row of a table partitioned by one column's list or range of values must fall when the table has no
     * DEFAULT partition (a row that fits no partition is refused), as CHECK clauses of the table: a list, every
     * partition's values, each with that partition's own CHECKs where one has some (one clause, kept on every row);
     * where another table's key refers to a partition by name, that partition's values and CHECKs alone (its rows must
     * be there); a range, from the lowest bound to the highest when the ranges meet end to end, else the
     * first partition's. Hash partitions and a DEFAULT partition take any row.
     */
    private static Map<String, List<String>> partitionBounds(Connection c, String schema, Map<String, String> chosenOf)
            throws SQLException {
        Map<String, List<String[]>> parts = new LinkedHashMap<>(); // root to (column, strategy, bound, partition)
        try (PreparedStatement ps = c.prepareStatement("SELECT r.relname, a.attname, p.partstrat, "
                + "pg_get_expr(k.relpartbound, k.oid), k.relname, (SELECT count(*) FROM pg_constraint x WHERE "
                + "x.conrelid = k.oid AND x.contype = 'c' AND x.coninhcount = 0) "
                + "FROM pg_partitioned_table p JOIN pg_class r ON r.oid = p.partrelid JOIN pg_namespace n ON n.oid = "
                + "r.relnamespace JOIN pg_attribute a ON a.attrelid = r.oid AND a.attnum = p.partattrs[0] JOIN "
                + "pg_inherits i ON i.inhparent = r.oid JOIN pg_class k ON k.oid = i.inhrelid WHERE n.nspname = ? "
                + "AND p.partnatts = 1 AND NOT r.relispartition AND p.partstrat IN ('l', 'r') ORDER BY r.relname, "
                + "k.relname")) {
            ps.setString(1, schema);
            try (ResultSet rs = ps.executeQuery()) {
                while (rs.next()) {
                    parts.computeIfAbsent(rs.getString(1), x -> new ArrayList<>()).add(new String[] {
                        rs.getString(2), rs.getString(3), rs.getString(4), rs.getString(5), rs.getString(6)});
                }
            }
        }
        java.util.Set<String> referenced = new java.util.HashSet<>();
        Postgres.INSTANCE.declaredForeignKeys(c, schema).forEach(fk -> referenced.add(fk.refTable()));
        Map<String, List<String>> out = new LinkedHashMap<>();
        for (Map.Entry<String, List<String[]>> e : parts.entrySet()) {
            List<String[]> children = e.getValue();
            if (children.stream().anyMatch(p -> p[2].equals("DEFAULT"))) {
                continue;
            }
            String plain = children.get(0)[0];
            List<String> clauses = new ArrayList<>();
            if (children.get(0)[1].equals("l") && children.stream().noneMatch(p -> referenced.contains(p[3]))
                    && children.stream().allMatch(p -> LIST_BOUND.matcher(p[2]).matches())) {
                // every partition's values, each with its own CHECKs where it has some: one clause the fill keeps on
                // every row, so that every partition gets rows (MusicBrainz's artist_release_va was left empty)
                List<String> values = new ArrayList<>();
                List<String> branches = new ArrayList<>();
                boolean own = false;
                for (String[] p : children) {
                    Matcher m = LIST_BOUND.matcher(p[2]);
                    m.matches();
                    String in = plain + " IN (" + m.group(1).replaceAll("'(-?\\d+)'", "$1") + ")";
                    values.add(m.group(1).replaceAll("'(-?\\d+)'", "$1"));
                    List<String> checks = childChecks(c, schema, p[3]);
                    own |= !checks.isEmpty();
                    StringBuilder b = new StringBuilder("(").append(in);
                    checks.forEach(x -> b.append(" AND (").append(x).append(')'));
                    branches.add(b.append(')').toString());
                }
                clauses.add(own ? String.join(" OR ", branches) : plain + " IN (" + String.join(", ", values) + ")");
            } else if (children.get(0)[1].equals("l")) {
                // a partition another table's key refers to by name first (its rows must be there), then one without
                // checks of its own
                String[] chosen = children.stream().filter(p -> referenced.contains(p[3])).findFirst()
                        .orElse(children.stream().filter(p -> p[4].equals("0")).findFirst().orElse(children.get(0)));
                Matcher m = LIST_BOUND.matcher(chosen[2]);
                if (!m.matches()) {
                    continue;
                }
                // PostgreSQL quotes an integer's bound too: FOR VALUES IN ('2')
                clauses.add(plain + " IN (" + m.group(1).replaceAll("'(-?\\d+)'", "$1") + ")");
                clauses.addAll(childChecks(c, schema, chosen[3]));
                chosenOf.put(e.getKey(), chosen[3]);
            } else {
                String from = null;
                String to = null;
                for (String[] p : children) {
                    Matcher m = RANGE_BOUND.matcher(p[2]);
                    if (!m.matches() || m.group(1).contains("MINVALUE") || m.group(2).contains("MAXVALUE")) {
                        from = null;
                        break;
                    }
                    from = from == null || compare(m.group(1), from) < 0 ? m.group(1) : from;
                    to = to == null || compare(m.group(2), to) > 0 ? m.group(2) : to;
                }
                if (from == null) {
                    continue;
                }
                clauses.add(plain + " >= " + day(from));
                clauses.add(plain + " < " + day(to));
            }
            out.put(e.getKey(), clauses);
        }
        return out;
    }

    /** Bounds compared as numbers when both are, else as text (ISO dates and times sort as text). */
    private static int compare(String a, String b) {
        try {
            return new java.math.BigDecimal(a.replace("'", "")).compareTo(new java.math.BigDecimal(b.replace("'", "")));
        } catch (NumberFormatException e) {
            return a.compareTo(b);
        }
    }

    /** A timestamp bound as its day, {@code '2024-01-01 00:00:00+00'} as {@code '2024-01-01'}: what a CHECK reads. */
    private static String day(String bound) {
        return bound.matches("'\\d{4}-\\d{2}-\\d{2}[ T]00:00:00.*'") ? bound.substring(0, 11) + "'" : bound;
    }

    /** A partition's own CHECK clauses, in the forms the rules read. */
    private static List<String> childChecks(Connection c, String schema, String partition) throws SQLException {
        List<String> out = new ArrayList<>();
        try (PreparedStatement ps = c.prepareStatement("SELECT pg_get_constraintdef(x.oid) FROM pg_constraint x JOIN "
                + "pg_class t ON t.oid = x.conrelid JOIN pg_namespace n ON n.oid = t.relnamespace WHERE x.contype = "
                + "'c' AND x.coninhcount = 0 AND t.relname = ? AND n.nspname = ? ORDER BY x.conname")) {
            ps.setString(1, partition);
            ps.setString(2, schema);
            try (ResultSet rs = ps.executeQuery()) {
                while (rs.next()) {
                    out.add(checkClause(rs.getString(1)));
                }
            }
        }
        return out;
    }

    /** A key member that is a column, or a column in lower(), upper() or trim(): {@code TRIM(BOTH FROM lower(name))}. */
    private static final Pattern CASE_FREE = Pattern.compile("(?i)^(?:(?:lower|upper|btrim|trim)\\((?:BOTH FROM )?)*"
            + "\"?([^()\",]+)\"?\\)*$");
    private static final Pattern KEY_LIST = Pattern.compile("USING \\w+ \\((.*)\\)(?: INCLUDE .*)?(?: WHERE .*)?$");

    /**
     * Unique indexes on expressions that only fold case or trim a column ({@code lower(path)}), as unique keys of
     * those columns: values unique as seedgen makes them (codes of capitals and digits, a key in a template) stay
     * unique folded. Any other expression is left out, as before.
     */
    private static Map<List<String>, List<String>> expressionKeys(Connection c, String schema) throws SQLException {
        Map<List<String>, List<String>> out = new LinkedHashMap<>();
        try (PreparedStatement ps = c.prepareStatement("SELECT r.relname, i.relname, pg_get_indexdef(x.indexrelid) "
                + "FROM pg_index x JOIN pg_class t ON t.oid = x.indrelid JOIN pg_class i ON i.oid = x.indexrelid JOIN "
                + "pg_namespace n ON n.oid = t.relnamespace JOIN pg_class r ON r.oid = CASE WHEN t.relispartition "
                + "THEN pg_partition_root(t.oid) ELSE t.oid END WHERE n.nspname = ? AND x.indisunique AND "
                + "x.indexprs IS NOT NULL ORDER BY 1, 2")) {
            ps.setString(1, schema);
            try (ResultSet rs = ps.executeQuery()) {
                while (rs.next()) {
                    Matcher list = KEY_LIST.matcher(rs.getString(3));
                    List<String> columns = list.find() ? caseFreeColumns(list.group(1)) : null;
                    if (columns != null) {
                        out.put(List.of(rs.getString(1), rs.getString(2)), columns);
                    }
                }
            }
        }
        return out;
    }

    private static final Pattern CAST = Pattern.compile("::[a-z_][a-z0-9_ ]*(?:\\([0-9, ]+\\))?(?:\\[\\])?");

    /** Parentheses around a lone column ({@code (name)}), not a call's. */
    private static final Pattern WRAPPED = Pattern.compile("(?<![\\w\"])\\((\"[^\"]+\"|[^()\",\\s]+)\\)");

    /**
     * A key member's expression without the casts and the parentheses around a lone column that pg_get_indexdef adds:
     * {@code lower((name)::text)}, the print of {@code lower(name::text)} on a varchar, reads {@code lower(name)}.
     */
    private static String castFree(String expression) {
        String out = CAST.matcher(expression).replaceAll("");
        String before;
        do {
            before = out;
            out = WRAPPED.matcher(out).replaceAll("$1");
        } while (!out.equals(before));
        return out;
    }

    /**
     * The columns of an index's key list whose every member is a column or a column in lower(), upper() or trim(),
     * casts aside; null where one is any other expression.
     */
    static List<String> caseFreeColumns(String keyList) {
        List<String> columns = new ArrayList<>();
        int depth = 0;
        int from = 0;
        for (int i = 0; i <= keyList.length(); i++) {
            char ch = i < keyList.length() ? keyList.charAt(i) : ',';
            depth += ch == '(' ? 1 : ch == ')' ? -1 : 0;
            if (ch == ',' && depth == 0) {
                Matcher m = CASE_FREE.matcher(castFree(keyList.substring(from, i).strip()));
                if (!m.matches()) {
                    return null;
                }
                columns.add(m.group(1).strip());
                from = i + 1;
            }
        }
        return columns;
    }

    /**
     * Each table's foreign keys, a partition's own counted as its partitioned table's (where the parent declares
     * none and each partition its own, as PostgreSQL before 12 made them): the rows are written to the partitioned
     * table, so every one of its rows keeps the key. The same key on several partitions is one key.
     */
    private static Map<String, List<ForeignKey>> foreignKeys(Connection c, String schema,
            Map<String, String> chosen, java.util.Set<String> unfilled) throws SQLException {
        Map<String, Map<String, ForeignKey>> byName = new LinkedHashMap<>();
        Map<String, java.util.Set<List<Object>>> seen = new java.util.HashMap<>();
        for (Dialect.DeclaredForeignKey d : Postgres.INSTANCE.declaredForeignKeys(c, schema)) {
            // a key to one partition of a table whose rows all go to another partition refers to rows never made
            String ref = chosen.containsKey(d.refRoot()) && !d.refTable().equals(d.refRoot())
                    && !chosen.get(d.refRoot()).equals(d.refTable()) ? d.refTable() : d.refRoot();
            if (!ref.equals(d.refRoot())) {
                unfilled.add(ref);
            }
            List<Object> shape = List.of(d.columns(), ref, d.refColumns());
            if (seen.computeIfAbsent(d.root(), k -> new java.util.HashSet<>()).add(shape)) {
                Map<String, ForeignKey> keys = byName.computeIfAbsent(d.root(), k -> new LinkedHashMap<>());
                String name = keys.containsKey(d.name()) ? d.name() + "_" + (keys.size() + 1) : d.name();
                keys.put(name, new ForeignKey(name, d.columns(), ref, d.refColumns()));
            }
        }
        return Catalog.frozen(byName);
    }

    /**
     * The schema's functions (and public's) written as one expression in SQL or PL/pgSQL, immutable or stable, by
     * name; a name with several such functions of one arity is left out (which one a check calls, its types say).
     */
    private static Map<String, seedgen.check.Inlining.SqlFunction> functions(Connection c, String schema)
            throws SQLException {
        Map<String, seedgen.check.Inlining.SqlFunction> out = new java.util.HashMap<>();
        java.util.Set<String> ambiguous = new java.util.HashSet<>();
        try (PreparedStatement ps = c.prepareStatement("SELECT p.proname, l.lanname, p.prosrc, p.pronargs, "
                + "p.proargnames FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace JOIN pg_language l ON "
                + "l.oid = p.prolang WHERE n.nspname IN (?, 'public') AND l.lanname IN ('sql', 'plpgsql') AND "
                + "p.prokind = 'f' AND p.provolatile IN ('i', 's') AND NOT p.proretset")) {
            ps.setString(1, schema);
            try (ResultSet rs = ps.executeQuery()) {
                while (rs.next()) {
                    String body = seedgen.check.Inlining.expression(rs.getString(2), rs.getString(3));
                    String name = rs.getString(1).toLowerCase(java.util.Locale.ROOT);
                    int n = rs.getInt(4);
                    java.sql.Array names = rs.getArray(5);
                    List<String> params = new ArrayList<>();
                    String[] given = names == null ? new String[0] : (String[]) names.getArray();
                    for (int i = 0; i < n; i++) {
                        params.add(i < given.length && given[i] != null && !given[i].isEmpty()
                                ? given[i].toLowerCase(java.util.Locale.ROOT) : "$" + (i + 1));
                    }
                    if (out.containsKey(name) && out.get(name).params().size() == n) {
                        ambiguous.add(name);
                    }
                    if (body != null) {
                        out.put(name, new seedgen.check.Inlining.SqlFunction(name, params, body));
                    }
                }
            }
        }
        ambiguous.forEach(out::remove);
        return out;
    }

    private static Map<String, List<String>> checks(Connection c, String schema) throws SQLException {
        Map<String, List<String>> out = new LinkedHashMap<>();
        try (PreparedStatement ps = c.prepareStatement("SELECT t.relname, pg_get_constraintdef(con.oid) FROM "
                + "pg_constraint con JOIN pg_class t ON t.oid = con.conrelid JOIN pg_namespace n ON n.oid = "
                + "t.relnamespace WHERE con.contype IN ('c', 'x') AND n.nspname = ? ORDER BY t.relname, con.conname")) {
            ps.setString(1, schema);
            try (ResultSet rs = ps.executeQuery()) {
                while (rs.next()) {
                    out.computeIfAbsent(rs.getString(1), k -> new ArrayList<>()).add(checkClause(rs.getString(2)));
                }
            }
        }
        return out;
    }

    /** The types a length check makes text of that length: not character(n), whose length is its own. */
    private static final java.util.Set<String> CHECKED_TEXT = java.util.Set.of("text", "citext", "name", "varchar");

    /** The most elements a spec's array holds ({@code gen: array, count:}). */
    private static final int MOST_ELEMENTS = 4;

    /**
     * A text column whose CHECK limits its length is read as text of that length (what the check means), and the
     * clause is then kept by every value cut to it: {@code text CHECK (char_length(name) <= 255)} is
     * {@code character varying(255)}; an octet_length limit the same (seedgen's text is ASCII, a byte a character).
     * A check that a JSON column holds an object is kept by every value seedgen makes, and dropped.
     */
    static void lengthLimits(List<Catalog.Column> columns, List<String> clauses) {
        clauses.removeIf(clause -> {
            Limit limit = limit(clause);
            if (limit == null) {
                return false;
            }
            for (int i = 0; i < columns.size(); i++) {
                Catalog.Column col = columns.get(i);
                if (!col.name().equals(limit.column())) {
                    continue;
                }
                switch (limit.function()) {
                    case "cardinality", "array_length" -> {
                        return limit.most() >= MOST_ELEMENTS && col.kind() == Kind.ARRAY;
                    }
                    case "jsonb_typeof", "json_typeof" -> {
                        return col.json(); // seedgen's JSON values are objects
                    }
                    default -> {
                        boolean text = CHECKED_TEXT.contains(col.nativeType());
                        if (col.kind() == Kind.BINARY && limit.most() >= 1) {
                            columns.set(i, col.withType(col.dataType(), col.type(),
                                    col.length() == null ? limit.most() : Math.min(limit.most(), col.length())));
                            return true;
                        }
                        if (col.json() && limit.most() >= 200) {
                            return true; // seedgen's JSON objects are a few dozen characters
                        }
                        if (text && limit.most() >= 1) {
                            long length = col.length() == null ? limit.most() : Math.min(limit.most(), col.length());
                            columns.set(i, col.withType("varchar", "character varying(" + length + ")", length));
                            return true;
                        }
                        return false;
                    }
                }
            }
            return false;
        });
    }

    /**
     * A clause that limits one column: its length ({@code char_length(name) <= 255}, as Rails writes one;
     * {@code length}, {@code octet_length}), its elements ({@code cardinality(tags) <= 100}), or its JSON type
     * ({@code jsonb_typeof(settings) = 'object'}); read as a tree. Null for any other clause.
     */
    private record Limit(String function, String column, long most) {
    }

    private static final java.util.Set<String> LIMITING = java.util.Set.of("char_length", "character_length",
            "length", "octet_length", "cardinality", "array_length");

    private static Limit limit(String clause) {
        seedgen.check.Expr e;
        try {
            e = seedgen.check.CheckParser.parse(clause);
        } catch (seedgen.check.CheckParser.CheckSyntax bad) {
            return null;
        }
        if (!(e instanceof seedgen.check.Expr.Cmp c) || !(uncast(c.left()) instanceof seedgen.check.Expr.Fn f)
                || f.args().isEmpty() || !(uncast(f.args().get(0)) instanceof seedgen.check.Expr.Col col)) {
            return null;
        }
        Object value = uncast(c.right()) instanceof seedgen.check.Expr.Lit l ? l.value() : null;
        if ((f.name().equals("jsonb_typeof") || f.name().equals("json_typeof")) && "object".equals(value)
                && c.op() == seedgen.check.Expr.Op.EQ) {
            return new Limit(f.name(), col.name(), 0);
        }
        boolean oneDimension = f.args().size() == 1 || f.name().equals("array_length") && f.args().size() == 2;
        if (!LIMITING.contains(f.name()) || !oneDimension || !(value instanceof java.math.BigDecimal n)
                || (c.op() != seedgen.check.Expr.Op.LE && c.op() != seedgen.check.Expr.Op.LT)) {
            return null;
        }
        return new Limit(f.name(), col.name(), n.longValue() - (c.op() == seedgen.check.Expr.Op.LT ? 1 : 0));
    }

    private static seedgen.check.Expr uncast(seedgen.check.Expr e) {
        seedgen.check.Expr x = e;
        while (x instanceof seedgen.check.Expr.Cast c) {
            x = c.e();
        }
        return x;
    }

    /** {@code CHECK ((price > (0)::numeric))} as the clause it holds: {@code (price > (0)::numeric)}. */
    static String checkClause(String def) {
        String s = def.replaceFirst(" NOT VALID$", "");
        if (s.startsWith("CHECK (") && s.endsWith(")")) { // the keyword and the parentheses it always adds
            s = s.substring("CHECK (".length(), s.length() - 1);
        }
        return s;
    }
}
