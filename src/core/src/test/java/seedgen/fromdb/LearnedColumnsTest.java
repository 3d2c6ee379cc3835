package seedgen.fromdb;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import seedgen.profile.Learned;
import seedgen.profile.Profile;

/** How a learned spec writes what was measured of one column: its values exactly, a code key's length. */
class LearnedColumnsTest {

    private static Learned.ColumnShape text(long rows, double... lengths) {
        double[] ranks = new double[lengths.length];
        for (int i = 0; i < ranks.length; i++) {
            ranks[i] = ranks.length == 1 ? 0 : (double) i / (ranks.length - 1);
        }
        return new Learned.ColumnShape("id", Profile.Kind.TEXT, rows, rows, rows, new Learned.Quantiles(ranks, lengths),
                null, null);
    }

    /**
     * Rare values longer than a choice's made-up values go (Zabbix's query_fields, 15 to 284 characters in a
     * VARCHAR(2048)) are written as long as those go, so the learned spec reads; rare values longer than the column
     * cannot be, and none is written.
     */
    @Test
    void rareValuesAreMadeUpNoLongerThanTheSpecReads() {
        Learned.ColumnShape s = new Learned.ColumnShape("query_fields", Profile.Kind.TEXT, 100, 100, 18, null,
                java.util.List.of(), new Learned.Rare(19, 17, 15, 284, "alnum"));
        String other = ", other: " + LearnedColumns.other(Columns.of("query_fields", "varchar",
                "varchar(2048)", false, 2048L, null, null, false, false, false, null), s);
        assertEquals(", other: {weight: 19, length: 15..255, chars: alnum}", other);
        String spec = "seedgen: 1\ntables:\n  t:\n    rows: 10\n    columns:\n      id: {gen: sequence}\n"
                + "      q: {gen: choice, values: {\"\": 5}" + other + "}\n";
        assertEquals(10, seedgen.spec.DatasetCompiler.compile(seedgen.spec.SpecReader.read("t", spec,
                java.util.Map.of()), 1, null).table("t").rows());
        Learned.ColumnShape longer = new Learned.ColumnShape("code", Profile.Kind.TEXT, 100, 100, 18, null,
                java.util.List.of(), new Learned.Rare(19, 17, 300, 400, "alnum"));
        assertEquals(", other: {weight: 19, length: 255, chars: alnum}", ", other: " + LearnedColumns.other(
                Columns.of("code", "text", "text", false, null, null, null, false, false,
                        false, null), longer));
    }

    /**
     * A DOUBLE's measured values are written so they read back as the same doubles: 10.357019999999999 is not
     * 10.35702, which is another double (nycflights13's wind speeds).
     */
    @Test
    void aMeasuredValueReadsBackAsTheSameDouble() {
        double[] values = {3.45234, 6.904679999999999, 10.357019999999999};
        String written = LearnedColumns.numbers(new Learned.Quantiles(new double[] {0, 0.2, 1}, values), false);
        for (double v : values) {
            String text = java.math.BigDecimal.valueOf(v).toPlainString();
            assertTrue(written.contains(": " + text), written + " lacks " + text);
            assertEquals(v, Double.parseDouble(text));
        }
    }

    /**
     * A code key takes the median length measured where the codes of that length outnumber the rows a thousand times
     * (Lahman's playerID: 9 of a VARCHAR(10), a few of 8); a column whose median length is too short for its rows, or
     * not shorter than the guess, keeps the guess.
     */
    @Test
    void aCodeKeyTakesItsMedianLengthWhereTheCodesStayUnique() {
        assertEquals("gen: code, length: 9", LearnedColumns.codeLength(UniqueKeys.code(10), text(20_000, 7, 9, 9))
                .render());
        assertEquals("gen: code, length: 10", LearnedColumns.codeLength(UniqueKeys.code(10),
                text(20_000, 2, 3, 4)).render());
        assertEquals("gen: code, length: 8", LearnedColumns.codeLength(UniqueKeys.code(8), text(100, 9, 9, 9))
                .render());
        assertEquals("gen: lorem, words: 2..5", LearnedColumns.codeLength(Gen.of("lorem").with("words", "2..5"),
                text(100, 3, 5, 9)).render());
    }
}
