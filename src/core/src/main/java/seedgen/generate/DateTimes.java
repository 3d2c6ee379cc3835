package seedgen.generate;

import java.time.LocalDateTime;
import java.time.ZoneOffset;

/**
 * DATETIME values as text ("2025-03-14 09:26:53"), the form MySQL parses the same way whatever the session
 * time zone, so a row reads back exactly as generated whether it went through JDBC or a CSV file.
 */
public final class DateTimes {

    private DateTimes() {
    }

    /** 0000-01-01 and 9999-12-31 23:59:59 as epoch seconds: the years written with four digits. */
    private static final long FIRST = -62_167_219_200L;
    private static final long LAST = 253_402_300_799L;

    public static String format(long epochSecondUtc) {
        if (epochSecondUtc < FIRST || epochSecondUtc > LAST) {
            return formatOutside(epochSecondUtc);
        }
        long days = Math.floorDiv(epochSecondUtc, 86_400);
        int second = (int) (epochSecondUtc - days * 86_400);
        Day known = DAYS[(int) (days & (DAYS.length - 1))];
        byte[] c = new byte[19];
        if (known != null && known.day == days) {
            System.arraycopy(known.text, 0, c, 0, 10);
        } else {
            date(days, c);
            DAYS[(int) (days & (DAYS.length - 1))] = new Day(days, java.util.Arrays.copyOf(c, 10));
        }
        c[10] = ' ';
        put2(c, 11, second / 3_600);
        c[13] = ':';
        put2(c, 14, second / 60 % 60);
        c[16] = ':';
        put2(c, 17, second % 60);
        return ascii(c);
    }

    /** A day's date as text, kept: the rows of a run fall on a few thousand days, each written many times. */
    private record Day(long day, byte[] text) {
    }

    /**
     * The last date written of each of 4,096 slots, by day: shared by every thread, a slot replaced whole (a reference
     * write), so a thread reads a day's text or another's, never half of one.
     */
    private static final Day[] DAYS = new Day[4096];

    /** Writes the date of {@code days} since 1970-01-01 into {@code c} ("2025-03-14"). */
    private static void date(long days, byte[] c) {
        // the civil date of a day count: years of 400 (146,097 days) from 0000-03-01, then the year, the month and
        // the day within it, with March the first month so that February's leap day comes last
        long z = days + 719_468;
        long era = Math.floorDiv(z, 146_097);
        int dayOfEra = (int) (z - era * 146_097);
        int yearOfEra = (dayOfEra - dayOfEra / 1_460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365;
        int dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100);
        int m = (5 * dayOfYear + 2) / 153;
        int day = dayOfYear - (153 * m + 2) / 5 + 1;
        int month = m < 10 ? m + 3 : m - 9;
        int year = (int) (era * 400) + yearOfEra + (month <= 2 ? 1 : 0);
        put2(c, 0, year / 100);
        put2(c, 2, year % 100);
        c[4] = '-';
        put2(c, 5, month);
        c[7] = '-';
        put2(c, 8, day);
    }

    /**
     * The bytes as a String. The constructor that takes a high byte copies ASCII bytes straight in; a charset's
     * decoder (even ISO-8859-1's) costs a quarter of a datetime's formatting more.
     */
    @SuppressWarnings("deprecation")
    private static String ascii(byte[] c) {
        return new String(c, 0);
    }

    private static void put2(byte[] c, int at, int v) {
        c[at] = (byte) ('0' + v / 10);
        c[at + 1] = (byte) ('0' + v % 10);
    }

    /** A time outside years 0 to 9999, as java.time has it (four places for the year, as within). */
    private static String formatOutside(long epochSecondUtc) {
        LocalDateTime t = LocalDateTime.ofEpochSecond(epochSecondUtc, 0, ZoneOffset.UTC);
        char[] c = new char[19];
        put2(c, 0, t.getYear() / 100);
        put2(c, 2, t.getYear() % 100);
        c[4] = '-';
        put2(c, 5, t.getMonthValue());
        c[7] = '-';
        put2(c, 8, t.getDayOfMonth());
        c[10] = ' ';
        put2(c, 11, t.getHour());
        c[13] = ':';
        put2(c, 14, t.getMinute());
        c[16] = ':';
        put2(c, 17, t.getSecond());
        return new String(c);
    }

    private static void put2(char[] c, int at, int v) {
        c[at] = (char) ('0' + v / 10);
        c[at + 1] = (char) ('0' + v % 10);
    }
}
