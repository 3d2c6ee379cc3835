package seedgen.generate;

import java.util.ArrayList;
import java.util.List;

/**
 * Text whose lengths follow measured quantiles, made of another generator's values: a city, a name, a model whose
 * generator has lengths of its own (a guessed city 12 characters at the median where the application's are 9).
 *
 * <p>A pool of the generator's values (its rows 1..{@link #POOL}) is sorted by length once. Each row draws a target
 * length from the quantiles and takes a value of that length from the pool, drawn by the row; where the pool has none
 * of that length, the nearest length shorter or longer, whichever is closer (shorter on a tie). A target longer than
 * the pool's longest joins two values with a space, the first about half of it; a target shorter than the pool's
 * shortest cuts the shortest values to it (a state's name cut to a code of two letters, a code of 10 to 9). Every value is
 * a pure function of (seed, stream, row), and of the pool, which is the generator's own rows.
 */
public final class LengthFit implements ValueGenerator {

    /** How many of the generator's values the lengths are picked from. */
    static final int POOL = 4096;

    private final Empirical.Quantiles lengths;
    private final long seed;
    private final int stream;
    /** The pool's values by length: {@code byLength[n]} those of n characters (empty where none). */
    private final String[][] byLength;
    private final int shortest;
    private final int longest;

    private LengthFit(Empirical.Quantiles lengths, long seed, int stream, String[][] byLength) {
        this.lengths = lengths;
        this.seed = seed;
        this.stream = stream;
        this.byLength = byLength;
        int s = -1;
        int l = -1;
        for (int n = 0; n < byLength.length; n++) {
            if (byLength[n].length > 0) {
                s = s < 0 ? n : s;
                l = n;
            }
        }
        this.shortest = s;
        this.longest = l;
    }

    /**
     * {@code base}'s text with lengths drawn from {@code lengths} (quantiles of the number of characters), its draws on
     * {@code stream}; {@code base} as it is where its values are no text.
     */
    public static ValueGenerator of(ValueGenerator base, Empirical.Quantiles lengths, long seed, int stream) {
        List<List<String>> sorted = new ArrayList<>();
        for (long row = 1; row <= POOL; row++) {
            Object v = base.valueFor(row);
            if (!(v instanceof String s)) {
                return base;
            }
            int n = s.length();
            while (sorted.size() <= n) {
                sorted.add(new ArrayList<>());
            }
            sorted.get(n).add(s);
        }
        String[][] byLength = new String[sorted.size()][];
        for (int n = 0; n < byLength.length; n++) {
            byLength[n] = sorted.get(n).toArray(String[]::new);
        }
        return byLength.length <= 1 ? base : new LengthFit(lengths, seed, stream, byLength);
    }

    @Override
    public Object valueFor(long id) {
        int target = (int) Math.max(1, Math.round(lengths.at(Mix.unit(seed, id, stream))));
        if (target > longest + 1 && target >= 3) {
            // two values and a space between them: the first about half the target, the second what is left
            String first = of(nearest((target - 1) / 2), id, 1);
            String second = of(nearest(Math.max(1, target - 1 - first.length())), id, 2);
            return first + " " + second;
        }
        if (target < shortest) {
            return of(shortest, id, 1).substring(0, target);
        }
        return of(nearest(target), id, 1);
    }

    /** The length of the pool nearest {@code target} that holds values: shorter on a tie. */
    private int nearest(int target) {
        for (int d = 0; ; d++) {
            int shorter = target - d;
            if (shorter >= 0 && shorter < byLength.length && byLength[shorter].length > 0) {
                return shorter;
            }
            int longer = target + d;
            if (longer < byLength.length && byLength[longer].length > 0) {
                return longer;
            }
            if (shorter < 0 && longer >= byLength.length) {
                throw new IllegalStateException("an empty pool"); // of() makes none
            }
        }
    }

    /** A value of the pool of {@code length} characters, drawn by row {@code id} (its {@code part}-th draw). */
    private String of(int length, long id, int part) {
        String[] values = byLength[length];
        return values[Mix.pick(seed, id, stream ^ (part * 0x9E3779B9), values.length)];
    }
}
