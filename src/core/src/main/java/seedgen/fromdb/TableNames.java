package seedgen.fromdb;

import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import seedgen.catalog.Catalog;

/**
 * How a schema names its tables and columns, for references it does not declare: the prefix its tables share
 * ({@code wp_}, {@code mw_}), the prefix a table's columns share ({@code rev_} in MediaWiki's revision), the word a
 * column names a table by ({@code user} of {@code user_id}, {@code userId}, {@code userid}) and that word's plural and
 * singular forms. Names are compared in lower case.
 */
final class TableNames {

    /** A prefix shared by at least this share of the tables (or of a table's columns) is the schema's. */
    private static final double SHARED = 0.75;

    private TableNames() {
    }

    /**
     * The prefix most tables share, up to and including their first underscore ({@code wp_}), where at least three
     * tables and three quarters of them have it; else the empty string.
     */
    static String schemaPrefix(List<String> tables) {
        return sharedPrefix(tables, 3);
    }

    /**
     * The prefix the table's columns share (MediaWiki's {@code rev_} of revision, {@code page_} of page): at least
     * two columns and three quarters of them; else the empty string.
     */
    static String columnPrefix(Catalog.Table t) {
        return sharedPrefix(t.columns().stream().map(Catalog.Column::name).toList(), 2);
    }

    private static String sharedPrefix(List<String> names, int least) {
        Map<String, Integer> counts = new LinkedHashMap<>();
        for (String n : names) {
            String lower = n.toLowerCase(Locale.ROOT);
            int u = lower.indexOf('_');
            if (u > 0 && u < lower.length() - 1) {
                counts.merge(lower.substring(0, u + 1), 1, Integer::sum);
            }
        }
        return counts.entrySet().stream().filter(e -> e.getValue() >= least && e.getValue() >= SHARED * names.size())
                .map(Map.Entry::getKey).findFirst().orElse("");
    }

    /**
     * The word before a column name's id suffix, in lower case: {@code user} of {@code user_id}, {@code userId} and
     * {@code userid}; null for a name with none, or nothing before it ({@code id}, {@code _id}). With {@code exact},
     * only the {@code _id} form.
     */
    static String idWord(String column, boolean exact) {
        String lower = column.toLowerCase(Locale.ROOT);
        if (lower.endsWith("_id") && lower.length() > 3) {
            return lower.substring(0, lower.length() - 3);
        }
        if (exact) {
            return null;
        }
        // userId: the capital I says where the word ends
        if (column.length() > 2 && column.endsWith("Id") && Character.isLowerCase(column.charAt(column.length() - 3))) {
            return lower.substring(0, lower.length() - 2);
        }
        // userid: the word must be a table's own name, which the caller asks; two letters at least
        if (lower.endsWith("id") && lower.length() > 3 && Character.isLetter(lower.charAt(lower.length() - 3))
                && lower.indexOf('_') < 0) {
            return lower.substring(0, lower.length() - 2);
        }
        return null;
    }

    /** The word, its plural forms and its singular ones: user, users; category, categories; status, statuses. */
    static Set<String> forms(String word) {
        Set<String> out = plurals(word);
        if (word.endsWith("ies") && word.length() > 4) {
            out.add(word.substring(0, word.length() - 3) + "y");
        }
        if (word.matches(".*(s|x|z|ch|sh)es") && word.length() > 4) {
            out.add(word.substring(0, word.length() - 2));
        }
        if (word.endsWith("s") && !word.endsWith("ss") && word.length() > 2) {
            out.add(word.substring(0, word.length() - 1));
        }
        return out;
    }

    /** The word and its plural only: user, users; category, categories; status, statuses. */
    static Set<String> plurals(String word) {
        Set<String> out = new LinkedHashSet<>();
        out.add(word);
        out.add(word + "s");
        if (word.matches(".*(s|x|z|ch|sh)")) {
            out.add(word + "es");
        }
        if (word.matches(".*[^aeiou]y")) {
            out.add(word.substring(0, word.length() - 1) + "ies");
        }
        return out;
    }
}
