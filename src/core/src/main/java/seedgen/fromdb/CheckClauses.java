package seedgen.fromdb;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import seedgen.catalog.Catalog;

/**
 * Reads a table's CHECK constraints in the forms seedgen follows into a {@link Checks.Rule} for each column: a
 * column against a literal ({@code price > 0}, {@code qty BETWEEN 1 AND 10}, {@code day >= '2000-01-01'},
 * {@code kind <> 3}), a column in a list ({@code status IN ('new', 'done')}), {@code col IS NOT NULL}, and one date
 * column against another ({@code ends >= starts}), joined by AND. Anything else (OR, functions, arithmetic) is not
 * followed, and said so.
 */
final class CheckClauses {

    private static final String COL = "`?([A-Za-z_][A-Za-z0-9_]*)`?";
    private static final String NUM = "(-?\\d+(?:\\.\\d+)?)";
    private static final String STR = "'((?:[^']|'')*)'";
    private static final String OP = "(>=|<=|<>|!=|>|<|=)";
    private static final Pattern COL_LIT = Pattern.compile(COL + "\\s*" + OP + "\\s*(?:" + NUM + "|" + STR + ")");
    private static final Pattern LIT_COL = Pattern.compile("(?:" + NUM + "|" + STR + ")\\s*" + OP + "\\s*" + COL);
    private static final Pattern COL_COL = Pattern.compile(COL + "\\s*" + OP + "\\s*" + COL);
    private static final Pattern IN = Pattern.compile("(?i)" + COL + "\\s+in\\s*\\((.*)\\)");
    /** {@code col LIKE 'pattern'}; PostgreSQL writes LIKE as {@code ~~}. */
    private static final Pattern LIKE = Pattern.compile("(?i)" + COL + "(?:\\s+like\\s+|\\s*~~\\s*)" + STR);
    private static final Pattern IS_NULL = Pattern.compile("(?i)" + COL + "\\s+is\\s+null");
    private static final Pattern NOT_NULL = Pattern.compile("(?i)" + COL + "\\s+is\\s+not\\s+null");
    private static final Pattern BETWEEN = Pattern.compile("(?i)" + COL + "\\s+between\\s+(" + NUM + "|" + STR
            + ")\\s+and\\s+(" + NUM + "|" + STR + ")");
    private static final Pattern ITEM = Pattern.compile("\\s*(?:" + NUM + "|" + STR + ")\\s*(?:,|$)");


    private CheckClauses() {
    }

    static Checks.Parsed parse(Catalog.Table t) {
        Map<String, Checks.Rule> rules = new HashMap<>();
        List<String> unfollowed = new ArrayList<>();
        for (String clause : t.checks()) {
            Map<String, Checks.Rule> mine = new HashMap<>();
            if (!parse(t, normal(clause), mine)) {
                unfollowed.add(clause);
                continue;
            }
            mine.forEach((column, r) -> merge(rules.computeIfAbsent(column, k -> new Checks.Rule()), r, clause));
        }
        return new Checks.Parsed(rules, unfollowed);
    }

    /** The clause without introducers, escaped quotes or the parentheses around the whole. */
    static String normal(String clause) {
        String s = clause.replaceAll("_[A-Za-z0-9]+'", "'").replace("\\'", "'").strip();
        while (s.startsWith("(") && s.endsWith(")") && balanced(s.substring(1, s.length() - 1))) {
            s = s.substring(1, s.length() - 1).strip();
        }
        return s;
    }

    private static boolean balanced(String s) {
        int depth = 0;
        boolean quoted = false;
        for (char c : s.toCharArray()) {
            if (c == '\'') {
                quoted = !quoted;
            } else if (!quoted && c == '(') {
                depth++;
            } else if (!quoted && c == ')' && --depth < 0) {
                return false;
            }
        }
        return depth == 0;
    }

    private static boolean parse(Catalog.Table t, String clause, Map<String, Checks.Rule> out) {
        String s = BETWEEN.matcher(clause).replaceAll(m -> Matcher.quoteReplacement("`" + m.group(1) + "` >= "
                + m.group(2) + " and `" + m.group(1) + "` <= " + m.group(5)));
        // "A or COL is null": seedgen's NULLs keep it, its other values must keep A
        String[] either = s.split("(?i)\\s+or\\s+");
        if (either.length == 2) {
            Matcher first = IS_NULL.matcher(normal(either[0]));
            Matcher second = IS_NULL.matcher(normal(either[1]));
            if (second.matches() || first.matches()) {
                s = normal(second.matches() ? either[0] : either[1]);
            }
        }
        if (Pattern.compile("(?i)\\bor\\b").matcher(s.replaceAll(STR, "''")).find()) {
            return false;
        }
        for (String part : s.split("(?i)\\s+and\\s+")) {
            String p = normal(part);
            Matcher m;
            if ((m = NOT_NULL.matcher(p)).matches()) {
                Checks.Rule r = rule(t, out, m.group(1));
                if (r == null) {
                    return false;
                }
                r.notNull = true;
            } else if ((m = LIKE.matcher(p)).matches()) {
                Checks.Rule r = rule(t, out, m.group(1));
                if (r == null || r.like != null) {
                    return false;
                }
                r.like = m.group(2).replace("''", "'");
            } else if ((m = IN.matcher(p)).matches()) {
                Checks.Rule r = rule(t, out, m.group(1));
                List<String> values = new ArrayList<>();
                Matcher item = ITEM.matcher(m.group(2));
                int end = 0;
                while (item.find() && item.start() == end) {
                    values.add(item.group(1) != null ? item.group(1) : item.group(2).replace("''", "'"));
                    end = item.end();
                }
                if (r == null || end != m.group(2).length() || values.isEmpty()) {
                    return false;
                }
                r.in = values;
            } else if ((m = COL_LIT.matcher(p)).matches()) {
                if (!bound(t, out, m.group(1), m.group(2), m.group(3), m.group(4))) {
                    return false;
                }
            } else if ((m = LIT_COL.matcher(p)).matches()) {
                if (!bound(t, out, m.group(4), flip(m.group(3)), m.group(1), m.group(2))) {
                    return false;
                }
            } else if ((m = COL_COL.matcher(p)).matches()) {
                String a = m.group(1);
                String op = m.group(2);
                String b = m.group(3);
                if (op.equals("<") || op.equals("<=")) { // b comes after a
                    String x = a;
                    a = b;
                    b = x;
                    op = flip(op);
                }
                if (!op.equals(">") && !op.equals(">=") || t.column(b) == null) {
                    return false;
                }
                Checks.Rule r = rule(t, out, a);
                if (r == null || !ColumnRules.isDate(t.column(a)) || !ColumnRules.isDate(t.column(b))) {
                    return false;
                }
                r.after = t.column(b).name();
                r.afterStrict = op.equals(">");
            } else {
                return false;
            }
        }
        return true;
    }

    private static boolean bound(Catalog.Table t, Map<String, Checks.Rule> out, String column, String op, String number,
            String text) {
        Checks.Rule r = rule(t, out, column);
        if (r == null) {
            return false;
        }
        if (number == null) {
            String v = text.replace("''", "'");
            switch (op) {
                case ">", ">=" -> {
                    r.loText = v;
                    r.loTextStrict = op.equals(">");
                }
                case "<", "<=" -> r.hiText = op.equals("<") ? before(v) : v;
                case "=" -> r.in = List.of(v);
                default -> r.notText.add(v);
            }
            return true;
        }
        BigDecimal v = new BigDecimal(number);
        switch (op) {
            case ">", ">=" -> {
                r.lo = v;
                r.loStrict = op.equals(">");
            }
            case "<", "<=" -> {
                r.hi = v;
                r.hiStrict = op.equals("<");
            }
            case "=" -> r.in = List.of(number);
            default -> r.not.add(v);
        }
        return true;
    }

    /** A text bound just below {@code v}: the day before, for a date. */
    private static String before(String v) {
        try {
            return java.time.LocalDate.parse(v.substring(0, 10)).minusDays(1).toString();
        } catch (RuntimeException e) {
            return v;
        }
    }

    private static Checks.Rule rule(Catalog.Table t, Map<String, Checks.Rule> out, String column) {
        Catalog.Column c = t.column(column);
        return c == null ? null : out.computeIfAbsent(c.name(), k -> new Checks.Rule());
    }

    private static String flip(String op) {
        return switch (op) {
            case ">" -> "<";
            case ">=" -> "<=";
            case "<" -> ">";
            case "<=" -> ">=";
            default -> op;
        };
    }

    private static void merge(Checks.Rule into, Checks.Rule r, String clause) {
        if (r.like != null) {
            into.like = r.like;
        }
        if (r.lo != null && (into.lo == null || r.lo.compareTo(into.lo) > 0)) {
            into.lo = r.lo;
            into.loStrict = r.loStrict;
        }
        if (r.hi != null && (into.hi == null || r.hi.compareTo(into.hi) < 0)) {
            into.hi = r.hi;
            into.hiStrict = r.hiStrict;
        }
        if (r.loText != null && (into.loText == null || r.loText.compareTo(into.loText) > 0)) {
            into.loText = r.loText;
            into.loTextStrict = r.loTextStrict;
        }
        if (r.hiText != null && (into.hiText == null || r.hiText.compareTo(into.hiText) < 0)) {
            into.hiText = r.hiText;
        }
        into.not.addAll(r.not);
        into.notText.addAll(r.notText);
        if (r.in != null) {
            into.in = into.in == null ? r.in : into.in.stream().filter(r.in::contains).toList();
        }
        into.notNull |= r.notNull;
        if (r.after != null) {
            into.after = r.after;
            into.afterStrict = r.afterStrict;
        }
        into.clauses.add(clause.strip());
    }
}
