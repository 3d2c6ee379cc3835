package seedgen.fromdb;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import seedgen.catalog.Catalog;
import seedgen.check.CheckParser;
import seedgen.check.Expr;

/**
 * CHECK constraints over which of several nullable columns hold a value, as applications write them for "this row
 * belongs to a group or to a project": exactly one ({@code num_nonnulls(a, b) = 1}, {@code (a IS NULL) <> (b IS
 * NULL)}), at least one ({@code num_nonnulls(a, b) >= 1}, {@code a IS NOT NULL OR b IS NOT NULL}), or all or none
 * ({@code num_nonnulls(a, b) = 2 OR num_nulls(a, b) = 2}), read from the clause's tree. They are kept by construction:
 * the first column always holds a value, and for "exactly one" the others are left to NULL.
 */
record OneOf(Catalog.Table table, Set<String> filled, Set<String> leftNull, List<String> clauses) {

    /** The table without the clauses this reads, the columns that always hold a value, those left to NULL. */
    static OneOf of(Catalog.Table t) {
        Set<String> filled = new LinkedHashSet<>();
        Set<String> leftNull = new LinkedHashSet<>();
        List<String> kept = new ArrayList<>();
        List<String> read = new ArrayList<>();
        for (String clause : t.checks()) {
            Expr e;
            try {
                e = CheckParser.parse(clause);
            } catch (CheckParser.CheckSyntax bad) {
                kept.add(clause);
                continue;
            }
            Shape shape = shape(e);
            List<String> found = shape == null ? null : new ArrayList<>(shape.columns().stream().map(c -> t.column(c)
                    == null ? null : t.column(c).name()).toList());
            if (found != null && !found.contains(null)) {
                // the one that must hold a value first: a key's member or a NOT NULL column cannot be the NULL one
                found.sort(java.util.Comparator.comparing(c -> !t.inKey(c) && t.column(c).nullable()));
            }
            if (found == null || found.contains(null) || found.stream().skip(1).anyMatch(c -> shape.exactlyOne()
                    && (t.inKey(c) || !t.column(c).nullable()))) {
                kept.add(clause);
                continue;
            }
            read.add(clause);
            if (shape.all()) {
                filled.addAll(found);
            }
            filled.add(found.get(0));
            if (shape.exactlyOne()) {
                found.stream().skip(1).forEach(leftNull::add);
            }
        }
        leftNull.removeAll(filled);
        Catalog.Table without = new Catalog.Table(t.name(), t.columns(), t.primaryKey(), t.unique(), t.foreignKeys(),
                t.writtenByTrigger(), List.copyOf(kept), t.defaulted(), t.said());
        return new OneOf(without, filled, leftNull, read);
    }

    /** What a clause asks of which columns hold a value: exactly one, at least one, or all (or none). */
    private record Shape(List<String> columns, boolean exactlyOne, boolean all) {
    }

    private static Shape shape(Expr e) {
        if (e instanceof Expr.Cmp c && c.left() instanceof Expr.Fn f && f.name().equals("num_nonnulls")) {
            List<String> columns = names(f.args());
            BigDecimal n = number(c.right());
            if (columns == null || n == null) {
                return null;
            }
            int k = n.intValue();
            boolean one = c.op() == Expr.Op.EQ && k == 1;
            boolean atLeastOne = c.op() == Expr.Op.GE && k == 1 || c.op() == Expr.Op.GT && k == 0;
            boolean all = c.op() == Expr.Op.EQ && k == columns.size();
            return one || atLeastOne || all ? new Shape(columns, one, all) : null;
        }
        if (e instanceof Expr.Cmp c && c.op() == Expr.Op.NE && c.left() instanceof Expr.IsNull a && !a.not()
                && c.right() instanceof Expr.IsNull b && !b.not() && a.e() instanceof Expr.Col x
                && b.e() instanceof Expr.Col y) {
            return new Shape(List.of(x.name(), y.name()), true, false);
        }
        if (e instanceof Expr.Or o) {
            List<String> columns = new ArrayList<>();
            for (Expr part : o.parts()) {
                if (!(part instanceof Expr.IsNull n) || !n.not() || !(n.e() instanceof Expr.Col col)) {
                    columns = null;
                    break;
                }
                columns.add(col.name());
            }
            if (columns != null) {
                return new Shape(columns, false, false);
            }
            // num_nonnulls(a, b) = 2 OR num_nulls(a, b) = 2: all or none
            if (o.parts().size() == 2 && o.parts().get(0) instanceof Expr.Cmp x && o.parts().get(1)
                    instanceof Expr.Cmp y && x.op() == Expr.Op.EQ && y.op() == Expr.Op.EQ
                    && x.left() instanceof Expr.Fn fx && fx.name().equals("num_nonnulls")
                    && y.left() instanceof Expr.Fn fy && fy.name().equals("num_nulls")) {
                List<String> cx = names(fx.args());
                List<String> cy = names(fy.args());
                BigDecimal nx = number(x.right());
                BigDecimal ny = number(y.right());
                if (cx != null && cx.equals(cy) && nx != null && ny != null && nx.intValue() == cx.size()
                        && ny.intValue() == cx.size()) {
                    return new Shape(cx, false, true);
                }
            }
        }
        return null;
    }

    private static List<String> names(List<Expr> args) {
        List<String> out = new ArrayList<>();
        for (Expr a : args) {
            Expr x = a instanceof Expr.Cast c ? c.e() : a;
            if (!(x instanceof Expr.Col col)) {
                return null;
            }
            out.add(col.name());
        }
        return out;
    }

    private static BigDecimal number(Expr e) {
        Expr x = e instanceof Expr.Cast c ? c.e() : e;
        return x instanceof Expr.Lit l && l.value() instanceof BigDecimal b ? b : null;
    }
}
