package seedgen.generate;

/**
 * A column of bcrypt hashes that every row logs in with: {@code plaintext} hashed once, on first use, by
 * {@code hashes} (its seed and cost). The summary names the plaintext, and a resume tells a changed plaintext from a
 * changed cost by it.
 */
public record Login(String plaintext, PasswordHashes hashes) implements ValueGenerator {

    public Login {
        PasswordHashes.checkPlaintext(plaintext);
        java.util.Objects.requireNonNull(hashes, "hashes");
    }

    @Override
    public Object valueFor(long id) {
        return hashes.hashOf(plaintext);
    }

    public int cost() {
        return hashes.cost();
    }

    /** How many bcrypt hashes were computed for this column's generator (shared with others of the same cost). */
    public int computed() {
        return hashes.computed();
    }
}
