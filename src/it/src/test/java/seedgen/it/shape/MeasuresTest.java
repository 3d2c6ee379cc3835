package seedgen.it.shape;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import seedgen.it.shape.Measure.Kind;

/** How measures are printed: aligned, failures first when asked, and the summary line. */
class MeasuresTest {

    private static final List<Measure> MEASURES = List.of(
            new Measure(Kind.ROWS, "flights", "", "rows", "336,776", "294,115 (-12.7%)", "±3%", false),
            new Measure(Kind.NULLS, "flights", "dep_time", "NULL share", "0.0245", "0.0250", "±0.02", true),
            new Measure(Kind.QUANTILE, "flights", "dep_delay", "p99", "191", "719", "±19.1", false));

    @Test
    void failuresComeFirstAndTheSummaryCountsThem() {
        String text = Measures.text(MEASURES, true);
        List<String> lines = text.lines().toList();
        assertEquals(5, lines.size(), text);
        assertTrue(lines.get(1).startsWith("FAIL  rows"), text);
        assertTrue(lines.get(2).startsWith("FAIL  quantile"), text);
        assertTrue(lines.get(3).startsWith("ok    NULL share"), text);
        assertEquals("1 of 3 measures hold (failing: rows 1, quantile 1)", lines.get(4));
        // aligned: every row's table column starts where the header's does
        int at = lines.get(0).indexOf("table");
        assertEquals("flights", lines.get(1).substring(at, at + 7), text);
        assertEquals("flights", lines.get(3).substring(at, at + 7), text);
    }

    @Test
    void inOrderAndFailuresOnly() {
        List<String> lines = Measures.text(MEASURES, false).lines().toList();
        assertTrue(lines.get(2).startsWith("ok"), "the order measured");
        String failures = Measures.failures(MEASURES);
        assertFalse(failures.contains("dep_time"), failures);
        assertTrue(failures.contains("dep_delay"), failures);
        List<Measure> holding = List.of(MEASURES.get(1), MEASURES.get(1), MEASURES.get(1));
        assertEquals("3 of 3 measures hold", Measures.summary(holding));
        assertEquals("none failing", Measures.failingByKind(holding));
    }
}
