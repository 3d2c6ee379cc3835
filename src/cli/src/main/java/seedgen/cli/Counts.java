package seedgen.cli;

import java.math.BigDecimal;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.TypeConversionException;

/**
 * Counts as people write them: {@code 1000000}, {@code 1_000_000}, {@code 1e6}, {@code 1M}, {@code 250k},
 * {@code 1.5M}, where k, M and G are 10^3, 10^6 and 10^9 (either case). A count must come out whole
 * ({@code 1.5k} is 1,500; {@code 1.2345k} is refused) and fit the option's type. Range checks (at least 1, at
 * most 512 threads) stay with the options that own them.
 */
final class Counts {

    static final String FORMS = "write it as 1000000, 1_000_000, 1e6, 1M or 250k (k, M, G = thousand, million, "
            + "billion)";

    private Counts() {
    }

    /** The count {@code text} stands for; IllegalArgumentException naming the accepted forms if none. */
    static long parse(String text) {
        String t = text.strip().replace("_", "");
        if (t.isEmpty() || text.startsWith("_") || text.endsWith("_") || text.contains("__")) {
            throw notACount(text);
        }
        int scale = switch (Character.toLowerCase(t.charAt(t.length() - 1))) {
            case 'k' -> 3;
            case 'm' -> 6;
            case 'g' -> 9;
            default -> 0;
        };
        if (scale > 0) {
            t = t.substring(0, t.length() - 1);
        }
        if (!t.matches("[+-]?(\\d+(\\.\\d*)?|\\.\\d+)([eE][+-]?\\d{1,3})?")) {
            throw notACount(text);
        }
        try {
            return new BigDecimal(t).scaleByPowerOfTen(scale).longValueExact();
        } catch (ArithmeticException e) {
            throw new IllegalArgumentException("'" + text + "' is not a whole count that fits here: " + FORMS);
        }
    }

    private static IllegalArgumentException notACount(String text) {
        return new IllegalArgumentException("'" + text + "' is not a count: " + FORMS);
    }

    /** For long options (--rows). */
    static final class LongCount implements ITypeConverter<Long> {
        @Override
        public Long convert(String value) {
            try {
                return parse(value);
            } catch (IllegalArgumentException e) {
                throw new TypeConversionException(e.getMessage());
            }
        }
    }

    /** For int options (--batch, --threads). */
    static final class IntCount implements ITypeConverter<Integer> {
        @Override
        public Integer convert(String value) {
            long n;
            try {
                n = parse(value);
            } catch (IllegalArgumentException e) {
                throw new TypeConversionException(e.getMessage());
            }
            if (n > Integer.MAX_VALUE || n < Integer.MIN_VALUE) {
                throw new TypeConversionException("'" + value + "' is too large for this option");
            }
            return (int) n;
        }
    }
}
