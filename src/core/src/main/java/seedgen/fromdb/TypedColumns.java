package seedgen.fromdb;

import static seedgen.fromdb.TextByName.faker;
import static seedgen.fromdb.TextByName.has;

import java.math.BigDecimal;
import java.util.List;
import java.util.Locale;
import seedgen.catalog.Catalog;
import seedgen.catalog.Kind;

/**
 * The generator of a column that is neither a key nor an integer, chosen by its type first (decimals, dates, enums,
 * bytes, geometry, PostgreSQL's own types), its name second; text is {@link ColumnRules}'.
 */
final class TypedColumns {

    private TypedColumns() {
    }

    /** The generator for the column's type, or null when its type is text (or one seedgen does not fill). */
    static String choose(Catalog.Table t, Catalog.Column c, List<String> words, boolean unique, long rows) {
        String dt = c.dataType();
        String type = c.type().toLowerCase(Locale.ROOT);
        switch (c.kind()) {
            case BOOLEAN: // PostgreSQL's boolean
                return "gen: bool, p: 0.5";
            case YEAR:
                return "gen: int, min: 1990, max: 2030";
            case DECIMAL:
                return decimal(c, words, type);
            case FLOAT: {
                long degrees = ColumnRules.degrees(words);
                return degrees > 0 ? "gen: decimal, min: -" + degrees + ", max: " + degrees + ", scale: 6"
                        : "gen: decimal, min: 0, max: 1000, scale: 2";
            }
            case SET:
                return ColumnRules.setChoice(YamlText.members(c.type()));
            case ENUM: {
                StringBuilder b = new StringBuilder("gen: choice, values: [");
                List<String> members = YamlText.members(c.type());
                for (int i = 0; i < members.size(); i++) {
                    b.append(i == 0 ? "" : ", ").append(YamlText.quote(members.get(i)));
                }
                return b.append(']').toString();
            }
            case DATE, DATETIME: {
                if (has(words, "birth", "birthday", "dob", "born")) {
                    return "gen: datetime, from: \"1950-01-01\", to: \"2006-01-01\"";
                }
                return c.kind() == Kind.DATE ? "gen: datetime, from: \"2020-01-01\", to: \"2025-01-01\""
                        : "gen: datetime, from: \"2023-01-01\", to: \"2025-01-01\"";
            }
            case TIME:
                return "gen: datetime, from: \"2023-01-01\", to: \"2025-01-01\"";
            case JSON:
                return "gen: json, fields: {note: {gen: lorem, words: 1..3}, n: {gen: int, min: 0, max: 100}}";
            case BINARY:
                return ColumnRules.bytes(t, c, words, unique);
            case UUID:
                return "gen: uuid4";
            // within a kind, the fill word tells the forms MySQL's words name from PostgreSQL's own
            case NETWORK:
                return dt.equals("inet4") ? faker("internet.ip_v4_address")
                        : dt.equals("inet6") ? faker("internet.ip_v6_address")
                        : PgTypes.choose(t, c, unique, rows); // MAC addresses
            case BITS: {
                if (!dt.equals("bit")) {
                    return PgTypes.choose(t, c, unique, rows); // text of 0s and 1s
                }
                long width = c.precision() == null ? 1 : c.precision();
                return width == 1 ? "gen: bits" : "gen: bits, width: " + width;
            }
            case SPATIAL:
                return dt.startsWith("shape:") ? PgTypes.choose(t, c, unique, rows) : geometry(t, c, unique);
            default:
                return PgTypes.choose(t, c, unique, rows); // PostgreSQL's types that have no MySQL word
        }
    }

    /** A decimal within its precision, of a range its name suggests (a price, degrees). */
    private static String decimal(Catalog.Column c, List<String> words, String type) {
        long p = c.precision() == null ? 10 : c.precision();
        long s = c.scale() == null ? 0 : c.scale();
        BigDecimal largest = BigDecimal.TEN.pow((int) (p - s)).subtract(BigDecimal.ONE.movePointLeft((int) s));
        long degrees = ColumnRules.degrees(words);
        BigDecimal cap = BigDecimal.valueOf(degrees > 0 ? degrees
                : has(words, "price", "amount", "total", "cost") ? 500 : 1000);
        BigDecimal max = largest.min(cap);
        BigDecimal min = type.contains("unsigned") || max.signum() > 0 && degrees == 0 ? BigDecimal.ZERO
                : max.negate();
        return "gen: decimal, min: " + min.toPlainString() + ", max: " + max.toPlainString() + ", scale: " + s;
    }

    /** A geometry of the column's kind and SRID; never unique. */
    private static String geometry(Catalog.Table t, Catalog.Column c, boolean unique) {
        String dt = c.dataType();
        if (unique) {
            throw SpecFromCatalog.unfillable(t, c.name(), "a unique " + c.type() + " column is not made yet");
        }
        seedgen.generate.Geometries.Kind kind = seedgen.generate.Geometries.Kind.ofType(dt);
        return "gen: geometry, kind: " + kind.name().toLowerCase(Locale.ROOT)
                + (c.srid() == null || c.srid() == 0 ? "" : ", srid: " + c.srid());
    }
}
