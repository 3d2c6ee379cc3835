package seedgen.run;

import java.util.Locale;

/** What {@code --out} writes. */
public enum OutputFormat {
    CSV, SQL;

    /** The format a file name implies ({@code users.csv}, {@code users.sql.gz}), or null when it implies none. */
    public static OutputFormat fromFileName(String name) {
        String n = name.toLowerCase(Locale.ROOT);
        if (n.endsWith(".gz")) {
            n = n.substring(0, n.length() - 3);
        }
        if (n.endsWith(".csv")) {
            return CSV;
        }
        if (n.endsWith(".sql")) {
            return SQL;
        }
        return null;
    }

    /**
     * The format {@code --out out} writes: {@code asked}, or the one the name implies; refused when neither says
     * ("-", standard output, implies none).
     */
    public static OutputFormat of(String out, OutputFormat asked) {
        if (asked != null) {
            return asked;
        }
        OutputFormat inferred = "-".equals(out) ? null : fromFileName(out);
        if (inferred == null) {
            throw seedgen.error.SeedgenException.badInput("--out " + out + ": cannot tell the format from the name: "
                    + "add --format csv or --format sql");
        }
        return inferred;
    }

    /** Whether the name asks for gzip. */
    public static boolean isGzipName(String name) {
        return name.toLowerCase(Locale.ROOT).endsWith(".gz");
    }
}
