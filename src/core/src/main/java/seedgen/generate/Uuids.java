package seedgen.generate;

/**
 * UUID keys unique by construction: 62 of a UUID's bits are a bijection of the row number (so two rows never get
 * the same UUID, however many), the rest come from the seed's hash. Written as the 36-character text form, or, for a
 * BINARY(16) column, as the same 128 bits ({@link BinaryUuid}).
 * <ul>
 *   <li>version 4: looks random everywhere, as a random UUID does (inserts land all over a B-tree);</li>
 *   <li>version 7: the first 48 bits are a millisecond time that grows with the row (one a millisecond from a start
 *       fixed by the seed), so keys arrive in order, as a time-ordered UUID does.</li>
 * </ul>
 */
public final class Uuids {

    private static final long MASK62 = (1L << 62) - 1;
    private static final long ODD = 0x9E3779B97F4A7C15L;
    private static final char[] HEX = "0123456789abcdef".toCharArray();
    private static final long V7_START_MS = 1_735_689_600_000L; // 2025-01-01T00:00:00Z

    private Uuids() {
    }

    /** A bijection on [0, 2^62): multiplication by an odd constant and xor-shifts, all invertible mod 2^62. */
    static long scramble62(long x) {
        x &= MASK62;
        x = (x * ODD) & MASK62;
        x ^= x >>> 29;
        x = (x * 0xBF58476D1CE4E5B9L) & MASK62;
        x ^= x >>> 31;
        return x;
    }

    public static String v4(long seed, long row) {
        return text(v4High(seed, row), low(seed, row));
    }

    public static String v7(long seed, long row) {
        return text(v7High(seed, row), low(seed, row));
    }

    /** The UUID {@link #v4} writes as text, as its 16 bytes. */
    public static BinaryUuid v4Binary(long seed, long row) {
        return new BinaryUuid(v4High(seed, row), low(seed, row));
    }

    /** The UUID {@link #v7} writes as text, as its 16 bytes. */
    public static BinaryUuid v7Binary(long seed, long row) {
        return new BinaryUuid(v7High(seed, row), low(seed, row));
    }

    private static long v4High(long seed, long row) {
        long hi = Mix.hash(seed, row, 0x5504);
        return (hi & ~0xF000L) | 0x4000L; // version 4
    }

    private static long v7High(long seed, long row) {
        long ms = V7_START_MS + Long.remainderUnsigned(Mix.mix64(seed), 86_400_000L) + row;
        long randA = Mix.hash(seed, row, 0x5507) & 0xFFFL;
        return (ms << 16) | 0x7000L | randA; // 48-bit time, version 7, 12 random bits
    }

    /** The low half of both versions: variant 10, then 62 bits that are a bijection of the row. */
    private static long low(long seed, long row) {
        return scramble62(row ^ Mix.mix64(seed)) | 0x8000000000000000L;
    }

    /** The 8-4-4-4-12 text of the UUID whose high and low 64 bits are {@code hi} and {@code lo}. */
    static String text(long hi, long lo) {
        char[] c = new char[36];
        int at = 0;
        for (int i = 0; i < 32; i++) {
            if (i == 8 || i == 12 || i == 16 || i == 20) {
                c[at++] = '-';
            }
            long half = i < 16 ? hi : lo;
            int shift = 60 - 4 * (i % 16);
            c[at++] = HEX[(int) ((half >>> shift) & 0xF)];
        }
        return new String(c);
    }
}
