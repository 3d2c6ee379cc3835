package seedgen.dialect.mysql;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import seedgen.error.SeedgenException;

class IdentifiersTest {

    @Test
    void quoteWrapsInBackticksAndDoublesInnerOnes() {
        assertEquals("`users`", Identifiers.quote("users"));
        assertEquals("`a``b`", Identifiers.quote("a`b"));
        assertEquals("````", Identifiers.quote("`"));
        assertEquals("`x``; DROP TABLE t; --`", Identifiers.quote("x`; DROP TABLE t; --"));
        assertEquals("`it's \"q\"`", Identifiers.quote("it's \"q\""));
    }

    @Test
    void quotedNameHasOnlyPairedBackticksInside() {
        for (String name : new String[] {"a`b", "``", "`x`", "a``b`"}) {
            String quoted = Identifiers.quote(name);
            String inner = quoted.substring(1, quoted.length() - 1);
            assertEquals(name, inner.replace("``", "`"), quoted);
            assertTrue(inner.replace("``", "").indexOf('`') < 0, "lone backtick inside " + quoted);
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"users", "a`b", "it's", "say \"hi\"", "semi;colon", "with space", " leading",
            "select", "table", "Ünïcödé", "用户", "x-y", "123", "$dollar"})
    void acceptsNamesMysqlAllowsWhenQuoted(String name) {
        assertEquals(name, Identifiers.validate(name, "--table"));
    }

    @Test
    void acceptsExactlySixtyFourCharacters() {
        assertEquals("a".repeat(64), Identifiers.validate("a".repeat(64), "--table"));
        assertEquals("é".repeat(64), Identifiers.validate("é".repeat(64), "--table"));
    }

    @Test
    void rejectsEmptyAndNull() {
        assertBadInput("", "--table");
        SeedgenException e = assertThrows(SeedgenException.class, () -> Identifiers.validate(null, "--database"));
        assertTrue(e.getMessage().contains("--database"), e.getMessage());
    }

    @Test
    void rejectsMoreThanSixtyFourCharacters() {
        assertBadInput("a".repeat(65), "--table");
        assertBadInput("é".repeat(65), "--table");
    }

    @ParameterizedTest
    @ValueSource(strings = {"trailing ", "a.b", ".", "a/b", "a\\b", "nul\0", "\0"})
    void rejectsCharactersMysqlDoesNotAllow(String name) {
        SeedgenException e = assertBadInput(name, "--table");
        assertTrue(e.getMessage().indexOf('\0') < 0, "NUL in message: " + e.getMessage());
    }

    @Test
    void dotMessageSuggestsTheDatabaseOption() {
        SeedgenException e = assertBadInput("shop.users", "--table");
        assertTrue(e.getMessage().contains("--database"), e.getMessage());
    }

    private static SeedgenException assertBadInput(String name, String option) {
        SeedgenException e = assertThrows(SeedgenException.class, () -> Identifiers.validate(name, option));
        assertEquals(SeedgenException.Kind.BAD_INPUT, e.kind());
        assertTrue(e.getMessage().contains(option), e.getMessage());
        return e;
    }
}
