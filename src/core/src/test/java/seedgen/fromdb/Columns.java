package seedgen.fromdb;

import seedgen.catalog.Catalog;
import seedgen.catalog.Kind;
import seedgen.dialect.mysql.MySqlCatalog;

/**
 * Catalog columns for the rules' tests, given by their fill word as the readers would make them: a MySQL word's kind
 * as the MySQL reader gives it, an {@code array:} an ARRAY, any other word (PostgreSQL's {@code boolean},
 * {@code bitstring}, {@code shape:point}, ...) the kind an array's element of that word has; the native type is the
 * word (an array's, its element's word and {@code []}).
 */
final class Columns {

    private Columns() {
    }

    static Catalog.Column of(String name, String dataType, String type, boolean nullable, Long length,
            Long precision, Long scale, boolean autoIncrement, boolean generated, boolean json, Long srid) {
        Kind kind = dataType.startsWith("array:") ? Kind.ARRAY : MySqlCatalog.kind(dataType);
        if (kind == Kind.OTHER) {
            kind = PgTypes.elementKind(dataType);
        }
        String nativeType = dataType.startsWith("array:") ? dataType.substring("array:".length()) + "[]" : dataType;
        return new Catalog.Column(name, dataType, type, nullable, length, precision, scale, autoIncrement, generated,
                json, srid, nativeType, kind);
    }
}
