package seedgen.fromdb;

import seedgen.catalog.Catalog;
import java.util.List;
import java.util.Set;

/**
 * Columns that hold a moment but are not a DATE, DATETIME or TIMESTAMP: an INT or BIGINT of Unix seconds ({@code clock},
 * {@code created_at}, {@code lastlogon}; milliseconds where the name says ms), and text written as the application
 * writes times (MediaWiki's BINARY(14) {@code page_touched} as yyyyMMddHHmmss, a VARCHAR(10) {@code start_date} as
 * yyyy-MM-dd). Their times fall in the window a DATETIME's guess has, so an application reads them as today's, not as
 * January 1970; a name that says an amount of time ({@code time_spent}, {@code timeout}, {@code avg_lead_time}) or
 * who did something ({@code created_by}) is not a moment.
 */
final class Moments {

    /** Words that name a moment on their own. */
    private static final Set<String> STRONG = Set.of("timestamp", "ts", "clock", "datetime", "created", "updated",
            "modified", "changed", "expires", "expired", "expiry", "expiration", "touched", "registered",
            "registration", "creation", "modification", "deadline", "lastlogon", "logon", "sent", "received",
            "started", "ended", "finished", "opened", "closed", "mtime", "ctime", "atime", "removal");
    /** Words that end a moment's name after another word (active_since, valid_until), never alone (a cash till). */
    private static final Set<String> BOUNDING = Set.of("since", "till", "until");
    /** Words that name a moment unless another word says the column is an amount of time. */
    private static final Set<String> WEAK = Set.of("time", "date", "stamp");
    /** Words that follow {@code last} in a moment: last_login, last_seen. */
    private static final Set<String> LAST = Set.of("login", "logon", "seen", "access", "accessed", "activity",
            "visit", "run", "check", "update", "used", "sync", "heartbeat", "success", "failure", "attempt", "error",
            "ping", "contact", "poll");
    /** The first word of a pair's start or end where the table is about time: a time tracking's start and end. */
    private static final Set<String> ENDS = Set.of("start", "end", "begin", "stop", "finish");
    private static final Set<String> TIMED_TABLES = Set.of("time", "timer", "timesheet", "schedule", "calendar",
            "event", "session", "booking", "reservation", "shift", "tracking");
    /** Words that make a column who or how many, an amount of time, a setting about times, or a part of one. */
    private static final Set<String> NEVER = Set.of("by", "id", "ids", "uid", "key", "count", "number",
            "num", "nb", "total", "sum", "avg", "average", "mean", "duration", "elapsed", "spent", "interval",
            "timeout", "ttl", "delay", "offset", "diff", "delta", "length", "seconds", "minutes", "hours", "days",
            "weeks", "months", "years", "sec", "limit", "zone", "tz", "format", "unit", "units", "year", "month",
            "hour", "minute", "second", "week", "age", "retries", "attempts", "to", "for", "with", "in", "name",
            "names", "usec", "usecs", "nsec", "nsecs", "microseconds", "nanoseconds");
    /** Words beside {@code time} that make it an amount of time or a setting: run_time, lead_time, time_type. */
    private static final Set<String> SPANS = Set.of("lead", "cycle", "wait", "waiting", "response", "run", "running",
            "runtime", "processing", "process", "exec", "execution", "cpu", "estimated", "estimate", "remaining",
            "left", "min", "max", "minimum", "maximum", "mode", "type", "status", "period", "frequency", "step",
            "version", "up", "down", "idle", "travel", "transit", "load", "boot", "real", "expected", "allowed", "air",
            "flight", "cook", "prep", "play", "drive", "ride", "queue", "hold", "talk", "ring", "uptime", "downtime",
            "exposure");
    /** The widest text a time is kept in without its name saying time or date. */
    private static final long WIDE = 255;
    private static final Set<String> MILLIS = Set.of("ms", "millis", "msec", "milliseconds");
    /** The words of a date without a time of day. */
    private static final Set<String> DAY_WORDS = Set.of("date", "day");
    private static final Set<String> TIME_WORDS = Set.of("time", "timestamp", "ts", "stamp", "clock", "datetime",
            "at");

    private static final java.util.regex.Pattern DAY = java.util.regex.Pattern.compile("\"(\\d{4}-\\d{2}-\\d{2})\"");

    private Moments() {
    }

    /**
     * Unix seconds (or milliseconds) for an INT or BIGINT column whose name says a moment, in the window a DATETIME
     * gets; null when the name says none, or the type cannot hold the window (a SMALLINT, an INT of milliseconds).
     */
    static Gen integer(Catalog.Table t, Catalog.Column c, List<String> words) {
        String dt = c.dataType();
        boolean big = dt.equals("bigint");
        if (!big && !dt.equals("int") && !dt.equals("integer")) {
            return null;
        }
        if (words.stream().anyMatch(Set.of("birth", "birthday", "dob", "born")::contains)) {
            return null; // before 1970 as often as not: no Unix seconds guess
        }
        // a BIGINT(13) is shown 13 digits wide: a Unix time in milliseconds has 13 (Quartz's NEXT_FIRE_TIME)
        boolean wide = big && c.type().toLowerCase(java.util.Locale.ROOT).startsWith("bigint(13)");
        boolean ms = words.stream().anyMatch(MILLIS::contains);
        List<String> rest = ms ? words.stream().filter(w -> !MILLIS.contains(w)).toList() : words;
        ms |= wide && moment(t, rest);
        if (ms ? !big || !moment(t, rest) || !wide && !strong(rest) : !moment(t, rest)) {
            return null;
        }
        return window(false).with("format", ms ? "unix_ms" : "unix");
    }

    /**
     * Text for a text or binary column of {@code n} characters whose name says a moment: yyyyMMddHHmmss in 14,
     * a date's yyyy-MM-dd (yyyyMMdd in 8 or 9) where the name says a day and no time, else yyyy-MM-dd HH:mm:ss in
     * 19 or more; null where none fits.
     */
    static Gen text(Catalog.Table t, List<String> words, long n) {
        if (!moment(t, words) || n > WIDE && words.stream().noneMatch(TIME_WORDS::contains)
                && words.stream().noneMatch(DAY_WORDS::contains)) {
            return null; // an unbounded text named for an event may hold anything about it; a time's text is short
        }
        boolean birth = words.stream().anyMatch(Set.of("birth", "birthday", "dob", "born")::contains);
        boolean day = words.stream().anyMatch(DAY_WORDS::contains) && words.stream().noneMatch(TIME_WORDS::contains)
                || birth;
        // a time of day in 8 or 5 (a char(8) open_time: HH:mm:ss), where the name says a time and no day
        boolean clock = !day && words.contains("time") && words.stream().noneMatch(Set.of("date", "datetime",
                "timestamp", "stamp")::contains);
        String format = n == 14 ? "yyyyMMddHHmmss" : day && n >= 10 ? "yyyy-MM-dd" : day && n >= 8 ? "yyyyMMdd"
                : n >= 19 ? "yyyy-MM-dd HH:mm:ss" : clock && n == 8 ? "HH:mm:ss" : clock && n == 5 ? "HH:mm" : null;
        if (format == null) {
            return null;
        }
        // a time of day in the working hours of one day, so that an end up to 8 hours after it is later the same day
        Gen window = birth ? dates("1950-01-01", "2006-01-01") : format.startsWith("HH")
                ? dates("2023-01-02 06:00:00", "2023-01-02 14:00:00") : window(day);
        return window.with("format", format.contains(" ") || format.contains(":") ? "\"" + format + "\"" : format);
    }

    /** The window of ColumnRules' guess for a DATE ({@code day}) or a DATETIME. */
    static Gen window(boolean day) {
        return day ? dates("2020-01-01", "2025-01-01") : dates("2023-01-01", "2025-01-01");
    }

    private static Gen dates(String from, String to) {
        return Gen.of("datetime").with("from", "\"" + from + "\"").with("to", "\"" + to + "\"");
    }

    /**
     * Whether every Unix time a guess of {@link #integer} writes lies in {@code lo..hi} (in the column's unit; null
     * for no bound) and is none of {@code not}: what a CHECK on the column asks ({@code clock > 0}). A later end
     * following another time falls from 2020 (the earliest window) to 2030 (chained ends a year or a month apart).
     */
    static boolean within(Gen gen, Long lo, Long hi, List<java.math.BigDecimal> not) {
        long unit = "unix_ms".equals(gen.option("format")) ? 1000 : 1;
        java.util.regex.Matcher from = DAY.matcher(String.valueOf(gen.option("from")));
        java.util.regex.Matcher to = DAY.matcher(String.valueOf(gen.option("to")));
        boolean window = from.matches() && to.matches();
        long first = (window ? epoch(from.group(1)) : epoch("2020-01-01")) * unit;
        long last = (window ? epoch(to.group(1)) : epoch("2030-01-01")) * unit;
        return (lo == null || lo <= first) && (hi == null || hi >= last) && not.stream().noneMatch(v ->
                v.compareTo(java.math.BigDecimal.valueOf(first)) >= 0
                        && v.compareTo(java.math.BigDecimal.valueOf(last)) <= 0);
    }

    private static long epoch(String day) {
        return java.time.LocalDate.parse(day).toEpochDay() * 86_400;
    }

    /** A guess of {@link #integer} in its own window, where it followed another time. */
    static Gen unfollowed(Gen gen) {
        return gen.has("after") ? window(false).with(format(gen)) : gen;
    }

    /** Whether a column's guess is a time written as a number or text ({@code format:}), and so a moment. */
    static boolean formatted(Gen gen) {
        return gen != null && gen.is("datetime") && gen.has("format");
    }

    /** The {@code format:} of a formatted guess, and the options after it. */
    static List<Gen.Option> format(Gen gen) {
        return gen.from("format");
    }

    private static boolean moment(Catalog.Table t, List<String> words) {
        if (words.stream().anyMatch(NEVER::contains) || counted(words) || byWhom(words)) {
            return false;
        }
        if (strong(words) || words.stream().anyMatch(WEAK::contains) && words.stream().noneMatch(SPANS::contains)) {
            return true;
        }
        return words.size() == 1 && ENDS.contains(words.get(0)) && ColumnRules.words(t.name()).stream()
                .anyMatch(TIMED_TABLES::contains);
    }

    /** A name that ends in who did it: created_user, modified_user (not last_user_sync_ts). */
    private static boolean byWhom(List<String> words) {
        return !words.isEmpty() && Set.of("user", "author", "owner", "editor").contains(words.get(words.size() - 1));
    }

    /**
     * A name that ends in things counted, not a moment: {@code registered_users}, {@code sent_messages}, {@code
     * received_bytes}.
     */
    private static boolean counted(List<String> words) {
        if (words.isEmpty()) {
            return false;
        }
        String end = words.get(words.size() - 1);
        return words.size() >= 2 && end.length() > 3 && end.endsWith("s") && !end.endsWith("ss")
                && !STRONG.contains(end) && !end.equals("times");
    }

    /**
     * A word that names a moment by itself, {@code last} with what was done last, a final {@code at}
     * ({@code starts_at}, {@code run_at}), or a participle before a final {@code on} ({@code changed_on}).
     */
    private static boolean strong(List<String> words) {
        if (words.isEmpty()) {
            return false; // a name of no word but one of time's units (a column named ms): no moment
        }
        if (words.stream().anyMatch(NEVER::contains) || counted(words) || byWhom(words)) {
            return false;
        }
        if (words.stream().anyMatch(STRONG::contains)
                || words.contains("last") && words.stream().anyMatch(w -> LAST.contains(w) || w.endsWith("ed"))) {
            return true;
        }
        String end = words.get(words.size() - 1);
        return words.size() >= 2 && (end.equals("at") || BOUNDING.contains(end) || end.equals("on")
                && words.get(words.size() - 2).endsWith("ed"));
    }
}
