package seedgen.dialect.postgresql;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import seedgen.catalog.Catalog;
import seedgen.catalog.Kind;
import org.junit.jupiter.api.Test;

/** pg_get_constraintdef's text as the rules read it: the clause PostgreSQL prints, its casts and arrays kept. */
class PgCatalogTest {

    /**
     * The clause is PostgreSQL's own, only without the CHECK keyword and NOT VALID: the rules read its tree (casts and
     * {@code = ANY (ARRAY[...])} included), and the server judge can send it back as it is.
     */
    @Test
    void postgresqlsCheckTextIsKeptAsItPrintsIt() {
        assertEquals("(price > (0)::numeric)", PgCatalog.checkClause("CHECK ((price > (0)::numeric))"));
        assertEquals("((quantity >= 1) AND (quantity <= 20))",
                PgCatalog.checkClause("CHECK (((quantity >= 1) AND (quantity <= 20)))"));
        String any = "((carrier)::text = ANY ((ARRAY['ups'::character varying, 'dhl'::character varying, "
                + "'post'::character varying])::text[]))";
        assertEquals(any, PgCatalog.checkClause("CHECK (" + any + ")"));
        seedgen.check.Expr read = seedgen.check.CheckParser.parse(any);
        assertEquals(new seedgen.check.Expr.AnyOf(seedgen.check.Expr.Op.EQ, new seedgen.check.Expr.Cast(
                new seedgen.check.Expr.Col("carrier"), "text"), false, List.of(
                new seedgen.check.Expr.Cast(new seedgen.check.Expr.Cast(new seedgen.check.Expr.Lit("ups"),
                        "character varying"), "text"),
                new seedgen.check.Expr.Cast(new seedgen.check.Expr.Cast(new seedgen.check.Expr.Lit("dhl"),
                        "character varying"), "text"),
                new seedgen.check.Expr.Cast(new seedgen.check.Expr.Cast(new seedgen.check.Expr.Lit("post"),
                        "character varying"), "text"))), read, "= ANY of an array is IN");
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
    void baseTypesAreFilledByMysqlsWordForTheirKind() {
        assertEquals("int", PgCatalog.fillWord("int4"));
        assertEquals("datetime", PgCatalog.fillWord("timestamptz"));
        assertEquals("char", PgCatalog.fillWord("bpchar"));
        assertEquals("int", PgCatalog.fillWord("interval"));
        assertEquals("blob", PgCatalog.fillWord("bytea"));
        assertEquals("inet4", PgCatalog.fillWord("cidr"));
        assertEquals("tsvector", PgCatalog.fillWord("tsvector"));
        assertEquals("extension:vector:vector", PgCatalog.fillWord("vector", "vector"));
        assertEquals("text", PgCatalog.fillWord("citext", "citext"));
    }

    @Test
    void baseTypesHaveTheirNeutralKind() {
        assertEquals(Kind.INTEGER, PgCatalog.kind("int2"));
        assertEquals(Kind.INTEGER, PgCatalog.kind("int4"));
        assertEquals(Kind.INTEGER, PgCatalog.kind("int8"));
        assertEquals(Kind.DECIMAL, PgCatalog.kind("numeric"));
        assertEquals(Kind.DECIMAL, PgCatalog.kind("money"));
        assertEquals(Kind.FLOAT, PgCatalog.kind("float4"));
        assertEquals(Kind.FLOAT, PgCatalog.kind("float8"));
        assertEquals(Kind.BOOLEAN, PgCatalog.kind("bool"));
        for (String text : List.of("varchar", "bpchar", "text", "citext", "name", "char")) {
            assertEquals(Kind.TEXT, PgCatalog.kind(text), text);
        }
        assertEquals(Kind.BINARY, PgCatalog.kind("bytea"));
        assertEquals(Kind.JSON, PgCatalog.kind("json"));
        assertEquals(Kind.JSON, PgCatalog.kind("jsonb"));
        assertEquals(Kind.DATE, PgCatalog.kind("date"));
        assertEquals(Kind.DATETIME, PgCatalog.kind("timestamp"));
        assertEquals(Kind.DATETIME, PgCatalog.kind("timestamptz"));
        assertEquals(Kind.TIME, PgCatalog.kind("time"));
        assertEquals(Kind.TIME, PgCatalog.kind("timetz"));
        // an interval is filled by the word int (seconds) but is no integer
        assertEquals(Kind.INTERVAL, PgCatalog.kind("interval"));
        assertEquals(Kind.UUID, PgCatalog.kind("uuid"));
        for (String address : List.of("inet", "cidr", "macaddr", "macaddr8")) {
            assertEquals(Kind.NETWORK, PgCatalog.kind(address), address);
        }
        assertEquals(Kind.BITS, PgCatalog.kind("bit"));
        assertEquals(Kind.BITS, PgCatalog.kind("varbit"));
        for (String shape : List.of("point", "line", "lseg", "box", "path", "polygon", "circle")) {
            assertEquals(Kind.SPATIAL, PgCatalog.kind(shape), shape);
        }
        for (String other : List.of("int4range", "tstzmultirange", "xml", "tsvector", "hstore", "ltree", "vector",
                "geometry", "jsonpath")) {
            assertEquals(Kind.OTHER, PgCatalog.kind(other), other);
        }
    }

    @Test
    void aLengthCheckMakesTextOfThatLengthAndKeepsItsKindAndNativeType() {
        List<Catalog.Column> columns = new java.util.ArrayList<>(List.of(
                new Catalog.Column("name", "text", "text", false, null, null, null, false, false, false, null, "citext",
                        Kind.TEXT),
                new Catalog.Column("code", "char", "character(3)", false, 3L, null, null, false, false, false, null,
                        "bpchar", Kind.TEXT),
                new Catalog.Column("blob", "blob", "bytea", false, null, null, null, false, false, false, null,
                        "bytea", Kind.BINARY)));
        List<String> clauses = new java.util.ArrayList<>(List.of("(char_length(name) <= 40)",
                "(char_length(code) <= 2)", "(octet_length(blob) <= 100)"));
        PgCatalog.lengthLimits(columns, clauses);
        assertEquals(List.of("(char_length(code) <= 2)"), clauses, "character(n) keeps its own length and its check");
        Catalog.Column name = columns.get(0);
        assertEquals(List.of("varchar", "character varying(40)", 40L, "citext", Kind.TEXT),
                List.of(name.dataType(), name.type(), name.length(), name.nativeType(), name.kind()));
        assertEquals(List.of(100L, "bytea", Kind.BINARY), List.of(columns.get(2).length(),
                columns.get(2).nativeType(), columns.get(2).kind()));
    }

    /** A DEFAULT as pg_get_expr prints it, read as the constant's text; an expression is none. */
    @Test
    void defaultsReadAsConstants() {
        assertEquals("Y", PgCatalog.constant("'Y'::bpchar"));
        assertEquals("", PgCatalog.constant("''::character varying"));
        assertEquals("it's", PgCatalog.constant("'it''s'::text"));
        assertEquals("-1", PgCatalog.constant("(-1)"));
        assertEquals("0", PgCatalog.constant("0"));
        assertEquals("1-7,00:00-24:00",
                PgCatalog.constant("'1-7,00:00-24:00'::character varying"));
        assertEquals(null, PgCatalog.constant("now()"));
        assertEquals(null, PgCatalog.constant("nextval('users_seq'::regclass)"));
    }
}
