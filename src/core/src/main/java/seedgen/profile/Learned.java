package seedgen.profile;

import seedgen.run.Learning;
import java.util.List;
import java.util.Map;

/**
 * What {@link Learner} measured of a database: per table its rows, per column its NULL share, distinct values and
 * quantiles (of the number, the time in epoch seconds, or the text's length), the members of a column of few values
 * with their rows, per foreign key its fan-out, per time the times across foreign keys it is never before, and the
 * time the table's key follows. Aggregates only: the one thing of a row's values it holds is the members of columns of
 * few values ({@link Learning#FEW_VALUES}), and none with {@code values} false.
 */
public record Learned(String source, Map<String, TableShape> tables, boolean values, double seconds) {

    /**
     * A table: rows counted, and whether its shapes were read from a sample of key ranges ({@code sampled} rows);
     * {@code span}, its key's least and greatest value where the key is one integer column (else null).
     */
    public record TableShape(String name, long rows, long sampled, Map<String, ColumnShape> columns,
            Map<String, FanOut> fanOuts, Map<String, After> after, String keyTime, double keyTimeCorrelation,
            KeyShape key, Facts facts, List<Difference> differences, List<GivenRef> givens, KeySpan span) {

        /**
         * The share of the key's values from its least to its greatest that no row holds (the rows deleted, the
         * values a sequence skipped); 0 where the key is no single integer column or the table is empty.
         */
        public double keyGaps() {
            if (span == null || rows == 0) {
                return 0;
            }
            double values = (double) span.max() - span.min() + 1;
            return Math.max(0, 1 - rows / values);
        }
    }

    /** The least and greatest value of a table's key of one integer column, over the whole table. */
    public record KeySpan(String column, long min, long max) {
    }

    /**
     * Two references to small tables whose picks depend on each other (a flight's carrier and its origin): the rows
     * of the whole table by the fan-out count of the row each refers to, {@code cells} as (a's count, b's count,
     * rows), so that a copy, whose parent rows are dealt those counts, can pick b by the count of a's row.
     */
    public record GivenRef(String a, String b, double v, List<long[]> cells) {
    }

    /**
     * Two numbers of a row that keep an order or move together: the share of rows with {@code a < b}, their rank
     * correlation, and {@code b - a} as quantiles over the rows holding both.
     */
    public record Difference(String a, String b, double lessShare, double rho, Quantiles quantiles) {
    }

    /**
     * A column: {@code quantiles} of its measure (null when it holds no value or is not measured); where it has few
     * values and they are learned, {@code members} (value and rows) held by enough rows to be a category, and
     * {@code rare}, what the rest have in common.
     */
    public record ColumnShape(String name, Profile.Kind kind, long rows, long nonNull, long distinct,
            Quantiles quantiles, List<Profile.Member> members, Rare rare) {

        public double nullShare() {
            return rows == 0 ? 0 : (double) (rows - nonNull) / rows;
        }
    }

    /**
     * A key of several columns made within the rows of one parent: {@code ownerColumns}, a foreign key to
     * {@code parent} that the key holds whole, and the other members in key order, each measured within the group of
     * the owner and the members before it.
     */
    public record KeyShape(List<String> ownerColumns, String parent, List<MemberShape> members) {
    }

    /**
     * A member of a key within its group: how much it grows from one row to the next in key order ({@code steps}: the
     * step, and on how many rows; empty where it is no number or time), the group's first value ({@code starts}), and
     * whether it counts the group's rows from 1 or 0 ({@code counts}; -1 where it does not), and the most rows of a
     * group that share its value ({@code longestRun}: a player's positions in one stint).
     */
    public record MemberShape(String column, Profile.Kind kind, List<Profile.Count> steps, Quantiles starts,
            int counts, long longestRun, YearsOf years) {
    }

    /**
     * A key member that is a year and starts each owner's rows at about the year of one of the owner's times
     * ({@code start}, with the {@code offsets} measured: a player's first season, his debut's year), and, where they
     * end no later, the time whose year ends them ({@code end}, or null: his final game's).
     */
    public record YearsOf(String start, Quantiles offsets, String end) {
    }

    /**
     * The values of a column of few values held by too few rows to be copied ({@link Learning#LEAST_ROWS}): their rows
     * together, their shortest and longest length, and the characters they are made of ({@code upper}, {@code lower},
     * {@code digits}, {@code upper_digits} or {@code alnum}), so that a copy can make values like them.
     */
    public record Rare(long rows, int values, int shortest, int longest, String chars) {
    }

    /**
     * Values of a measure at ranks from 0 (the least) to 1 (the greatest), more of them near both ends
     * ({@link Learner#RANKS}), so that a tail keeps its shape.
     */
    public record Quantiles(double[] ranks, double[] values) {

        public Quantiles {
            if (ranks.length != values.length || ranks.length < 2 || ranks[0] != 0 || ranks[ranks.length - 1] != 1) {
                throw new IllegalArgumentException("quantiles need ranks from 0 to 1, a value each");
            }
        }

        public double min() {
            return values[0];
        }

        public double max() {
            return values[values.length - 1];
        }

        /** The value at rank {@code p}, linear between the two ranks around it. */
        public double at(double p) {
            for (int i = 1; i < ranks.length; i++) {
                if (p <= ranks[i]) {
                    double w = ranks[i] == ranks[i - 1] ? 0 : (p - ranks[i - 1]) / (ranks[i] - ranks[i - 1]);
                    return values[i - 1] + w * (values[i] - values[i - 1]);
                }
            }
            return max();
        }

        /** The share of the values at or above {@code x}: 1 less the least rank whose value reaches it. */
        public double shareAtLeast(double x) {
            for (int i = 0; i < ranks.length; i++) {
                if (values[i] >= x) {
                    return 1 - ranks[i];
                }
            }
            return 0;
        }
    }

    /**
     * The fan-out of a foreign key of one column: {@code counts} children per parent row with the parent rows that
     * have them (0 first where some have none), of the {@code parents} read.
     */
    public record FanOut(String column, String parent, long parents, long children, List<Profile.Count> counts) {

        public long most() {
            return counts.isEmpty() ? 0 : counts.get(counts.size() - 1).children();
        }
    }

    /**
     * A time never before the times of the rows its foreign keys refer to: {@code bases} as {@code FK_COLUMN.COLUMN},
     * and the delay after the latest of them, in seconds, as quantiles. Where a share of the rows hold exactly that
     * latest time ({@code unchanged}: an {@code updated_at} of a row never updated), the quantiles are of the other
     * rows' delays; {@code unchanged} is 0 where none or too few do to tell apart.
     */
    public record After(String column, List<String> bases, Quantiles delays, double unchanged) {
    }
}
