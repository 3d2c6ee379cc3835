package seedgen.generate;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.time.LocalDateTime;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class DateTimesTest {

    private static final DateTimeFormatter REFERENCE = DateTimeFormatter.ofPattern("uuuu-MM-dd HH:mm:ss");
    /** MySQL's DATETIME range. */
    private static final long FIRST = LocalDateTime.parse("1000-01-01T00:00:00").toEpochSecond(ZoneOffset.UTC);
    private static final long LAST = LocalDateTime.parse("9999-12-31T23:59:59").toEpochSecond(ZoneOffset.UTC);

    private static String reference(long epochSecond) {
        return LocalDateTime.ofEpochSecond(epochSecond, 0, ZoneOffset.UTC).format(REFERENCE);
    }

    @Test
    void matchesJavaTimeForRandomInstantsOverTheWholeDatetimeRange() {
        Random random = new Random(31337);
        for (int i = 0; i < 200_000; i++) {
            long t = FIRST + (long) (random.nextDouble() * (LAST - FIRST + 1));
            assertEquals(reference(t), DateTimes.format(t), "epoch second " + t);
        }
    }

    @Test
    void matchesJavaTimeForRandomInstantsAroundNow() {
        Random random = new Random(7);
        long base = LocalDateTime.parse("2024-01-01T00:00:00").toEpochSecond(ZoneOffset.UTC);
        for (int i = 0; i < 100_000; i++) {
            long t = base + random.nextInt(3 * 365 * 86_400);
            assertEquals(reference(t), DateTimes.format(t), "epoch second " + t);
        }
    }

    @ParameterizedTest
    @ValueSource(longs = {0, -1, 1, 86_399, 86_400, 951_782_400 /* 2000-02-29 */, 1_709_251_199 /* 2024-02-29 23:59:59 */,
            1_735_689_599 /* 2024-12-31 23:59:59 */, 1_735_689_600, -30_610_224_000L /* 1000-01-01 */,
            253_402_300_799L /* 9999-12-31 23:59:59 */})
    void matchesJavaTimeAtBoundaries(long t) {
        assertEquals(reference(t), DateTimes.format(t));
    }

    /** Every day of years 0 to 9999 at a random second, and the seconds either side of each day's start. */
    @Test
    void matchesJavaTimeOnEveryDayOfFourDigitYears() {
        Random random = new Random(35);
        long first = LocalDateTime.parse("0000-01-01T00:00:00").toEpochSecond(ZoneOffset.UTC);
        for (long day = first; day <= LAST; day += 86_400) {
            for (long t : new long[] {day - 1, day, day + random.nextInt(86_400)}) {
                if (t >= first) {
                    assertEquals(reference(t), DateTimes.format(t), "epoch second " + t);
                }
            }
        }
    }

    @Test
    void knownValue() {
        assertEquals("2025-03-14 09:26:53",
                DateTimes.format(LocalDateTime.parse("2025-03-14T09:26:53").toEpochSecond(ZoneOffset.UTC)));
    }
}
