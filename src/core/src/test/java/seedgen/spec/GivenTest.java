package seedgen.spec;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import seedgen.model.Dataset;

/**
 * Columns drawn given another column of the row: a choice by another column's value, a reference by the count dealt
 * to the row another column picks.
 */
class GivenTest {

    static Dataset compile(String yaml, long seed) {
        return compile(yaml, seed, null);
    }

    static Dataset compile(String yaml, long seed, Long rows) {
        return DatasetCompiler.compile(SpecReader.read("t.yaml", yaml, Map.of()), seed, rows);
    }

    /** Cramér's V of a contingency table of counts (no correction: the tables here hold 300,000 rows). */
    static double cramersV(Map<Object, Map<Object, Double>> cells) {
        Map<Object, Double> rows = new LinkedHashMap<>();
        Map<Object, Double> columns = new LinkedHashMap<>();
        double n = 0;
        for (Map.Entry<Object, Map<Object, Double>> r : cells.entrySet()) {
            for (Map.Entry<Object, Double> c : r.getValue().entrySet()) {
                rows.merge(r.getKey(), c.getValue(), Double::sum);
                columns.merge(c.getKey(), c.getValue(), Double::sum);
                n += c.getValue();
            }
        }
        double sum = 0;
        for (Map.Entry<Object, Map<Object, Double>> r : cells.entrySet()) {
            for (Map.Entry<Object, Double> c : r.getValue().entrySet()) {
                sum += c.getValue() * c.getValue() / (rows.get(r.getKey()) * columns.get(c.getKey()));
            }
        }
        double least = Math.min(rows.size(), columns.size()) - 1;
        return Math.sqrt(Math.max(0, sum - 1) / least);
    }

    static void count(Map<Object, Map<Object, Double>> cells, Object a, Object b) {
        cells.computeIfAbsent(a, k -> new LinkedHashMap<>()).merge(b, 1.0, Double::sum);
    }

    static final String CARRIERS = "{UA: 580, B6: 540, EV: 540, DL: 480, AA: 330, MQ: 260, US: 200, \"9E\": 180, "
            + "OO: 0}";
    static final Map<String, Map<String, Double>> GIVEN = Map.of(
            "EWR", Map.of("UA", 460.0, "EV", 440.0, "B6", 60.0, "US", 45.0, "9E", 12.0, "AA", 35.0, "DL", 43.0,
                    "MQ", 23.0, "OO", 1.0),
            "JFK", Map.of("B6", 420.0, "DL", 210.0, "9E", 145.0, "AA", 135.0, "MQ", 70.0, "UA", 45.0, "US", 30.0,
                    "EV", 15.0));

    static String flights(boolean given) {
        StringBuilder g = new StringBuilder();
        for (String origin : List.of("EWR", "JFK")) {
            List<String> members = new ArrayList<>();
            GIVEN.get(origin).forEach((m, w) -> members.add("\"" + m + "\": " + w));
            g.append(g.length() == 0 ? "" : ", ").append(origin).append(": {").append(String.join(", ", members))
                    .append("}");
        }
        return "seedgen: 1\ntables:\n  flights:\n    rows: 300000\n    columns:\n      id: {gen: sequence}\n"
                + "      origin: {gen: choice, values: {EWR: 1200, JFK: 1110, LGA: 1040}}\n"
                + "      carrier: {gen: choice, values: " + CARRIERS
                + (given ? ", given: {column: origin, values: {" + g + "}}" : "") + "}\n";
    }

    /**
     * A choice given another column: over 300,000 flights, each origin listed draws its carriers by its own weights
     * (each carrier's share within a point of its weight's), an origin not listed (LGA) by the choice's own, on the
     * very rows the choice without given: makes; Cramér's V of (origin, carrier) is the weights' own, where without
     * given: the two are independent (V near 0).
     */
    @Test
    void aChoiceGivenAnotherColumnDrawsByThatValuesWeightsAndKeepsTheDependence() {
        Dataset.Table given = compile(flights(true), 4).table("flights");
        Dataset.Table plain = compile(flights(false), 4).table("flights");
        Map<Object, Map<Object, Double>> cells = new LinkedHashMap<>();
        Map<Object, Map<Object, Double>> independent = new LinkedHashMap<>();
        for (long row = 1; row <= given.rows(); row++) {
            Object[] r = given.spec().row(row);
            Object[] p = plain.spec().row(row);
            count(cells, r[1], r[2]);
            count(independent, p[1], p[2]);
            if (r[1].equals("LGA")) {
                assertEquals(p[2], r[2], "row " + row + ": LGA is not listed");
            }
        }
        Map<String, Double> base = Map.of("UA", 580.0, "B6", 540.0, "EV", 540.0, "DL", 480.0, "AA", 330.0, "MQ",
                260.0, "US", 200.0, "9E", 180.0);
        Map<Object, Map<Object, Double>> expected = new LinkedHashMap<>();
        Map<String, Double> origins = Map.of("EWR", 1200.0, "JFK", 1110.0, "LGA", 1040.0);
        for (Map.Entry<String, Double> o : origins.entrySet()) {
            Map<String, Double> w = GIVEN.getOrDefault(o.getKey(), base);
            double sum = w.values().stream().mapToDouble(Double::doubleValue).sum();
            double rows = cells.get(o.getKey()).values().stream().mapToDouble(Double::doubleValue).sum();
            for (Map.Entry<String, Double> m : w.entrySet()) {
                double share = cells.get(o.getKey()).getOrDefault(m.getKey(), 0.0) / rows;
                assertEquals(m.getValue() / sum, share, 0.01, o.getKey() + " " + m.getKey());
                expected.computeIfAbsent(o.getKey(), k -> new LinkedHashMap<>()).put(m.getKey(),
                        o.getValue() * m.getValue() / sum);
            }
        }
        assertTrue(cells.get("LGA").get("OO") == null, "OO weighs 0 but where given");
        double v = cramersV(cells);
        double own = cramersV(expected);
        assertTrue(own > 0.4, "the weights' own V " + own);
        assertEquals(own, v, 0.01, "V of (origin, carrier)");
        assertTrue(cramersV(independent) < 0.02, "V without given: " + cramersV(independent));
    }

    /**
     * A choice with made-up values (other:) given another column: a row whose origin is listed draws among the
     * members by that origin's weights, never a made-up value; a row whose origin is not listed (LGA) takes the very
     * value the choice without given: makes it, made-up values among them at their weight's share.
     */
    @Test
    void aChoiceWithMadeUpValuesGivenAnotherMakesThemUpOnlyWhereTheValueIsNotListed() {
        String other = ", other: {weight: 500, length: 4, chars: lower}";
        Dataset.Table given = compile(flights(true).replace(CARRIERS + ",", CARRIERS + other + ","), 4)
                .table("flights");
        Dataset.Table plain = compile(flights(false).replace(CARRIERS + "}", CARRIERS + other + "}"), 4)
                .table("flights");
        int madeUp = 0;
        int lga = 0;
        for (long row = 1; row <= 60_000; row++) {
            Object[] r = given.spec().row(row);
            String carrier = (String) r[2];
            boolean made = carrier.length() == 4 && carrier.chars().allMatch(Character::isLowerCase);
            if (r[1].equals("LGA")) {
                lga++;
                madeUp += made ? 1 : 0;
                assertEquals(plain.spec().row(row)[2], carrier, "row " + row + ": LGA is not listed");
            } else {
                assertTrue(!made && GIVEN.get(r[1]).containsKey(carrier), "row " + row + ": " + r[1] + " " + carrier);
            }
        }
        // other's weight 500 beside the members' 3,110: 13.9% of LGA's rows
        assertEquals(500 / 3610.0, madeUp / (double) lga, 0.01);
    }

    /**
     * A reference given another: of about 300,000 flights, each carrier's are exactly its count (per: exact), and
     * each origin picked given the carrier's count by the cells, each destination given the origin's. Cramér's V of
     * (carrier, origin) is the cells' own within 0.02, and of (origin, destination's count) too, where the same refs
     * without given: read near 0; each airport is picked by about its count: the very count the ref without given:
     * deals it, within 1% for an origin (about 100,000 rows) and 6% for a destination (5,000 to 14,000). At two rows a
     * root table, counts with no airport dealt them fall back to the plain pick, and every pick is a row there.
     */
    @Test
    void aReferenceGivenAnotherPicksByTheCellsAndKeepsTheDependence() {
        Flights f = new Flights();
        assertEquals(16, java.util.Arrays.stream(f.carriers).distinct().count(), "carrier counts differ");
        assertEquals(3, java.util.Arrays.stream(f.origins).distinct().count(), "origin counts differ");
        assertEquals(13, f.destCounts.stream().mapToLong(d -> d[0]).distinct().count(), "destination counts differ");
        Dataset.Table given = compile(f.spec(true), 5).table("flights");
        Dataset.Table plain = compile(f.spec(false), 5).table("flights");
        assertEquals(java.util.Arrays.stream(f.carriers).sum(), given.rows());
        Map<Object, Map<Object, Double>> carrierOrigin = new LinkedHashMap<>();
        Map<Object, Map<Object, Double>> independent = new LinkedHashMap<>();
        Map<Object, Long> perCarrier = new LinkedHashMap<>();
        Map<Object, Long> perOrigin = new LinkedHashMap<>();
        Map<Object, Long> dealtOrigin = new LinkedHashMap<>();
        Map<Object, Long> perDest = new LinkedHashMap<>();
        Map<Object, Long> dealtDest = new LinkedHashMap<>();
        List<Object[]> originDest = new ArrayList<>();
        for (long row = 1; row <= given.rows(); row++) {
            Object[] r = given.spec().row(row);
            Object[] p = plain.spec().row(row);
            count(carrierOrigin, r[0], r[1]);
            count(independent, p[0], p[1]);
            perCarrier.merge(r[0], 1L, Long::sum);
            perOrigin.merge(r[1], 1L, Long::sum);
            dealtOrigin.merge(p[1], 1L, Long::sum);
            perDest.merge(r[2], 1L, Long::sum);
            dealtDest.merge(p[2], 1L, Long::sum);
            originDest.add(new Object[] {r[1], r[2]});
        }
        assertEquals(sorted(f.carriers), sorted(perCarrier.values()), "each carrier's flights are its count");
        assertEquals(sorted(f.origins), sorted(dealtOrigin.values()), "without given: each origin its count");
        List<Long> dests = new ArrayList<>();
        f.destCounts.forEach(d -> dests.addAll(java.util.Collections.nCopies((int) d[1], d[0])));
        assertEquals(sorted(dests.stream().mapToLong(Long::longValue).toArray()), sorted(dealtDest.values()));
        double worstOrigin = worst(perOrigin, dealtOrigin);
        double worstDest = worst(perDest, dealtDest);
        assertTrue(worstOrigin < 0.01 && worstDest < 0.06, "off by " + worstOrigin + ", " + worstDest);

        Map<Object, Map<Object, Double>> cells = new LinkedHashMap<>();
        for (int i = 0; i < 16; i++) {
            for (int j = 0; j < 3; j++) {
                cells.computeIfAbsent(f.carriers[i], k -> new LinkedHashMap<>()).put(f.origins[j],
                        (double) f.byOrigin[i][j]);
            }
        }
        double own = cramersV(cells);
        assertTrue(own > 0.3, "the cells' own V " + own);
        assertEquals(own, cramersV(carrierOrigin), 0.02, "V of (carrier, origin)");
        assertTrue(cramersV(independent) < 0.05, "V without given: " + cramersV(independent));
        Map<Object, Map<Object, Double>> destCells = new LinkedHashMap<>();
        f.destCells.forEach(c -> destCells.computeIfAbsent(c[0], k -> new LinkedHashMap<>()).merge(c[1],
                (double) c[2], Double::sum));
        Map<Object, Map<Object, Double>> byDestCount = new LinkedHashMap<>();
        originDest.forEach(od -> count(byDestCount, od[0], dealtDest.get(od[1])));
        assertEquals(cramersV(destCells), cramersV(byDestCount), 0.02, "V of (origin, destination's count)");

        Dataset.Table small = compile(f.spec(true), 5, 2L).table("flights");
        assertTrue(small.rows() > 0);
        for (long row = 1; row <= small.rows(); row += 3) {
            Object[] r = small.spec().row(row);
            assertTrue((Long) r[1] >= 1 && (Long) r[1] <= 2 && (Long) r[2] >= 1 && (Long) r[2] <= 2, "row " + row);
        }
    }

    static List<Long> sorted(long[] values) {
        return java.util.Arrays.stream(values).sorted().boxed().toList();
    }

    static List<Long> sorted(java.util.Collection<Long> values) {
        return values.stream().sorted().toList();
    }

    /** The largest share by which a row's count differs from the count dealt it. */
    static double worst(Map<Object, Long> counts, Map<Object, Long> dealt) {
        double worst = 0;
        for (Map.Entry<Object, Long> d : dealt.entrySet()) {
            worst = Math.max(worst, Math.abs(counts.getOrDefault(d.getKey(), 0L) - d.getValue()) / (double) d.getValue());
        }
        return worst;
    }

    /**
     * Flights owned by 16 carriers with exact counts (about 300,000 rows), each picking an origin (3 airports) given
     * its carrier, and a destination (53 airports, ten counts of 5 airports each and three of one) given its origin:
     * the cells' rows add up, across each count, to the counts of the fan-outs, and every count differs from the
     * others of its table. Built here from carrier sizes and each carrier's and origin's leaning, so the cells hold
     * no source's figures.
     */
    static final class Flights {
        final long[] carriers = new long[16];
        final long[] origins = new long[3];
        final long[][] byOrigin = new long[16][3];
        /** Each destination count with its airports, and each (origin count, destination count, rows). */
        final List<long[]> destCounts = new ArrayList<>();
        final List<long[]> destCells = new ArrayList<>();

        Flights() {
            for (int i = 0; i < 16; i++) {
                carriers[i] = Math.round(89_000.0 / (i + 1)) + i;
                long home = Math.round(carriers[i] * 0.6);
                long away = Math.round(carriers[i] * 0.2);
                for (int j = 0; j < 3; j++) {
                    byOrigin[i][j] = j == i % 3 ? home : j == (i + 1) % 3 ? away : carriers[i] - home - away;
                    origins[j] += byOrigin[i][j];
                }
            }
            // each origin's rows to each airport of ten groups of 5, by its leaning; the rest to one of its own
            long[][] toEach = new long[3][10];
            long[] group = new long[10];
            for (int j = 0; j < 3; j++) {
                double leaning = 0;
                for (int k = 0; k < 10; k++) {
                    leaning += leaning(j, k);
                }
                long rest = origins[j];
                for (int k = 0; k < 10; k++) {
                    toEach[j][k] = (long) (origins[j] * 0.9 * leaning(j, k) / leaning / 5);
                    group[k] += toEach[j][k];
                    rest -= 5 * toEach[j][k];
                }
                destCounts.add(new long[] {rest, 1});
                destCells.add(new long[] {origins[j], rest, rest});
            }
            for (int k = 0; k < 10; k++) {
                destCounts.add(new long[] {group[k], 5});
                for (int j = 0; j < 3; j++) {
                    destCells.add(new long[] {origins[j], group[k], 5 * toEach[j][k]});
                }
            }
        }

        /** How much origin j leans to the airports of group k: uneven, so that the groups' counts differ. */
        static int leaning(int j, int k) {
            return 1 + ((j + 2) * (k + 3) * 7 + k) % 13;
        }

        String spec(boolean given) {
            StringBuilder s = new StringBuilder("seedgen: 1\ntables:\n");
            for (String[] t : new String[][] {{"airlines", "16"}, {"origins", "3"}, {"dests", "53"}}) {
                s.append("  ").append(t[0]).append(":\n    rows: ").append(t[1])
                        .append("\n    columns:\n      id: {gen: sequence}\n");
            }
            List<String> weights = new ArrayList<>();
            List<String> originCells = new ArrayList<>();
            for (int i = 0; i < 16; i++) {
                weights.add(carriers[i] + ": 1");
                for (int j = 0; j < 3; j++) {
                    originCells.add("[" + carriers[i] + ", " + origins[j] + ", " + byOrigin[i][j] + "]");
                }
            }
            List<String> originFanout = new ArrayList<>();
            for (long b : origins) {
                originFanout.add(b + ": 1");
            }
            List<String> destFanout = new ArrayList<>();
            for (long[] d : destCounts) {
                destFanout.add(d[0] + ": " + d[1]);
            }
            List<String> cells = new ArrayList<>();
            for (long[] c : destCells) {
                cells.add("[" + c[0] + ", " + c[1] + ", " + c[2] + "]");
            }
            s.append("  flights:\n    per: {parent: airlines, weights: {").append(String.join(", ", weights))
                    .append("}, exact: true}\n    columns:\n      carrier: {gen: parent}\n");
            s.append("      origin: {gen: ref, table: origins, fanout: {").append(String.join(", ", originFanout))
                    .append("}, exact: true").append(given ? ", given: {column: carrier, cells: ["
                            + String.join(", ", originCells) + "]}" : "").append("}\n");
            s.append("      dest: {gen: ref, table: dests, fanout: {").append(String.join(", ", destFanout))
                    .append("}, exact: true").append(given ? ", given: {column: origin, cells: ["
                            + String.join(", ", cells) + "]}" : "").append("}\n");
            return s.append("    primary_key: []\n").toString();
        }
    }
}
