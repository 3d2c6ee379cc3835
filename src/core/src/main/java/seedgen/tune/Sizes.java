package seedgen.tune;

import java.util.Locale;
import seedgen.error.SeedgenException;

/** Byte sizes as people write them in option files: 512M, 2G, 134217728. */
public final class Sizes {

    private static final long KIB = 1024;

    private Sizes() {
    }

    /** Parses {@code text} (digits with an optional K, M, G or T suffix); {@code option} names it in errors. */
    public static long parse(String option, String text) {
        String t = text == null ? "" : text.strip().toUpperCase(Locale.ROOT);
        if (t.endsWith("B") && t.length() > 1 && !Character.isDigit(t.charAt(t.length() - 2))) {
            t = t.substring(0, t.length() - 1);
        }
        long unit = 1;
        if (!t.isEmpty()) {
            switch (t.charAt(t.length() - 1)) {
                case 'K' -> unit = KIB;
                case 'M' -> unit = KIB * KIB;
                case 'G' -> unit = KIB * KIB * KIB;
                case 'T' -> unit = KIB * KIB * KIB * KIB;
                default -> unit = 1;
            }
            if (unit != 1) {
                t = t.substring(0, t.length() - 1);
            }
        }
        try {
            long n = Long.parseLong(t);
            if (n < 1 || n > Long.MAX_VALUE / unit) {
                throw new NumberFormatException();
            }
            return n * unit;
        } catch (NumberFormatException e) {
            throw SeedgenException.badInput(option + " must be a size such as 512M, 2G or a number of bytes, got '"
                    + text + "'");
        }
    }

    /** 134217728 as "128 MiB", 1.5 GiB as "1.5 GiB"; exact byte counts below 1 KiB. */
    public static String format(long bytes) {
        String[] units = {"KiB", "MiB", "GiB", "TiB"};
        if (bytes < KIB) {
            return bytes + " B";
        }
        double v = bytes;
        int i = -1;
        while (v >= KIB && i < units.length - 1) {
            v /= KIB;
            i++;
        }
        return v == Math.rint(v) ? String.format(Locale.ROOT, "%d %s", (long) v, units[i])
                : String.format(Locale.ROOT, "%.1f %s", v, units[i]);
    }
}
