package seedgen.format;

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

    /** Whether the name asks for gzip. */
    public static boolean isGzipName(String name) {
        return name.toLowerCase(Locale.ROOT).endsWith(".gz");
    }
}
