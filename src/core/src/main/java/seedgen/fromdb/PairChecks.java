package seedgen.fromdb;

import java.util.Map;
import seedgen.catalog.Catalog;
import seedgen.check.Expr;

/**
 * A CHECK that compares the two references of a link table's key, both to the table that owns the rows: {@code
 * entity0 <> entity1} (a relation of a thing to another), {@code tag1 < tag2} (each pair once, in order). The owner's
 * column is {@code gen: parent} and the other a distinct pick of the same table's rows; the pick leaves out the
 * owner's row ({@code exclude: parent}), or picks only the rows after it ({@code exclude: earlier}) or before it
 * ({@code exclude: later}): the pairs keep the check and stay distinct by construction, where a redraw could not
 * touch a key.
 */
final class PairChecks {

    private PairChecks() {
    }

    /** The key's generators of {@code k} made to keep the table's comparisons of its two references. */
    static void apply(Catalog.Table t, KeyShape k) {
        for (String clause : t.checks()) {
            CheckClauses.Clause read = CheckClauses.read(t, clause);
            if (read.expr() instanceof Expr.Cmp c) {
                Catalog.Column a = CheckClauses.column(t, c.left());
                Catalog.Column b = CheckClauses.column(t, c.right());
                if (a != null && b != null) {
                    pair(k, a.name(), c.op(), b.name());
                }
            }
        }
    }

    /** {@code owner op pick}, or {@code pick op owner}: the pick's exclusion that keeps it. */
    private static void pair(KeyShape k, String a, Expr.Op op, String b) {
        Map<String, Gen> gens = k.gens;
        if (KeyShape.PARENT.equals(gens.get(b)) && !KeyShape.PARENT.equals(gens.get(a))) {
            pair(k, b, op.flipped(), a);
            return;
        }
        Gen pick = gens.get(b);
        if (!KeyShape.PARENT.equals(gens.get(a)) || !UniqueKeys.picks(pick)
                || !pick.flag("distinct") || pick.has("exclude") || pick.has("before")
                || k.per == null || !parentOf(k.per).equals(pick.option("table")) || pick.options().size() < 2) {
            return;
        }
        String mode = switch (op) {
            case NE, DISTINCT -> "parent";
            case LT, LE -> "earlier"; // the owner below the pick: the rows after the owner's
            case GT, GE -> "later";
            default -> null;
        };
        if (mode != null) {
            gens.put(b, pick.with("exclude", mode));
        }
    }

    /** The parent table a table's {@code per:} names, as the spec writes it. */
    private static String parentOf(String per) {
        String p = per.substring(per.indexOf("parent: ") + "parent: ".length());
        return p.substring(0, p.indexOf(','));
    }
}
