package seedgen.generate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.mindrot.jbcrypt.BCrypt;

class PasswordHashesTest {

    /** The cheapest cost bcrypt allows: these tests are about correctness, not about the work factor. */
    private static final int FAST = 4;

    @Test
    void hashVerifiesWithBcryptAndAWrongPlaintextDoesNot() {
        String hash = new PasswordHashes(1, FAST).hashOf("password");
        assertTrue(BCrypt.checkpw("password", hash));
        assertFalse(BCrypt.checkpw("Password", hash));
        assertFalse(BCrypt.checkpw("password ", hash));
        assertFalse(BCrypt.checkpw("passwor", hash));
    }

    @Test
    void hashHasTheRequestedCostAndBcryptShape() {
        String hash = new PasswordHashes(1, 10).hashOf("password");
        assertTrue(hash.startsWith("$2a$10$"), hash);
        assertEquals(60, hash.length(), hash);
        assertTrue(BCrypt.checkpw("password", hash));
        assertTrue(new PasswordHashes(1, FAST).hashOf("password").startsWith("$2a$04$"));
    }

    @Test
    void sameSeedAndPlaintextGiveTheSameHashAcrossInstances() {
        String a = new PasswordHashes(77, FAST).hashOf("hunter2");
        String b = new PasswordHashes(77, FAST).hashOf("hunter2");
        assertEquals(a, b);
    }

    @Test
    void differentSeedsGiveDifferentHashesThatBothVerify() {
        Set<String> hashes = new HashSet<>();
        for (long seed = 0; seed < 20; seed++) {
            String hash = new PasswordHashes(seed, FAST).hashOf("hunter2");
            assertTrue(BCrypt.checkpw("hunter2", hash), "seed " + seed);
            hashes.add(hash);
        }
        assertEquals(20, hashes.size(), "distinct hashes for 20 seeds");
    }

    @Test
    void differentPlaintextsUnderOneSeedGiveDifferentHashes() {
        PasswordHashes hashes = new PasswordHashes(5, FAST);
        String a = hashes.hashOf("alpha");
        String b = hashes.hashOf("beta");
        assertNotEquals(a, b);
        assertTrue(BCrypt.checkpw("alpha", a));
        assertTrue(BCrypt.checkpw("beta", b));
        assertFalse(BCrypt.checkpw("alpha", b));
    }

    @Test
    void computedCountsDistinctPlaintextsOnly() {
        PasswordHashes hashes = new PasswordHashes(1, FAST);
        assertEquals(0, hashes.computed());
        String first = hashes.hashOf("password");
        assertEquals(first, hashes.hashOf("password"));
        assertEquals(1, hashes.computed());
        hashes.hashOf("other");
        hashes.hashOf("password");
        assertEquals(2, hashes.computed());
    }

    @Test
    void concurrentCallersShareOneComputation() throws Exception {
        PasswordHashes hashes = new PasswordHashes(9, FAST);
        ExecutorService pool = Executors.newFixedThreadPool(4);
        try {
            List<Callable<String>> calls = new ArrayList<>();
            for (int i = 0; i < 64; i++) {
                calls.add(() -> hashes.hashOf("shared"));
            }
            Set<String> results = new HashSet<>();
            for (Future<String> f : pool.invokeAll(calls)) {
                results.add(f.get());
            }
            assertEquals(1, results.size());
            assertEquals(1, hashes.computed());
        } finally {
            pool.shutdownNow();
        }
    }

    @ParameterizedTest
    @ValueSource(ints = {Integer.MIN_VALUE, -1, 0, 3, 17, 31, Integer.MAX_VALUE})
    void costOutsideFourToSixteenIsRejected(int cost) {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> new PasswordHashes(1, cost));
        assertTrue(e.getMessage().contains(Integer.toString(cost)), e.getMessage());
    }

    @Test
    void costBoundsAreAccepted() {
        assertEquals(PasswordHashes.MIN_COST, new PasswordHashes(1, 4).cost());
        // Constructing is cheap; hashing at cost 16 would take seconds, so it is not done here.
        assertEquals(PasswordHashes.MAX_COST, new PasswordHashes(1, 16).cost());
    }

    @Test
    void emptyAndNullPlaintextsAreRejected() {
        PasswordHashes hashes = new PasswordHashes(1, FAST);
        assertThrows(IllegalArgumentException.class, () -> hashes.hashOf(""));
        assertThrows(IllegalArgumentException.class, () -> hashes.hashOf(null));
        assertEquals(0, hashes.computed());
    }

    @Test
    void plaintextOverSeventyTwoBytesIsRejectedCountingUtf8Bytes() {
        PasswordHashes hashes = new PasswordHashes(1, FAST);
        String ascii72 = "a".repeat(72);
        String ascii73 = "a".repeat(73);
        String euro72 = "\u20ac".repeat(24); // 3 bytes each
        String euro75 = "\u20ac".repeat(25);
        assertEquals(72, euro72.getBytes(StandardCharsets.UTF_8).length);

        assertTrue(BCrypt.checkpw(ascii72, hashes.hashOf(ascii72)));
        assertTrue(BCrypt.checkpw(euro72, hashes.hashOf(euro72)));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> hashes.hashOf(ascii73));
        assertTrue(e.getMessage().contains("73"), e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> hashes.hashOf(euro75));
        assertThrows(IllegalArgumentException.class, () -> PasswordHashes.checkPlaintext(ascii73));
        assertEquals(2, hashes.computed());
    }
}
