package seedgen.slice;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import seedgen.error.SeedgenException;
import seedgen.model.Dataset;
import seedgen.model.ForeignKey;
import seedgen.plan.BuiltIn;
import seedgen.spec.DatasetCompiler;
import seedgen.spec.SpecReader;

class SliceTest {

    private static Dataset builtIn(String name, long rows, Map<String, String> params) {
        return DatasetCompiler.compile(SpecReader.read(name, BuiltIn.text(name), params), 1, rows);
    }

    /**
     * Every table's slices, in order, are its rows 1..N exactly once and in order, and each slice's row i has every
     * value of the whole table's row it stands for. {@code every}: check the values of every row (else every 7th).
     */
    private static void assertSlicesAreTheWhole(Dataset whole, List<Slice> slices, boolean ordered, int every) {
        for (Dataset.Table t : whole.tables()) {
            List<Long> seen = new ArrayList<>();
            for (Slice s : slices) {
                Rows r = s.rows().get(t.name());
                Dataset.Table part = s.dataset().table(t.name());
                assertEquals(r.count(), part.rows(), t.name());
                for (long i = 1; i <= r.count(); i++) {
                    long g = r.global(i);
                    seen.add(g);
                    if (i % every == 0 || i == 1 || i == r.count()) {
                        assertArrayEquals(t.spec().row(g), part.spec().row(i), t.name() + " row " + g);
                    }
                }
            }
            if (!ordered) {
                seen.sort(Long::compare);
            }
            assertEquals(t.rows(), seen.size(), t.name() + ": every row once");
            for (int i = 0; i < seen.size(); i++) {
                if (seen.get(i) != i + 1) {
                    throw new AssertionError(t.name() + ": row " + (i + 1) + " is not where it belongs (" + seen.get(i)
                            + ")");
                }
            }
        }
    }

    private static List<Slice> partitions(Dataset whole, int n) {
        List<Slice> out = new ArrayList<>();
        for (int k = 1; k <= n; k++) {
            out.add(Slice.of(whole, null, 0, 1, null, new Partition(k, n)));
        }
        return out;
    }

    @Test
    void partitionsTogetherAreTheWholeDatasetRowForRowAndInOrder() {
        Dataset sns = builtIn("sns", 3000, Map.of());
        assertSlicesAreTheWhole(sns, partitions(sns, 4), true, 1);
        for (int n : new int[] {1, 3, 7, 3000, 4000}) {
            assertSlicesAreTheWhole(sns, partitions(sns, n), true, 7);
        }
        Dataset chat = builtIn("chat", 1500, Map.of("message_key", "uuid7"));
        assertSlicesAreTheWhole(chat, partitions(chat, 5), true, 3);
        Slice part = Slice.of(sns, null, 0, 1, null, new Partition(2, 4));
        assertEquals("partition 2/4", part.label());
        assertEquals(sns.table("likes").foreignKeys(), part.dataset().table("likes").foreignKeys(),
                "one database: every foreign key stays");
        assertEquals("rows 751..1,500 of 3,000", part.describe("users", 3000));
    }

    private static Shards shards(String routing, String... keys) {
        StringBuilder text = new StringBuilder("routing: " + routing + "\nshards:\n");
        for (int i = 0; i < keys.length; i++) {
            text.append("  - name: s").append(i).append("\n    url: jdbc:mysql://h").append(i).append("/db\n")
                    .append(keys[i].isEmpty() ? "" : "    keys: " + keys[i] + "\n");
        }
        return Shards.parse("shards.yaml", text.toString());
    }

    private static List<Slice> shardSlices(Dataset whole, Shards shards) {
        List<Slice> out = new ArrayList<>();
        for (int i = 0; i < shards.shards().size(); i++) {
            out.add(Slice.of(whole, shards.routing(), i, shards.shards().size(), shards.shards().get(i).name(), null));
        }
        return out;
    }

    @Test
    void shardsByModuloOrRangeHoldEveryRowOnceWithItsOwnRowsBesideIt() {
        Dataset sns = builtIn("sns", 3000, Map.of());
        Shards modulo = shards("{table: users, by: modulo}", "", "", "");
        List<Slice> three = shardSlices(sns, modulo);
        assertSlicesAreTheWhole(sns, three, false, 5);
        for (int i = 0; i < 3; i++) {
            Slice s = three.get(i);
            for (long row = 1; row <= s.dataset().table("users").rows(); row++) {
                assertEquals(i, ((Number) s.dataset().table("users").spec().row(row)[0]).longValue() % 3,
                        "user key mod 3 is the shard's place");
            }
            // every post, like and bookmark of a shard belongs to one of its users
            java.util.Set<Object> users = new java.util.HashSet<>();
            for (long row = 1; row <= s.dataset().table("users").rows(); row++) {
                users.add(s.dataset().table("users").spec().row(row)[0]);
            }
            for (String child : List.of("posts", "likes", "bookmarks")) {
                Dataset.Table t = s.dataset().table(child);
                int userColumn = t.spec().columns().stream().map(seedgen.model.Column::name).toList()
                        .indexOf("user_id");
                for (long row = 1; row <= t.rows(); row++) {
                    assertTrue(users.contains(t.spec().row(row)[userColumn]), child + " row " + row);
                }
            }
        }
        Slice a = three.get(0);
        assertEquals(List.of("likes(post_id) -> posts", "bookmarks(post_id) -> posts",
                "follows(followee_id) -> users"), a.crossing(sns));
        assertEquals(List.of("user_id"), a.dataset().table("likes").foreignKeys().get(0).columns());
        assertEquals(List.of(List.of("post_id")), a.dataset().table("likes").unconstrained().stream()
                .map(ForeignKey::columns).toList(), "written without its key, indexed all the same");
        assertTrue(a.describe("users", 3000).startsWith("1,000 rows of 3,000: rows 3, 6, 9"), a.describe("users",
                3000));

        List<Slice> ranges = shardSlices(sns, shards("{table: users, by: range}", "1..1000", "1001..2500",
                "2501..9999"));
        assertSlicesAreTheWhole(sns, ranges, true, 5);
        assertEquals("rows 1,001..2,500 of 3,000", ranges.get(1).describe("users", 3000));

        Dataset chat = builtIn("chat", 1200, Map.of("message_key", "sequence"));
        List<Slice> chats = shardSlices(chat, shards("{table: users, by: modulo}", "", ""));
        assertSlicesAreTheWhole(chat, chats, false, 5);
        // a message's room is its owner (kept); its sender is any member, a user of any shard (left out)
        List<String> crossing = chats.get(0).crossing(chat);
        assertTrue(crossing.contains("room_members(user_id) -> users"), crossing::toString);
        assertFalse(crossing.stream().anyMatch(c -> c.startsWith("messages(room_id)")), crossing::toString);
        assertFalse(crossing.stream().anyMatch(c -> c.startsWith("rooms(")), crossing::toString);
    }

    @Test
    void partitionsOfAShardTogetherAreTheShard() {
        Dataset sns = builtIn("sns", 2000, Map.of());
        Shards modulo = shards("{table: users, by: modulo}", "", "");
        Slice shard = Slice.of(sns, modulo.routing(), 1, 2, "s1", null);
        List<Slice> parts = new ArrayList<>();
        for (int k = 1; k <= 3; k++) {
            parts.add(Slice.of(sns, modulo.routing(), 1, 2, "s1", new Partition(k, 3)));
        }
        for (Dataset.Table t : sns.tables()) {
            List<Long> whole = new ArrayList<>();
            Rows r = shard.rows().get(t.name());
            for (long i = 1; i <= r.count(); i++) {
                whole.add(r.global(i));
            }
            List<Long> joined = new ArrayList<>();
            for (Slice p : parts) {
                Rows pr = p.rows().get(t.name());
                for (long i = 1; i <= pr.count(); i++) {
                    joined.add(pr.global(i));
                }
            }
            assertEquals(whole, joined, t.name());
        }
        assertEquals("shard s1, partition 2/3", parts.get(1).label());
    }

    @Test
    void keyRangesThatOverlapOrLeaveKeysOutAreRefused() {
        Dataset sns = builtIn("sns", 3000, Map.of());
        Shards gap = shards("{table: users, by: range}", "1..1000", "1002..3000");
        SeedgenException e = assertThrows(SeedgenException.class, () -> shardSlices(sns, gap));
        assertTrue(e.getMessage().contains("users key 1001 is in no shard's key range"), e.getMessage());
        Shards overlap = shards("{table: users, by: range}", "1..1000", "1000..3000");
        e = assertThrows(SeedgenException.class, () -> shardSlices(sns, overlap));
        assertTrue(e.getMessage().contains("both hold users key 1000"), e.getMessage());
        Shards none = shards("{table: members, by: modulo}", "", "");
        e = assertThrows(SeedgenException.class, () -> shardSlices(sns, none));
        assertTrue(e.getMessage().contains("which dataset sns does not have (its tables: users, posts"),
                e.getMessage());
        Shards posts = shards("{table: posts, by: modulo}", "", "");
        e = assertThrows(SeedgenException.class, () -> shardSlices(sns, posts));
        assertTrue(e.getMessage().contains("owned per row of users"), e.getMessage());
        Dataset uuids = builtIn("chat", 100, Map.of("message_key", "uuid4"));
        Dataset.Table messages = uuids.table("messages");
        Dataset rootMessages = new Dataset("m", "", List.of(new Dataset.Table("messages", 100, messages.spec(),
                messages.primaryKey(), List.of(), List.of(), null, List.of(), null, null)));
        Shards byUuid = shards("{table: messages, by: modulo}", "", "");
        e = assertThrows(SeedgenException.class, () -> shardSlices(rootMessages, byUuid));
        assertTrue(e.getMessage().contains("is not an integer"), e.getMessage());
    }

    /**
     * The first row of the last slice costs what the first row of the first slice does: the slice is found by
     * arithmetic (and at most one block of 1,024 owners' counts), never by generating the rows before it. A
     * billion-row table, and a table owned per row of a million-row one: generating the rows before the last
     * slice would take minutes; the first row of every slice comes in well under a second.
     */
    @Test
    void theLastSliceIsReachedAsFastAsTheFirst() {
        String yaml = "seedgen: 1\nname: big\ntables:\n"
                + "  events:\n    rows: 1000000000\n    columns:\n      id: {gen: sequence}\n"
                + "      at: {gen: datetime, from: \"2024-01-01\", to: \"2025-01-01\"}\n"
                + "  users:\n    rows: 1000000\n    columns:\n      id: {gen: sequence}\n"
                + "      name: {gen: first_name}\n"
                + "  posts:\n    per: {parent: users, count: 0..40, distribution: geometric, mean: 5}\n    columns:\n"
                + "      id: {gen: sequence}\n      user_id: {gen: parent}\n      body: {gen: lorem, words: 3..9}\n";
        Dataset big = DatasetCompiler.compile(SpecReader.read("big.yaml", yaml, Map.of()), 1, null);
        int n = 1000;
        long[] first = new long[9];
        long[] last = new long[9];
        for (int round = 0; round < first.length; round++) {
            first[round] = firstRowNanos(big, new Partition(1, n));
            last[round] = firstRowNanos(big, new Partition(n, n));
        }
        Arrays.sort(first);
        Arrays.sort(last);
        long firstMedian = first[first.length / 2];
        long lastMedian = last[last.length / 2];
        assertTrue(lastMedian < 200_000_000L, "the last slice's first rows took " + lastMedian / 1e6 + " ms");
        assertTrue(lastMedian < 10 * firstMedian + 5_000_000L, "the last slice's first rows took " + lastMedian / 1e6
                + " ms against " + firstMedian / 1e6 + " ms for the first slice's");
        Slice lastSlice = Slice.of(big, null, 0, 1, null, new Partition(n, n));
        assertEquals(999_000_001L, lastSlice.rows().get("events").global(1));
        assertEquals(999_000_001L, ((Number) lastSlice.dataset().table("events").spec().row(1)[0]).longValue());
        assertEquals(big.table("posts").rows(), lastSlice.rows().get("posts").global(
                lastSlice.rows().get("posts").count()), "the last slice ends at the last post");
    }

    /** Time to slice the dataset and make the first row of each of its tables. */
    private static long firstRowNanos(Dataset big, Partition p) {
        long t0 = System.nanoTime();
        Slice s = Slice.of(big, null, 0, 1, null, p);
        for (Dataset.Table t : s.dataset().tables()) {
            if (t.rows() > 0) {
                t.spec().row(1);
            }
        }
        return System.nanoTime() - t0;
    }

    @Test
    void partitionsAreParsedAndAutoTakesTheJobIndex() {
        assertEquals(new Partition(2, 4), Partition.parse("2/4", v -> null));
        assertEquals(new Partition(3, 4), Partition.parse("auto/4", Map.of(Partition.JOB_INDEX, "2")::get));
        for (String bad : new String[] {"0/4", "5/4", "2", "a/4", "2/0", "-1/4"}) {
            SeedgenException e = assertThrows(SeedgenException.class, () -> Partition.parse(bad, v -> null), bad);
            assertEquals(SeedgenException.Kind.BAD_INPUT, e.kind(), bad);
        }
        SeedgenException unset = assertThrows(SeedgenException.class, () -> Partition.parse("auto/4", v -> null));
        assertTrue(unset.getMessage().contains("JOB_COMPLETION_INDEX"), unset.getMessage());
        SeedgenException past = assertThrows(SeedgenException.class,
                () -> Partition.parse("auto/4", Map.of(Partition.JOB_INDEX, "4")::get));
        assertTrue(past.getMessage().contains("is past --partition auto/4"), past.getMessage());
    }

    @Test
    void aShardsFileWithAPasswordOrAnUnknownSettingIsRefused() {
        SeedgenException e = assertThrows(SeedgenException.class, () -> Shards.parse("s.yaml",
                "routing: {table: users, by: modulo}\nshards:\n  - {url: 'jdbc:mysql://h/db', password: x}\n"));
        assertTrue(e.getMessage().contains("password:, which never goes in this file"), e.getMessage());
        e = assertThrows(SeedgenException.class, () -> Shards.parse("s.yaml",
                "routing: {table: users, by: modulo}\nshards:\n  - {url: 'jdbc:mysql://h/db', prot: 3}\n"));
        assertTrue(e.getMessage().contains("has no setting prot"), e.getMessage());
        e = assertThrows(SeedgenException.class, () -> Shards.parse("s.yaml",
                "routing: {table: users, by: range}\nshards:\n  - {url: 'jdbc:mysql://h/db'}\n"));
        assertTrue(e.getMessage().contains("needs keys: FROM..TO"), e.getMessage());
        e = assertThrows(SeedgenException.class, () -> Shards.parse("s.yaml",
                "routing: {table: users, by: hash}\nshards:\n  - {url: 'jdbc:mysql://h/db'}\n"));
        assertTrue(e.getMessage().contains("is not a rule"), e.getMessage());
        e = assertThrows(SeedgenException.class, () -> Shards.parse("s.yaml",
                "routing: {table: users, by: modulo}\nshards:\n  - {url: 'jdbc:mysql://h/db'}\n"
                        + "  - {url: 'jdbc:mysql://h/db?x=1'}\n"));
        assertTrue(e.getMessage().contains("same database as another shard"), e.getMessage());
        Shards ok = Shards.parse("s.yaml", "routing: {table: users, by: modulo}\nshards:\n"
                + "  - {name: a, host: h1, port: 3307, database: app, user: u, defaults-file: /etc/a.cnf}\n"
                + "  - {name: b, url: 'jdbc:postgresql://h2/app'}\n");
        assertEquals(3307, ok.shards().get(0).port());
        assertEquals("/etc/a.cnf", ok.shards().get(0).defaultsFile());
        assertEquals(1, ok.indexOf("b"));
    }
}
