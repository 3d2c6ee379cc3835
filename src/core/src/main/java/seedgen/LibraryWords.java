package seedgen;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import seedgen.error.SeedgenException;

/**
 * The library's words for the command's: a line the run says (a refusal, a note) names the command's flags, which a
 * program that calls {@link Seedgen} has none of, so each flag the builder has a call for is said as that call
 * ({@code --threads} as {@code threads(n)}). A flag with no call here (the command's own, such as {@code --resume})
 * is left as it is.
 */
final class LibraryWords {

    /** Flag (with its value where the value decides the call) to the builder's call, longest first where one is a prefix. */
    private static final Map<String, String> CALLS = new LinkedHashMap<>();

    static {
        CALLS.put("--method auto uses insert", "the run uses INSERT");
        CALLS.put("--method auto", "the default method");
        CALLS.put("--method load-data", "loadData()");
        CALLS.put("--method insert", "insert()");
        CALLS.put("--method copy", "COPY (the default on PostgreSQL)");
        CALLS.put("--triggers off", "triggersOff()");
        CALLS.put("--keys-first", "keysFirst()");
        CALLS.put("--defer-indexes", "deferKeys()");
        CALLS.put("--threads", "threads(n)");
        CALLS.put("--rows-for", "rowsFor(table, n)");
        CALLS.put("--rows", "rows(n)");
        CALLS.put("--seed", "seed(n)");
        CALLS.put("--batch", "batch(n)");
        CALLS.put("--param", "param(name, value)");
        CALLS.put("--truncate", "truncate()");
        CALLS.put("--append", "append()");
        CALLS.put("--tune", "tune()");
        CALLS.put("--report", "report(path)");
        CALLS.put("--tables", "tables(...)");
        CALLS.put("--table", "tables(...)");
        CALLS.put("--exclude-tables", "excludeTables(...)");
        CALLS.put("--no-inferred-references", "noInferredReferences()");
        CALLS.put("--learn-from", "learnFrom(database)");
        CALLS.put("--scale", "learnFrom(database, scale, values)");
        CALLS.put("--spec", "Seedgen.spec(path)");
        CALLS.put("--dataset", "Seedgen.dataset(name)");
        CALLS.put("--from-db", "Seedgen.fromSchema()");
        CALLS.put("--url", "the JDBC URL");
        CALLS.put("another --database", "another database in the JDBC URL");
        CALLS.put("--database", "the database in the JDBC URL");
        CALLS.put("another --schema", "another schema (currentSchema in the JDBC URL)");
        CALLS.put("--schema", "the schema (currentSchema in the JDBC URL)");
    }

    private static final Pattern FLAG;

    static {
        StringBuilder alternatives = new StringBuilder();
        CALLS.keySet().stream().sorted((a, b) -> b.length() - a.length()).forEach(f -> alternatives
                .append(alternatives.length() == 0 ? "" : "|").append(Pattern.quote(f)));
        FLAG = Pattern.compile("(?<![\\w-])(" + alternatives + ")(?![\\w-])(?: ([0-9][0-9,_]*)(?![\\w.]))?");
    }

    private LibraryWords() {
    }

    /** {@code line} with each flag the builder has a call for said as that call; the leading "seedgen: " dropped. */
    static String said(String line) {
        if (line == null) {
            return null;
        }
        String text = line.startsWith("seedgen: ") ? line.substring("seedgen: ".length()) : line;
        Matcher m = FLAG.matcher(text);
        StringBuilder out = new StringBuilder();
        while (m.find()) {
            String call = CALLS.get(m.group(1));
            if (m.group(2) != null && call.endsWith("(n)")) {
                call = call.substring(0, call.length() - 2) + m.group(2).replace(",", "_") + ")"; // --rows 500: rows(500)
            } else if (m.group(2) != null) {
                call = call + " " + m.group(2);
            }
            m.appendReplacement(out, Matcher.quoteReplacement(call));
        }
        m.appendTail(out);
        return out.toString();
    }

    /** The same failure, its one line said in the library's words (its kind, so its exit code, and cause kept). */
    static SeedgenException said(SeedgenException e) {
        String words = said(e.getMessage());
        if (words.equals(e.getMessage())) {
            return e;
        }
        SeedgenException again = new SeedgenException(e.kind(), words, e.getCause());
        again.setStackTrace(e.getStackTrace());
        return again;
    }
}
