package seedgen.fromdb;

import seedgen.catalog.Catalog;
import seedgen.catalog.Kind;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import seedgen.error.SeedgenException;

/** The generator each of PostgreSQL's own types gets, from the catalog's words for them. */
class PgTypesTest {

    private static Catalog.Column col(String name, String dataType, String type) {
        return Columns.of(name, dataType, type, false, null, null, null, false, false, false, null);
    }

    private static String choose(Catalog.Column c, Catalog.Column... others) {
        List<Catalog.Column> all = new java.util.ArrayList<>(List.of(others));
        all.add(c);
        Catalog.Table t = new Catalog.Table("t", all, List.of(), List.of(), List.of(), false);
        return ColumnRules.choose(t, c, false, false, null, 100).render();
    }

    @Test
    void anArrayIsItsElementsGenerator() {
        assertEquals("gen: array, of: {gen: int, min: 0, max: 1000000}", choose(col("scores", "array:int",
                "integer[]")));
        assertEquals("gen: array, of: {gen: choice, values: [\"a\", \"b\"]}", choose(col("moods", "array:enum",
                "enum('a','b')[]")));
        assertTrue(choose(col("codes", "array:varchar", "character varying(20)[]"))
                .endsWith(", type: \"VARCHAR(20)\"}"));
        assertEquals("gen: array, of: {gen: uuid4}", choose(col("ids", "array:uuid", "uuid[]")));
    }

    @Test
    void anArraysElementHasTheKindAndNativeTypeOfItsType() {
        Catalog.Column codes = new Catalog.Column("codes", "array:varchar", "character varying(20)[]", false, null,
                null, null, false, false, false, null, "varchar[]", Kind.ARRAY);
        Catalog.Column e = PgTypes.element(codes);
        assertEquals(List.of("varchar", "character varying(20)", 20L, "varchar", Kind.TEXT),
                List.of(e.dataType(), e.type(), e.length(), e.nativeType(), e.kind()));
        Catalog.Column waits = PgTypes.element(new Catalog.Column("waits", "array:int", "interval[]", false, null,
                null, null, false, false, false, null, "interval[]", Kind.ARRAY));
        assertEquals(List.of("int", "interval", Kind.INTERVAL), List.of(waits.dataType(), waits.nativeType(),
                waits.kind()));
        assertEquals(Kind.INTEGER, PgTypes.element(col("n", "array:int", "integer[]")).kind());
        assertEquals(Kind.ENUM, PgTypes.element(col("moods", "array:enum", "enum('a','b')[]")).kind());
        assertEquals(Kind.SPATIAL, PgTypes.elementKind("shape:point"));
        assertEquals(Kind.JSON, PgTypes.elementKind("json"));
        assertEquals(Kind.BINARY, PgTypes.elementKind("blob"));
        assertEquals(Kind.OTHER, PgTypes.elementKind("int4range"));
    }

    @Test
    void rangesBitsShapesAndExtensionsHaveTheirGenerators() {
        assertEquals("gen: range, kind: tstzmultirange", choose(col("r", "tstzmultirange", "tstzmultirange")));
        assertEquals("gen: bitstring, width: 8", choose(col("f", "bitstring", "bit(8)")));
        assertEquals("gen: bitstring, width: 20, varying: true", choose(col("m", "varbit", "bit varying(20)")));
        assertEquals("gen: shape, kind: lseg", choose(col("s", "shape:lseg", "lseg")));
        assertEquals("gen: macaddr, bytes: 8", choose(col("mac", "macaddr8", "macaddr8")));
        assertEquals("gen: hstore", choose(col("attrs", "hstore", "hstore")));
        assertEquals("gen: ltree", choose(col("path", "ltree", "ltree")));
    }

    @Test
    void aSearchVectorIsItsRowsText() {
        Catalog.Column title = Columns.of("title", "varchar", "character varying(80)", false, 80L, null,
                null, false, false, false, null);
        assertEquals("gen: tsvector, from: [title]", choose(col("search_vector", "tsvector", "tsvector"), title));
        assertEquals("gen: tsvector", choose(col("lexemes", "tsvector", "tsvector"), title));
    }

    @Test
    void anUnknownExtensionsTypeIsRefusedNamingTheExtension() {
        SeedgenException e = org.junit.jupiter.api.Assertions.assertThrows(SeedgenException.class,
                () -> choose(col("embedding", "extension:vector:vector", "vector(3)")));
        assertTrue(e.getMessage().contains("type vector(3) of extension vector is not one seedgen fills yet"),
                e.getMessage());
    }

    @Test
    void aSetIsCombinationsOfItsMembers() {
        assertEquals("gen: choice, values: [\"\", \"a\", \"b\", \"a,b\"]", ColumnRules.setChoice(List.of("a", "b"))
                .render());
    }
}
