package seedgen.generate;

import java.nio.charset.StandardCharsets;
import java.security.SecureRandom;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.mindrot.jbcrypt.BCrypt;

/**
 * bcrypt hashes, computed once per distinct plaintext and then shared by every row that uses it: a cost-10
 * hash takes tens of milliseconds, so hashing per row would cap a load at a few dozen rows a second.
 *
 * <p>The salt is derived from the seed and the plaintext, so a rerun with the same seed writes byte-identical
 * rows. That is right for test data and wrong for real credentials, which seedgen never handles.
 */
public final class PasswordHashes {

    /** bcrypt only reads the first 72 bytes of a plaintext; longer ones would verify against a prefix. */
    public static final int MAX_PLAINTEXT_BYTES = 72;
    public static final int MIN_COST = 4;
    /** Each step doubles the work; cost 16 already takes several seconds for one hash. */
    public static final int MAX_COST = 16;

    private final long seed;
    private final int cost;
    private final Map<String, String> hashes = new ConcurrentHashMap<>();

    public PasswordHashes(long seed, int cost) {
        if (cost < MIN_COST || cost > MAX_COST) {
            throw new IllegalArgumentException(
                    "bcrypt cost must be between " + MIN_COST + " and " + MAX_COST + ", got " + cost);
        }
        this.seed = seed;
        this.cost = cost;
    }

    /** The hash of {@code plaintext}, computed on first use only. */
    public String hashOf(String plaintext) {
        checkPlaintext(plaintext);
        return hashes.computeIfAbsent(plaintext, p -> BCrypt.hashpw(p, BCrypt.gensalt(cost, saltSource(p))));
    }

    public int cost() {
        return cost;
    }

    /** How many distinct plaintexts have been hashed: the number of bcrypt computations this run made. */
    public int computed() {
        return hashes.size();
    }

    public static void checkPlaintext(String plaintext) {
        if (plaintext == null || plaintext.isEmpty()) {
            throw new IllegalArgumentException("the login plaintext must not be empty");
        }
        int bytes = plaintext.getBytes(StandardCharsets.UTF_8).length;
        if (bytes > MAX_PLAINTEXT_BYTES) {
            throw new IllegalArgumentException("the login plaintext is " + bytes
                    + " bytes; bcrypt uses only the first " + MAX_PLAINTEXT_BYTES);
        }
    }

    private SecureRandom saltSource(String plaintext) {
        long base = Mix.mix64(seed ^ Mix.mix64(plaintext.hashCode()));
        return new SecureRandom() {
            private long counter;

            @Override
            public void nextBytes(byte[] bytes) {
                for (int i = 0; i < bytes.length; i++) {
                    if (i % 8 == 0) {
                        counter = Mix.mix64(base + i);
                    }
                    bytes[i] = (byte) (counter >>> (8 * (i % 8)));
                }
            }
        };
    }
}
