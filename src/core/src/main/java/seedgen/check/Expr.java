package seedgen.check;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * A CHECK constraint's expression as a tree, in no server's words: what {@link CheckParser} reads from either family's
 * text, what {@link Evaluator} evaluates on a row, and what the rules of {@code --from-db} derive generators from.
 * BETWEEN and IN are read into comparisons ({@link Cmp}, {@link AnyOf}); casts keep the type named.
 */
public sealed interface Expr {

    /** A column of the row, by name as the table spells it. */
    record Col(String name) implements Expr {
    }

    /**
     * A constant: null (SQL's NULL), a Boolean, a BigDecimal (a number literal), or a String (a text literal, whose
     * type comes from what it is compared with, as PostgreSQL's unknown-typed literals do).
     */
    record Lit(Object value) implements Expr {
        public Lit {
            if (value != null && !(value instanceof Boolean) && !(value instanceof BigDecimal)
                    && !(value instanceof String)) {
                throw new IllegalArgumentException("a literal is null, a Boolean, a BigDecimal or a String: " + value);
            }
        }
    }

    /** {@code e::type} or {@code CAST(e AS type)}; {@code type} lowercased, its length and array brackets kept. */
    record Cast(Expr e, String type) implements Expr {
    }

    record Not(Expr e) implements Expr {
    }

    record And(List<Expr> parts) implements Expr {
        public And {
            parts = List.copyOf(parts);
        }
    }

    record Or(List<Expr> parts) implements Expr {
        public Or {
            parts = List.copyOf(parts);
        }
    }

    /** The comparison operators, IS [NOT] DISTINCT FROM among them (NULL-safe, never unknown). */
    enum Op {
        EQ("="), NE("<>"), LT("<"), LE("<="), GT(">"), GE(">="), DISTINCT("IS DISTINCT FROM"),
        NOT_DISTINCT("IS NOT DISTINCT FROM");

        public final String sql;

        Op(String sql) {
            this.sql = sql;
        }

        /** The operator with its sides swapped: {@code a < b} is {@code b > a}. */
        public Op flipped() {
            return switch (this) {
                case LT -> GT;
                case LE -> GE;
                case GT -> LT;
                case GE -> LE;
                default -> this;
            };
        }

        /** The operator that holds where this one is false (on values that are not NULL). */
        public Op negated() {
            return switch (this) {
                case EQ -> NE;
                case NE -> EQ;
                case LT -> GE;
                case LE -> GT;
                case GT -> LE;
                case GE -> LT;
                case DISTINCT -> NOT_DISTINCT;
                case NOT_DISTINCT -> DISTINCT;
            };
        }
    }

    record Cmp(Op op, Expr left, Expr right) implements Expr {
    }

    /**
     * {@code left op ANY (items)} ({@code all} false) or {@code left op ALL (items)}: IN is {@code = ANY}, NOT IN is
     * {@code <> ALL}, as PostgreSQL itself prints them.
     */
    record AnyOf(Op op, Expr left, boolean all, List<Expr> items) implements Expr {
        public AnyOf {
            items = List.copyOf(items);
        }
    }

    /** {@code e IS NULL}, or with {@code not} {@code e IS NOT NULL}. */
    record IsNull(Expr e, boolean not) implements Expr {
    }

    /** {@code e IS [NOT] TRUE|FALSE|UNKNOWN}: {@code value} true, false, or null for UNKNOWN. */
    record IsBool(Expr e, Boolean value, boolean not) implements Expr {
    }

    /** How a pattern is read: LIKE's % and _, SQL's SIMILAR TO, or a regular expression (search, not whole). */
    enum MatchKind {
        LIKE, SIMILAR, REGEX
    }

    /**
     * {@code e LIKE pattern} and its kin: ILIKE ({@code ignoreCase}), NOT ({@code not}), ESCAPE ({@code escape}, null
     * for the default backslash of LIKE; none for a regular expression), SIMILAR TO, {@code ~}, {@code ~*}, REGEXP.
     */
    record Match(Expr e, Expr pattern, MatchKind kind, boolean ignoreCase, boolean not, String escape) implements Expr {
    }

    /** A function call, its name lowercased without a schema ({@code pg_catalog.lower} is {@code lower}). */
    record Fn(String name, List<Expr> args) implements Expr {
        public Fn {
            args = List.copyOf(args);
        }
    }

    /** {@code + - * / %}, and {@code ||} (text concatenation). */
    record Arith(String op, Expr left, Expr right) implements Expr {
    }

    record Neg(Expr e) implements Expr {
    }

    /** {@code CASE [operand] WHEN w THEN t ... [ELSE otherwise] END}; no ELSE is ELSE NULL. */
    record Case(Expr operand, List<Expr> whens, List<Expr> thens, Expr otherwise) implements Expr {
        public Case {
            whens = List.copyOf(whens);
            thens = List.copyOf(thens);
        }
    }

    /** The columns the expression names, in the order it first names them. */
    static Set<String> columns(Expr e) {
        Set<String> out = new LinkedHashSet<>();
        walk(e, x -> {
            if (x instanceof Col c) {
                out.add(c.name());
            }
        });
        return out;
    }

    /** Every node of the tree, this one first. */
    static void walk(Expr e, java.util.function.Consumer<Expr> visit) {
        if (e == null) {
            return;
        }
        visit.accept(e);
        for (Expr child : children(e)) {
            walk(child, visit);
        }
    }

    /** The node's direct children. */
    static List<Expr> children(Expr e) {
        List<Expr> out = new ArrayList<>();
        if (e instanceof Cast c) {
            out.add(c.e());
        } else if (e instanceof Not n) {
            out.add(n.e());
        } else if (e instanceof And a) {
            out.addAll(a.parts());
        } else if (e instanceof Or o) {
            out.addAll(o.parts());
        } else if (e instanceof Cmp c) {
            out.add(c.left());
            out.add(c.right());
        } else if (e instanceof AnyOf a) {
            out.add(a.left());
            out.addAll(a.items());
        } else if (e instanceof IsNull n) {
            out.add(n.e());
        } else if (e instanceof IsBool b) {
            out.add(b.e());
        } else if (e instanceof Match m) {
            out.add(m.e());
            out.add(m.pattern());
        } else if (e instanceof Fn f) {
            out.addAll(f.args());
        } else if (e instanceof Arith a) {
            out.add(a.left());
            out.add(a.right());
        } else if (e instanceof Neg n) {
            out.add(n.e());
        } else if (e instanceof Case c) {
            if (c.operand() != null) {
                out.add(c.operand());
            }
            out.addAll(c.whens());
            out.addAll(c.thens());
            if (c.otherwise() != null) {
                out.add(c.otherwise());
            }
        }
        return out;
    }
}
