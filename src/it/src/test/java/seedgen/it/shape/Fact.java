package seedgen.it.shape;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.UnaryOperator;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A fact across the columns of a table's rows, measured the same way on the source and the copy and held within
 * 0.05 of the source's figure. Its expressions are SQL, one for MySQL and MariaDB and one for PostgreSQL (often the
 * same text); a name in braces, {@code {dep_time}}, is the table or column of that name in any case, written as the
 * side's metadata spells it and quoted with its quote string (a compared table's name wins over a column's).
 *
 * <ul>
 *   <li>{@link Kind#SHARE}: of the rows where the first expression is true, the share where the second is too;</li>
 *   <li>{@link Kind#SPEARMAN}: Spearman's rank correlation of two expressions over the rows where both are not NULL,
 *       ties at their average rank (computed on the server with window functions);</li>
 *   <li>{@link Kind#CRAMERS_V}: Cramér's V of two expressions over the rows where both are not NULL;</li>
 *   <li>{@link Kind#QUERY}: a whole query whose first row's first column is the figure.</li>
 * </ul>
 */
public record Fact(String name, String table, Kind kind, List<Expr> expressions) {

    public enum Kind {
        SHARE("share", 2), SPEARMAN("spearman", 2), CRAMERS_V("cramers-v", 2), QUERY("query", 1);

        private final String label;
        private final int expressions;

        Kind(String label, int expressions) {
            this.label = label;
            this.expressions = expressions;
        }

        public String label() {
            return label;
        }

        static Kind of(String label) {
            for (Kind k : values()) {
                if (k.label.equals(label)) {
                    return k;
                }
            }
            throw new IllegalArgumentException("no kind of fact " + label + ": share, spearman, cramers-v or query");
        }
    }

    /** An SQL expression for MySQL and MariaDB, and one for PostgreSQL. */
    public record Expr(String mysql, String postgresql) {
        public static Expr of(String both) {
            return new Expr(both, both);
        }

        String on(boolean pg) {
            return pg ? postgresql : mysql;
        }
    }

    public Fact {
        if (expressions.size() != kind.expressions) {
            throw new IllegalArgumentException("fact " + name + ": " + kind.label + " takes " + kind.expressions
                    + " expressions, not " + expressions.size());
        }
        expressions = List.copyOf(expressions);
    }

    public static Fact share(String name, String table, String given, String holds) {
        return new Fact(name, table, Kind.SHARE, List.of(Expr.of(given), Expr.of(holds)));
    }

    public static Fact spearman(String name, String table, String a, String b) {
        return new Fact(name, table, Kind.SPEARMAN, List.of(Expr.of(a), Expr.of(b)));
    }

    public static Fact cramersV(String name, String table, String a, String b) {
        return new Fact(name, table, Kind.CRAMERS_V, List.of(Expr.of(a), Expr.of(b)));
    }

    public static Fact query(String name, String table, Expr sql) {
        return new Fact(name, table, Kind.QUERY, List.of(sql));
    }

    /**
     * Facts from lines {@code name | kind | table | expression [| expression]}; {@code #} starts a comment. A line
     * that begins with {@code [mysql]} or {@code [postgresql]} gives that family's expressions of the fact named on
     * it; a fact with no such line for a family uses the plain line's.
     */
    public static List<Fact> parse(List<String> lines) {
        Map<String, String[][]> byName = new java.util.LinkedHashMap<>();
        Map<String, String[]> heads = new java.util.LinkedHashMap<>();
        for (String raw : lines) {
            String line = raw.strip();
            if (line.isEmpty() || line.startsWith("#")) {
                continue;
            }
            int family = 2;
            if (line.startsWith("[mysql]")) {
                family = 0;
                line = line.substring("[mysql]".length());
            } else if (line.startsWith("[postgresql]")) {
                family = 1;
                line = line.substring("[postgresql]".length());
            }
            String[] f = line.split("\\|", -1);
            if (f.length < 4) {
                throw new IllegalArgumentException("a fact is name | kind | table | expression...: " + raw);
            }
            String name = f[0].strip();
            heads.putIfAbsent(name, new String[] {f[1].strip(), f[2].strip()});
            String[] exprs = new String[f.length - 3];
            for (int i = 3; i < f.length; i++) {
                exprs[i - 3] = f[i].strip();
            }
            byName.computeIfAbsent(name, k -> new String[3][])[family] = exprs;
        }
        List<Fact> out = new ArrayList<>();
        for (Map.Entry<String, String[][]> e : byName.entrySet()) {
            String[][] forms = e.getValue();
            String[] plain = forms[2];
            String[] my = forms[0] != null ? forms[0] : plain;
            String[] pg = forms[1] != null ? forms[1] : plain;
            if (my == null || pg == null || my.length != pg.length) {
                throw new IllegalArgumentException("fact " + e.getKey() + ": give it for both families, or plainly");
            }
            List<Expr> exprs = new ArrayList<>();
            for (int i = 0; i < my.length; i++) {
                exprs.add(new Expr(my[i], pg[i]));
            }
            String[] head = heads.get(e.getKey());
            out.add(new Fact(e.getKey(), head[1], Kind.of(head[0].toLowerCase(Locale.ROOT)), exprs));
        }
        return out;
    }

    private static final Pattern NAME = Pattern.compile("\\{([^{}]+)}");

    /** The expression for a side, its names in braces replaced by {@code names}. */
    static String resolve(String expression, UnaryOperator<String> names) {
        Matcher m = NAME.matcher(expression);
        StringBuilder b = new StringBuilder();
        while (m.find()) {
            m.appendReplacement(b, Matcher.quoteReplacement(names.apply(m.group(1))));
        }
        m.appendTail(b);
        return b.toString();
    }
}
