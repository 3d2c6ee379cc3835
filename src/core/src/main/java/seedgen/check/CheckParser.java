package seedgen.check;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import net.sf.jsqlparser.JSQLParserException;
import net.sf.jsqlparser.expression.BooleanValue;
import net.sf.jsqlparser.expression.CaseExpression;
import net.sf.jsqlparser.expression.CastExpression;
import net.sf.jsqlparser.expression.DoubleValue;
import net.sf.jsqlparser.expression.Expression;
import net.sf.jsqlparser.expression.ExtractExpression;
import net.sf.jsqlparser.expression.Function;
import net.sf.jsqlparser.expression.LongValue;
import net.sf.jsqlparser.expression.NotExpression;
import net.sf.jsqlparser.expression.NullValue;
import net.sf.jsqlparser.expression.SignedExpression;
import net.sf.jsqlparser.expression.StringValue;
import net.sf.jsqlparser.expression.TimeKeyExpression;
import net.sf.jsqlparser.expression.WhenClause;
import net.sf.jsqlparser.expression.operators.arithmetic.Addition;
import net.sf.jsqlparser.expression.operators.arithmetic.Concat;
import net.sf.jsqlparser.expression.operators.arithmetic.Division;
import net.sf.jsqlparser.expression.operators.arithmetic.Modulo;
import net.sf.jsqlparser.expression.operators.arithmetic.Multiplication;
import net.sf.jsqlparser.expression.operators.arithmetic.Subtraction;
import net.sf.jsqlparser.expression.operators.conditional.AndExpression;
import net.sf.jsqlparser.expression.operators.conditional.OrExpression;
import net.sf.jsqlparser.expression.operators.conditional.XorExpression;
import net.sf.jsqlparser.expression.operators.relational.Between;
import net.sf.jsqlparser.expression.operators.relational.EqualsTo;
import net.sf.jsqlparser.expression.operators.relational.ExpressionList;
import net.sf.jsqlparser.expression.operators.relational.GreaterThan;
import net.sf.jsqlparser.expression.operators.relational.GreaterThanEquals;
import net.sf.jsqlparser.expression.operators.relational.InExpression;
import net.sf.jsqlparser.expression.operators.relational.IsBooleanExpression;
import net.sf.jsqlparser.expression.operators.relational.IsDistinctExpression;
import net.sf.jsqlparser.expression.operators.relational.IsNullExpression;
import net.sf.jsqlparser.expression.operators.relational.IsUnknownExpression;
import net.sf.jsqlparser.expression.operators.relational.LikeExpression;
import net.sf.jsqlparser.expression.operators.relational.MinorThan;
import net.sf.jsqlparser.expression.operators.relational.MinorThanEquals;
import net.sf.jsqlparser.expression.operators.relational.NotEqualsTo;
import net.sf.jsqlparser.expression.operators.relational.ParenthesedExpressionList;
import net.sf.jsqlparser.expression.operators.relational.RegExpMatchOperator;
import net.sf.jsqlparser.expression.operators.relational.RegExpMatchOperatorType;
import net.sf.jsqlparser.expression.ArrayConstructor;
import net.sf.jsqlparser.parser.CCJSqlParserUtil;
import net.sf.jsqlparser.schema.Column;

/**
 * Reads a CHECK clause, as either family's catalog prints it, into an {@link Expr}: JSqlParser parses the SQL; this
 * class maps its tree to ours and spells out what the two families print in their own ways (PostgreSQL's {@code ~~}
 * for LIKE, {@code = ANY (ARRAY[...])} for IN, {@code similar_to_escape(...)} for SIMILAR TO and {@code ::} casts;
 * MySQL's charset introducers {@code _utf8mb4'a'}, REGEXP and RLIKE). What the parser cannot read, or a construct
 * that has no place in our tree (a subquery, a JSON operator), is refused with {@link CheckSyntax}.
 */
public final class CheckParser {

    private CheckParser() {
    }

    /** A clause this parser cannot read, with what it could not read. */
    public static final class CheckSyntax extends RuntimeException {
        public CheckSyntax(String message) {
            super(message);
        }
    }

    /** The clause read, or CheckSyntax naming what could not be. */
    public static Expr parse(String clause) {
        String text = lexical(clause);
        Expression parsed;
        try {
            parsed = CCJSqlParserUtil.parseCondExpression(text, false);
        } catch (JSQLParserException | RuntimeException e) {
            String why = e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage().lines().findFirst()
                    .orElse("");
            throw new CheckSyntax("not SQL seedgen can read (" + why + ")");
        }
        return tree(parsed);
    }

    /**
     * The clause with the spellings JSqlParser lacks put in its words, outside quoted text only: PostgreSQL's LIKE
     * operators ({@code ~~}, {@code ~~*}, {@code !~~}, {@code !~~*}); MySQL's charset introducers. Literals are
     * standard SQL's ({@code ''} a quote, a backslash itself): the MySQL catalog reader gives its clauses so
     * ({@link #standardLiterals}).
     */
    static String lexical(String clause) {
        String s = clause.strip();
        StringBuilder out = new StringBuilder();
        int i = 0;
        while (i < s.length()) {
            char c = s.charAt(i);
            if (c == '\'') { // a literal, copied whole ('' is a quote inside it; E'...' reads backslashes)
                boolean escapes = i > 0 && (s.charAt(i - 1) == 'E' || s.charAt(i - 1) == 'e');
                int j = i + 1;
                while (j < s.length()) {
                    if (s.charAt(j) == '\'' && j + 1 < s.length() && s.charAt(j + 1) == '\'') {
                        j += 2;
                    } else if (escapes && s.charAt(j) == '\\' && j + 1 < s.length()) {
                        j += 2;
                    } else if (s.charAt(j) == '\'') {
                        break;
                    } else {
                        j++;
                    }
                }
                out.append(s, i, Math.min(j + 1, s.length()));
                i = j + 1;
            } else if (c == '"' || c == '`') { // a quoted name, copied whole
                int j = s.indexOf(c, i + 1);
                while (j > 0 && j + 1 < s.length() && s.charAt(j + 1) == c) {
                    j = s.indexOf(c, j + 2);
                }
                j = j < 0 ? s.length() - 1 : j;
                out.append(s, i, j + 1);
                i = j + 1;
            } else if (c == '_' && (i == 0 || !Character.isLetterOrDigit(s.charAt(i - 1)) && s.charAt(i - 1) != '_')
                    && introducer(s, i) > 0) {
                i = introducer(s, i); // _utf8mb4'text' is 'text'
            } else if (word(s, i, "mod") && operatorAfter(s, i + 3)) {
                out.append('%'); // MariaDB prints a % b as a MOD b
                i += 3;
            } else if (word(s, i, "charset")) {
                i = skipName(s, skipSpaces(s, i + 7)); // CAST(c AS CHAR CHARSET utf8mb4): the text is the same
            } else if (s.startsWith("!~~*", i)) {
                out.append(" NOT ILIKE ");
                i += 4;
            } else if (s.startsWith("~~*", i)) {
                out.append(" ILIKE ");
                i += 3;
            } else if (s.startsWith("!~~", i)) {
                out.append(" NOT LIKE ");
                i += 3;
            } else if (s.startsWith("~~", i)) {
                out.append(" LIKE ");
                i += 2;
            } else {
                out.append(c);
                i++;
            }
        }
        return out.toString();
    }

    /** Whether the word {@code w} (any case) stands whole at {@code i}. */
    private static boolean word(String s, int i, String w) {
        return s.regionMatches(true, i, w, 0, w.length()) && (i == 0 || !isNamePart(s.charAt(i - 1)))
                && (i + w.length() == s.length() || !isNamePart(s.charAt(i + w.length())));
    }

    private static boolean isNamePart(char c) {
        return Character.isLetterOrDigit(c) || c == '_' || c == '$' || c == '`' || c == '"';
    }

    /** Whether an operand, not a call's parenthesis, follows {@code i}: MOD the operator rather than mod(a, b). */
    private static boolean operatorAfter(String s, int i) {
        int j = skipSpaces(s, i);
        return j > i && j < s.length() && s.charAt(j) != '(';
    }

    private static int skipSpaces(String s, int i) {
        while (i < s.length() && Character.isWhitespace(s.charAt(i))) {
            i++;
        }
        return i;
    }

    private static int skipName(String s, int i) {
        while (i < s.length() && (Character.isLetterOrDigit(s.charAt(i)) || s.charAt(i) == '_')) {
            i++;
        }
        return i;
    }

    /**
     * A MySQL clause's literals in standard SQL: MySQL reads a backslash in a literal as an escape ({@code '\\d'} is
     * {@code \d}, {@code 'it\'s'} is {@code it's}); standard SQL, PostgreSQL and this parser read it as itself. MySQL
     * 8 also prints a clause's quotes backslashed where it has charset introducers ({@code _utf8mb4\'a\'}).
     */
    public static String standardLiterals(String clause) {
        String s = clause;
        if (s.matches("(?s).*_[A-Za-z0-9]+\\\\'.*")) {
            s = s.replace("\\'", "'"); // (`s` in (_utf8mb4\'a\',_utf8mb4\'b\'))
        }
        StringBuilder out = new StringBuilder();
        int i = 0;
        while (i < s.length()) {
            char c = s.charAt(i);
            if (c == '"' || c == '`') {
                int j = s.indexOf(c, i + 1);
                j = j < 0 ? s.length() - 1 : j;
                out.append(s, i, j + 1);
                i = j + 1;
            } else if (c == '\'') {
                out.append('\'');
                int j = i + 1;
                while (j < s.length()) {
                    char d = s.charAt(j);
                    if (d == '\\' && j + 1 < s.length()) {
                        char n = s.charAt(j + 1);
                        out.append(switch (n) {
                            case 'n' -> "\n";
                            case 't' -> "\t";
                            case 'r' -> "\r";
                            case '0' -> "\0";
                            case '\'' -> "''";
                            case '%', '_' -> "\\" + n; // LIKE reads \% as a percent sign itself: kept
                            default -> String.valueOf(n);
                        });
                        j += 2;
                    } else if (d == '\'' && j + 1 < s.length() && s.charAt(j + 1) == '\'') {
                        out.append("''");
                        j += 2;
                    } else if (d == '\'') {
                        break;
                    } else {
                        out.append(d);
                        j++;
                    }
                }
                out.append('\'');
                i = j + 1;
            } else {
                out.append(c);
                i++;
            }
        }
        return out.toString();
    }

    /** Where the quote of a charset introducer at {@code i} ({@code _latin1'}) is, or 0 when none is there. */
    private static int introducer(String s, int i) {
        int j = i + 1;
        while (j < s.length() && (Character.isLetterOrDigit(s.charAt(j)))) {
            j++;
        }
        return j > i + 1 && j < s.length() && s.charAt(j) == '\'' ? j : 0;
    }

    private static Expr tree(Expression e) {
        if (e instanceof ParenthesedExpressionList<?> p) {
            if (p.size() != 1) {
                throw new CheckSyntax("a list of " + p.size() + " values where one is expected: " + p);
            }
            return tree(p.get(0));
        }
        if (e instanceof AndExpression a) {
            return new Expr.And(flatten(a, true));
        }
        if (e instanceof OrExpression o) {
            return new Expr.Or(flatten(o, false));
        }
        if (e instanceof XorExpression x) {
            Expr l = tree(x.getLeftExpression());
            Expr r = tree(x.getRightExpression());
            return new Expr.Cmp(Expr.Op.NE, new Expr.Cast(l, "boolean"), new Expr.Cast(r, "boolean"));
        }
        if (e instanceof NotExpression n) {
            return new Expr.Not(tree(n.getExpression()));
        }
        if (e instanceof Column c) {
            return column(c);
        }
        if (e instanceof NullValue) {
            return new Expr.Lit(null);
        }
        if (e instanceof BooleanValue b) {
            return new Expr.Lit(b.getValue());
        }
        if (e instanceof LongValue l) {
            return new Expr.Lit(new BigDecimal(l.getStringValue()));
        }
        if (e instanceof DoubleValue d) {
            return new Expr.Lit(new BigDecimal(d.toString()));
        }
        if (e instanceof StringValue s) {
            if (s.getPrefix() != null && !s.getPrefix().isEmpty() && !s.getPrefix().equalsIgnoreCase("E")
                    && !s.getPrefix().equalsIgnoreCase("N")) {
                throw new CheckSyntax("a literal with prefix " + s.getPrefix() + ": " + s);
            }
            return new Expr.Lit(s.getPrefix() != null && s.getPrefix().equalsIgnoreCase("E") ? unescape(s.getValue())
                    : s.getValue().replace("''", "'"));
        }
        if (e instanceof SignedExpression s) {
            Expr inner = tree(s.getExpression());
            if (s.getSign() == '+') {
                return inner;
            }
            if (inner instanceof Expr.Lit l && l.value() instanceof BigDecimal b) {
                return new Expr.Lit(b.negate());
            }
            return new Expr.Neg(inner);
        }
        if (e instanceof CastExpression c) {
            String type = c.getColDataType() == null ? c.keyword : c.getColDataType().toString();
            Expr inner = tree(c.getLeftExpression());
            return new Expr.Cast(inner, type.toLowerCase(Locale.ROOT).replaceAll("\\s+", " ").strip());
        }
        if (e instanceof TimeKeyExpression t) {
            return new Expr.Fn(t.getStringValue().toLowerCase(Locale.ROOT).replace("()", ""), List.of());
        }
        if (e instanceof ExtractExpression x) {
            return new Expr.Fn("date_part", List.of(new Expr.Lit(x.getName().toLowerCase(Locale.ROOT)),
                    tree(x.getExpression())));
        }
        if (e instanceof Function f) {
            return function(f);
        }
        if (e instanceof IsNullExpression n) {
            return new Expr.IsNull(tree(n.getLeftExpression()), n.isNot());
        }
        if (e instanceof IsBooleanExpression b) {
            return new Expr.IsBool(tree(b.getLeftExpression()), b.isTrue(), b.isNot());
        }
        if (e instanceof IsUnknownExpression u) {
            return new Expr.IsBool(tree(u.getLeftExpression()), null, u.isNot());
        }
        if (e instanceof IsDistinctExpression d) {
            return new Expr.Cmp(d.isNot() ? Expr.Op.NOT_DISTINCT : Expr.Op.DISTINCT, tree(d.getLeftExpression()),
                    tree(d.getRightExpression()));
        }
        if (e instanceof Between b) {
            Expr x = tree(b.getLeftExpression());
            Expr lo = tree(b.getBetweenExpressionStart());
            Expr hi = tree(b.getBetweenExpressionEnd());
            Expr in = new Expr.And(List.of(new Expr.Cmp(Expr.Op.GE, x, lo), new Expr.Cmp(Expr.Op.LE, x, hi)));
            return b.isNot() ? new Expr.Not(in) : in;
        }
        if (e instanceof InExpression in) {
            if (!(in.getRightExpression() instanceof ExpressionList<?> list)) {
                // JSqlParser reads c IN (1, 2) OR f = 1 as c IN ((1, 2) OR f = 1): the list is the leftmost operand
                if (in.getRightExpression() instanceof net.sf.jsqlparser.expression.BinaryExpression b) {
                    InExpression first = new InExpression(in.getLeftExpression(), b.getLeftExpression());
                    first.setNot(in.isNot());
                    b.setLeftExpression(first);
                    return tree(b);
                }
                throw new CheckSyntax("IN of something other than a list: " + in);
            }
            List<Expr> items = new ArrayList<>();
            for (Object item : list) {
                items.add(tree((Expression) item));
            }
            Expr left = tree(in.getLeftExpression());
            return in.isNot() ? new Expr.AnyOf(Expr.Op.NE, left, true, items)
                    : new Expr.AnyOf(Expr.Op.EQ, left, false, items);
        }
        if (e instanceof LikeExpression l) {
            return like(l);
        }
        if (e instanceof RegExpMatchOperator r) {
            return regex(r);
        }
        if (e instanceof EqualsTo || e instanceof NotEqualsTo || e instanceof GreaterThan
                || e instanceof GreaterThanEquals || e instanceof MinorThan || e instanceof MinorThanEquals) {
            return comparison((net.sf.jsqlparser.expression.BinaryExpression) e);
        }
        if (e instanceof Addition a) {
            return new Expr.Arith("+", tree(a.getLeftExpression()), tree(a.getRightExpression()));
        }
        if (e instanceof Subtraction a) {
            return new Expr.Arith("-", tree(a.getLeftExpression()), tree(a.getRightExpression()));
        }
        if (e instanceof Multiplication a) {
            return new Expr.Arith("*", tree(a.getLeftExpression()), tree(a.getRightExpression()));
        }
        if (e instanceof Division a) {
            return new Expr.Arith("/", tree(a.getLeftExpression()), tree(a.getRightExpression()));
        }
        if (e instanceof Modulo a) {
            return new Expr.Arith("%", tree(a.getLeftExpression()), tree(a.getRightExpression()));
        }
        if (e instanceof Concat a) {
            return new Expr.Arith("||", tree(a.getLeftExpression()), tree(a.getRightExpression()));
        }
        if (e instanceof CaseExpression c) {
            List<Expr> whens = new ArrayList<>();
            List<Expr> thens = new ArrayList<>();
            for (WhenClause w : c.getWhenClauses()) {
                whens.add(tree(w.getWhenExpression()));
                thens.add(tree(w.getThenExpression()));
            }
            return new Expr.Case(c.getSwitchExpression() == null ? null : tree(c.getSwitchExpression()), whens,
                    thens, c.getElseExpression() == null ? null : tree(c.getElseExpression()));
        }
        throw new CheckSyntax("no place for " + e.getClass().getSimpleName() + " (" + e + ")");
    }

    private static List<Expr> flatten(net.sf.jsqlparser.expression.BinaryExpression e, boolean and) {
        List<Expr> out = new ArrayList<>();
        for (Expression side : List.of(e.getLeftExpression(), e.getRightExpression())) {
            Expr t = tree(side);
            if (and && t instanceof Expr.And a) {
                out.addAll(a.parts());
            } else if (!and && t instanceof Expr.Or o) {
                out.addAll(o.parts());
            } else {
                out.add(t);
            }
        }
        return out;
    }

    private static Expr column(Column c) {
        String name = c.getColumnName(); // a qualified name in a check is the table's own column: its last part
        if (name.equalsIgnoreCase("true") || name.equalsIgnoreCase("false")) {
            return new Expr.Lit(Boolean.valueOf(name.toLowerCase(Locale.ROOT)));
        }
        return new Expr.Col(unquote(name));
    }

    /** A name without its quotes: {@code "position"} is position, {@code `a``b`} is a`b. */
    static String unquote(String name) {
        if (name.length() >= 2 && (name.startsWith("\"") && name.endsWith("\"")
                || name.startsWith("`") && name.endsWith("`"))) {
            String q = name.substring(0, 1);
            return name.substring(1, name.length() - 1).replace(q + q, q);
        }
        return name;
    }

    private static Expr comparison(net.sf.jsqlparser.expression.BinaryExpression e) {
        Expr.Op op = e instanceof EqualsTo ? Expr.Op.EQ : e instanceof NotEqualsTo ? Expr.Op.NE
                : e instanceof GreaterThan ? Expr.Op.GT : e instanceof GreaterThanEquals ? Expr.Op.GE
                : e instanceof MinorThan ? Expr.Op.LT : Expr.Op.LE;
        Expr left = tree(e.getLeftExpression());
        // x = ANY (ARRAY[...]) and x <> ALL (ARRAY[...]): how PostgreSQL prints IN and NOT IN
        if (e.getRightExpression() instanceof Function f && f.getName() != null
                && (f.getName().equalsIgnoreCase("ANY") || f.getName().equalsIgnoreCase("ALL")
                        || f.getName().equalsIgnoreCase("SOME"))) {
            List<Expr> items = arrayItems(f);
            return new Expr.AnyOf(op, left, f.getName().equalsIgnoreCase("ALL"), items);
        }
        return new Expr.Cmp(op, left, tree(e.getRightExpression()));
    }

    /** The items of {@code ANY (ARRAY[...])}, cast or not ({@code (ARRAY['a'::varchar])::text[]}). */
    private static List<Expr> arrayItems(Function f) {
        if (f.getParameters() == null || f.getParameters().size() != 1) {
            throw new CheckSyntax(f.getName() + " of something other than an array: " + f);
        }
        Expression arg = (Expression) f.getParameters().get(0);
        String cast = null;
        while (arg instanceof ParenthesedExpressionList<?> p && p.size() == 1 || arg instanceof CastExpression) {
            if (arg instanceof CastExpression c) {
                cast = c.getColDataType() == null ? null : c.getColDataType().toString().toLowerCase(Locale.ROOT)
                        .replace("[]", "").strip();
                arg = c.getLeftExpression();
            } else {
                arg = ((ParenthesedExpressionList<?>) arg).get(0);
            }
        }
        if (!(arg instanceof ArrayConstructor a)) {
            throw new CheckSyntax(f.getName() + " of something other than an array: " + f);
        }
        List<Expr> items = new ArrayList<>();
        for (Object item : a.getExpressions()) {
            Expr x = tree((Expression) item);
            items.add(cast == null ? x : new Expr.Cast(x, cast));
        }
        return items;
    }

    private static Expr function(Function f) {
        String name = f.getName().toLowerCase(Locale.ROOT);
        int dot = name.lastIndexOf('.');
        name = unquote(dot < 0 ? name : name.substring(dot + 1));
        if (f.isDistinct() || f.isAllColumns() || f.getKeep() != null) {
            throw new CheckSyntax("an aggregate's form in a check: " + f);
        }
        List<Expr> args = new ArrayList<>();
        if (f.getParameters() != null) {
            for (Object p : f.getParameters()) {
                args.add(tree((Expression) p));
            }
        }
        return new Expr.Fn(name, args);
    }

    private static Expr like(LikeExpression l) {
        Expr x = tree(l.getLeftExpression());
        Expr pattern = tree(l.getRightExpression());
        String keyword = l.getLikeKeyWord() == null ? "LIKE" : l.getLikeKeyWord().name();
        String escape = null;
        if (l.getEscape() != null) {
            Expr esc = tree(l.getEscape());
            if (!(esc instanceof Expr.Lit lit) || !(lit.value() instanceof String s) || s.length() > 1) {
                throw new CheckSyntax("an ESCAPE that is not one character: " + l.getEscape());
            }
            escape = s;
        }
        return switch (keyword) {
            case "LIKE" -> new Expr.Match(x, pattern, Expr.MatchKind.LIKE, false, l.isNot(), escape);
            case "ILIKE" -> new Expr.Match(x, pattern, Expr.MatchKind.LIKE, true, l.isNot(), escape);
            case "SIMILAR_TO" -> new Expr.Match(x, pattern, Expr.MatchKind.SIMILAR, false, l.isNot(), escape);
            case "REGEXP", "RLIKE", "REGEXP_LIKE" -> new Expr.Match(x, pattern, Expr.MatchKind.REGEX, false, l.isNot(),
                    null);
            default -> throw new CheckSyntax("no place for " + keyword + " (" + l + ")");
        };
    }

    private static Expr regex(RegExpMatchOperator r) {
        Expr x = tree(r.getLeftExpression());
        RegExpMatchOperatorType type = r.getOperatorType();
        boolean not = type == RegExpMatchOperatorType.NOT_MATCH_CASESENSITIVE
                || type == RegExpMatchOperatorType.NOT_MATCH_CASEINSENSITIVE;
        boolean ignoreCase = type == RegExpMatchOperatorType.MATCH_CASEINSENSITIVE
                || type == RegExpMatchOperatorType.NOT_MATCH_CASEINSENSITIVE;
        Expr pattern = tree(r.getRightExpression());
        // x SIMILAR TO 'p', as PostgreSQL prints it: x ~ similar_to_escape('p') (similar_escape('p', NULL) before 14)
        Expr inner = pattern instanceof Expr.Cast c ? c.e() : pattern;
        if (inner instanceof Expr.Fn fn && (fn.name().equals("similar_to_escape") || fn.name().equals("similar_escape"))
                && !fn.args().isEmpty()) {
            String escape = null;
            if (fn.args().size() > 1 && fn.args().get(1) instanceof Expr.Lit l && l.value() instanceof String s) {
                escape = s;
            }
            return new Expr.Match(x, fn.args().get(0), Expr.MatchKind.SIMILAR, ignoreCase, not, escape);
        }
        return new Expr.Match(x, pattern, Expr.MatchKind.REGEX, ignoreCase, not, null);
    }

    /** PostgreSQL's E'...' text: its backslash escapes read. */
    private static String unescape(String s) {
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c == '\\' && i + 1 < s.length()) {
                char n = s.charAt(++i);
                out.append(switch (n) {
                    case 'n' -> '\n';
                    case 't' -> '\t';
                    case 'r' -> '\r';
                    case 'b' -> '\b';
                    case 'f' -> '\f';
                    default -> n;
                });
            } else if (c == '\'' && i + 1 < s.length() && s.charAt(i + 1) == '\'') {
                out.append('\'');
                i++;
            } else {
                out.append(c);
            }
        }
        return out.toString();
    }
}
