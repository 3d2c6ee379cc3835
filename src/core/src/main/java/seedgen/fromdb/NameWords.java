package seedgen.fromdb;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * The words of a name that runs them together in one case: what PostgreSQL makes of an unquoted camelCase name
 * ({@code nameFirst} becomes {@code namefirst}, {@code birthCountry} {@code birthcountry}), and what some schemas write
 * by hand ({@code starttime}, {@code modifytime}). Such a name is cut into words seedgen's rules know, where the whole
 * of it can be cut so, in as few words as possible; otherwise it stays one word. A name that is a known word itself
 * ({@code username}, {@code birthday}) is never cut.
 */
final class NameWords {

    /**
     * Words the column rules, the name pairs and the ordered pairs read, and the parts names are commonly made of.
     * Two-letter words are few and chosen: a longer word that happens to hold one must not fall apart.
     */
    static final Set<String> KNOWN = Set.of(
            // people
            "name", "first", "last", "middle", "given", "full", "family", "surname", "nick", "nickname", "user",
            "username", "login", "handle", "email", "mail", "phone", "mobile", "fax", "gender", "birth", "birthday",
            "born", "death", "died", "age", "height", "weight", "title", "job", "occupation", "password", "passwd",
            // places
            "address", "street", "city", "town", "country", "state", "province", "region", "zip", "postal",
            "postcode", "code", "lat", "latitude", "lon", "lng", "long", "longitude", "home", "away", "place",
            // time
            "date", "day", "month", "year", "time", "hour", "minute", "second", "week", "created", "updated",
            "modified", "modify", "deleted", "changed", "started", "ended", "start", "end", "begin", "finish",
            "final", "debut", "expires", "expiry", "valid", "until", "since", "from", "to", "at", "on", "stamp",
            "timestamp", "timezone", "zone", "duration", "minutes", "hours", "days", "seconds",
            // things and amounts
            "id", "key", "uuid", "type", "kind", "status", "flag", "count", "number", "num", "total", "amount",
            "price", "cost", "fee", "rate", "percent", "discount", "quantity", "qty", "size", "length", "width",
            "min", "max", "low", "high", "level", "rank", "rating", "score", "priority", "version", "stock",
            "url", "uri", "link", "website", "homepage", "host", "domain", "file", "path", "mime", "color",
            "colour", "label", "caption", "subject", "headline", "description", "body", "content", "comment",
            "note", "notes", "summary", "message", "text", "details", "review", "company", "vendor", "supplier",
            "manufacturer", "product", "item", "order", "customer", "account", "team", "player", "game", "league",
            "season", "position", "ref", "parent", "owner", "group", "role", "display", "language", "locale",
            "currency", "protocol", "agent",
            // hosts, and the moments an application records (useip, ipaddress, lastlogon, createtime)
            "ip", "addr", "mac", "remote", "dns", "port", "ttl", "use", "create", "creation", "modification", "update",
            "expire", "expired", "logon", "seen", "access", "sent", "received", "opened", "closed", "clock",
            // an accounting row's dates (transdate, duedate, datepaid)
            "trans", "transport", "transaction", "due", "paid", "posted", "entered");

    /** The shortest piece a name is cut into, and the shortest name worth cutting. */
    private static final int SHORTEST_WORD = 2;
    private static final int SHORTEST_NAME = 5;

    private NameWords() {
    }

    /** {@code word} (lower case, one word of a name) cut into known words, or as it is. */
    static List<String> cut(String word) {
        if (word.length() < SHORTEST_NAME || KNOWN.contains(word) || !word.chars().allMatch(Character::isLetter)) {
            return List.of(word);
        }
        int n = word.length();
        // fewest[i]: the fewest known words that make word[0, i), and where the last of them starts
        int[] fewest = new int[n + 1];
        int[] from = new int[n + 1];
        java.util.Arrays.fill(fewest, Integer.MAX_VALUE);
        fewest[0] = 0;
        for (int end = SHORTEST_WORD; end <= n; end++) {
            for (int start = 0; start <= end - SHORTEST_WORD; start++) {
                if (fewest[start] != Integer.MAX_VALUE && fewest[start] + 1 < fewest[end]
                        && KNOWN.contains(word.substring(start, end))) {
                    fewest[end] = fewest[start] + 1;
                    from[end] = start;
                }
            }
        }
        if (fewest[n] == Integer.MAX_VALUE) {
            return List.of(word);
        }
        List<String> out = new ArrayList<>();
        for (int end = n; end > 0; end = from[end]) {
            out.add(0, word.substring(from[end], end));
        }
        return out;
    }
}
