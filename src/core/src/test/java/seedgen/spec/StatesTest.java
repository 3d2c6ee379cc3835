package seedgen.spec;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.LocalDateTime;
import java.time.ZoneOffset;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import seedgen.error.SeedgenException;
import seedgen.model.Dataset;

/** A status moving through states with dwell times (gen: states) and the time it entered the one held (state_time). */
class StatesTest {

    static final long DAY = 86_400;
    static final String HEAD = "seedgen: 1\ntables:\n  orders:\n    rows: 50000\n    columns:\n"
            + "      id: {gen: sequence}\n"
            + "      created_at: {gen: datetime, from: \"2024-01-01\", to: \"2025-01-01\", ordered: true}\n";
    /** Four states, the means long enough against the year that every state holds a share worth measuring. */
    static final String ORDERS = HEAD
            + "      status: {gen: states, since: created_at, as_of: \"AS_OF\",\n"
            + "               states: [{placed: 10d}, {paid: 20d}, {shipped: 40d}, delivered],\n"
            + "               exits: {cancelled: {chance: 0.1, from: [placed, paid]}, lost: 0.02}}\n"
            + "      status_at: {gen: state_time, of: status}\n";

    static Dataset.Table orders(String asOf, long seed) {
        return GivenTest.compile(ORDERS.replace("AS_OF", asOf), seed).table("orders");
    }

    static long epoch(String s) {
        return LocalDateTime.parse(s.replace(' ', 'T')).toEpochSecond(ZoneOffset.UTC);
    }

    /**
     * P(D_0 + ... + D_{k-1} <= a) for independent exponential dwells of the given means, all different: the
     * hypoexponential distribution's CDF, 1 - sum_i e^(-a/m_i) prod_{j != i} m_i / (m_i - m_j). F_0 is 1.
     */
    static double reachedBy(double a, double[] means, int k) {
        double survive = 0;
        for (int i = 0; i < k; i++) {
            double term = Math.exp(-a / means[i]);
            for (int j = 0; j < k; j++) {
                if (j != i) {
                    term *= means[i] / (means[i] - means[j]);
                }
            }
            survive += term;
        }
        return 1 - survive;
    }

    /**
     * The expected share of each state and exit at as_of, where the rows started evenly over the year before it (an
     * age a uniform on [0, span]): a row holds state k when it has come through k steps without leaving (the
     * product of the steps' chances to go on) and its first k dwells end by a but not its first k + 1; it holds exit
     * e when at some step k its first k + 1 dwells ended by a and it left for e there.
     */
    static Map<String, Double> expected(double[] means, List<String> states, Map<String, double[]> exits,
            double span) {
        Map<String, Double> share = new LinkedHashMap<>();
        int steps = means.length;
        int n = 20_000;
        for (int s = 0; s < n; s++) {
            double a = (s + 0.5) / n * span;
            double goOn = 1;
            for (int k = 0; k <= steps; k++) {
                double here = k == steps ? reachedBy(a, means, k) : reachedBy(a, means, k) - reachedBy(a, means, k + 1);
                share.merge(states.get(k), goOn * here / n, Double::sum);
                if (k == steps) {
                    break;
                }
                double leave = 0;
                for (Map.Entry<String, double[]> e : exits.entrySet()) {
                    share.merge(e.getKey(), goOn * e.getValue()[k] * reachedBy(a, means, k + 1) / n, Double::sum);
                    leave += e.getValue()[k];
                }
                goOn *= 1 - leave;
            }
        }
        return share;
    }

    /**
     * Over 50,000 orders made evenly over 2024 and read at its end, each state's share is what the dwell means and
     * the exits' chances give (within 0.01: the shares' standard error is at most 0.0023); the time each row entered
     * the state it holds lies between its own start and as_of, and the first state's rows entered it at their start.
     */
    @Test
    void theSharesAtAsOfAreWhatTheDwellMeansAndExitsGive() {
        Dataset.Table t = orders("2025-01-01", 7);
        long asOf = epoch("2025-01-01 00:00:00");
        Map<String, Long> counts = new LinkedHashMap<>();
        for (long row = 1; row <= t.rows(); row++) {
            Object[] r = t.spec().row(row);
            long since = epoch((String) r[1]);
            long at = epoch((String) r[3]);
            assertTrue(at >= since && at <= asOf, "row " + row + ": " + r[1] + " .. " + r[3]);
            if (r[2].equals("placed")) {
                assertEquals(since, at, "row " + row + " still placed: entered at its start");
            }
            counts.merge((String) r[2], 1L, Long::sum);
        }
        Map<String, Double> expected = expected(new double[] {10 * DAY, 20 * DAY, 40 * DAY},
                List.of("placed", "paid", "shipped", "delivered"), Map.of("cancelled", new double[] {0.1, 0.1, 0},
                        "lost", new double[] {0.02, 0.02, 0.02}), 366 * DAY);
        assertEquals(1.0, expected.values().stream().mapToDouble(Double::doubleValue).sum(), 1e-9);
        assertEquals(expected.keySet(), counts.keySet(), "every state and exit is held, and only they");
        for (Map.Entry<String, Double> e : expected.entrySet()) {
            assertEquals(e.getValue(), counts.get(e.getKey()) / (double) t.rows(), 0.01, e.getKey() + " " + counts);
        }
        assertTrue(expected.get("placed") > 0.02 && expected.get("cancelled") > 0.1, expected.toString());
        assertEquals("VARCHAR(9)", t.spec().columns().get(2).type().ddl());
        assertEquals("DATETIME", t.spec().columns().get(3).type().ddl());
    }

    /**
     * A row's history does not depend on as_of: read three years later, a row in a final state (the last, or an
     * exit) holds the same state entered at the same time, and any other has stayed or moved on, never back.
     */
    @Test
    void aFinalStateStopsAndALaterAsOfReadsFurtherAlongTheSameHistory() {
        Dataset.Table early = orders("2025-01-01", 7);
        Dataset.Table late = orders("2028-01-01", 7);
        List<String> order = List.of("placed", "paid", "shipped", "delivered");
        long moved = 0;
        for (long row = 1; row <= early.rows(); row++) {
            Object[] e = early.spec().row(row);
            Object[] l = late.spec().row(row);
            assertEquals(e[1], l[1]);
            boolean isFinal = e[2].equals("delivered") || e[2].equals("cancelled") || e[2].equals("lost");
            if (isFinal) {
                assertEquals(e[2], l[2], "row " + row + " stopped");
                assertEquals(e[3], l[3], "row " + row + " stopped");
            } else if (!e[2].equals(l[2])) {
                moved++;
                assertTrue(((String) l[3]).compareTo((String) e[3]) > 0, "row " + row + ": " + e[3] + " then " + l[3]);
                assertTrue(!order.contains(l[2]) || order.indexOf(l[2]) > order.indexOf(e[2]),
                        "row " + row + ": " + e[2] + " then " + l[2]);
            } else {
                assertEquals(e[3], l[3], "row " + row + " stayed");
            }
        }
        assertTrue(moved > 1000, "rows not final at the end of 2024 move on later: " + moved);
        for (long row = 1; row <= late.rows(); row++) {
            Object s = late.spec().row(row)[2];
            assertTrue(!order.contains(s) || s.equals("delivered"), "row " + row + " holds " + s + " three years on");
        }
    }

    /** The same seed gives the same states and times; another seed others. */
    @Test
    void theSameSeedGivesTheSameValues() {
        Dataset.Table a = orders("2025-01-01", 7);
        Dataset.Table b = orders("2025-01-01", 7);
        Dataset.Table c = orders("2025-01-01", 8);
        long differ = 0;
        for (long row = 1; row <= 2000; row++) {
            assertEquals(List.of(a.spec().row(row)), List.of(b.spec().row(row)));
            Object[] x = a.spec().row(row);
            Object[] y = c.spec().row(row);
            differ += x[2].equals(y[2]) && x[3].equals(y[3]) ? 0 : 1;
        }
        assertTrue(differ > 200, "another seed, other histories: " + differ);
    }

    /**
     * A row that starts after as_of holds the first state, entered at its start; the start may be the parent's time
     * (PARENT.COLUMN); state_time takes a DATE type and a format as datetime does.
     */
    @Test
    void aRowStartingAfterAsOfHoldsTheFirstStateAndSinceMayBeTheParents() {
        Dataset d = GivenTest.compile("seedgen: 1\ntables:\n  customers:\n    rows: 2000\n    columns:\n"
                + "      id: {gen: sequence}\n"
                + "      joined_at: {gen: datetime, from: \"2024-01-01\", to: \"2025-01-01\", ordered: true}\n"
                + "  subscriptions:\n    per: {parent: customers, count: 1..3}\n    columns:\n"
                + "      customer_id: {gen: parent}\n"
                + "      state: {gen: states, since: customers.joined_at, as_of: \"2024-07-01\", "
                + "type: \"ENUM('trial','active','lapsed','churned')\",\n"
                + "              states: [{trial: 14d}, {active: 90d}, lapsed], exits: {churned: 0.3}}\n"
                + "      state_day: {gen: state_time, of: state, type: DATE}\n"
                + "      state_clock: {gen: state_time, of: state, format: unix}\n"
                + "    primary_key: []\n", 3);
        Dataset.Table customers = d.table("customers");
        Dataset.Table subs = d.table("subscriptions");
        long asOf = epoch("2024-07-01 00:00:00");
        long after = 0;
        for (long row = 1; row <= subs.rows(); row++) {
            Object[] r = subs.spec().row(row);
            Object[] parent = customers.spec().row((Long) r[0]);
            long joined = epoch((String) parent[1]);
            long clock = (Long) r[3];
            assertEquals(LocalDateTime.ofEpochSecond(clock, 0, ZoneOffset.UTC).toLocalDate().toString(), r[2]);
            if (joined > asOf) {
                after++;
                assertEquals("trial", r[1], "row " + row + " starts after as_of");
                assertEquals(joined, clock, "row " + row + " entered trial when its customer joined");
            } else {
                assertTrue(clock >= joined && clock <= asOf, "row " + row + ": " + parent[1] + " .. " + clock);
            }
        }
        assertTrue(after > subs.rows() / 3, "half the customers join after as_of: " + after);
        assertEquals("ENUM('trial','active','lapsed','churned')", subs.spec().columns().get(1).type().ddl());
        assertEquals("DATE", subs.spec().columns().get(2).type().ddl());
    }

    /**
     * {@code state: NAME}: the time the row entered that state, NULL where it had not by as_of; the state it holds
     * has the time state_time without state: gives, a state passed through has one no later, one not reached none.
     * A datetime after it follows it where it is there.
     */
    @Test
    void aStateTimeOfANamedStateIsWhenTheRowEnteredItOrNull() {
        Dataset.Table t = GivenTest.compile(ORDERS.replace("AS_OF", "2025-01-01")
                + "      paid_at: {gen: state_time, of: status, state: paid}\n"
                + "      cancelled_at: {gen: state_time, of: status, state: cancelled, type: DATE}\n"
                + "      placed_at: {gen: state_time, of: status, state: placed}\n"
                + "      receipt_at: {gen: datetime, after: paid_at, within: 1h}\n", 7).table("orders");
        List<String> order = List.of("placed", "paid", "shipped", "delivered");
        Map<String, Long> paidBy = new LinkedHashMap<>();
        for (long row = 1; row <= t.rows(); row++) {
            Object[] r = t.spec().row(row);
            String status = (String) r[2];
            assertEquals(r[1], r[6], "row " + row + ": placed at its start");
            if (status.equals("cancelled")) {
                assertEquals(((String) r[3]).substring(0, 10), r[5], "row " + row);
            } else {
                assertEquals(null, r[5], "row " + row + " is " + status);
            }
            if (status.equals("paid")) {
                assertEquals(r[3], r[4], "row " + row);
            }
            if (order.indexOf(status) > 1) {
                assertTrue(r[4] != null && ((String) r[4]).compareTo((String) r[3]) < 0, "row " + row + ": " + r[4]);
            }
            if (status.equals("placed")) {
                assertEquals(null, r[4], "row " + row);
            }
            if (r[4] != null) {
                assertTrue(((String) r[4]).compareTo((String) r[1]) > 0 && ((String) r[4]).compareTo("2025") < 0,
                        "row " + row + ": " + r[4]);
                assertTrue(((String) r[7]).compareTo((String) r[4]) >= 0, "row " + row + ": receipt " + r[7]);
                paidBy.merge(status, 1L, Long::sum);
            }
        }
        // cancelled or lost after paying, and the rows that went on
        assertEquals(List.of("cancelled", "delivered", "lost", "paid", "shipped"), paidBy.keySet().stream().sorted()
                .toList(), paidBy.toString());
        assertTrue(t.nullable().contains("paid_at") && t.nullable().contains("cancelled_at")
                && !t.nullable().contains("placed_at") && !t.nullable().contains("status_at"), t.nullable().toString());
        SeedgenException e = assertThrows(SeedgenException.class, () -> GivenTest.compile(ORDERS.replace("AS_OF",
                "2025-01-01") + "      x_at: {gen: state_time, of: status, state: refunded}\n", 7));
        assertTrue(e.getMessage().startsWith("t.yaml:12:") && e.getMessage().contains("state: names refunded, which is "
                + "none of the states and exits of status (placed, paid, shipped, delivered, cancelled, lost)"),
                e.getMessage());
    }

    /** A nullable states column keeps its times; its state_time with the same null: and null_with: is NULL with it. */
    @Test
    void aNullableStatusAndItsTimeAreNullTogether() {
        Dataset.Table t = GivenTest.compile(ORDERS.replace("AS_OF", "2025-01-01").replace("lost: 0.02}}",
                "lost: 0.02}, null: 0.2}").replace("of: status}", "of: status, null: 0.2, null_with: status}"), 7)
                .table("orders");
        long nulls = 0;
        for (long row = 1; row <= 5000; row++) {
            Object[] r = t.spec().row(row);
            assertEquals(r[2] == null, r[3] == null, "row " + row);
            nulls += r[2] == null ? 1 : 0;
        }
        assertEquals(0.2, nulls / 5000.0, 0.03);
    }

    /** Bad options are refused in one line that starts with the place in the file. */
    @Test
    void badOptionsAreRefusedWithThePlace() {
        String head = "seedgen: 1\ntables:\n  t:\n    rows: 10\n    columns:\n"
                + "      at: {gen: datetime, from: \"2024-01-01\", to: \"2025-01-01\"}\n      id: {gen: sequence}\n";
        String good = "since: at, as_of: \"2025-01-01\", states: [{a: 1d}, b]";
        for (String[] bad : new String[][] {
                {"s: {gen: states, " + good + ", order: 3}", ":8:", "unknown option 'order' for generator states"},
                {"s: {gen: states, as_of: \"2025-01-01\", states: [{a: 1d}, b]}", ":8:", "needs 'since: COLUMN'"},
                {"s: {gen: states, since: at, states: [{a: 1d}, b]}", ":8:", "needs 'as_of:"},
                {"s: {gen: states, since: at, as_of: \"2025-01-01\"}", ":8:", "needs 'states:"},
                {"s: {gen: states, since: at, as_of: \"2025-01-01\", states: [a]}", ":8:", "at least two states"},
                {"s: {gen: states, since: at, as_of: \"2025-01-01\", states: [a, b]}", ":8:",
                        "state a has no dwell, so it would be final"},
                {"s: {gen: states, since: at, as_of: \"2025-01-01\", states: [{a: 1d}, {b: 2d}]}", ":8:",
                        "the last state, b, is final: drop its dwell"},
                {"s: {gen: states, since: at, as_of: \"2025-01-01\", states: [{a: 1d}, a]}", ":8:",
                        "state 'a' is listed twice"},
                {"s: {gen: states, since: at, as_of: \"2025-01-01\", states: [{a: soon}, b]}", ":8:",
                        "'soon' is not a duration"},
                {"s: {gen: states, since: at, as_of: \"2025-01-01\", states: [{a: 1d, c: 2d}, b]}", ":8:",
                        "one to a list item"},
                {"s: {gen: states, since: nowhere, as_of: \"2025-01-01\", states: [{a: 1d}, b]}", ":8:",
                        "has no column 'nowhere'"},
                {"s: {gen: states, since: id, as_of: \"2025-01-01\", states: [{a: 1d}, b]}",
                        ":8:", "column id is not a datetime made by seedgen"},
                {"s: {gen: states, since: at, as_of: next year, states: [{a: 1d}, b]}", ":8:", "is not a date"},
                {"s: {gen: states, " + good + ", exits: {b: 0.1}}", ":8:", "exit 'b' is one of the states"},
                {"s: {gen: states, " + good + ", exits: {x: 1.5}}", ":8:", "an exit's chance is above 0 and below 1"},
                {"s: {gen: states, " + good + ", exits: {x: 0.6, y: 0.5}}", ":8:",
                        "the exits' chances from state a add up to 1.1"},
                {"s: {gen: states, " + good + ", exits: {x: {from: [a]}}}", ":8:", "exit x needs chance:"},
                {"s: {gen: states, " + good + ", exits: {x: {chance: 0.1, from: [b]}}}", ":8:",
                        "from: names the states an exit leaves, those with a dwell (a), not 'b'"},
                {"s: {gen: states, " + good + ", exits: {x: {chance: 0.1, when: [a]}}}", ":8:",
                        "unknown option 'when' in exit x"},
                {"s: {gen: states, " + good + ", type: \"ENUM('a')\"}", ":8:", "does not list state 'b'"},
                {"s: {gen: states, " + good + ", type: \"VARCHAR(0)\"}", ":8:", "is too short"},
                {"s: {gen: states, " + good + "}\n      w: {gen: state_time}", ":9:", "state_time needs 'of: COLUMN'"},
                {"s: {gen: states, " + good + "}\n      w: {gen: state_time, of: at}", ":9:",
                        "of: names at, which is not a gen: states column of t"},
                {"s: {gen: states, " + good + "}\n      w: {gen: state_time, of: s, since: at}", ":9:",
                        "unknown option 'since' for generator state_time"},
                {"s: {gen: states, " + good + "}\n      w: {gen: state_time, of: s, format: unix, type: SMALLINT}",
                        ":9:", "it needs an INT or a BIGINT"}}) {
            SeedgenException e = assertThrows(SeedgenException.class, () -> GivenTest.compile(head + "      " + bad[0]
                    + "\n", 1), bad[0]);
            assertTrue(e.getMessage().startsWith("t.yaml" + bad[1]), bad[0] + ": " + e.getMessage());
            assertTrue(e.getMessage().contains(bad[2]), bad[0] + ": " + e.getMessage());
            assertTrue(!e.getMessage().contains("\n"), e.getMessage());
        }
        assertNotEquals(null, GivenTest.compile(head + "      s: {gen: states, " + good + "}\n", 1).table("t"));
    }
}
