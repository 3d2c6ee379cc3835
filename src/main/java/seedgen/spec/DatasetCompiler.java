package seedgen.spec;

import java.math.BigDecimal;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.ZoneOffset;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.function.LongUnaryOperator;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import seedgen.generate.BinaryUuid;
import seedgen.generate.Geometries;
import seedgen.generate.Column;
import seedgen.generate.ColumnType;
import seedgen.generate.Distribution;
import seedgen.generate.Generators;
import seedgen.generate.Lorem;
import seedgen.generate.ParentIndex;
import seedgen.generate.PasswordHashes;
import seedgen.generate.PgValues;
import seedgen.generate.TableSpec;
import seedgen.generate.ValueGenerator;

/**
 * Turns a {@link Spec} into a {@link Dataset}: row counts (per-parent counts summed by {@link ParentIndex}),
 * one generator per column, keys and foreign keys, in load order. Every check that can be made before connecting
 * is made here, each failing with the spec's FILE:LINE:COLUMN: a reference to a missing table or column, a cycle,
 * a unique key the generators cannot make unique by construction, a reversed range, a value that cannot fit its
 * column type.
 */
public final class DatasetCompiler {

    /** Each generator's own options; the common ones (gen, type, null, unique) are allowed everywhere. */
    static final Map<String, Set<String>> GENERATORS = new LinkedHashMap<>();

    static {
        GENERATORS.put("sequence", Set.of("start"));
        GENERATORS.put("uuid", Set.of("version"));
        GENERATORS.put("uuid4", Set.of());
        GENERATORS.put("uuid7", Set.of());
        GENERATORS.put("int", Set.of("min", "max", "distribution", "mean", "s", "at_least"));
        GENERATORS.put("decimal", Set.of("min", "max", "scale", "at_least"));
        GENERATORS.put("choice", Set.of("values", "distinct"));
        GENERATORS.put("bool", Set.of("p"));
        GENERATORS.put("datetime", Set.of("from", "to", "after", "within", "min", "ordered", "step"));
        GENERATORS.put("code", Set.of("length"));
        GENERATORS.put("bits", Set.of("width"));
        GENERATORS.put("geometry", Set.of("kind", "srid"));
        GENERATORS.put("first_name", Set.of());
        GENERATORS.put("last_name", Set.of());
        GENERATORS.put("template", Set.of("text"));
        GENERATORS.put("lorem", Set.of("words"));
        GENERATORS.put("bcrypt", Set.of("plaintext", "cost"));
        GENERATORS.put("constant", Set.of("value"));
        GENERATORS.put("parent", Set.of());
        GENERATORS.put("ref", Set.of("table", "column", "distribution", "s", "distinct", "within", "with", "roots"));
        GENERATORS.put("json", Set.of("fields"));
        GENERATORS.put("faker", Set.of("expr", "locale"));
        // PostgreSQL's own types, as the text its input functions read
        GENERATORS.put("array", Set.of("of", "count"));
        GENERATORS.put("range", Set.of("kind"));
        GENERATORS.put("macaddr", Set.of("bytes"));
        GENERATORS.put("bitstring", Set.of("width", "varying"));
        GENERATORS.put("xml", Set.of());
        GENERATORS.put("shape", Set.of("kind"));
        GENERATORS.put("hstore", Set.of());
        GENERATORS.put("ltree", Set.of());
        GENERATORS.put("tsvector", Set.of("from"));
    }

    private static final Pattern TEMPLATE_REF = Pattern.compile("\\{([A-Za-z_][A-Za-z0-9_]*)}");
    private static final Pattern DURATION = Pattern.compile("(\\d+)\\s*([smhd])");
    /** Text of at most n characters, in MySQL's words or PostgreSQL's ({@code character varying(12)}). */
    private static final Pattern SIZED = Pattern.compile("(?i)\\s*(VARCHAR|CHAR|CHARACTER\\s+VARYING|CHARACTER|BPCHAR)"
            + "\\s*\\(\\s*(\\d+)\\s*\\)\\s*");
    private static final Pattern CHAR36 = Pattern.compile("(?i)\\s*CHAR\\s*\\(\\s*36\\s*\\)\\s*");
    private static final Pattern BINARY16 = Pattern.compile("(?i)\\s*BINARY\\s*\\(\\s*16\\s*\\)\\s*");
    private static final Set<String> UUIDS = Set.of("uuid", "uuid4", "uuid7");
    private static final Pattern BIT = Pattern.compile("(?i)\\s*BIT\\s*\\(\\s*(\\d+)\\s*\\)\\s*");
    /** A DATE, or a TIME in MySQL's or PostgreSQL's words ({@code time(3) without time zone}, {@code timetz}). */
    private static final Pattern DATE_OR_TIME = Pattern.compile("(?i)\\s*(DATE|TIME|TIMETZ)(?:\\s*\\(\\s*\\d+\\s*\\))?"
            + "(?:\\s+with(?:out)?\\s+time\\s+zone)?\\s*");
    private static final Pattern INTEGER_TYPE = Pattern.compile("(?i)\\s*(TINYINT|SMALLINT|MEDIUMINT|INT|INTEGER|BIGINT)"
            + "(\\s*\\(\\s*\\d+\\s*\\))?(\\s+UNSIGNED)?\\s*");

    private final Spec spec;
    private final long seed;
    private final Long rootRows;
    /** Rows of named root tables, over {@code rootRows} (an --append run sizes each table from what it holds). */
    private final Map<String, Long> rowsOf;
    private final Map<String, Spec.TableDef> defs = new LinkedHashMap<>();
    private final Map<String, T> compiled = new LinkedHashMap<>();
    private final Set<String> compiling = new LinkedHashSet<>();
    /** Columns being compiled, as TABLE.COLUMN: one that needs itself, here or through another table, is a cycle. */
    private final Set<String> visiting = new LinkedHashSet<>();
    private final Map<Integer, PasswordHashes> hashesByCost = new HashMap<>();

    /** A compiled column. */
    private record Col(String name, ValueGenerator gen, ColumnType type, boolean unique, boolean digitFree,
            Generators.Timed timed, Dataset.ForeignKey fk, boolean parentColumn, String distinctOwnerOf,
            boolean nullable) {
    }

    private record Picked(T target, String column, LongUnaryOperator pick) {
    }

    /** A table while it is compiled. */
    private final class T {
        final Spec.TableDef def;
        final long rows;
        final ParentIndex index;
        final ThreadLocal<ParentIndex.Cursor> cursor;
        final Map<String, Col> cols = new LinkedHashMap<>();
        /** Columns whose values differ between the rows of one parent (an ordered series): a key with the parent. */
        final Set<String> uniqueInParent = new HashSet<>();
        /** Each ref column's choice of row: the target table, the column it copies, the row it picks for a row. */
        final Map<String, Picked> picks = new HashMap<>();
        /** Per ref column that {@code with:} columns copy the row of, where the first of them says so. */
        final Map<String, Where> sameRowOf = new LinkedHashMap<>();
        /** Ref columns whose every row picks a different row of the target (distinct: true in a table of rows:). */
        final Set<String> distinctRows = new HashSet<>();
        /** Per ref or with: column, the target's column it copies. */
        final Map<String, String> copies = new HashMap<>();
        List<String> pk;

        T(Spec.TableDef def, long rows, ParentIndex index) {
            this.def = def;
            this.rows = rows;
            this.index = index;
            this.cursor = index == null ? null : ThreadLocal.withInitial(index::cursor);
        }

        ParentIndex.Place place(long row) {
            return cursor.get().locate(row);
        }

        Spec.ColumnDef columnDef(String name) {
            return def.columns().stream().filter(c -> c.name().equals(name)).findFirst().orElse(null);
        }
    }

    private DatasetCompiler(Spec spec, long seed, Long rootRows, Map<String, Long> rowsOf) {
        this.spec = spec;
        this.seed = seed;
        this.rootRows = rootRows;
        this.rowsOf = rowsOf;
    }

    /** {@code rootRows}: --rows, which replaces the row count of every table that has {@code rows:}; or null. */
    public static Dataset compile(Spec spec, long seed, Long rootRows) {
        return new DatasetCompiler(spec, seed, rootRows, Map.of()).run();
    }

    /**
     * The dataset with the root tables (those with {@code rows:}) named in {@code rows} holding that many rows, the
     * others as {@link #compile(Spec, long, Long)} makes them; each per-parent table follows its owner. Every row
     * that both this dataset and a smaller one have is the same row (a value depends on its row, its owner row and
     * the row counts of the tables it picks from, never on the rows after it), which is what --append relies on.
     */
    public static Dataset compile(Spec spec, long seed, Long rootRows, Map<String, Long> rows) {
        return new DatasetCompiler(spec, seed, rootRows, Map.copyOf(rows)).run();
    }

    private Dataset run() {
        for (Spec.TableDef t : spec.tables()) {
            defs.put(t.name(), t);
        }
        // Row counts first (a per-parent count needs its parent's rows), then the columns, whose references need
        // only another table's row count and key column: tables may refer to each other in a cycle.
        for (Spec.TableDef t : spec.tables()) {
            table(t.name(), t.where());
        }
        for (T t : compiled.values()) {
            columns(t);
        }
        List<Dataset.Table> out = new ArrayList<>();
        for (T t : loadOrder()) {
            List<Column> columns = new ArrayList<>();
            List<Dataset.ForeignKey> fks = new ArrayList<>();
            List<String> nullable = new ArrayList<>();
            for (Spec.ColumnDef c : t.def.columns()) {
                Col col = t.cols.get(c.name());
                columns.add(new Column(c.name(), col.type(), col.gen()));
                if (col.fk() != null) {
                    fks.add(col.fk());
                }
                if (col.nullable()) {
                    nullable.add(c.name());
                }
            }
            fks = sameRowKeys(t, fks);
            List<List<String>> unique = new ArrayList<>();
            for (Spec.ColumnDef c : t.def.columns()) {
                if (c.unique() && !t.pk.equals(List.of(c.name()))) {
                    unique.add(List.of(c.name()));
                }
            }
            unique.addAll(t.def.unique());
            out.add(new Dataset.Table(t.def.name(), t.rows, new TableSpec(t.def.name(), columns, List.of(), false), t.pk,
                    unique, fks, t.def.per() == null ? null : t.def.per().parent(), nullable,
                    t.index == null ? null : row -> t.place(row).parent(), t.index));
        }
        return new Dataset(spec.name(), spec.description(), out);
    }

    /**
     * Tables in the order they load: each after the tables it refers to, where it can be. A table's owner (per:)
     * always comes first; a reference that closes a cycle (or one to the table's own rows) points at a table
     * loaded later, and its foreign key is added after the rows ({@link Dataset#refersForward}). Among the tables
     * that are free to go next, the spec's order decides.
     */
    private List<T> loadOrder() {
        List<T> order = new ArrayList<>();
        Set<T> placed = new HashSet<>();
        Set<T> open = new LinkedHashSet<>();
        for (T t : compiled.values()) {
            place(t, order, placed, open);
        }
        return order;
    }

    private void place(T t, List<T> order, Set<T> placed, Set<T> open) {
        if (placed.contains(t) || !open.add(t)) {
            return;
        }
        T owner = t.def.per() == null ? null : compiled.get(t.def.per().parent());
        if (owner != null) {
            place(owner, order, placed, open);
        }
        for (Col c : t.cols.values()) {
            T target = c.fk() == null ? null : compiled.get(c.fk().refTable());
            // A reference whose table needs (through its owners) one of the tables being placed closes a cycle.
            if (target != null && target != t && !ownersMeet(target, open)) {
                place(target, order, placed, open);
            }
        }
        open.remove(t);
        placed.add(t);
        order.add(t);
    }

    private boolean ownersMeet(T t, Set<T> open) {
        for (T at = t; at != null; at = at.def.per() == null ? null : compiled.get(at.def.per().parent())) {
            if (open.contains(at)) {
                return true;
            }
        }
        return false;
    }

    // ------------------------------------------------------------------------------------------------ tables

    /**
     * The table's row count (and for a per-parent table, its {@link ParentIndex}): what a reference to it needs.
     * Only a per-parent count and a distinct pick depend on another table's rows; a cycle of those cannot be broken.
     */
    private T table(String name, Where from) {
        T done = compiled.get(name);
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
            if (c.gen().equals("ref") && c.options().get("table") == null) {
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
                    cap = Math.min(cap, table(targetName, target.where()).rows);
                }
            }
        }
        long rows;
        ParentIndex index = null;
        if (def.per() != null) {
            Spec.PerParent per = def.per();
            if (per.parent().equals(name)) {
                throw per.where().error("table " + name + " cannot own its own rows: name another table as parent");
            }
            T parent = table(per.parent(), per.where());
            Distribution.Draw count = draw(per.distribution(), per.min(), per.max(), per.param(), per.where(), "count");
            index = new ParentIndex(parent.rows, count, seed, Generators.stream(name, "(count)"), cap);
            rows = index.total();
        } else {
            rows = rowsOf.containsKey(name) ? rowsOf.get(name) : rootRows != null ? rootRows : def.rows();
        }
        T t = new T(def, rows, index);
        compiled.put(name, t);
        compiling.remove(name);
        return t;
    }

    /** Every column of {@code t}, its primary key and its unique keys. */
    private void columns(T t) {
        for (Spec.ColumnDef c : t.def.columns()) {
            column(t, c.name(), c.where());
        }
        if (t.pk == null) {
            t.pk = primaryKey(t);
        }
        for (List<String> key : t.def.unique()) {
            checkUnique(t, key, t.def.where(), "unique key (" + String.join(", ", key) + ")");
        }
    }

    private List<String> primaryKey(T t) {
        List<String> pk = t.def.primaryKey();
        if (pk.isEmpty()) {
            for (Spec.ColumnDef c : t.def.columns()) {
                if (c.gen().equals("sequence") || c.gen().startsWith("uuid")) {
                    pk = List.of(c.name());
                    break;
                }
            }
        }
        if (pk.isEmpty() && t.def.keyless()) {
            return pk;
        }
        if (pk.isEmpty()) {
            throw t.def.where().error("table " + t.def.name() + " has no primary key: add a column with gen: sequence"
                    + " (or uuid), name its key with primary_key: [a, b], or say it has none with primary_key: []");
        }
        for (String c : pk) {
            if (t.columnDef(c) != null) { // another table's reference may ask for the key before its other columns
                column(t, c, t.def.where());
            }
        }
        for (String c : pk) {
            if (t.cols.get(c) != null && t.cols.get(c).nullable()) {
                throw t.def.where().error("primary key column " + t.def.name() + "." + c + " cannot have null:");
            }
        }
        checkUnique(t, pk, t.def.where(), "primary key (" + String.join(", ", pk) + ")");
        return pk;
    }

    /**
     * Whether {@code key} holds, for each row, all the columns of a key of one target row that its ref column picks
     * differently for every row (with: columns copying the rest of that row): the same values as the target's key.
     */
    private boolean copiesDistinctKeys(T t, List<String> key) {
        for (String p : key) {
            Picked picked = t.picks.get(p);
            if (!t.distinctRows.contains(p) || picked == null) {
                continue;
            }
            List<String> copied = key.stream().filter(k -> t.picks.get(k) == picked && t.copies.containsKey(k))
                    .map(t.copies::get).toList();
            T target = picked.target();
            if (target.pk == null) {
                target.pk = primaryKey(target);
            }
            if (!target.pk.isEmpty() && copied.containsAll(target.pk) || target.def.unique().stream()
                    .anyMatch(copied::containsAll)) {
                return true;
            }
        }
        return false;
    }

    /** A key holds by construction: a member unique by itself, or an owner's column with its distinct picks. */
    private void checkUnique(T t, List<String> key, Where where, String what) {
        boolean parentColumn = false;
        boolean distinct = false;
        for (String c : key) {
            Col col = t.cols.get(c);
            if (col == null) {
                throw where.error(what + " of " + t.def.name() + " names no column '" + c + "'");
            }
            if (col.unique()) {
                return;
            }
            parentColumn |= col.parentColumn();
            distinct |= col.distinctOwnerOf() != null || t.uniqueInParent.contains(c);
        }
        if (parentColumn && distinct || copiesDistinctKeys(t, key)) {
            return;
        }
        throw where.error(what + " of " + t.def.name() + " cannot be unique by construction: include a column made "
                + "by sequence, uuid or a template around one, or pair the parent column with a ref that has "
                + "distinct: true or a datetime with ordered: true");
    }

    // ----------------------------------------------------------------------------------------------- columns

    private Col column(T t, String name, Where from) {
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
        Set<String> known = GENERATORS.get(c.gen());
        if (known == null) {
            throw c.genWhere().error("unknown generator '" + c.gen() + "' (known: "
                    + String.join(", ", GENERATORS.keySet()) + ")");
        }
        for (Map.Entry<String, Node> o : c.options().entrySet()) {
            if (!known.contains(o.getKey())) {
                Set<String> allowed = new java.util.TreeSet<>(known);
                allowed.addAll(SpecReader.COLUMN_COMMON);
                throw o.getValue().where().error("unknown option '" + o.getKey() + "' for generator " + c.gen()
                        + " (known: " + String.join(", ", allowed) + ")");
            }
        }
        int stream = Generators.stream(t.def.name(), name);
        Col col = make(t, c, stream);
        if (c.type() != null) {
            col = withType(col, c);
        }
        if (c.nullRatio() > 0) {
            if (c.unique()) {
                throw c.where().error("a unique column cannot have null: (it would repeat NULL's place in the key)");
            }
            // a time after this one follows its time even where it is NULL (timed stays)
            col = new Col(col.name(), Generators.nullable(col.gen(), seed, stream, c.nullRatio()), col.type(), false,
                    col.digitFree(), col.timed(), col.fk(), col.parentColumn(), col.distinctOwnerOf(), true);
        }
        if (c.unique() && !col.unique()) {
            throw c.where().error("column " + t.def.name() + "." + name + " cannot be unique by construction with gen "
                    + c.gen() + ": use sequence, uuid, or a template that includes a sequence column such as {id}");
        }
        visiting.remove(qualified);
        t.cols.put(name, col);
        return col;
    }

    private Col plain(Spec.ColumnDef c, ValueGenerator gen, ColumnType type, boolean unique, boolean digitFree) {
        return new Col(c.name(), gen, type, unique, digitFree, null, null, false, null, false);
    }

    private Col make(T t, Spec.ColumnDef c, int stream) {
        Map<String, Node> o = c.options();
        switch (c.gen()) {
            case "sequence": {
                long start = o.containsKey("start") ? o.get("start").integer("start") : 1;
                if (t.rows > 0 && start > Long.MAX_VALUE - t.rows) {
                    throw o.get("start").where().error("start " + start + " with " + t.rows + " rows passes BIGINT's "
                            + "largest value");
                }
                return plain(c, Generators.sequence(start), ColumnType.bigint(), true, false);
            }
            case "uuid", "uuid4", "uuid7": {
                long version = c.gen().equals("uuid7") ? 7 : c.gen().equals("uuid4") ? 4
                        : o.containsKey("version") ? o.get("version").integer("version") : 4;
                if (version != 4 && version != 7) {
                    throw o.get("version").where().error("uuid version must be 4 (random) or 7 (time-ordered)");
                }
                boolean binary = storedAsBytes(c);
                return plain(c, Generators.uuid(seed, (int) version, binary),
                        binary ? ColumnType.binaryUuid() : ColumnType.fixedChar(36), true, false);
            }
            case "int": {
                long min = o.containsKey("min") ? o.get("min").integer("min") : 0;
                long max = o.containsKey("max") ? o.get("max").integer("max") : 100;
                if (min > max) {
                    throw (o.containsKey("min") ? o.get("min") : o.get("max")).where().error("min " + min
                            + " is above max " + max + ": swap them");
                }
                String dist = o.containsKey("distribution") ? o.get("distribution").scalar("distribution") : "uniform";
                Double param = o.containsKey("mean") ? Double.valueOf(o.get("mean").number("mean"))
                        : o.containsKey("s") ? Double.valueOf(o.get("s").number("s")) : null;
                Distribution.Draw d = draw(dist, min, max, param, c.genWhere(), "int");
                boolean small = min >= Integer.MIN_VALUE && max <= Integer.MAX_VALUE;
                ColumnType type = small ? ColumnType.sql("INT", 11) : ColumnType.bigint();
                if (o.containsKey("at_least")) {
                    if (d.kind() != Distribution.UNIFORM) {
                        throw o.get("at_least").where().error("at_least draws uniformly from the other column's "
                                + "value to max: drop distribution:");
                    }
                    ValueGenerator least = atLeast(t, c, new BigDecimal(max)).gen();
                    return plain(c, Generators.integerAtLeast(seed, stream, least, min, max), type, false, false);
                }
                return plain(c, Generators.integer(seed, stream, d), type, false, false);
            }
            case "decimal": {
                BigDecimal min = decimal(o, "min", "0");
                BigDecimal max = decimal(o, "max", "100");
                if (min.compareTo(max) > 0) {
                    throw o.get("min").where().error("min " + min + " is above max " + max + ": swap them");
                }
                long scale = o.containsKey("scale") ? o.get("scale").integer("scale") : 2;
                if (scale < 0 || scale > 30) {
                    throw o.get("scale").where().error("scale is the digits after the point, 0 to 30");
                }
                int intDigits = Math.max(max.abs().toBigInteger().toString().length(),
                        min.abs().toBigInteger().toString().length());
                int precision = Math.min(65, intDigits + (int) scale);
                ValueGenerator made = o.containsKey("at_least")
                        ? Generators.decimalAtLeast(seed, stream, atLeast(t, c, max).gen(), min, max, (int) scale)
                        : Generators.decimal(seed, stream, min, max, (int) scale);
                return plain(c, made,
                        ColumnType.sql("DECIMAL(" + precision + "," + scale + ")", precision + 2), false, false);
            }
            case "choice": {
                Node values = o.get("values");
                if (values == null) {
                    throw c.genWhere().error("choice needs 'values: [a, b]' or 'values: {a: 3, b: 1}' (weights)");
                }
                List<String> names = new ArrayList<>();
                List<Double> weights = new ArrayList<>();
                if (values.isMapping()) {
                    for (Map.Entry<String, Node> e : values.mapping("values").entrySet()) {
                        double w = e.getValue().number("the weight of " + e.getKey());
                        if (w < 0) {
                            throw e.getValue().where().error("a weight cannot be negative");
                        }
                        names.add(e.getKey());
                        weights.add(w);
                    }
                } else {
                    for (String v : values.names("values")) {
                        names.add(v);
                        weights.add(1.0);
                    }
                }
                if (names.isEmpty() || weights.stream().mapToDouble(Double::doubleValue).sum() <= 0) {
                    throw values.where().error("choice needs at least one value with a weight above 0");
                }
                int longest = names.stream().mapToInt(String::length).max().orElse(1);
                boolean digitFree = names.stream().noneMatch(DatasetCompiler::hasDigit);
                if (o.containsKey("distinct") && o.get("distinct").bool("distinct")) {
                    return distinctChoice(t, c, List.copyOf(names), stream, longest, digitFree);
                }
                return plain(c, Generators.choice(seed, stream, List.copyOf(names),
                        weights.stream().mapToDouble(Double::doubleValue).toArray()),
                        ColumnType.varchar(Math.max(1, longest)), false, digitFree);
            }
            case "bool": {
                double p = o.containsKey("p") ? o.get("p").number("p") : 0.5;
                if (p < 0 || p > 1) {
                    throw o.get("p").where().error("p is a probability, 0 to 1");
                }
                return plain(c, Generators.bool(seed, stream, p), ColumnType.sql("BOOLEAN", 1), false, false);
            }
            case "datetime":
                return datetime(t, c, stream);
            case "code": {
                long length = o.containsKey("length") ? o.get("length").integer("length") : 8;
                if (length < 1 || length > 12) {
                    throw (o.containsKey("length") ? o.get("length").where() : c.genWhere()).error("length is 1 to 12 "
                            + "characters");
                }
                long values = Generators.codeValues((int) length);
                if (t.rows > values) {
                    throw (o.containsKey("length") ? o.get("length").where() : c.genWhere()).error(String.format(
                            Locale.ROOT, "a code of %d characters has %,d values, fewer than the table's %,d rows: "
                                    + "make it longer or the table smaller", length, values, t.rows));
                }
                return plain(c, Generators.code(seed, stream, (int) length), ColumnType.fixedChar((int) length),
                        true, false);
            }
            case "bits": {
                long width = o.containsKey("width") ? o.get("width").integer("width") : 1;
                if (width < 1 || width > 64) {
                    throw o.get("width").where().error("width is the bits of a BIT(n) column, 1 to 64");
                }
                return plain(c, Generators.bits(seed, stream, (int) width), ColumnType.bytes("BIT(" + width + ")",
                        (int) (width + 7) / 8), false, false);
            }
            case "geometry": {
                String kind = o.containsKey("kind") ? o.get("kind").scalar("kind") : "point";
                Geometries.Kind k = Geometries.Kind.ofType(kind);
                if (k == null || kind.equalsIgnoreCase("geometry")) {
                    throw o.get("kind").where().error("kind is one of point, linestring, polygon, multipoint, "
                            + "multilinestring, multipolygon, geometrycollection");
                }
                long srid = o.containsKey("srid") ? o.get("srid").integer("srid") : 0;
                if (srid < 0 || srid > 0xFFFF_FFFFL) {
                    throw o.get("srid").where().error("srid is a spatial reference system's number, such as 0 or 4326");
                }
                return plain(c, Geometries.of(k, (int) srid, seed, stream), ColumnType.bytes(k.name(), k.bytes),
                        false, false);
            }
            case "first_name":
                return plain(c, Generators.firstName(seed, stream), ColumnType.varchar(Generators.longestName()), false,
                        true);
            case "last_name":
                return plain(c, Generators.lastName(seed, stream), ColumnType.varchar(Generators.longestName()), false,
                        true);
            case "template":
                return template(t, c);
            case "lorem": {
                long[] words = o.containsKey("words") ? SpecReader.range(o.get("words"), "words") : new long[] {5, 20};
                if (words[0] < 1) {
                    throw o.get("words").where().error("words must be at least 1");
                }
                long longest = words[1] * (Lorem.LONGEST + 1);
                ColumnType type = longest <= 255 ? ColumnType.varchar((int) longest) : ColumnType.sql("TEXT",
                        (int) Math.min(65_535, longest));
                if (longest > 65_535) {
                    throw o.get("words").where().error("at most " + (65_535 / (Lorem.LONGEST + 1)) + " words fit a TEXT");
                }
                Distribution.Draw d = new Distribution.Draw(Distribution.UNIFORM, words[0], words[1], 0);
                return plain(c, Generators.lorem(seed, stream, d), type, false, true);
            }
            case "bcrypt": {
                String plaintext = o.containsKey("plaintext") ? o.get("plaintext").scalar("plaintext") : "password";
                long cost = o.containsKey("cost") ? o.get("cost").integer("cost") : 10;
                if (cost < PasswordHashes.MIN_COST || cost > PasswordHashes.MAX_COST) {
                    throw o.get("cost").where().error("bcrypt cost must be " + PasswordHashes.MIN_COST + " to "
                            + PasswordHashes.MAX_COST);
                }
                try {
                    PasswordHashes.checkPlaintext(plaintext);
                } catch (RuntimeException e) {
                    throw (o.containsKey("plaintext") ? o.get("plaintext").where() : c.genWhere())
                            .error(e.getMessage());
                }
                PasswordHashes hashes = hashesByCost.computeIfAbsent((int) cost, k -> new PasswordHashes(seed, k));
                // Hashed once, on first use, for all rows (and all columns with the same plaintext and cost).
                return plain(c, row -> hashes.hashOf(plaintext), ColumnType.fixedChar(60), false, false);
            }
            case "constant": {
                if (!o.containsKey("value")) {
                    throw c.genWhere().error("constant needs 'value: V'");
                }
                String v = o.get("value").scalar("value");
                boolean integer = v.matches("-?\\d{1,18}");
                Object value = integer ? (Object) Long.valueOf(v) : v;
                return plain(c, row -> value, integer ? ColumnType.bigint() : ColumnType.varchar(Math.max(1,
                        v.length())), false, !hasDigit(v));
            }
            case "parent": {
                if (t.def.per() == null) {
                    throw c.genWhere().error("gen: parent needs the table to have 'per: {parent: TABLE, ...}'");
                }
                T owner = table(t.def.per().parent(), c.genWhere());
                Col key = singleKey(owner, c.genWhere());
                ValueGenerator parentKey = key.gen();
                ValueGenerator gen = row -> parentKey.valueFor(t.place(row).parent());
                boolean oneToOne = t.def.per().max() <= 1;
                return new Col(c.name(), gen, key.type(), oneToOne, false, null,
                        new Dataset.ForeignKey(List.of(c.name()), owner.def.name(), owner.pk, true), true, null, false);
            }
            case "ref":
                return ref(t, c, stream);
            case "json":
                return json(t, c);
            case "array":
                return array(t, c, stream);
            case "range", "macaddr", "bitstring", "xml", "shape", "hstore", "ltree", "tsvector":
                return plain(c, pgValue(t, c, stream), ColumnType.sql("TEXT", 0), false, false);
            case "faker": {
                if (!o.containsKey("expr")) {
                    throw c.genWhere().error("faker needs 'expr:' (a Datafaker expression such as address.city or "
                            + "\"#{Name.first_name} from #{Address.city}\")");
                }
                if (c.unique()) {
                    throw c.where().error("a faker column repeats its values: it cannot be unique by construction");
                }
                java.util.Locale locale = o.containsKey("locale")
                        ? java.util.Locale.forLanguageTag(o.get("locale").scalar("locale").replace('_', '-'))
                        : java.util.Locale.ENGLISH;
                seedgen.generate.FakerValues values = new seedgen.generate.FakerValues(o.get("expr").scalar("expr"),
                        locale, seed, stream);
                String problem = values.check();
                if (problem != null) {
                    throw o.get("expr").where().error("faker expression '" + o.get("expr").scalar("expr")
                            + "' cannot be evaluated (" + problem + "): check the provider and method names, e.g. "
                            + "address.city, phone_number.cell_phone, company.name");
                }
                Matcher sized = c.type() == null ? null : SIZED.matcher(c.type().strip());
                if (sized == null || !sized.matches()) {
                    return plain(c, values, ColumnType.sql("TEXT", 0), false, false);
                }
                // With CHAR(n) or VARCHAR(n), a longer value is cut to n characters, so that it fits.
                int n = Integer.parseInt(sized.group(2));
                ValueGenerator cut = row -> {
                    String v = (String) values.valueFor(row);
                    return v.codePointCount(0, v.length()) <= n ? v : v.substring(0, v.offsetByCodePoints(0, n));
                };
                return plain(c, cut, ColumnType.varchar(Math.max(1, n)), false, false);
            }
            default:
                throw new IllegalStateException(c.gen());
        }
    }

    /**
     * {@code distinct: true}: the rows of one parent take different values (a permission table's kinds of one
     * user), the k-th row of a parent the member at k past a place the parent's hash chooses, so that the value and
     * the parent column are a key. The parent may own no more rows than there are values.
     */
    private Col distinctChoice(T t, Spec.ColumnDef c, List<String> names, int stream, int longest,
            boolean digitFree) {
        Where w = c.options().get("distinct").where();
        if (t.def.per() == null) {
            throw w.error("distinct: true gives the rows of one parent different values: it needs a table with per:");
        }
        if (t.def.per().max() > names.size()) {
            throw w.error("distinct: true gives each parent's rows different values, but a parent may own "
                    + t.def.per().max() + " rows and there are " + names.size() + " values: lower per:'s count to "
                    + names.size());
        }
        int n = names.size();
        ValueGenerator gen = row -> {
            ParentIndex.Place p = t.place(row);
            int start = (int) Long.remainderUnsigned(seedgen.generate.Mix.hash(seed, p.parent(), stream), n);
            return names.get((int) ((start + p.k()) % n));
        };
        t.uniqueInParent.add(c.name());
        return new Col(c.name(), gen, ColumnType.varchar(Math.max(1, longest)), false, digitFree, null, null, false,
                null, false);
    }

    /**
     * The column {@code at_least:} names, made by the same generator as {@code c} and never above {@code max}, so
     * that a value from it up to {@code max} exists on every row: {@code max_price} at least {@code min_price}.
     */
    private Col atLeast(T t, Spec.ColumnDef c, BigDecimal max) {
        Node node = c.options().get("at_least");
        String name = node.scalar("at_least");
        Spec.ColumnDef other = t.columnDef(name);
        if (other == null || !other.gen().equals(c.gen())) {
            throw node.where().error("at_least: names " + name + ", which is not a " + c.gen() + " column of "
                    + t.def.name() + ": name one made by gen: " + c.gen());
        }
        BigDecimal otherMax = decimal(other.options(), "max", "100");
        if (otherMax.compareTo(max) > 0) {
            throw node.where().error("at_least: " + name + " reaches " + otherMax.toPlainString() + ", above this "
                    + "column's max " + max.toPlainString() + ": give " + c.name() + " a max of at least "
                    + otherMax.toPlainString());
        }
        return column(t, name, node.where());
    }

    private Col singleKey(T table, Where where) {
        if (table.pk == null) {
            table.pk = primaryKey(table);
        }
        if (table.pk.size() != 1) {
            throw where.error("table " + table.def.name() + " has a primary key of " + table.pk.size() + " columns; "
                    + "refer to a table with a one-column key");
        }
        return table.cols.get(table.pk.get(0));
    }

    private Col ref(T t, Spec.ColumnDef c, int stream) {
        Map<String, Node> o = c.options();
        T target = table(o.get("table").scalar("table"), o.get("table").where());
        if (target == t) {
            return selfRef(t, c, stream);
        }
        if (target.rows == 0) {
            throw o.get("table").where().error("table " + target.def.name() + " has no rows to refer to");
        }
        Col valueColumn;
        Dataset.ForeignKey fk;
        if (!o.containsKey("column")) {
            valueColumn = singleKey(target, o.get("table").where());
            fk = new Dataset.ForeignKey(List.of(c.name()), target.def.name(), target.pk);
        } else {
            String name = o.get("column").scalar("column");
            if (target.columnDef(name) == null) {
                throw o.get("column").where().error("table " + target.def.name() + " has no column '" + name + "'");
            }
            valueColumn = column(target, name, o.get("column").where());
            fk = valueColumn.fk() == null ? null
                    : new Dataset.ForeignKey(List.of(c.name()), valueColumn.fk().refTable(),
                            valueColumn.fk().refColumns());
        }
        ValueGenerator value = valueColumn.gen();
        if (o.containsKey("with")) {
            return sameRow(t, c, target, valueColumn);
        }
        boolean distinct = o.containsKey("distinct") && o.get("distinct").bool("distinct");
        String within = o.containsKey("within") ? o.get("within").scalar("within") : null;
        LongUnaryOperator pick;
        if (within != null) {
            if (!within.equals("parent")) {
                throw o.get("within").where().error("within: parent is the only choice (a row of the same parent)");
            }
            if (t.def.per() == null || target.def.per() == null
                    || !t.def.per().parent().equals(target.def.per().parent())) {
                throw o.get("within").where().error("within: parent needs " + t.def.name() + " and "
                        + target.def.name() + " to have the same parent table (per: {parent: ...})");
            }
            if (target.def.per().min() < 1) {
                throw o.get("within").where().error("every parent must own at least one " + target.def.name()
                        + " row (its count's minimum is 0): raise it to 1");
            }
            if (!o.containsKey("column")) { // the key of a row of the same parent
                fk = new Dataset.ForeignKey(fk.columns(), fk.refTable(), fk.refColumns(), true);
            }
            ParentIndex targetIndex = target.index;
            pick = row -> {
                long parent = t.place(row).parent();
                long n = targetIndex.countOf(parent);
                return targetIndex.firstChildOf(parent)
                        + Long.remainderUnsigned(seedgen.generate.Mix.hash(seed, row, stream), n);
            };
        } else if (distinct && t.def.per() == null) {
            // A table of its own rows: each row a different row of the target (a one-to-one reference that is not
            // the key), an affine permutation of the target's rows, so there can be no more rows than it has.
            long n = target.rows;
            if (t.rows > n) {
                throw o.get("distinct").where().error(String.format(Locale.ROOT, "distinct: true gives each of the "
                        + "%,d rows of %s a different row of %s, which has %,d: give %s at most %,d rows", t.rows,
                        t.def.name(), target.def.name(), n, t.def.name(), n));
            }
            pick = row -> Generators.distinctPick(seed, stream, 0, row - 1, n);
            LongUnaryOperator one = pick;
            t.picks.put(c.name(), new Picked(target, valueColumn.name(), one));
            t.distinctRows.add(c.name());
            t.copies.put(c.name(), valueColumn.name());
            // a different row each time: different values where the column copied is the target's key (or unique)
            boolean keyValues = !o.containsKey("column") || valueColumn.unique()
                    || target.pk != null && target.pk.equals(List.of(valueColumn.name()));
            return new Col(c.name(), row -> value.valueFor(one.applyAsLong(row)), valueColumn.type(), keyValues,
                    valueColumn.digitFree(), null, fk, false, null, false);
        } else if (distinct) {
            long n = target.rows;
            pick = row -> {
                ParentIndex.Place p = t.place(row);
                return Generators.distinctPick(seed, stream, p.parent(), p.k(), n);
            };
        } else {
            String dist = o.containsKey("distribution") ? o.get("distribution").scalar("distribution") : "uniform";
            if (!dist.equals("uniform") && !dist.equals("zipf")) {
                throw o.get("distribution").where().error("a reference's distribution is uniform or zipf");
            }
            Double s = o.containsKey("s") ? Double.valueOf(o.get("s").number("s")) : null;
            Distribution.Draw d = draw(dist, 1, target.rows, s, c.genWhere(), "ref");
            pick = Generators.pickRow(seed, stream, target.rows, d);
        }
        LongUnaryOperator chosen = pick;
        t.picks.put(c.name(), new Picked(target, valueColumn.name(), chosen));
        ValueGenerator gen = row -> value.valueFor(chosen.applyAsLong(row));
        return new Col(c.name(), gen, valueColumn.type(), false, valueColumn.digitFree(), null, fk, false,
                distinct ? target.def.name() : null, false);
    }

    /**
     * {@code with: COLUMN}: another column of the row that ref column COLUMN picks in the same table, so that the two
     * together are a foreign key of several columns; the key they refer to must be that table's primary key or one of
     * its unique keys.
     */
    private Col sameRow(T t, Spec.ColumnDef c, T target, Col valueColumn) {
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
        column(t, first, w);
        Picked picked = t.picks.get(first);
        if (picked == null || picked.target() != target) {
            throw w.error("with: " + first + " must name a ref column of " + t.def.name() + " to table "
                    + target.def.name());
        }
        List<String> refColumns = List.of(picked.column(), valueColumn.name());
        if (target.pk == null) {
            target.pk = primaryKey(target);
        }
        t.sameRowOf.putIfAbsent(first, w); // the key is checked once all of the row's columns are known
        t.copies.put(c.name(), valueColumn.name());
        ValueGenerator value = valueColumn.gen();
        LongUnaryOperator pick = picked.pick();
        t.picks.put(c.name(), picked);
        return new Col(c.name(), row -> value.valueFor(pick.applyAsLong(row)), valueColumn.type(), false,
                valueColumn.digitFree(), null, new Dataset.ForeignKey(List.of(first, c.name()), target.def.name(),
                        refColumns), false, null, false);
    }

    /**
     * The foreign keys of {@code t} with the pairs {@code with:} makes (the ref column that picks a row, and a column
     * copied from that row) joined into one key per picking column: (a, b) and (a, c) are the key (a, b, c), which
     * must be the referred table's primary key or one of its unique keys.
     */
    private List<Dataset.ForeignKey> sameRowKeys(T t, List<Dataset.ForeignKey> fks) {
        if (t.sameRowOf.isEmpty()) {
            return fks;
        }
        List<Dataset.ForeignKey> out = new ArrayList<>();
        Map<String, Dataset.ForeignKey> joined = new LinkedHashMap<>();
        for (Dataset.ForeignKey fk : fks) {
            String first = fk.columns().get(0);
            if (fk.columns().size() != 2 || !t.sameRowOf.containsKey(first)) {
                out.add(fk);
                continue;
            }
            Dataset.ForeignKey before = joined.get(first);
            if (before == null) {
                joined.put(first, fk);
            } else {
                List<String> columns = new ArrayList<>(before.columns());
                columns.add(fk.columns().get(1));
                List<String> refColumns = new ArrayList<>(before.refColumns());
                refColumns.add(fk.refColumns().get(1));
                joined.put(first, new Dataset.ForeignKey(columns, fk.refTable(), refColumns));
            }
        }
        for (Map.Entry<String, Dataset.ForeignKey> e : joined.entrySet()) {
            Dataset.ForeignKey fk = e.getValue();
            T target = compiled.get(fk.refTable());
            boolean key = sameColumns(target.pk, fk.refColumns())
                    || target.def.unique().stream().anyMatch(u -> sameColumns(u, fk.refColumns()));
            if (!key) {
                throw t.sameRowOf.get(e.getKey()).error("(" + String.join(", ", fk.refColumns()) + ") of "
                        + target.def.name() + " is not its primary key or a unique key: a foreign key of several "
                        + "columns refers to one");
            }
            out.add(fk);
        }
        return out;
    }

    /** Whether a choice's values are all whole numbers: {@code values: [1, 2, 3]} in an integer column. */
    private static boolean wholeNumbers(Spec.ColumnDef c) {
        Node values = c.options().get("values");
        List<String> names = values.isMapping() ? List.copyOf(values.mapping("values").keySet())
                : values.names("values");
        return names.stream().allMatch(v -> v.matches("-?\\d{1,18}"));
    }

    private static boolean sameColumns(List<String> a, List<String> b) {
        return a.size() == b.size() && a.containsAll(b);
    }

    /**
     * A reference to the table's own rows (a comment's parent comment, an employee's manager): an earlier row, chosen
     * uniformly, so that loading in row order never meets a row whose parent is not there yet, and no row is its own
     * ancestor. The first row (with {@code within: parent}, the parent's first row) has no earlier row: NULL, so the
     * column is nullable; {@code null:} makes more of them roots. The foreign key is added after the rows.
     */
    private Col selfRef(T t, Spec.ColumnDef c, int stream) {
        Map<String, Node> o = c.options();
        for (String option : List.of("distinct", "distribution", "s", "column", "with")) {
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
        Col key = singleKey(t, o.get("table").where());
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
        } else {
            gen = row -> row == 1 ? (self ? value.valueFor(row) : null)
                    : value.valueFor(1 + Long.remainderUnsigned(seedgen.generate.Mix.hash(seed, row, stream), row - 1));
        }
        return new Col(c.name(), gen, key.type(), false, key.digitFree(), null,
                new Dataset.ForeignKey(List.of(c.name()), t.def.name(), List.of(key.name()), within != null), false,
                null, !self);
    }

    /**
     * A JSON object per row: each field is another column's value ({@code name: COLUMN}) or made by a generator of its
     * own ({@code age: {gen: int, min: 18, max: 90}}), whose stream is named after the column and the field, so a
     * field added changes no other value. Numbers stay numbers, NULL is null, everything else is a JSON string.
     */
    private Col json(T t, Spec.ColumnDef c) {
        Node fieldsNode = c.options().get("fields");
        if (fieldsNode == null) {
            throw c.genWhere().error("json needs 'fields: {KEY: COLUMN or {gen: ...}}'");
        }
        Map<String, Node> fields = fieldsNode.mapping("fields");
        if (fields.isEmpty()) {
            throw fieldsNode.where().error("json needs at least one field");
        }
        List<String> keys = new ArrayList<>(fields.keySet());
        List<ValueGenerator> gens = new ArrayList<>();
        for (Map.Entry<String, Node> f : fields.entrySet()) {
            Node n = f.getValue();
            if (n.isScalar()) {
                gens.add(column(t, n.scalar(f.getKey()), n.where()).gen());
                continue;
            }
            Spec.ColumnDef field = SpecReader.column(t.def.name(), c.name() + "_" + f.getKey(), n, n.where());
            if (field.gen().equals("json") || field.gen().equals("parent") || field.gen().equals("ref")) {
                throw field.genWhere().error("a json field cannot be made by " + field.gen() + ": make it a column "
                        + "and name the column (" + f.getKey() + ": COLUMN)");
            }
            int stream = Generators.stream(t.def.name(), c.name() + "." + f.getKey());
            ValueGenerator g = make(t, field, stream).gen();
            gens.add(field.nullRatio() > 0 ? Generators.nullable(g, seed, stream, field.nullRatio()) : g);
        }
        ValueGenerator gen = row -> {
            StringBuilder b = new StringBuilder("{");
            for (int i = 0; i < keys.size(); i++) {
                if (i > 0) {
                    b.append(", ");
                }
                jsonString(b, keys.get(i));
                b.append(": ");
                Object v = gens.get(i).valueFor(row);
                if (v == null) {
                    b.append("null");
                } else if (v instanceof Long || v instanceof Integer || v instanceof Short || v instanceof Byte
                        || v instanceof BigDecimal) {
                    b.append(v instanceof BigDecimal d ? d.toPlainString() : v.toString());
                } else if (v instanceof Boolean bool) {
                    b.append(bool);
                } else {
                    jsonString(b, v.toString());
                }
            }
            return b.append('}').toString();
        };
        return new Col(c.name(), gen, ColumnType.sql("JSON", 0), false, false, null, null, false, null, false);
    }

    /** A PostgreSQL array of {@code of}'s values, {@code count} of them (0..3 unless given, at most 4). */
    private Col array(T t, Spec.ColumnDef c, int stream) {
        Node of = c.options().get("of");
        if (of == null || of.isScalar()) {
            throw c.genWhere().error("array needs 'of: {gen: ...}', the generator of its elements");
        }
        Spec.ColumnDef element = SpecReader.column(t.def.name(), c.name() + "_element", of, of.where());
        if (Set.of("array", "json", "parent", "ref", "sequence").contains(element.gen())) {
            throw element.genWhere().error("an array's elements cannot be made by " + element.gen());
        }
        long[] count = c.options().containsKey("count") ? SpecReader.range(c.options().get("count"), "count")
                : new long[] {0, 3};
        if (count[1] > 4) {
            throw c.options().get("count").where().error("an array holds 0 to 4 elements here");
        }
        int inner = Generators.stream(t.def.name(), c.name() + "[]");
        ValueGenerator g = make(t, element, inner).gen();
        ValueGenerator elements = element.nullRatio() > 0 ? Generators.nullable(g, seed, inner, element.nullRatio()) : g;
        return plain(c, PgValues.array(elements, seed, stream, (int) count[0], (int) count[1]),
                ColumnType.sql("TEXT", 0), false, false);
    }

    /** The value of one of PostgreSQL's own types that {@link PgValues} makes, by generator name. */
    private ValueGenerator pgValue(T t, Spec.ColumnDef c, int stream) {
        Map<String, Node> o = c.options();
        switch (c.gen()) {
            case "range", "shape": {
                List<String> kinds = c.gen().equals("range") ? PgValues.RANGES : PgValues.SHAPES;
                String kind = o.containsKey("kind") ? o.get("kind").scalar("kind").toLowerCase(Locale.ROOT) : "";
                if (!kinds.contains(kind)) {
                    throw (o.containsKey("kind") ? o.get("kind").where() : c.genWhere()).error(c.gen() + " needs "
                            + "'kind:', one of " + String.join(", ", kinds));
                }
                return c.gen().equals("range") ? PgValues.range(kind, seed, stream)
                        : PgValues.shape(kind, seed, stream);
            }
            case "macaddr": {
                long bytes = o.containsKey("bytes") ? o.get("bytes").integer("bytes") : 6;
                if (bytes != 6 && bytes != 8) {
                    throw o.get("bytes").where().error("bytes is 6 (macaddr) or 8 (macaddr8)");
                }
                return PgValues.macaddr(seed, stream, (int) bytes);
            }
            case "bitstring": {
                long width = o.containsKey("width") ? o.get("width").integer("width") : 1;
                if (width < 1 || width > 4096) {
                    throw o.get("width").where().error("width is the bits of a bit(n) or varbit(n), 1 to 4096");
                }
                boolean varying = o.containsKey("varying") && o.get("varying").bool("varying");
                return PgValues.bitString(seed, stream, (int) width, varying);
            }
            case "xml":
                return PgValues.xml(seed, stream);
            case "hstore":
                return PgValues.hstore(seed, stream);
            case "ltree":
                return PgValues.ltree(seed, stream);
            default: { // tsvector
                List<ValueGenerator> sources = new ArrayList<>();
                if (o.containsKey("from")) {
                    for (String name : o.get("from").names("from")) {
                        sources.add(column(t, name, o.get("from").where()).gen());
                    }
                }
                return PgValues.tsvector(sources, seed, stream);
            }
        }
    }

    private static void jsonString(StringBuilder b, String s) {
        b.append('"');
        for (int i = 0; i < s.length(); i++) {
            char ch = s.charAt(i);
            switch (ch) {
                case '"' -> b.append("\\\"");
                case '\\' -> b.append("\\\\");
                case '\n' -> b.append("\\n");
                case '\r' -> b.append("\\r");
                case '\t' -> b.append("\\t");
                default -> {
                    if (ch < 0x20) {
                        b.append(String.format(java.util.Locale.ROOT, "\\u%04x", (int) ch));
                    } else {
                        b.append(ch);
                    }
                }
            }
        }
        b.append('"');
    }

    private Col datetime(T t, Spec.ColumnDef c, int stream) {
        Map<String, Node> o = c.options();
        if (o.containsKey("after")) {
            String after = o.get("after").scalar("after");
            Where w = o.get("after").where();
            Generators.Timed base;
            LongUnaryOperator baseRow;
            int dot = after.indexOf('.');
            if (dot < 0) {
                Col own = column(t, after, w);
                if (own.timed() == null) {
                    throw w.error("column " + after + " is not a datetime made by seedgen");
                }
                base = own.timed();
                baseRow = row -> row;
            } else {
                String table = after.substring(0, dot);
                if (t.def.per() == null || !t.def.per().parent().equals(table)) {
                    throw w.error("after: " + after + " names a column of " + table + ", which is not this table's "
                            + "parent (per: {parent: ...}); name a column of the parent or of this table");
                }
                T parent = table(table, w);
                String name = after.substring(dot + 1);
                Col pc = parent.columnDef(name) == null ? null : column(parent, name, w);
                if (pc == null || pc.timed() == null) {
                    throw w.error(table + "." + after.substring(dot + 1) + " is not a datetime column of " + table);
                }
                base = pc.timed();
                baseRow = row -> t.place(row).parent();
            }
            boolean ordered = o.containsKey("ordered") && o.get("ordered").bool("ordered");
            Generators.Timed timed;
            if (ordered) {
                if (dot < 0) {
                    throw o.get("ordered").where().error("ordered: true orders the rows of one parent: after: must "
                            + "name the parent's column (PARENT.COLUMN)");
                }
                long step = step(c, 60);
                timed = Generators.series(base, baseRow, row -> t.place(row).k(), seed, stream, step);
                t.uniqueInParent.add(c.name());
            } else {
                long within = o.containsKey("within") ? seconds(o.get("within")) : 30L * 86_400;
                long least = o.containsKey("min") ? seconds(o.get("min")) : 0;
                if (least > within) {
                    throw o.get("min").where().error("min is the least time after, within the most: min " + least
                            + "s is above within " + within + "s");
                }
                timed = Generators.after(base, baseRow, seed, stream, least, within);
                if (c.type() != null && DATE_OR_TIME.matcher(c.type()).matches()
                        && !c.type().strip().toUpperCase(Locale.ROOT).startsWith("DATE")) {
                    // a TIME drops the day: a time past midnight would read as earlier than the one it follows
                    timed = Generators.sameDay(timed, base, baseRow);
                }
            }
            return new Col(c.name(), timed, ColumnType.datetime(), false, false, timed, null, false, null, false);
        }
        long from = epoch(o.get("from"), "2024-01-01");
        if (o.containsKey("ordered") && o.get("ordered").bool("ordered")) {
            // Times that only grow: from the start by steps, over the rows of one parent (a unique key with the
            // parent column) or, in a table of its own rows, over the whole table (unique by itself).
            if (o.containsKey("to")) {
                throw o.get("to").where().error("ordered: true runs from from: by step: with no end: drop to:");
            }
            long step = step(c, 86_400);
            Generators.Timed start = row -> from;
            if (t.def.per() != null) {
                Generators.Timed timed = Generators.series(start, row -> 0, row -> t.place(row).k(), seed, stream,
                        step);
                t.uniqueInParent.add(c.name());
                return new Col(c.name(), timed, ColumnType.datetime(), false, false, timed, null, false, null, false);
            }
            Generators.Timed timed = Generators.series(start, row -> 0, row -> row - 1, seed, stream, step);
            return new Col(c.name(), timed, ColumnType.datetime(), true, false, timed, null, false, null, false);
        }
        long to = epoch(o.get("to"), "2025-01-01");
        if (from >= to) {
            throw (o.containsKey("from") ? o.get("from") : o.get("to")).where().error("from must be before to");
        }
        Generators.Timed timed = Generators.dateTime(seed, stream, from, to);
        return new Col(c.name(), timed, ColumnType.datetime(), false, false, timed, null, false, null, false);
    }

    /**
     * An ordered series' step, {@code dflt} seconds when not given: at least 1s, and whole days when the column is a
     * DATE, so that the dates grow as the times do (a TIME would lose the order with the day).
     */
    private static long step(Spec.ColumnDef c, long dflt) {
        Node node = c.options().get("step");
        long step = node == null ? dflt : seconds(node);
        Where w = node == null ? c.genWhere() : node.where();
        if (step < 1) {
            throw w.error("step must be at least 1s");
        }
        String type = c.type() == null ? "" : c.type().strip().toUpperCase(Locale.ROOT);
        if (type.equals("DATE") && step % 86_400 != 0) {
            throw w.error("a DATE keeps the day: give ordered: true a step of whole days (1d, 7d, ...)");
        }
        if (DATE_OR_TIME.matcher(type).matches() && !type.startsWith("DATE")) {
            throw c.where().error("a TIME drops the day, so ordered times would repeat: use DATETIME or DATE");
        }
        return step;
    }

    private Col template(T t, Spec.ColumnDef c) {
        Node text = c.options().get("text");
        if (text == null) {
            throw c.genWhere().error("template needs 'text: \"...{column}...\"'");
        }
        String s = text.scalar("text");
        Matcher m = TEMPLATE_REF.matcher(s);
        List<Object> parts = new ArrayList<>();
        int from = 0;
        long longest = 0;
        boolean unique = false;
        boolean allDigitFree = true;
        Set<String> seen = new HashSet<>();
        while (m.find()) {
            String literal = s.substring(from, m.start());
            parts.add(literal);
            longest += literal.length();
            Col ref = column(t, m.group(1), text.where());
            if (ref.type().family() == ColumnType.Family.BYTES) {
                throw text.where().error("column " + m.group(1) + " holds bytes (" + ref.type().ddl() + "), which a "
                        + "template cannot write: name another column");
            }
            if (ref.type().isBinary()) {
                longest += BinaryUuid.TEXT_LENGTH; // a template writes a binary uuid's text
            } else if (ref.type().family() == ColumnType.Family.BIGINT
                    || ref.type().family() == ColumnType.Family.OTHER && !ref.type().sql().startsWith("DECIMAL")
                    && ref.type().length() <= 11) {
                longest += 20;
            } else {
                longest += Math.max(ref.type().length(), 20);
            }
            parts.add(ref);
            seen.add(m.group(1));
            from = m.end();
        }
        parts.add(s.substring(from));
        longest += s.length() - from;
        // Unique when it holds a sequence column whose digits cannot run into others: every other column in it
        // has no digits and the characters on both sides of it are not digits.
        for (int i = 1; i < parts.size(); i += 2) {
            Col ref = (Col) parts.get(i);
            if (!ref.digitFree()) {
                allDigitFree = false;
            }
        }
        for (int i = 1; i < parts.size(); i += 2) {
            Col ref = (Col) parts.get(i);
            boolean whole = ref.type().family() == ColumnType.Family.BIGINT
                    || INTEGER_TYPE.matcher(ref.type().ddl()).matches(); // a sequence given type: INT UNSIGNED
            if (!ref.unique() || !whole || ref.fk() != null) {
                continue;
            }
            String before = (String) parts.get(i - 1);
            String after = (String) parts.get(i + 1);
            boolean othersDigitFree = true;
            for (int j = 1; j < parts.size(); j += 2) {
                if (j != i && !((Col) parts.get(j)).digitFree()) {
                    othersDigitFree = false;
                }
            }
            boolean beforeOk = before.isEmpty() || !Character.isDigit(before.charAt(before.length() - 1));
            boolean afterOk = after.isEmpty() || !Character.isDigit(after.charAt(0));
            if (othersDigitFree && beforeOk && afterOk) {
                unique = true;
            }
        }
        List<Object> frozen = List.copyOf(parts);
        ValueGenerator gen = row -> {
            StringBuilder out = new StringBuilder(64);
            for (int i = 0; i < frozen.size(); i++) {
                Object p = frozen.get(i);
                if (p instanceof String literal) {
                    out.append(literal);
                } else {
                    Object v = ((Col) p).gen().valueFor(row);
                    out.append(v == null ? "" : v);
                }
            }
            return out.toString();
        };
        ColumnType type = longest <= 16_000 ? ColumnType.varchar((int) Math.max(1, longest))
                : ColumnType.sql("TEXT", 65_535);
        return plain(c, gen, type, unique, allDigitFree && !hasDigit(s.replaceAll("\\{[^}]*}", "")));
    }

    /**
     * Whether a uuid column is stored as its 16 bytes ({@code type: BINARY(16)}) rather than its text
     * ({@code CHAR(36)}, the default); any other type is refused.
     */
    private static boolean storedAsBytes(Spec.ColumnDef c) {
        if (c.type() == null || CHAR36.matcher(c.type()).matches() || c.type().strip().equalsIgnoreCase("UUID")) {
            return false; // MariaDB's UUID type reads the text
        }
        if (BINARY16.matcher(c.type()).matches()) {
            return true;
        }
        throw c.where().error("type " + c.type().strip() + " cannot hold a uuid: use CHAR(36) (its text, the default), "
                + "BINARY(16) (its 16 bytes) or MariaDB's UUID, or drop type:");
    }

    private Col withType(Col col, Spec.ColumnDef c) {
        String sql = c.type().strip();
        if (UUIDS.contains(c.gen())) {
            return col; // its type chose how make() stores it
        }
        boolean bytesAsked = BINARY16.matcher(sql).matches();
        if (col.type().family() == ColumnType.Family.BYTES) {
            return new Col(col.name(), col.gen(), bytesType(col.type(), sql, c), col.unique(), col.digitFree(),
                    col.timed(), col.fk(), col.parentColumn(), col.distinctOwnerOf(), col.nullable());
        }
        if (col.type().isBinary()) {
            if (!bytesAsked) {
                throw c.where().error("values of " + c.name() + " are the 16 bytes of a BINARY(16) uuid: type " + sql
                        + " cannot hold them; drop type: or use BINARY(16)");
            }
            return col;
        }
        if (bytesAsked) {
            throw c.where().error("type " + sql + " holds a uuid's 16 bytes, but gen " + c.gen() + " makes "
                    + col.type().ddl() + " values: give type: BINARY(16) to the uuid column itself (gen uuid, uuid4 or "
                    + "uuid7; a ref or parent to it follows its type), or drop type: here");
        }
        if (col.type().family() == ColumnType.Family.DATETIME && DATE_OR_TIME.matcher(sql).matches()) {
            // A DATE keeps the date part of the same instant, a TIME its time of day: what the server would keep,
            // but sent already cut, so that a strict sql_mode has nothing to truncate or warn about.
            boolean date = sql.toUpperCase(Locale.ROOT).startsWith("DATE");
            ValueGenerator full = col.gen();
            ValueGenerator part = row -> {
                String v = (String) full.valueFor(row);
                return date ? v.substring(0, 10) : v.substring(11);
            };
            return new Col(col.name(), part, ColumnType.sql(sql, date ? 10 : 8), col.unique(), col.digitFree(),
                    col.timed(), col.fk(), col.parentColumn(), col.distinctOwnerOf(), col.nullable());
        }
        Matcher sized = SIZED.matcher(sql);
        if (sized.matches()) {
            int n = Integer.parseInt(sized.group(2));
            if (col.type().family() == ColumnType.Family.BIGINT || col.type().family() == ColumnType.Family.DATETIME) {
                throw c.where().error("type " + sql + " is text, but gen " + c.gen() + " makes "
                        + col.type().ddl() + " values: drop type: or use " + col.type().ddl());
            }
            if (n < col.type().length()) {
                throw c.where().error("values of " + c.name() + " are up to " + col.type().length() + " characters: "
                        + sql + " is too short; use " + sized.group(1).toUpperCase(java.util.Locale.ROOT) + "("
                        + col.type().length() + ") or drop type:");
            }
        } else if (INTEGER_TYPE.matcher(sql).matches() && !c.gen().equals("int") && !c.gen().equals("sequence")
                && !c.gen().equals("bool") && col.type().family() != ColumnType.Family.BIGINT
                && !(c.gen().equals("choice") && wholeNumbers(c))) {
            throw c.where().error("type " + sql + " holds whole numbers, but gen " + c.gen() + " makes "
                    + col.type().ddl() + " values");
        } else if (INTEGER_TYPE.matcher(sql).matches() && c.gen().equals("int")) {
            long[] range = integerRange(sql);
            long min = c.options().containsKey("min") ? c.options().get("min").integer("min") : 0;
            long max = c.options().containsKey("max") ? c.options().get("max").integer("max") : 100;
            if (min < range[0] || max > range[1]) {
                throw c.where().error("values " + min + ".." + max + " do not fit " + sql + " (" + range[0] + ".."
                        + range[1] + "): use a wider type or drop type:");
            }
        }
        return new Col(col.name(), col.gen(), ColumnType.sql(sql, col.type().length()),
                col.unique(), col.digitFree(), col.timed(), col.fk(), col.parentColumn(), col.distinctOwnerOf(),
                col.nullable());
    }

    /** The type {@code sql} a column of bits or a geometry is given, when it holds what the generator makes. */
    private static ColumnType bytesType(ColumnType made, String sql, Spec.ColumnDef c) {
        if (made.sql().startsWith("BIT(")) {
            Matcher m = BIT.matcher(sql);
            int width = Integer.parseInt(made.sql().replaceAll("\\D", ""));
            if (!m.matches() || Integer.parseInt(m.group(1)) < width) {
                throw c.where().error("values of " + c.name() + " are " + width + " bits: type " + sql + " cannot hold "
                        + "them; use BIT(" + width + ") or wider, or drop type:");
            }
        } else {
            Geometries.Kind holds = Geometries.Kind.ofType(sql);
            boolean any = sql.strip().equalsIgnoreCase("GEOMETRY");
            if (holds == null || !any && !holds.name().equals(made.sql())) {
                throw c.where().error("values of " + c.name() + " are " + made.sql() + "s: type " + sql + " cannot hold "
                        + "them; use " + made.sql() + " or GEOMETRY, or set kind: to the column's type");
            }
        }
        return ColumnType.bytes(sql, made.length());
    }

    private static long[] integerRange(String sql) {
        String s = sql.toUpperCase(Locale.ROOT);
        boolean unsigned = s.contains("UNSIGNED");
        int bits = s.startsWith("TINYINT") ? 8 : s.startsWith("SMALLINT") ? 16 : s.startsWith("MEDIUMINT") ? 24
                : s.startsWith("BIGINT") ? 64 : 32;
        if (bits == 64) {
            return unsigned ? new long[] {0, Long.MAX_VALUE} : new long[] {Long.MIN_VALUE, Long.MAX_VALUE};
        }
        return unsigned ? new long[] {0, (1L << bits) - 1} : new long[] {-(1L << (bits - 1)), (1L << (bits - 1)) - 1};
    }

    // ----------------------------------------------------------------------------------------------- values

    private static Distribution.Draw draw(String name, long min, long max, Double param, Where where, String what) {
        Distribution kind;
        try {
            kind = Distribution.valueOf(name.toUpperCase(Locale.ROOT));
        } catch (IllegalArgumentException e) {
            throw where.error("unknown distribution '" + name + "' for " + what + " (known: fixed, uniform, zipf, "
                    + "geometric)");
        }
        if (kind == Distribution.FIXED && min != max) {
            throw where.error("a fixed " + what + " has one value: write it as N, not " + min + ".." + max);
        }
        double p = kind == Distribution.ZIPF ? (param == null ? Distribution.DEFAULT_ZIPF_S : param)
                : kind == Distribution.GEOMETRIC ? (param == null ? min + (max - min) / 4.0 + 0.5 : param) : 0;
        try {
            return new Distribution.Draw(kind, min, max, p);
        } catch (IllegalArgumentException e) {
            throw where.error(what + ": " + e.getMessage());
        }
    }

    private static BigDecimal decimal(Map<String, Node> o, String key, String dflt) {
        if (!o.containsKey(key)) {
            return new BigDecimal(dflt);
        }
        String s = o.get(key).scalar(key);
        try {
            return new BigDecimal(s);
        } catch (NumberFormatException e) {
            throw o.get(key).where().error(key + " must be a number, not '" + s + "'");
        }
    }

    private static long epoch(Node node, String dflt) {
        String s = node == null ? dflt : node.scalar("a date");
        try {
            if (s.length() == 10) {
                return LocalDate.parse(s).atStartOfDay().toEpochSecond(ZoneOffset.UTC);
            }
            return LocalDateTime.parse(s.replace(' ', 'T')).toEpochSecond(ZoneOffset.UTC);
        } catch (DateTimeParseException e) {
            throw node.where().error("'" + s + "' is not a date: write 2024-01-31 or 2024-01-31 12:00:00");
        }
    }

    private static long seconds(Node node) {
        String s = node.scalar("a duration").strip();
        Matcher m = DURATION.matcher(s);
        if (!m.matches()) {
            throw node.where().error("'" + s + "' is not a duration: write 90s, 15m, 12h or 30d");
        }
        long n = Long.parseLong(m.group(1));
        return n * switch (m.group(2)) {
            case "s" -> 1;
            case "m" -> 60;
            case "h" -> 3600;
            default -> 86_400;
        };
    }

    private static boolean hasDigit(String s) {
        return s.chars().anyMatch(Character::isDigit);
    }
}
