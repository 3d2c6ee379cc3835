package seedgen.slice;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.snakeyaml.engine.v2.api.Load;
import org.snakeyaml.engine.v2.api.LoadSettings;
import seedgen.error.SeedgenException;

/**
 * A {@code --shards FILE}: the servers a dataset is spread over, in order, and the rule that routes the rows of its
 * routing table (and every row they own) to them. No password is read from it: each shard's comes from the same
 * places as a single server's (an option file of its own with {@code defaults-file:}, SEEDGEN_PASSWORD,
 * ~/.pgpass, --ask-password).
 */
public record Shards(Routing routing, List<Shard> shards) {

    /** One server: a JDBC URL, or host, port, database and user (null where not given); {@code keys} for a range. */
    public record Shard(String name, String url, String dialect, String host, Integer port, String database,
            String schema, String user, String defaultsFile, long[] keys) {
    }

    private static final Set<String> TOP = Set.of("routing", "shards");
    private static final Set<String> ROUTING = Set.of("table", "by");
    private static final Set<String> SHARD = Set.of("name", "url", "dialect", "host", "port", "database", "schema",
            "user", "defaults-file", "keys");
    private static final Pattern RANGE = Pattern.compile("(-?\\d{1,18})\\s*\\.\\.\\s*(-?\\d{1,18})");

    /** The shards {@code text} (from {@code file}) lists; refused (exit 2) naming the file and what is wrong. */
    public static Shards parse(String file, String text) {
        Object doc;
        try {
            doc = new Load(LoadSettings.builder().setLabel(file).build()).loadFromString(text);
        } catch (RuntimeException e) {
            throw bad(file, "it is not YAML (" + e.getMessage().lines().findFirst().orElse("") + ")");
        }
        Map<String, Object> top = map(file, doc, "the file", TOP);
        Map<String, Object> r = map(file, top.get("routing"), "routing:", ROUTING);
        String table = text(file, r.get("table"), "routing: table:");
        String by = text(file, r.get("by"), "routing: by:");
        Routing.Rule rule = switch (by) {
            case "modulo" -> Routing.Rule.MODULO;
            case "range" -> Routing.Rule.RANGE;
            default -> throw bad(file, "routing: by: " + by + " is not a rule: write modulo (the key mod the number "
                    + "of shards is the shard's place in the list, from 0) or range (each shard's keys: FROM..TO)");
        };
        if (!(top.get("shards") instanceof List<?> list) || list.isEmpty()) {
            throw bad(file, "shards: must list the servers, each with url: or host:, database: and user:");
        }
        List<Shard> shards = new ArrayList<>();
        List<long[]> ranges = new ArrayList<>();
        Set<String> names = new HashSet<>();
        Set<String> places = new HashSet<>();
        for (int i = 0; i < list.size(); i++) {
            String at = "shard " + (i + 1);
            Map<String, Object> s = map(file, list.get(i), at, SHARD);
            String name = s.containsKey("name") ? text(file, s.get("name"), at + " name:") : String.valueOf(i + 1);
            if (!names.add(name)) {
                throw bad(file, "two shards are named " + name + ": give each its own name:");
            }
            String url = s.containsKey("url") ? text(file, s.get("url"), at + " url:") : null;
            String host = s.containsKey("host") ? text(file, s.get("host"), at + " host:") : null;
            if ((url == null) == (host == null)) {
                throw bad(file, "shard " + name + " needs url: or host: (one of them)");
            }
            Integer port = null;
            if (s.containsKey("port")) {
                if (!(s.get("port") instanceof Integer p) || p < 1 || p > 65535) {
                    throw bad(file, "shard " + name + " port: " + s.get("port") + " is not a port (1-65535)");
                }
                port = p;
            }
            long[] keys = null;
            if (s.containsKey("keys")) {
                Matcher m = RANGE.matcher(String.valueOf(s.get("keys")).trim());
                if (!m.matches() || Long.parseLong(m.group(1)) > Long.parseLong(m.group(2))) {
                    throw bad(file, "shard " + name + " keys: " + s.get("keys") + " is not a range: write FROM..TO, "
                            + "e.g. 1..50000");
                }
                keys = new long[] {Long.parseLong(m.group(1)), Long.parseLong(m.group(2))};
            }
            if (rule == Routing.Rule.RANGE && keys == null) {
                throw bad(file, "shard " + name + " needs keys: FROM..TO (routing: by: range)");
            }
            if (rule == Routing.Rule.MODULO && keys != null) {
                throw bad(file, "shard " + name + " has keys:, but routing: by: modulo places each key by its "
                        + "remainder: drop keys:, or route by: range");
            }
            ranges.add(keys);
            Shard shard = new Shard(name, url, opt(file, s, "dialect", at), host, port, opt(file, s, "database", at),
                    opt(file, s, "schema", at), opt(file, s, "user", at), opt(file, s, "defaults-file", at), keys);
            String place = (url != null ? url.replaceAll("[?;].*", "") : host + ":" + port + "/" + shard.database())
                    + "/" + shard.schema();
            if (!places.add(place)) {
                throw bad(file, "shard " + name + " is the same database as another shard: give each shard its own "
                        + "(a shard's tables hold only its rows)");
            }
            shards.add(shard);
        }
        return new Shards(new Routing(table, rule, rule == Routing.Rule.RANGE ? ranges : List.of()), shards);
    }

    private static String opt(String file, Map<String, Object> s, String key, String at) {
        return s.containsKey(key) ? text(file, s.get(key), at + " " + key + ":") : null;
    }

    private static Map<String, Object> map(String file, Object node, String what, Set<String> keys) {
        if (!(node instanceof Map<?, ?> m)) {
            throw bad(file, what + " must be a mapping"
                    + (what.equals("the file") ? " with routing: and shards:" : ""));
        }
        Map<String, Object> out = new LinkedHashMap<>();
        for (Map.Entry<?, ?> e : m.entrySet()) {
            String key = String.valueOf(e.getKey());
            if (key.equals("password")) {
                throw bad(file, what + " has a password:, which never goes in this file: give each shard an option "
                        + "file (defaults-file:, owner-only) or set SEEDGEN_PASSWORD");
            }
            if (!keys.contains(key)) {
                throw bad(file, what + " has no setting " + key + " (there are: " + String.join(", ",
                        keys.stream().sorted().toList()) + ")");
            }
            out.put(key, e.getValue());
        }
        return out;
    }

    private static String text(String file, Object value, String what) {
        if (value == null || value instanceof Map || value instanceof List || String.valueOf(value).isBlank()) {
            throw bad(file, what + " needs a value");
        }
        return String.valueOf(value);
    }

    private static SeedgenException bad(String file, String problem) {
        return SeedgenException.badInput("--shards " + file + ": " + problem);
    }

    /** Shard {@code name}'s place in the list, from 0. */
    public int indexOf(String name) {
        for (int i = 0; i < shards.size(); i++) {
            if (shards.get(i).name().equals(name)) {
                return i;
            }
        }
        throw new IllegalArgumentException(name);
    }
}
