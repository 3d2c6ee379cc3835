package seedgen.fromdb;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import seedgen.catalog.Catalog;
import seedgen.check.CheckParser;
import seedgen.check.Evaluator;
import seedgen.check.Expr;
import seedgen.check.ValueKind;

/**
 * Reads a table's CHECK constraints as expression trees ({@link CheckParser}) and derives from each what it asks of
 * one column, as a {@link Checks.Rule}: bounds ({@code price > 0}, BETWEEN), a list ({@code IN}, {@code = ANY}, an OR
 * of equalities), values excluded ({@code <>}, {@code NOT IN}), NOT NULL, patterns (LIKE, SIMILAR TO, a regular
 * expression, their negations), lengths ({@code char_length(c) BETWEEN 2 AND 8}), a case ({@code c = lower(c)}), a
 * date or a number after another column; each of them where the column's values may also be NULL ({@code ... OR c IS
 * NULL}). A clause of several conjuncts gives each what it can. Every clause is also kept whole ({@link Clause}), with
 * whether seedgen can evaluate it on a row: what the rules derive shapes the generators, and the fill evaluates every
 * evaluable clause on every row and redraws what breaks one.
 */
final class CheckClauses {

    private CheckClauses() {
    }

    /**
     * One clause as the catalog gives it: its tree (null where it cannot be read), whether every conjunct was derived
     * into a rule, whether seedgen can evaluate it on a row (and why not), and the columns it reads.
     */
    record Clause(String text, Expr expr, boolean derived, boolean evaluable, String whyNot, Set<String> columns) {
    }

    static Checks.Parsed parse(Catalog.Table t) {
        Map<String, Checks.Rule> rules = new HashMap<>();
        List<String> unfollowed = new ArrayList<>();
        List<Clause> clauses = new ArrayList<>();
        for (String text : t.checks()) {
            Clause clause = read(t, text);
            clauses.add(clause);
            if (clause.expr() == null) {
                unfollowed.add(text);
                continue;
            }
            Map<String, Checks.Rule> mine = new HashMap<>();
            boolean all = true;
            for (Expr part : conjuncts(clause.expr())) {
                all &= conjunct(t, part, mine);
            }
            if (!all) {
                unfollowed.add(text);
            }
            mine.forEach((column, r) -> merge(rules.computeIfAbsent(column, k -> new Checks.Rule()), r, text));
        }
        return new Checks.Parsed(rules, unfollowed, clauses);
    }

    /** A clause read, and whether seedgen evaluates it on a row of {@code t}. */
    static Clause read(Catalog.Table t, String text) {
        Expr e;
        try {
            e = CheckParser.parse(text);
        } catch (CheckParser.CheckSyntax bad) {
            return new Clause(text, null, false, false, bad.getMessage(), Set.of());
        }
        Set<String> columns = new LinkedHashSet<>();
        for (String name : Expr.columns(e)) {
            Catalog.Column c = t.column(name);
            columns.add(c == null ? name : c.name());
        }
        String whyNot = null;
        try {
            Evaluator.compile(e, binding(t));
        } catch (Evaluator.Unevaluable u) {
            whyNot = u.getMessage();
        }
        List<Expr> parts = conjuncts(e);
        boolean derived = parts.stream().allMatch(p -> conjunct(t, p, new HashMap<>()));
        return new Clause(text, e, derived, whyNot == null, whyNot, columns);
    }

    /** The table's columns as the evaluator binds them: by name, their kind from their type. */
    static Evaluator.Binding binding(Catalog.Table t) {
        return new Evaluator.Binding() {
            @Override
            public int index(String name) {
                Catalog.Column c = t.column(name);
                return c == null ? -1 : t.columns().indexOf(c);
            }

            @Override
            public ValueKind kind(int index) {
                return ValueKind.ofType(t.columns().get(index).type());
            }

            @Override
            public int padTo(int index) {
                return Evaluator.padding(t.columns().get(index).type());
            }
        };
    }

    /** The conjuncts of a clause: its parts joined by AND, each without its parentheses. */
    static List<Expr> conjuncts(Expr e) {
        return e instanceof Expr.And a ? a.parts() : List.of(e);
    }

    /** Whether {@code p} (one conjunct) asks only of one column what a rule holds; if so, that rule is added. */
    private static boolean conjunct(Catalog.Table t, Expr p, Map<String, Checks.Rule> out) {
        if (p instanceof Expr.Or o) {
            return disjunction(t, o, out);
        }
        if (p instanceof Expr.Not n) {
            Expr negated = negate(n.e());
            return negated != null && conjunct(t, negated, out);
        }
        if (p instanceof Expr.IsNull n && n.not()) {
            Catalog.Column c = column(t, n.e());
            if (c == null) {
                return false;
            }
            rule(out, c).notNull = true;
            return true;
        }
        if (p instanceof Expr.AnyOf a) {
            Catalog.Column c = column(t, a.left());
            List<String> values = literals(a.items());
            if (c == null || values == null) {
                return false;
            }
            if (a.op() == Expr.Op.EQ && !a.all()) {
                rule(out, c).in = values;
                return true;
            }
            if (a.op() == Expr.Op.NE && a.all()) {
                for (String v : values) {
                    exclude(rule(out, c), c, v);
                }
                return true;
            }
            return false;
        }
        if (p instanceof Expr.Match m) {
            Catalog.Column c = column(t, m.e());
            String pattern = literal(m.pattern());
            if (c == null || pattern == null) {
                return false;
            }
            rule(out, c).patterns.add(new Checks.Pattern(m.kind(), pattern, m.ignoreCase(), m.not(), m.escape()));
            return true;
        }
        if (p instanceof Expr.Fn f && f.name().equals("json_valid") && f.args().size() == 1) {
            Catalog.Column c = column(t, f.args().get(0));
            return c != null && c.json(); // seedgen's JSON values are objects
        }
        if (p instanceof Expr.Cmp c) {
            return comparison(t, c, out);
        }
        return false;
    }

    /**
     * An OR: of equalities of one column ({@code direction = 1 OR direction = 2}), a list; or a condition of one column
     * or its NULL ({@code length IS NULL OR length > 0}), the condition (seedgen's NULLs keep the clause).
     */
    private static boolean disjunction(Catalog.Table t, Expr.Or o, Map<String, Checks.Rule> out) {
        Catalog.Column nullOf = null;
        List<Expr> rest = new ArrayList<>();
        for (Expr part : o.parts()) {
            if (part instanceof Expr.IsNull n && !n.not() && column(t, n.e()) != null && nullOf == null) {
                nullOf = column(t, n.e());
            } else {
                rest.add(part);
            }
        }
        List<String> values = new ArrayList<>();
        Catalog.Column listed = null;
        for (Expr part : rest) {
            Catalog.Column c = null;
            List<String> more = null;
            if (part instanceof Expr.Cmp cmp && cmp.op() == Expr.Op.EQ) {
                Catalog.Column l = column(t, cmp.left());
                Catalog.Column r = column(t, cmp.right());
                String lit = l != null ? literal(cmp.right()) : r != null ? literal(cmp.left()) : null;
                c = l != null ? l : r;
                more = lit == null ? null : List.of(lit);
            } else if (part instanceof Expr.AnyOf a && a.op() == Expr.Op.EQ && !a.all()) {
                c = column(t, a.left());
                more = literals(a.items());
            }
            if (c == null || more == null || listed != null && !listed.name().equals(c.name())) {
                values = null;
                break;
            }
            listed = c;
            values.addAll(more);
        }
        if (values != null && listed != null && (nullOf == null || nullOf.name().equals(listed.name()))) {
            rule(out, listed).in = values;
            return true;
        }
        if (nullOf != null && rest.size() == 1) {
            Map<String, Checks.Rule> mine = new HashMap<>();
            String nullable = nullOf.name();
            if (conjunct(t, rest.get(0), mine) && mine.keySet().stream().allMatch(nullable::equalsIgnoreCase)) {
                mine.forEach((col, r) -> merge(rule(out, t.column(col)), r, null));
                return true;
            }
        }
        return false;
    }

    /** NOT of a conjunct as a conjunct seedgen reads: a comparison reversed, NOT IN, a pattern that must not match. */
    private static Expr negate(Expr e) {
        if (e instanceof Expr.Cmp c && c.op() != Expr.Op.DISTINCT && c.op() != Expr.Op.NOT_DISTINCT) {
            return new Expr.Cmp(c.op().negated(), c.left(), c.right());
        }
        if (e instanceof Expr.AnyOf a && (a.op() == Expr.Op.EQ || a.op() == Expr.Op.NE)) {
            return new Expr.AnyOf(a.op().negated(), a.left(), !a.all(), a.items());
        }
        if (e instanceof Expr.Match m) {
            return new Expr.Match(m.e(), m.pattern(), m.kind(), m.ignoreCase(), !m.not(), m.escape());
        }
        if (e instanceof Expr.IsNull n) {
            return new Expr.IsNull(n.e(), !n.not());
        }
        return null;
    }

    private static boolean comparison(Catalog.Table t, Expr.Cmp cmp, Map<String, Checks.Rule> out) {
        Expr.Op op = cmp.op();
        if (op == Expr.Op.DISTINCT || op == Expr.Op.NOT_DISTINCT) {
            return false;
        }
        Catalog.Column l = column(t, cmp.left());
        Catalog.Column r = column(t, cmp.right());
        if (l != null && r != null) {
            return twoColumns(t, l, op, r, out);
        }
        if (l == null && r != null) { // 0 < price is price > 0
            return comparison(t, new Expr.Cmp(op.flipped(), cmp.right(), cmp.left()), out);
        }
        if (l != null) {
            String v = literal(cmp.right());
            if (v != null) {
                return bound(rule(out, l), l, op, v, cmp.right());
            }
            // name = lower(name): a case
            if (op == Expr.Op.EQ && cmp.right() instanceof Expr.Fn f && f.args().size() == 1
                    && f.name().matches("lower|upper|lcase|ucase")) {
                Catalog.Column inner = column(t, f.args().get(0));
                if (inner != null && inner.name().equals(l.name())) {
                    rule(out, l).caseRule = f.name().startsWith("l") ? "lower" : "upper";
                    return true;
                }
            }
            return false;
        }
        // char_length(name) <= 255, length(token) = 32
        Expr left = uncast(cmp.left());
        if (left instanceof Expr.Fn f && f.args().size() == 1 && LENGTHS.contains(f.name())) {
            Catalog.Column c = column(t, f.args().get(0));
            String v = literal(cmp.right());
            BigDecimal n = v == null ? null : number(v);
            if (c == null || n == null || n.stripTrailingZeros().scale() > 0) {
                return false;
            }
            return length(rule(out, c), op, n.longValue());
        }
        Expr right = uncast(cmp.right());
        if (right instanceof Expr.Fn f && f.args().size() == 1 && LENGTHS.contains(f.name())) {
            return comparison(t, new Expr.Cmp(op.flipped(), cmp.right(), cmp.left()), out);
        }
        String v = literal(cmp.right());
        if (v != null) {
            return sum(t, cmp.left(), op, v, out);
        }
        if (literal(cmp.left()) != null && literal(cmp.right()) == null) {
            return sum(t, cmp.right(), op.flipped(), literal(cmp.left()), out);
        }
        return false;
    }

    /**
     * A sum of numeric columns against a number ({@code a + b < 100}): each of the n columns is bounded by the
     * number's n-th part ({@code a < 50}, {@code b < 50}), so every row the bounds allow keeps the sum whatever the
     * other columns draw. The clause is still evaluated on every row; the bounds only make the draws keep it.
     */
    private static boolean sum(Catalog.Table t, Expr e, Expr.Op op, String v, Map<String, Checks.Rule> out) {
        BigDecimal total = number(v);
        List<Catalog.Column> terms = new ArrayList<>();
        if (total == null || op != Expr.Op.LT && op != Expr.Op.LE && op != Expr.Op.GT && op != Expr.Op.GE
                || !terms(t, e, terms) || terms.size() < 2
                || terms.stream().map(Catalog.Column::name).distinct().count() < terms.size()) {
            return false;
        }
        boolean upper = op == Expr.Op.LT || op == Expr.Op.LE;
        for (Catalog.Column c : terms) {
            int scale = c.scale() == null ? 0 : (int) Math.max(0, c.scale());
            BigDecimal part = total.divide(BigDecimal.valueOf(terms.size()), scale,
                    upper ? java.math.RoundingMode.FLOOR : java.math.RoundingMode.CEILING);
            Checks.Rule r = rule(out, c);
            if (upper) {
                r.hi = r.hi == null ? part : r.hi.min(part);
                r.hiStrict = op == Expr.Op.LT;
            } else {
                r.lo = r.lo == null ? part : r.lo.max(part);
                r.loStrict = op == Expr.Op.GT;
            }
        }
        return true;
    }

    /** Whether {@code e} is a sum of numeric columns, each added to {@code into}. */
    private static boolean terms(Catalog.Table t, Expr e, List<Catalog.Column> into) {
        Expr x = uncast(e);
        if (x instanceof Expr.Arith a && a.op().equals("+")) {
            return terms(t, a.left(), into) && terms(t, a.right(), into);
        }
        Catalog.Column c = column(t, x);
        if (c == null || !ValueKind.ofType(c.type()).isNumber()) {
            return false;
        }
        into.add(c);
        return true;
    }

    private static final Set<String> LENGTHS = Set.of("char_length", "character_length", "length");

    private static boolean length(Checks.Rule r, Expr.Op op, long n) {
        switch (op) {
            case EQ -> {
                r.minLength = Math.max(r.minLength, n);
                r.maxLength = Math.min(r.maxLength, n);
            }
            case GT -> r.minLength = Math.max(r.minLength, n + 1);
            case GE -> r.minLength = Math.max(r.minLength, n);
            case LT -> r.maxLength = Math.min(r.maxLength, n - 1);
            case LE -> r.maxLength = Math.min(r.maxLength, n);
            default -> {
                return false;
            }
        }
        return true;
    }

    /** Two columns compared: a date or a number after another ({@code ends >= starts}). */
    private static boolean twoColumns(Catalog.Table t, Catalog.Column a, Expr.Op op, Catalog.Column b,
            Map<String, Checks.Rule> out) {
        if (op == Expr.Op.LT || op == Expr.Op.LE) { // b comes after a
            return twoColumns(t, b, op.flipped(), a, out);
        }
        if (op != Expr.Op.GT && op != Expr.Op.GE || a.name().equals(b.name())) {
            return false;
        }
        if (ColumnRules.isDate(a) && ColumnRules.isDate(b)) {
            Checks.Rule r = rule(out, a);
            r.after = b.name();
            r.afterStrict = op == Expr.Op.GT;
            return true;
        }
        return false;
    }

    /** A column against a literal. */
    private static boolean bound(Checks.Rule r, Catalog.Column c, Expr.Op op, String v, Expr literal) {
        BigDecimal number = ValueKind.ofType(c.type()).isNumber() || uncast(literal) instanceof Expr.Lit l
                && l.value() instanceof BigDecimal ? number(v) : null;
        if (number == null) {
            switch (op) {
                case GT, GE -> {
                    r.loText = v;
                    r.loTextStrict = op == Expr.Op.GT;
                }
                case LT, LE -> r.hiText = op == Expr.Op.LT ? before(v) : v;
                case EQ -> r.in = List.of(v);
                case NE -> exclude(r, c, v);
                default -> {
                    return false;
                }
            }
            return true;
        }
        switch (op) {
            case GT, GE -> {
                r.lo = number;
                r.loStrict = op == Expr.Op.GT;
            }
            case LT, LE -> {
                r.hi = number;
                r.hiStrict = op == Expr.Op.LT;
            }
            case EQ -> r.in = List.of(v);
            case NE -> r.not.add(number);
            default -> {
                return false;
            }
        }
        return true;
    }

    private static void exclude(Checks.Rule r, Catalog.Column c, String v) {
        BigDecimal n = ValueKind.ofType(c.type()).isNumber() ? number(v) : null;
        if (n != null) {
            r.not.add(n);
        } else {
            r.notText.add(v);
        }
    }

    private static BigDecimal number(String v) {
        try {
            return new BigDecimal(v.strip());
        } catch (NumberFormatException e) {
            return null;
        }
    }

    /** A text bound just below {@code v}: the day before, for a date. */
    private static String before(String v) {
        try {
            return java.time.LocalDate.parse(v.substring(0, 10)).minusDays(1).toString();
        } catch (RuntimeException e) {
            return v;
        }
    }

    /** The table's column {@code e} names, a cast of it ({@code (name)::text}) too; else null. */
    static Catalog.Column column(Catalog.Table t, Expr e) {
        Expr x = uncast(e);
        return x instanceof Expr.Col c ? t.column(c.name()) : null;
    }

    private static Expr uncast(Expr e) {
        Expr x = e;
        while (x instanceof Expr.Cast c) {
            x = c.e();
        }
        return x;
    }

    /** A literal's text ({@code '-1'::integer} is -1, a number its plain digits), or null for anything else. */
    static String literal(Expr e) {
        Expr x = uncast(e);
        if (x instanceof Expr.Neg n && uncast(n.e()) instanceof Expr.Lit l && l.value() instanceof BigDecimal b) {
            return b.negate().toPlainString();
        }
        if (!(x instanceof Expr.Lit l) || l.value() == null || l.value() instanceof Boolean) {
            return x instanceof Expr.Lit l2 && l2.value() instanceof Boolean b ? (b ? "1" : "0") : null;
        }
        return l.value() instanceof BigDecimal b ? b.toPlainString() : (String) l.value();
    }

    private static List<String> literals(List<Expr> items) {
        List<String> out = new ArrayList<>();
        for (Expr item : items) {
            String v = literal(item);
            if (v == null) {
                return null;
            }
            out.add(v);
        }
        return out;
    }

    private static Checks.Rule rule(Map<String, Checks.Rule> out, Catalog.Column c) {
        return out.computeIfAbsent(c.name(), k -> new Checks.Rule());
    }

    static void merge(Checks.Rule into, Checks.Rule r, String clause) {
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
        into.patterns.addAll(r.patterns);
        into.minLength = Math.max(into.minLength, r.minLength);
        into.maxLength = Math.min(into.maxLength, r.maxLength);
        if (r.caseRule != null) {
            into.caseRule = r.caseRule;
        }
        into.clauses.addAll(r.clauses);
        if (clause != null) {
            into.clauses.add(clause.strip());
        }
    }

    /** The clause as a spec's comment shows it: on one line. */
    static String normal(String clause) {
        return clause.strip().replaceAll("\\s+", " ");
    }

    static String lower(String s) {
        return s.toLowerCase(Locale.ROOT);
    }
}
