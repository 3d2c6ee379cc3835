package seedgen.connect;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * PostgreSQL's password file ({@code ~/.pgpass}, or the file {@code PGPASSFILE} names): lines of
 * {@code hostname:port:database:username:password}, {@code *} matching anything, {@code \:} and {@code \\} escaped,
 * {@code #} starting a comment; the first line that matches wins, as in libpq.
 */
final class PgPass {

    private PgPass() {
    }

    /** The password of the first line matching the four fields, if the file has one. */
    static Optional<String> find(Path file, String host, int port, String database, String user) throws IOException {
        for (String line : Files.readAllLines(file)) {
            if (line.isBlank() || line.startsWith("#")) {
                continue;
            }
            List<String> fields = split(line);
            if (fields.size() != 5) {
                continue;
            }
            if (matches(fields.get(0), host) && matches(fields.get(1), Integer.toString(port))
                    && matches(fields.get(2), database) && matches(fields.get(3), user)) {
                return Optional.of(fields.get(4));
            }
        }
        return Optional.empty();
    }

    private static boolean matches(String pattern, String value) {
        return pattern.equals("*") || pattern.equals(value)
                || pattern.equals("localhost") && value.equals("127.0.0.1");
    }

    private static List<String> split(String line) {
        List<String> fields = new ArrayList<>();
        StringBuilder field = new StringBuilder();
        for (int i = 0; i < line.length(); i++) {
            char ch = line.charAt(i);
            if (ch == '\\' && i + 1 < line.length()) {
                field.append(line.charAt(++i));
            } else if (ch == ':' && fields.size() < 4) {
                fields.add(field.toString());
                field.setLength(0);
            } else {
                field.append(ch);
            }
        }
        fields.add(field.toString());
        return fields;
    }
}
