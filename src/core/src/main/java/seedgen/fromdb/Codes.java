package seedgen.fromdb;

import java.util.List;
import java.util.Set;

/**
 * Integer columns that hold one of a few codes the application defines, not a quantity: a status, a type, a kind,
 * a state, a mode, a severity, a bit set of flags, or a yes/no kept in an INT ({@code is_active}, {@code useip}).
 * Their values are a short run of codes from 0, never a range up to a million no application would hold.
 */
final class Codes {

    /** The last code of each word: the codes are 0..k. */
    private static final List<Object[]> LAST = List.of(new Object[] {"flag", 1L}, new Object[] {"flags", 7L},
            new Object[] {"severity", 5L}, new Object[] {"visibility", 2L}, new Object[] {"privacy", 2L},
            new Object[] {"status", 4L}, new Object[] {"state", 4L}, new Object[] {"stage", 4L},
            new Object[] {"phase", 4L}, new Object[] {"type", 4L}, new Object[] {"kind", 4L},
            new Object[] {"mode", 4L}, new Object[] {"category", 4L});
    /** A first word that makes a name a yes or no: is_active, has_children, useip. */
    private static final Set<String> YES_NO_FIRST = Set.of("is", "has", "can", "allow", "allows", "use", "should",
            "show", "hide", "must", "need", "needs");
    /** A name that is a yes or no by itself. */
    private static final Set<String> YES_NO = Set.of("enabled", "disabled", "active", "inactive", "visible", "hidden",
            "locked", "blocked", "banned", "verified", "confirmed", "approved", "archived", "pinned", "starred",
            "muted", "readonly", "required", "default", "public", "private", "suspended", "internal");
    /** Words that make the column a count, an amount or a reference, whatever else it says. */
    private static final Set<String> NOT = Set.of("id", "ids", "uid", "key", "ref", "count", "number", "num", "nb",
            "total", "sum", "amount", "size", "length", "code", "by", "max", "min", "limit", "version", "seq",
            "order", "orders", "position", "index", "value", "hash", "group", "groups", "sort", "rank");

    private Codes() {
    }

    /** A name that ends in things counted: current_state_events, type_children; flags and status are codes. */
    private static boolean counted(List<String> words) {
        if (words.isEmpty()) {
            return false;
        }
        String end = words.get(words.size() - 1);
        return words.size() >= 2 && end.length() > 3 && end.endsWith("s") && !end.endsWith("ss")
                && !end.endsWith("us") && !end.equals("flags");
    }

    /** The codes 0..k of an integer column named {@code words}, as {@code {0, k}}, or null when it is no code. */
    static long[] of(List<String> words) {
        if (words.isEmpty() || NOT.contains(words.get(words.size() - 1)) || counted(words)) {
            return null;
        }
        // the last word says what the column is: order_status and limit_status are statuses; a code word before
        // a word of counts or references (status_count) was caught above, and elsewhere such a word rules it out
        String end = words.get(words.size() - 1);
        for (Object[] word : LAST) {
            if (end.equals(word[0])) {
                return new long[] {0, (Long) word[1]};
            }
        }
        if (words.stream().anyMatch(NOT::contains)) {
            return null;
        }
        if (YES_NO_FIRST.contains(words.get(0)) && words.size() >= 2
                || words.size() == 1 && YES_NO.contains(words.get(0))) {
            return new long[] {0, 1};
        }
        for (Object[] word : LAST) {
            if (words.contains((String) word[0])) {
                return new long[] {0, (Long) word[1]};
            }
        }
        return null;
    }
}
