package seedgen.fromdb;

import java.util.List;
import java.util.Set;

/**
 * Text an application reads back and checks, guessed from the column's name: a protocol, a time zone, a MIME type,
 * a file name, a digest, a host, a language, a version, a user agent, a colour. Each value is one the application
 * would accept (a real zone id, a type with its '/', hex of a digest's length), and whole: a value that a shorter
 * column would cut into something invalid is never chosen, so a column too short for the rule gets no rule.
 */
final class TextByName {

    private static final List<String> PROTOCOLS = List.of("http", "https", "ssh", "rdp", "vnc", "telnet", "ftp",
            "sftp");
    /** Canonical IANA zone ids, as PHP's and Java's lists of zones hold them. */
    private static final List<String> ZONES = List.of("UTC", "Europe/Paris", "Europe/London", "Europe/Berlin",
            "Europe/Madrid", "America/New_York", "America/Chicago", "America/Denver", "America/Los_Angeles",
            "America/Sao_Paulo", "Asia/Tokyo", "Asia/Shanghai", "Asia/Kolkata", "Asia/Dubai", "Africa/Cairo",
            "Australia/Sydney");
    private static final List<String> MIME = List.of("text/plain", "text/html", "text/csv", "image/png", "image/jpeg",
            "image/gif", "image/webp", "application/json", "application/pdf", "application/xml", "application/zip",
            "video/mp4", "audio/mpeg");
    private static final List<String> LANGUAGES = List.of("en", "fr", "de", "es", "it", "pt", "nl", "ja", "zh", "ko");
    private static final List<String> LOCALES = List.of("en-US", "en-GB", "fr-FR", "de-DE", "es-ES", "it-IT",
            "pt-BR", "nl-NL", "ja-JP", "zh-CN");
    /** Hex digests by name, and the lengths a hex digest has (MD5, SHA-1, SHA-224, SHA-256, SHA-384, SHA-512). */
    private static final List<Object[]> DIGESTS = List.of(new Object[] {"md5", 32}, new Object[] {"sha1", 40},
            new Object[] {"sha224", 56}, new Object[] {"sha256", 64}, new Object[] {"sha384", 96},
            new Object[] {"sha512", 128});
    private static final Set<Long> DIGEST_LENGTHS = Set.of(32L, 40L, 56L, 64L, 96L, 128L);
    private static final Set<String> HASHES = Set.of("checksum", "hash", "digest", "etag", "md5", "sha1", "sha224",
            "sha256", "sha384", "sha512", "fingerprint");
    /** Words of a random token, hex where the column is as wide as a digest's hex (32, 40, 64...). */
    private static final Set<String> TOKENS = Set.of("token", "salt", "nonce", "secret", "apikey", "signature");

    private TextByName() {
    }

    /** A vCard as RFC 6350 writes one, lines ended by CRLF: what an address book parses. */
    private static final Gen VCARD = faker("\"BEGIN:VCARD\\r\\nVERSION:3.0\\r\\n"
            + "N:#{Name.last_name};#{Name.first_name};;;\\r\\nFN:#{Name.full_name}\\r\\n"
            + "EMAIL;TYPE=INTERNET:#{Internet.emailAddress}\\r\\nEND:VCARD\\r\\n\"");
    /** A VTIMEZONE of UTC as RFC 5545 writes one. */
    private static final Gen VTIMEZONE = Gen.of("choice").with("values", "[\"BEGIN:VTIMEZONE\\r\\nTZID:UTC\\r\\n"
            + "BEGIN:STANDARD\\r\\nDTSTART:19700101T000000\\r\\nTZOFFSETFROM:+0000\\r\\nTZOFFSETTO:+0000\\r\\n"
            + "TZNAME:UTC\\r\\nEND:STANDARD\\r\\nEND:VTIMEZONE\\r\\n\"]");
    /** Cron expressions of five fields (minute to day of week), as crontab and most schedulers read them. */
    private static final List<String> CRON = List.of("*/5 * * * *", "0 * * * *", "0 0 * * *", "30 2 * * 1",
            "0 6 1 * *", "15 */2 * * *");
    /** Cron expressions of a trigger's six fields, seconds first and ? for one of the days (Quartz, Spring). */
    private static final List<String> CRON_SECONDS = List.of("0 0/5 * * * ?", "0 0 * * * ?", "0 0 0 * * ?",
            "0 30 2 ? * MON", "0 0 6 1 * ?", "0 15 0/2 * * ?");

    /** The generator for a text column of {@code n} characters named {@code words}, or null when no rule fits. */
    static Gen of(List<String> words, long n) {
        return of(List.of(), words, n);
    }

    /**
     * As above, in a table named {@code table} (its words): a cron expression of a trigger's table has seconds.
     */
    static Gen of(List<String> table, List<String> words, long n) {
        if (has(words, "vcard") && n >= 200) {
            return VCARD;
        }
        if (has(words, "vtimezone") && n >= 160) {
            return VTIMEZONE;
        }
        if (has(words, "cron", "crontab") && !has(words, "id", "name", "enabled")) {
            return choice(has(table, "trigger", "triggers") ? CRON_SECONDS : CRON, n);
        }
        if (has(words, "protocol", "scheme")) {
            return choice(PROTOCOLS, n);
        }
        if (has(words, "timezone", "tz") || has(words, "time") && has(words, "zone")) {
            // zone ids of the canonical list, never an alias (Etc/UTC) that an application's list leaves out
            return choice(ZONES, n);
        }
        if (has(words, "mime", "mimetype") || has(words, "content", "media") && has(words, "type")) {
            return choice(MIME, n);
        }
        if (has(words, "filename") || has(words, "file") && has(words, "name")) {
            return n >= 22 ? faker("\"#{Lorem.word}.#{File.extension}\"") : null;
        }
        if (has(words, "path") && has(words, "file") && n >= 47) {
            return faker("file.file_name");
        }
        Gen hex = hex(words, n);
        if (hex != null) {
            return hex;
        }
        if (has(words, "host", "hostname", "domain", "fqdn")) {
            return faker("Internet.domainName");
        }
        if (has(words, "agent") && has(words, "user") || has(words, "useragent")) {
            return faker("Internet.userAgent");
        }
        if (has(words, "language", "lang", "locale") && !has(words, "name")) {
            return n >= 5 && !has(words, "lang", "language") ? choice(LOCALES, n) : n >= 2 ? choice(LANGUAGES, n)
                    : null;
        }
        if (has(words, "version") && n >= 5) {
            return faker("\"#{numerify '#.#.#'}\"");
        }
        if (has(words, "color", "colour") && (n == 7 || n == 6)) {
            return n == 7 ? faker("color.hex") : hexOf(6);
        }
        return null;
    }

    /**
     * A checksum, hash or digest: hex of the length its name says (md5 32, sha1 40, sha256 64...), or of the
     * column's length when that is a digest's, else of the whole column (a wide column a SHA-256's 64).
     */
    static Gen hex(List<String> split, long n) {
        List<String> words = new java.util.ArrayList<>(split);
        for (int i = 1; i < split.size(); i++) { // md5 and sha256 split at their digits: md, 5
            if (split.get(i).chars().allMatch(Character::isDigit)) {
                words.add(split.get(i - 1) + split.get(i));
            }
        }
        if (words.stream().anyMatch(TOKENS::contains) && DIGEST_LENGTHS.contains(n)) {
            return hexOf(n); // a session token of 32, an API key of 40: a digest's width is hex
        }
        if (words.stream().noneMatch(HASHES::contains)) {
            return null;
        }
        for (Object[] d : DIGESTS) {
            if (words.contains((String) d[0]) && n >= (Integer) d[1]) {
                return hexOf((Integer) d[1]);
            }
        }
        return hexOf(DIGEST_LENGTHS.contains(n) ? n : n > 128 ? 64 : n);
    }

    private static Gen hexOf(long length) {
        return faker("\"#{regexify '[0-9a-f]{" + length + "}'}\"");
    }

    /** A choice of the {@code values} that fit {@code n} characters, or null when none does. */
    private static Gen choice(List<String> values, long n) {
        List<String> fit = values.stream().filter(v -> v.length() <= n).toList();
        return fit.isEmpty() ? null : Gen.of("choice").with("values", Gen.list(fit.stream().map(YamlText::quote)
                .toList()));
    }

    /** A faker column; with a CHAR/VARCHAR type its values are cut to the column's length. */
    static Gen faker(String expr) {
        return Gen.of("faker").with("expr", expr);
    }

    static boolean has(List<String> words, String... any) {
        for (String a : any) {
            if (words.contains(a)) {
                return true;
            }
        }
        return false;
    }
}
