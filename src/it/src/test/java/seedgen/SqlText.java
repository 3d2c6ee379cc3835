package seedgen;

import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * SQL in a text, of any server: a statement's first keyword in capitals as this code writes SQL (SELECT, INSERT INTO,
 * UPDATE ... SET, DELETE FROM, CREATE/ALTER/DROP of an object, TRUNCATE, WITH ... AS), or a clause in capitals (FROM,
 * WHERE, GROUP BY, ORDER BY, JOIN ... ON, VALUES, an aggregate's call). A message names a statement in capitals too
 * ("by INSERT", "a CHECK"), so a keyword counts only in a statement's shape: followed by what the statement takes.
 */
final class SqlText {

    private static final Pattern STATEMENT = Pattern.compile(
            "\\b(SELECT\\s+(DISTINCT\\s+)?[\\w\"`*(\u0001]"
                    + "|INSERT\\s+INTO\\s"
                    + "|UPDATE\\s+\\S+\\s+SET\\s"
                    + "|DELETE\\s+FROM\\s"
                    + "|(CREATE|ALTER|DROP)\\s+(TEMPORARY\\s+|UNIQUE\\s+)?(TABLE|INDEX|SCHEMA|DATABASE|VIEW|TRIGGER"
                    + "|FUNCTION|PROCEDURE|USER|ROLE|SEQUENCE)\\b"
                    + "|TRUNCATE\\s+(TABLE\\s+)?[\\w\"`\u0001]"
                    + "|WITH\\s+\\w+\\s+AS\\s*\\("
                    + "|FROM\\s+[\\w\"`\u0001][^\\s]*\\s+WHERE\\s"
                    + "|GROUP\\s+BY\\s|ORDER\\s+BY\\s"
                    + "|(COUNT|SUM|MIN|MAX|AVG)\\((\\*|DISTINCT\\s|[\\w\"`\u0001])"
                    + "|VALUES\\s*\\()");

    private SqlText() {
    }

    /** The first SQL found in {@code text}, as found there, or none. */
    static Optional<String> in(String text) {
        Matcher m = STATEMENT.matcher(text);
        return m.find() ? Optional.of(m.group().strip()) : Optional.empty();
    }
}
