package seedgen.dialect.mysql;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import seedgen.catalog.Kind;

/** MySQL's and MariaDB's DATA_TYPE words as the catalog's neutral kinds. */
class MySqlCatalogTest {

    @Test
    void everyDataTypeHasItsKind() {
        Map<Kind, List<String>> words = Map.ofEntries(
                // MySQL's BOOLEAN is a TINYINT(1); MariaDB's JSON a LONGTEXT, TEXT (its json flag says it holds JSON)
                Map.entry(Kind.INTEGER, List.of("tinyint", "smallint", "mediumint", "int", "integer", "bigint")),
                Map.entry(Kind.DECIMAL, List.of("decimal", "numeric")),
                Map.entry(Kind.FLOAT, List.of("float", "double", "real")),
                Map.entry(Kind.TEXT, List.of("char", "varchar", "tinytext", "text", "mediumtext", "longtext")),
                Map.entry(Kind.BINARY, List.of("binary", "varbinary", "tinyblob", "blob", "mediumblob", "longblob")),
                Map.entry(Kind.JSON, List.of("json")),
                Map.entry(Kind.DATE, List.of("date")),
                Map.entry(Kind.DATETIME, List.of("datetime", "timestamp")),
                Map.entry(Kind.TIME, List.of("time")),
                Map.entry(Kind.YEAR, List.of("year")),
                Map.entry(Kind.UUID, List.of("uuid")),
                Map.entry(Kind.NETWORK, List.of("inet4", "inet6")),
                Map.entry(Kind.BITS, List.of("bit")),
                Map.entry(Kind.ENUM, List.of("enum")),
                Map.entry(Kind.SET, List.of("set")),
                Map.entry(Kind.SPATIAL, List.of("geometry", "point", "linestring", "polygon", "multipoint",
                        "multilinestring", "multipolygon", "geometrycollection", "geomcollection")),
                Map.entry(Kind.OTHER, List.of("vector", "xmltype")));
        words.forEach((kind, list) -> list.forEach(w -> assertEquals(kind, MySqlCatalog.kind(w), w)));
    }

    /** A DEFAULT as MariaDB (quoted) and MySQL 8 (bare) print it, read as the constant's text; no expression. */
    @Test
    void defaultsReadAsConstants() {
        assertEquals("Y", MySqlCatalog.constant("'Y'"));
        assertEquals("", MySqlCatalog.constant("''"));
        assertEquals("it's", MySqlCatalog.constant("'it''s'"));
        assertEquals("0", MySqlCatalog.constant("0"));
        assertEquals("-1", MySqlCatalog.constant("-1"));
        assertEquals("1m", MySqlCatalog.constant("1m"), "MySQL 8 prints a string bare");
        assertEquals(null, MySqlCatalog.constant("current_timestamp()"));
        assertEquals(null, MySqlCatalog.constant("NULL"));
        assertEquals(null, MySqlCatalog.constant("b'0'"));
    }
}
