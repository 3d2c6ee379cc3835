package seedgen.load;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

class FasterPathTest {

    /** The advice of a probe of MySQL's bulk path, LOAD DATA. */
    private static FasterPath.Advice loadData(long rows, double runSeconds, long probeRows, double loadDataRate,
            double deferRate, boolean emptyAtStart) {
        return new FasterPath.Advice(rows, runSeconds, probeRows, loadDataRate, deferRate, emptyAtStart, "load-data",
                "LOAD DATA");
    }

    @Test
    void advisesTheFasterPathWithItsEstimateAndTheMeasuredRates() {
        // 1M rows loaded in 20 s; the probe: LOAD DATA 100,000 rows/s, keys added after 200,000 rows/s.
        List<String> lines = loadData(1_000_000, 20, 50_000, 100_000, 200_000, true).lines();
        assertEquals(List.of(
                "  faster         --method load-data --defer-indexes would likely take about 5.0 s instead of 20.0 s",
                "                 (4.0x): 50,000 of these rows went by LOAD DATA at 100,000 rows/s just now,",
                "                 at 200,000 rows/s with the unique keys added after; this run wrote 50,000 rows/s"),
                lines);
    }

    /** The probe loads 1 row in 100 of the largest table, 5,000 to 50,000 of them (all of a smaller table). */
    @Test
    void theProbeIsAHundredthOfTheLargestTableWithinItsBounds() {
        assertEquals(10_000, FasterPath.probeRows(1_000_000));
        assertEquals(50_000, FasterPath.probeRows(20_000_000));
        assertEquals(5_000, FasterPath.probeRows(200_000));
        assertEquals(3_000, FasterPath.probeRows(3_000));
    }

    @Test
    void deferredKeysAreAdvisedOnlyForATableThatStartedEmpty() {
        List<String> lines = loadData(1_000_000, 20, 50_000, 100_000, 200_000, false).lines();
        assertTrue(lines.get(0).contains("--method load-data would likely take about 10.0 s instead of 20.0 s"),
                lines.toString());
        assertTrue(lines.stream().noneMatch(l -> l.contains("defer") || l.contains("added after")), lines.toString());
    }

    @Test
    void saysNothingUnlessTheFasterPathTakesAtMostThreeQuartersOfTheTime() {
        // 1M rows in 10 s is 100,000 rows/s: LOAD DATA at 130,000 rows/s would take 7.7 s, more than 7.5.
        assertEquals(List.of(), loadData(1_000_000, 10, 50_000, 130_000, 120_000, true).lines());
        assertEquals(3, loadData(1_000_000, 10, 50_000, 134_000, 120_000, true).lines().size());
    }

    @Test
    void keysAddedAfterAreNotAdvisedWhenTheyWereSlowerInTheProbe() {
        List<String> lines = loadData(1_000_000, 20, 50_000, 200_000, 150_000, true).lines();
        assertTrue(lines.get(0).startsWith("  faster         --method load-data would"), lines.toString());
    }
}
