package seedgen.spec;

import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import seedgen.generate.ParentIndex;
import seedgen.model.ForeignKey;

/** A table while it is compiled: its row count, its parent index, the columns compiled so far and its key. */
final class Table {
    final Spec.TableDef def;
    final long rows;
    final ParentIndex index;
    final ThreadLocal<ParentIndex.Cursor> cursor;
    /** The counts {@code per: {..., exact: true}} deals to the parent rows; null where they are drawn. */
    final seedgen.generate.DealtCounts dealt;
    /** Per ref column with {@code fanout:} and {@code exact: true}, the counts dealt to its target's rows. */
    final Map<String, seedgen.generate.DealtCounts> dealtByRef = new HashMap<>();
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
    /** Per number column (int, decimal, sequence), its least and greatest value: a number after it needs them. */
    final Map<String, double[]> ranges = new HashMap<>();
    /** Per quantile-drawn column, the uniform its value is drawn from: a column correlated to it needs it. */
    final Map<String, java.util.function.LongToDoubleFunction> uniforms = new HashMap<>();
    /** Per column laid out in row order (ordered: true with quantiles:), its values: found by value by halving. */
    final Map<String, seedgen.generate.OrderedValues> ordered = new HashMap<>();
    /** Per {@code gen: parent} column, the owner's column it copies (its key's, where it names none). */
    final Map<String, String> parentCopies = new LinkedHashMap<>();
    /** Per {@code gen: parent} column with {@code column:}, where it says so: a key they miss is refused there. */
    final Map<String, Where> parentColumnAt = new LinkedHashMap<>();
    /**
     * Columns whose values differ between the rows of one parent with equal values of the columns listed (a counter
     * or a series within them, a distinct member of a group): a key with the parent's key and those columns.
     */
    final Map<String, List<String>> uniqueWithin = new HashMap<>();
    /**
     * Per series with {@code runs:} (not snapped), the most rows of one group that hold one value, and the series'
     * own {@code within:} columns: a group of columns that holds them all holds no more rows than that.
     */
    final Map<String, Runs> runs = new HashMap<>();
    /** In a table of its own rows, columns whose values differ between rows with equal values of those listed. */
    final Map<String, List<String>> uniqueAmong = new HashMap<>();
    /** Per {@code gen: states} column, each row's history: a {@code state_time} column of it reads the times. */
    final Map<String, seedgen.generate.StateHistory> histories = new HashMap<>();
    /** Per ref column with {@code one_of:}, its tables and what the column naming them holds for each. */
    final Map<String, OneOf> oneOfRefs = new HashMap<>();
    /** The references that hold on some rows only (a polymorphic pair's, one per table): counted after the load. */
    final List<ForeignKey> conditional = new java.util.ArrayList<>();
    List<String> pk;
    /** The datetime column whose times grow with the row (ordered: true with to:), if any: a ref's before: needs it. */
    String spreadTime;

    /**
     * A reference to a row of one of several tables ({@code one_of:}): the tables, sorted, each one's value in the
     * column that names it, and for a row the place of the table its row is in.
     */
    record OneOf(List<String> tables, List<String> values, java.util.function.LongToIntFunction slot) {
    }

    /** At most {@code most} rows of a group of {@code within} hold one value of a series. */
    record Runs(long most, List<String> within) {
    }

    Table(Spec.TableDef def, long rows, ParentIndex index, seedgen.generate.DealtCounts dealt) {
        this.def = def;
        this.rows = rows;
        this.index = index;
        this.dealt = dealt;
        this.cursor = index == null ? null : ThreadLocal.withInitial(index::cursor);
    }

    ParentIndex.Place place(long row) {
        return cursor.get().locate(row);
    }

    /**
     * The parent row of {@code row}, for a column that needs no more of its place: from this thread's last place where
     * the row is among its children (the rows of a batch come in order, and a row's columns ask one after another),
     * else looked up.
     */
    long parentOf(long row) {
        return cursor.get().parentOf(row);
    }

    Spec.ColumnDef columnDef(String name) {
        return def.columns().stream().filter(c -> c.name().equals(name)).findFirst().orElse(null);
    }
}
