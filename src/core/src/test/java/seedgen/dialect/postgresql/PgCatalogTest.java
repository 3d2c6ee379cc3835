package seedgen.dialect.postgresql;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** pg_get_constraintdef's text as the CHECK rules read MySQL's: casts dropped, arrays as IN lists. */
class PgCatalogTest {

    @Test
    void postgresqlsCheckTextReadsAsMysqls() {
        assertEquals("(price > 0)", PgCatalog.checkClause("CHECK ((price > (0)::numeric))"));
        assertEquals("((quantity >= 1) AND (quantity <= 20))",
                PgCatalog.checkClause("CHECK (((quantity >= 1) AND (quantity <= 20)))"));
        assertEquals("(carrier IN ('ups', 'dhl', 'post'))", PgCatalog.checkClause("CHECK (((carrier)::text = ANY "
                + "((ARRAY['ups'::character varying, 'dhl'::character varying, "
                + "'post'::character varying])::text[])))"));
        assertEquals("(kind IN ('a'))", PgCatalog.checkClause("CHECK ((kind = ANY (ARRAY['a'::text])))"));
        assertEquals("(char_length(name) > 2)", PgCatalog.checkClause("CHECK ((char_length(name) > 2))"));
        assertEquals("(ends_on >= starts_on)", PgCatalog.checkClause("CHECK ((ends_on >= starts_on)) NOT VALID"));
    }

    /**
     * A unique index on lower(), upper() or trim() of a column is a unique key of the column, as pg_get_indexdef
     * prints it: with a cast to text and the parentheses around the column it adds ({@code lower(name::text)} on a
     * varchar prints as {@code lower((name)::text)}); another expression is none.
     */
    @Test
    void aUniqueIndexFoldingACastColumnIsAKeyOfTheColumn() {
        assertEquals(java.util.List.of("name"), PgCatalog.caseFreeColumns("lower((name)::text)"));
        assertEquals(java.util.List.of("name"), PgCatalog.caseFreeColumns("lower(name)"));
        assertEquals(java.util.List.of("Path", "host"), PgCatalog.caseFreeColumns(
                "upper((\"Path\")::character varying(40)), btrim(lower((host)::text))"));
        assertEquals(null, PgCatalog.caseFreeColumns("lower((first || last))"));
        assertEquals(null, PgCatalog.caseFreeColumns("date_trunc('day'::text, created_at)"));
    }

    @Test
    void baseTypesAreNamedAsMysqlNamesTheirKind() {
        assertEquals("int", PgCatalog.kind("int4"));
        assertEquals("datetime", PgCatalog.kind("timestamptz"));
        assertEquals("char", PgCatalog.kind("bpchar"));
        assertEquals("int", PgCatalog.kind("interval"));
        assertEquals("blob", PgCatalog.kind("bytea"));
        assertEquals("inet4", PgCatalog.kind("cidr"));
        assertEquals("tsvector", PgCatalog.kind("tsvector"));
    }
}
