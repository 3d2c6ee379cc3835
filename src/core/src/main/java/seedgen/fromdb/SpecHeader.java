package seedgen.fromdb;

import static seedgen.fromdb.SpecYaml.comment;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import seedgen.catalog.Catalog;
import seedgen.profile.Learned;

/** The top of a spec read from a schema: its name, and the comment lines that say where it comes from. */
final class SpecHeader {

    private SpecHeader() {
    }

    /** The comment lines above the spec: where its tables come from, how it was made, what it infers. */
    static List<String> lines(Catalog catalog, Learned learned, double scale, int inferred) {
        List<String> lines = new ArrayList<>();
        if (learned == null) {
            lines.add("The tables of " + catalog.database().replaceAll("\\s", " ") + ", as seedgen would fill them: "
                    + "every choice is a guess from");
            lines.add("the column's name and type, to edit. Fill the tables with it: seedgen --from-db --spec FILE");
        } else {
            lines.add("The tables of " + comment(learned.source()) + String.format(Locale.ROOT, ", with the shape "
                    + "measured of their rows in %.1f s (aggregates only;", learned.seconds()));
            lines.add((learned.values() ? "the values of columns of few values are the only values copied"
                    : "no value copied: --learn-values none") + (scale == 1 ? "" : "; rows times "
                    + new java.math.BigDecimal(scale).round(new java.math.MathContext(6)).stripTrailingZeros()
                            .toPlainString()) + "). Each table's and column's figures are in its comment; every");
            lines.add("generator is to edit. Fill an empty copy of the schema with it: seedgen --from-db --spec FILE");
        }
        if (inferred > 0) {
            lines.add(inferred + (inferred == 1 ? " reference no foreign key declares is"
                    : " references no foreign key declares are") + " inferred from names and types, each marked");
            lines.add("on its column (--no-inferred-references leaves them out).");
        }
        return lines;
    }

    /**
     * The spec's name: the database's (database.schema for a PostgreSQL schema other than public), where each part is
     * a plain name and the whole at most 64 characters; else {@code from_db}.
     */
    static String name(String database) {
        boolean plain = database.length() <= 64 && java.util.Arrays.stream(database.split("\\.", -1)).allMatch(
                part -> YamlText.NAME.matcher(part).matches());
        return plain && database.chars().filter(c -> c == '.').count() <= 1 ? database : "from_db";
    }
}
