package seedgen.spark;

import java.io.Serializable;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Supplier;
import org.apache.spark.sql.util.CaseInsensitiveStringMap;
import seedgen.Seedgen;
import seedgen.plan.Plan;
import seedgen.plan.TableRows;

/**
 * What a read makes, from its options, named as the command's flags: {@code dataset} (a built-in) or {@code spec} (a
 * spec file, a printed {@code --from-db} spec included; {@code load(path)} says the same), {@code table}, {@code rows},
 * {@code seed}, {@code partitions} and {@code param.NAME} ({@code --param NAME=VALUE}). The driver reads the spec file;
 * its text travels with the partitions, so an executor needs no copy of it.
 *
 * @param label the dataset's name or the spec file's, for names and messages
 * @param text the spec's YAML
 * @param params the spec's parameters
 * @param seed the command's {@code --seed}
 * @param rowsAsked the command's {@code --rows}, or null for the spec's own counts
 * @param table the table read
 * @param partitions the slices to cut it into, or null for Spark's default parallelism
 */
record SourceOptions(String label, String text, Map<String, String> params, long seed, Long rowsAsked, String table,
        Integer partitions) implements Serializable {

    private static final Set<String> KNOWN = Set.of("dataset", "spec", "path", "table", "rows", "seed", "partitions");
    private static final String PARAM = "param.";

    /** The plans compiled in this JVM (driver or executor), by what made them: one per spec, seed and rows. */
    private static final Map<List<Object>, Plan> COMPILED = new ConcurrentHashMap<>();

    static SourceOptions of(CaseInsensitiveStringMap options) {
        for (String key : options.keySet()) {
            if (!KNOWN.contains(key) && !key.startsWith(PARAM)) {
                throw new IllegalArgumentException("seedgen: no option '" + key + "': the options are dataset or spec, "
                        + "table, rows, seed, partitions and param.NAME");
            }
        }
        String dataset = options.get("dataset");
        String spec = options.containsKey("spec") ? options.get("spec") : options.get("path");
        if ((dataset == null) == (spec == null)) {
            throw new IllegalArgumentException("seedgen: give exactly one of option(\"dataset\", NAME) (a built-in: "
                    + String.join(", ", seedgen.plan.BuiltIn.names()) + ") and option(\"spec\", FILE)");
        }
        Seedgen source = dataset != null ? Seedgen.dataset(dataset) : Seedgen.spec(Path.of(spec));
        Map<String, String> params = new TreeMap<>();
        options.forEach((k, v) -> {
            if (k.startsWith(PARAM)) {
                params.put(k.substring(PARAM.length()), v);
            }
        });
        String label = dataset != null ? dataset : Path.of(spec).getFileName().toString();
        long seed = options.containsKey("seed") ? number(options, "seed", Long.MIN_VALUE) : 1;
        Long rows = options.containsKey("rows") ? number(options, "rows", 0) : null;
        Integer partitions = options.containsKey("partitions")
                ? Math.toIntExact(Math.min(number(options, "partitions", 1), 1_000_000)) : null;
        // compiled on the driver first: a bad spec, parameter or table fails the read at once, named as its file
        Plan plan = planOf(source.specText(), params, seed, rows, () -> source);
        List<String> names = plan.tables().stream().map(Plan.Table::name).toList();
        String table = options.get("table");
        if (table == null && names.size() == 1) {
            table = names.get(0);
        } else if (table == null || !names.contains(table)) {
            throw new IllegalArgumentException("seedgen: " + label + " has tables " + String.join(", ", names)
                    + (table == null ? "" : " and no table '" + table + "'") + ": name the one to read with "
                    + "option(\"table\", NAME)");
        }
        return new SourceOptions(label, source.specText(), Map.copyOf(params), seed, rows, table, partitions);
    }

    /** The table's rows, its plan compiled once in this JVM for these options. */
    TableRows rows() {
        return planOf(text, params, seed, rowsAsked, () -> Seedgen.specText(text)).rows(table);
    }

    private static Plan planOf(String text, Map<String, String> params, long seed, Long rows,
            Supplier<Seedgen> source) {
        List<Object> key = Arrays.asList(text, Map.copyOf(params), seed, rows);
        Plan plan = COMPILED.get(key);
        if (plan == null) {
            if (COMPILED.size() >= 16) {
                COMPILED.clear(); // a long-lived executor that has read many specs keeps the recent ones only
            }
            Seedgen s = source.get().seed(seed);
            params.forEach(s::param);
            if (rows != null) {
                s.rows(rows);
            }
            plan = s.plan();
            COMPILED.put(key, plan);
        }
        return plan;
    }

    private static long number(CaseInsensitiveStringMap options, String key, long least) {
        String v = options.get(key);
        try {
            long n = Long.parseLong(v.trim().replace("_", ""));
            if (n >= least) {
                return n;
            }
        } catch (NumberFormatException e) {
            // said below
        }
        throw new IllegalArgumentException("seedgen: option " + key + " is '" + v + "': give a whole number"
                + (least > Long.MIN_VALUE ? " of at least " + least : "") + ", as --" + key + " takes");
    }
}
