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

    public static String format(long epochSecondUtc) {
        LocalDateTime t = LocalDateTime.ofEpochSecond(epochSecondUtc, 0, ZoneOffset.UTC);
        char[] c = new char[19];
        put4(c, 0, t.getYear());
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

    private static void put4(char[] c, int at, int v) {
        put2(c, at, v / 100);
        put2(c, at + 2, v % 100);
    }

    private static void put2(char[] c, int at, int v) {
        c[at] = (char) ('0' + v / 10);
        c[at + 1] = (char) ('0' + v % 10);
    }
}
