package seedgen.check;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * CHECK clauses as the two families' catalogs print them (PostgreSQL's pg_get_constraintdef, MariaDB's and MySQL 8's
 * CHECK_CLAUSE), read and evaluated on rows with SQL's three-valued logic: every clause here is one a real schema
 * declares or a form of one, each with rows that pass and rows that fail.
 */
class EvaluatorTest {

    /** A table of named columns of the types given, a row's values in that order. */
    private record Table(List<String> names, List<ValueKind> kinds, List<String> types) implements Evaluator.Binding {
        static Table of(String... nameAndType) {
            List<String> names = new ArrayList<>();
            List<ValueKind> kinds = new ArrayList<>();
            List<String> types = new ArrayList<>();
            for (int i = 0; i < nameAndType.length; i += 2) {
                names.add(nameAndType[i]);
                kinds.add(ValueKind.ofType(nameAndType[i + 1]));
                types.add(nameAndType[i + 1]);
            }
            return new Table(names, kinds, types);
        }

        @Override
        public int index(String name) {
            int i = names.indexOf(name);
            return i >= 0 ? i : names.stream().filter(n -> n.equalsIgnoreCase(name)).findFirst().map(names::indexOf)
                    .orElse(-1);
        }

        @Override
        public ValueKind kind(int index) {
            return kinds.get(index);
        }

        @Override
        public int padTo(int index) {
            return Evaluator.padding(types.get(index));
        }

        boolean holds(String clause, Object... row) {
            Evaluator e = Evaluator.compile(CheckParser.parse(clause), this);
            return e.holds(i -> row[i]);
        }
    }

    /**
     * PostgreSQL prints a pattern with a cast ({@code '^\\d{11}$'::text}), which makes it no literal: it is read per
     * row, and each row finds it read already (MusicBrainz's ipi, isni, isrc and iswc checks).
     */
    @Test
    void aPatternACastMakesIsReadOnceForAllRows() {
        Table t = Table.of("ipi", "character(11)");
        String ipi = "(ipi ~ '^\\d{11}$'::text)";
        for (int i = 0; i < 2_000; i++) {
            String digits = String.format("%011d", i);
            assertTrue(t.holds(ipi, digits), digits);
            assertFalse(t.holds(ipi, digits.substring(1) + "x"), digits);
        }
        assertSame(TextMatch.of(Expr.MatchKind.REGEX, "^\\d{11}$", null, false),
                TextMatch.of(Expr.MatchKind.REGEX, "^\\d{11}$", null, false), "one reading of the pattern");
    }

    @Test
    void postgresqlPrintsCastsAndArraysAndTheyAreRead() {
        Table t = Table.of("name", "character varying(255)", "status", "integer", "entity_type", "varchar(50)");
        assertTrue(t.holds("CHECK (((name)::text = lower((name)::text)))".substring(6), "ns1.example.com", 1L, "area"));
        assertFalse(t.holds("(((name)::text = lower((name)::text)))", "NS1.example.com", 1L, "area"));
        assertTrue(t.holds("(((name)::text = lower((name)::text)))", null, 1L, "area"), "NULL passes a CHECK");
        assertTrue(t.holds("((status = ANY (ARRAY[1, 2, 3, 4, 5, 6])))", "x", 6L, "area"));
        assertFalse(t.holds("((status = ANY (ARRAY[1, 2, 3, 4, 5, 6])))", "x", 7L, "area"));
        String entity = "(((entity_type)::text = ANY ((ARRAY['area'::character varying, 'artist'::character varying])"
                + "::text[])))";
        assertTrue(t.holds(entity, "x", 1L, "artist"));
        assertFalse(t.holds(entity, "x", 1L, "label"));
        assertTrue(t.holds("((vote = ANY (ARRAY['-1'::integer, 0, 1])))".replace("vote", "status"), "x", -1L, "a"));
        assertFalse(t.holds("(((name)::text <> ''::text))", "", 1L, "a"));
        assertTrue(t.holds("(((name)::text <> ''::text))", "a", 1L, "a"));
        // MariaDB's own printing of clauses the grammar property test drew (CheckGrammarIT): a MOD b, a cast's charset
        Table g = Table.of("c", "int(11)", "t", "varchar(24)", "f", "tinyint(1)", "a", "int(11)");
        assertTrue(g.holds("`c` MOD 7 = 5 or `c` MOD 7 < 0 or `f` <> 1 and `a` is not null", 12L, "x", 1L, null));
        assertFalse(g.holds("`c` MOD 7 = 5 or `c` MOD 7 < 0 or `f` <> 1 and `a` is not null", 13L, "x", 1L, null));
        assertTrue(g.holds("cast(`c` as char charset utf8mb4) not like '4%'", 312L, "x", 1L, null));
        assertFalse(g.holds("cast(`c` as char charset utf8mb4) not like '4%'", 412L, "x", 1L, null));
        assertTrue(g.holds("`c` in (873,876,876) or `f` = 1 or `a` is null", 876L, "x", 0L, 3L));
        assertFalse(g.holds("`c` in (873,876,876) or `f` = 1 or `a` is null", 875L, "x", 0L, 3L));
        assertTrue(g.holds("mod(`c`, 7) = 5", 12L, "x", 0L, 3L), "mod() the function stays one");
        // LedgerSMB's journal_line (Pg-database.sql): CHECK ((amount <> 'NaN'::numeric)), NaN above every number
        Table amounts = Table.of("amount", "numeric");
        assertTrue(amounts.holds("((amount <> 'NaN'::numeric))", new java.math.BigDecimal("12.50")));
        assertFalse(amounts.holds("((amount = 'NaN'::numeric))", new java.math.BigDecimal("12.50")));
        assertTrue(amounts.holds("((amount < 'NaN'::numeric))", new java.math.BigDecimal("-3")));
        assertTrue(amounts.holds("(('NaN'::numeric = 'nan'::numeric))", new java.math.BigDecimal("1")));
    }

    @Test
    void nullsTogetherImplicationsAndFlagsFollowThreeValuedLogic() {
        Table t = Table.of("end_date_year", "smallint", "end_date_month", "smallint", "end_date_day", "smallint",
                "ended", "boolean");
        String implied = "((((end_date_year IS NOT NULL) OR (end_date_month IS NOT NULL) OR (end_date_day IS NOT "
                + "NULL)) AND (ended = true)) OR ((end_date_year IS NULL) AND (end_date_month IS NULL) AND "
                + "(end_date_day IS NULL)))";
        assertTrue(t.holds(implied, 2020L, null, null, 1L));
        assertFalse(t.holds(implied, 2020L, null, null, 0L), "a date set and not ended");
        assertTrue(t.holds(implied, null, null, null, 0L));
        assertTrue(t.holds(implied, null, null, null, 1L));
        Table pair = Table.of("code_challenge", "text", "code_challenge_method", "text");
        String together = "(((code_challenge IS NULL) = (code_challenge_method IS NULL)) AND ((code_challenge IS NULL) "
                + "OR (code_challenge ~ '^[A-Za-z0-9.~_-]{43,128}$'::text)))";
        assertTrue(pair.holds(together, null, null));
        assertFalse(pair.holds(together, null, "S256"));
        assertFalse(pair.holds(together, "abc", "S256"), "too short for the pattern");
        assertTrue(pair.holds(together, "a".repeat(43), "S256"));
        Table flags = Table.of("deleted", "boolean", "approved", "boolean");
        assertFalse(flags.holds("((deleted IS NOT TRUE) OR (approved IS NOT TRUE))", 1L, 1L));
        assertTrue(flags.holds("((deleted IS NOT TRUE) OR (approved IS NOT TRUE))", null, 1L));
        Table locale = Table.of("locale", "text", "primary_for_locale", "boolean");
        String clause = "(((locale IS NULL) AND (primary_for_locale IS FALSE)) OR (locale IS NOT NULL))";
        assertFalse(locale.holds(clause, null, 1L));
        assertTrue(locale.holds(clause, null, 0L));
        assertTrue(locale.holds(clause, "en", 1L));
    }

    @Test
    void twoColumnsComparedAndArithmeticAcrossThem() {
        Table t = Table.of("entity0", "integer", "entity1", "integer", "allocated", "numeric", "qty", "numeric");
        assertFalse(t.holds("((entity0 <> entity1))", 5L, 5L, "0", "0"));
        assertTrue(t.holds("((entity0 <> entity1))", 5L, 6L, "0", "0"));
        assertTrue(t.holds("(entity0 < entity1)", 5L, 6L, "0", "0"));
        String invoice = "(((allocated * '-1'::integer) >= LEAST(0, qty)) AND ((allocated * '-1'::integer) <= "
                + "GREATEST(qty, 0)))";
        assertTrue(t.holds(invoice, 1L, 2L, "-3", "5"));
        assertFalse(t.holds(invoice, 1L, 2L, "-6", "5"));
        assertFalse(t.holds(invoice, 1L, 2L, "3", "5"));
        assertTrue(t.holds("(((entity0 + entity1) % 2) = 1)", 1L, 2L, "0", "0"));
        Table money = Table.of("amount", "numeric", "curr", "character(3)");
        String both = "(((amount IS NULL) AND (curr IS NULL)) OR ((amount IS NOT NULL) AND (curr IS NOT NULL)))";
        assertTrue(money.holds(both, null, null));
        assertTrue(money.holds(both, "1.00", "EUR"));
        assertFalse(money.holds(both, "1.00", null));
    }

    @Test
    void mysqlClausesWithIntroducersBackticksAndRegexp() {
        Table t = Table.of("status", "varchar(10)", "code", "varchar(8)", "price", "decimal(10,2)", "doc", "longtext");
        String mysql8 = CheckParser.standardLiterals("(`status` in (_utf8mb4\\'new\\',_utf8mb4\\'done\\'))");
        assertTrue(t.holds(mysql8, "new", "ab", "1.00", "{}"));
        assertFalse(t.holds(mysql8, "old", "ab", "1.00", "{}"));
        assertTrue(t.holds("`price` > 0", "new", "ab", "0.01", "{}"));
        assertFalse(t.holds("`price` > 0", "new", "ab", "0.00", "{}"));
        String regexp = CheckParser.standardLiterals("(`code` regexp '^[a-z]{2}\\\\d$')");
        assertTrue(t.holds(regexp, "new", "ab1", "1", "{}"));
        assertFalse(t.holds(regexp, "new", "abc", "1", "{}"));
        assertFalse(t.holds(regexp, "new", "AB1", "1", "{}"), "MySQL may fold case, PostgreSQL does not: a doubt");
        assertTrue(t.holds("json_valid(`doc`)", "new", "ab", "1", "{\"a\": 1}"));
        assertFalse(t.holds("json_valid(`doc`)", "new", "ab", "1", "{a"));
        assertTrue(t.holds("`price` between 1 and 10", "n", "a", "10.00", "{}"));
        assertFalse(t.holds("`price` not between 1 and 10", "n", "a", "10.00", "{}"));
    }

    @Test
    void likeSimilarAndRegexMatchAsTheServersDo() {
        Table t = Table.of("x", "text");
        assertTrue(t.holds("(x ~~ 'a%'::text)", "abc"));
        assertFalse(t.holds("(x ~~ 'a%'::text)", "bc"));
        assertFalse(t.holds("(x !~~ 'a%'::text)", "abc"));
        assertTrue(t.holds("(x ~~* 'A%'::text)", "abc"));
        assertTrue(t.holds("x LIKE 'a!%' ESCAPE '!'", "a%"));
        assertFalse(t.holds("x LIKE 'a!%' ESCAPE '!'", "ab"));
        assertTrue(t.holds("((x)::text ~ similar_to_escape('(ab|cd)%'::text))", "cdx"));
        assertFalse(t.holds("((x)::text ~ similar_to_escape('(ab|cd)%'::text))", "xcd"));
        assertTrue(t.holds("(x ~ '^T-?\\d{3}.?\\d{3}.?\\d{3}[-.]?\\d$'::text)", "T-123.456.789-0"));
        assertFalse(t.holds("(x ~ '^T-?\\d{3}.?\\d{3}.?\\d{3}[-.]?\\d$'::text)", "T-12.456.789-0"));
        assertTrue(t.holds("(x ~ '[[:digit:]]')", "a1"), "a search, not a whole match");
        assertFalse(t.holds("(x ~ '^[[:digit:]]+$')", "a1"));
    }

    /**
     * PostgreSQL matches a CHAR(n)'s pattern against its value padded with spaces to n (MusicBrainz's iswc character(15)
     * with {@code ~ '...\d$'} refuses 'T1234567890'), MySQL against the value as it is: a shorter value is a doubt.
     */
    @Test
    void aPatternOnAFixedLengthColumnReadsItsPaddedValueToo() {
        Table t = Table.of("iswc", "character(15)", "code", "varchar(15)");
        String clause = "(iswc ~ '^T-?\\d{3}.?\\d{3}.?\\d{3}[-.]?\\d$'::text)";
        assertFalse(t.holds(clause, "T1234567890", "x"), "padded to 15, it ends in spaces");
        assertTrue(t.holds(clause, "T-123.456.789-0", "x"));
        assertTrue(t.holds("(code ~ '^T\\d+$')", "x", "T1234567890"));
        assertTrue(t.holds("((iswc)::text ~ '^T\\d+$')", "T1234567890", "x"), "a cast to text drops the padding");
    }

    @Test
    void textComparisonsThatDependOnTheCollationAreDoubts() {
        Table t = Table.of("a", "text", "b", "text");
        assertFalse(t.holds("a <> b", "Ab", "ab"), "MySQL's case-folding collation finds them equal");
        assertFalse(t.holds("a = b", "Ab", "ab"), "PostgreSQL's finds them different");
        assertTrue(t.holds("a = b", "ab", "ab"));
        assertTrue(t.holds("a <> b", "ab", "cd"));
        assertFalse(t.holds("a < b", "a-b", "ab"), "a dictionary collation and a binary one order these apart");
        assertTrue(t.holds("a < b", "a", "b"));
    }

    @Test
    void timesAndIntervalsCompare() {
        Table t = Table.of("starts", "timestamp without time zone", "ends", "timestamp", "day", "date");
        assertTrue(t.holds("ends >= starts", "2024-01-01 10:00:00", "2024-01-02 00:00:00", "2024-01-01"));
        assertFalse(t.holds("ends >= starts", "2024-01-03 10:00:00", "2024-01-02 00:00:00", "2024-01-01"));
        assertTrue(t.holds("(day >= '2000-01-01'::date)", "x", "x", "2024-01-01"));
        // a date's literal against a timestamp, as a partition's bound reads (its day is no zone offset)
        assertTrue(t.holds("starts >= '2022-01-01'", "2023-09-13 10:32:33", "x", "x"));
        assertFalse(t.holds("starts < '2022-01-01'", "2023-09-13 10:32:33", "x", "x"));
        assertTrue(t.holds("starts >= '2023-09-13 10:00:00+00'", "2023-09-13 10:32:33", "x", "x"));
        assertTrue(t.holds("(ends < (starts + '2 days'::interval))", "2024-01-01 10:00:00", "2024-01-02 00:00:00",
                "2024-01-01"));
        assertFalse(t.holds("(ends < (starts + '1 hour'::interval))", "2024-01-01 10:00:00", "2024-01-02 00:00:00",
                "2024-01-01"));
        assertTrue(t.holds("(date_part('year'::text, day) > (2000)::double precision)", null, null, "2024-05-05"));
        assertTrue(t.holds("(EXTRACT(year FROM day) = 2024)", null, null, "2024-05-05"));
    }

    @Test
    void functionsOfOneColumnAndCountsOfNulls() {
        Table t = Table.of("token", "text", "a", "integer", "b", "integer");
        assertTrue(t.holds("(length(token) = 32)", "0123456789abcdef0123456789abcdef", 1L, 2L));
        assertFalse(t.holds("(length(token) = 32)", "0123", 1L, 2L));
        assertTrue(t.holds("(num_nonnulls(a, b) = 1)", "x", 1L, null));
        assertFalse(t.holds("(num_nonnulls(a, b) = 1)", "x", 1L, 2L));
        assertTrue(t.holds("(btrim(token) = token)", "ab c", 1L, 2L));
        assertFalse(t.holds("(btrim(token) = token)", " ab", 1L, 2L));
        assertTrue(t.holds("(char_length(token) BETWEEN 2 AND 4)", "abc", 1L, 2L));
        assertTrue(t.holds("(upper(token) = token)", "AB1", 1L, 2L));
    }

    @Test
    void aFunctionSeedgenDoesNotKnowIsNamed() {
        Table t = Table.of("name", "text");
        Evaluator.Unevaluable e = assertThrows(Evaluator.Unevaluable.class, () -> Evaluator.compile(
                CheckParser.parse("controlled_for_whitespace((name)::text)"), t));
        assertTrue(e.getMessage().contains("controlled_for_whitespace"), e.getMessage());
        assertThrows(Evaluator.Unevaluable.class, () -> Evaluator.compile(CheckParser.parse("other > 1"), t));
        assertThrows(CheckParser.CheckSyntax.class, () -> CheckParser.parse("x > (SELECT 1"));
    }

    /**
     * The three-valued connectives, against their truth tables: a condition with NULL in it is UNKNOWN where it can
     * be either, and a CHECK passes it.
     */
    @Test
    void connectivesFollowTheTruthTables() {
        Table t = Table.of("a", "boolean", "b", "boolean");
        Object[] values = {1L, 0L, null};
        Map<String, Boolean[]> and = new HashMap<>();
        for (Object x : values) {
            for (Object y : values) {
                Boolean ex = x == null ? null : (Long) x == 1;
                Boolean ey = y == null ? null : (Long) y == 1;
                Boolean conj = Boolean.FALSE.equals(ex) || Boolean.FALSE.equals(ey) ? Boolean.FALSE
                        : ex == null || ey == null ? null : Boolean.TRUE;
                Boolean disj = Boolean.TRUE.equals(ex) || Boolean.TRUE.equals(ey) ? Boolean.TRUE
                        : ex == null || ey == null ? null : Boolean.FALSE;
                assertEquals(!Boolean.FALSE.equals(conj), t.holds("a AND b", x, y), x + " AND " + y);
                assertEquals(!Boolean.FALSE.equals(disj), t.holds("a OR b", x, y), x + " OR " + y);
                assertEquals(!Boolean.FALSE.equals(conj == null ? null : !conj), t.holds("NOT (a AND b)", x, y),
                        "NOT (" + x + " AND " + y + ")");
                and.put(Arrays.toString(new Object[] {x, y}), new Boolean[] {conj, disj});
            }
        }
        assertEquals(9, and.size());
    }
}
