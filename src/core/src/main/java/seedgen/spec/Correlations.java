package seedgen.spec;

import java.util.Map;
import java.util.Set;
import java.util.function.LongToDoubleFunction;
import seedgen.generate.Mix;
import seedgen.generate.Normal;
import seedgen.generate.Shuffle;

/**
 * The uniform draw a quantile-drawn column ({@code gen: int}, {@code decimal} or {@code datetime} with
 * {@code quantiles:}) takes its value from: its own, or with {@code correlate: {with: COLUMN, rank: 0.63}} one made by
 * a Gaussian copula from COLUMN's uniform and its own, so that the two columns' ranks correlate by Spearman's rank
 * whatever their quantiles. Each such column leaves its uniform in {@link Table#uniforms} for a column correlated to
 * it.
 */
final class Correlations {

    private static final Set<String> CORRELATE = Set.of("with", "rank");

    private final Compilation comp;
    private final long seed;

    Correlations(Compilation comp) {
        this.comp = comp;
        this.seed = comp.seed;
    }

    /**
     * The uniform of {@code c}'s rows, null where it is its own (so that a column without {@code correlate:} draws
     * as it always did); either way left in {@link Table#uniforms}.
     */
    LongToDoubleFunction correlated(Table t, Spec.ColumnDef c, int stream) {
        Node node = c.options().get("correlate");
        LongToDoubleFunction own = own(t, c, stream);
        if (node == null) {
            t.uniforms.put(c.name(), own == null ? row -> Mix.unit(seed, row, stream) : own);
            return own;
        }
        Map<String, Node> f = node.mapping("correlate", CORRELATE);
        if (!f.containsKey("with") || !f.containsKey("rank")) {
            throw node.where().error("correlate needs with: COLUMN (another quantile-drawn column of this row) and "
                    + "rank: R (Spearman's rank correlation, -1 to 1)");
        }
        double rank = f.get("rank").number("rank");
        if (!(rank >= -1 && rank <= 1)) {
            throw f.get("rank").where().error("rank is Spearman's rank correlation, -1 to 1, not " + rank);
        }
        Node with = f.get("with");
        String name = with.scalar("with");
        Spec.ColumnDef other = t.columnDef(name);
        if (other == null || name.equals(c.name())) {
            throw with.where().error("correlate: with: names " + (other == null ? "no column '" + name + "' of "
                    + t.def.name() : "the column itself") + ": name another quantile-drawn column of this row");
        }
        comp.column(t, name, with.where());
        LongToDoubleFunction partner = t.uniforms.get(name);
        if (partner == null) {
            throw with.where().error("correlate: " + name + " is not drawn from quantiles: name an int, decimal or "
                    + "datetime column of this row with quantiles: (and no after:)");
        }
        double r = Normal.pearsonOfRank(rank);
        LongToDoubleFunction mine = own == null ? row -> Mix.unit(seed, row, stream) : own;
        LongToDoubleFunction u = row -> Normal.copula(partner.applyAsDouble(row), mine.applyAsDouble(row), r);
        t.uniforms.put(c.name(), u);
        return u;
    }

    /**
     * {@code exact: true}: the column's own uniform spread over the table's rows ({@link Shuffle#spread}), one row to
     * each of as many equal slots, so that the rows hold each share of the quantiles to within one row (a number of
     * few values keeps each value's measured share, where independent draws would miss it by sampling noise); null
     * for the plain draw.
     */
    private LongToDoubleFunction own(Table t, Spec.ColumnDef c, int stream) {
        Node exact = c.options().get("exact");
        if (exact == null || !exact.bool("exact")) {
            return null;
        }
        Integer ns = comp.dealtNullStream(t, c);
        if (ns != null) {
            // NULLs dealt too: the values are dealt over the rows that are not NULL, in the order of the NULLs
            Shuffle order = comp.nullShuffle(t, ns);
            long nulls = comp.dealtNullRows(t, c);
            Shuffle slots = new Shuffle(t.rows - nulls, seed, stream ^ 0x5B1EAD);
            return row -> {
                double within = Mix.unit(seed, row, stream);
                if (row < 1 || row > t.rows) {
                    return within;
                }
                long place = order.permute(row - 1);
                return place < nulls ? within : slots.spread(place - nulls + 1, within);
            };
        }
        Shuffle slots = new Shuffle(t.rows, seed, stream ^ 0x5B1EAD);
        return row -> slots.spread(row, Mix.unit(seed, row, stream));
    }

    /** {@code correlate:} where the column's values are not drawn from quantiles alone: refused. */
    static void refuse(Spec.ColumnDef c, String why) {
        Node node = c.options().get("correlate");
        if (node != null) {
            throw node.where().error("correlate: makes this column's draw from another's, which needs its values "
                    + "drawn from quantiles: alone: " + why);
        }
        Node exact = c.options().get("exact");
        if (exact != null) {
            throw exact.where().error("exact: spreads this column's draws over the table's rows, which needs its "
                    + "values drawn from quantiles: alone: " + why);
        }
    }
}
