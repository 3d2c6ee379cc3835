package seedgen.fromdb;

import static seedgen.fromdb.TextByName.faker;
import static seedgen.fromdb.TextByName.has;

import java.util.List;
import java.util.Set;
import seedgen.catalog.Catalog;
import seedgen.generate.Generators;
import seedgen.generate.Lorem;

/**
 * The generator of a text column from the words of its name: a secret, a network address, a moment, a person's,
 * place's or thing's name, a Datafaker field, a status, else words of Lorem as long as the column holds.
 */
final class TextColumns {

    private static final List<String[]> FAKER = List.of(
            new String[] {"email", "internet.email_address"}, new String[] {"bcc", "internet.email_address"},
            new String[] {"cc", "internet.email_address"}, new String[] {"replyto", "internet.email_address"},
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
            new String[] {"currency", "money.currency_code"}, new String[] {"curr", "money.currency_code"});
    /** A version 4 UUID's 32 hex digits, without the dashes (its version digit 4, its variant 8 to b). */
    private static final Gen UUID_HEX = faker("\"#{regexify "
            + "'[0-9a-f]{12}4[0-9a-f]{3}[89ab][0-9a-f]{15}'}\"");
    /** A UUID's text of 36 characters, where the column holds no UUID type. */
    private static final Gen UUID_CHARS = Gen.of("uuid4").with("type", "\"CHAR(36)\"");
    /** Places whose name is the place itself. */
    private static final Set<String> PLACES = Set.of("city", "town", "country", "province", "state");
    /** The words of a person's occupation: job, job_title, jobtitle, job_position. */
    private static final Set<String> OCCUPATION = Set.of("job", "title", "position", "role", "current");
    private static final Set<String> PROSE = Set.of("description", "body", "content", "comment", "comments", "text",
            "bio", "notes", "note", "summary", "message", "details", "review");
    private static final Set<String> TITLES = Set.of("title", "subject", "headline", "caption", "label");
    /** Names of things, not people: a products.name, a genre's name, a productName. */
    private static final Set<String> THINGS = Set.of("product", "item", "category", "genre", "album", "track",
            "playlist", "tag", "brand", "model", "file", "role", "department", "dept", "team", "group", "project",
            "media", "type", "language", "film", "movie", "book", "course", "event", "store", "shop", "region",
            "territory", "office", "warehouse", "channel", "plan", "feature", "status", "level", "privilege",
            "task", "trigger", "calendar", "schedule", "scheduler", "sched", "workflow", "rule", "action",
            "permission", "setting", "template", "report", "dashboard", "widget", "script");

    private TextColumns() {
    }

    static Gen text(Catalog.Table t, Catalog.Column c, List<String> words, boolean unique,
            String sequence) {
        long n = c.length() == null ? 65_535 : Math.min(c.length(), 65_535);
        if (unique) {
            return uniqueText(t, words, n, sequence);
        }
        Gen secret = Passwords.of(t, words, n);
        if (secret != null) {
            return secret;
        }
        Gen network = Networks.of(t, words, n);
        if (network != null) {
            return network;
        }
        Gen byName = TextByName.of(ColumnRules.words(t.name()), words, n);
        if (byName != null) {
            return byName;
        }
        Gen moment = Moments.text(t, words, n);
        if (moment != null) {
            return moment;
        }
        if (has(words, "first", "given") && has(words, "name", "first") && n >= Generators.longestName()) {
            return Gen.of("first_name");
        }
        if ((has(words, "last", "family") && has(words, "name") || has(words, "surname"))
                && n >= Generators.longestName()) {
            return Gen.of("last_name");
        }
        if (has(words, "name") && !has(words, "user")) {
            return named(t, words, n);
        }
        if (has(words, "reply") && has(words, "to")) { // reply_to, Reply-To: an address
            return faker("internet.email_address");
        }
        for (String[] rule : FAKER) {
            if (words.contains(rule[0]) && (!rule[0].equals("job") || occupation(t, words))) {
                return faker(rule[1].equals("address.country") && n <= 3 ? "address.country_code" : rule[1]);
            }
        }
        if (has(words, "uuid", "guid") && n >= 36) {
            return UUID_CHARS;
        }
        if (has(words, "uuid", "guid") && n >= 32) { // a UUID's hex without its dashes
            return UUID_HEX;
        }
        if (has(words, "status") && n >= 8) {
            return Gen.of("choice").with("values", "{active: 8, inactive: 1, pending: 1}");
        }
        long most = n / (Lorem.LONGEST + 1);
        if (most >= 1) {
            boolean prose = words.stream().anyMatch(PROSE::contains);
            boolean title = words.stream().anyMatch(TITLES::contains);
            long hi = Math.min(most, prose ? 40 : title ? 8 : 6);
            long lo = Math.min(hi, prose ? 5 : title ? 2 : 1);
            return Gen.of("lorem").with("words", lo + ".." + hi);
        }
        return faker("lorem.characters");
    }

    /** Unique text: a thing's name, else its own words and the key ({@code user17}, {@code slug_17}), else a code. */
    private static Gen uniqueText(Catalog.Table t, List<String> words, long n, String sequence) {
        Gen named = ThingNames.unique(t, words, n, sequence);
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
            return Gen.of("template").with("text", "\"" + prefix + "{" + sequence + "}" + suffix + "\"");
        }
        if (n >= 36) {
            return UUID_CHARS;
        }
        return UniqueKeys.code(Math.min(12, n));
    }

    /** A column of a name: a place's, a thing's (words), a company's, else a person's. */
    private static Gen named(Catalog.Table t, List<String> words, long n) {
        for (String[] rule : FAKER) { // a place's name is the place: country_name, city_name
            if (PLACES.contains(rule[0]) && words.contains(rule[0])) {
                return faker(rule[1].equals("address.country") && n <= 3 ? "address.country_code" : rule[1]);
            }
        }
        Gen named = ThingNames.of(t, words);
        if (named != null) {
            return named;
        }
        // a thing's name (products.name, productName, Genre.Name) is words; anyone else's a person's name
        boolean thing = words.stream().anyMatch(THINGS::contains) || words.size() == 1
                && ColumnRules.words(t.name()).stream().map(w -> w.endsWith("s") ? w.substring(0, w.length() - 1) : w)
                        .anyMatch(THINGS::contains);
        if (thing) {
            long most = n / (Lorem.LONGEST + 1);
            return most >= 1 ? Gen.of("lorem").with("words", "1.." + Math.min(most, 3)) : faker("lorem.characters");
        }
        if (has(words, "company", "vendor", "supplier", "manufacturer", "customer", "client")) {
            return faker("company.name");
        }
        return faker("name.full_name");
    }

    /** A {@code job} column names a person's occupation, not a scheduled job's group or class. */
    private static boolean occupation(Catalog.Table t, List<String> words) {
        return OCCUPATION.containsAll(words) && !TableKinds.jobs(t);
    }
}
