package seedgen;

import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The marks of one server's SQL in a text: its catalog schemas, its bulk statements, its session settings and its lock
 * functions, in any case. COPY is also an English word ("an empty copy of the schema"), so it counts in capitals, as
 * this code writes SQL, or in any case in the shape of a statement ({@code copy t (a, b) from ...}, psql's
 * {@code \copy} too).
 */
final class ServerSql {

    private static final List<Pattern> MARKS = List.of(
            Pattern.compile("information_schema", Pattern.CASE_INSENSITIVE),
            Pattern.compile("pg_catalog", Pattern.CASE_INSENSITIVE),
            Pattern.compile("load\\s+data", Pattern.CASE_INSENSITIVE),
            Pattern.compile("set\\s+session", Pattern.CASE_INSENSITIVE),
            Pattern.compile("get_lock", Pattern.CASE_INSENSITIVE),
            Pattern.compile("pg_advisory", Pattern.CASE_INSENSITIVE),
            Pattern.compile("COPY "),
            // COPY, a table (a concatenation's hole, U+0001, among them), maybe its columns, then where the rows
            // come from or go to: the client, a program, a file named in quotes or by a hole
            Pattern.compile("\\bcopy\\s+\\S+(\\s*\\([^)]*\\))?\\s+(from|to)\\s+(stdin|stdout|program|'|\u0001)",
                    Pattern.CASE_INSENSITIVE));

    private ServerSql() {
    }

    /** The first mark of server SQL in {@code text}, as found there, or none. */
    static Optional<String> in(String text) {
        for (Pattern mark : MARKS) {
            Matcher m = mark.matcher(text);
            if (m.find()) {
                return Optional.of(m.group());
            }
        }
        return Optional.empty();
    }

    /** {@code text} on one line, a concatenation's holes shown as {@code …}. */
    static String readable(String text) {
        return text.replace('\u0001', '…').replace("\n", "\\n");
    }
}
