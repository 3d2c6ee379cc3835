package seedgen.fromdb;

import seedgen.catalog.Catalog;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * CHECK constraints over which of several nullable columns hold a value, as applications write them for "this row
 * belongs to a group or to a project": exactly one ({@code num_nonnulls(a, b) = 1}, {@code (a IS NULL) <> (b IS
 * NULL)}), at least one ({@code num_nonnulls(a, b) >= 1}, {@code a IS NOT NULL OR b IS NOT NULL}), or all or none
 * ({@code num_nonnulls(a, b) = 2 OR num_nulls(a, b) = 2}). They are kept by construction: the first column always
 * holds a value, and for "exactly one" the others are left to NULL.
 */
record OneOf(Catalog.Table table, Set<String> filled, Set<String> leftNull, List<String> clauses) {

    private static final String NAMES = "([\\w\"` ]+(?:,\\s*[\\w\"` ]+)*)";
    private static final Pattern NONNULLS = Pattern.compile("(?i)^num_nonnulls\\(" + NAMES + "\\)\\s*(=|>=|>)\\s*(\\d+)$");
    private static final Pattern EITHER = Pattern.compile("(?i)^\\(?\\s*([\\w\"`]+) IS NULL\\s*\\)?\\s*<>\\s*\\(?\\s*"
            + "([\\w\"`]+) IS NULL\\s*\\)?$");
    private static final Pattern ANY = Pattern.compile("(?i)^\\(?\\s*[\\w\"`]+ IS NOT NULL\\s*\\)?(?:\\s+OR\\s+\\(?\\s*"
            + "[\\w\"`]+ IS NOT NULL\\s*\\)?)+$");
    private static final Pattern NOT_NULL = Pattern.compile("(?i)([\\w\"`]+) IS NOT NULL");
    private static final Pattern ALL_OR_NONE = Pattern.compile("(?i)^\\(?num_nonnulls\\(" + NAMES + "\\)\\s*=\\s*(\\d+)"
            + "\\)?\\s+OR\\s+\\(?num_nulls\\(" + NAMES + "\\)\\s*=\\s*(\\d+)\\)?$");

    /** The table without the clauses this reads, the columns that always hold a value, those left to NULL. */
    static OneOf of(Catalog.Table t) {
        Set<String> filled = new LinkedHashSet<>();
        Set<String> leftNull = new LinkedHashSet<>();
        List<String> kept = new ArrayList<>();
        List<String> read = new ArrayList<>();
        for (String clause : t.checks()) {
            String s = CheckClauses.normal(clause);
            List<String> columns = null;
            boolean exactlyOne = false;
            Matcher m;
            if ((m = NONNULLS.matcher(s)).matches()) {
                columns = names(m.group(1));
                int n = Integer.parseInt(m.group(3));
                exactlyOne = m.group(2).equals("=") && n == 1;
                boolean atLeastOne = m.group(2).equals(">=") && n == 1 || m.group(2).equals(">") && n == 0;
                boolean all = m.group(2).equals("=") && n == columns.size();
                if (!exactlyOne && !atLeastOne && !all) {
                    columns = null;
                } else if (all) {
                    columns.forEach(filled::add);
                }
            } else if ((m = EITHER.matcher(s)).matches()) {
                columns = List.of(unquote(m.group(1)), unquote(m.group(2)));
                exactlyOne = true;
            } else if (ANY.matcher(s).matches()) {
                columns = new ArrayList<>();
                Matcher each = NOT_NULL.matcher(s);
                while (each.find()) {
                    columns.add(unquote(each.group(1)));
                }
            } else if ((m = ALL_OR_NONE.matcher(s)).matches() && names(m.group(1)).equals(names(m.group(3)))
                    && Integer.parseInt(m.group(2)) == names(m.group(1)).size()
                    && Integer.parseInt(m.group(4)) == names(m.group(1)).size()) {
                columns = names(m.group(1));
                filled.addAll(columns);
            }
            List<String> found = columns == null ? null : new ArrayList<>(columns.stream().map(c -> t.column(c)
                    == null ? null : t.column(c).name()).toList());
            if (found != null && !found.contains(null)) {
                // the one that must hold a value first: a key's member or a NOT NULL column cannot be the NULL one
                found.sort(java.util.Comparator.comparing(c -> !t.inKey(c) && t.column(c).nullable()));
            }
            boolean one = exactlyOne;
            if (found == null || found.contains(null) || found.stream().skip(1).anyMatch(c -> one
                    && (t.inKey(c) || !t.column(c).nullable()))) {
                kept.add(clause);
                continue;
            }
            read.add(clause);
            filled.add(found.get(0));
            if (exactlyOne) {
                found.stream().skip(1).forEach(leftNull::add);
            }
        }
        leftNull.removeAll(filled);
        Catalog.Table without = new Catalog.Table(t.name(), t.columns(), t.primaryKey(), t.unique(), t.foreignKeys(),
                t.writtenByTrigger(), List.copyOf(kept), t.defaulted());
        return new OneOf(without, filled, leftNull, read);
    }

    private static List<String> names(String list) {
        List<String> out = new ArrayList<>();
        for (String n : list.split(",")) {
            out.add(unquote(n.strip()));
        }
        return out;
    }

    private static String unquote(String name) {
        String n = name.strip();
        return n.length() > 1 && (n.startsWith("\"") || n.startsWith("`")) ? n.substring(1, n.length() - 1) : n;
    }
}
