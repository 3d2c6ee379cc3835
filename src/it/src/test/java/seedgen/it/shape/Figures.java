package seedgen.it.shape;

import java.math.BigDecimal;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.Locale;

/** How figures are printed: counts whole, shares to 4 places, other numbers to 4 significant digits, times as UTC. */
final class Figures {

    private Figures() {
    }

    static String count(double v) {
        return Double.isNaN(v) ? "none" : String.format(Locale.ROOT, "%,d", Math.round(v));
    }

    static String share(double v) {
        return Double.isNaN(v) ? "none" : String.format(Locale.ROOT, "%.4f", v);
    }

    static String number(double v) {
        if (Double.isNaN(v)) {
            return "none";
        }
        if (v == Math.rint(v) && Math.abs(v) < 1e15) {
            return String.format(Locale.ROOT, "%,d", (long) v);
        }
        return new BigDecimal(v).round(new java.math.MathContext(4)).stripTrailingZeros().toPlainString();
    }

    /** Epoch seconds as a date, or a date and time when it is not midnight. */
    static String time(double epochSeconds) {
        if (Double.isNaN(epochSeconds)) {
            return "none";
        }
        long s = (long) epochSeconds;
        if (Math.floorMod(s, 86_400) == 0) {
            return LocalDate.ofEpochDay(Math.floorDiv(s, 86_400)).toString();
        }
        return Instant.ofEpochSecond(s).atOffset(ZoneOffset.UTC).toLocalDateTime().toString().replace('T', ' ');
    }

    /** A span of seconds in the largest unit that keeps it readable. */
    static String span(double seconds) {
        double a = Math.abs(seconds);
        if (a >= 2 * 86_400 * 365.25) {
            return number(Math.round(seconds / (86_400 * 365.25) * 10) / 10.0) + " years";
        }
        if (a >= 2 * 86_400) {
            return number(Math.round(seconds / 86_400 * 10) / 10.0) + " days";
        }
        return number(Math.round(seconds)) + " s";
    }
}
