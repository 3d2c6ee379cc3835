package seedgen.spec;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import seedgen.generate.ParentIndex;
import seedgen.model.Column;
import seedgen.model.Dataset;
import seedgen.model.ForeignKey;
import seedgen.model.TableSpec;

/**
 * Turns a {@link Spec} into a {@link Dataset}: row counts (per-parent counts summed by {@link ParentIndex}),
 * one generator per column, keys and foreign keys, in load order. Every check that can be made before connecting
 * is made here, each failing with the spec's FILE:LINE:COLUMN: a reference to a missing table or column, a cycle,
 * a unique key the generators cannot make unique by construction, a reversed range, a value that cannot fit its
 * column type.
 */
public final class DatasetCompiler {

    private final Spec spec;
    private final Compilation comp;

    private DatasetCompiler(Spec spec, long seed, Long rootRows, Map<String, Long> rowsOf) {
        this.spec = spec;
        this.comp = new Compilation(spec, seed, rootRows, rowsOf);
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

    /**
     * As {@link #compile(Spec, long, Long)}, where a table's {@code checks:} hold on no draw of a sampled row: the
     * table's {@link Dataset.Checks#failure()} says so rather than the compile being refused. What a draft of a spec
     * asks before it is written.
     */
    public static Dataset compileChecked(Spec spec, long seed, Long rootRows) {
        DatasetCompiler c = new DatasetCompiler(spec, seed, rootRows, Map.of());
        c.comp.lenientChecks = true;
        return c.run();
    }

    private Dataset run() {
        comp.compileAll();
        List<Dataset.Table> out = new ArrayList<>();
        List<Dataset.Table> kept = new ArrayList<>();
        for (Table t : LoadOrder.of(comp.compiled)) {
            (t.def.kept() ? kept : out).add(table(t));
        }
        return new Dataset(spec.name(), spec.description(), out, kept);
    }

    /** A compiled table as the dataset holds it: its columns, keys and foreign keys. */
    private Dataset.Table table(Table t) {
        List<Column> columns = new ArrayList<>();
        List<ForeignKey> fks = new ArrayList<>();
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
        fks = comp.keys.parentKeys(t, comp.keys.sameRowKeys(t, fks));
        List<List<String>> unique = new ArrayList<>();
        for (Spec.ColumnDef c : t.def.columns()) {
            if (c.unique() && !t.pk.equals(List.of(c.name()))) {
                unique.add(List.of(c.name()));
            }
        }
        unique.addAll(t.def.unique());
        return new Dataset.Table(t.def.name(), t.rows, new TableSpec(t.def.name(), columns, List.of(), false), t.pk,
                unique, fks, t.def.per() == null ? null : t.def.per().parent(), nullable,
                t.index == null ? null : t::parentOf, t.index, List.copyOf(t.conditional), List.of(), comp.checksReport(t));
    }
}
