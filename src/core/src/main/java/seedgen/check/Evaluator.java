package seedgen.check;

import java.math.BigDecimal;
import java.math.MathContext;
import java.math.RoundingMode;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.Predicate;

/**
 * A CHECK's {@link Expr} compiled to be evaluated on rows, with SQL's three-valued logic: a row passes unless the
 * condition is FALSE. Where the answer depends on what the evaluator cannot see (a collation that folds case or pads
 * spaces, a literal a server reads its own way), the answer is a set of {@link Truth} values, and a doubt counts
 * against the row: a row the evaluator passes, no server refuses. Columns are bound once to indices and kinds
 * ({@link Binding}); a row gives each column's generated value ({@link Row}). Thread-safe: nothing is kept between
 * rows.
 */
public final class Evaluator {

    /** How the check's column names are bound: the index of each in a row, and what its values are. */
    public interface Binding {
        /** The index of the column named {@code name} (as the check spells it), or -1 when the table has none. */
        int index(String name);

        ValueKind kind(int index);

        /**
         * The length a fixed-length text column ({@code CHAR(n)}) pads its values to with spaces, or 0: PostgreSQL
         * matches a pattern against the padded value, MySQL against the value as it is.
         */
        default int padTo(int index) {
            return 0;
        }
    }

    /** The length {@code CHAR(n)} (in either family's words) pads to, or 0 for any other type. */
    public static int padding(String type) {
        if (type == null) {
            return 0;
        }
        java.util.regex.Matcher m = FIXED.matcher(type.strip().toLowerCase(Locale.ROOT));
        return m.matches() ? Integer.parseInt(m.group(2)) : 0;
    }

    private static final java.util.regex.Pattern FIXED = java.util.regex.Pattern.compile(
            "(char|character|bpchar|nchar|national char|national character)\\s*\\(\\s*(\\d+)\\s*\\)");

    /** A row's generated values, by the binding's indices: a Long, a String, another value of a generator, or null. */
    @FunctionalInterface
    public interface Row {
        Object value(int index);
    }

    /** A check the evaluator cannot evaluate, and why (a function it does not know, a column the table lacks). */
    public static final class Unevaluable extends RuntimeException {
        public Unevaluable(String message) {
            super(message);
        }
    }

    /** A value no one can tell (a division a server may round either way): it makes any comparison a doubt. */
    static final Object UNSURE = new Object() {
        @Override
        public String toString() {
            return "(unsure)";
        }
    };

    /** A CHAR(n)'s value as generated and as padded with spaces to n. */
    record Padded(String value, String padded) {
    }

    /** A condition's result: a set of truth values. */
    record Tv(int mask) {
        static final Tv[] ALL = new Tv[8];

        static {
            for (int i = 0; i < 8; i++) {
                ALL[i] = new Tv(i);
            }
        }

        static Tv of(int mask) {
            return ALL[mask];
        }
    }

    /** One node of the compiled tree. */
    @FunctionalInterface
    interface Node {
        Object eval(Row row);
    }

    private final Node root;
    private final List<Integer> columns;

    private Evaluator(Node root, List<Integer> columns) {
        this.root = root;
        this.columns = List.copyOf(columns);
    }

    /** {@code e} compiled against {@code binding}; Unevaluable where it names what the evaluator does not know. */
    public static Evaluator compile(Expr e, Binding binding) {
        List<Integer> used = new ArrayList<>();
        Node root = new Compiler(binding, used).node(e);
        return new Evaluator(root, used);
    }

    /** The indices of the columns the check reads. */
    public List<Integer> columns() {
        return columns;
    }

    /** The set of truth values the condition can have on {@code row} ({@link Truth}). */
    public int truth(Row row) {
        Object v;
        try {
            v = root.eval(row);
        } catch (ArithmeticException | java.time.DateTimeException | NumberFormatException e) {
            return Truth.FALSE; // the server would fail the statement (a division by zero, a bad cast): not a row to keep
        }
        return mask(v);
    }

    /** Whether the row passes the CHECK for sure. */
    public boolean holds(Row row) {
        return Truth.holds(truth(row));
    }

    static int mask(Object v) {
        if (v == null) {
            return Truth.UNKNOWN;
        }
        if (v instanceof Tv t) {
            return t.mask();
        }
        if (v == UNSURE) {
            return Truth.ANY;
        }
        if (v instanceof BigDecimal b) {
            return Truth.of(b.signum() != 0); // MySQL reads a number as a truth value
        }
        if (v instanceof String s) {
            Boolean b = Values.bool(s);
            return b == null ? Truth.ANY : Truth.of(b);
        }
        return Truth.ANY;
    }

    /** Compiles an {@link Expr} to nodes, recording the columns it reads. */
    private static final class Compiler {
        private final Binding binding;
        private final List<Integer> used;

        Compiler(Binding binding, List<Integer> used) {
            this.binding = binding;
            this.used = used;
        }

        Node node(Expr e) {
            if (e instanceof Expr.Col c) {
                int i = binding.index(c.name());
                if (i < 0) {
                    throw new Unevaluable("names no column " + c.name() + " of the table");
                }
                if (!used.contains(i)) {
                    used.add(i);
                }
                ValueKind kind = binding.kind(i);
                return row -> Values.read(row.value(i), kind);
            }
            if (e instanceof Expr.Lit l) {
                Object v = l.value() instanceof Boolean b ? Tv.of(Truth.of(b)) : l.value();
                return row -> v;
            }
            if (e instanceof Expr.Cast c) {
                Node inner = node(c.e());
                Values.Caster cast = Values.caster(c.type());
                return row -> cast.apply(inner.eval(row));
            }
            if (e instanceof Expr.Not n) {
                Node inner = node(n.e());
                return row -> Tv.of(Truth.not(mask(inner.eval(row))));
            }
            if (e instanceof Expr.And a) {
                Node[] parts = a.parts().stream().map(this::node).toArray(Node[]::new);
                return row -> {
                    int m = Truth.TRUE;
                    for (Node p : parts) {
                        m = Truth.and(m, mask(p.eval(row)));
                        if (m == Truth.FALSE) {
                            break;
                        }
                    }
                    return Tv.of(m);
                };
            }
            if (e instanceof Expr.Or o) {
                Node[] parts = o.parts().stream().map(this::node).toArray(Node[]::new);
                return row -> {
                    int m = Truth.FALSE;
                    for (Node p : parts) {
                        m = Truth.or(m, mask(p.eval(row)));
                        if (m == Truth.TRUE) {
                            break;
                        }
                    }
                    return Tv.of(m);
                };
            }
            if (e instanceof Expr.Cmp c) {
                Node l = node(c.left());
                Node r = node(c.right());
                Expr.Op op = c.op();
                return row -> Tv.of(Values.compare(op, l.eval(row), r.eval(row)));
            }
            if (e instanceof Expr.AnyOf a) {
                Node l = node(a.left());
                Node[] items = a.items().stream().map(this::node).toArray(Node[]::new);
                Expr.Op op = a.op();
                boolean all = a.all();
                return row -> {
                    Object x = l.eval(row);
                    int m = all ? Truth.TRUE : Truth.FALSE;
                    for (Node item : items) {
                        int one = Values.compare(op, x, item.eval(row));
                        m = all ? Truth.and(m, one) : Truth.or(m, one);
                    }
                    return Tv.of(m);
                };
            }
            if (e instanceof Expr.IsNull n) {
                Node inner = node(n.e());
                boolean not = n.not();
                return row -> {
                    Object v = inner.eval(row);
                    int isNull = v == null ? Truth.TRUE : v == UNSURE ? Truth.TRUE | Truth.FALSE
                            : v instanceof Tv t ? ((t.mask() & Truth.UNKNOWN) != 0 ? Truth.TRUE : 0)
                                    | ((t.mask() & ~Truth.UNKNOWN) != 0 ? Truth.FALSE : 0) : Truth.FALSE;
                    return Tv.of(not ? Truth.not(isNull) : isNull);
                };
            }
            if (e instanceof Expr.IsBool b) {
                Node inner = node(b.e());
                return row -> {
                    int is = Truth.is(mask(inner.eval(row)), b.value());
                    return Tv.of(b.not() ? Truth.not(is) : is);
                };
            }
            if (e instanceof Expr.Match m) {
                return match(m);
            }
            if (e instanceof Expr.Fn f) {
                Node[] args = f.args().stream().map(this::node).toArray(Node[]::new);
                Functions.Fn fn = Functions.of(f.name(), args.length);
                if (fn == null) {
                    throw new Unevaluable("calls " + f.name() + "(), a function seedgen does not evaluate");
                }
                return row -> {
                    Object[] values = new Object[args.length];
                    for (int i = 0; i < args.length; i++) {
                        values[i] = args[i].eval(row);
                    }
                    return fn.apply(values);
                };
            }
            if (e instanceof Expr.Arith a) {
                Node l = node(a.left());
                Node r = node(a.right());
                String op = a.op();
                return row -> Values.arith(op, l.eval(row), r.eval(row));
            }
            if (e instanceof Expr.Neg n) {
                Node inner = node(n.e());
                return row -> Values.arith("-", BigDecimal.ZERO, inner.eval(row));
            }
            if (e instanceof Expr.Case c) {
                return caseNode(c);
            }
            throw new Unevaluable("holds " + e.getClass().getSimpleName());
        }

        private Node match(Expr.Match m) {
            Node x = padded(m.e(), node(m.e()));
            // a collation that folds case makes LIKE and REGEXP case-insensitive on MySQL: both readings are kept,
            // and a row whose match depends on which is a doubt (SIMILAR TO is PostgreSQL's, which does not fold)
            boolean both = !m.ignoreCase() && m.kind() != Expr.MatchKind.SIMILAR;
            if (!(m.pattern() instanceof Expr.Lit lit) || !(lit.value() instanceof String pattern)) {
                Node p = node(m.pattern()); // a pattern made on the row ('%' || x): read per row
                return row -> {
                    Object v = x.eval(row);
                    Object pv = p.eval(row);
                    if (v == null || pv == null) {
                        return null;
                    }
                    if (v == UNSURE || pv == UNSURE) {
                        return UNSURE;
                    }
                    String text = Values.text(pv);
                    Predicate<String> exact = TextMatch.of(m.kind(), text, m.escape(), m.ignoreCase());
                    Predicate<String> folded = both ? TextMatch.of(m.kind(), text, m.escape(), true) : exact;
                    return Tv.of(matched(exact, folded, v instanceof Padded ? v : Values.text(v), m.not()));
                };
            }
            Predicate<String> exact;
            Predicate<String> folded;
            try {
                exact = TextMatch.of(m.kind(), pattern, m.escape(), m.ignoreCase());
                folded = both ? TextMatch.of(m.kind(), pattern, m.escape(), true) : exact;
            } catch (IllegalArgumentException bad) {
                throw new Unevaluable("has a pattern seedgen cannot read (" + bad.getMessage() + ")");
            }
            return row -> {
                Object v = x.eval(row);
                if (v == null) {
                    return null;
                }
                if (v == UNSURE) {
                    return UNSURE;
                }
                return Tv.of(matched(exact, folded, v instanceof Padded ? v : Values.text(v), m.not()));
            };
        }

        private static int matched(Predicate<String> exact, Predicate<String> folded, Object value, boolean not) {
            if (value instanceof Padded p) { // a CHAR(n): PostgreSQL matches it padded, MySQL as it is
                return matched(exact, folded, p.value(), not) | matched(exact, folded, p.padded(), not);
            }
            String s = (String) value;
            int mask = Truth.of(not != exact.test(s));
            return folded == exact ? mask : mask | Truth.of(not != folded.test(s));
        }

        /**
         * The node of a pattern's subject: where it is a CHAR(n) column itself (no cast to text, which drops the
         * padding), its value and its padded value, both matched.
         */
        private Node padded(Expr e, Node plain) {
            if (!(e instanceof Expr.Col c)) {
                return plain;
            }
            int i = binding.index(c.name());
            int n = i < 0 ? 0 : binding.padTo(i);
            if (n <= 0) {
                return plain;
            }
            return row -> {
                Object v = plain.eval(row);
                return v instanceof String s && s.length() < n ? new Padded(s, s + " ".repeat(n - s.length())) : v;
            };
        }

        private Node caseNode(Expr.Case c) {
            Node operand = c.operand() == null ? null : node(c.operand());
            Node[] whens = c.whens().stream().map(this::node).toArray(Node[]::new);
            Node[] thens = c.thens().stream().map(this::node).toArray(Node[]::new);
            Node otherwise = c.otherwise() == null ? row -> null : node(c.otherwise());
            return row -> {
                Object subject = operand == null ? null : operand.eval(row);
                for (int i = 0; i < whens.length; i++) {
                    int m = operand == null ? mask(whens[i].eval(row))
                            : Values.compare(Expr.Op.EQ, subject, whens[i].eval(row));
                    if (m == Truth.TRUE) {
                        return thens[i].eval(row);
                    }
                    if ((m & Truth.TRUE) != 0) {
                        return UNSURE; // which branch is taken depends on what the evaluator cannot see
                    }
                }
                return otherwise.eval(row);
            };
        }
    }

    /** Numbers divided: exact where the quotient is, else to 34 digits. */
    static BigDecimal divide(BigDecimal a, BigDecimal b) {
        try {
            return a.divide(b);
        } catch (ArithmeticException inexact) {
            if (b.signum() == 0) {
                throw inexact;
            }
            return a.divide(b, MathContext.DECIMAL128).setScale(20, RoundingMode.HALF_EVEN).stripTrailingZeros();
        }
    }

    static boolean isTemporal(Object v) {
        return v instanceof LocalDate || v instanceof LocalDateTime || v instanceof LocalTime;
    }
}
