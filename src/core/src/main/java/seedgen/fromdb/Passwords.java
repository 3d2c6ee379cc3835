package seedgen.fromdb;

import seedgen.catalog.Catalog;
import java.util.List;
import java.util.Set;

/**
 * Password columns. A person's own password in a table of people (or of someone's passwords: an app's password, a
 * password history), where a bcrypt hash fits (60 characters or more), is the hash every row logs in with; one of a
 * digest's length there is hex of that length. Any other password (a mail server's, a proxy's, an API's, kept for
 * the application to send) is a plain secret it can read back, not a hash nobody could log in with.
 */
final class Passwords {

    private static final Set<String> PASSWORD = Set.of("password", "passwd", "pwd", "pw");
    /** Words of a person's own password: password_hash, encrypted_password, user_password. */
    private static final Set<String> OWN = Set.of("password", "passwd", "pwd", "pw", "pass", "hash", "hashed", "digest",
            "encrypted", "crypted", "crypt", "user", "login", "account", "member", "admin", "current");
    private static final Set<String> HASHED = Set.of("hash", "hashed", "digest", "checksum", "sha1", "sha256", "md5");
    private static final Set<Long> DIGESTS = Set.of(32L, 40L, 64L, 128L);
    private static final int BCRYPT = 60;
    private static final long SECRET = 16;

    private Passwords() {
    }

    /**
     * The generator for a text column of {@code n} characters named {@code words} in {@code t}, or null where the
     * column is no password, or a hash that is not a person's ({@code TextByName}'s hex then).
     */
    static Gen of(Catalog.Table t, List<String> words, long n) {
        if (words.stream().noneMatch(PASSWORD::contains)) {
            return null;
        }
        boolean own = TableKinds.logins(t) && OWN.containsAll(words);
        if (own && n >= BCRYPT) {
            return Gen.of("bcrypt").with("plaintext", "password");
        }
        if (own && DIGESTS.contains(n)) {
            return TextByName.hex(List.of("hash"), n);
        }
        if (words.stream().anyMatch(HASHED::contains)) {
            return null;
        }
        return TextByName.faker("\"#{regexify '[A-Za-z0-9]{" + Math.min(n, SECRET) + "}'}\"");
    }
}
