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

    private Lorem() {
    }

    /** {@code words} words for (seed, row, stream), the first capitalised, ending with a full stop. */
    public static String text(long seed, long row, int stream, int words) {
        StringBuilder s = new StringBuilder(words * 7);
        for (int i = 0; i < words; i++) {
            if (i > 0) {
                s.append(' ');
            }
            String w = WORDS.get(Mix.pick(Mix.mix64(seed + i), row, stream, WORDS.size()));
            s.append(i == 0 ? Character.toUpperCase(w.charAt(0)) + w.substring(1) : w);
        }
        return s.append('.').toString();
    }
}
