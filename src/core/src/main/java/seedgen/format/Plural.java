package seedgen.format;

import java.util.Locale;

/**
 * A count and its noun as a person writes them: "1 row", "6,200 rows", "1 batch retry", "3 batch retries". Every
 * line of the summary that counts something says it through here, so that none reads "1 worker threads".
 */
public final class Plural {

    private Plural() {
    }

    /** {@code n}, with thousands separated, and {@code one}, or {@code one} + "s" when {@code n} is not 1. */
    public static String of(long n, String one) {
        return of(n, one, one + "s");
    }

    /** {@code n}, with thousands separated, and {@code one} or {@code many}. */
    public static String of(long n, String one, String many) {
        return String.format(Locale.ROOT, "%,d ", n) + (n == 1 ? one : many);
    }
}
