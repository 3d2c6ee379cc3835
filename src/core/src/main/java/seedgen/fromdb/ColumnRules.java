package seedgen.fromdb;

import static seedgen.fromdb.TextByName.faker;
import static seedgen.fromdb.TextByName.has;

import seedgen.catalog.Catalog;
import seedgen.catalog.Kind;
import java.util.List;
import java.util.Map;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Pattern;
import seedgen.generate.Lorem;

/**
 * The generator seedgen guesses for a column that is not a reference, from its name and type: the spec's inline
 * options after {@code gen:}. Names are matched as whole words of the column name ({@code billing_city} is a
 * city); the type decides what fits (a value is never longer than the column, a number never outside its range).
 */
final class ColumnRules {

    /** The fill words of integers: PostgreSQL's interval among them (filled as seconds), its kind aside. */
    private static final Set<String> INTEGERS = Set.of("tinyint", "smallint", "mediumint", "int", "integer",
            "bigint");
    /** Faker expressions by name word; the first whose word is in the column's name wins. */
    /** A version 4 UUID's text, where it is not made by gen: uuid4 (a VARBINARY holds it). */
    private static final Gen UUID_TEXT = Gen.of("faker").with("expr", "\"#{regexify "
            + "'[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}'}\"");
    /** A JSON object of a few words and a number, for a JSON column. */
    static final Gen JSON = Gen.of("json").with("fields", "{note: {gen: lorem, words: 1..3}, n: {gen: int, min: 0, "
            + "max: 100}}");
    private static final String[] LATITUDE = {"lat", "latitude"};
    private static final String[] LONGITUDE = {"lng", "lon", "long", "longitude"};
    private static final Pattern WORD = Pattern.compile("[_\\s-]+");
    /** Where camelCase and PascalCase names break into words: lastName, PostalCode, addressLine1, HTMLBody. */
    private static final Pattern CASE_BREAK = Pattern.compile("(?<=[a-z0-9])(?=[A-Z])|(?<=[A-Z])(?=[A-Z][a-z])"
            + "|(?<=[A-Za-z])(?=[0-9])");

    private ColumnRules() {
    }

    /** How many values 1, 2, 3... an integer column holds: a sequence key's most rows. */
    static long positiveValues(Catalog.Column c) {
        return integerRange(c.dataType(), c.type().toLowerCase(Locale.ROOT).contains("unsigned"))[1];
    }

    /** Text of a length (at least 1), or of none: PostgreSQL's text and character varying, a Rails string. */
    static boolean isText(Catalog.Column c) {
        return c.kind() == Kind.TEXT && (c.length() == null || c.length() >= 1);
    }

    /** A BINARY, VARBINARY or BLOB column of a known length (at least 1). */
    static boolean isBytes(Catalog.Column c) {
        return c.kind() == Kind.BINARY && c.length() != null && c.length() >= 1;
    }

    /**
     * A column filled as an integer: by its fill word, not its kind, so that PostgreSQL's interval (a number of
     * seconds) is one.
     */
    static boolean isInteger(Catalog.Column c) {
        return INTEGERS.contains(c.dataType());
    }

    /** A yes/no column: TINYINT(1) (MySQL's BOOLEAN), PostgreSQL's boolean. */
    static boolean isFlag(Catalog.Column c) {
        return c.type().toLowerCase(Locale.ROOT).startsWith("tinyint(1)") || c.kind() == Kind.BOOLEAN;
    }

    /**
     * A TINYINT(1) flag that is a key by itself: its two values 0 and 1, so the table holds two rows, not a
     * sequence to 127 that no flag reads.
     */
    static final Gen FLAG_KEY = Gen.of("sequence").with("start", 0);

    /** A DATE, DATETIME or TIMESTAMP column. */
    static boolean isDate(Catalog.Column c) {
        return c.kind().isDateOrDateTime();
    }

    /** The start of an ordered datetime: {@code gen: datetime, ordered: true}. */
    static final Gen ORDERED = Gen.of("datetime").with("ordered", "true");
    private static final long DAY = 86_400;
    private static final long FROM_2000 = 946_684_800;
    private static final long FROM_2020 = 1_577_836_800;
    /** 1970-01-01 00:00:00 + 2^31 - 1 s: TIMESTAMP's last second. */
    /**
     * Where a key's ordered TIMESTAMPs stop: a year and a day before the type's end (2038-01-19), so that an end the
     * pair keeps after one ({@code within: 365d}) still fits the type.
     */
    private static final long TIMESTAMP_END = Integer.MAX_VALUE - 366L * 86_400;
    private static final long DATETIME_END = 253_402_300_799L; // 9999-12-31 23:59:59

    /** Dates that grow within each parent row: unique with the parent's column (a history's key). */
    static Gen orderedInParent(Catalog.Column c) {
        return ORDERED.with("from", "\"2015-01-01\"").with("step", c.kind() == Kind.DATE ? "365d" : "30d");
    }

    /**
     * Dates that grow over the whole table, so each is different (a key of references and a date): whole days for a
     * DATE, else a step that keeps {@code rows} rows inside the type's range, at most an hour.
     */
    static Gen orderedInTable(Catalog.Column c, long rows) {
        if (c.kind() == Kind.DATE) {
            return ORDERED.with("from", "\"2000-01-01\"").with("step", "1d");
        }
        long end = c.dataType().equals("timestamp") ? TIMESTAMP_END : DATETIME_END;
        long step = Math.max(1, Math.min(3600, (end - FROM_2020) / (Math.max(1, rows) + 1)));
        return ORDERED.with("from", "\"2020-01-01\"").with("step", step + "s");
    }

    /** How many rows an ordered datetime of {@link #orderedInTable} holds inside the column type's range. */
    static long orderedValues(Catalog.Column c) {
        if (c.kind() == Kind.DATE) {
            return (DATETIME_END - FROM_2000) / DAY - 1;
        }
        return (c.dataType().equals("timestamp") ? TIMESTAMP_END : DATETIME_END) - FROM_2020 - 1;
    }

    /**
     * The inline options for column {@code c} of {@code t}: {@code key} when it is the table's one-column primary
     * key, {@code unique} when a unique key holds it alone, {@code sequence} the table's integer key column (for
     * text that must be unique), or null; {@code rows} the table's rows, which an ordered date key spreads over its
     * type's range.
     */
    static Gen choose(Catalog.Table t, Catalog.Column c, boolean key, boolean unique, String sequence, long rows) {
        return choose(t, c, key, unique, sequence, rows, Map.of());
    }

    /** As above, {@code made} the columns whose generators a key of several columns chose already. */
    static Gen choose(Catalog.Table t, Catalog.Column c, boolean key, boolean unique, String sequence, long rows,
            Map<String, Gen> made) {
        Gen gen = alone(t, c, key, unique, sequence, rows);
        return key || unique ? gen : OrderedPairs.follow(t, c, gen, rows, made);
    }

    /** As {@link #choose}, from the column alone: not yet following the other end of a pair. */
    static Gen alone(Catalog.Table t, Catalog.Column c, boolean key, boolean unique, String sequence, long rows) {
        List<String> words = words(c.name());
        if ((key || unique) && isInteger(c) && isFlag(c)) {
            return FLAG_KEY;
        }
        if (key) {
            return key(t, c, rows);
        }
        if (unique && isDate(c)) {
            return orderedInTable(c, rows);
        }
        if (isInteger(c)) {
            return integer(t, c, words, unique);
        }
        Gen typed = TypedColumns.choose(t, c, words, unique, rows);
        if (typed != null) {
            return typed;
        }
        if (c.json()) { // MariaDB's JSON: LONGTEXT with a json_valid check
            return JSON;
        }
        if (c.kind() == Kind.TEXT) {
            return TextColumns.text(t, c, words, unique, sequence);
        }
        throw SpecFromCatalog.unfillable(t, c.name(), "type " + c.type() + " is not one seedgen fills yet; give the "
                + "column a generator in the spec, or let the server fill it (a default) by leaving it out");
    }

    /**
     * An integer that counts a row's revisions ({@code REV_}, {@code revision}, {@code lock_version}): 1 on the row's
     * first write and more after, never NULL, since the application sets it with every write (an optimistic lock).
     */
    static boolean revision(Catalog.Column c) {
        List<String> words = words(c.name());
        return isInteger(c) && !isFlag(c) && !words.isEmpty() && Set.of("rev", "revision", "version")
                .contains(words.get(words.size() - 1)) && (words.size() == 1 || words.get(0).equals("lock"));
    }

    /** A one-column primary key: a sequence, a UUID, a date a day, or a code. */
    private static Gen key(Catalog.Table t, Catalog.Column c, long rows) {
        String type = c.type().toLowerCase(Locale.ROOT);
        if (isInteger(c)) {
            return Gen.of("sequence");
        }
        if (c.kind() == Kind.UUID) { // MariaDB's UUID type reads a UUID's text
            return Gen.of("uuid7");
        }
        if (isDate(c)) { // a calendar: one row a day
            return orderedInTable(c, rows);
        }
        if (type.equals("binary(16)")) {
            return Gen.of("uuid7");
        }
        // an unbounded varchar or text key (a Rails string key on PostgreSQL) holds a UUID's text too
        if (c.kind() == Kind.TEXT && (c.length() == null || c.length() >= 36)) {
            return Gen.of("uuid7").with("type", "\"CHAR(36)\"");
        }
        if (c.kind() == Kind.TEXT && c.length() != null && c.length() >= 1) {
            return UniqueKeys.code(Math.min(12, c.length()));
        }
        if (c.kind() == Kind.BINARY && c.length() != null && c.length() >= 1) { // a code's characters are its bytes
            return UniqueKeys.code(Math.min(12, c.length()));
        }
        throw SpecFromCatalog.unfillable(t, c.name(), "a primary key of type " + c.type() + " is not made yet "
                + "(seedgen makes integer sequences, codes and UUIDs)");
    }
    /** An integer column: a flag, a sequence, a moment, or a range its name suggests within its type's. */
    private static Gen integer(Catalog.Table t, Catalog.Column c, List<String> words, boolean unique) {
        String dt = c.dataType();
        String type = c.type().toLowerCase(Locale.ROOT);
        if (isFlag(c)) {
            return Gen.of("bool").with("p", "0.5");
        }
        if (unique) {
            return Gen.of("sequence");
        }
        Gen moment = Moments.integer(t, c, words);
        if (moment != null) {
            return moment;
        }
        long[] range = integerRange(dt, type.contains("unsigned"));
        Gen meant = integerByName(c, words, range);
        if (meant != null) {
            return meant;
        }
        long[] wanted = has(words, "port") ? new long[] {1, 65_535}
                : has(words, LATITUDE) ? new long[] {-90, 90}
                : has(words, LONGITUDE) ? new long[] {-180, 180}
                : words.contains("age") ? new long[] {18, 90}
                : has(words, "rating", "stars", "score") ? new long[] {1, 5}
                : has(words, "year") ? new long[] {1990, 2030}
                : has(words, "quantity", "qty", "count", "stock") ? new long[] {0, 100}
                : has(words, "usec", "usecs", "microseconds") ? new long[] {0, 999_999} // a moment's fraction
                : has(words, "nsec", "nsecs", "nanoseconds") ? new long[] {0, 999_999_999}
                : has(words, "milliseconds", "ms") ? new long[] {1_000, 600_000}
                : has(words, "length", "duration", "minutes", "runtime") ? new long[] {1, 240}
                : has(words, "days", "nights", "hours") ? new long[] {1, 30}
                : has(words, "percent", "percentage", "discount") ? new long[] {0, 100}
                : has(words, "priority", "level", "rank") ? new long[] {1, 10}
                : revision(c) ? new long[] {1, 10}
                : has(words, "bytes", "size") ? new long[] {1_000, 10_000_000}
                : Codes.of(words) != null ? Codes.of(words)
                : new long[] {0, 1_000_000};
        return Gen.of("int").with("min", Math.max(range[0], Math.min(wanted[0], range[1])))
                .with("max", Math.min(range[1], wanted[1]));
    }
    /** Offsets from UTC in seconds that zones keep: New York, Chicago, UTC, Paris, Athens, India, Tokyo, Sydney. */
    private static final List<String> OFFSETS = List.of("-18000", "-21600", "0", "3600", "7200", "19800", "32400",
            "36000");
    /** IP protocol numbers: TCP, UDP, ICMP, ICMPv6. */
    private static final List<String> PROTOCOLS = List.of("6", "17", "1", "58");

    /**
     * An integer whose name says what it counts in a unit of its own: a zone's offset from UTC (seconds; minutes where
     * the name says so), an IP protocol's number; null for any other name.
     */
    private static Gen integerByName(Catalog.Column c, List<String> words, long[] range) {
        boolean zone = has(words, "tz", "timezone", "utc", "gmt") || has(words, "zone") && has(words, "time");
        if (zone && has(words, "offset", "tzoffset", "utcoffset", "gmtoffset") || has(words, "tzoffset", "utcoffset",
                "gmtoffset")) {
            long unit = has(words, "minutes", "min", "mins") ? 60 : has(words, "hours") ? 3600 : 1;
            List<String> values = OFFSETS.stream().map(v -> Long.toString(Long.parseLong(v) / unit))
                    .filter(v -> Long.parseLong(v) >= range[0] && Long.parseLong(v) <= range[1]).toList();
            return values.size() < 2 ? null : Checks.choiceOf(values);
        }
        if (has(words, "protocol", "proto", "ipproto") && range[1] >= 58) {
            return Checks.choiceOf(PROTOCOLS);
        }
        return null;
    }

    /**
     * Bytes: a BINARY(16) a UUID's bytes; any other binary column text of a fitting length (its bytes are what is
     * stored), or digits where even one word would not fit.
     */
    static Gen bytes(Catalog.Table t, Catalog.Column c, List<String> words, boolean unique) {
        long n = c.length() == null ? 65_535 : Math.min(c.length(), 65_535);
        if (c.type().equalsIgnoreCase("binary(16)")) {
            return Gen.of("uuid4");
        }
        if (unique) { // a code's characters are its bytes
            return UniqueKeys.code(Math.min(12, n));
        }
        Gen hex = TextByName.hex(words, n); // a digest's hex digits fill the column: no NUL padding
        if (hex != null) {
            return hex;
        }
        Gen moment = n == 14 ? Moments.text(t, words, n) : null; // MediaWiki's BINARY(14) times
        if (moment != null) {
            return moment;
        }
        if (has(words, "uuid", "guid") && n >= 36) {
            return UUID_TEXT;
        }
        if (has(words, "url", "uri", "link", "website", "homepage") && n >= 123) { // Datafaker's longest url
            return faker("internet.url");
        }
        long most = n / (Lorem.LONGEST + 1);
        if (most >= 1) {
            return Gen.of("lorem").with("words", "1.." + Math.min(most, 40));
        }
        return Gen.of("int").with("min", 0).with("max", n >= 18 ? Long.MAX_VALUE : (long) Math.pow(10, n) - 1);
    }

    /**
     * A SET's values: each combination of its members ({@code a,c}), written in the members' order as the server
     * keeps them, and the empty set; with more than six members, each member alone and each pair.
     */
    static Gen setChoice(List<String> members) {
        List<String> values = new java.util.ArrayList<>();
        int n = members.size();
        if (n <= 6) {
            for (int mask = 0; mask < 1 << n; mask++) {
                StringBuilder v = new StringBuilder();
                for (int i = 0; i < n; i++) {
                    if ((mask & 1 << i) != 0) {
                        v.append(v.length() == 0 ? "" : ",").append(members.get(i));
                    }
                }
                values.add(v.toString());
            }
        } else {
            for (int i = 0; i < n; i++) {
                values.add(members.get(i));
                for (int j = i + 1; j < n; j++) {
                    values.add(members.get(i) + "," + members.get(j));
                }
            }
        }
        return Gen.of("choice").with("values", Gen.list(values.stream().map(YamlText::quote).toList()));
    }

    /** The largest degrees of a latitude (90) or longitude (180) column, else 0. */
    static long degrees(List<String> words) {
        return has(words, LATITUDE) ? 90 : has(words, LONGITUDE) ? 180 : 0;
    }

    /**
     * The words of a name, lowercased: snake_case, spaces, camelCase and PascalCase all break, and a word that runs
     * known words together in one case ({@code namefirst}, PostgreSQL's fold of {@code nameFirst}) is cut into them.
     */
    static List<String> words(String name) {
        List<String> out = new java.util.ArrayList<>();
        for (String part : WORD.split(name)) {
            for (String w : CASE_BREAK.split(part)) {
                if (!w.isEmpty()) {
                    out.addAll(NameWords.cut(w.toLowerCase(Locale.ROOT)));
                }
            }
        }
        return out;
    }

    static long[] integerRange(String dt, boolean unsigned) {
        int bits = switch (dt) {
            case "tinyint" -> 8;
            case "smallint" -> 16;
            case "mediumint" -> 24;
            case "bigint" -> 64;
            default -> 32;
        };
        if (bits == 64) {
            return new long[] {unsigned ? 0 : Long.MIN_VALUE, Long.MAX_VALUE};
        }
        return unsigned ? new long[] {0, (1L << bits) - 1} : new long[] {-(1L << (bits - 1)), (1L << (bits - 1)) - 1};
    }
}
