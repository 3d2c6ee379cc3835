package seedgen.profile;

import java.util.List;
import java.util.Map;

/**
 * What {@link Learner} measured of a database: per table its rows, per column its NULL share, distinct values and
 * quantiles (of the number, the time in epoch seconds, or the text's length), the members of a column of few values
 * with their rows, per foreign key its fan-out, per time the times across foreign keys it is never before, and the
 * time the table's key follows. Aggregates only: the one thing of a row's values it holds is the members of columns of
 * few values ({@link Learner#FEW_VALUES}), and none with {@code values} false.
 */
public record Learned(String source, Map<String, TableShape> tables, boolean values, double seconds) {

    /** A table: rows counted, and whether its shapes were read from a sample of key ranges ({@code sampled} rows). */
    public record TableShape(String name, long rows, long sampled, Map<String, ColumnShape> columns,
            Map<String, FanOut> fanOuts, Map<String, After> after, String keyTime, double keyTimeCorrelation) {
    }

    /**
     * A column: {@code quantiles} of its measure ({@link Learner#POINTS} points, least to greatest; null when it holds
     * no value or is not measured), {@code members} (value and rows) where it has few values and they are learned.
     */
    public record ColumnShape(String name, Profile.Kind kind, long rows, long nonNull, long distinct,
            double[] quantiles, List<Profile.Member> members) {

        public double nullShare() {
            return rows == 0 ? 0 : (double) (rows - nonNull) / rows;
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
     * and the delay after the latest of them, in seconds, as quantiles.
     */
    public record After(String column, List<String> bases, double[] delays) {
    }
}
