package seedgen.fromdb;

import static seedgen.fromdb.TextByName.faker;
import static seedgen.fromdb.TextByName.has;

import seedgen.catalog.Catalog;
import java.math.BigDecimal;
import java.util.List;
import java.util.Map;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Pattern;
import seedgen.generate.Generators;
import seedgen.generate.Lorem;

/**
 * The generator seedgen guesses for a column that is not a reference, from its name and type: the spec's inline
 * options after {@code gen:}. Names are matched as whole words of the column name ({@code billing_city} is a
 * city); the type decides what fits (a value is never longer than the column, a number never outside its range).
 */
final class ColumnRules {

    private static final Set<String> INTEGERS = Set.of("tinyint", "smallint", "mediumint", "int", "integer",
            "bigint");
    private static final Set<String> BYTES = Set.of("binary", "varbinary", "tinyblob", "blob", "mediumblob",
            "longblob");
    private static final Set<String> TEXTS = Set.of("char", "varchar", "tinytext", "text", "mediumtext", "longtext");
    /** Faker expressions by name word; the first whose word is in the column's name wins. */
    private static final List<String[]> FAKER = List.of(
            new String[] {"email", "internet.email_address"},
            new String[] {"username", "name.username"}, new String[] {"login", "name.username"},
            new String[] {"nickname", "name.username"}, new String[] {"handle", "name.username"},
            new String[] {"phone", "phone_number.cell_phone"}, new String[] {"mobile", "phone_number.cell_phone"},
            new String[] {"fax", "phone_number.phone_number"},
            new String[] {"city", "address.city"}, new String[] {"town", "address.city"},
            new String[] {"country", "address.country"},
            new String[] {"province", "address.state"}, new String[] {"region", "address.state"},
            new String[] {"zip", "address.zip_code"}, new String[] {"postal", "address.zip_code"},
            new String[] {"postcode", "address.zip_code"},
            new String[] {"street", "address.street_address"}, new String[] {"address", "address.street_address"},
            new String[] {"url", "internet.url"}, new String[] {"website", "internet.url"},
            new String[] {"homepage", "internet.url"},
            new String[] {"ip", "internet.ip_v4_address"},
            new String[] {"company", "company.name"}, new String[] {"organization", "company.name"},
            new String[] {"vendor", "company.name"}, new String[] {"supplier", "company.name"},
            new String[] {"manufacturer", "company.name"}, new String[] {"state", "address.state"},
            new String[] {"job", "job.title"}, new String[] {"occupation", "job.title"},
            new String[] {"color", "color.name"}, new String[] {"colour", "color.name"},
            new String[] {"currency", "money.currency_code"});
    /** A version 4 UUID's 32 hex digits, without the dashes (its version digit 4, its variant 8 to b). */
    private static final String UUID_HEX = "gen: faker, expr: \"#{regexify "
            + "'[0-9a-f]{12}4[0-9a-f]{3}[89ab][0-9a-f]{15}'}\"";
    /** A version 4 UUID's text, where it is not made by gen: uuid4 (a VARBINARY holds it). */
    private static final String UUID_TEXT = "gen: faker, expr: \"#{regexify "
            + "'[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}'}\"";
    /** Places whose name is the place itself. */
    private static final Set<String> PLACES = Set.of("city", "town", "country", "province", "state");
    /** The words of a person's occupation: job, job_title, jobtitle, job_position. */
    private static final Set<String> OCCUPATION = Set.of("job", "title", "position", "role", "current");
    private static final Set<String> PROSE = Set.of("description", "body", "content", "comment", "comments", "text",
            "bio", "notes", "note", "summary", "message", "details", "review");
    private static final Set<String> TITLES = Set.of("title", "subject", "headline", "caption", "label");
    private static final String[] LATITUDE = {"lat", "latitude"};
    private static final String[] LONGITUDE = {"lng", "lon", "long", "longitude"};
    private static final Pattern WORD = Pattern.compile("[_\\s-]+");
    /** Where camelCase and PascalCase names break into words: lastName, PostalCode, addressLine1, HTMLBody. */
    private static final Pattern CASE_BREAK = Pattern.compile("(?<=[a-z0-9])(?=[A-Z])|(?<=[A-Z])(?=[A-Z][a-z])"
            + "|(?<=[A-Za-z])(?=[0-9])");
    /** Names of things, not people: a products.name, a genre's name, a productName. */
    private static final Set<String> THINGS = Set.of("product", "item", "category", "genre", "album", "track",
            "playlist", "tag", "brand", "model", "file", "role", "department", "dept", "team", "group", "project",
            "media", "type", "language", "film", "movie", "book", "course", "event", "store", "shop", "region",
            "territory", "office", "warehouse", "channel", "plan", "feature", "status", "level", "privilege",
            "task", "trigger", "calendar", "schedule", "scheduler", "sched", "workflow", "rule", "action",
            "permission", "setting", "template", "report", "dashboard", "widget", "script");

    private ColumnRules() {
    }

    /** How many values 1, 2, 3... an integer column holds: a sequence key's most rows. */
    static long positiveValues(Catalog.Column c) {
        return integerRange(c.dataType(), c.type().toLowerCase(Locale.ROOT).contains("unsigned"))[1];
    }

    /** A CHAR, VARCHAR or TEXT column of a known length. */
    /** Text of a length (at least 1), or of none: PostgreSQL's text and character varying, a Rails string. */
    static boolean isText(Catalog.Column c) {
        return TEXTS.contains(c.dataType()) && (c.length() == null || c.length() >= 1);
    }

    /** A BINARY, VARBINARY or BLOB column of a known length (at least 1). */
    static boolean isBytes(Catalog.Column c) {
        return BYTES.contains(c.dataType()) && c.length() != null && c.length() >= 1;
    }

    static boolean isInteger(Catalog.Column c) {
        return INTEGERS.contains(c.dataType());
    }

    /** A yes/no column: TINYINT(1) (MySQL's BOOLEAN), PostgreSQL's boolean. */
    static boolean isFlag(Catalog.Column c) {
        return c.type().toLowerCase(Locale.ROOT).startsWith("tinyint(1)") || c.dataType().equals("boolean")
                || c.dataType().equals("bool");
    }

    /**
     * A TINYINT(1) flag that is a key by itself: its two values 0 and 1, so the table holds two rows, not a
     * sequence to 127 that no flag reads.
     */
    static final String FLAG_KEY = "gen: sequence, start: 0";

    /** A DATE, DATETIME or TIMESTAMP column. */
    static boolean isDate(Catalog.Column c) {
        return Set.of("date", "datetime", "timestamp").contains(c.dataType());
    }

    /** The start of an ordered datetime: {@code gen: datetime, ordered: true}. */
    static final String ORDERED = "gen: datetime, ordered: true";
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
    static String orderedInParent(Catalog.Column c) {
        return ORDERED + ", from: \"2015-01-01\", step: " + (c.dataType().equals("date") ? "365d" : "30d");
    }

    /**
     * Dates that grow over the whole table, so each is different (a key of references and a date): whole days for a
     * DATE, else a step that keeps {@code rows} rows inside the type's range, at most an hour.
     */
    static String orderedInTable(Catalog.Column c, long rows) {
        if (c.dataType().equals("date")) {
            return ORDERED + ", from: \"2000-01-01\", step: 1d";
        }
        long end = c.dataType().equals("timestamp") ? TIMESTAMP_END : DATETIME_END;
        long step = Math.max(1, Math.min(3600, (end - FROM_2020) / (Math.max(1, rows) + 1)));
        return ORDERED + ", from: \"2020-01-01\", step: " + step + "s";
    }

    /** How many rows an ordered datetime of {@link #orderedInTable} holds inside the column type's range. */
    static long orderedValues(Catalog.Column c) {
        if (c.dataType().equals("date")) {
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
    static String choose(Catalog.Table t, Catalog.Column c, boolean key, boolean unique, String sequence, long rows) {
        return choose(t, c, key, unique, sequence, rows, Map.of());
    }

    /** As above, {@code made} the columns whose generators a key of several columns chose already. */
    static String choose(Catalog.Table t, Catalog.Column c, boolean key, boolean unique, String sequence, long rows,
            Map<String, String> made) {
        String gen = alone(t, c, key, unique, sequence, rows);
        return key || unique ? gen : OrderedPairs.follow(t, c, gen, rows, made);
    }

    /** As {@link #choose}, from the column alone: not yet following the other end of a pair. */
    static String alone(Catalog.Table t, Catalog.Column c, boolean key, boolean unique, String sequence, long rows) {
        String dt = c.dataType();
        String type = c.type().toLowerCase(Locale.ROOT);
        List<String> words = words(c.name());
        if ((key || unique) && isInteger(c) && isFlag(c)) {
            return FLAG_KEY;
        }
        if (key) {
            if (isInteger(c)) {
                return "gen: sequence";
            }
            if (dt.equals("uuid")) { // MariaDB's UUID type reads a UUID's text
                return "gen: uuid7";
            }
            if (isDate(c)) { // a calendar: one row a day
                return orderedInTable(c, rows);
            }
            if (type.equals("binary(16)")) {
                return "gen: uuid7";
            }
            // an unbounded varchar or text key (a Rails string key on PostgreSQL) holds a UUID's text too
            if (TEXTS.contains(dt) && (c.length() == null || c.length() >= 36)) {
                return "gen: uuid7, type: \"CHAR(36)\"";
            }
            if (TEXTS.contains(dt) && c.length() != null && c.length() >= 1) {
                return "gen: code, length: " + Math.min(12, c.length());
            }
            if (BYTES.contains(dt) && c.length() != null && c.length() >= 1) { // a code's characters are its bytes
                return "gen: code, length: " + Math.min(12, c.length());
            }
            throw SpecFromCatalog.unfillable(t, c.name(), "a primary key of type " + c.type() + " is not made yet "
                    + "(seedgen makes integer sequences, codes and UUIDs)");
        }
        if (unique && isDate(c)) {
            return orderedInTable(c, rows);
        }
        if (isInteger(c)) {
            if (isFlag(c)) {
                return "gen: bool, p: 0.5";
            }
            if (unique) {
                return "gen: sequence";
            }
            String moment = Moments.integer(t, c, words);
            if (moment != null) {
                return moment;
            }
            long[] range = integerRange(dt, type.contains("unsigned"));
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
                    : has(words, "bytes", "size") ? new long[] {1_000, 10_000_000}
                    : Codes.of(words) != null ? Codes.of(words)
                    : new long[] {0, 1_000_000};
            return "gen: int, min: " + Math.max(range[0], Math.min(wanted[0], range[1])) + ", max: "
                    + Math.min(range[1], wanted[1]);
        }
        switch (dt) {
            case "boolean", "bool": // PostgreSQL's boolean
                return "gen: bool, p: 0.5";
            case "year":
                return "gen: int, min: 1990, max: 2030";
            case "decimal", "numeric": {
                long p = c.precision() == null ? 10 : c.precision();
                long s = c.scale() == null ? 0 : c.scale();
                BigDecimal largest = BigDecimal.TEN.pow((int) (p - s)).subtract(BigDecimal.ONE.movePointLeft((int) s));
                long degrees = degrees(words);
                BigDecimal cap = BigDecimal.valueOf(degrees > 0 ? degrees
                        : has(words, "price", "amount", "total", "cost") ? 500 : 1000);
                BigDecimal max = largest.min(cap);
                BigDecimal min = type.contains("unsigned") || max.signum() > 0 && degrees == 0 ? BigDecimal.ZERO
                        : max.negate();
                return "gen: decimal, min: " + min.toPlainString() + ", max: " + max.toPlainString() + ", scale: " + s;
            }
            case "float", "double", "real": {
                long degrees = degrees(words);
                return degrees > 0 ? "gen: decimal, min: -" + degrees + ", max: " + degrees + ", scale: 6"
                        : "gen: decimal, min: 0, max: 1000, scale: 2";
            }
            case "set":
                return setChoice(YamlText.members(c.type()));
            case "enum": {
                StringBuilder b = new StringBuilder("gen: choice, values: [");
                List<String> members = YamlText.members(c.type());
                for (int i = 0; i < members.size(); i++) {
                    b.append(i == 0 ? "" : ", ").append(YamlText.quote(members.get(i)));
                }
                return b.append(']').toString();
            }
            case "date", "datetime", "timestamp": {
                if (has(words, "birth", "birthday", "dob", "born")) {
                    return "gen: datetime, from: \"1950-01-01\", to: \"2006-01-01\"";
                }
                return dt.equals("date") ? "gen: datetime, from: \"2020-01-01\", to: \"2025-01-01\""
                        : "gen: datetime, from: \"2023-01-01\", to: \"2025-01-01\"";
            }
            case "time":
                return "gen: datetime, from: \"2023-01-01\", to: \"2025-01-01\"";
            case "json":
                return "gen: json, fields: {note: {gen: lorem, words: 1..3}, n: {gen: int, min: 0, max: 100}}";
            case "binary", "varbinary", "tinyblob", "blob", "mediumblob", "longblob":
                return bytes(t, c, words, unique);
            case "uuid":
                return "gen: uuid4";
            case "inet4":
                return faker("internet.ip_v4_address");
            case "inet6":
                return faker("internet.ip_v6_address");
            case "bit": {
                long width = c.precision() == null ? 1 : c.precision();
                return width == 1 ? "gen: bits" : "gen: bits, width: " + width;
            }
            case "geometry", "point", "linestring", "polygon", "multipoint", "multilinestring", "multipolygon",
                    "geometrycollection", "geomcollection": {
                if (unique) {
                    throw SpecFromCatalog.unfillable(t, c.name(), "a unique " + c.type() + " column is not made yet");
                }
                seedgen.generate.Geometries.Kind kind = seedgen.generate.Geometries.Kind.ofType(dt);
                return "gen: geometry, kind: " + kind.name().toLowerCase(Locale.ROOT)
                        + (c.srid() == null || c.srid() == 0 ? "" : ", srid: " + c.srid());
            }
            default: {
                String own = PgTypes.choose(t, c, unique, rows); // PostgreSQL's types that have no MySQL word
                if (own != null) {
                    return own;
                }
                break;
            }
        }
        if (c.json()) { // MariaDB's JSON: LONGTEXT with a json_valid check
            return "gen: json, fields: {note: {gen: lorem, words: 1..3}, n: {gen: int, min: 0, max: 100}}";
        }
        if (TEXTS.contains(dt)) {
            return text(t, c, words, unique, sequence);
        }
        throw SpecFromCatalog.unfillable(t, c.name(), "type " + c.type() + " is not one seedgen fills yet; give the "
                + "column a generator in the spec, or let the server fill it (a default) by leaving it out");
    }

    private static String text(Catalog.Table t, Catalog.Column c, List<String> words, boolean unique,
            String sequence) {
        long n = c.length() == null ? 65_535 : Math.min(c.length(), 65_535);
        if (unique) {
            String named = ThingNames.unique(t, words, n, sequence);
            if (named != null) {
                return named;
            }
            // never the bare key ("1", "2", ...): a user's name is user17, anything else its own words, slug_17
            String prefix = has(words, "email") || has(words, "username", "login", "handle")
                    || has(words, "user") && has(words, "name") ? "user"
                    : String.join("_", words).replaceAll("[^a-z0-9_]", "") + "_";
            prefix = prefix.equals("_") ? "" : prefix;
            String suffix = has(words, "email") ? "@example.com" : "";
            if (sequence != null && n >= prefix.length() + suffix.length() + 20) {
                return "gen: template, text: \"" + prefix + "{" + sequence + "}" + suffix + "\"";
            }
            if (n >= 36) {
                return "gen: uuid4, type: \"CHAR(36)\"";
            }
            return "gen: code, length: " + Math.min(12, n);
        }
        String secret = Passwords.of(t, words, n);
        if (secret != null) {
            return secret;
        }
        String network = Networks.of(t, words, n);
        if (network != null) {
            return network;
        }
        String byName = TextByName.of(words, n);
        if (byName != null) {
            return byName;
        }
        String moment = Moments.text(t, words, n);
        if (moment != null) {
            return moment;
        }
        if (has(words, "first", "given") && has(words, "name", "first") && n >= Generators.longestName()) {
            return "gen: first_name";
        }
        if ((has(words, "last", "family") && has(words, "name") || has(words, "surname"))
                && n >= Generators.longestName()) {
            return "gen: last_name";
        }
        if (has(words, "name") && !has(words, "user")) {
            for (String[] rule : FAKER) { // a place's name is the place: country_name, city_name
                if (PLACES.contains(rule[0]) && words.contains(rule[0])) {
                    return faker(rule[1].equals("address.country") && n <= 3 ? "address.country_code" : rule[1]);
                }
            }
            String named = ThingNames.of(t, words);
            if (named != null) {
                return named;
            }
            // a thing's name (products.name, productName, Genre.Name) is words; anyone else's a person's name
            boolean thing = words.stream().anyMatch(THINGS::contains) || words.size() == 1
                    && words(t.name()).stream().map(w -> w.endsWith("s") ? w.substring(0, w.length() - 1) : w)
                            .anyMatch(THINGS::contains);
            if (thing) {
                long most = n / (Lorem.LONGEST + 1);
                return most >= 1 ? "gen: lorem, words: 1.." + Math.min(most, 3) : faker("lorem.characters");
            }
            if (has(words, "company", "vendor", "supplier", "manufacturer", "customer", "client")) {
                return faker("company.name");
            }
            return faker("name.full_name");
        }
        for (String[] rule : FAKER) {
            if (words.contains(rule[0]) && (!rule[0].equals("job") || occupation(t, words))) {
                return faker(rule[1].equals("address.country") && n <= 3 ? "address.country_code" : rule[1]);
            }
        }
        if (has(words, "uuid", "guid") && n >= 36) {
            return "gen: uuid4, type: \"CHAR(36)\"";
        }
        if (has(words, "uuid", "guid") && n >= 32) { // a UUID's hex without its dashes
            return UUID_HEX;
        }
        if (has(words, "status") && n >= 8) {
            return "gen: choice, values: {active: 8, inactive: 1, pending: 1}";
        }
        long most = n / (Lorem.LONGEST + 1);
        if (most >= 1) {
            boolean prose = words.stream().anyMatch(PROSE::contains);
            boolean title = words.stream().anyMatch(TITLES::contains);
            long hi = Math.min(most, prose ? 40 : title ? 8 : 6);
            long lo = Math.min(hi, prose ? 5 : title ? 2 : 1);
            return "gen: lorem, words: " + lo + ".." + hi;
        }
        return faker("lorem.characters");
    }

    /** A {@code job} column names a person's occupation, not a scheduled job's group or class. */
    private static boolean occupation(Catalog.Table t, List<String> words) {
        return OCCUPATION.containsAll(words) && !TableKinds.jobs(t);
    }

    /**
     * Bytes: a BINARY(16) a UUID's bytes; any other binary column text of a fitting length (its bytes are what is
     * stored), or digits where even one word would not fit.
     */
    private static String bytes(Catalog.Table t, Catalog.Column c, List<String> words, boolean unique) {
        long n = c.length() == null ? 65_535 : Math.min(c.length(), 65_535);
        if (c.type().equalsIgnoreCase("binary(16)")) {
            return "gen: uuid4";
        }
        if (unique) { // a code's characters are its bytes
            return "gen: code, length: " + Math.min(12, n);
        }
        String hex = TextByName.hex(words, n); // a digest's hex digits fill the column: no NUL padding
        if (hex != null) {
            return hex;
        }
        String moment = n == 14 ? Moments.text(t, words, n) : null; // MediaWiki's BINARY(14) times
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
            return "gen: lorem, words: 1.." + Math.min(most, 40);
        }
        return "gen: int, min: 0, max: " + (n >= 18 ? Long.MAX_VALUE : (long) Math.pow(10, n) - 1);
    }

    /**
     * A SET's values: each combination of its members ({@code a,c}), written in the members' order as the server
     * keeps them, and the empty set; with more than six members, each member alone and each pair.
     */
    static String setChoice(List<String> members) {
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
        StringBuilder b = new StringBuilder("gen: choice, values: [");
        for (int i = 0; i < values.size(); i++) {
            b.append(i == 0 ? "" : ", ").append(YamlText.quote(values.get(i)));
        }
        return b.append(']').toString();
    }

    /** The largest degrees of a latitude (90) or longitude (180) column, else 0. */
    private static long degrees(List<String> words) {
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
