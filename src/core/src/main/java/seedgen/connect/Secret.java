package seedgen.connect;

import java.util.Arrays;

/**
 * A password. It prints as {@code ****} wherever it ends up (logs, exception messages, records' toString),
 * and is handed to the driver only through {@link #reveal()}.
 */
public final class Secret {

    private static final Secret EMPTY = new Secret(new char[0]);
    private final char[] value;

    private Secret(char[] value) {
        this.value = value;
    }

    public static Secret of(char[] value) {
        return value.length == 0 ? EMPTY : new Secret(value.clone());
    }

    public static Secret of(String value) {
        return of(value.toCharArray());
    }

    public static Secret empty() {
        return EMPTY;
    }

    public String reveal() {
        return new String(value);
    }

    public boolean isEmpty() {
        return value.length == 0;
    }

    @Override
    public String toString() {
        return value.length == 0 ? "(empty)" : "****";
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Secret s && Arrays.equals(value, s.value);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(value);
    }
}
