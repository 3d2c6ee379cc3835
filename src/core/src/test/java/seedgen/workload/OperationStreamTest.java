package seedgen.workload;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import seedgen.model.Dataset;
import seedgen.spec.DatasetCompiler;
import seedgen.spec.Spec;
import seedgen.spec.SpecReader;

/**
 * The stream of sns's workload checked against the generated rows themselves: the same seed gives the same
 * operations; partitions together are the whole stream; an operation follows only earlier ones of its own partition;
 * a new pair is never held at its moment, a deleted pair always is (replaying the stream over the loaded pairs); new
 * keys come after the loaded ones, each once; references point at loaded rows.
 */
class OperationStreamTest {

    static final Spec SNS = sns();
    static final Dataset DATA = DatasetCompiler.compile(SNS, 5, 500L);

    private static Spec sns() {
        try (InputStream in = OperationStreamTest.class.getResourceAsStream("/seedgen/datasets/sns.yaml")) {
            return SpecReader.read("sns.yaml", new String(in.readAllBytes(), StandardCharsets.UTF_8), Map.of());
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    private static List<Operation> all(long seed, int partitions) {
        Plan plan = Plan.of(SNS, DATA, null);
        OperationStream s = Workload.stream(plan, new Workload.Settings(seed, Rate.parse("poisson:1000"),
                Duration.ofSeconds(5), Long.MAX_VALUE, 1, partitions, 1, Workload.DEFAULT_CLOCK));
        List<Operation> out = new ArrayList<>();
        for (Operation op = s.next(); op != null; op = s.next()) {
            out.add(op);
        }
        return out;
    }

    @Test
    void theSameSeedGivesTheSameStreamAndAnotherSeedAnother() {
        List<Operation> a = all(5, 1);
        assertTrue(a.size() > 4000 && a.size() < 6000, "about 5,000 operations at 1,000/s for 5 s: " + a.size());
        List<Operation> b = all(5, 1);
        assertEquals(a.size(), b.size());
        for (int i = 0; i < a.size(); i++) {
            assertEquals(a.get(i), b.get(i), "operation " + i);
        }
        assertNotEquals(a.subList(0, 100), all(6, 1).subList(0, 100));
    }

    @Test
    void partitionsSplitTheSameStreamAndFollowOnlyTheirOwn() {
        List<Operation> whole = all(5, 1);
        List<Operation> split = all(5, 3);
        assertEquals(whole.size(), split.size());
        Map<Long, Integer> partitionOf = new HashMap<>();
        int[] per = new int[3];
        for (int i = 0; i < whole.size(); i++) {
            Operation w = whole.get(i);
            Operation p = split.get(i);
            assertEquals(w.kind(), p.kind());
            assertTrue(java.util.Arrays.equals(w.params(), p.params()), "the same values split or not: " + w);
            partitionOf.put(p.index(), p.partition());
            per[p.partition()]++;
            for (long before : p.after()) {
                assertTrue(before < p.index(), p + " follows a later operation");
                assertEquals(p.partition(), partitionOf.get(before), p + " follows another partition's operation");
            }
        }
        for (int n : per) {
            assertTrue(n > whole.size() / 5, "each partition takes a share: " + java.util.Arrays.toString(per));
        }
    }

    @Test
    void newPairsAreNeverHeldAndDeletedOnesAlwaysAre() {
        Map<String, Set<String>> held = new HashMap<>();
        for (String t : List.of("likes", "bookmarks", "follows")) {
            Dataset.Table table = DATA.table(t);
            Set<String> pairs = new HashSet<>();
            for (long r = 1; r <= table.rows(); r++) {
                Object[] row = table.spec().row(r);
                pairs.add(row[0] + "," + row[1]);
            }
            held.put(t, pairs);
        }
        Map<String, Set<Long>> keys = new HashMap<>();
        long inserts = 0;
        long deletes = 0;
        for (Operation op : all(5, 1)) {
            String table = op.kind().table();
            switch (op.kind().action()) {
                case INSERT_PAIR -> {
                    String pair = op.params()[0] + "," + op.params()[1];
                    assertTrue(held.get(table).add(pair), op + ": the pair is held already");
                    if (table.equals("follows")) {
                        assertNotEquals(op.params()[0], op.params()[1], "no one follows oneself");
                    }
                    assertTrue(op.params()[2].toString().startsWith("2030-01-01 00:00:0"), "at the clock: " + op);
                    inserts++;
                }
                case DELETE_PAIR -> {
                    assertTrue(held.get(table).remove(op.params()[0] + "," + op.params()[1]), op + ": not held");
                    deletes++;
                }
                case INSERT_ROW -> {
                    long key = (Long) op.params()[0];
                    assertTrue(key > DATA.table(table).rows(), "a new key after the loaded ones: " + op);
                    assertTrue(keys.computeIfAbsent(table, x -> new HashSet<>()).add(key), "a key made twice: " + op);
                    if (table.equals("posts")) {
                        assertTrue((Long) op.params()[1] <= DATA.table("users").rows(), "a loaded author: " + op);
                    }
                }
                case DELETE_MADE -> assertTrue(keys.get(table).remove((Long) op.params()[0]),
                        op + ": deletes a row the stream did not make, or made and deleted already");
                default -> {
                }
            }
        }
        assertTrue(inserts > 500 && deletes > 100, inserts + " pairs inserted, " + deletes + " deleted");
    }

    @Test
    void eachKindTakesItsShareOfTheMix() {
        for (long seed : new long[] {5, 6}) {
            Plan plan = Plan.of(SNS, DATA, null);
            OperationStream s = Workload.stream(plan, new Workload.Settings(seed, Rate.parse("1000"),
                    Duration.ofSeconds(30), Long.MAX_VALUE, 1, 1, 1, Workload.DEFAULT_CLOCK));
            Map<String, Integer> done = new HashMap<>();
            int n = 0;
            for (Operation op = s.next(); op != null; op = s.next()) {
                done.merge(op.kind().name(), 1, Integer::sum);
                n++;
            }
            double sum = plan.kinds().stream().mapToDouble(OpKind::weight).sum();
            for (OpKind k : plan.kinds()) {
                double p = k.weight() / sum;
                double sigma = Math.sqrt(n * p * (1 - p));
                int got = done.getOrDefault(k.name(), 0);
                // a delete of a row the stream made falls to the next kind while none is left, early in the run
                assertEquals(n * p, got, 4.5 * sigma + (k.action() == OpKind.Action.DELETE_MADE ? 0.01 * n * p : 0),
                        k.name() + " at seed " + seed + ": " + done);
            }
        }
    }

    /** sakila's category, staff, store and language have TINYINT UNSIGNED keys: 255 rows fill them. */
    @Test
    void aKeyWhoseTypeIsFullTakesNoMoreRows() {
        String yaml = """
                seedgen: 1
                name: small
                tables:
                  kinds:
                    rows: 120
                    columns:
                      id: {gen: sequence, type: TINYINT}
                      name: {gen: lorem, words: 1..2}
                  things:
                    per: {parent: kinds, count: 1..3}
                    columns:
                      id: {gen: sequence}
                      kind_id: {gen: parent}
                """;
        Spec spec = SpecReader.read("small.yaml", yaml, Map.of());
        Plan full = Plan.of(spec, DatasetCompiler.compile(spec, 1, 127L), null);
        assertTrue(full.notes().contains("no inserts of kinds: its key id is full (its type holds up to 127)"),
                full.notes().toString());
        assertFalse(full.describe().contains("insert kinds"), full.describe());
        Plan room = Plan.of(spec, DatasetCompiler.compile(spec, 1, null), null);
        OperationStream s = Workload.stream(room, new Workload.Settings(1, Rate.parse("1000"), Duration.ofSeconds(5),
                Long.MAX_VALUE, 1, 1, 1, Workload.DEFAULT_CLOCK));
        long made = 0;
        for (Operation op = s.next(); op != null; op = s.next()) {
            if (op.kind().action() == OpKind.Action.INSERT_ROW && op.kind().table().equals("kinds")) {
                assertTrue((Long) op.params()[0] <= 127, "a key past TINYINT's 127: " + op);
                made++;
            }
        }
        assertEquals(7, made, "kinds 121 to 127, then no more");
    }

    @Test
    void theMixIsSetByNameAndBadNamesAreRefused() {
        Plan plan = Plan.of(SNS, DATA, "read posts by user_id=0,insert likes=50");
        assertFalse(plan.describe().contains("read posts by user_id"), plan.describe());
        assertTrue(plan.describe().contains("insert likes"), plan.describe());
        assertTrue(plan.describe().contains("read users"), "a kind not named keeps its share: " + plan.describe());
        Plan only = Plan.of(SNS, DATA, "only:read users=1");
        assertEquals("read users 100.0%", only.describe());
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Plan.of(SNS, DATA,
                "like=5"));
        assertTrue(e.getMessage().contains("no such operation (its operations: read users,"), e.getMessage());
    }

    @Test
    void aRampAndAPoissonRateKeepTheirMeans() {
        Rate.Clock ramp = Rate.parse("100..300").clock(1, Duration.ofSeconds(10).toNanos());
        long n = 0;
        while (ramp.next() < Duration.ofSeconds(10).toNanos()) {
            n++;
        }
        assertEquals(2000, n, 2, "a ramp from 100/s to 300/s over 10 s makes 2,000 operations");
        Rate.Clock poisson = Rate.parse("poisson:500").clock(1, Duration.ofSeconds(20).toNanos());
        n = 0;
        while (poisson.next() < Duration.ofSeconds(20).toNanos()) {
            n++;
        }
        assertEquals(10_000, n, 400, "Poisson at 500/s over 20 s: about 10,000");
        assertThrows(IllegalArgumentException.class, () -> Rate.parse("fast"));
    }
    /**
     * The history's times on the stream: a new user has not left (deleted_at NULL) and was made and changed at the
     * clock; an update of a post sets its updated_at to the clock beside the body it changes, the key last.
     */
    @Test
    void newRowsHaveNoDeleteAndUpdatesSetTheLastChangeToTheClock() {
        int users = 0;
        int updates = 0;
        for (Operation op : all(5, 1)) {
            OpKind k = op.kind();
            if (k.name().equals("insert users")) {
                Object[] p = op.params();
                assertEquals(null, p[k.columns().indexOf("deleted_at")], "a new user's deleted_at");
                Object made = p[k.columns().indexOf("created_at")];
                assertTrue(String.valueOf(made).startsWith("2030-01-01"), "made at the clock: " + made);
                assertEquals(made, p[k.columns().indexOf("updated_at")], "a new user's updated_at is its created_at");
                users++;
            } else if (k.name().equals("update posts")) {
                assertEquals(List.of("body", "updated_at"), k.columns());
                Object[] p = op.params();
                assertEquals(3, p.length, "body, updated_at, then the key");
                assertTrue(String.valueOf(p[1]).startsWith("2030-01-01"), "changed at the clock: " + p[1]);
                updates++;
            }
        }
        assertTrue(users > 10 && updates > 10, "sign-ups " + users + ", post updates " + updates);
    }
}
