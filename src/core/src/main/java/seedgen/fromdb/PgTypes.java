package seedgen.fromdb;

import seedgen.catalog.Catalog;
import seedgen.catalog.Kind;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The generators of PostgreSQL's own types, which have no MySQL word (the catalog gives them by PostgreSQL's name):
 * an array's elements chosen as a column of the element type's would be, ranges, multiranges, bit strings, MAC
 * addresses, XML, geometric types, hstore, ltree and tsvector. A type an extension defines that none of these is
 * refused with the extension's name.
 */
final class PgTypes {

    private static final Pattern WIDTH = Pattern.compile("\\((\\d+)\\)");
    private static final Pattern SIZE = Pattern.compile("\\((\\d+)(?:,\\s*(\\d+))?\\)");
    /** The words that make a tsvector column its row's own text: a search_vector, a tsv, a document's fts. */
    private static final List<String> SEARCH = List.of("search", "tsv", "tsvector", "vector", "fts", "document",
            "searchable");

    private PgTypes() {
    }

    /** The inline options for {@code c}, or null when its type is none of PostgreSQL's own. */
    static Gen choose(Catalog.Table t, Catalog.Column c, boolean unique, long rows) {
        String dt = c.dataType();
        String kind = dt.startsWith("array:") ? "array" : dt.startsWith("shape:") ? "shape"
                : dt.startsWith("extension:") ? "extension" : dt;
        boolean known = kind.equals("array") || kind.equals("shape") || seedgen.generate.PgValues.RANGES.contains(dt)
                || List.of("bitstring", "varbit", "macaddr", "macaddr8", "xml", "hstore", "ltree", "tsvector")
                        .contains(dt);
        if (unique && known) {
            throw SpecFromCatalog.unfillable(t, c.name(), "a unique " + c.type() + " column is not made yet");
        }
        switch (kind) {
            case "array": {
                Catalog.Column e = element(c);
                Gen of = ColumnRules.choose(t, e, false, false, null, rows);
                // a faker's value is cut to a CHAR(n) or VARCHAR(n) that the element's spec names
                boolean sized = (e.dataType().equals("varchar") || e.dataType().equals("char")) && e.length() != null;
                Gen element = sized && !of.has("type") ? of.with("type", "\"" + e.dataType()
                        .toUpperCase(java.util.Locale.ROOT) + "(" + e.length() + ")\"") : of;
                return Gen.of("array").with("of", "{" + element.render() + "}");
            }
            case "shape":
                return Gen.of("shape").with("kind", dt.substring("shape:".length()));
            case "bitstring":
                return Gen.of("bitstring").with("width", width(c.type(), 1));
            case "varbit":
                return Gen.of("bitstring").with("width", width(c.type(), 16)).with("varying", "true");
            case "macaddr":
                return Gen.of("macaddr");
            case "macaddr8":
                return Gen.of("macaddr").with("bytes", 8);
            case "xml", "hstore", "ltree":
                return Gen.of(kind);
            case "tsvector":
                return tsvector(t, c);
            case "extension": {
                String[] parts = dt.split(":", 3);
                throw SpecFromCatalog.unfillable(t, c.name(), "type " + c.type() + " of extension " + parts[1]
                        + " is not one seedgen fills yet; give the column a generator in the spec (its values as "
                        + "the extension's input reads them), or leave it out for its default");
            }
            default:
                return seedgen.generate.PgValues.RANGES.contains(dt) ? Gen.of("range").with("kind", dt) : null;
        }
    }

    /**
     * The element of an array column as a column of its own: the catalog gives its fill word after {@code array:},
     * its type before the {@code []} ({@code character varying(20)[]}, {@code enum('a','b')[]}) and its native type
     * the same way ({@code varchar[]}); its kind is the one its fill word names.
     */
    static Catalog.Column element(Catalog.Column array) {
        String dt = array.dataType().substring("array:".length());
        String type = array.type().endsWith("[]") ? array.type().substring(0, array.type().length() - 2)
                : array.type();
        Matcher m = SIZE.matcher(type);
        Long first = m.find() ? Long.valueOf(m.group(1)) : null;
        Long second = first != null && m.group(2) != null ? Long.valueOf(m.group(2)) : null;
        boolean text = dt.equals("varchar") || dt.equals("char");
        boolean number = dt.equals("decimal");
        Long length = text ? (first != null ? first : dt.equals("char") ? Long.valueOf(1) : null)
                : dt.equals("text") ? Long.valueOf(65_535) : null;
        String nativeType = array.nativeType().endsWith("[]")
                ? array.nativeType().substring(0, array.nativeType().length() - 2) : array.nativeType();
        Kind kind = nativeType.equals("interval") ? Kind.INTERVAL : elementKind(dt);
        return new Catalog.Column(array.name(), dt, type, false, length, number ? first : null,
                number ? (second == null && first != null ? Long.valueOf(0) : second) : null, false, false,
                kind == Kind.JSON, null, nativeType, kind);
    }

    /**
     * The kind of an array's element by its fill word, which is what the catalog gives of it: MySQL's word for a
     * PostgreSQL type, or the type's own name where there is none (an interval's, {@code int}, is told by its native
     * type).
     */
    static Kind elementKind(String word) {
        return switch (word) {
            case "smallint", "int", "bigint" -> Kind.INTEGER;
            case "decimal" -> Kind.DECIMAL;
            case "float", "double" -> Kind.FLOAT;
            case "boolean" -> Kind.BOOLEAN;
            case "varchar", "char", "text" -> Kind.TEXT;
            case "blob" -> Kind.BINARY;
            case "json" -> Kind.JSON;
            case "date" -> Kind.DATE;
            case "datetime" -> Kind.DATETIME;
            case "time" -> Kind.TIME;
            case "uuid" -> Kind.UUID;
            case "inet4", "macaddr", "macaddr8" -> Kind.NETWORK;
            case "bitstring", "varbit" -> Kind.BITS;
            case "enum" -> Kind.ENUM;
            default -> word.startsWith("shape:") ? Kind.SPATIAL : Kind.OTHER;
        };
    }

    private static long width(String type, long otherwise) {
        Matcher m = WIDTH.matcher(type);
        return m.find() ? Long.parseLong(m.group(1)) : otherwise;
    }

    /**
     * A search column ({@code search_vector}, {@code tsv}) holds the words of its row's own text columns that are not
     * keys; any other tsvector, or one in a table without such text, words of its own.
     */
    private static Gen tsvector(Catalog.Table t, Catalog.Column c) {
        List<String> words = ColumnRules.words(c.name());
        boolean search = words.stream().anyMatch(SEARCH::contains);
        List<String> from = !search ? List.of() : t.columns().stream().filter(o -> o != c && !o.generated()
                && o.kind() == Kind.TEXT && !keyed(t, o.name()))
                .map(Catalog.Column::name).limit(3).toList();
        return from.isEmpty() ? Gen.of("tsvector") : Gen.of("tsvector").with("from", Gen.list(from));
    }

    private static boolean keyed(Catalog.Table t, String column) {
        return t.primaryKey().stream().anyMatch(column::equalsIgnoreCase)
                || t.unique().stream().anyMatch(u -> u.stream().anyMatch(column::equalsIgnoreCase))
                || t.foreignKeys().stream().anyMatch(f -> f.columns().stream().anyMatch(column::equalsIgnoreCase));
    }
}
