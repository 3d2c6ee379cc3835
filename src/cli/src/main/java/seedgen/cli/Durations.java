package seedgen.cli;

import java.time.Duration;
import java.util.Locale;
import seedgen.error.SeedgenException;

/** Durations as users write them: 90 (seconds), 90s, 5m, 1h, 500ms. */
final class Durations {

    private Durations() {
    }

    static Duration parse(String text, String option) {
        String t = text.strip().toLowerCase(Locale.ROOT);
        try {
            if (t.endsWith("ms")) {
                return nonNegative(Duration.ofMillis(Long.parseLong(t.substring(0, t.length() - 2))), text, option);
            }
            char unit = t.isEmpty() ? ' ' : t.charAt(t.length() - 1);
            String number = Character.isDigit(unit) ? t : t.substring(0, t.length() - 1);
            long n = Long.parseLong(number);
            Duration d = switch (unit) {
                case 's' -> Duration.ofSeconds(n);
                case 'm' -> Duration.ofMinutes(n);
                case 'h' -> Duration.ofHours(n);
                default -> {
                    if (!Character.isDigit(unit)) {
                        throw new NumberFormatException();
                    }
                    yield Duration.ofSeconds(n);
                }
            };
            return nonNegative(d, text, option);
        } catch (NumberFormatException | ArithmeticException e) {
            throw SeedgenException.badInput(option + " must be a duration such as 30s, 5m or 1h, got '" + text + "'");
        }
    }

    private static Duration nonNegative(Duration d, String text, String option) {
        if (d.isNegative()) {
            throw SeedgenException.badInput(option + " must not be negative, got '" + text + "'");
        }
        return d;
    }
}
