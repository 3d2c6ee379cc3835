package seedgen.generate;

/**
 * A sequence key with the gaps hard deletes leave: of every block of {@link #SLOTS} key values from the start, a fixed
 * number are gone (the rows deleted long ago, with everything that referred to them) and the others hold, in order,
 * the table's rows. Which slots of a block are gone is drawn from (seed, stream, block), so a row's key is a pure
 * function of the row that still grows with it, and a key maps back to its row or to no row.
 * <p>
 * The rows asked are the rows left: a table of N rows with a share s deleted holds N rows whose keys span about
 * N / (1 - s) values. Nothing refers to a gone key, since every reference picks a row and reads its key.
 */
public final class KeyGaps implements ValueGenerator {

    /** Key values per block; the share gone is a whole number of them, so its resolution is 1/1024. */
    public static final int SLOTS = 1024;
    private static final int WORDS = SLOTS / 64;
    /**
     * A block's array: its {@link #WORDS} words of slots, then the rows before each word (16 bits each, 4 to a long),
     * so that a row's word is found a step or two from its place rather than by counting the words before it.
     */
    private static final int LENGTH = WORDS + WORDS / 4;

    private final long start;
    private final long seed;
    private final int stream;
    private final int gone;
    private final int kept;
    /**
     * The first blocks' slots, each drawn once on first use (references read keys of random rows, which would draw a
     * block per read): 128 bytes a block of about a thousand rows, for at most the first {@link #CACHED} blocks.
     */
    private static final int CACHED = 1 << 16;
    private final java.util.concurrent.atomic.AtomicReferenceArray<long[]> cache;
    private final ThreadLocal<Block> last = ThreadLocal.withInitial(Block::new);

    /** Which slots of one block hold rows: the last one a thread read, kept for the next row (usually the same). */
    private static final class Block {
        long index = -1;
        final long[] held = new long[LENGTH];
    }

    /**
     * @param share the share of key values whose rows are gone, above 0 and at most 0.9; it is rounded to a whole
     *              number of slots in {@link #SLOTS}
     */
    public KeyGaps(long start, double share, long seed, int stream) {
        this(start, share, seed, stream, (long) CACHED * SLOTS);
    }

    /** @param rows the table's rows, whose blocks are kept once drawn (at most the first {@link #CACHED}) */
    public KeyGaps(long start, double share, long seed, int stream, long rows) {
        if (!(share > 0 && share <= 0.9)) {
            throw new IllegalArgumentException("share gone " + share + " is not in (0, 0.9]");
        }
        this.start = start;
        this.seed = seed;
        this.stream = stream;
        this.gone = Math.max(1, (int) Math.round(share * SLOTS));
        this.kept = SLOTS - gone;
        this.cache = new java.util.concurrent.atomic.AtomicReferenceArray<>(
                (int) Math.min(CACHED, Math.max(0, rows) / kept + 2));
    }

    /** The share of key values gone, as the blocks make it. */
    public double share() {
        return (double) gone / SLOTS;
    }

    @Override
    public Object valueFor(long row) {
        return key(row);
    }

    /** The key of row {@code row} (from 1). */
    public long key(long row) {
        long r = row - 1;
        long block = Math.floorDiv(r, kept);
        int j = (int) (r - block * kept);
        long[] held = block(block);
        // the j-th row's slot is j or later: its word is j / 64 or one a few after (as many as the gaps before it)
        int word = j >>> 6;
        while (word + 1 < WORDS && before(held, word + 1) <= j) {
            word++;
        }
        return start + block * SLOTS + word * 64L + select(held[word], j - before(held, word));
    }

    /** The rows of a block before its word {@code word}, as {@link #fill} kept them. */
    private static int before(long[] held, int word) {
        return (int) (held[WORDS + (word >>> 2)] >>> ((word & 3) << 4)) & 0xFFFF;
    }

    /** For each byte and k below 8: the place of its k-th set bit (from 0). */
    private static final byte[] IN_BYTE = new byte[256 * 8];

    static {
        for (int b = 0; b < 256; b++) {
            int k = 0;
            for (int i = 0; i < 8; i++) {
                if ((b & 1 << i) != 0) {
                    IN_BYTE[b << 3 | k++] = (byte) i;
                }
            }
        }
    }

    /**
     * The place (from 0) of the {@code k}-th (from 0) set bit of {@code bits}: the set bits of its bytes summed byte by
     * byte in one multiplication, the byte found from k / 8 (a byte holds at most 8, so the k-th is there or later; in
     * a block with few gaps, there), and the place in that byte read from a table.
     */
    static int select(long bits, int k) {
        long c = bits - (bits >>> 1 & 0x5555555555555555L);
        c = (c & 0x3333333333333333L) + (c >>> 2 & 0x3333333333333333L);
        c = c + (c >>> 4) & 0x0F0F0F0F0F0F0F0FL;
        long upTo = c * 0x0101010101010101L; // byte i: the set bits of bytes 0..i
        int b = k >>> 3;
        while ((upTo >>> (b << 3) & 0xFF) <= k) {
            b++;
        }
        int before = b == 0 ? 0 : (int) (upTo >>> ((b - 1) << 3) & 0xFF);
        return b << 3 | IN_BYTE[(int) (bits >>> (b << 3) & 0xFF) << 3 | k - before];
    }

    /** The row holding {@code key}, or 0 where the key is a gap (or before the start). */
    public long row(long key) {
        if (key < start) {
            return 0;
        }
        long offset = key - start;
        long block = offset / SLOTS;
        int slot = (int) (offset % SLOTS);
        long[] held = block(block);
        if ((held[slot >>> 6] & (1L << slot)) == 0) {
            return 0;
        }
        int rank = before(held, slot >>> 6) + Long.bitCount(held[slot >>> 6] & ((1L << slot) - 1));
        return block * kept + rank + 1;
    }

    private long[] block(long index) {
        if (index < cache.length()) {
            long[] held = cache.get((int) index);
            if (held == null) {
                held = new long[LENGTH];
                fill(index, held);
                cache.set((int) index, held); // filled before it is published; a race fills it twice, the same
            }
            return held;
        }
        Block b = last.get();
        if (b.index != index) {
            fill(index, b.held);
            b.index = index;
        }
        return b.held;
    }

    /**
     * The slots of block {@code index} that hold rows: all but {@code gone} drawn ones; then the rows before each word.
     */
    private void fill(long index, long[] held) {
        // draw the smaller of the two sets, distinct slots by rejection
        boolean drawGone = gone <= SLOTS / 2;
        int want = drawGone ? gone : kept;
        java.util.Arrays.fill(held, 0, WORDS, drawGone ? -1L : 0L);
        int have = 0;
        for (long k = 0; have < want; k++) {
            int slot = (int) (Mix.hash(seed, Mix.mix64(index) + k, stream) >>> 54);
            long bit = 1L << slot;
            boolean set = (held[slot >>> 6] & bit) != 0;
            if (drawGone == set) {
                held[slot >>> 6] ^= bit;
                have++;
            }
        }
        java.util.Arrays.fill(held, WORDS, LENGTH, 0L);
        int rows = 0;
        for (int w = 0; w < WORDS; w++) {
            held[WORDS + (w >>> 2)] |= (long) rows << ((w & 3) << 4);
            rows += Long.bitCount(held[w]);
        }
    }
}
