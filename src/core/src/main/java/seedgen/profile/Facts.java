package seedgen.profile;

import seedgen.run.Learning;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.List;
import seedgen.catalog.Catalog;
import seedgen.dialect.Dialect;

/**
 * Facts across the columns of one table, over the rows a {@code FROM ... WHERE ...} text selects, measured on the
 * server by aggregate queries (SELECT only): which columns are NULL together, which order two columns of a row keep,
 * how two numbers or times rank together, and how two columns of few values depend on each other. Both
 * {@code seedgen report} (over whole tables) and the learner (over a sample of key ranges) read them here.
 *
 * <p>Each list holds every pair measured, in the order of the table's columns; {@link #measure} says which columns
 * take part and where the work is capped. Only {@link Categories#cells} holds values of the rows; {@link
 * #withoutValues} drops them.
 *
 * @param table the table's name
 * @param rows the rows the text selected
 */
public record Facts(String table, long rows, List<NullPair> nulls, List<Order> orders, List<Rank> ranks,
        List<Categories> categories) {

    /**
     * A column of at most this many distinct values (over the rows read) is a category: as many as the learner draws
     * a column of text from its measured values ({@link Learning#FEW_VALUES}).
     */
    public static final int FEW = 64;
    /**
     * Columns with NULLs paired for {@link NullPair}s, the first in the table's order that hold NULLs and values:
     * their pairs are counted from one grouping of the rows by which of them are NULL (a bit each, so at most 62),
     * and 32 give 496 pairs, more than anyone reads.
     */
    public static final int MAX_NULLABLE = 32;
    /**
     * Columns of each measure (numbers; times) paired for {@link Order}s, the first in the table's order: 16 give 120
     * pairs, a sum of up to three comparisons each a row.
     */
    public static final int MAX_ORDERED = 16;
    /**
     * Columns ranked for {@link Rank}s: those with more than {@value #FEW} distinct values first (a measure only a
     * rank correlation relates; a category's dependences are its {@link Categories}), then the others, each group in
     * the table's order, as many as {@link #MAX_WINDOWS} allows.
     */
    public static final int MAX_RANKED = 10;
    /**
     * Window functions of the one ranking query. A ranking is one window over the column's order (two where it has
     * ties: one more counts them), and the server's time goes with the windows (on MariaDB about a third of a second
     * each over 200,000 rows; PostgreSQL shares the sort of one column's windows and takes far less). A column NULL
     * on other rows than its partner's is ranked again over the rows where both hold a value, so NULLs cost windows;
     * a column that would take the query past this many is left out.
     */
    public static final int MAX_WINDOWS = 32;
    /**
     * Columns ranked by their quantiles where the caller gives them: each value takes the rank of the quantiles around
     * it (the middle of the ranks of a value several points share), no sort needed, all pairs in one scan of the rows
     * (a nest of comparisons a value, six sums a pair). Ranks to within the points' spacing (2.5%, finer in the tails)
     * give Spearman's rho to within about 0.01 of the sorted ranks'.
     */
    public static final int MAX_BINNED = 12;
    /** Columns of few values paired for {@link Categories}, the first in the table's order: 66 pairs. */
    public static final int MAX_CATEGORICAL = 12;
    /**
     * The categories are read in one grouping by all of them when the product of their distinct counts is at most
     * this (a result that size is quickly read), else in one grouping per pair.
     */
    public static final long MAX_COMBINATIONS = 50_000;
    /**
     * Expressions of one SELECT list: PostgreSQL takes at most 1,664; a longer list is read in more queries of the
     * same rows.
     */
    static final int MAX_SELECTED = 1_000;

    public Facts {
        nulls = List.copyOf(nulls);
        orders = List.copyOf(orders);
        ranks = List.copyOf(ranks);
        categories = List.copyOf(categories);
    }

    /**
     * The facts of {@code table}'s columns over the rows {@code fromWhere} selects: a text starting with {@code FROM}
     * that the table's quoted column names (as {@code sql} quotes them) can be read from, such as
     * {@code FROM `shop`.`orders` WHERE `id` BETWEEN 1 AND 5000}. The queries read it as a derived table:
     * {@code SELECT <columns> <fromWhere>}. It runs:
     * <ol>
     * <li>one scan counting rows, values and distinct values of every column (unless the caller gives them: see
     * {@link Counts}), and rows where one column is below, equal to and above the other for each pair of numbers and
     * of times (at most {@value #MAX_ORDERED} each; no foreign-key column: its numbers name rows of another table and
     * measure nothing);</li>
     * <li>one grouping of the rows by which columns are NULL, of the first {@value #MAX_NULLABLE} that hold NULLs and
     * values;</li>
     * <li>one query ranking up to {@value #MAX_RANKED} numbers and times (not a foreign key's, nor one of a single
     * value) by window functions, at most {@value #MAX_WINDOWS} of them, and summing the pairs' ranks;</li>
     * <li>one grouping by the columns of at most {@value #FEW} values (at most {@value #MAX_CATEGORICAL}, foreign
     * keys among them), or one per pair of them where their combinations could be many.</li>
     * </ol>
     * A list longer than {@value #MAX_SELECTED} expressions is read in more than one query.
     */
    public static Facts measure(Connection c, Dialect sql, Catalog.Table table, String fromWhere) throws SQLException {
        return new FactsReader(c, sql, table, fromWhere, null).read();
    }

    /**
     * As {@link #measure(Connection, Dialect, Catalog.Table, String)}, with what the caller has already counted over
     * the same rows, so that the first scan counts nothing again: its distinct values are the costly part (a hash or
     * a sort of every column). Without a column in {@code counts}, refused naming it.
     */
    public static Facts measure(Connection c, Dialect sql, Catalog.Table table, String fromWhere, Counts counts)
            throws SQLException {
        return new FactsReader(c, sql, table, fromWhere, java.util.Objects.requireNonNull(counts, "counts")).read();
    }

    /**
     * What a caller counted over the rows a text selects: the rows, and per column (by name, either case) its rows
     * with a value and its distinct values (-1 where not counted: such a column is no category and is not ranked);
     * and, where the caller has them over the same rows (the learner does), the quantiles of numbers and times: with
     * them every pair of those columns is ranked in one scan, each value by the rank its quantiles give it, rather
     * than by a sort of the rows a column (see {@link #MAX_BINNED}).
     */
    public record Counts(long rows, java.util.Map<String, Long> nonNull, java.util.Map<String, Long> distinct,
            java.util.Map<String, Learned.Quantiles> quantiles) {
        public Counts {
            nonNull = java.util.Map.copyOf(nonNull);
            distinct = java.util.Map.copyOf(distinct);
            quantiles = java.util.Map.copyOf(quantiles);
        }

        public Counts(long rows, java.util.Map<String, Long> nonNull, java.util.Map<String, Long> distinct) {
            this(rows, nonNull, distinct, java.util.Map.of());
        }
    }

    /** The same facts without the values of the rows: each {@link Categories} without its cells. */
    public Facts withoutValues() {
        return new Facts(table, rows, nulls, orders, ranks, categories.stream().map(k -> new Categories(k.a(), k.b(),
                k.rows(), k.valuesA(), k.valuesB(), k.v(), List.of())).toList());
    }

    /**
     * Two columns that each hold NULLs and values: rows NULL in {@code a}, in {@code b}, and in both.
     */
    public record NullPair(String a, String b, long nullA, long nullB, long both) {

        /** The share of the rows NULL in {@code a} that are NULL in {@code b} too. */
        public double bGivenA() {
            return (double) both / nullA;
        }

        /** The share of the rows NULL in {@code b} that are NULL in {@code a} too. */
        public double aGivenB() {
            return (double) both / nullB;
        }
    }

    /** Two numbers or two times, over the rows that hold both: rows where {@code a} is below, equal to, above b. */
    public record Order(String a, String b, long less, long equal, long greater) {

        /** The rows compared: those with both values. */
        public long compared() {
            return less + equal + greater;
        }

        /** The share of the rows compared with {@code a < b}; 0 with none compared. */
        public double lessShare() {
            return compared() == 0 ? 0 : (double) less / compared();
        }

        /** The share of the rows compared with {@code a > b}; 0 with none compared. */
        public double greaterShare() {
            return compared() == 0 ? 0 : (double) greater / compared();
        }
    }

    /**
     * Spearman's rank correlation of two numbers or times over the {@code rows} that hold both, ties taking their
     * average rank: 1 where b always grows with a, -1 where it always falls, 0 where neither.
     */
    public record Rank(String a, String b, long rows, double rho) {
    }

    /**
     * Two columns of at most {@value Facts#FEW} values over the {@code rows} that hold both: how many values each
     * holds there, Cramér's V of the two (bias-corrected: 0 for independent columns whatever the rows, 1 where one
     * determines the other), and the contingency table, each pair of values (as text) with its rows.
     */
    public record Categories(String a, String b, long rows, int valuesA, int valuesB, double v, List<Cell> cells) {
        public Categories {
            cells = List.copyOf(cells);
        }
    }

    /** Rows with {@code a} in the first column and {@code b} in the second. */
    public record Cell(String a, String b, long rows) {
    }
}
