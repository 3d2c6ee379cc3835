package seedgen.spec;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.function.Executable;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import seedgen.error.SeedgenException;
import seedgen.generate.Login;
import seedgen.model.Dataset;

/** The plain command's users table as asked (--table, --password-plain, --bcrypt-cost): checked once. */
class UsersTableTest {

    private static void assertBadInputNaming(String option, Executable build) {
        SeedgenException e = assertThrows(SeedgenException.class, build);
        assertEquals(SeedgenException.Kind.BAD_INPUT, e.kind(), e.getMessage());
        assertTrue(e.getMessage().contains(option), "message should name " + option + ": " + e.getMessage());
    }

    @Test
    void validOptionsAreKept() {
        UsersTable u = new UsersTable("people", "secret", 4);
        assertEquals("people", u.table());
        assertEquals("secret", u.passwordPlain());
        assertEquals(4, u.bcryptCost());
    }

    @ParameterizedTest
    @ValueSource(ints = {3, 17, 0, 99})
    void bcryptCostOutsideRangeIsRejected(int cost) {
        assertBadInputNaming("--bcrypt-cost", () -> new UsersTable("users", "password", cost));
    }

    @ParameterizedTest
    @ValueSource(strings = {"", "a.b", "db/users", "a\\b", "trailing ", "nul\0byte"})
    void badTableNamesAreRejected(String table) {
        assertBadInputNaming("--table", () -> new UsersTable(table, "password", 4));
    }

    @Test
    void tooLongTableNameIsRejected() {
        assertBadInputNaming("--table", () -> new UsersTable("t".repeat(65), "password", 4));
    }

    @Test
    void badPasswordPlaintextIsRejected() {
        assertBadInputNaming("--password-plain", () -> new UsersTable("users", "", 4));
        assertBadInputNaming("--password-plain", () -> new UsersTable("users", "x".repeat(73), 4));
    }

    /** The built-in users dataset of one table: its name, keys named as they always were, its login. */
    @Test
    void theDatasetIsOneTableWithItsKeysAndItsLogin() {
        Dataset d = new UsersTable("people", "s3cret", 4).dataset(7, 100);
        assertEquals("users", d.name());
        Dataset.Table t = d.tables().get(0);
        assertEquals("people", t.name());
        assertEquals(100, t.rows());
        assertEquals(List.of("id"), t.primaryKey());
        assertEquals(List.of(List.of("username"), List.of("email")), t.unique());
        assertEquals(List.of("uk_username", "uk_email"), t.uniqueNames());
        Login login = (Login) t.spec().columns().get(3).generator();
        assertEquals("s3cret", login.plaintext());
        assertTrue(String.valueOf(t.spec().row(1)[3]).startsWith("$2a$04$"), String.valueOf(t.spec().row(1)[3]));
        assertTrue(t.spec().rowIdKey(), "its key is its row number");
    }

    /** A resume must match what the rows are made from: another seed, rows, plaintext or cost differ. */
    @Test
    void theFingerprintCoversTheTableTheLoginTheSeedAndTheRows() {
        UsersTable u = new UsersTable("users", "password", 4);
        String base = u.fingerprint(1, 1000);
        assertEquals(base, new UsersTable("users", "password", 4).fingerprint(1, 1000));
        assertTrue(!base.equals(u.fingerprint(2, 1000)) && !base.equals(u.fingerprint(1, 1001)));
        assertTrue(!base.equals(new UsersTable("users", "other", 4).fingerprint(1, 1000)));
        assertTrue(!base.equals(new UsersTable("users", "password", 5).fingerprint(1, 1000)));
        assertTrue(!base.equals(new UsersTable("people", "password", 4).fingerprint(1, 1000)));
    }
}
