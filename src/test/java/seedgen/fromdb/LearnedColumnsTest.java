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
        assertEquals("gen: code, length: 9", LearnedColumns.codeLength("gen: code, length: 10", text(20_000, 7, 9, 9)));
        assertEquals("gen: code, length: 10", LearnedColumns.codeLength("gen: code, length: 10",
                text(20_000, 2, 3, 4)));
        assertEquals("gen: code, length: 8", LearnedColumns.codeLength("gen: code, length: 8", text(100, 9, 9, 9)));
        assertEquals("gen: lorem, words: 2..5", LearnedColumns.codeLength("gen: lorem, words: 2..5",
                text(100, 3, 5, 9)));
    }
}
