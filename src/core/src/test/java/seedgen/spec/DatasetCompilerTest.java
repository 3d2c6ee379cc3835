package seedgen.spec;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import seedgen.error.SeedgenException;
import seedgen.model.Dataset;
import seedgen.model.ForeignKey;
import seedgen.model.TableSpec;
import seedgen.plan.BuiltIn;

class DatasetCompilerTest {

    private static Dataset compile(String yaml, long seed, Long rows) {
        return DatasetCompiler.compile(SpecReader.read("t.yaml", yaml, Map.of()), seed, rows);
    }

    private static Dataset builtIn(String name, long rows, Map<String, String> params) {
        return DatasetCompiler.compile(SpecReader.read(name, BuiltIn.text(name), params), 1, rows);
    }

    /**
     * A column NULL on every row of the table learned from is learned as null: 1, and read: NULL on every row (the
     * reader refused it, so a learned spec of such a table could not be filled). Above 1 is refused.
     */
    @Test
    void aColumnNullOnEveryRowIsRead() {
        Dataset d = compile("seedgen: 1\ntables:\n  t:\n    rows: 50\n    columns:\n      id: {gen: sequence}\n"
                + "      gone: {gen: int, min: 0, max: 9, null: 1}\n", 1, null);
        for (long row = 1; row <= 50; row++) {
            assertEquals(null, d.table("t").spec().columns().get(1).generator().valueFor(row));
        }
        assertThrows(seedgen.error.SeedgenException.class, () -> compile("seedgen: 1\ntables:\n  t:\n    rows: 5\n"
                + "    columns:\n      id: {gen: sequence}\n      x: {gen: int, min: 0, max: 9, null: 1.5}\n", 1, null));
    }

    /**
     * Tables numbered by one counter ({@code step:} the number of tables, each from its own {@code start:}, one with
     * the gaps of {@code deleted:}) never share a value, whatever rows each has.
     */
    @Test
    void tablesOfOneCounterShareNoValue() {
        Dataset d = compile("seedgen: 1\ntables:\n  a:\n    rows: 37\n    columns:\n"
                + "      id: {gen: sequence, start: 1, step: 3}\n  b:\n    rows: 500\n    columns:\n"
                + "      id: {gen: sequence, start: 2, step: 3, deleted: 0.2}\n  c:\n    rows: 90\n    columns:\n"
                + "      id: {gen: sequence, start: 3, step: 3}\n", 3, null);
        Set<Long> seen = new HashSet<>();
        for (String t : List.of("a", "b", "c")) {
            Dataset.Table table = d.table(t);
            long start = t.charAt(0) - 'a' + 1;
            for (long row = 1; row <= table.rows(); row++) {
                long v = (Long) table.spec().row(row)[0];
                assertEquals(start, Math.floorMod(v, 3) == 0 ? 3 : Math.floorMod(v, 3), t + " row " + row + ": " + v);
                assertTrue(seen.add(v), t + " row " + row + ": " + v + " is another table's too");
            }
        }
        assertEquals(List.of(1L, 4L, 7L), List.of(d.table("a").spec().row(1)[0], d.table("a").spec().row(2)[0],
                d.table("a").spec().row(3)[0]));
    }

    /**
     * A reference to the table's own rows by a unique column that is not the key ({@code column: id} beside a text
     * key) takes an earlier row's id: NULL on the first row, or the row's own id with {@code roots: self}.
     */
    @Test
    void aSelfReferenceTakesAnEarlierRowsUniqueColumn() {
        Dataset d = compile("seedgen: 1\ntables:\n  h:\n    rows: 200\n    columns:\n"
                + "      code: {gen: code, length: 8}\n      id: {gen: sequence, unique: true}\n"
                + "      up: {gen: ref, table: h, column: id}\n"
                + "      top: {gen: ref, table: h, column: id, roots: self}\n"
                + "    primary_key: [code]\n", 3, null);
        Dataset.Table h = d.table("h");
        Map<Long, Long> rowOf = new java.util.HashMap<>();
        for (long row = 1; row <= h.rows(); row++) {
            rowOf.put((Long) h.spec().row(row)[1], row);
        }
        assertEquals(null, h.spec().row(1)[2]);
        assertEquals(h.spec().row(1)[1], h.spec().row(1)[3], "the first row's root is itself");
        for (long row = 2; row <= h.rows(); row++) {
            Object[] r = h.spec().row(row);
            assertTrue(rowOf.get((Long) r[2]) < row && rowOf.get((Long) r[3]) < row, row + ": " + List.of(r));
        }
        assertTrue(h.foreignKeys().stream().anyMatch(fk -> fk.columns().equals(List.of("up"))
                && fk.refTable().equals("h") && fk.refColumns().equals(List.of("id"))), h.foreignKeys().toString());
    }

    @Test
    void sameSeedSameRowsAndAnAddedColumnChangesNoOtherValue() {
        String base = "seedgen: 1\ntables:\n  t:\n    rows: 100\n    columns:\n      id: {gen: sequence}\n"
                + "      a: {gen: int, min: 0, max: 1000}\n      b: {gen: lorem, words: 2..5}\n";
        Dataset one = compile(base, 5, null);
        Dataset two = compile(base, 5, null);
        Dataset more = compile(base + "      c: {gen: bool}\n", 5, null);
        Dataset other = compile(base, 6, null);
        for (long row = 1; row <= 100; row++) {
            Object[] r1 = one.table("t").spec().row(row);
            assertArrayEquals(r1, two.table("t").spec().row(row));
            Object[] r3 = more.table("t").spec().row(row);
            assertArrayEquals(r1, java.util.Arrays.copyOf(r3, 3), "column c changed the others at row " + row);
        }
        assertNotEquals(List.of(one.table("t").spec().row(7)), List.of(other.table("t").spec().row(7)));
    }

    /**
     * Tables that refer to each other in a cycle compile: a table's owner loads before it, the reference that
     * closes the cycle points forward (its foreign key is added after the rows), and every reference is to a row
     * that exists, by arithmetic on row counts alone.
     */
    @Test
    void tablesReferringToEachOtherInACycleLoadOwnersFirstAndReferForward() throws Exception {
        Dataset d = DatasetCompiler.compile(SpecReader.read("cycle.yaml", java.nio.file.Files.readString(
                java.nio.file.Path.of("src/core/src/test/resources/specs/cycle.yaml")), Map.of()), 3, null);
        assertEquals(List.of("departments", "teams", "employees"), d.tables().stream().map(Dataset.Table::name)
                .toList());
        Map<String, Boolean> forward = new java.util.TreeMap<>();
        for (Dataset.Table t : d.tables()) {
            for (ForeignKey fk : t.foreignKeys()) {
                forward.put(t.name() + "." + fk.columns().get(0), d.refersForward(t, fk));
            }
        }
        assertEquals(Map.of("departments.head_id", true, "employees.department_id", false, "employees.team_id", false,
                "employees.mentor_id", true, "teams.lead_id", true), forward);
        long employees = d.table("employees").rows();
        assertTrue(employees >= 40 && employees <= 40 * 30, "employees: " + employees);
        for (long row = 1; row <= 40; row++) {
            long head = (Long) d.table("departments").spec().row(row)[1];
            assertTrue(head >= 1 && head <= employees, "head " + head);
        }
        for (long row = 1; row <= 25; row++) {
            long lead = (Long) d.table("teams").spec().row(row)[1];
            assertTrue(lead >= 1 && lead <= employees, "lead " + lead);
        }
        // Two plain tables that refer to each other: the spec's first (b) loads after the table it refers to, whose
        // reference back to b is the forward one.
        Dataset pair = compile("seedgen: 1\ntables:\n  b:\n    rows: 5\n    columns:\n      id: {gen: sequence}\n"
                + "      a_id: {gen: ref, table: a}\n  a:\n    rows: 7\n    columns:\n      id: {gen: sequence}\n"
                + "      b_id: {gen: ref, table: b}\n", 1, null);
        assertEquals(List.of("a", "b"), pair.tables().stream().map(Dataset.Table::name).toList());
        assertTrue(pair.refersForward(pair.table("a"), pair.table("a").foreignKeys().get(0)));
        assertTrue(!pair.refersForward(pair.table("b"), pair.table("b").foreignKeys().get(0)));
    }

    /** Every built-in listed reads and compiles, and is named as it is listed. */
    @Test
    void everyBuiltInListedCompiles() {
        for (String[] d : BuiltIn.DATASETS) {
            if (!BuiltIn.isUsers(d[0])) {
                Dataset dataset = builtIn(d[0], 100, Map.of());
                assertEquals(d[0], dataset.name(), "the name inside " + d[0] + ".yaml");
            }
        }
    }

    @Test
    void everyKeyOfTheBuiltInsHoldsOverEveryRow() {
        Dataset sns = builtIn("sns", 3_000, Map.of());
        for (Dataset.Table t : sns.tables()) {
            List<List<String>> keys = new java.util.ArrayList<>(t.unique());
            keys.add(t.primaryKey());
            List<String> names = t.spec().columns().stream().map(seedgen.model.Column::name).toList();
            for (List<String> key : keys) {
                Set<List<Object>> seen = new HashSet<>();
                for (long row = 1; row <= t.rows(); row++) {
                    Object[] values = t.spec().row(row);
                    List<Object> k = key.stream().map(c -> values[names.indexOf(c)]).toList();
                    assertTrue(seen.add(k), t.name() + " key " + key + " repeats " + k + " at row " + row);
                }
            }
            for (ForeignKey fk : t.foreignKeys()) {
                // every reference is a key the parent holds (posts' keys have gaps: the posts deleted long ago)
                Dataset.Table parent = sns.table(fk.refTable());
                int key = parent.spec().columns().stream().map(seedgen.model.Column::name).toList()
                        .indexOf(parent.primaryKey().get(0));
                Set<Object> held = new HashSet<>();
                for (long row = 1; row <= parent.rows(); row++) {
                    held.add(parent.spec().row(row)[key]);
                }
                int col = names.indexOf(fk.columns().get(0));
                for (long row = 1; row <= t.rows(); row++) {
                    Object ref = t.spec().row(row)[col];
                    assertTrue(held.contains(ref), t.name() + "." + fk.columns() + " " + ref + " at row " + row);
                }
            }
        }
    }

    /**
     * ordered: true without after: over a table of its own rows, times that grow with the row (unique); in a table
     * owned by a parent, dates that grow within each parent's rows (unique with the parent column), whole days apart
     * when the step is whole days, so a DATE keeps them apart.
     */
    @Test
    void orderedDatesGrowOverTheTableOrWithinEachParent() {
        String yaml = "seedgen: 1\ntables:\n  t:\n    rows: 3000\n    columns:\n      id: {gen: sequence}\n"
                + "      at: {gen: datetime, ordered: true, from: \"2020-01-01\", step: 90s, unique: true}\n"
                + "  u:\n    per: {parent: t, count: 0..6}\n    columns:\n      t_id: {gen: parent}\n"
                + "      day: {gen: datetime, ordered: true, from: \"2015-01-01\", step: 7d, type: DATE}\n"
                + "      ends: {gen: datetime, after: day, within: 6d, type: DATE}\n"
                + "    primary_key: [t_id, day]\n";
        Dataset d = compile(yaml, 5, null);
        String previous = "";
        for (long row = 1; row <= 3000; row++) {
            String at = (String) d.table("t").spec().row(row)[1];
            assertTrue(at.compareTo(previous) > 0, previous + " then " + at);
            previous = at;
        }
        Dataset.Table u = d.table("u");
        Map<Object, String> last = new java.util.HashMap<>();
        for (long row = 1; row <= u.rows(); row++) {
            Object[] r = u.spec().row(row);
            String day = (String) r[1];
            assertTrue(day.matches("\\d{4}-\\d{2}-\\d{2}") && ((String) r[2]).compareTo(day) >= 0, day + " " + r[2]);
            String before = last.put(r[0], day);
            assertTrue(before == null || java.time.LocalDate.parse(before).plusDays(1).compareTo(
                    java.time.LocalDate.parse(day)) <= 0, r[0] + ": " + before + " then " + day);
        }
        assertTrue(u.rows() > 3000 * 2, "about 3 a parent: " + u.rows());
    }

    /**
     * after: REF.COLUMN follows the time of the row a ref column picks (a like after the post it likes), and a list
     * follows the latest of its times (after the liker signed up and after the post); an exponential delay keeps most
     * rows close to that time and none past within:. Checked on every row against the rows the references pick, found
     * by their keys.
     */
    @Test
    void afterFollowsThePickedRowAndTheLatestOfSeveral() {
        String yaml = "seedgen: 1\ntables:\n  users:\n    rows: 400\n    columns:\n      id: {gen: sequence}\n"
                + "      joined: {gen: datetime, from: \"2024-01-01\", to: \"2025-01-01\"}\n"
                + "  posts:\n    per: {parent: users, count: 0..8}\n    columns:\n      id: {gen: sequence}\n"
                + "      user_id: {gen: parent}\n      at: {gen: datetime, after: users.joined, within: 90d}\n"
                + "  likes:\n    per: {parent: users, count: 0..20}\n    columns:\n      user_id: {gen: parent}\n"
                + "      post_id: {gen: ref, table: posts, distinct: true}\n"
                + "      at: {gen: datetime, after: [users.joined, post_id.at], within: 30d, delay: exponential, "
                + "mean: 1d}\n      seen: {gen: datetime, after: post_id.at, within: 2h}\n"
                + "    primary_key: [user_id, post_id]\n";
        Dataset d = compile(yaml, 3, null);
        Map<Object, String> joined = new java.util.HashMap<>();
        Dataset.Table users = d.table("users");
        for (long row = 1; row <= users.rows(); row++) {
            Object[] r = users.spec().row(row);
            joined.put(r[0], (String) r[1]);
        }
        Map<Object, String> posted = new java.util.HashMap<>();
        Dataset.Table posts = d.table("posts");
        for (long row = 1; row <= posts.rows(); row++) {
            Object[] r = posts.spec().row(row);
            posted.put(r[0], (String) r[2]);
        }
        Dataset.Table likes = d.table("likes");
        int withinADay = 0;
        int afterThePost = 0;
        for (long row = 1; row <= likes.rows(); row++) {
            Object[] r = likes.spec().row(row);
            String at = (String) r[2];
            String latest = max(joined.get(r[0]), posted.get(r[1]));
            assertTrue(at.compareTo(latest) >= 0, "like " + row + " at " + at + " before " + latest);
            java.time.Duration delay = java.time.Duration.between(time(latest), time(at));
            assertTrue(delay.compareTo(java.time.Duration.ofDays(30)) <= 0, "within 30d: " + delay);
            withinADay += delay.compareTo(java.time.Duration.ofDays(1)) <= 0 ? 1 : 0;
            String seen = (String) r[3];
            java.time.Duration sinceThePost = java.time.Duration.between(time(posted.get(r[1])), time(seen));
            assertTrue(!sinceThePost.isNegative() && sinceThePost.compareTo(java.time.Duration.ofHours(2)) <= 0,
                    "seen within 2h of the post: " + sinceThePost);
            afterThePost += posted.get(r[1]).compareTo(joined.get(r[0])) > 0 ? 1 : 0;
        }
        assertTrue(likes.rows() > 2000, "enough likes to see the shape: " + likes.rows());
        // an exponential delay of mean 1d: 1 - e^-1 = 63% within a day; a uniform one over 30d would give 3%
        double share = withinADay / (double) likes.rows();
        assertTrue(share > 0.58 && share < 0.68, "within a day: " + share);
        assertTrue(afterThePost > 0 && afterThePost < likes.rows(), "both times are the latest for some likes");
    }

    /**
     * distinct: true with distribution: zipf: each user's likes are different posts, and a few posts get most of the
     * likes (the top 1% of posts at least a tenth of them, where uniform picks give about 1%). The picks are a pure
     * function of the row: made in reverse order, one row at a time, they are the same.
     */
    @Test
    void distinctPicksFollowAHeavyTailAndStayDistinctAndPure() {
        String yaml = "seedgen: 1\ntables:\n  users:\n    rows: 3000\n    columns:\n      id: {gen: sequence}\n"
                + "  posts:\n    rows: 5000\n    columns:\n      id: {gen: sequence}\n"
                + "  likes:\n    per: {parent: users, count: 0..60, distribution: geometric, mean: 15}\n"
                + "    columns:\n      user_id: {gen: parent}\n"
                + "      post_id: {gen: ref, table: posts, distinct: true, distribution: zipf, s: 1.1}\n"
                + "    primary_key: [user_id, post_id]\n";
        Dataset.Table likes = compile(yaml, 11, null).table("likes");
        long n = likes.rows();
        Object[][] forward = new Object[(int) n][];
        Map<Object, Long> perPost = new java.util.HashMap<>();
        java.util.Set<String> pairs = new java.util.HashSet<>();
        for (long row = 1; row <= n; row++) {
            Object[] r = likes.spec().row(row);
            forward[(int) row - 1] = r;
            assertTrue(pairs.add(r[0] + "/" + r[1]), "user " + r[0] + " likes post " + r[1] + " once");
            perPost.merge(r[1], 1L, Long::sum);
        }
        for (long row = n; row >= 1; row -= 7) {
            assertEquals(List.of(forward[(int) row - 1]), List.of(likes.spec().row(row)), "row " + row);
        }
        List<Long> counts = perPost.values().stream().sorted(java.util.Comparator.reverseOrder()).toList();
        long top = counts.stream().limit(50).mapToLong(Long::longValue).sum(); // the top 1% of 5,000 posts
        assertTrue(n > 30_000, "enough likes: " + n);
        assertTrue(top >= n / 10, "the top 1% of posts hold " + top + " of " + n + " likes");
        Dataset.Table uniform = compile(yaml.replace(", distribution: zipf, s: 1.1", ""), 11, null).table("likes");
        Map<Object, Long> flat = new java.util.HashMap<>();
        for (long row = 1; row <= uniform.rows(); row++) {
            flat.merge(uniform.spec().row(row)[1], 1L, Long::sum);
        }
        long flatTop = flat.values().stream().sorted(java.util.Comparator.reverseOrder()).limit(50)
                .mapToLong(Long::longValue).sum();
        assertTrue(flatTop < uniform.rows() / 40, "uniform picks are flat: " + flatTop + " of " + uniform.rows());
    }

    @Test
    void orderedWithAnEndSpreadsTheRowsOverTheSpanInRowOrder() {
        Dataset d = compile("seedgen: 1\ntables:\n  users:\n    rows: 5000\n    columns:\n      id: {gen: sequence}\n"
                + "      created_at: {gen: datetime, from: \"2024-01-01\", to: \"2025-01-01\", ordered: true}\n", 3,
                null);
        TableSpec users = d.table("users").spec();
        java.time.LocalDateTime last = null;
        for (long row = 1; row <= 5000; row++) {
            java.time.LocalDateTime t = time((String) users.row(row)[1]);
            assertTrue(!t.isBefore(java.time.LocalDateTime.parse("2024-01-01T00:00:00"))
                    && t.isBefore(java.time.LocalDateTime.parse("2025-01-01T00:00:00")), row + ": " + t);
            assertTrue(last == null || t.isAfter(last), "row " + row + " at " + t + ", not after " + last);
            last = t;
        }
        // each row in its own slot of the year: the 2,500th near the middle
        java.time.LocalDateTime middle = time((String) users.row(2500)[1]);
        assertTrue(middle.isAfter(java.time.LocalDateTime.parse("2024-06-30T00:00:00"))
                && middle.isBefore(java.time.LocalDateTime.parse("2024-07-03T00:00:00")), middle.toString());
        SeedgenException perTable = assertThrows(SeedgenException.class, () -> compile("seedgen: 1\ntables:\n"
                + "  u:\n    rows: 5\n    columns:\n      id: {gen: sequence}\n  p:\n    per: {parent: u, count: 2}\n"
                + "    columns:\n      u_id: {gen: parent}\n      at: {gen: datetime, ordered: true, to: \"2025-01-01\"}\n",
                1, null));
        assertTrue(perTable.getMessage().contains("drop to: and give step:"), perTable.getMessage());
    }

    /**
     * A room's members are users who had signed up when it was made, different for each room; a room made when
     * fewer users existed than it would have members has as many members as there were users.
     */
    @Test
    void beforePicksAmongTheRowsMadeByThenAndDistinctPicksNeverExceedThem() {
        String yaml = "seedgen: 1\ntables:\n  users:\n    rows: 2000\n    columns:\n      id: {gen: sequence}\n"
                + "      created_at: {gen: datetime, from: \"2024-01-01\", to: \"2025-01-01\", ordered: true}\n"
                + "  rooms:\n    per: {parent: users, count: 0..1}\n    columns:\n      id: {gen: sequence}\n"
                + "      owner_id: {gen: parent}\n      created_at: {gen: datetime, after: users.created_at, within: 2d}\n"
                + "  members:\n    per: {parent: rooms, count: 2..40}\n    columns:\n      room_id: {gen: parent}\n"
                + "      user_id: {gen: ref, table: users, distinct: true, before: rooms.created_at}\n"
                + "    primary_key: [room_id, user_id]\n"
                + "  visits:\n    rows: 3000\n    columns:\n      id: {gen: sequence}\n"
                + "      at: {gen: datetime, from: \"2024-06-01\", to: \"2024-07-01\"}\n"
                + "      user_id: {gen: ref, table: users, before: at, distribution: zipf, s: 1.2}\n";
        Dataset d = compile(yaml, 7, null);
        TableSpec users = d.table("users").spec();
        TableSpec rooms = d.table("rooms").spec();
        Dataset.Table members = d.table("members");
        java.util.Map<Long, java.util.Set<Long>> seen = new java.util.HashMap<>();
        boolean capped = false;
        for (long row = 1; row <= members.rows(); row++) {
            Object[] m = members.spec().row(row);
            long room = (Long) m[0];
            long user = (Long) m[1];
            java.time.LocalDateTime made = time((String) rooms.row(room)[2]);
            assertTrue(!time((String) users.row(user)[1]).isAfter(made), "member " + user + " of room " + room
                    + " signed up after it was made");
            assertTrue(seen.computeIfAbsent(room, k -> new HashSet<>()).add(user), "user " + user + " twice in " + room);
        }
        for (java.util.Map.Entry<Long, java.util.Set<Long>> e : seen.entrySet()) {
            long existing = 0;
            java.time.LocalDateTime made = time((String) rooms.row(e.getKey())[2]);
            while (existing < 2000 && !time((String) users.row(existing + 1)[1]).isAfter(made)) {
                existing++;
            }
            assertTrue(e.getValue().size() <= existing, "room " + e.getKey() + ": " + e.getValue().size()
                    + " members of " + existing + " users");
            capped |= e.getValue().size() == existing && existing < 40;
        }
        assertTrue(capped, "an early room is cut to the users there were");
        long oldest = 0;
        for (long row = 1; row <= 3000; row++) {
            Object[] v = d.table("visits").spec().row(row);
            long user = (Long) v[2];
            assertTrue(!time((String) users.row(user)[1]).isAfter(time((String) v[1])), "visit " + row);
            oldest += user <= 100 ? 1 : 0;
        }
        assertTrue(oldest > 3000 / 4, "zipf by age: the first 100 of about 1,000 users had " + oldest + " visits");
        SeedgenException unordered = assertThrows(SeedgenException.class, () -> compile(yaml.replace(
                ", ordered: true}\n  rooms", "}\n  rooms"), 7, null));
        assertTrue(unordered.getMessage().contains("needs its rows in time order"), unordered.getMessage());
    }

    @Test
    void excludeParentNeverPicksTheOwnerRow() {
        for (String dist : List.of("", ", distribution: zipf, s: 0.8")) {
            Dataset d = compile("seedgen: 1\ntables:\n  users:\n    rows: 300\n    columns:\n"
                    + "      id: {gen: sequence}\n  follows:\n    per: {parent: users, count: 0..299}\n    columns:\n"
                    + "      a: {gen: parent}\n      b: {gen: ref, table: users, distinct: true, exclude: parent" + dist
                    + "}\n    primary_key: [a, b]\n", 5, null);
            Dataset.Table f = d.table("follows");
            Set<List<Object>> pairs = new HashSet<>();
            Map<Object, Integer> perUser = new java.util.HashMap<>();
            for (long row = 1; row <= f.rows(); row++) {
                Object[] v = f.spec().row(row);
                assertNotEquals(v[0], v[1], "row " + row + dist);
                assertTrue(pairs.add(List.of(v[0], v[1])), "pair " + v[0] + "," + v[1] + " twice" + dist);
                perUser.merge(v[0], 1, Integer::sum);
            }
            // some users follow nearly everyone else: the last picks come from the fallback, which skips them too
            assertTrue(perUser.values().stream().anyMatch(n -> n >= 290), "most follows: "
                    + perUser.values().stream().mapToInt(Integer::intValue).max().orElse(0) + dist);
        }
        SeedgenException e = assertThrows(SeedgenException.class, () -> compile("seedgen: 1\ntables:\n  users:\n"
                + "    rows: 3\n    columns:\n      id: {gen: sequence}\n  posts:\n    rows: 3\n    columns:\n"
                + "      id: {gen: sequence}\n      u: {gen: ref, table: users, distinct: true, exclude: parent}\n", 1,
                null));
        assertTrue(e.getMessage().contains("exclude: parent needs posts to be owned per row of users"),
                e.getMessage());
    }

    private static String max(String a, String b) {
        return a.compareTo(b) >= 0 ? a : b;
    }

    private static java.time.LocalDateTime time(String s) {
        return java.time.LocalDateTime.parse(s.replace(' ', 'T'));
    }

    @Test
    void uuidKeysAreUniqueAndVersion7KeysGrowWithTheRow() {
        for (String kind : List.of("uuid4", "uuid7")) {
            Dataset chat = builtIn("chat", 500, Map.of("message_key", kind));
            Dataset.Table messages = chat.table("messages");
            Set<Object> seen = new HashSet<>();
            String previous = "";
            for (long row = 1; row <= messages.rows(); row++) {
                String id = (String) messages.spec().row(row)[0];
                assertTrue(seen.add(id), kind + " repeats at row " + row);
                assertEquals(kind.equals("uuid4") ? '4' : '7', id.charAt(14), id);
                if (kind.equals("uuid7")) {
                    assertTrue(id.compareTo(previous) > 0, "uuid7 keys in row order: " + previous + " then " + id);
                }
                previous = id;
            }
        }
    }

    /**
     * A uuid column with type: BINARY(16) holds the UUID its CHAR(36) form holds for the same seed and row, as 16
     * bytes; references to it (parent, ref, a reference to its own rows) are BINARY(16) with the same bytes, and a
     * template naming it writes its text.
     */
    @Test
    void aBinaryUuidKeyIsTheSameUuidAsItsTextAndItsReferencesFollowIt() {
        String spec = """
                seedgen: 1
                params:
                  key_type: {default: "BINARY(16)"}
                tables:
                  devices:
                    rows: 300
                    columns:
                      id: {gen: uuid7, type: "${key_type}"}
                      serial: {gen: uuid, version: 4, type: " binary( 16 ) ", unique: true}
                      label: {gen: template, text: "dev-{id}"}
                  readings:
                    per: {parent: devices, count: 0..5}
                    columns:
                      id: {gen: uuid4, type: "${key_type}"}
                      device_id: {gen: parent}
                      spare: {gen: ref, table: devices, null: 0.3}
                      previous: {gen: ref, table: readings, within: parent}
                      by_serial: {gen: ref, table: devices, column: serial}
                """;
        Dataset bin = DatasetCompiler.compile(SpecReader.read("t.yaml", spec, Map.of()), 9, null);
        Dataset text = DatasetCompiler.compile(SpecReader.read("t.yaml", spec, Map.of("key_type", "CHAR(36)")), 9,
                null);
        int compared = 0;
        for (String table : List.of("devices", "readings")) {
            Dataset.Table b = bin.table(table);
            Dataset.Table t = text.table(table);
            assertEquals(t.rows(), b.rows());
            for (seedgen.model.Column c : b.spec().columns()) {
                assertEquals(c.name().equals("label") ? "VARCHAR(40)" : "BINARY(16)", c.type().ddl(), c.name());
            }
            assertEquals("CHAR(36)", t.spec().columns().get(0).type().ddl(), table + ".id as text");
            Set<Object> keys = new HashSet<>();
            for (long row = 1; row <= b.rows(); row++) {
                Object[] br = b.spec().row(row);
                Object[] tr = t.spec().row(row);
                assertTrue(keys.add(br[0]), table + " key repeats at row " + row);
                for (int col = 0; col < br.length; col++) {
                    String where = table + " row " + row + " column " + col;
                    if (br[col] instanceof seedgen.generate.BinaryUuid u && tr[col] instanceof String uuid) {
                        assertEquals(uuid, u.toString(), where);
                        assertEquals(uuid.replace("-", ""), java.util.HexFormat.of().formatHex(u.bytes()), where);
                        compared++;
                    } else {
                        assertEquals(tr[col], br[col], where);
                    }
                }
            }
        }
        assertTrue(compared > 1000, "binary values compared with their text: " + compared);
        assertEquals("dev-" + bin.table("devices").spec().row(3)[0], bin.table("devices").spec().row(3)[2]);
        // device_id is the owner row (gen: parent), previous a row of the same device: both stay with the owner
        assertEquals(List.of(new ForeignKey(List.of("device_id"), "devices", List.of("id"), true),
                new ForeignKey(List.of("spare"), "devices", List.of("id"), false),
                new ForeignKey(List.of("previous"), "readings", List.of("id"), true)),
                bin.table("readings").foreignKeys());
    }

    @Test
    void aReferenceToItsOwnRowsPicksAnEarlierRowAndTheFirstIsNull() {
        Dataset d = compile("seedgen: 1\ntables:\n  posts:\n    rows: 50\n    columns:\n      id: {gen: sequence, start: 100}\n"
                + "  comments:\n    per: {parent: posts, count: 0..30}\n    columns:\n      id: {gen: sequence}\n"
                + "      post_id: {gen: parent}\n      reply_to: {gen: ref, table: comments, within: parent, null: 0.3}\n"
                + "      cites: {gen: ref, table: comments}\n", 3, null);
        Dataset.Table c = d.table("comments");
        assertTrue(c.nullable().containsAll(List.of("reply_to", "cites")), c.nullable().toString());
        assertTrue(c.foreignKeys().contains(new ForeignKey(List.of("reply_to"), "comments", List.of("id"),
                true)), "a reply is to a comment of the same post");
        assertTrue(c.foreignKeys().contains(new ForeignKey(List.of("cites"), "comments", List.of("id"),
                false)), "a citation is of any comment");
        assertEquals(null, c.spec().row(1)[3], "the first row has no earlier row");
        int replies = 0;
        int roots = 0;
        for (long row = 1; row <= c.rows(); row++) {
            Object[] r = c.spec().row(row);
            if (row > 1) {
                long cites = ((Number) r[3]).longValue();
                assertTrue(cites >= 1 && cites < row, "row " + row + " cites " + cites);
            }
            if (r[2] == null) {
                roots++;
                continue;
            }
            long to = ((Number) r[2]).longValue();
            assertTrue(to < row, "row " + row + " replies to a later row " + to);
            assertEquals(r[1], c.spec().row(to)[1], "row " + row + " replies to a comment of another post");
            replies++;
        }
        assertTrue(replies > c.rows() / 2 && roots > 50, replies + " replies, " + roots + " roots");
    }

    /**
     * A reference to its own rows with fanout: (what --learn writes of a customer's referrer) and null: keeps both: the
     * NULL share drawn, the row picked most by about its count, the rows picked by none about the weights' share (more
     * by the rows a NULL takes from a count of one), and every pick an earlier row. Before, fanout: was ignored and the
     * picks uniform over the earlier rows.
     */
    @Test
    void aReferenceToItsOwnRowsWithAFanoutKeepsItAndItsNulls() {
        Dataset d = compile("seedgen: 1\ntables:\n  customers:\n    rows: 10000\n    columns:\n"
                + "      id: {gen: sequence}\n"
                + "      referred_by: {gen: ref, table: customers, fanout: {0: 7352, 1: 1684, 2: 518, 3: 218, 4: 86, "
                + "5..9: 110, 10..18: 29, 27: 1, 34..39: 2, 97: 1}, null: 0.5067}\n", 4, null);
        Dataset.Table c = d.table("customers");
        Map<Long, Integer> picked = new java.util.HashMap<>();
        int nulls = 0;
        for (long row = 1; row <= c.rows(); row++) {
            Object to = c.spec().row(row)[1];
            if (to == null) {
                nulls++;
                continue;
            }
            long p = ((Number) to).longValue();
            assertTrue(p >= 1 && p < row, "row " + row + " refers to " + p);
            picked.merge(p, 1, Integer::sum);
        }
        assertEquals(0.5067, nulls / 10000.0, 0.02, "the NULL share");
        int most = picked.values().stream().max(Integer::compare).orElse(0);
        assertTrue(most >= 80 && most <= 115, "the row picked most by " + most + ", measured 97");
        assertEquals(most, picked.get(1L), "the greatest count is the first row's");
        double none = 1 - picked.size() / 10000.0;
        assertTrue(none > 0.7352 && none < 0.80, "rows picked by none: " + none + ", measured 0.7352");
    }

    @Test
    void aJsonColumnIsAValidObjectOfOtherColumnsAndItsOwnFields() throws Exception {
        Dataset d = compile("seedgen: 1\ntables:\n  t:\n    rows: 200\n    columns:\n      id: {gen: sequence}\n"
                + "      first_name: {gen: first_name}\n"
                + "      doc: {gen: json, fields: {id: id, name: first_name, age: {gen: int, min: 18, max: 90},\n"
                + "            note: {gen: lorem, words: 1..3, null: 0.5}, odd: {gen: constant, value: \"say \\\"hi\\\"\\n\\\\\"}}}\n",
                1, null);
        Dataset more = compile("seedgen: 1\ntables:\n  t:\n    rows: 200\n    columns:\n      id: {gen: sequence}\n"
                + "      first_name: {gen: first_name}\n"
                + "      doc: {gen: json, fields: {id: id, name: first_name, age: {gen: int, min: 18, max: 90},\n"
                + "            note: {gen: lorem, words: 1..3, null: 0.5}, odd: {gen: constant, value: \"say \\\"hi\\\"\\n\\\\\"},\n"
                + "            extra: {gen: bool}}}\n", 1, null);
        var mapper = new com.fasterxml.jackson.databind.ObjectMapper();
        int nulls = 0;
        for (long row = 1; row <= 200; row++) {
            Object[] r = d.table("t").spec().row(row);
            var doc = mapper.readTree((String) r[2]);
            assertEquals(List.of("id", "name", "age", "note", "odd"), iterable(doc.fieldNames()), (String) r[2]);
            assertEquals(row, doc.get("id").asLong());
            assertTrue(doc.get("id").isNumber() && doc.get("age").isNumber(), (String) r[2]);
            assertEquals(r[1], doc.get("name").asText());
            assertTrue(doc.get("age").asInt() >= 18 && doc.get("age").asInt() <= 90, (String) r[2]);
            assertEquals("say \"hi\"\n\\", doc.get("odd").asText());
            nulls += doc.get("note").isNull() ? 1 : 0;
            var wider = mapper.readTree((String) more.table("t").spec().row(row)[2]);
            for (String f : List.of("id", "name", "age", "note")) {
                assertEquals(doc.get(f), wider.get(f), "an added field changes no other field, row " + row);
            }
        }
        assertTrue(nulls > 60 && nulls < 140, "about half of the notes null: " + nulls);
        assertEquals("JSON", d.table("t").spec().columns().get(2).type().ddl());
    }

    private static List<String> iterable(java.util.Iterator<String> it) {
        List<String> out = new java.util.ArrayList<>();
        it.forEachRemaining(out::add);
        return out;
    }

    @Test
    void fakerValuesArePureFunctionsOfTheRowWhateverTheThreadAndTheOrder() throws Exception {
        String spec = "seedgen: 1\ntables:\n  t:\n    rows: 300\n    columns:\n      id: {gen: sequence}\n"
                + "      city: {gen: faker, expr: address.city}\n"
                + "      who: {gen: faker, expr: \"#{Name.first_name} from #{Address.city}\", type: \"VARCHAR(12)\"}\n"
                + "      stadt: {gen: faker, expr: address.city, locale: de}\n";
        Dataset d = compile(spec, 4, null);
        Dataset.Table t = d.table("t");
        List<List<Object>> forward = new java.util.ArrayList<>();
        for (long row = 1; row <= 300; row++) {
            forward.add(List.of(t.spec().row(row)));
        }
        // Another thread, rows in the opposite order, after a compile of its own: the same values.
        Dataset again = compile(spec, 4, null);
        List<List<Object>> backward = new java.util.ArrayList<>(java.util.Collections.nCopies(300, List.of()));
        Thread other = new Thread(() -> {
            for (long row = 300; row >= 1; row--) {
                backward.set((int) row - 1, List.of(again.table("t").spec().row(row)));
            }
        });
        other.start();
        other.join();
        assertEquals(forward, backward);
        Set<Object> cities = new HashSet<>();
        for (List<Object> r : forward) {
            cities.add(r.get(1));
            String who = (String) r.get(2);
            assertTrue(!who.isEmpty() && who.codePointCount(0, who.length()) <= 12, who);
            assertTrue(!((String) r.get(3)).isEmpty());
        }
        assertTrue(cities.size() > 100, "cities: " + cities.size());
        assertNotEquals(forward.get(0), List.of(compile(spec, 5, null).table("t").spec().row(1)));
        assertEquals("VARCHAR(12)", t.spec().columns().get(2).type().ddl());
    }

    static Stream<Arguments> badSpecs() {
        String head = "seedgen: 1\ntables:\n  t:\n    rows: 10\n    columns:\n      id: {gen: sequence}\n";
        String binaryKey = "seedgen: 1\ntables:\n  t:\n    rows: 10\n    columns:\n      id: {gen: uuid7, type: BINARY(16)}\n"
                + "  u:\n    per: {parent: t, count: 1}\n    columns:\n      id: {gen: sequence}\n";
        String textKey = binaryKey.replace(", type: BINARY(16)", "");
        return Stream.of(
                Arguments.of("seedgen: 1\ntables:\n  t: [unclosed\n", "t.yaml:4:1", "not valid YAML"),
                Arguments.of("tables:\n  t:\n    rows: 1\n", "t.yaml:1:1", "seedgen: 1"),
                Arguments.of(head + "      a: {gen: nosuch}\n", "t.yaml:7:16", "unknown generator 'nosuch'"),
                Arguments.of(head + "      a: {gen: int, maxx: 5}\n", "t.yaml:7:27", "unknown option 'maxx'"),
                Arguments.of(head + "      a: {gen: ref, table: nope}\n", "t.yaml:7:28", "no table 'nope'"),
                Arguments.of(head + "      a: {gen: template, text: \"{nope}\"}\n", "t.yaml:7:32", "no column 'nope'"),
                Arguments.of(head + "      a: {gen: choice, values: [x, y, z], unique: true}\n", "t.yaml:7:7",
                        "cannot be unique by construction"),
                Arguments.of(head + "      a: {gen: int, min: 9, max: 1}\n", "t.yaml:7:26", "swap them"),
                Arguments.of(head + "      a: {gen: code, length: 0}\n", "t.yaml:7:30", "1 to 16"),
                Arguments.of(head + "      a: {gen: code, length: 17}\n", "t.yaml:7:30", "length is 1 to 16 characters"),
                Arguments.of(head + "      a: {gen: code, length: 13, scheme: affine}\n", "t.yaml:7:30",
                        "length is 1 to 12 characters with scheme: affine (drop it for up to 16)"),
                Arguments.of(head + "      a: {gen: code, scheme: counter}\n", "t.yaml:7:30",
                        "scheme is shuffled (the default) or affine (the codes of data version 4 and before)"),
                Arguments.of(head + "      a: {gen: datetime, ordered: true, step: 1h, type: DATE}\n", "t.yaml:7:47",
                        "a step of whole days"),
                Arguments.of(head + "      a: {gen: datetime, ordered: true, step: 1h, to: \"2025-01-01\"}\n",
                        "t.yaml:7:47", "drop step:"),
                Arguments.of(head + "      a: {gen: datetime, ordered: true, type: TIME}\n", "t.yaml:7:7",
                        "a TIME drops the day"),
                Arguments.of(head + "      up: {gen: ref, table: t, roots: self, null: 0.2}\n", "t.yaml:7:39",
                        "roots: self keeps the column NOT NULL"),
                Arguments.of(head + "  u:\n    per: {parent: t, count: 1..3}\n    columns:\n      t_id: {gen: parent}\n"
                        + "      at: {gen: datetime, from: \"2024-01-01\", to: \"2025-01-01\"}\n"
                        + "    primary_key: [t_id, at]\n", "t.yaml:7:3", "a datetime with ordered: true"),
                Arguments.of(head + "  u:\n    rows: 11\n    columns:\n      id: {gen: sequence}\n"
                        + "      t_id: {gen: ref, table: t, distinct: true}\n", "t.yaml:11:44",
                        "give u at most 10 rows"),
                Arguments.of((head + "      a: {gen: code, length: 1}\n").replace("rows: 10", "rows: 40"),
                        "t.yaml:7:30", "36 values, fewer than the table's 40 rows"),
                Arguments.of(head + "  u:\n    per: {parent: t, count: 5..2}\n    columns:\n      id: {gen: sequence}\n",
                        "t.yaml:8:29", "reversed"),
                Arguments.of(head + "      a: {gen: first_name, type: \"VARCHAR(3)\"}\n", "t.yaml:7:7", "too short"),
                Arguments.of(head + "      a: {gen: int, min: 0, max: 300, type: TINYINT}\n", "t.yaml:7:7",
                        "do not fit"),
                Arguments.of(head + "      a: {gen: uuid7, type: \"VARCHAR(40)\"}\n", "t.yaml:7:7",
                        "type VARCHAR(40) cannot hold a uuid: use CHAR(36) (its text, the default), BINARY(16)"),
                Arguments.of(head + "      a: {gen: uuid, version: 4, type: BIGINT}\n", "t.yaml:7:7",
                        "type BIGINT cannot hold a uuid"),
                Arguments.of(head + "      a: {gen: uuid4, type: \"BINARY(32)\"}\n", "t.yaml:7:7",
                        "type BINARY(32) cannot hold a uuid"),
                Arguments.of(head + "      a: {gen: int, type: \"BINARY(16)\"}\n", "t.yaml:7:7",
                        "give type: BINARY(16) to the uuid column itself"),
                Arguments.of(binaryKey + "      t_id: {gen: parent, type: \"CHAR(36)\"}\n", "t.yaml:11:7",
                        "values of t_id are the 16 bytes of a BINARY(16) uuid: type CHAR(36) cannot hold them"),
                Arguments.of(binaryKey + "      t_id: {gen: ref, table: t, type: \"VARBINARY(16)\"}\n", "t.yaml:11:7",
                        "drop type: or use BINARY(16)"),
                Arguments.of(textKey + "      t_id: {gen: ref, table: t, type: \"BINARY(16)\"}\n", "t.yaml:11:7",
                        "gen ref makes CHAR(36) values: give type: BINARY(16) to the uuid column itself"),
                Arguments.of("seedgen: 1\ntables:\n  a:\n    per: {parent: b, count: 1}\n    columns:\n"
                        + "      id: {gen: sequence}\n  b:\n    per: {parent: a, count: 1}\n    columns:\n"
                        + "      id: {gen: sequence}\n", "t.yaml:", "cycle"),
                Arguments.of("seedgen: 1\ntables:\n  a:\n    per: {parent: b, count: 1}\n    columns:\n"
                        + "      id: {gen: sequence}\n  b:\n    per: {parent: d, count: 1..3}\n    columns:\n"
                        + "      id: {gen: sequence}\n      a_id: {gen: ref, table: a, distinct: true}\n  d:\n"
                        + "    rows: 4\n    columns:\n      id: {gen: sequence}\n", "t.yaml:", "cycle"),
                Arguments.of("seedgen: 1\ntables:\n  a:\n    rows: 3\n    columns:\n      id: {gen: sequence}\n"
                        + "      x: {gen: ref, table: b, column: y}\n  b:\n    rows: 3\n    columns:\n"
                        + "      id: {gen: sequence}\n      y: {gen: ref, table: a, column: x}\n", "t.yaml:",
                        "made from each other in a cycle"),
                Arguments.of(head + "      a: {gen: ref, table: t, distinct: true}\n", "t.yaml:7:41", "does not apply"),
                Arguments.of(head + "      n: {gen: int}\n      a: {gen: ref, table: t, column: n}\n", "t.yaml:8:39",
                        "column n of t is not unique"),
                Arguments.of(head + "      a: {gen: ref, table: t, column: a}\n", "t.yaml:7:39", "names the reference"),
                Arguments.of(head + "      a: {gen: sequence, step: 0}\n", "t.yaml:7:32", "step must be 1 or more"),
                Arguments.of(head + "      a: {gen: ref, table: t, within: parent}\n", "t.yaml:7:39", "per: {parent"),
                Arguments.of(head + "      a: {gen: ref, table: t, fanout: {0: 1, 1: 1}, exact: true}\n", "t.yaml:7:60",
                        "deals its fanout: in order"),
                Arguments.of(head + "      a: {gen: ref, table: t, within: parent, fanout: {0: 1}}\n", "t.yaml:7:55",
                        "which within: parent does too"),
                Arguments.of(head + "      a: {gen: json}\n", "t.yaml:7:16", "needs 'fields"),
                Arguments.of(head + "      a: {gen: json, fields: {x: nope}}\n", "t.yaml:7:34", "no column 'nope'"),
                Arguments.of(head + "      a: {gen: faker, expr: nosuch.thing}\n", "t.yaml:7:29", "cannot be evaluated"),
                Arguments.of("seedgen: 2\ntables: {}\n", "t.yaml:1:10", "version 2"),
                Arguments.of(head + "      at: {gen: datetime, after: nope.at}\n", "t.yaml:7:34",
                        "nope is neither this table's parent"),
                Arguments.of(head + "      n: {gen: int}\n      at: {gen: datetime, after: n.at}\n", "t.yaml:8:34",
                        "column n of t is not a ref column"),
                Arguments.of(head + "      at: {gen: datetime, after: [], within: 1d}\n", "t.yaml:7:34",
                        "names at least one column"),
                Arguments.of(head + "      a: {gen: datetime}\n      b: {gen: datetime, after: a, delay: poisson}\n",
                        "t.yaml:8:43", "delay is uniform (the default) or exponential"),
                Arguments.of(head + "      a: {gen: datetime}\n      b: {gen: datetime, after: a, delay: exponential}\n",
                        "t.yaml:8:43", "needs mean:"),
                Arguments.of(head + "      a: {gen: datetime, mean: 1d}\n", "t.yaml:7:32", "goes with after:"),
                Arguments.of(head + "      a: {gen: datetime, unchanged: 0.5}\n", "t.yaml:7:37", "goes with after:"),
                Arguments.of(head + "      a: {gen: datetime}\n      b: {gen: datetime, after: a, unchanged: 1.5}\n",
                        "t.yaml:8:47", "from 0 to 1, not 1.5"),
                Arguments.of(head + "      n: {gen: sequence, deleted: 0.95}\n", "t.yaml:7:35", "from 0 to 0.9"),
                Arguments.of(head + "  u:\n    rows: 5\n    columns:\n      t_id: {gen: ref, table: t, distinct: true, "
                        + "distribution: zipf}\n", "t.yaml:10:64", "no row can be more popular"),
                // quantiles at given ranks
                Arguments.of(head + "      a: {gen: int, quantiles: {0.1: 1, 1: 5}}\n", "t.yaml:7:33",
                        "start at exactly 0"),
                Arguments.of(head + "      a: {gen: int, quantiles: {0: 1, 0.5: 3, 0.5: 4, 1: 5}}\n", "t.yaml:7:47",
                        "given twice"),
                Arguments.of(head + "      a: {gen: int, quantiles: {0: 1, 0.6: 3, 0.5: 4, 1: 5}}\n", "t.yaml:7:47",
                        "must increase: 0.5 follows 0.6"),
                Arguments.of(head + "      a: {gen: int, quantiles: {0: 1, 0.9: 5}}\n", "t.yaml:7:39",
                        "end at exactly 1"),
                Arguments.of(head + "      a: {gen: int, quantiles: {0: 1, 0.5: 9, 1: 5}}\n", "t.yaml:7:50",
                        "must not decrease with the rank"),
                Arguments.of(head + "      a: {gen: int, quantiles: {0: 1, half: 3, 1: 5}}\n", "t.yaml:7:39",
                        "a rank from 0 to 1, not 'half'"),
                Arguments.of(head + "      a: {gen: int, quantiles: {0: 1, 1.5: 5}}\n", "t.yaml:7:39",
                        "a rank is a share of the rows"),
                // a choice's made-up values
                Arguments.of(head + "      a: {gen: choice, values: [R, L], other: {weight: 1}}\n", "t.yaml:7:47",
                        "other needs weight: (the rows of made-up values"),
                Arguments.of(head + "      a: {gen: choice, values: [R, L], other: {weight: 0, length: 1}}\n",
                        "t.yaml:7:56", "other's weight is above 0"),
                Arguments.of(head + "      a: {gen: choice, values: [R, L], other: {weight: 1, length: 0..2}}\n",
                        "t.yaml:7:67", "other's length is 1 to 255"),
                Arguments.of(head + "      a: {gen: choice, values: [R, L], other: {weight: 1, length: 1, chars: "
                        + "greek}}\n", "t.yaml:7:77", "chars is one of upper"),
                Arguments.of(head + "      a: {gen: choice, values: [R, L], other: {weight: 1, length: 1, size: 2}}\n",
                        "t.yaml:7:70", "unknown option 'size' in other"),
                Arguments.of(head + "      a: {gen: choice, values: [R, L], other: {weight: 1, length: 2}, type: "
                        + "\"VARCHAR(1)\"}\n", "t.yaml:7:7", "too short"),
                Arguments.of(head + "      a: {gen: choice, values: [R, L], other: {weight: 1, length: 1}, type: "
                        + "\"ENUM('R','L')\"}\n", "t.yaml:7:47", "holds its members only"),
                Arguments.of(head + "      a: {gen: choice, values: [1, 2], other: {weight: 1, length: 1, chars: upper},"
                        + " type: INT}\n", "t.yaml:7:77", "give other chars: digits"),
                Arguments.of(head + "      a: {gen: choice, values: [1, 2], other: {weight: 1, length: 3, chars: "
                        + "digits}, type: TINYINT}\n", "t.yaml:7:67", "numbers of 3 digits do not fit TINYINT"),
                Arguments.of(head + "      a: {gen: choice, values: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9], other: {weight: 1,"
                        + " length: 1, chars: digits}}\n", "t.yaml:7:71", "every value other: can make"),
                Arguments.of(head + "  u:\n    per: {parent: t, count: 1..2}\n    columns:\n      t_id: {gen: parent}\n"
                        + "      k: {gen: choice, values: [a, b, c], distinct: true, other: {weight: 1, length: 1}}\n",
                        "t.yaml:11:66", "distinct: true cannot deal out"),
                // counts dealt exactly
                Arguments.of(head + "  u:\n    per: {parent: t, count: 1..3, exact: true}\n    columns:\n"
                        + "      id: {gen: sequence}\n", "t.yaml:8:42", "exact: true deals the counts of weights:"),
                Arguments.of(head + "  u:\n    per: {parent: t, weights: {1: 3}, exact: yes}\n    columns:\n"
                        + "      id: {gen: sequence}\n", "t.yaml:8:46", "exact must be true or false"),
                Arguments.of(head + "      a: {gen: ref, table: t, exact: true}\n".replace("table: t", "table: u")
                        + "  u:\n    rows: 3\n    columns:\n      id: {gen: sequence}\n", "t.yaml:7:38",
                        "exact: true deals a fanout:"),
                // columns NULL together
                Arguments.of(head + "      a: {gen: int, null: 0.1, null_with: nope}\n", "t.yaml:7:43",
                        "null_with: names no column 'nope' of t"),
                Arguments.of(head + "      a: {gen: int, null: 0.1, null_with: b}\n      b: {gen: int}\n", "t.yaml:7:43",
                        "null_with: b has no null:"),
                Arguments.of(head + "      a: {gen: int, null_with: b}\n      b: {gen: int, null: 0.1}\n", "t.yaml:7:32",
                        "give it null: SHARE too"),
                Arguments.of(head + "      a: {gen: int, null: 0.1, null_with: b}\n      b: {gen: int, null: 0.2, "
                        + "null_with: a}\n", "t.yaml:8:43", "name each other in a cycle"),
                Arguments.of(head + "      a: {gen: json, fields: {x: {gen: int, null: 0.1, null_with: id}}}\n",
                        "t.yaml:7:67", "name the column in the field"),
                // a number after another
                Arguments.of(head + "      a: {gen: int, after: id}\n", "t.yaml:7:28",
                        "give the differences as quantiles:"),
                Arguments.of(head + "      a: {gen: int, after: nope, quantiles: [0, 1]}\n", "t.yaml:7:28",
                        "after: names no column 'nope' of t"),
                Arguments.of(head + "      a: {gen: decimal, after: b, quantiles: [0, 1]}\n      b: {gen: lorem}\n",
                        "t.yaml:7:32", "after: b is made by lorem, not a number"),
                Arguments.of(head + "      a: {gen: int, after: id, quantiles: [0, 1], distribution: zipf}\n",
                        "t.yaml:7:65", "after: adds a difference drawn from quantiles: to the other column's value: "
                                + "drop distribution:"),
                Arguments.of(head + "      a: {gen: int, after: id, quantiles: [0, 1], min: 5, max: 2}\n",
                        "t.yaml:7:56", "min 5 is above max 2"),
                // a rank correlation
                Arguments.of(head + "      a: {gen: int, quantiles: [0, 9], correlate: {with: id}}\n", "t.yaml:7:51",
                        "correlate needs with: COLUMN"),
                Arguments.of(head + "      a: {gen: int, quantiles: [0, 9], correlate: {with: id, rank: 1.2}}\n",
                        "t.yaml:7:68", "rank is Spearman's rank correlation, -1 to 1"),
                Arguments.of(head + "      a: {gen: int, quantiles: [0, 9], correlate: {with: id, rank: 0.5}}\n",
                        "t.yaml:7:58", "correlate: id is not drawn from quantiles"),
                Arguments.of(head + "      a: {gen: int, quantiles: [0, 9], correlate: {with: a, rank: 0.5}}\n",
                        "t.yaml:7:58", "names the column itself"),
                Arguments.of(head + "      a: {gen: int, quantiles: [0, 9], correlate: {with: b, rank: 0.5}}\n"
                        + "      b: {gen: int, quantiles: [0, 9], correlate: {with: a, rank: 0.5}}\n", "t.yaml:8:58",
                        "made from each other in a cycle"),
                Arguments.of(head + "      a: {gen: int, min: 0, max: 9, correlate: {with: b, rank: 0.5}}\n",
                        "t.yaml:7:48", "give quantiles:"),
                Arguments.of(head + "      a: {gen: datetime, after: b, quantiles: [0, 9], correlate: {with: b, rank: 0.5}}\n"
                        + "      b: {gen: datetime, quantiles: [2024-01-01, 2025-01-01]}\n", "t.yaml:7:66",
                        "correlate the time it follows instead"),
                Arguments.of(head + "      a: {gen: int, after: id, quantiles: [0, 9], correlate: {with: id, rank: 0.5}}\n",
                        "t.yaml:7:62", "correlate the column it follows instead"),
                // a column in row order
                Arguments.of(head + "  u:\n    per: {parent: t, count: 2}\n    columns:\n      t_id: {gen: parent}\n"
                        + "      n: {gen: int, ordered: true, quantiles: [1, 9]}\n", "t.yaml:11:30",
                        "in a table with per:, give steps: and start:"),
                Arguments.of(head + "      n: {gen: int, ordered: true}\n", "t.yaml:7:30",
                        "needs quantiles: (the values it lays out in row order)"),
                Arguments.of(head + "      n: {gen: int, ordered: true, quantiles: [1, 9], max: 5}\n", "t.yaml:7:60",
                        "ordered: true with quantiles: gives row r the quantile at rank (r - 0.5) / rows: drop max:"),
                // a parent's column
                Arguments.of(head + "      y: {gen: int}\n  u:\n    per: {parent: t, count: 2}\n    columns:\n"
                        + "      a: {gen: parent, column: nope}\n", "t.yaml:11:32", "(the parent) has no column 'nope'"),
                Arguments.of(head + "      y: {gen: int}\n  u:\n    per: {parent: t, count: 1}\n    columns:\n"
                        + "      a: {gen: parent, column: y}\n      id: {gen: sequence}\n", "t.yaml:11:32",
                        "copy (y) of t, which is not its primary key (id) or a unique key"),
                Arguments.of(head + "      y: {gen: int}\n  u:\n    per: {parent: t, count: 1}\n    columns:\n"
                        + "      a: {gen: parent, column: id}\n      b: {gen: parent}\n      n: {gen: sequence}\n",
                        "t.yaml:11:32", "both copy t.id"),
                // a counter and a distinct member within a group
                Arguments.of(head + "      n: {gen: counter}\n", "t.yaml:7:16", "a counter counts the rows of a parent"),
                Arguments.of(head + "      y: {gen: int}\n      n: {gen: counter, within: [y]}\n", "t.yaml:8:33",
                        "not one"),
                Arguments.of(head + "  u:\n    per: {parent: t, count: 2}\n    columns:\n      t_id: {gen: parent}\n"
                        + "      n: {gen: counter, within: [y]}\n      y: {gen: int}\n", "t.yaml:11:33",
                        "which is made after n"),
                Arguments.of(head + "  u:\n    per: {parent: t, count: 2}\n    columns:\n      t_id: {gen: parent}\n"
                        + "      n: {gen: counter, within: [nope]}\n", "t.yaml:11:33", "names no column 'nope'"),
                Arguments.of(head + "  u:\n    per: {parent: t, count: 300}\n    columns:\n      t_id: {gen: parent}\n"
                        + "      n: {gen: counter, type: TINYINT}\n", "t.yaml:11:7", "reaches 300 here"),
                Arguments.of(head + "  u:\n    per: {parent: t, count: 1..5}\n    columns:\n      t_id: {gen: parent}\n"
                        + "      y: {gen: int}\n      n: {gen: counter, within: [y]}\n    primary_key: [t_id, n]\n",
                        "t.yaml:7:3", "cannot be unique by construction"),
                Arguments.of(head + "  u:\n    per: {parent: t, count: 1..5}\n    columns:\n      t_id: {gen: parent}\n"
                        + "      y: {gen: int}\n      k: {gen: choice, values: [a, b], distinct: true, within: [y]}\n",
                        "t.yaml:12:50", "a group may hold 5 rows (per:'s count) and there are 2 values"),
                Arguments.of(head + "      k: {gen: choice, values: [a, b], within: [id]}\n", "t.yaml:7:48",
                        "it goes with distinct: true"),
                // a series within each parent
                Arguments.of(head + "  u:\n    per: {parent: t, count: 2}\n    columns:\n      t_id: {gen: parent}\n"
                        + "      n: {gen: int, steps: {1: 1}, start: [1, 2]}\n", "t.yaml:11:28", "they go with ordered: true"),
                Arguments.of(head + "      n: {gen: int, ordered: true, steps: {1: 1}, start: [1, 2]}\n", "t.yaml:7:30",
                        "it needs a table with per:"),
                Arguments.of(head + "  u:\n    per: {parent: t, count: 2}\n    columns:\n      t_id: {gen: parent}\n"
                        + "      n: {gen: int, ordered: true, steps: {1: 1}}\n", "t.yaml:11:30", "a series needs steps:"),
                Arguments.of(head + "  u:\n    per: {parent: t, count: 2}\n    columns:\n      t_id: {gen: parent}\n"
                        + "      n: {gen: int, ordered: true, steps: {-1: 1}, start: [1, 2]}\n", "t.yaml:11:43",
                        "a step is 0 or more"),
                Arguments.of(head + "  u:\n    per: {parent: t, count: 2}\n    columns:\n      t_id: {gen: parent}\n"
                        + "      n: {gen: int, ordered: true, steps: {1: 1}, start: [1, 2], snap: t.id}\n", "t.yaml:11:72",
                        "snap: t.id is not a column laid out in row order"),
                Arguments.of(head + "  u:\n    per: {parent: t, count: 2}\n    columns:\n      t_id: {gen: parent}\n"
                        + "      n: {gen: datetime, ordered: true, steps: {1: 1}, start: [2024-01-01, 2024-01-02], snap:"
                        + " t.id}\n", "t.yaml:11:95", "a time's series has none"),
                Arguments.of(head + "      n: {gen: int, within: [id]}\n", "t.yaml:7:29",
                        "within: goes with a series within each parent"),
                // a choice given another column
                Arguments.of(head + GIVEN + "given: {column: o}}\n", "t.yaml:8:47", "given needs column: COLUMN"),
                Arguments.of(head + GIVEN + "given: {column: nope, values: {x: [a]}}}\n", "t.yaml:8:56",
                        "names no column 'nope' of t"),
                Arguments.of(head + GIVEN + "given: {column: k, values: {x: [a]}}}\n", "t.yaml:8:56",
                        "names the column itself"),
                Arguments.of(head + GIVEN + "given: {column: o, values: {x: {a: 1, c: 2}}}}\n", "t.yaml:8:78",
                        "'c' is not one of the choice's values"),
                Arguments.of(head + GIVEN + "given: {column: o, values: {x: {a: 0}}}}\n", "t.yaml:8:71",
                        "given x needs at least one member with a weight above 0"),
                Arguments.of(head + GIVEN.replace("b], ", "b], other: {weight: 1, length: 2}, ") + "given: {column: o, "
                        + "counts: {3: [a]}}}\n", "t.yaml:8:47", "other: makes values up: drop one"),
                Arguments.of(head + GIVEN.replace("b], ", "b], distinct: true, ") + "given: {column: o, values: {x: "
                        + "[a]}}}\n", "t.yaml:8:63", "distinct: true does not go with"),
                Arguments.of(head + "      u: {gen: bits, width: 8}\n" + GIVEN.substring(GIVEN.indexOf('\n') + 1)
                        + "given: {column: u, values: {x: [a]}}}\n", "t.yaml:8:56", "its values are bytes"),
                Arguments.of(head + GIVEN + "given: {column: o, cells: [[1, 2, 3]]}}\n", "t.yaml:8:59",
                        "unknown option 'cells' in given"),
                Arguments.of(head + "      o: {gen: choice, values: [x, y], given: {column: k, values: {a: [x]}}}\n"
                        + "      k: {gen: choice, values: [a, b], given: {column: o, values: {x: [a]}}}\n", "t.yaml:8:56",
                        "made from each other in a cycle"),
                // a reference given another
                Arguments.of(head + DEALT + "      r: {gen: ref, table: t, given: {column: t_id, cells: [[3, 3, 1]]}}\n",
                        "t.yaml:11:38", "it goes with fanout: and exact: true"),
                Arguments.of(head + DEALT + GIVEN_REF + "given: {column: t_id}}\n", "t.yaml:11:68",
                        "given needs column: COLUMN (this table's gen: parent under an exact per:"),
                Arguments.of(head + DEALT + GIVEN_REF + "given: {column: nope, cells: [[3, 3, 1]]}}\n", "t.yaml:11:77",
                        "names no column 'nope' of u"),
                Arguments.of(head + DEALT + "      k: {gen: int}\n" + GIVEN_REF + "given: {column: k, cells: [[3, 3, 1]]}}\n",
                        "t.yaml:12:77", "k has no counts dealt to its rows"),
                Arguments.of(head + DEALT + GIVEN_REF + "given: {column: t_id, cells: [[3, 3]]}}\n", "t.yaml:11:91",
                        "a cell is [COUNT OF t_id, COUNT OF THIS COLUMN, ROWS], not 2 numbers"),
                Arguments.of(head + DEALT + GIVEN_REF + "given: {column: t_id, cells: [[4, 3, 1]]}}\n", "t.yaml:11:92",
                        "cell [4, 3, 1]: 4 is no count dealt to the rows of t_id"),
                Arguments.of(head + DEALT + GIVEN_REF + "given: {column: t_id, cells: [[3, 5, 1]]}}\n", "t.yaml:11:95",
                        "cell [3, 5, 1]: 5 is no count of this column's fanout"),
                Arguments.of(head + DEALT + GIVEN_REF + "given: {column: t_id, cells: [[3, 3, -1]]}}\n", "t.yaml:11:98",
                        "a cell's rows are 0 or more"),
                Arguments.of(head + DEALT + GIVEN_REF + "given: {column: t_id, values: {x: [a]}}}\n", "t.yaml:11:83",
                        "unknown option 'values' in given"),
                Arguments.of(head + DEALT + GIVEN_REF.replace("table: t,", "table: u,") + "given: {column: t_id, cells: "
                        + "[[3, 3, 1]]}}\n", "t.yaml:11:68", "given does not apply"),
                // runs in a series
                Arguments.of(head + "  u:\n    per: {parent: t, count: 2}\n    columns:\n      t_id: {gen: parent}\n"
                        + "      n: {gen: int, ordered: true, steps: {0: 1, 1: 1}, start: [1, 2], runs: 0}\n",
                        "t.yaml:11:78", "runs: is the most rows of a group in a row that hold one value: 1 or more"),
                Arguments.of(head + "      n: {gen: int, min: 1, max: 3, runs: 2}\n", "t.yaml:7:43",
                        "runs: goes with a series within each parent"),
                Arguments.of(head + "      n: {gen: datetime, from: 2024-01-01, to: 2024-02-01, runs: 2}\n", "t.yaml:7:66",
                        "runs: caps the rows of a series that repeat a value"),
                Arguments.of(head + "      a: {gen: int, after: id, quantiles: [0, 1], runs: 2}\n", "t.yaml:7:57",
                        "to the other column's value: drop runs:"),
                Arguments.of(head + "  u:\n    per: {parent: t, count: 2}\n    columns:\n      t_id: {gen: parent}\n"
                        + "      n: {gen: int, ordered: true, steps: {0: 1}, start: [1, 2], runs: 2}\n", "t.yaml:11:72",
                        "steps: has none"),
                Arguments.of(head + STINTS + "[yearID]}\n      k: {gen: choice, values: [P, C, 1B, 2B, 3B, SS, "
                        + "OF], distinct: true, within: [yearID, stint]}\n", "t.yaml:13:70",
                        "a group may hold 77 rows (per:'s count) and there are 7 values"),
                Arguments.of(head + STINTS + "[yearID], runs: 7}\n      k: {gen: choice, values: [P, C, 1B, 2B, 3B, SS, "
                        + "OF], distinct: true, within: [stint]}\n", "t.yaml:13:70",
                        "a group may hold 77 rows (per:'s count) and there are 7 values"),
                Arguments.of(head + STINTS + "[yearID], runs: 7, null: 0.1}\n      k: {gen: choice, values: [P, C, 1B, 2B, "
                        + "3B, SS, OF], distinct: true, within: [yearID, stint]}\n", "t.yaml:13:70",
                        "a group may hold 77 rows (per:'s count) and there are 7 values"),
                // a reference by a shared value
                Arguments.of(head + "      y: {gen: int, ordered: true, quantiles: [1, 5]}\n  u:\n    per: {parent: t, "
                        + "count: 2}\n    columns:\n      t_id: {gen: parent}\n      y: {gen: int, ordered: true, start: "
                        + "[1, 5], steps: {1: 1}, snap: t.y}\n      r: {gen: ref, table: t, where: {y: y}}\n",
                        "t.yaml:13:38", "where: needs column: X"),
                Arguments.of(head + "      y: {gen: int}\n  u:\n    rows: 3\n    columns:\n      id: {gen: sequence}\n"
                        + "      r: {gen: ref, table: t, column: id, where: {y: id}}\n", "t.yaml:12:51",
                        "is not laid out in row order"),
                Arguments.of(head + "      y: {gen: int, ordered: true, quantiles: [1, 5]}\n  u:\n    rows: 3\n    columns:\n"
                        + "      id: {gen: sequence}\n      r: {gen: ref, table: t, column: id, where: {y: id}}\n",
                        "t.yaml:12:54", "id may hold a value no row of t has in y: make it with snap: t.y"),
                Arguments.of(head + "      y: {gen: int, ordered: true, quantiles: [1, 5]}\n  u:\n    rows: 3\n    columns:\n"
                        + "      id: {gen: sequence}\n      r: {gen: ref, table: t, column: id, where: {y: id, id: id}}\n",
                        "t.yaml:12:50", "pairs one column of t with one of this row"),
                Arguments.of(head + "      y: {gen: int, ordered: true, quantiles: [1, 5]}\n  u:\n    per: {parent: t, "
                        + "count: 1..5}\n    columns:\n      t_id: {gen: parent}\n      y: {gen: int, ordered: true, start: "
                        + "[1, 5], steps: {0: 1}, snap: t.y}\n      r: {gen: ref, table: t, column: id, where: {y: y}, "
                        + "distinct: true}\n", "t.yaml:13:68", "a group may hold 5 rows (per:'s count) and some value of "
                        + "y has 1"),
                Arguments.of(head + "      y: {gen: int, ordered: true, quantiles: [1, 5]}\n  u:\n    rows: 3\n    columns:\n"
                        + "      id: {gen: sequence}\n      r: {gen: ref, table: t, column: id, where: {y: id}, fanout: "
                        + "{1: 1}}\n", "t.yaml:12:67", "where: picks among the rows of t that hold this row's value: "
                        + "drop fanout:"),
                Arguments.of(head + "      a: {gen: int, after: id, quantiles: [0, 1], steps: {1: 1}}\n", "t.yaml:7:58",
                        "to the other column's value: drop steps:"));
    }

    /** A choice o of this row, and a choice k to be given it (line 8, given: at column 40). */
    private static final String GIVEN = "      o: {gen: choice, values: [x, y]}\n      k: {gen: choice, values: [a, b], ";

    /** A table owned by t with exact counts, to hold a ref given its parent (line 11 on). */
    private static final String DEALT = "  u:\n    per: {parent: t, weights: {3: 10}, exact: true}\n    columns:\n"
            + "      t_id: {gen: parent}\n";
    /** A ref to t dealt counts, to be given another column (given: at column 61). */
    private static final String GIVEN_REF = "      r: {gen: ref, table: t, fanout: {3: 10}, exact: true, ";

    /** A table of players' years and stints, a stint a series within the year (its within: and runs: to follow). */
    private static final String STINTS = "  u:\n    per: {parent: t, weights: {1: 10, 77: 1}}\n    columns:\n"
            + "      t_id: {gen: parent}\n      yearID: {gen: int, ordered: true, steps: {0: 1, 1: 1}, start: [2000, 2001]}\n"
            + "      stint: {gen: int, ordered: true, steps: {0: 39711, 1: 8552, 2: 10}, start: [1, 1], within: ";

    @ParameterizedTest
    @MethodSource("badSpecs")
    void aBadSpecIsOneLineNamingFileLineAndColumn(String yaml, String place, String says) {
        SeedgenException e = assertThrows(SeedgenException.class, () -> compile(yaml, 1, null));
        assertEquals(SeedgenException.Kind.BAD_INPUT, e.kind());
        assertTrue(e.getMessage().startsWith(place), e.getMessage());
        assertTrue(e.getMessage().contains(says), e.getMessage());
        assertEquals(1, e.getMessage().lines().count(), e.getMessage());
    }

    /**
     * The upper end of a pair of numbers is never below its lower end, a nullable lower end included (where it is
     * NULL the upper end takes its own range), and never above its own max; a pair whose lower end can pass the
     * upper's max, or of another generator, is refused.
     */
    @Test
    void atLeastKeepsTheUpperEndOfANumberPairAboveTheLower() {
        Dataset d = compile("seedgen: 1\ntables:\n  boxes:\n    rows: 2000\n    columns:\n"
                + "      id: {gen: sequence}\n"
                + "      min_lat: {gen: decimal, min: -90, max: 90, scale: 6, null: 0.2}\n"
                + "      max_lat: {gen: decimal, min: -90, max: 90, scale: 4, at_least: min_lat}\n"
                + "      min_qty: {gen: int, min: 0, max: 100}\n"
                + "      max_qty: {gen: int, min: 0, max: 100, at_least: min_qty, type: TINYINT}\n", 3, null);
        TableSpec t = d.table("boxes").spec();
        int nulls = 0;
        for (long row = 1; row <= 2000; row++) {
            Object[] r = t.row(row);
            java.math.BigDecimal hi = new java.math.BigDecimal((String) r[2]);
            assertTrue(hi.compareTo(new java.math.BigDecimal(90)) <= 0 && hi.scale() == 4, "max_lat " + hi);
            if (r[1] == null) {
                nulls++;
            } else {
                assertTrue(hi.compareTo(new java.math.BigDecimal((String) r[1])) >= 0, r[1] + " .. " + hi);
            }
            long lo = (Long) r[3];
            long up = (Long) r[4];
            assertTrue(lo <= up && up <= 100, lo + " .. " + up);
        }
        assertTrue(nulls > 200, "the nullable lower end is NULL on some rows: " + nulls);
        SeedgenException e = assertThrows(SeedgenException.class, () -> compile("seedgen: 1\ntables:\n  b:\n"
                + "    rows: 5\n    columns:\n      lo: {gen: int, min: 0, max: 500}\n"
                + "      hi: {gen: int, min: 0, max: 100, at_least: lo}\n", 1, null));
        assertTrue(e.getMessage().contains("at_least: lo reaches 500, above this column's max 100"), e.getMessage());
        e = assertThrows(SeedgenException.class, () -> compile("seedgen: 1\ntables:\n  b:\n"
                + "    rows: 5\n    columns:\n      lo: {gen: decimal, min: 0, max: 5}\n"
                + "      hi: {gen: int, min: 0, max: 100, at_least: lo}\n", 1, null));
        assertTrue(e.getMessage().contains("names lo, which is not a int column of b"), e.getMessage());
    }

    /** A TIME after another TIME stays in the earlier one's day, so the later time of day is never the smaller. */
    @Test
    void aTimeAfterAnotherStaysInItsDay() {
        Dataset d = compile("seedgen: 1\ntables:\n  windows:\n    rows: 2000\n    columns:\n"
                + "      id: {gen: sequence}\n"
                + "      window_start: {gen: datetime, from: \"2024-01-01\", to: \"2025-01-01\", type: TIME}\n"
                + "      window_end: {gen: datetime, after: window_start, within: 12h, type: TIME}\n", 3, null);
        TableSpec t = d.table("windows").spec();
        for (long row = 1; row <= 2000; row++) {
            String start = (String) t.row(row)[1];
            String end = (String) t.row(row)[2];
            assertTrue(start.matches("\\d{2}:\\d{2}:\\d{2}") && end.compareTo(start) >= 0, start + " .. " + end);
        }
    }

    /**
     * format: writes the same times as Unix seconds or milliseconds, or as text of a pattern, and a time after a
     * formatted one still follows it; a type that cannot hold what it writes is refused.
     */
    @Test
    void aFormattedTimeIsTheSameTimeWrittenAsAnApplicationStoresIt() {
        String head = "seedgen: 1\ntables:\n  t:\n    rows: 2000\n    columns:\n      id: {gen: sequence}\n";
        Dataset d = compile(head
                + "      at: {gen: datetime, from: \"2023-01-01\", to: \"2025-01-01\"}\n"
                + "      clock: {gen: datetime, from: \"2023-01-01\", to: \"2025-01-01\", format: unix, type: INT}\n"
                + "      ts_ms: {gen: datetime, from: \"2023-01-01\", to: \"2025-01-01\", format: unix_ms}\n"
                + "      touched: {gen: datetime, from: \"2023-01-01\", to: \"2025-01-01\", format: yyyyMMddHHmmss, "
                + "type: \"BINARY(14)\"}\n"
                + "      day: {gen: datetime, from: \"2023-01-01\", to: \"2025-01-01\", format: \"yyyy-MM-dd'T'HH:mm\", "
                + "type: \"VARCHAR(16)\"}\n"
                + "      ended: {gen: datetime, after: clock, within: 1d, format: unix}\n", 3, null);
        TableSpec t = d.table("t").spec();
        Dataset plain = compile(head + "      at: {gen: datetime, from: \"2023-01-01\", to: \"2025-01-01\"}\n"
                + "      clock: {gen: datetime, from: \"2023-01-01\", to: \"2025-01-01\"}\n", 3, null);
        for (long row = 1; row <= 2000; row++) {
            Object[] r = t.row(row);
            long clock = (Long) r[2];
            assertTrue(clock >= 1_672_531_200L && clock < 1_735_689_600L, "in the window: " + clock);
            java.time.LocalDateTime same = time((String) plain.table("t").spec().row(row)[2]);
            assertEquals(same.toEpochSecond(java.time.ZoneOffset.UTC), clock, "the time format: leaves alone");
            long ms = (Long) r[3];
            assertTrue(ms % 1000 == 0 && ms / 1000 >= 1_672_531_200L && ms / 1000 < 1_735_689_600L, "ms " + ms);
            String touched = (String) r[4];
            assertTrue(touched.matches("20(23|24)[01]\\d[0-3]\\d[0-2]\\d[0-5]\\d[0-5]\\d"), touched);
            String day = (String) r[5];
            assertTrue(day.matches("20(23|24)-[01]\\d-[0-3]\\dT[0-2]\\d:[0-5]\\d"), day);
            long ended = (Long) r[6];
            assertTrue(ended >= clock && ended <= clock + 86_400, clock + " .. " + ended);
        }
        for (String[] bad : new String[][] {
                {"format: unix, type: SMALLINT", "it needs an INT or a BIGINT, not SMALLINT"},
                {"format: unix_ms, type: INT", "it needs a BIGINT"},
                {"format: unix, type: \"VARCHAR(20)\"", "it needs an INT or a BIGINT"},
                {"format: yyyyMMddHHmmss, type: DATETIME", "drop format:"},
                {"format: yyyyMMddHHmmss, type: \"CHAR(12)\"", "up to 14 characters"},
                {"format: yyyy-MM-dd hh:mm a", "not 'yyyy-MM-dd hh:mm a' ('h')"},
                {"format: \"'on' --\"", "holds no part of a time"}}) {
            SeedgenException e = assertThrows(SeedgenException.class, () -> compile(head
                    + "      at: {gen: datetime, from: \"2023-01-01\", to: \"2025-01-01\", " + bad[0] + "}\n", 3,
                    null));
            assertTrue(e.getMessage().contains(bad[1]), e.getMessage());
        }
    }

    /**
     * per: with one_of: subtypes. Each trigger has its row in exactly one of the three tables of its kinds, about a
     * third in each, and its gen: kind column names that table; a table of the group that names another parent, or
     * lists other tables, and a kind: naming a table outside the group, are refused, naming it.
     */
    @Test
    void oneOfGivesEachParentRowsInOneTableOfItsKinds() {
        String kinds = "one_of: [cron_triggers, simple_triggers, blob_triggers]";
        String yaml = "seedgen: 1\ntables:\n  triggers:\n    rows: 3000\n    columns:\n      id: {gen: sequence}\n"
                + "      type: {gen: kind, tables: {cron_triggers: CRON, simple_triggers: SIMPLE, blob_triggers: BLOB}}\n"
                + "  cron_triggers:\n    per: {parent: triggers, count: 1, " + kinds + "}\n    columns:\n"
                + "      trigger_id: {gen: parent}\n    primary_key: [trigger_id]\n"
                + "  simple_triggers:\n    per: {parent: triggers, count: 1, " + kinds + "}\n    columns:\n"
                + "      trigger_id: {gen: parent}\n    primary_key: [trigger_id]\n"
                + "  blob_triggers:\n    per: {parent: triggers, count: 1, " + kinds + "}\n    columns:\n"
                + "      trigger_id: {gen: parent}\n    primary_key: [trigger_id]\n";
        Dataset d = compile(yaml, 5, null);
        java.util.Map<Object, String> kindOf = new java.util.HashMap<>();
        for (String kind : List.of("cron_triggers", "simple_triggers", "blob_triggers")) {
            Dataset.Table t = d.table(kind);
            assertTrue(t.rows() > 800 && t.rows() < 1200, kind + ": " + t.rows() + " of 3000");
            for (long row = 1; row <= t.rows(); row++) {
                Object trigger = t.spec().row(row)[0];
                String before = kindOf.put(trigger, kind);
                assertEquals(null, before, "trigger " + trigger + " is both " + before + " and " + kind);
            }
        }
        assertEquals(3000, kindOf.size(), "every trigger has its row in one of its kinds' tables");
        // the parent's gen: kind names the table its row went to
        Dataset.Table triggers = d.table("triggers");
        for (long row = 1; row <= triggers.rows(); row++) {
            Object[] r = triggers.spec().row(row);
            assertEquals(kindOf.get(r[0]), r[1].toString().toLowerCase(java.util.Locale.ROOT) + "_triggers",
                    "trigger " + r[0] + "'s type");
        }
        SeedgenException stranger = assertThrows(SeedgenException.class, () -> compile(yaml.replace(
                "blob_triggers: BLOB}}", "blob_triggers: BLOB, triggers: SELF}}"), 5, null));
        assertTrue(stranger.getMessage().contains("kind: table triggers is no kind of triggers"),
                stranger.getMessage());
        // the same slots on another run, whatever the order the tables are compiled in
        assertEquals(d.table("cron_triggers").rows(), compile(yaml, 5, null).table("cron_triggers").rows());
        SeedgenException other = assertThrows(SeedgenException.class, () -> compile(yaml.replace(
                "  blob_triggers:\n    per: {parent: triggers, count: 1, " + kinds + "}",
                "  blob_triggers:\n    per: {parent: triggers, count: 1, one_of: [blob_triggers]}"), 5, null));
        assertTrue(other.getMessage().contains("table blob_triggers must have per: {parent: triggers, one_of: "
                + "[blob_triggers, cron_triggers, simple_triggers]} too"), other.getMessage());
        SeedgenException self = assertThrows(SeedgenException.class, () -> compile(yaml.replace(
                "  blob_triggers:\n    per: {parent: triggers, count: 1, " + kinds + "}",
                "  blob_triggers:\n    per: {parent: triggers, count: 1, one_of: [cron_triggers, simple_triggers]}"),
                5, null));
        assertTrue(self.getMessage().contains("this one among them: add blob_triggers to it"), self.getMessage());
    }

    /**
     * A polymorphic pair: {@code commentable_id} is a row of posts or of photos, and {@code commentable_type} names
     * which, as the application spells it; the rows are drawn among all the tables' rows, so each table is picked as
     * often as it has rows, and the pair loads after both tables.
     */
    @Test
    void aReferenceToOneOfSeveralTablesIsNamedByItsKindColumn() {
        String yaml = "seedgen: 1\ntables:\n  comments:\n    rows: 4000\n    columns:\n      id: {gen: sequence}\n"
                + "      commentable_type: {gen: kind, of: commentable_id}\n"
                + "      commentable_id: {gen: ref, one_of: {posts: Post, photos: 'App\\Photo'}}\n"
                + "  posts:\n    rows: 300\n    columns:\n      id: {gen: sequence}\n"
                + "  photos:\n    rows: 100\n    columns:\n      id: {gen: sequence, start: 1000}\n";
        Dataset d = compile(yaml, 5, null);
        // the spec names comments first; it loads after both tables its pair refers to
        List<String> names = d.tables().stream().map(Dataset.Table::name).toList();
        assertEquals("comments", names.get(names.size() - 1), "load order " + names);
        Dataset.Table comments = d.table("comments");
        int posts = 0;
        for (long row = 1; row <= comments.rows(); row++) {
            Object[] r = comments.spec().row(row);
            long id = ((Number) r[2]).longValue();
            if (r[1].equals("Post")) {
                posts++;
                assertTrue(id >= 1 && id <= 300, "row " + row + ": post " + id);
            } else {
                assertEquals("App\\Photo", r[1], "row " + row);
                assertTrue(id >= 1000 && id < 1100, "row " + row + ": photo " + id);
            }
        }
        assertTrue(posts > 2800 && posts < 3200, posts + " of 4,000 rows name a post (300 posts, 100 photos)");
        assertEquals(List.of(new ForeignKey(List.of("commentable_id"), "photos", List.of("id"), false,
                new ForeignKey.When("commentable_type", "App\\Photo")), new ForeignKey(List.of("commentable_id"),
                "posts", List.of("id"), false, new ForeignKey.When("commentable_type", "Post"))),
                comments.unconstrained(), "one reference a table, each on the rows that name it");
        assertEquals(List.of(), comments.foreignKeys(), "no foreign key the server could keep");
        SeedgenException alone = assertThrows(SeedgenException.class, () -> compile(yaml.replace(
                "      commentable_type: {gen: kind, of: commentable_id}\n", ""), 5, null));
        assertTrue(alone.getMessage().contains("add one with {gen: kind, of: commentable_id}"), alone.getMessage());
        SeedgenException one = assertThrows(SeedgenException.class, () -> compile(yaml.replace(
                ", photos: 'App\\Photo'", ""), 5, null));
        assertTrue(one.getMessage().contains("give at least two"), one.getMessage());
        SeedgenException same = assertThrows(SeedgenException.class, () -> compile(yaml.replace(
                "'App\\Photo'", "Post"), 5, null));
        assertTrue(same.getMessage().contains("gives two tables the same value"), same.getMessage());
        SeedgenException notRef = assertThrows(SeedgenException.class, () -> compile(yaml.replace(
                "of: commentable_id}", "of: id}"), 5, null));
        assertTrue(notRef.getMessage().contains("and id is none"), notRef.getMessage());
    }

    /**
     * Two references that meet in one owner: a group's member is a contact of the group's own user (Roundcube's
     * contactgroupmembers: roundcube-core 1.6.5, usr/share/roundcube/program/lib/Roundcube/rcube_contacts.php:1015,
     * add_to_group adds only the contacts whose user_id is the address book's user), each contact once in a group,
     * and a group with no more members than its user has contacts. The owner's column may be a ref or the parent.
     */
    @Test
    void aReferenceWithinTheParentsOwnerPicksAmongThatOwnersRows() {
        String yaml = "seedgen: 1\ntables:\n  users:\n    rows: 60\n    columns:\n      id: {gen: sequence}\n"
                + "  contacts:\n    per: {parent: users, count: 0..5}\n    columns:\n      id: {gen: sequence}\n"
                + "      user_id: {gen: parent}\n"
                + "  groups:\n    rows: 150\n    columns:\n      id: {gen: sequence}\n"
                + "      user_id: {gen: ref, table: users}\n"
                + "  members:\n    per: {parent: groups, count: 0..4}\n    columns:\n      group_id: {gen: parent}\n"
                + "      contact_id: {gen: ref, table: contacts, distinct: true, within: groups.user_id}\n"
                + "    primary_key: [group_id, contact_id]\n";
        Dataset d = compile(yaml, 9, null);
        Map<Object, Object> userOfContact = new java.util.HashMap<>();
        Map<Object, Long> contactsOf = new java.util.HashMap<>();
        Dataset.Table contacts = d.table("contacts");
        for (long row = 1; row <= contacts.rows(); row++) {
            Object[] r = contacts.spec().row(row);
            userOfContact.put(r[0], r[1]);
            contactsOf.merge(r[1], 1L, Long::sum);
        }
        Map<Object, Object> userOfGroup = new java.util.HashMap<>();
        Dataset.Table groups = d.table("groups");
        for (long row = 1; row <= groups.rows(); row++) {
            Object[] r = groups.spec().row(row);
            userOfGroup.put(r[0], r[1]);
        }
        Set<List<Object>> pairs = new java.util.HashSet<>();
        Map<Object, Long> membersOf = new java.util.HashMap<>();
        Dataset.Table members = d.table("members");
        assertTrue(members.rows() > 100, members.rows() + " members");
        for (long row = 1; row <= members.rows(); row++) {
            Object[] r = members.spec().row(row);
            assertEquals(userOfGroup.get(r[0]), userOfContact.get(r[1]), "member " + row + ": group " + r[0]
                    + " and contact " + r[1] + " of one user");
            assertTrue(pairs.add(List.of(r[0], r[1])), "member " + row + " repeats its pair");
            membersOf.merge(r[0], 1L, Long::sum);
        }
        membersOf.forEach((group, n) -> assertTrue(n <= contactsOf.getOrDefault(userOfGroup.get(group), 0L),
                "group " + group + " has " + n + " members"));
        // the groups owned per user too: the parent's column is then its gen: parent
        Dataset owned = compile(yaml.replace("  groups:\n    rows: 150\n", "  groups:\n    per: {parent: users, count: "
                + "0..4}\n").replace("      user_id: {gen: ref, table: users}\n", "      user_id: {gen: parent}\n"), 9,
                null);
        Map<Object, Object> ownerOfGroup = new java.util.HashMap<>();
        for (long row = 1; row <= owned.table("groups").rows(); row++) {
            Object[] r = owned.table("groups").spec().row(row);
            ownerOfGroup.put(r[0], r[1]);
        }
        Map<Object, Object> ownerOfContact = new java.util.HashMap<>();
        for (long row = 1; row <= owned.table("contacts").rows(); row++) {
            Object[] r = owned.table("contacts").spec().row(row);
            ownerOfContact.put(r[0], r[1]);
        }
        Dataset.Table ownedMembers = owned.table("members");
        assertTrue(ownedMembers.rows() > 50, ownedMembers.rows() + " members");
        for (long row = 1; row <= ownedMembers.rows(); row++) {
            Object[] r = ownedMembers.spec().row(row);
            assertEquals(ownerOfGroup.get(r[0]), ownerOfContact.get(r[1]), "member " + row + " of one user");
        }
        SeedgenException notOwned = assertThrows(SeedgenException.class, () -> compile(yaml.replace(
                "per: {parent: users, count: 0..5}", "rows: 200").replace("user_id: {gen: parent}",
                "user_id: {gen: ref, table: users}"), 9, null));
        assertTrue(notOwned.getMessage().contains("needs contacts to have per: {parent: users, ...}"),
                notOwned.getMessage());
        SeedgenException noRef = assertThrows(SeedgenException.class, () -> compile(yaml.replace(
                "within: groups.user_id", "within: groups.id"), 9, null));
        assertTrue(noRef.getMessage().contains("must name a ref column (gen: ref) or the parent column of groups"),
                noRef.getMessage());
    }
}
