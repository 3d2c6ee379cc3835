package seedgen.spec;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Columns drawn given another column of the row: a choice by another column's value. */
class GivenTest {

    static Dataset compile(String yaml, long seed) {
        return DatasetCompiler.compile(SpecReader.read("t.yaml", yaml, Map.of()), seed, null);
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
}
