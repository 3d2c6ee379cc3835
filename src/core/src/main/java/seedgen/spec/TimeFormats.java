package seedgen.spec;

import java.time.LocalDateTime;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.Locale;
import java.util.regex.Pattern;
import seedgen.generate.ValueGenerator;
import seedgen.model.ColumnType;

/**
 * {@code format:} on a datetime: the same times written as an application stores them outside a DATETIME, as Unix
 * seconds or milliseconds in an integer column ({@code unix}, {@code unix_ms}), or as text of a pattern
 * ({@code "yyyyMMddHHmmss"}, MediaWiki's 14-character timestamps). The times themselves do not change, so a time
 * {@code after:} it follows it whatever either is written as.
 */
final class TimeFormats {

    /** The pattern letters a format may hold: year, month, day, hour, minute, second, each of fixed width. */
    private static final String LETTERS = "yMdHms";
    private static final Pattern INTEGER = Pattern.compile("(?i)\\s*(INT|INTEGER|BIGINT)(\\s*\\(\\s*\\d+\\s*\\))?"
            + "(\\s+UNSIGNED)?\\s*");
    private static final Pattern BIG = Pattern.compile("(?i)\\s*BIGINT.*");
    private static final Pattern CALENDAR = Pattern.compile("(?i)\\s*(DATE|TIME|DATETIME|TIMESTAMP|TIMETZ)\\b.*");
    /** The last second with four digits of year: a pattern's widest text. */
    private static final long LAST = 253_402_300_799L;

    private TimeFormats() {
    }

    /** {@code col}, a compiled datetime, written as {@code format} says. */
    static Col apply(Col col, Spec.ColumnDef c, Node format) {
        String f = format.scalar("format");
        String type = c.type();
        if (type != null && CALENDAR.matcher(type).matches()) {
            throw format.where().error("format: writes times into numbers or text; a " + type.strip() + " column "
                    + "takes them as they are: drop format:");
        }
        ValueGenerator gen;
        ColumnType made;
        boolean unique = col.unique();
        if (f.equals("unix") || f.equals("unix_ms")) {
            boolean ms = f.equals("unix_ms");
            if (type != null && !(INTEGER.matcher(type).matches() && (!ms || BIG.matcher(type).matches()))) {
                throw format.where().error("format: " + f + " is a whole number of " + (ms ? "milliseconds: it "
                        + "needs a BIGINT" : "seconds: it needs an INT or a BIGINT") + ", not " + type.strip());
            }
            var timed = col.timed();
            gen = ms ? row -> timed.epochAt(row) * 1000 : timed::epochAt;
            made = ColumnType.bigint();
        } else {
            DateTimeFormatter pattern = pattern(f, format);
            var timed = col.timed();
            gen = row -> LocalDateTime.ofEpochSecond(timed.epochAt(row), 0, ZoneOffset.UTC).format(pattern);
            made = ColumnType.fixedChar(LocalDateTime.ofEpochSecond(LAST, 0, ZoneOffset.UTC).format(pattern)
                    .length());
            unique = unique && LETTERS.chars().allMatch(l -> outsideQuotes(f).indexOf(l) >= 0);
        }
        return new Col(col.name(), gen, made, unique, false, col.timed(), col.fk(), col.parentColumn(),
                col.distinctOwnerOf(), col.nullable());
    }

    private static DateTimeFormatter pattern(String f, Node format) {
        String letters = outsideQuotes(f);
        for (char ch : letters.toCharArray()) {
            if (Character.isLetter(ch) && LETTERS.indexOf(ch) < 0) {
                throw format.where().error("format: is unix, unix_ms or a pattern of y, M, d, H, m and s (such as "
                        + "yyyyMMddHHmmss; other letters in single quotes), not '" + f + "' ('" + ch + "')");
            }
        }
        if (letters.chars().noneMatch(Character::isLetter)) {
            throw format.where().error("format: '" + f + "' holds no part of a time: give unix, unix_ms or a pattern "
                    + "such as yyyyMMddHHmmss");
        }
        try {
            return DateTimeFormatter.ofPattern(f, Locale.ROOT);
        } catch (IllegalArgumentException e) {
            throw format.where().error("format: '" + f + "' is not a pattern: " + e.getMessage());
        }
    }

    /** The pattern without its quoted text. */
    private static String outsideQuotes(String f) {
        return f.replaceAll("'[^']*'?", "");
    }
}
