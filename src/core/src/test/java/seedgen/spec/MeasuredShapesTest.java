package seedgen.spec;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import seedgen.error.SeedgenException;
import seedgen.model.Dataset;

/**
 * The spec's measured shapes, which {@code spec --from-db --learn} writes: {@code per:} with {@code weights:} (a fan-out
 * as measured), a ref's {@code fanout:}, and {@code quantiles:} of numbers, times and delays after another time.
 */
class MeasuredShapesTest {

    private static Dataset compile(String yaml, long seed) {
        return DatasetCompiler.compile(SpecReader.read("t.yaml", yaml, Map.of()), seed, null);
    }

    private static final String SHOP = "seedgen: 1\ntables:\n"
            + "  accounts:\n    rows: 20000\n    columns:\n      id: {gen: sequence}\n"
            + "      joined: {gen: datetime, ordered: true, from: 2024-01-01, to: 2025-01-01}\n"
            + "  products:\n    rows: 500\n    columns:\n      id: {gen: sequence}\n"
            + "  orders:\n    per: {parent: accounts, weights: {0: 5000, 1: 3000, 2: 1000, 3: 500, 10..19: 400, "
            + "400: 2}}\n    columns:\n      id: {gen: sequence}\n      account_id: {gen: parent}\n"
            + "      product_id: {gen: ref, table: products, fanout: {0: 100, 1: 200, 5: 150, 50..60: 45, 900: 5}}\n"
            + "      amount: {gen: decimal, scale: 2, quantiles: [1, 10, 20, 40, 1000]}\n"
            + "      qty: {gen: int, quantiles: [1, 1, 1, 2, 5]}\n"
            + "      at: {gen: datetime, after: accounts.joined, quantiles: [60, 3600, 86400]}\n"
            + "      shipped: {gen: datetime, after: [accounts.joined, at], quantiles: [0, 100, 200]}\n";

    /** Parent rows by the rows that pick them: {@code column} (1-based) of every row of {@code table}. */
    private static TreeMap<Long, Long> fanOut(Dataset d, String table, int column, long parents) {
        long[] per = new long[(int) parents + 1];
        Dataset.Table t = d.table(table);
        for (long row = 1; row <= t.rows(); row++) {
            per[(int) ((Number) t.spec().row(row)[column]).longValue()]++;
        }
        TreeMap<Long, Long> out = new TreeMap<>();
        for (int p = 1; p <= parents; p++) {
            out.merge(per[p], 1L, Long::sum);
        }
        return out;
    }

    @Test
    void weightsGiveEachParentItsMeasuredCountAndTheSumStaysNearItsMean() {
        Dataset d = compile(SHOP, 3);
        // the mean of the weights: (3000 + 2000 + 1500 + 400 * 14.5 + 800) / 9902 = 1.4038 orders an account
        double mean = (3000 + 2000 + 1500 + 400 * 14.5 + 800) / 9902.0;
        long orders = d.table("orders").rows();
        assertTrue(Math.abs(orders - 20_000 * mean) < 0.01 * 20_000 * mean, orders + " orders");
        TreeMap<Long, Long> per = fanOut(d, "orders", 1, 20_000);
        // stratified: each share within a few rows of its weight's
        assertEquals(20_000 * 5000 / 9902.0, per.get(0L), 10);
        assertEquals(20_000 * 3000 / 9902.0, per.get(1L), 10);
        assertEquals(20_000 * 1000 / 9902.0, per.get(2L), 10);
        long tens = per.subMap(10L, true, 19L, true).values().stream().mapToLong(Long::longValue).sum();
        assertEquals(20_000 * 400 / 9902.0, tens, 10);
        assertTrue(per.keySet().stream().allMatch(n -> n <= 3 || n >= 10 && n <= 19 || n == 400), per.toString());
        assertTrue(per.lastKey() == 400, "the largest count drawn: " + per);
    }

    @Test
    void fanoutGivesTheParentsOfARefTheirMeasuredCounts() {
        Dataset d = compile(SHOP, 3);
        TreeMap<Long, Long> per = fanOut(d, "orders", 2, 500);
        assertEquals(500, per.values().stream().mapToLong(Long::longValue).sum());
        // the weights' counts add up to about (200 + 750 + 45 * 55 + 4500) = 7,925 rows, the orders are about 3.5
        // times that: each parent gets its count times the same factor, so its count over the factor is its weight's
        double factor = d.table("orders").rows() / 7925.0;
        TreeMap<Long, Long> scaled = new TreeMap<>();
        per.forEach((n, parents) -> scaled.merge(Math.round(n / factor), parents, Long::sum));
        assertEquals(100, scaled.getOrDefault(0L, 0L), 10, scaled.toString());
        assertEquals(200, scaled.getOrDefault(1L, 0L), 10, scaled.toString());
        assertEquals(150, scaled.subMap(4L, true, 6L, true).values().stream().mapToLong(Long::longValue).sum(), 10,
                scaled.toString());
        assertEquals(45, scaled.subMap(45L, true, 65L, true).values().stream().mapToLong(Long::longValue).sum(), 8,
                scaled.toString());
        assertTrue(scaled.lastKey() >= 800, "the 900s stay the largest: " + scaled);
    }

    @Test
    void quantilesGiveNumbersAndDelaysTheirMeasuredShape() {
        Dataset.Table orders = compile(SHOP, 5).table("orders");
        Dataset.Table accounts = compile(SHOP, 5).table("accounts");
        List<Double> amounts = new ArrayList<>();
        List<Long> qty = new ArrayList<>();
        for (long row = 1; row <= orders.rows(); row++) {
            Object[] r = orders.spec().row(row);
            amounts.add(Double.parseDouble((String) r[3]));
            qty.add(((Number) r[4]).longValue());
            long account = ((Number) r[1]).longValue();
            String joined = String.valueOf(accounts.spec().row(account)[1]);
            String at = String.valueOf(r[5]);
            String shipped = String.valueOf(r[6]);
            assertTrue(at.compareTo(joined) > 0, "order " + row + " at " + at + " before its account " + joined);
            assertTrue(shipped.compareTo(at) >= 0, "shipped " + shipped + " before ordered " + at);
        }
        Collections.sort(amounts);
        Collections.sort(qty);
        // quantiles [1, 10, 20, 40, 1000]: the median 20, the 75th 40, between them evenly
        assertEquals(20, amounts.get(amounts.size() / 2), 1.5);
        assertEquals(40, amounts.get(amounts.size() * 3 / 4), 3);
        assertEquals(1, qty.get(qty.size() / 2));
        assertTrue(qty.get(qty.size() - 1) <= 5 && qty.get(0) >= 1);
    }

    @Test
    void aSpecWithoutTheMeasuredOptionsMakesTheSameRows() {
        String plain = "seedgen: 1\ntables:\n  a:\n    rows: 300\n    columns:\n      id: {gen: sequence}\n"
                + "  b:\n    per: {parent: a, count: 0..9, distribution: zipf, s: 1.3}\n    columns:\n"
                + "      id: {gen: sequence}\n      a_id: {gen: parent}\n      n: {gen: int, min: 0, max: 99}\n";
        Dataset one = compile(plain, 9);
        Dataset two = compile(plain + "  c:\n    rows: 10\n    columns:\n      id: {gen: sequence}\n"
                + "      x: {gen: int, quantiles: [1, 2, 3]}\n", 9);
        assertEquals(one.table("b").rows(), two.table("b").rows());
        for (long row = 1; row <= one.table("b").rows(); row++) {
            assertArrayEquals(one.table("b").spec().row(row), two.table("b").spec().row(row));
        }
    }

    @Test
    void badMeasuredOptionsAreRefusedAtTheirPlace() {
        String base = "seedgen: 1\ntables:\n  a:\n    rows: 10\n    columns:\n      id: {gen: sequence}\n";
        Map<String, String> cases = Map.of(
                "      x: {gen: int, quantiles: [5, 3, 9]}\n", "quantiles must not decrease",
                "      x: {gen: int, min: 1, quantiles: [1, 3]}\n", "quantiles: gives the values as measured: drop min:",
                "      x: {gen: datetime, from: 2024-01-01, quantiles: [2024-01-01, 2024-02-01]}\n",
                "drop from:",
                "  b:\n    rows: 5\n    columns:\n      id: {gen: sequence}\n      a_id: {gen: ref, table: a, fanout: "
                        + "{x: 3}}\n", "a key of weights: is a number of rows or MIN..MAX");
        for (Map.Entry<String, String> e : cases.entrySet()) {
            SeedgenException x = assertThrows(SeedgenException.class, () -> compile(base + e.getKey(), 1));
            assertTrue(x.getMessage().contains(e.getValue()), x.getMessage());
        }
        SeedgenException both = assertThrows(SeedgenException.class, () -> compile(base
                + "  b:\n    per: {parent: a, count: 1..3, weights: {1: 1}}\n    columns:\n      id: {gen: sequence}\n", 1));
        assertTrue(both.getMessage().contains("weights: gives every count its share: drop count:"), both.getMessage());
        SeedgenException reversed = assertThrows(SeedgenException.class, () -> compile(base
                + "  b:\n    per: {parent: a, weights: {9..3: 1}}\n    columns:\n      id: {gen: sequence}\n", 1));
        assertTrue(reversed.getMessage().contains("is reversed"), reversed.getMessage());
    }
}
