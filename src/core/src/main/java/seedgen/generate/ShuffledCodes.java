package seedgen.generate;

/**
 * The codes of {@code gen: code} from data version 5: row r (from 1) is the code at place r - 1 of a keyed
 * permutation of all 36^length codes, so two rows never get the same code (a bijection, not a check) and neighbouring
 * rows get codes as unrelated as codes drawn at random.
 * <p>
 * The permutation is a balanced Feistel network on a pair (a, b) of numbers below 6^length. The code's characters,
 * from the last, are 6 * (a's base-6 digits, from the lowest) + (b's): that pairs the 36^length codes with the
 * (6^length)^2 pairs one to one, keeps the halves equal at every length, and keeps each half in a long up to 16
 * characters (6^16 < 2^42) where the codes themselves would not fit (36^16 > 2^64). A round maps (a, b) to
 * (b, a + F(b) mod 6^length), a bijection whatever F is, so the network is one; F is a hash of the round's key (from
 * the seed, the column's stream and the length) and b. After two rounds each half depends on the whole row; four are
 * the fewest after which a Feistel network of random round functions cannot be told from a random permutation
 * (Luby and Rackoff).
 */
final class ShuffledCodes implements ValueGenerator {

    private static final int ROUNDS = 4;
    private static final char[] DIGITS = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ".toCharArray();
    /** The two characters of each pair of base-6 digit pairs: at (a * 36 + b) * 2, for a and b below 36. */
    private static final char[] PAIRS = new char[36 * 36 * 2];

    static {
        for (int a = 0; a < 36; a++) {
            for (int b = 0; b < 36; b++) {
                PAIRS[(a * 36 + b) * 2] = DIGITS[a / 6 * 6 + b / 6];
                PAIRS[(a * 36 + b) * 2 + 1] = DIGITS[a % 6 * 6 + b % 6];
            }
        }
    }

    private final int length;
    /** 6^length: the values of each half. */
    private final long half;
    private final long[] keys = new long[ROUNDS];

    ShuffledCodes(long seed, int stream, int length) {
        if (length < 1 || length > 16) {
            throw new IllegalArgumentException("a code is 1 to 16 characters, not " + length);
        }
        this.length = length;
        long h = 1;
        for (int i = 0; i < length; i++) {
            h *= 6;
        }
        this.half = h;
        for (int r = 0; r < ROUNDS; r++) {
            keys[r] = Mix.hash(seed, (long) length << 8 | 0x40 | r, stream);
        }
    }

    @Override
    public Object valueFor(long row) {
        long x = row - 1;
        // x < 36^length (the compiler refuses more rows; from 13 characters every long is), so a < 6^length; most
        // tables' rows are below 6^length (46,656 at 6 characters, 2,176,782,336 at 12), where a is 0, no division
        long a = x < half ? 0 : x / half;
        long b = x - a * half;
        for (int r = 0; r < ROUNDS; r++) {
            long c = a + round(keys[r], b);
            a = b;
            b = c >= half ? c - half : c;
        }
        // two characters at a time: the last two base-6 digits of a and of b
        char[] out = new char[length];
        int i = length - 1;
        for (; i > 0; i -= 2) {
            long qa = a / 36;
            long qb = b / 36;
            int pair = ((int) (a - qa * 36) * 36 + (int) (b - qb * 36)) * 2;
            out[i - 1] = PAIRS[pair];
            out[i] = PAIRS[pair + 1];
            a = qa;
            b = qb;
        }
        if (i == 0) {
            out[0] = DIGITS[(int) a * 6 + (int) b];
        }
        return new String(out);
    }

    /**
     * F: a hash of b under the round's key, in [0, 6^length). Two multiplications with a shift between (one would
     * leave F(b + 1) - F(b) nearly constant), the top 63 bits scaled to the range, so no division.
     */
    private long round(long key, long b) {
        long h = (key ^ b) * 0x9e3779b97f4a7c15L;
        h = (h ^ h >>> 29) * 0xbf58476d1ce4e5b9L;
        return Math.multiplyHigh(h >>> 1, half << 1);
    }
}
