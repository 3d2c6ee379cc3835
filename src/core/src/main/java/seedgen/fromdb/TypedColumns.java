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
    static Gen choose(Catalog.Table t, Catalog.Column c, List<String> words, boolean unique, long rows) {
        String dt = c.dataType();
        String type = c.type().toLowerCase(Locale.ROOT);
        switch (c.kind()) {
            case BOOLEAN: // PostgreSQL's boolean
                return Gen.of("bool").with("p", "0.5");
            case YEAR:
                return Gen.of("int").with("min", 1990).with("max", 2030);
            case DECIMAL:
                return decimal(c, words, type);
            case FLOAT: {
                long degrees = ColumnRules.degrees(words);
                return degrees > 0 ? Gen.of("decimal").with("min", -degrees).with("max", degrees).with("scale", 6)
                        : Gen.of("decimal").with("min", 0).with("max", 1000).with("scale", 2);
            }
            case SET:
                return ColumnRules.setChoice(YamlText.members(c.type()));
            case ENUM: {
                List<String> members = YamlText.members(c.type());
                return Gen.of("choice").with("values", Gen.list(members.stream().map(YamlText::quote).toList()));
            }
            case DATE, DATETIME: {
                if (has(words, "birth", "birthday", "dob", "born")) {
                    return dates("\"1950-01-01\"", "\"2006-01-01\"");
                }
                return dates(c.kind() == Kind.DATE ? "\"2020-01-01\"" : "\"2023-01-01\"", "\"2025-01-01\"");
            }
            case TIME:
                return dates("\"2023-01-01\"", "\"2025-01-01\"");
            case JSON:
                return ColumnRules.JSON;
            case BINARY:
                return ColumnRules.bytes(t, c, words, unique);
            case UUID:
                return Gen.of("uuid4");
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
                return width == 1 ? Gen.of("bits") : Gen.of("bits").with("width", width);
            }
            case SPATIAL:
                return dt.startsWith("shape:") ? PgTypes.choose(t, c, unique, rows) : geometry(t, c, unique);
            default:
                return PgTypes.choose(t, c, unique, rows); // PostgreSQL's types that have no MySQL word
        }
    }

    /** A decimal within its precision, of a range its name suggests (a price, degrees). */
    private static Gen decimal(Catalog.Column c, List<String> words, String type) {
        long p = c.precision() == null ? 10 : c.precision();
        long s = c.scale() == null ? 0 : c.scale();
        BigDecimal largest = BigDecimal.TEN.pow((int) (p - s)).subtract(BigDecimal.ONE.movePointLeft((int) s));
        long degrees = ColumnRules.degrees(words);
        BigDecimal cap = BigDecimal.valueOf(degrees > 0 ? degrees
                : has(words, "price", "amount", "total", "cost") ? 500 : 1000);
        BigDecimal max = largest.min(cap);
        BigDecimal min = type.contains("unsigned") || max.signum() > 0 && degrees == 0 ? BigDecimal.ZERO
                : max.negate();
        return Gen.of("decimal").with("min", min.toPlainString()).with("max", max.toPlainString()).with("scale", s);
    }

    /** A date or time between two quoted dates. */
    private static Gen dates(String from, String to) {
        return Gen.of("datetime").with("from", from).with("to", to);
    }

    /** A geometry of the column's kind and SRID; never unique. */
    private static Gen geometry(Catalog.Table t, Catalog.Column c, boolean unique) {
        String dt = c.dataType();
        if (unique) {
            throw SpecFromCatalog.unfillable(t, c.name(), "a unique " + c.type() + " column is not made yet");
        }
        seedgen.generate.Geometries.Kind kind = seedgen.generate.Geometries.Kind.ofType(dt);
        Gen g = Gen.of("geometry").with("kind", kind.name().toLowerCase(Locale.ROOT));
        return c.srid() == null || c.srid() == 0 ? g : g.with("srid", c.srid());
    }
}
