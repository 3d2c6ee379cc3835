package seedgen.spec;

import java.util.List;
import java.util.Map;

/**
 * A dataset spec as written (format version {@link #VERSION}): tables in file order, each with a row count or a
 * count per row of a parent table, and columns each made by a named generator with its options. Read by
 * {@link SpecReader}; turned into generators by {@link DatasetCompiler}. Places are kept for every error.
 */
public record Spec(String file, int version, String name, String description, List<Param> params,
        List<TableDef> tables) {

    /** The longest value {@code other: {length: ..}} of a choice makes up. */
    public static final int OTHER_LONGEST = 255;

    /** The spec format this seedgen reads. A spec names it as {@code seedgen: 1}. */
    public static final int VERSION = 1;

    /** A parameter ({@code --param name=value}), with its default and, if listed, the values it may take. */
    public record Param(String name, String defaultValue, List<String> values, Where where) {
    }

    /** {@code rows} for a root table, or {@code per} for a table whose rows belong to rows of a parent table. */
    /** {@code keyless}: {@code primary_key: []}, a table that has no key (an application's, filled as it is). */
    /** {@code checks}: conditions every row holds ({@code checks:}), each evaluated on the row and kept by redraws. */
    public record TableDef(String name, Long rows, PerParent per, List<ColumnDef> columns, List<String> primaryKey,
            List<List<String>> unique, Where where, boolean keyless, boolean kept, List<CheckDef> checks) {

        public TableDef {
            checks = List.copyOf(checks);
        }

        public TableDef(String name, Long rows, PerParent per, List<ColumnDef> columns, List<String> primaryKey,
                List<List<String>> unique, Where where, boolean keyless, boolean kept) {
            this(name, rows, per, columns, primaryKey, unique, where, keyless, kept, List.of());
        }

        public TableDef(String name, Long rows, PerParent per, List<ColumnDef> columns, List<String> primaryKey,
                List<List<String>> unique, Where where, boolean keyless) {
            this(name, rows, per, columns, primaryKey, unique, where, keyless, false);
        }

        public TableDef(String name, Long rows, PerParent per, List<ColumnDef> columns, List<String> primaryKey,
                List<List<String>> unique, Where where) {
            this(name, rows, per, columns, primaryKey, unique, where, false, false);
        }
    }

    /**
     * A condition every row of the table holds, in SQL ({@code price > 0}, {@code entity0 <> entity1}), as a CHECK
     * constraint says it: {@code name} the constraint's, or null; {@code redraw} the columns drawn again where a row
     * breaks it, or empty for every column it reads that can be.
     */
    public record CheckDef(String name, String sql, List<String> redraw, Where where) {
        public CheckDef {
            redraw = List.copyOf(redraw);
        }
    }

    /**
     * Children per parent row: {@code min..max} drawn with {@code distribution} ({@code param}: mean or s), or by
     * {@code weights}; {@code exact}: the weights' counts dealt to the parent rows in their shares, not drawn;
     * {@code oneOf}: the tables (this one among them) one of which each parent row has its rows in, or null.
     */
    public record PerParent(String parent, long min, long max, String distribution, Double param,
            seedgen.generate.Empirical.Weights weights, Where where, boolean exact, List<String> oneOf) {

        public PerParent(String parent, long min, long max, String distribution, Double param,
                seedgen.generate.Empirical.Weights weights, Where where, boolean exact) {
            this(parent, min, max, distribution, param, weights, where, exact, null);
        }

        public PerParent(String parent, long min, long max, String distribution, Double param,
                seedgen.generate.Empirical.Weights weights, Where where) {
            this(parent, min, max, distribution, param, weights, where, false, null);
        }
    }

    /**
     * One column: its generator, the generator's options, an optional SQL type, NULL share and uniqueness;
     * {@code nullWith}, the column whose draw decides this one's NULLs too ({@code null_with:}), or null.
     */
    public record ColumnDef(String name, String gen, Map<String, Node> options, String type, double nullRatio,
            boolean unique, Where where, Where genWhere, Node nullWith) {

        public ColumnDef(String name, String gen, Map<String, Node> options, String type, double nullRatio,
                boolean unique, Where where, Where genWhere) {
            this(name, gen, options, type, nullRatio, unique, where, genWhere, null);
        }

        /** The text of option {@code name} where it is a scalar ({@code table: posts}); else null. */
        public String optionText(String name) {
            Node n = options.get(name);
            return n == null || !n.isScalar() ? null : n.scalar(name);
        }
    }
}
