package seedgen.generate;

import java.util.List;

/** Placeholder prose: a number of words from a fixed list, each picked by hashing (seed, row, word). */
public final class Lorem {

    static final List<String> WORDS = List.of("lorem", "ipsum", "dolor", "sit", "amet", "consectetur",
            "adipiscing", "elit", "sed", "do", "eiusmod", "tempor", "incididunt", "ut", "labore", "et", "dolore",
            "magna", "aliqua", "enim", "ad", "minim", "veniam", "quis", "nostrud", "exercitation", "ullamco",
            "laboris", "nisi", "aliquip", "ex", "ea", "commodo", "consequat", "duis", "aute", "irure", "in",
            "reprehenderit", "voluptate", "velit", "esse", "cillum", "fugiat", "nulla", "pariatur", "excepteur",
            "sint", "occaecat", "cupidatat", "non", "proident", "sunt", "culpa", "qui", "officia", "deserunt",
            "mollit", "anim", "id", "est", "laborum");

    /** The longest word: a text of n words is at most n * (LONGEST + 1) characters. */
    public static final int LONGEST = WORDS.stream().mapToInt(String::length).max().orElseThrow();
    /** The mean length of a word, in characters. */
    public static final double MEAN_LENGTH = WORDS.stream().mapToInt(String::length).average().orElseThrow();

    /** The words, the first letter in upper case: a text's first word. */
    private static final String[] CAPITALISED = WORDS.stream()
            .map(w -> Character.toUpperCase(w.charAt(0)) + w.substring(1)).toArray(String[]::new);
    private static final String[] LOWER = WORDS.toArray(String[]::new);
    /** WORDS.size(), as a constant the compiler divides by with a multiplication. */
    private static final int COUNT = 62;

    static {
        if (COUNT != WORDS.size()) {
            throw new AssertionError("COUNT must be WORDS.size()");
        }
    }

    /** Per word of a text, the part of its hash that does not depend on the row: (seed, stream, i) alone. */
    private final long[] wordKeys;

    /** Texts of up to {@code maxWords} words for (seed, stream); longer ones work too, a little slower. */
    Lorem(long seed, int stream, int maxWords) {
        wordKeys = new long[Math.max(0, Math.min(maxWords, 4_096))];
        for (int i = 0; i < wordKeys.length; i++) {
            wordKeys[i] = wordKey(seed, stream, i);
        }
    }

    /** What {@link Mix#hash} makes of (mix64(seed + i), row, stream) before the row is mixed in. */
    private static long wordKey(long seed, int stream, int i) {
        return Mix.mix64(Mix.mix64(seed + i) * 0x9e3779b97f4a7c15L + stream);
    }

    /** As {@link #text(long, long, int, int)}, for the seed and stream this was made for. */
    String words(long seed, long row, int stream, int words) {
        StringBuilder s = new StringBuilder(words * (LONGEST + 1) + 1);
        for (int i = 0; i < words; i++) {
            if (i > 0) {
                s.append(' ');
            }
            long key = i < wordKeys.length ? wordKeys[i] : wordKey(seed, stream, i);
            // Mix.pick(mix64(seed + i), row, stream, COUNT), the row-free part worked out once
            int w = (int) Long.remainderUnsigned(Mix.mix64(key ^ (row * 0xc2b2ae3d27d4eb4fL)), COUNT);
            s.append(i == 0 ? CAPITALISED[w] : LOWER[w]);
        }
        return s.append('.').toString();
    }

    /** {@code words} words for (seed, row, stream), the first capitalised, ending with a full stop. */
    public static String text(long seed, long row, int stream, int words) {
        return new Lorem(seed, stream, 0).words(seed, row, stream, words);
    }
}
