package seedgen.connect;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import seedgen.error.SeedgenException;

/**
 * The {@code [client]} group of a MySQL option file (my.cnf syntax): {@code key = value} lines, {@code #} and
 * {@code ;} comments, optional quotes, {@code -} and {@code _} alike in keys. Only the keys seedgen uses are
 * kept; {@code !include} directives are not followed.
 */
public final class OptionFile {

    static final List<String> KEYS = List.of("host", "port", "user", "password", "database");

    private final Path path;
    private final Map<String, String> client;

    private OptionFile(Path path, Map<String, String> client) {
        this.path = path;
        this.client = Map.copyOf(client);
    }

    public static OptionFile read(Path path) {
        List<String> lines;
        try {
            lines = Files.readAllLines(path, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw SeedgenException.badInput("cannot read option file " + path + " (" + e.getClass().getSimpleName()
                    + "): check the path given to --defaults-file");
        }
        return new OptionFile(path, parseClientGroup(lines));
    }

    static Map<String, String> parseClientGroup(List<String> lines) {
        Map<String, String> values = new HashMap<>();
        boolean inClient = false;
        for (String raw : lines) {
            String line = raw.strip();
            if (line.isEmpty() || line.startsWith("#") || line.startsWith(";") || line.startsWith("!")) {
                continue;
            }
            if (line.startsWith("[")) {
                inClient = line.replace(" ", "").equalsIgnoreCase("[client]");
                continue;
            }
            if (!inClient) {
                continue;
            }
            int eq = line.indexOf('=');
            String key = (eq < 0 ? line : line.substring(0, eq)).strip().replace('-', '_').toLowerCase();
            if (KEYS.contains(key) && eq >= 0) {
                values.put(key, unquote(line.substring(eq + 1).strip()));
            }
        }
        return values;
    }

    private static String unquote(String value) {
        if (value.length() >= 2 && (value.startsWith("\"") && value.endsWith("\"")
                || value.startsWith("'") && value.endsWith("'"))) {
            return value.substring(1, value.length() - 1);
        }
        int comment = value.indexOf(" #");
        return comment < 0 ? value : value.substring(0, comment).strip();
    }

    public Path path() {
        return path;
    }

    public Optional<String> get(String key) {
        return Optional.ofNullable(client.get(key));
    }

    /** Whether the file names a server (host, port or user), as opposed to holding only a password. */
    public boolean namesAServer() {
        return client.containsKey("host") || client.containsKey("port") || client.containsKey("user");
    }
}
