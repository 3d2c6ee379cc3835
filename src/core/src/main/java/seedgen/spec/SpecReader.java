package seedgen.spec;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.snakeyaml.engine.v2.api.LoadSettings;
import org.snakeyaml.engine.v2.composer.Composer;
import org.snakeyaml.engine.v2.exceptions.MarkedYamlEngineException;
import org.snakeyaml.engine.v2.exceptions.YamlEngineException;
import org.snakeyaml.engine.v2.parser.ParserImpl;
import org.snakeyaml.engine.v2.scanner.StreamReader;
import seedgen.error.SeedgenException;

/** Reads a dataset spec from YAML text into a {@link Spec}, every mistake one line naming FILE:LINE:COLUMN. */
public final class SpecReader {

    private static final Set<String> TOP = Set.of("seedgen", "name", "description", "params", "tables");
    private static final Set<String> TABLE = Set.of("rows", "per", "columns", "primary_key", "unique", "kept",
            "checks");
    private static final Set<String> CHECK = Set.of("check", "name", "redraw");
    private static final Set<String> PER = Set.of("parent", "count", "distribution", "mean", "s", "weights", "exact",
            "one_of");
    private static final Set<String> PARAM = Set.of("default", "values");
    /** Keys every column may have besides its generator's own options. */
    static final Set<String> COLUMN_COMMON = Set.of("gen", "type", "null", "null_with", "unique");
    private static final Pattern RANGE = Pattern.compile("\\s*(-?[0-9_]+)\\s*(?:\\.\\.\\s*(-?[0-9_]+)\\s*)?");
    /** Any name a server holds (quoted wherever it is used), within MySQL's 64 characters: no control character. */
    private static final Pattern NAME = Pattern.compile("[^\\p{Cntrl}]{1,64}");

    private SpecReader() {
    }

    /**
     * What a dataset run's rows are made from, as 64 hex digits: the spec's text, the parameters, the seed and the
     * rows asked. A resume is refused unless they are the same.
     */
    public static String fingerprint(String text, Map<String, String> params, long seed, Long rows) {
        try {
            java.security.MessageDigest sha = java.security.MessageDigest.getInstance("SHA-256");
            sha.update(text.getBytes(java.nio.charset.StandardCharsets.UTF_8));
            sha.update(("\n" + new java.util.TreeMap<>(params) + "\nseed=" + seed + "\nrows=" + rows)
                    .getBytes(java.nio.charset.StandardCharsets.UTF_8));
            return java.util.HexFormat.of().formatHex(sha.digest());
        } catch (java.security.NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }

    /** {@code params}: values given with --param, which replace the defaults. */
    public static Spec read(String file, String text, Map<String, String> params) {
        org.snakeyaml.engine.v2.nodes.Node root = compose(file, text);
        // Parameters first: every other value may use them.
        Map<String, String> values = new HashMap<>();
        Node top = new Node(root, file, Map.of());
        Map<String, Node> fields = top.mapping("the spec", TOP);
        List<Spec.Param> declared = new ArrayList<>();
        if (fields.containsKey("params")) {
            for (Map.Entry<String, Node> e : fields.get("params").mapping("params").entrySet()) {
                Map<String, Node> p = e.getValue().mapping("parameter " + e.getKey(), PARAM);
                if (!p.containsKey("default")) {
                    throw e.getValue().where().error("parameter " + e.getKey() + " needs a default");
                }
                String def = p.get("default").scalar("a default");
                List<String> allowed = p.containsKey("values") ? p.get("values").names("values") : List.of();
                if (!allowed.isEmpty() && !allowed.contains(def)) {
                    throw p.get("default").where().error("the default " + def + " is not among " + allowed);
                }
                declared.add(new Spec.Param(e.getKey(), def, allowed, e.getValue().where()));
                values.put(e.getKey(), def);
            }
        }
        for (Map.Entry<String, String> given : params.entrySet()) {
            Spec.Param p = declared.stream().filter(d -> d.name().equals(given.getKey())).findFirst()
                    .orElseThrow(() -> SeedgenException.badInput("--param " + given.getKey() + ": " + file
                            + " declares no such parameter (it has: " + declared.stream().map(Spec.Param::name)
                            .toList() + ")"));
            if (!p.values().isEmpty() && !p.values().contains(given.getValue())) {
                throw SeedgenException.badInput("--param " + given.getKey() + "=" + given.getValue() + ": give one of "
                        + p.values());
            }
            values.put(given.getKey(), given.getValue());
        }
        Node spec = new Node(root, file, values);
        fields = spec.mapping("the spec", TOP);
        if (!fields.containsKey("seedgen")) {
            throw spec.where().error("the spec must start with 'seedgen: " + Spec.VERSION
                    + "' (the version of the spec format it is written for)");
        }
        long version = fields.get("seedgen").integer("seedgen (the spec format version)");
        if (version != Spec.VERSION) {
            throw fields.get("seedgen").where().error("spec format version " + version + " is not one this seedgen "
                    + "reads: write 'seedgen: " + Spec.VERSION + "'");
        }
        String name = fields.containsKey("name") ? fields.get("name").scalar("name") : defaultName(file);
        String description = fields.containsKey("description") ? fields.get("description").scalar("description") : "";
        if (!fields.containsKey("tables")) {
            throw spec.where().error("the spec has no 'tables:'");
        }
        List<Spec.TableDef> tables = new ArrayList<>();
        for (Map.Entry<String, Node> e : fields.get("tables").mapping("tables").entrySet()) {
            tables.add(table(e.getKey(), e.getValue(), fields.get("tables").keyWhere(e.getKey())));
        }
        if (tables.isEmpty()) {
            throw fields.get("tables").where().error("'tables:' lists no table");
        }
        return new Spec(file, (int) version, name, description, declared, tables);
    }

    private static org.snakeyaml.engine.v2.nodes.Node compose(String file, String text) {
        LoadSettings settings = LoadSettings.builder().setLabel(file).build();
        try {
            Composer composer = new Composer(settings, new ParserImpl(settings, new StreamReader(settings, text)));
            if (!composer.hasNext()) {
                throw SeedgenException.badInput(file + ":1:1: the spec is empty");
            }
            org.snakeyaml.engine.v2.nodes.Node node = composer.next();
            if (composer.hasNext()) {
                throw SeedgenException.badInput(file + ": holds more than one YAML document; a spec is one");
            }
            return node;
        } catch (MarkedYamlEngineException e) {
            int line = e.getProblemMark().map(m -> m.getLine() + 1).orElse(1);
            int column = e.getProblemMark().map(m -> m.getColumn() + 1).orElse(1);
            throw SeedgenException.badInput(file + ":" + line + ":" + column + ": not valid YAML: "
                    + e.getProblem() + (e.getContext() == null ? "" : " " + e.getContext()));
        } catch (YamlEngineException e) {
            throw SeedgenException.badInput(file + ": not valid YAML: " + e.getMessage().lines().findFirst()
                    .orElse(""));
        }
    }

    static String checkName(String name, Where where, String what) {
        if (!NAME.matcher(name).matches()) {
            throw where.error(what + " '" + name.replaceAll("\\p{Cntrl}", "?") + "' must be 1 to 64 characters "
                    + "without control characters");
        }
        return name;
    }

    private static Spec.TableDef table(String name, Node node, Where where) {
        checkName(name, where, "table name");
        Map<String, Node> f = node.mapping("table " + name, TABLE);
        Long rows = f.containsKey("rows") ? f.get("rows").integer("rows") : null;
        Spec.PerParent per = f.containsKey("per") ? per(name, f.get("per")) : null;
        if ((rows == null) == (per == null)) {
            throw where.error("table " + name + " needs either 'rows: N' or 'per: {parent: TABLE, count: MIN..MAX}',"
                    + " not " + (rows == null ? "neither" : "both"));
        }
        if (rows != null && rows < 0) {
            throw f.get("rows").where().error("rows must be 0 or more");
        }
        if (!f.containsKey("columns")) {
            throw where.error("table " + name + " has no 'columns:'");
        }
        List<Spec.ColumnDef> columns = new ArrayList<>();
        Node cols = f.get("columns");
        for (Map.Entry<String, Node> c : cols.mapping("columns of " + name).entrySet()) {
            columns.add(column(name, c.getKey(), c.getValue(), cols.keyWhere(c.getKey())));
        }
        if (columns.isEmpty()) {
            throw cols.where().error("table " + name + " lists no column");
        }
        boolean kept = f.containsKey("kept") && f.get("kept").bool("kept");
        List<String> pk = f.containsKey("primary_key") ? f.get("primary_key").names("primary_key") : List.of();
        List<List<String>> unique = new ArrayList<>();
        if (f.containsKey("unique")) {
            for (Node u : f.get("unique").list("unique")) {
                unique.add(u.names("a unique key"));
            }
        }
        if (kept && per != null) {
            throw f.get("kept").where().error("kept: true names a table whose rows the database holds already: give "
                    + "it rows: (how many), not per:");
        }
        List<Spec.CheckDef> checks = new ArrayList<>();
        if (f.containsKey("checks")) {
            for (Node c : f.get("checks").list("checks")) {
                checks.add(check(name, c));
            }
        }
        return new Spec.TableDef(name, rows, per, columns, pk, unique, where, f.containsKey("primary_key")
                && pk.isEmpty(), kept, checks);
    }

    /** A {@code checks:} entry: the SQL itself, or {@code {check: SQL, name: NAME, redraw: [COLUMN, ...]}}. */
    private static Spec.CheckDef check(String table, Node node) {
        if (!node.isMapping()) {
            return new Spec.CheckDef(null, node.scalar("a check of " + table), List.of(), node.where());
        }
        Map<String, Node> f = node.mapping("a check of " + table, CHECK);
        if (!f.containsKey("check")) {
            throw node.where().error("a check of " + table + " needs 'check: CONDITION' (SQL every row holds, e.g. "
                    + "check: \"price > 0\")");
        }
        return new Spec.CheckDef(f.containsKey("name") ? f.get("name").scalar("name") : null,
                f.get("check").scalar("check"), f.containsKey("redraw") ? f.get("redraw").names("redraw") : List.of(),
                f.get("check").where());
    }

    private static Spec.PerParent per(String table, Node node) {
        Map<String, Node> f = node.mapping("per of " + table, PER);
        if (!f.containsKey("parent") || !(f.containsKey("count") || f.containsKey("weights"))) {
            throw node.where().error("per needs 'parent: TABLE' and 'count: MIN..MAX' (or a fixed count, or "
                    + "weights: {COUNT: WEIGHT, ...})");
        }
        if (f.containsKey("weights")) {
            if (f.containsKey("one_of")) {
                throw f.get("one_of").where().error("one_of: goes with count:, not with the counts weights: measured");
            }
            // the counts measured, each with its share: the range is theirs
            for (String other : List.of("count", "mean", "s")) {
                if (f.containsKey(other)) {
                    throw f.get(other).where().error("weights: gives every count its share: drop " + other + ":");
                }
            }
            if (f.containsKey("distribution") && !f.get("distribution").scalar("distribution").equals("empirical")) {
                throw f.get("distribution").where().error("weights: is the empirical distribution: drop "
                        + "distribution: or write distribution: empirical");
            }
            seedgen.generate.Empirical.Weights w = OptionValues.weights(f.get("weights"), "count");
            if (w.min() < 0) {
                throw f.get("weights").where().error("a count cannot be negative");
            }
            boolean exact = f.containsKey("exact") && f.get("exact").bool("exact");
            return new Spec.PerParent(f.get("parent").scalar("parent"), w.min(), w.max(), "empirical", null, w,
                    node.where(), exact);
        }
        if (f.containsKey("exact")) {
            throw f.get("exact").where().error("exact: true deals the counts of weights: {COUNT: WEIGHT, ...} to the "
                    + "parent rows: give weights: instead of count:, or drop exact:");
        }
        long[] range = range(f.get("count"), "count");
        if (range[0] < 0) {
            throw f.get("count").where().error("count cannot be negative");
        }
        String dist = f.containsKey("distribution") ? f.get("distribution").scalar("distribution")
                : range[0] == range[1] ? "fixed" : "uniform";
        if (dist.equals("empirical")) {
            throw f.get("distribution").where().error("distribution: empirical needs weights: {COUNT: WEIGHT, ...} "
                    + "(or {MIN..MAX: WEIGHT}) instead of count:");
        }
        Double param = f.containsKey("mean") ? Double.valueOf(f.get("mean").number("mean"))
                : f.containsKey("s") ? Double.valueOf(f.get("s").number("s")) : null;
        List<String> oneOf = null;
        if (f.containsKey("one_of")) {
            // subtypes: each parent row has its rows in one table of the list, this one or another
            oneOf = f.get("one_of").names("one_of");
            if (!oneOf.contains(table)) {
                throw f.get("one_of").where().error("one_of: lists the tables each parent row has its rows in one of, "
                        + "this one among them: add " + table + " to it");
            }
            if (range[0] < 1) {
                throw f.get("count").where().error("one_of: gives each parent row its rows in one of the tables: "
                        + "give count: at least 1 (which parents have none here is one_of's to decide)");
            }
        }
        return new Spec.PerParent(f.get("parent").scalar("parent"), range[0], range[1], dist, param, null,
                node.where(), false, oneOf);
    }

    /** {@code 5} or {@code 0..20}: min and max; a reversed range is refused. */
    static long[] range(Node node, String what) {
        String s = node.scalar(what);
        Matcher m = RANGE.matcher(s);
        if (!m.matches()) {
            throw node.where().error(what + " must be a number or MIN..MAX, not '" + s + "'");
        }
        long min = Long.parseLong(m.group(1).replace("_", ""));
        long max = m.group(2) == null ? min : Long.parseLong(m.group(2).replace("_", ""));
        if (min > max) {
            throw node.where().error(what + " " + s + " is reversed: write " + max + ".." + min);
        }
        return new long[] {min, max};
    }

    /** A spec without {@code name:} is named after its file: {@code shop} for {@code specs/shop.yaml}. */
    private static String defaultName(String file) {
        String base = file.substring(Math.max(file.lastIndexOf('/'), file.lastIndexOf('\\')) + 1);
        int dot = base.indexOf('.');
        String stem = dot > 0 ? base.substring(0, dot) : base;
        return stem.matches("[A-Za-z0-9_-]{1,64}") ? stem : "dataset";
    }

    static Spec.ColumnDef column(String table, String name, Node node, Where where) {
        checkName(name, where, "column name");
        Map<String, Node> f = node.mapping("column " + table + "." + name);
        if (!f.containsKey("gen")) {
            throw node.where().error("column " + table + "." + name + " needs 'gen:' (the generator that makes its "
                    + "values, e.g. gen: sequence)");
        }
        Map<String, Node> options = new LinkedHashMap<>(f);
        COLUMN_COMMON.forEach(options::remove);
        double nullRatio = f.containsKey("null") ? f.get("null").number("null") : 0;
        if (nullRatio < 0 || nullRatio > 1) {
            // 1: NULL on every row, as a column learned from a table where it always is
            throw f.get("null").where().error("null is the share of NULLs, from 0 to 1");
        }
        boolean unique = f.containsKey("unique") && f.get("unique").bool("unique");
        return new Spec.ColumnDef(name, f.get("gen").scalar("gen"), options,
                f.containsKey("type") ? f.get("type").scalar("type") : null, nullRatio, unique, where,
                f.get("gen").where(), f.get("null_with"));
    }
}
