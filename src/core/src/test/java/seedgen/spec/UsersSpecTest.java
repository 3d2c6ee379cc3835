package seedgen.spec;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.LocalDateTime;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import seedgen.generate.ValueGenerator;
import seedgen.model.Column;
import seedgen.model.ColumnType;
import seedgen.model.TableSpec;

class UsersSpecTest {

    /** Any 60-character string stands for the hash: the spec copies it into every row unchanged. */
    private static final String HASH = "$2a$04$" + "x".repeat(53);

    private static final int ID = 0;
    private static final int USERNAME = 1;
    private static final int EMAIL = 2;
    private static final int PASSWORD_HASH = 3;
    private static final int FIRST_NAME = 4;
    private static final int LAST_NAME = 5;
    private static final int USER_TYPE = 6;
    private static final int CREATED_AT = 7;

    private static final Pattern EMAIL_SHAPE = Pattern.compile("([a-z]+)\\.([a-z]+)\\.(\\d+)@example\\.(com|org|net)");
    private static final Pattern USERNAME_SHAPE = Pattern.compile("[a-z]+(\\d+)");
    private static final DateTimeFormatter DATETIME = DateTimeFormatter.ofPattern("uuuu-MM-dd HH:mm:ss");

    @Test
    void columnsAreTheDocumentedUsersLayout() {
        TableSpec spec = UsersSpec.create(1, HASH);
        assertEquals("users", spec.name());
        assertEquals(List.of("id", "username", "email", "password_hash", "first_name", "last_name", "user_type",
                "created_at"), spec.columns().stream().map(Column::name).toList());
        assertEquals(List.of("username", "email"), spec.uniqueColumns());
        assertEquals(ColumnType.Family.BIGINT, spec.primaryKey().type().family());
    }

    @Test
    void sameSeedAndIdGiveTheSameRowFromIndependentSpecs() {
        TableSpec a = UsersSpec.create(42, HASH);
        TableSpec b = UsersSpec.create(42, HASH);
        for (long id = 1; id <= 5_000; id++) {
            assertArrayEquals(a.row(id), b.row(id), "row " + id);
        }
        for (long id : new long[] {0, Long.MAX_VALUE, Long.MAX_VALUE - 1, 1L << 40, 987_654_321_987L}) {
            assertArrayEquals(a.row(id), b.row(id), "row " + id);
        }
    }

    @Test
    void fillRowAndRowAgreeAndTheBufferIsFullyOverwritten() {
        TableSpec spec = UsersSpec.create(7, HASH);
        Object[] buffer = new Object[spec.width()];
        for (long id = 1; id <= 1_000; id++) {
            spec.fillRow(id, buffer);
            assertArrayEquals(spec.row(id), buffer, "row " + id);
        }
    }

    @Test
    void differentSeedsGiveDifferentRowsForAlmostEveryId() {
        TableSpec one = UsersSpec.create(1, HASH);
        TableSpec two = UsersSpec.create(2, HASH);
        int ids = 10_000;
        int differentRows = 0;
        int differentNames = 0;
        for (long id = 1; id <= ids; id++) {
            Object[] a = one.row(id);
            Object[] b = two.row(id);
            if (!Arrays.equals(a, b)) {
                differentRows++;
            }
            if (!a[USERNAME].equals(b[USERNAME])) {
                differentNames++;
            }
        }
        assertTrue(differentRows >= ids * 0.999, "rows differing between seeds 1 and 2: " + differentRows);
        // Same first and last name by chance: about 1 in 140 * 120.
        assertTrue(differentNames >= ids * 0.99, "usernames differing between seeds 1 and 2: " + differentNames);
    }

    @Test
    void rowsDoNotDependOnTheOrderTheyAreComputedIn() {
        long seed = 99;
        List<Long> ids = new ArrayList<>();
        for (long id = 1; id <= 20_000; id++) {
            ids.add(id);
        }
        TableSpec sequentialSpec = UsersSpec.create(seed, HASH);
        Map<Long, List<Object>> sequential = new HashMap<>();
        for (long id : ids) {
            sequential.put(id, List.of(sequentialSpec.row(id)));
        }
        List<Long> shuffled = new ArrayList<>(ids);
        Collections.shuffle(shuffled, new Random(12345));
        // The shuffled order interleaves a second seed, so any state carried between calls would show.
        TableSpec shuffledSpec = UsersSpec.create(seed, HASH);
        TableSpec other = UsersSpec.create(seed + 1, HASH);
        Map<Long, List<Object>> shuffledRows = new HashMap<>();
        for (long id : shuffled) {
            other.row(id * 31);
            shuffledRows.put(id, List.of(shuffledSpec.row(id)));
        }
        assertEquals(sequential, shuffledRows);
    }

    @Test
    void usernameAndEmailAreUniqueOverConsecutiveIds() {
        TableSpec spec = UsersSpec.create(3, HASH);
        int count = 200_000;
        Set<Object> usernames = new HashSet<>(count * 2);
        Set<Object> emails = new HashSet<>(count * 2);
        Object[] row = new Object[spec.width()];
        for (long id = 1; id <= count; id++) {
            spec.fillRow(id, row);
            usernames.add(row[USERNAME]);
            emails.add(row[EMAIL]);
        }
        assertEquals(count, usernames.size(), "distinct usernames");
        assertEquals(count, emails.size(), "distinct emails");
    }

    @Test
    void usernameAndEmailAreUniqueOverScatteredLargeIds() {
        TableSpec spec = UsersSpec.create(-8, HASH);
        Random random = new Random(2024);
        Set<Long> ids = new HashSet<>();
        while (ids.size() < 100_000) {
            ids.add(random.nextLong() & Long.MAX_VALUE);
        }
        for (long k = 0; k < 1_000; k++) {
            ids.add(Long.MAX_VALUE - k);
            ids.add((1L << 62) + k * 1_000_003L);
        }
        Set<Object> usernames = new HashSet<>();
        Set<Object> emails = new HashSet<>();
        for (long id : ids) {
            Object[] row = spec.row(id);
            usernames.add(row[USERNAME]);
            emails.add(row[EMAIL]);
        }
        assertEquals(ids.size(), usernames.size(), "distinct usernames");
        assertEquals(ids.size(), emails.size(), "distinct emails");
    }

    @Test
    void emailAndUsernameHaveTheDocumentedShapeAndAgreeWithTheNames() {
        TableSpec spec = UsersSpec.create(5, HASH);
        Set<String> domains = new TreeSet<>();
        List<Long> ids = new ArrayList<>();
        for (long id = 1; id <= 5_000; id++) {
            ids.add(id);
        }
        ids.addAll(List.of(0L, Long.MAX_VALUE, 1_000_000_000_000L));
        for (long id : ids) {
            Object[] row = spec.row(id);
            assertEquals(id, row[ID]);
            String email = (String) row[EMAIL];
            Matcher m = EMAIL_SHAPE.matcher(email);
            assertTrue(m.matches(), "email " + email);
            assertEquals(Long.toString(id), m.group(3), "email id suffix of " + email);
            domains.add(m.group(4));
            String username = (String) row[USERNAME];
            Matcher u = USERNAME_SHAPE.matcher(username);
            assertTrue(u.matches(), "username " + username);
            assertEquals(m.group(1) + m.group(2) + id, username, "username of row " + id);
            assertEquals(capitalised(m.group(1)), row[FIRST_NAME]);
            assertEquals(capitalised(m.group(2)), row[LAST_NAME]);
            assertEquals(HASH, row[PASSWORD_HASH]);
        }
        assertEquals(Set.of("com", "net", "org"), domains, "every domain is used");
    }

    @Test
    void everyStringValueFitsItsDeclaredColumnLength() {
        TableSpec spec = UsersSpec.create(11, HASH);
        List<Long> ids = new ArrayList<>();
        for (long id = 1; id <= 20_000; id++) {
            ids.add(id);
            ids.add(Long.MAX_VALUE - id);
        }
        for (long id : ids) {
            Object[] row = spec.row(id);
            for (int c = 0; c < spec.width(); c++) {
                ColumnType type = spec.columns().get(c).type();
                if (type.family() == ColumnType.Family.VARCHAR || type.family() == ColumnType.Family.CHAR) {
                    String value = (String) row[c];
                    assertTrue(value.codePointCount(0, value.length()) <= type.length(),
                            spec.columns().get(c).name() + " '" + value + "' longer than " + type.length());
                }
            }
        }
    }

    @Test
    void sellerFrequencyIsNearOneInAThousand() {
        TableSpec spec = UsersSpec.create(1, HASH);
        ValueGenerator userType = spec.columns().get(USER_TYPE).generator();
        int ids = 1_000_000;
        int sellers = 0;
        for (long id = 1; id <= ids; id++) {
            Object type = userType.valueFor(id);
            if ("SELLER".equals(type)) {
                sellers++;
            } else {
                assertEquals("USER", type, "user_type of row " + id);
            }
        }
        double frequency = sellers / (double) ids;
        assertTrue(frequency >= 0.0007 && frequency <= 0.0013, "SELLER frequency " + frequency);
    }

    @ParameterizedTest
    @ValueSource(longs = {1, 0, -1, 42, Long.MAX_VALUE, Long.MIN_VALUE, 123_456_789})
    void createdAtLiesInTheYearBeforeTheSeedsEpochAndSpreadsOverIt(long seed) {
        TableSpec spec = UsersSpec.create(seed, HASH);
        long epoch = UsersSpec.epochFor(seed);
        long yearStart = epoch - UsersSpec.SECONDS_PER_YEAR;
        long min = Long.MAX_VALUE;
        long max = Long.MIN_VALUE;
        for (long id = 1; id <= 20_000; id++) {
            String text = (String) spec.row(id)[CREATED_AT];
            long t = LocalDateTime.parse(text, DATETIME).toEpochSecond(ZoneOffset.UTC);
            assertTrue(t >= yearStart && t < epoch, "created_at " + text + " of row " + id + " outside the year "
                    + "before " + LocalDateTime.ofEpochSecond(epoch, 0, ZoneOffset.UTC));
            min = Math.min(min, t);
            max = Math.max(max, t);
        }
        assertTrue(max - min > 350L * 86_400, "created_at spans only " + (max - min) / 86_400 + " days");
    }

    @Test
    void epochIsAMidnightInTwentyTwentyFiveAndDependsOnTheSeed() {
        Set<Long> epochs = new HashSet<>();
        for (long seed = -50; seed <= 50; seed++) {
            long epoch = UsersSpec.epochFor(seed);
            LocalDateTime t = LocalDateTime.ofEpochSecond(epoch, 0, ZoneOffset.UTC);
            assertEquals(2025, t.getYear(), "epoch of seed " + seed);
            assertEquals(0, epoch % 86_400, "epoch of seed " + seed + " is not midnight UTC");
            assertEquals(epoch, UsersSpec.epochFor(seed));
            epochs.add(epoch);
        }
        assertTrue(epochs.size() > 50, "only " + epochs.size() + " distinct epochs for 101 seeds");
    }

    private static String capitalised(String name) {
        return Character.toUpperCase(name.charAt(0)) + name.substring(1);
    }
}
