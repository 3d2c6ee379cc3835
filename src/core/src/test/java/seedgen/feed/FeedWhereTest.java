package seedgen.feed;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.StringWriter;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import seedgen.model.Dataset;
import seedgen.plan.BuiltIn;
import seedgen.spec.DatasetCompiler;
import seedgen.spec.SpecReader;

/**
 * {@link Feed#where} and {@link AbsentPairs} on sns at 3,000 users, against counts made the slow way: every row of the
 * referring table generated and its reference counted.
 */
class FeedWhereTest {

    private static final Dataset SNS = DatasetCompiler.compile(SpecReader.read("sns", BuiltIn.text("sns"), Map.of()),
            7, 3_000L);

    /** For each value of {@code column} of {@code table}, the rows holding it, counted row by row. */
    private static Map<Object, Long> bruteCounts(String table, String column) {
        Dataset.Table t = SNS.table(table);
        var gen = ReferringCounts.generator(t, column);
        Map<Object, Long> counts = new HashMap<>();
        for (long r = 1; r <= t.rows(); r++) {
            counts.merge(gen.valueFor(r), 1L, Long::sum);
        }
        return counts;
    }

    /** The ids of {@code fed} whose brute count is within the bounds. */
    private static Set<Object> expected(String fed, Map<Object, Long> counts, long min, long max) {
        Dataset.Table t = SNS.table(fed);
        var id = ReferringCounts.generator(t, "id");
        Set<Object> out = new TreeSet<>();
        for (long r = 1; r <= t.rows(); r++) {
            long n = counts.getOrDefault(id.valueFor(r), 0L);
            if (n >= min && n <= max) {
                out.add(id.valueFor(r));
            }
        }
        return out;
    }

    /** Every row of {@code fed} that the wheres keep, by id. */
    private static Set<Object> fed(String fed, String... where) {
        Feed feed = new Feed(SNS.table(fed), List.of("id")).where(SNS, List.of(where).stream().map(Feed.Where::parse)
                .toList());
        Set<Object> out = new TreeSet<>();
        feed.range(1, SNS.table(fed).rows()).forEach(r -> out.add(r.get("id")));
        assertEquals(out.size(), feed.matching(), "matching() counts the rows the feed keeps");
        return out;
    }

    @Test
    void postsPerUserFromTheIndexAreThePostsRowsCounted() {
        Map<Object, Long> posts = bruteCounts("posts", "user_id");
        for (long[] b : new long[][] {{3, 10}, {0, 0}, {20, Long.MAX_VALUE}, {1, 1}}) {
            Set<Object> want = expected("users", posts, b[0], b[1]);
            assertTrue(want.size() > 10 && want.size() < 3_000, "a test of a bound that cuts: " + want.size());
            String bounds = b[0] == b[1] ? "" + b[0] : b[0] + ".." + (b[1] == Long.MAX_VALUE ? "" : b[1]);
            assertEquals(want, fed("users", "posts:" + bounds), bounds);
        }
        assertEquals(expected("users", posts, 0, 2), fed("users", "posts:..2"));
    }

    @Test
    void referencesCountedInOnePassAreTheReferringRowsCounted() {
        Map<Object, Long> likes = bruteCounts("likes", "post_id");
        Set<Object> popular = expected("posts", likes, 30, Long.MAX_VALUE);
        assertTrue(popular.size() > 10, "some popular posts: " + popular.size());
        assertEquals(popular, fed("posts", "likes:30.."));
        Map<Object, Long> followed = bruteCounts("follows", "followee_id");
        assertEquals(expected("users", followed, 40, 60), fed("users", "follows.followee_id:40..60"));
        assertEquals(expected("users", bruteCounts("follows", "follower_id"), 40, 60),
                fed("users", "follows.follower_id:40..60"));
        // AND: both hold
        Set<Object> both = new TreeSet<>(expected("posts", likes, 10, Long.MAX_VALUE));
        both.retainAll(expected("posts", bruteCounts("bookmarks", "post_id"), 0, 5));
        assertTrue(!both.isEmpty() && both.size() < expected("posts", likes, 10, Long.MAX_VALUE).size());
        assertEquals(both, fed("posts", "likes:10..", "bookmarks:..5"));
    }

    @Test
    void aSampleOfTheMatchingRowsIsUniformWithoutRepeatsAndTheSameForTheSameSeed() throws Exception {
        Set<Object> matching = fed("users", "posts:3..");
        Feed feed = new Feed(SNS.table("users"), List.of("id")).where(SNS, List.of(Feed.Where.parse("posts:3..")));
        List<Object> sample = feed.sample(100, 5).stream().map(r -> r.get("id")).toList();
        assertEquals(100, new HashSet<>(sample).size(), "no repeats");
        assertTrue(matching.containsAll(sample), "only rows that match");
        assertEquals(sample, feed.sample(100, 5).stream().map(r -> r.get("id")).toList());
        assertNotEquals(sample, feed.sample(100, 6).stream().map(r -> r.get("id")).toList());
        // spread over the matching rows: the first half of them holds about half the sample
        List<Object> ordered = List.copyOf(matching);
        Object middle = ordered.get(ordered.size() / 2);
        long firstHalf = sample.stream().filter(id -> (Long) id < (Long) middle).count();
        assertEquals(50, firstHalf, 15);
        assertEquals(matching.size(), feed.sample(matching.size(), 5).size(), "a sample of them all is all of them");
        IllegalArgumentException more = assertThrows(IllegalArgumentException.class,
                () -> feed.sample(matching.size() + 1, 5));
        assertTrue(more.getMessage().contains(String.format("%,d rows of table users match posts:3..",
                matching.size())), more.getMessage());
        StringWriter csv = new StringWriter();
        assertEquals(100, feed.write(csv, Feed.Format.CSV, 100, true, 1, 5));
        assertEquals(sample.stream().map(String::valueOf).toList(), csv.toString().lines().skip(1).toList());
        // a range keeps the rows of it that match
        List<Object> range = feed.range(1, 500).stream().map(r -> r.get("id")).toList();
        assertEquals(matching.stream().filter(id -> (Long) id <= 500).toList(), range);
    }

    @Test
    void aWhereThatNamesNoReferenceIsRefusedNamingTheChoices() {
        Feed users = new Feed(SNS.table("users"), List.of("id"));
        String twice = assertThrows(IllegalArgumentException.class,
                () -> users.where(SNS, List.of(Feed.Where.parse("follows:1000..")))).getMessage();
        assertTrue(twice.contains("follows.follower_id and follows.followee_id")
                && twice.contains("follows.followee_id:1000.."), twice);
        String none = assertThrows(IllegalArgumentException.class,
                () -> new Feed(SNS.table("posts"), List.of()).where(SNS, List.of(Feed.Where.parse("follows:1"))))
                .getMessage();
        assertTrue(none.contains("does not refer to posts") && none.contains("likes, bookmarks"), none);
        for (String bad : List.of("posts", "posts:", "posts:..", "posts:5..2", "posts:a..b", "a.b.c:1")) {
            assertThrows(IllegalArgumentException.class, () -> Feed.Where.parse(bad), bad);
        }
        assertEquals(new Feed.Where("follows", "followee_id", 1000, Long.MAX_VALUE),
                Feed.Where.parse("follows.followee_id:1000.."));
        assertEquals(new Feed.Where("posts", null, 0, 7), Feed.Where.parse(" posts:..7 "));
        assertEquals(new Feed.Where("posts", null, 4, 4), Feed.Where.parse("posts:4"));
        assertEquals("posts:90..110", Feed.Where.parse("posts:90..110").toString());
    }

    @Test
    void absentPairsAreNotLoadedExistAndDifferAndFollowsAreNeverOfOneself() throws Exception {
        for (String table : List.of("likes", "follows")) {
            Dataset.Table t = SNS.table(table);
            List<String> key = t.primaryKey();
            var a = ReferringCounts.generator(t, key.get(0));
            var b = ReferringCounts.generator(t, key.get(1));
            Set<List<Object>> loaded = new HashSet<>();
            for (long r = 1; r <= t.rows(); r++) {
                loaded.add(List.of(a.valueFor(r), b.valueFor(r)));
            }
            AbsentPairs absent = new AbsentPairs(SNS, table, List.of());
            assertEquals(key, absent.columns());
            List<Map<String, Object>> pairs = absent.pairs(5_000, 3);
            assertEquals(5_000, pairs.size());
            Set<List<Object>> seen = new HashSet<>();
            Dataset.Table refTable = SNS.table(table.equals("likes") ? "posts" : "users");
            Set<Object> refKeys = new HashSet<>();
            for (long r = 1; r <= refTable.rows(); r++) {
                refKeys.add(refTable.spec().row(r)[0]);
            }
            for (Map<String, Object> p : pairs) {
                List<Object> pair = List.of(p.get(key.get(0)), p.get(key.get(1)));
                assertFalse(loaded.contains(pair), table + " holds " + pair);
                assertTrue(seen.add(pair), "a repeat: " + pair);
                assertTrue((Long) pair.get(0) >= 1 && (Long) pair.get(0) <= 3_000, "no such user: " + pair);
                assertTrue(refKeys.contains(pair.get(1)), "no such row: " + pair);
                if (table.equals("follows")) {
                    assertNotEquals(pair.get(0), pair.get(1), "a follow of oneself");
                }
            }
            assertEquals(pairs, absent.pairs(5_000, 3), "the same for the same seed");
            StringWriter json = new StringWriter();
            assertEquals(5_000, absent.write(json, Feed.Format.JSON, 5_000, 3));
            Map<String, Object> first = pairs.get(0);
            assertTrue(json.toString().startsWith("[\n{\"" + key.get(0) + "\":" + first.get(key.get(0)) + ",\""
                    + key.get(1) + "\":" + first.get(key.get(1)) + "}"), json.toString().substring(0, 80));
        }
        // popular posts come up as the likes have them: the most liked posts are among the pairs' posts more often
        Map<Object, Long> likes = bruteCounts("likes", "post_id");
        Object top = likes.entrySet().stream().max(Map.Entry.comparingByValue()).orElseThrow().getKey();
        long topPairs = new AbsentPairs(SNS, "likes", List.of("post_id")).pairs(5_000, 3).stream()
                .filter(p -> p.get("post_id").equals(top)).count();
        assertTrue(topPairs >= 5_000L * likes.get(top) / SNS.table("likes").rows() / 2, "top post " + topPairs);
        String posts = assertThrows(IllegalArgumentException.class, () -> new AbsentPairs(SNS, "posts", List.of()))
                .getMessage();
        assertTrue(posts.contains("likes, bookmarks, follows"), posts);
        assertThrows(IllegalArgumentException.class, () -> new AbsentPairs(SNS, "likes", List.of("created_at")));
    }
}
