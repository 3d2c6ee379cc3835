package seedgen.profile;

import java.util.List;

/**
 * The shape of the tables of one database or schema, as aggregates read from the server (never a row's values but
 * for the members of a column with few distinct values): per table its rows and size, per column its NULL share,
 * distinct count, range and a histogram (and, for numbers and times, quantiles; for text of one length, the kinds of
 * character at each position), per foreign key how many child rows each parent row has, per pair of times across a
 * foreign key how many child rows come before their parent row, and per table the {@link Facts} across its columns.
 * What {@code seedgen report} draws.
 */
public record Profile(String name, String server, List<TableProfile> tables) {

    public Profile {
        tables = List.copyOf(tables);
    }

    /**
     * A table: its rows, its bytes (data and indexes; -1 where the server does not say), columns, foreign keys, and the
     * facts across its columns (without the values of its rows).
     */
    public record TableProfile(String name, long rows, long bytes, List<ColumnProfile> columns,
            List<KeyProfile> foreignKeys, Facts facts) {
        public TableProfile {
            columns = List.copyOf(columns);
            foreignKeys = List.copyOf(foreignKeys);
        }
    }

    /** How a column's values are measured: numbers, times (seconds), text (its lengths), or only NULLs counted. */
    public enum Kind {
        NUMBER, TIME, TEXT, OTHER
    }

    /**
     * One column: its server type, rows with a value, distinct values, the least and greatest value measured (a
     * number, seconds since 1970 for a time, characters for text; null where there is none), a histogram of those
     * measures, and, where it has at most {@value Profiler#FEW} distinct values, each value with its rows. A number or
     * a time has its {@code quantiles} too, and {@code tail} where they show one (see {@link Quantiles#tail}); text
     * whose values all have one length, the kind of {@code characters} at each of its first positions (at most
     * {@value Characters#POSITIONS}). Empty where not measured.
     */
    public record ColumnProfile(String name, String type, Kind kind, long rows, long nonNull, long distinct,
            Double min, Double max, List<Bin> histogram, List<Member> members, List<Quantile> quantiles, boolean tail,
            List<Position> characters) {
        public ColumnProfile {
            histogram = List.copyOf(histogram);
            members = List.copyOf(members);
            quantiles = List.copyOf(quantiles);
            characters = List.copyOf(characters);
        }

        /** A column as measured before its quantiles and characters are read. */
        public ColumnProfile(String name, String type, Kind kind, long rows, long nonNull, long distinct, Double min,
                Double max, List<Bin> histogram, List<Member> members) {
            this(name, type, kind, rows, nonNull, distinct, min, max, histogram, members, List.of(), false, List.of());
        }

        /** This column with its quantiles, and whether they show a tail. */
        public ColumnProfile withQuantiles(List<Quantile> q) {
            return new ColumnProfile(name, type, kind, rows, nonNull, distinct, min, max, histogram, members, q,
                    Quantiles.tail(q, kind), characters);
        }

        /** This column with the kinds of character at each position. */
        public ColumnProfile withCharacters(List<Position> c) {
            return new ColumnProfile(name, type, kind, rows, nonNull, distinct, min, max, histogram, members,
                    quantiles, tail, c);
        }

        /** The share of rows that are NULL, 0 in an empty table. */
        public double nullShare() {
            return rows == 0 ? 0 : (double) (rows - nonNull) / rows;
        }
    }

    /** Values from {@code from} up to (not including) {@code to}, the last bin its end too: {@code rows} rows. */
    public record Bin(double from, double to, long rows) {
    }

    /** The value below which a share {@code p} of the values lie (the measure, as the histogram's). */
    public record Quantile(double p, double value) {
    }

    /**
     * One position of a text whose values all have one length: how many values have a digit there, a letter from A
     * to Z, from a to z, or anything else.
     */
    public record Position(long digits, long upper, long lower, long other) {
    }

    /** One of a few distinct values (as text) and its rows. */
    public record Member(String value, long rows) {
    }

    /**
     * A foreign key: {@code parents} rows of the parent table, how many have each number of child rows
     * ({@code fanOut}: children, parents; those with none among them), the most any has, and the share of the child
     * rows the 1% of parents with the most hold; then each pair of times across it.
     */
    public record KeyProfile(String name, List<String> columns, String parent, List<String> parentColumns, long parents,
            List<Count> fanOut, long most, double topShare, List<TimePair> times) {
        public KeyProfile {
            columns = List.copyOf(columns);
            parentColumns = List.copyOf(parentColumns);
            fanOut = List.copyOf(fanOut);
            times = List.copyOf(times);
        }
    }

    /** {@code parents} parent rows have {@code children} child rows each. */
    public record Count(long children, long parents) {
    }

    /**
     * Child rows whose {@code column} runs backwards against their parent row's {@code parentColumn}, of {@code
     * compared}: before it, where the parent's time is its making; after it ({@code after}), where the parent's time
     * is its deletion (a like after its user left).
     */
    public record TimePair(String column, String parentColumn, long compared, long backwards, boolean after) {
    }
}
