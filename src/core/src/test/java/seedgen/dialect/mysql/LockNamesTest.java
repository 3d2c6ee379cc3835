package seedgen.dialect.mysql;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

class LockNamesTest {

    /** 64 characters, the longest name MySQL allows, of 3-byte UTF-8 characters. */
    private static final String LONGEST_CJK = "用".repeat(Identifiers.MAX_LENGTH);
    private static final String LONGEST_MIX = ("é`'\"; ").repeat(Identifiers.MAX_LENGTH / 6)
            + "xyzw";

    private static final List<String> HOSTILE = List.of("users", "Users", "USERS", "a`b", "``", "it's",
            "say \"hi\"", "x`; DROP TABLE t; --", "semi;colon", " leading", "select", "Ünïcödé", "用户",
            "k`i'l;l \u00e9 select", "percent%_under", "new\nline", LONGEST_CJK, LONGEST_MIX,
            "a".repeat(Identifiers.MAX_LENGTH));

    private static void assertUsable(String name) {
        assertTrue(name.length() <= LockNames.MAX_LENGTH, () -> name + " is " + name.length() + " characters");
        assertTrue(name.chars().allMatch(ch -> ch >= 0x21 && ch < 0x7f), () -> name + " is not printable ASCII");
        // Lock names compare without case: a name must not rely on case to differ from another.
        assertEquals(name.toLowerCase(java.util.Locale.ROOT), name, "lowercase only");
    }

    @Test
    void everyNameIsShortPrintableAsciiWhateverTheTableName() {
        for (String db : HOSTILE) {
            for (String table : HOSTILE) {
                assertUsable(LockNames.load(db, table, false));
                assertUsable(LockNames.load(db, table, true));
            }
            assertUsable(LockNames.bookkeeping(db, false));
        }
        assertUsable(LockNames.TUNE);
        assertEquals(LockNames.LOAD_PREFIX.length() + 40, LockNames.load(LONGEST_CJK, LONGEST_CJK, false).length());
    }

    @Test
    void distinctTablesGetDistinctNames() {
        Set<String> names = new HashSet<>();
        for (String db : HOSTILE) {
            for (String table : HOSTILE) {
                assertTrue(names.add(LockNames.load(db, table, false)), () -> db + " / " + table + " collides");
            }
        }
        // The separator keeps database and table apart: "ab"."c" is not "a"."bc".
        assertNotEquals(LockNames.load("ab", "c", false), LockNames.load("a", "bc", false));
        // Locks of one database's tables, its bookkeeping and tuning never share a name.
        assertNotEquals(LockNames.bookkeeping("shop", false), LockNames.load("shop", "", false));
        assertTrue(names.stream().noneMatch(n -> n.equals(LockNames.TUNE)
                || n.startsWith(LockNames.BOOKKEEPING_PREFIX)));
    }

    @Test
    void caseDecidesOnlyWhereTheServerComparesNamesWithCase() {
        // lower_case_table_names=0 (Linux default): `Users` and `users` are two tables, loadable at once.
        assertNotEquals(LockNames.load("shop", "Users", false), LockNames.load("shop", "users", false));
        assertNotEquals(LockNames.load("Shop", "users", false), LockNames.load("shop", "users", false));
        // lower_case_table_names=1 or 2: one table, so one lock.
        assertEquals(LockNames.load("shop", "Users", true), LockNames.load("SHOP", "users", true));
        assertEquals(LockNames.bookkeeping("Shop", true), LockNames.bookkeeping("shop", true));
    }

    @Test
    void namesAreStableAcrossVersions() {
        // Two seedgen versions must compute the same name, or they could load one table at once. Computed with
        // printf 'seedgen\0users' | sha256sum | cut -c1-40 (and printf 'seedgen' for the bookkeeping lock).
        assertEquals("seedgen:load:0f5c508b308d18c5642943f0f73e95f94bc9211e",
                LockNames.load("seedgen", "users", false));
        assertEquals("seedgen:books:b069e3e5a8e594aeb92df0840df4297ae59659c4",
                LockNames.bookkeeping("seedgen", false));
        assertEquals("seedgen:tune", LockNames.TUNE);
    }
}
