package seedgen.generate;

import java.util.Set;

/**
 * Values made up for a choice's rare members ({@code other:}): a length in [{@code shortest}, {@code longest}] drawn
 * evenly, then that many characters of an alphabet, each a pure function of (seed, row, stream). A value that is one
 * of the choice's members is made again, up to {@value #ATTEMPTS} times, and then moved to the next value in the
 * alphabet's order that is none, so that the members keep exactly the weights given. In an integer column
 * ({@code firstNonZero}) a value of more than one digit starts with 1-9, so that its digits are its number's.
 */
public final class MadeUpValues {

    /** Draws of a value before the next free one is walked to: a member is rarely met twice. */
    static final int ATTEMPTS = 16;

    private final long seed;
    private final int stream;
    private final String alphabet;
    private final boolean firstNonZero;
    private final int shortest;
    private final int longest;
    private final Set<String> members;
    /** free[L - shortest]: some value of L characters is no member. */
    private final boolean[] free;

    /**
     * {@code members}: the values never to make. Refused (IllegalArgumentException) where every value of every length
     * is one of them.
     */
    public MadeUpValues(long seed, int stream, String alphabet, boolean firstNonZero, int shortest, int longest,
            Set<String> members) {
        if (shortest < 1 || longest < shortest || alphabet.isEmpty()) {
            throw new IllegalArgumentException("lengths " + shortest + ".." + longest + " of " + alphabet);
        }
        this.seed = seed;
        this.stream = stream;
        this.alphabet = alphabet;
        this.firstNonZero = firstNonZero;
        this.shortest = shortest;
        this.longest = longest;
        this.members = Set.copyOf(members);
        this.free = new boolean[longest - shortest + 1];
        boolean any = false;
        for (int length = shortest; length <= longest; length++) {
            free[length - shortest] = values(length) > countOfLength(length);
            any |= free[length - shortest];
        }
        if (!any) {
            throw new IllegalArgumentException("every value of " + shortest + ".." + longest
                    + " characters is a member");
        }
    }

    private long countOfLength(int length) {
        return members.stream().filter(m -> m.length() == length && canMake(m)).count();
    }

    /** Whether {@code m} is a value this could make: of the alphabet, and without a leading zero where none is. */
    private boolean canMake(String m) {
        for (int i = 0; i < m.length(); i++) {
            if (alphabet.indexOf(m.charAt(i)) < 0) {
                return false;
            }
        }
        return !(firstNonZero && m.length() > 1 && m.charAt(0) == '0');
    }

    /** Values of {@code length} characters, at most Long.MAX_VALUE. */
    private long values(int length) {
        long n = 1;
        for (int i = 0; i < length; i++) {
            int k = i == 0 && firstNonZero && length > 1 ? alphabet.length() - 1 : alphabet.length();
            if (n > Long.MAX_VALUE / k) {
                return Long.MAX_VALUE;
            }
            n *= k;
        }
        return n;
    }

    public int longest() {
        return longest;
    }

    /** How many values this can make (at most Long.MAX_VALUE): those of its lengths and alphabet, members left out. */
    public long count() {
        long n = 0;
        for (int length = shortest; length <= longest; length++) {
            long more = values(length) - countOfLength(length);
            n = n > Long.MAX_VALUE - more ? Long.MAX_VALUE : n + more;
        }
        return n;
    }

    /** The value made up for {@code row}: never a member. */
    public String valueFor(long row) {
        char[] v = null;
        for (int attempt = 0; attempt < ATTEMPTS; attempt++) {
            v = draw(row, attempt);
            if (!members.contains(new String(v))) {
                return new String(v);
            }
        }
        return walk(v);
    }

    /** Attempt {@code attempt}'s value: a length, then the characters, from hashes of (seed, row, stream, attempt). */
    private char[] draw(long row, int attempt) {
        int base = stream ^ (0x3A7E_0000 + (attempt << 8));
        long h = Mix.hash(seed, row, base);
        int length = shortest + (int) Long.remainderUnsigned(h, longest - shortest + 1);
        char[] v = new char[length];
        int k = alphabet.length();
        for (int i = 0; i < length; i++) {
            if (i % 8 == 0) { // 8 characters of at most 62 take 48 of a hash's 64 bits
                h = Mix.hash(seed, row, base + 1 + i / 8);
            }
            boolean first = i == 0 && firstNonZero && length > 1;
            int n = first ? k - 1 : k;
            int at = (int) Long.remainderUnsigned(h, n);
            h = Long.divideUnsigned(h, n);
            v[i] = alphabet.charAt(first ? at + 1 : at);
        }
        return v;
    }

    /**
     * The first value after {@code v} in the alphabet's order (its last character counting fastest, round to the
     * first value) that is no member; where no value of its length is free, the first free value of the next length
     * that has one.
     */
    private String walk(char[] v) {
        int length = v.length;
        while (!free[length - shortest]) {
            length = length == longest ? shortest : length + 1;
        }
        char[] at = length == v.length ? v : first(length);
        while (true) {
            String s = new String(at);
            if (!members.contains(s)) {
                return s;
            }
            next(at);
        }
    }

    private char[] first(int length) {
        char[] v = new char[length];
        for (int i = 0; i < length; i++) {
            v[i] = alphabet.charAt(i == 0 && firstNonZero && length > 1 ? 1 : 0);
        }
        return v;
    }

    private void next(char[] v) {
        for (int i = v.length - 1; i >= 0; i--) {
            int at = alphabet.indexOf(v[i]) + 1;
            if (at < alphabet.length()) {
                v[i] = alphabet.charAt(at);
                return;
            }
            v[i] = alphabet.charAt(i == 0 && firstNonZero && v.length > 1 ? 1 : 0);
        }
    }
}
