package seedgen.fromdb;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import seedgen.catalog.Catalog;
import seedgen.error.SeedgenException;
import seedgen.model.Dataset;
import seedgen.model.ForeignKey;
import seedgen.model.TableSpec;
import seedgen.spec.DatasetCompiler;
import seedgen.spec.SpecReader;

class SpecFromCatalogTest {

    private static Catalog.Column col(String name, String dataType, String type, boolean nullable, Long length) {
        return Columns.of(name, dataType, type, nullable, length, null, null, false, false, false, null);
    }

    private static Catalog.Column dec(String name, long p, long s) {
        return Columns.of(name, "decimal", "decimal(" + p + "," + s + ")", false, null, p, s, false, false,
                false, null);
    }

    /** A blog: authors, posts with a unique slug, threaded comments, and tags linked to posts by a two-key table. */
    private static Catalog blog() {
        Catalog.Table authors = new Catalog.Table("authors", List.of(
                col("id", "int", "int(10) unsigned", false, null),
                col("email", "varchar", "varchar(120)", false, 120L),
                col("display_name", "varchar", "varchar(40)", false, 40L),
                col("country", "char", "char(2)", true, 2L),
                col("age", "tinyint", "tinyint(3) unsigned", true, null),
                col("karma", "smallint", "smallint(6)", false, null)),
                List.of("id"), List.of(List.of("email")), List.of(), false);
        Catalog.Table posts = new Catalog.Table("posts", List.of(
                col("id", "bigint", "bigint(20)", false, null),
                col("author_id", "int", "int(10) unsigned", false, null),
                col("slug", "varchar", "varchar(64)", false, 64L),
                col("title", "varchar", "varchar(100)", false, 100L),
                col("body", "mediumtext", "mediumtext", false, 16_777_215L),
                dec("price", 5, 2),
                col("kind", "enum", "enum('note','long read','it''s')", false, null),
                col("created_at", "datetime", "datetime", false, null),
                col("updated_at", "timestamp", "timestamp", true, null),
                col("published_on", "date", "date", true, null)),
                List.of("id"), List.of(List.of("slug")),
                List.of(new ForeignKey("fk_post_author", List.of("author_id"), "authors", List.of("id"))),
                false);
        Catalog.Table comments = new Catalog.Table("comments", List.of(
                col("id", "char", "char(36)", false, 36L),
                col("post_id", "bigint", "bigint(20)", false, null),
                col("parent_id", "char", "char(36)", true, 36L),
                col("text", "varchar", "varchar(500)", false, 500L)),
                List.of("id"), List.of(),
                List.of(new ForeignKey("fk_c_post", List.of("post_id"), "posts", List.of("id")),
                        new ForeignKey("fk_c_parent", List.of("parent_id"), "comments", List.of("id"))),
                false);
        Catalog.Table tags = new Catalog.Table("tags", List.of(
                col("id", "smallint", "smallint(5) unsigned", false, null),
                col("label", "varchar", "varchar(30)", false, 30L)),
                List.of("id"), List.of(List.of("label")), List.of(), false);
        Catalog.Table postTags = new Catalog.Table("post_tags", List.of(
                col("post_id", "bigint", "bigint(20)", false, null),
                col("tag_id", "smallint", "smallint(5) unsigned", false, null)),
                List.of("post_id", "tag_id"), List.of(),
                List.of(new ForeignKey("fk_pt_post", List.of("post_id"), "posts", List.of("id")),
                        new ForeignKey("fk_pt_tag", List.of("tag_id"), "tags", List.of("id"))),
                false);
        return new Catalog("blog", List.of(authors, comments, postTags, posts, tags));
    }

    private static Dataset compiled(Catalog catalog, long rows) {
        String text = SpecFromCatalog.write(catalog, rows);
        return DatasetCompiler.compile(SpecReader.read("blog (read with --from-db)", text, Map.of()), 7, null);
    }

    @Test
    void thePrintedSpecCompilesAndEveryKeyHoldsOverEveryRow() {
        Dataset d = compiled(blog(), 400);
        assertEquals(400, d.table("authors").rows());
        assertEquals(400, d.table("tags").rows());
        assertTrue(d.table("post_tags").rows() >= 300 && d.table("post_tags").rows() <= 500,
                "0 to 2 tags a post, about as many rows as posts: " + d.table("post_tags").rows());
        assertKeysHold(d);
    }

    /**
     * Keys made only of references, several to a table, held at once (issue 48: a workflow engine's tenant
     * membership, Friendica's user-contact, an accounting application's link tables): a membership's (tenant, user)
     * and (tenant, group), its user referring to a unique column, not the key, and both nullable; a link of one parent
     * to two rows of one table, each pair unique; and a table of its own rows whose key's references name no key,
     * each row then picking a different row of the first member's table.
     */
    @Test
    void everyUniqueKeyMadeOfReferencesHoldsAtOnce() {
        Catalog.Table tenants = new Catalog.Table("tenants", List.of(col("id", "varchar", "varchar(64)", false, 64L)),
                List.of("id"), List.of(), List.of(), false);
        Catalog.Table users = new Catalog.Table("users", List.of(col("id", "int", "int(11)", false, null),
                col("login", "varchar", "varchar(40)", false, 40L)), List.of("id"), List.of(List.of("login")),
                List.of(), false);
        Catalog.Table groups = new Catalog.Table("groups", List.of(col("id", "int", "int(11)", false, null),
                col("code", "varchar", "varchar(20)", false, 20L)), List.of("id"), List.of(List.of("code")), List.of(),
                false);
        Catalog.Table members = new Catalog.Table("members", List.of(col("id", "int", "int(11)", false, null),
                col("tenant_id", "varchar", "varchar(64)", false, 64L),
                col("user_login", "varchar", "varchar(40)", true, 40L), col("group_id", "int", "int(11)", true, null)),
                List.of("id"), List.of(List.of("tenant_id", "user_login"), List.of("tenant_id", "group_id")),
                List.of(new ForeignKey("m_t", List.of("tenant_id"), "tenants", List.of("id")),
                        new ForeignKey("m_u", List.of("user_login"), "users", List.of("login")),
                        new ForeignKey("m_g", List.of("group_id"), "groups", List.of("id"))), false);
        Catalog.Table pairs = new Catalog.Table("pairs", List.of(col("id", "int", "int(11)", false, null),
                col("user_id", "int", "int(11)", false, null), col("a", "int", "int(11)", false, null),
                col("b", "int", "int(11)", false, null)), List.of("id"),
                List.of(List.of("user_id", "a"), List.of("user_id", "b")),
                List.of(new ForeignKey("p_u", List.of("user_id"), "users", List.of("id")),
                        new ForeignKey("p_a", List.of("a"), "groups", List.of("id")),
                        new ForeignKey("p_b", List.of("b"), "groups", List.of("id"))), false);
        Catalog.Table logins = new Catalog.Table("logins", List.of(col("id", "int", "int(11)", false, null),
                col("login", "varchar", "varchar(40)", false, 40L),
                col("group_code", "varchar", "varchar(20)", false, 20L)), List.of("id"),
                List.of(List.of("login", "group_code")),
                List.of(new ForeignKey("l_u", List.of("login"), "users", List.of("login")),
                        new ForeignKey("l_g", List.of("group_code"), "groups", List.of("code"))), false);
        Catalog catalog = new Catalog("d", List.of(groups, logins, members, pairs, tenants, users));
        SpecFromCatalog.Written w = SpecFromCatalog.compose(catalog, 300, Map.of("groups", 40L));
        assertTrue(w.text().contains("      user_login: {gen: ref, table: users, distinct: true, column: login}")
                && w.text().contains("      group_id: {gen: ref, table: groups, distinct: true}")
                && w.text().contains("      b: {gen: ref, table: groups, distinct: true}")
                && w.text().contains("      login: {gen: ref, table: users, column: login, distinct: true}"), w.text());
        assertTrue(!w.text().contains("left out"), w.text());
        Dataset d = DatasetCompiler.compile(SpecReader.read("d", w.text(), Map.of()), 7, null);
        assertTrue(d.table("members").rows() > 200 && d.table("pairs").rows() > 200, "every table has rows");
        assertEquals(300, d.table("logins").rows(), "each login a different user's");
        assertKeysHold(d);
    }

    /** Every key of every table, and every unique key, differs on every row. */
    private static void assertKeysHold(Dataset d) {
        for (Dataset.Table t : d.tables()) {
            List<List<String>> keys = new java.util.ArrayList<>(t.unique());
            keys.add(t.primaryKey());
            for (List<String> key : keys) {
                Set<List<Object>> seen = new HashSet<>();
                TableSpec spec = t.spec();
                List<String> names = spec.columns().stream().map(seedgen.model.Column::name).toList();
                for (long row = 1; row <= t.rows(); row++) {
                    long r = row;
                    List<Object> values = key.stream().map(k -> spec.columns().get(names.indexOf(k)).generator()
                            .valueFor(r)).toList();
                    // NULL is equal to nothing: a unique key holds any number of rows with a NULL member
                    assertTrue(values.contains(null) || seen.add(values), t.name() + " " + key + " repeats " + values
                            + " at row " + row);
                }
            }
        }
    }

    /** A link table asked to pair each post with more tags than there are gets as many as there are. */
    @Test
    void aLinkTablePairsNoMoreThanTheSecondTableHolds() {
        String text = SpecFromCatalog.write(blog(), 300, Map.of("tags", 1L));
        assertTrue(text.contains("post_tags:\n    per: {parent: posts, count: 0..1}\n"), text);
        Dataset d = DatasetCompiler.compile(SpecReader.read("blog", text, Map.of()), 7, null);
        assertEquals(1, d.table("tags").rows());
        assertTrue(d.table("post_tags").rows() <= 300);
    }

    @Test
    void valuesFitTheirColumns() {
        Dataset d = compiled(blog(), 300);
        TableSpec authors = d.table("authors").spec();
        TableSpec posts = d.table("posts").spec();
        for (long row = 1; row <= 300; row++) {
            String country = (String) value(authors, "country", row);
            assertTrue(country == null || country.length() <= 2, country);
            Object age = value(authors, "age", row);
            assertTrue(age == null || (Long) age >= 18 && (Long) age <= 90, "age " + age);
            long karma = (Long) value(authors, "karma", row);
            assertTrue(karma >= -32768 && karma <= 32767, "karma " + karma);
            assertTrue(((String) value(authors, "display_name", row)).length() <= 40);
            assertTrue(((String) value(posts, "title", row)).length() <= 100);
            assertTrue(new java.math.BigDecimal(value(posts, "price", row).toString()).compareTo(
                    new java.math.BigDecimal("999.99")) <= 0);
            assertTrue(List.of("note", "long read", "it's").contains((String) value(posts, "kind", row)));
            Object published = value(posts, "published_on", row);
            assertTrue(published == null || ((String) published).matches("\\d{4}-\\d{2}-\\d{2}"), "DATE " + published);
            Object updated = value(posts, "updated_at", row);
            assertTrue(updated == null || ((String) updated).compareTo((String) value(posts, "created_at", row)) > 0);
            assertTrue(((String) value(authors, "email", row)).equals("user" + row + "@example.com"));
        }
    }

    /** A template of {@code text}, as the rules write one. */
    private static Gen template(String text) {
        return Gen.of("template").with("text", "\"" + text + "\"");
    }

    private static Object value(TableSpec spec, String column, long row) {
        return spec.columns().stream().filter(c -> c.name().equals(column)).findFirst().orElseThrow().generator()
                .valueFor(row);
    }

    /**
     * What cannot be filled stops nothing else: a table with a NOT NULL column of an unknown type is left out, a
     * comment saying why, with the table that refers to it; a nullable one is left to NULL; the rest is filled. A
     * --tables list that forgets a parent is refused naming the child, its key and the parent.
     */
    @Test
    void whatCannotBeFilledIsLeftOutSayingWhyAndTheRestIsFilled() {
        // MariaDB 11.7's VECTOR, newer than anything seedgen knows
        Catalog.Table places = new Catalog.Table("places", List.of(col("id", "int", "int(11)", false, null),
                col("embedding", "vector", "vector(3)", false, null)), List.of("id"), List.of(), List.of(), false);
        Catalog.Table visits = new Catalog.Table("visits", List.of(col("id", "int", "int(11)", false, null),
                col("place_id", "int", "int(11)", false, null)), List.of("id"), List.of(),
                List.of(new ForeignKey("fk_visit_place", List.of("place_id"), "places", List.of("id"))), false);
        Catalog.Table notes = new Catalog.Table("notes", List.of(col("id", "int", "int(11)", false, null),
                col("embedding", "vector", "vector(3)", true, null)), List.of("id"), List.of(), List.of(), false);
        SpecFromCatalog.Written w = SpecFromCatalog.compose(new Catalog("d", List.of(notes, places, visits)), 10,
                Map.of());
        assertTrue(w.text().contains("  # places: left out, no rows: column embedding: type vector(3) is not one "
                + "seedgen fills yet"), w.text());
        assertTrue(w.text().contains("  # visits: left out, no rows: foreign key fk_visit_place (place_id) refers to "
                + "places, which is left out"), w.text());
        assertTrue(w.text().contains("      # embedding: left to NULL, type vector(3) is not one seedgen fills yet"),
                w.text());
        assertEquals(List.of("places", "visits"), w.leftOut().stream().map(l -> l.substring(0, l.indexOf(':')))
                .toList());
        assertEquals(1, w.columnsLeft().size(), w.columnsLeft()::toString);
        Dataset d = DatasetCompiler.compile(SpecReader.read("d", w.text(), Map.of()), 7, null);
        assertEquals(List.of("notes"), d.tables().stream().map(Dataset.Table::name).toList());

        SeedgenException e = assertThrows(SeedgenException.class, () -> SpecFromCatalog.write(new Catalog("d",
                List.of(visits)), 10));
        assertEquals("table visits is read, but its foreign key fk_visit_place (place_id) refers to places, which "
                + "--tables leaves out: add places to --tables, or leave visits out too", e.getMessage());
        SpecFromCatalog.Written excluded = SpecFromCatalog.compose(new Catalog("d", List.of(notes, places, visits))
                .without(List.of("places")), 10, Map.of());
        assertEquals(List.of("visits: foreign key fk_visit_place (place_id) refers to places, which is left out"),
                excluded.leftOut());
    }

    /**
     * A foreign key of two columns (a note on one event of an order, keyed by (order_id, seq)) refers to a row that is
     * there; a calendar keyed by a DATE gets one row a day and no more than DATE holds.
     */
    @Test
    void aTwoColumnForeignKeyRefersToOneRowAndADateKeyIsACalendar() {
        Catalog.Table orders = new Catalog.Table("orders", List.of(col("id", "int", "int(11)", false, null)),
                List.of("id"), List.of(), List.of(), false);
        Catalog.Table events = new Catalog.Table("events", List.of(col("order_id", "int", "int(11)", false, null),
                col("seq", "int", "int(11)", false, null)), List.of("order_id", "seq"), List.of(),
                List.of(new ForeignKey("fk_e", List.of("order_id"), "orders", List.of("id"))), false);
        Catalog.Table notes = new Catalog.Table("notes", List.of(col("id", "int", "int(11)", false, null),
                col("event_order", "int", "int(11)", false, null), col("event_seq", "int", "int(11)", false, null)),
                List.of("id"), List.of(), List.of(new ForeignKey("fk_n", List.of("event_order", "event_seq"),
                        "events", List.of("order_id", "seq"))), false);
        Catalog.Table days = new Catalog.Table("days", List.of(col("day", "date", "date", false, null)),
                List.of("day"), List.of(), List.of(), false);
        String text = SpecFromCatalog.write(new Catalog("d", List.of(orders, events, notes, days)), 3000);
        assertTrue(text.contains("event_seq: {gen: ref, table: events, column: seq, with: event_order}"), text);
        Dataset d = DatasetCompiler.compile(SpecReader.read("d", text, Map.of()), 7, null);
        Set<List<Object>> eventKeys = new HashSet<>();
        for (long row = 1; row <= d.table("events").rows(); row++) {
            eventKeys.add(List.of(value(d.table("events").spec(), "order_id", row),
                    value(d.table("events").spec(), "seq", row)));
        }
        for (long row = 1; row <= 3000; row++) {
            List<Object> key = List.of(value(d.table("notes").spec(), "event_order", row),
                    value(d.table("notes").spec(), "event_seq", row));
            assertTrue(eventKeys.contains(key), "note " + row + " refers to event " + key);
        }
        assertTrue(d.table("notes").foreignKeys().stream().anyMatch(f -> f.columns().equals(List.of("event_order",
                "event_seq")) && f.refColumns().equals(List.of("order_id", "seq"))), "the two-column key is checked");
        Set<Object> seen = new HashSet<>();
        for (long row = 1; row <= 3000; row++) {
            String day = (String) value(d.table("days").spec(), "day", row);
            assertTrue(day.matches("\\d{4}-\\d{2}-\\d{2}") && seen.add(day), day);
        }
        String huge = SpecFromCatalog.write(new Catalog("d", List.of(days)), 5_000_000);
        assertTrue(huge.contains("rows: 2921938  # not 5000000: column day date holds 2921938 distinct values"), huge);
    }

    /**
     * Keys with small domains and keys of several columns: a CHAR(2) code key holds 1,296 rows, not 10,000, and
     * says so; a TINYINT key 127; a key of a reference and an integer makes the integer a sequence.
     */
    @Test
    void smallKeysCapTheRowsAndSayWhyAndCompositeKeysHold() {
        Catalog.Table countries = new Catalog.Table("countries", List.of(col("code", "char", "char(2)", false, 2L),
                col("name", "varchar", "varchar(60)", false, 60L)), List.of("code"), List.of(), List.of(), false);
        Catalog.Table levels = new Catalog.Table("levels", List.of(col("id", "tinyint", "tinyint(4)", false, null),
                col("label", "varchar", "varchar(8)", false, 8L)), List.of("id"), List.of(List.of("label")),
                List.of(), false);
        Catalog.Table salaries = new Catalog.Table("salaries", List.of(
                col("country", "char", "char(2)", false, 2L), col("seq", "int", "int(11)", false, null),
                dec("amount", 9, 2)), List.of("country", "seq"), List.of(),
                List.of(new ForeignKey("fk_s", List.of("country"), "countries", List.of("code"))), false);
        Catalog catalog = new Catalog("d", List.of(countries, levels, salaries));
        String text = SpecFromCatalog.write(catalog, 10_000);
        assertTrue(text.contains("rows: 1296  # not 10000: column code char(2) holds 1296 distinct values"), text);
        assertTrue(text.contains("rows: 127  # not 10000: key id tinyint(4) holds 127 values from 1"), text);
        Dataset d = compiled(catalog, 10_000);
        assertEquals(1296, d.table("countries").rows());
        assertEquals(127, d.table("levels").rows());
        assertEquals(10_000, d.table("salaries").rows());
        Set<String> codes = new HashSet<>();
        for (long row = 1; row <= 1296; row++) {
            String code = (String) value(d.table("countries").spec(), "code", row);
            assertTrue(code.matches("[0-9A-Z]{2}") && codes.add(code), code);
        }
        Dataset some = DatasetCompiler.compile(SpecReader.read("d", SpecFromCatalog.write(catalog, 10_000,
                Map.of("countries", 50L, "levels", 127L)), Map.of()), 7, null);
        assertEquals(50, some.table("countries").rows(), "--rows-for countries=50");
        assertEquals(127, some.table("levels").rows());
        SeedgenException e = assertThrows(SeedgenException.class,
                () -> SpecFromCatalog.write(catalog, 10, Map.of("levels", 200L)));
        assertEquals("--rows-for levels=200: key id tinyint(4) holds 127 values from 1, so the table holds at most "
                + "127 rows: ask for 127 or fewer", e.getMessage());
        e = assertThrows(SeedgenException.class, () -> SpecFromCatalog.write(catalog, 10, Map.of("nope", 5L)));
        assertTrue(e.getMessage().startsWith("--rows-for names table nope, which is not among the tables read"),
                e.getMessage());
        Set<String> labels = new HashSet<>();
        for (long row = 1; row <= 127; row++) {
            String label = (String) value(d.table("levels").spec(), "label", row);
            assertTrue(label.length() <= 8 && labels.add(label), label);
        }
    }

    /**
     * employees-like: an end date after its start date; a key of a reference and a date (a history) gives each
     * parent row dates in order; a unique key of two references and a time gives every row a different time, inside
     * the type's range.
     */
    @Test
    void anEndDateFollowsItsStartAndDatesInKeysAreUnique() {
        Catalog.Table people = new Catalog.Table("people", List.of(col("id", "int", "int(11)", false, null)),
                List.of("id"), List.of(), List.of(), false);
        Catalog.Table stays = new Catalog.Table("stays", List.of(col("id", "int", "int(11)", false, null),
                col("from_date", "date", "date", false, null), col("to_date", "date", "date", false, null)),
                List.of("id"), List.of(), List.of(), false);
        Dataset d = compiled(new Catalog("d", List.of(people, stays)), 500);
        for (long row = 1; row <= 500; row++) {
            String from = (String) value(d.table("stays").spec(), "from_date", row);
            String to = (String) value(d.table("stays").spec(), "to_date", row);
            assertTrue(to.compareTo(from) >= 0 && to.matches("\\d{4}-\\d{2}-\\d{2}"), from + " .. " + to);
        }
        Catalog.Table salaries = new Catalog.Table("salaries", List.of(col("person", "int", "int(11)", false, null),
                col("from_date", "date", "date", false, null), col("to_date", "date", "date", false, null)),
                List.of("person", "from_date"), List.of(),
                List.of(new ForeignKey("fk", List.of("person"), "people", List.of("id"))), false);
        Catalog.Table visits = new Catalog.Table("visits", List.of(col("id", "int", "int(11)", false, null),
                col("person", "int", "int(11)", false, null), col("host", "int", "int(11)", false, null),
                col("at", "timestamp", "timestamp", false, null)),
                List.of("id"), List.of(List.of("at", "person", "host")),
                List.of(new ForeignKey("fk_p", List.of("person"), "people", List.of("id")),
                        new ForeignKey("fk_h", List.of("host"), "people", List.of("id"))), false);
        String text = SpecFromCatalog.write(new Catalog("d", List.of(people, salaries, visits)), 2000);
        assertTrue(text.contains("salaries:\n    per: {parent: people, count: 0..2}  # about as many rows as the "
                + "parent"), text);
        Dataset h = DatasetCompiler.compile(SpecReader.read("d", text, Map.of()), 7, null);
        TableSpec spec = h.table("salaries").spec();
        Map<Object, String> last = new java.util.HashMap<>();
        for (long row = 1; row <= h.table("salaries").rows(); row++) {
            Object person = value(spec, "person", row);
            String from = (String) value(spec, "from_date", row);
            String to = (String) value(spec, "to_date", row);
            assertTrue(from.matches("\\d{4}-\\d{2}-\\d{2}") && to.compareTo(from) >= 0, from + " .. " + to);
            String before = last.put(person, from);
            assertTrue(before == null || from.compareTo(before) > 0, person + ": " + before + " then " + from);
        }
        Set<Object> times = new HashSet<>();
        for (long row = 1; row <= 2000; row++) {
            String at = (String) value(h.table("visits").spec(), "at", row);
            assertTrue(times.add(at) && at.compareTo("2020-01-01") >= 0 && at.compareTo("2038-01-19 03:14:07") <= 0,
                    "TIMESTAMP " + at);
        }
        // at its largest size the times still end inside TIMESTAMP's range
        String huge = SpecFromCatalog.write(new Catalog("d", List.of(people, visits)), 500_000_000);
        Dataset big = DatasetCompiler.compile(SpecReader.read("d", huge, Map.of()), 7, null);
        String lastAt = (String) value(big.table("visits").spec(), "at", big.table("visits").rows());
        assertTrue(lastAt.compareTo("2038-01-19 03:14:07") <= 0, lastAt);
    }

    /**
     * CHECK constraints as MariaDB and MySQL 8.0.16+ report them: bounds, BETWEEN, IN (with MySQL's introducers and
     * escaped quotes), a value excluded, one date after another, "OR col IS NULL"; every value of every row keeps
     * them. A check of another form is marked in the spec and reported, not silently broken.
     */
    /**
     * A LIKE check (a PostgreSQL domain's {@code VALUE LIKE '%@%'} on an email) is kept where the generator's values
     * are known to match: a template's text, Datafaker's email addresses for an @; otherwise named as not followed.
     */
    @Test
    void aLikeCheckIsKeptWhereTheValuesMatchAndNamedWhereNot() {
        assertTrue(Checks.matchesLike(template("user{id}@example.com").with("unique", "true"), "%@%"));
        assertTrue(Checks.matchesLike(template("SKU-{id}"), "SKU-_%"));
        assertTrue(!Checks.matchesLike(template("{id}"), "%@%"));
        assertTrue(Checks.matchesLike(Gen.of("faker").with("expr", "internet.email_address"), "%@%"));
        assertTrue(!Checks.matchesLike(Gen.of("lorem").with("words", "1..3"), "%@%"));
        Catalog.Table people = new Catalog.Table("people", List.of(col("id", "int", "int(11)", false, null),
                col("email", "varchar", "varchar(120)", false, 120L), col("code", "varchar", "varchar(20)", false,
                        20L)), List.of("id"), List.of(List.of("email")), List.of(), false,
                List.of("(`email` ~~ '%@%')", "(`code` LIKE 'X-%')"));
        SpecFromCatalog.Written w = SpecFromCatalog.compose(new Catalog("d", List.of(people)), 100, Map.of());
        // a LIKE the guess does not keep makes the column strings of the pattern's language
        assertEquals(List.of(), w.unfollowed(), w.text());
        assertTrue(w.text().contains("code: {gen: pattern, like: [\"X-%\"]"), w.text());
        Dataset d = DatasetCompiler.compile(SpecReader.read("d", w.text(), Map.of()), 7, null);
        TableSpec spec = d.table("people").spec();
        for (long row = 1; row <= 100; row++) {
            assertTrue(String.valueOf(value(spec, "email", row)).contains("@"));
            String code = String.valueOf(value(spec, "code", row));
            assertTrue(code.startsWith("X-") && code.length() <= 20, code);
        }
    }

    @Test
    void checkConstraintsAreKeptByEveryValueAndOthersAreNamed() {
        // the clause with charset introducers as MySQL 8 prints it, read as its catalog reader gives it
        List<String> checks = List.of("`price` > 0", "`qty` between 1 and 10", "(`b` >= `a`)",
                seedgen.check.CheckParser.standardLiterals(
                        "(`status` in (_utf8mb4\\'new\\',_utf8mb4\\'it\\'\\'s done\\'))"), "`c5` <> 3",
                "`c6` > 5000 and `c6` < 5010", "`born` >= '1990-01-01'", "`c7` > 0 or `c7` is null",
                "`id` >= 10", "`ends` > `a` or `ends` is null", "`status` <> 'new'");
        Catalog.Table t = new Catalog.Table("t", List.of(col("id", "int", "int(11)", false, null),
                dec("price", 8, 2), col("qty", "int", "int(11)", true, null), col("a", "date", "date", false, null),
                col("b", "date", "date", false, null), col("status", "varchar", "varchar(10)", true, 10L),
                col("c5", "int", "int(11)", false, null), col("c6", "int", "int(11)", false, null),
                col("born", "date", "date", true, null), col("c7", "int", "int(11)", true, null),
                col("ends", "datetime", "datetime", true, null)),
                List.of("id"), List.of(), List.of(), false, checks);
        SpecFromCatalog.Written w = SpecFromCatalog.compose(new Catalog("d", List.of(t)), 2000, Map.of());
        assertEquals(List.of(), w.unfollowed(), w.text());
        TableSpec spec = DatasetCompiler.compile(SpecReader.read("d", w.text(), Map.of()), 7, null).table("t").spec();
        for (long row = 1; row <= 2000; row++) {
            assertTrue((Long) value(spec, "id", row) >= 10);
            assertTrue(new java.math.BigDecimal(value(spec, "price", row).toString()).signum() > 0);
            Object qty = value(spec, "qty", row);
            assertTrue(qty == null || (Long) qty >= 1 && (Long) qty <= 10, "qty " + qty);
            assertTrue(((String) value(spec, "b", row)).compareTo((String) value(spec, "a", row)) >= 0);
            Object status = value(spec, "status", row);
            assertTrue(status == null || status.equals("it's done"), "status " + status);
            assertTrue((Long) value(spec, "c5", row) != 3);
            long c6 = (Long) value(spec, "c6", row);
            assertTrue(c6 > 5000 && c6 < 5010, "c6 " + c6);
            Object born = value(spec, "born", row);
            assertTrue(born == null || ((String) born).compareTo("1990-01-01") >= 0, "born " + born);
            Object c7 = value(spec, "c7", row);
            assertTrue(c7 == null || (Long) c7 > 0, "c7 " + c7);
            Object ends = value(spec, "ends", row);
            assertTrue(ends == null || ((String) ends).compareTo(value(spec, "a", row) + " 23:59:59") > 0
                    || ((String) ends).substring(0, 10).compareTo((String) value(spec, "a", row)) > 0, "ends " + ends);
        }
        Catalog.Table other = new Catalog.Table("u", List.of(col("id", "int", "int(11)", false, null),
                col("note", "varchar", "varchar(20)", false, 20L)), List.of("id"), List.of(), List.of(), false,
                List.of("char_length(`note`) > 3"));
        w = SpecFromCatalog.compose(new Catalog("d", List.of(other)), 200, Map.of());
        assertEquals(List.of(), w.unfollowed(), "a check seedgen evaluates is kept on every row");
        assertTrue(w.text().contains("    checks:\n") && w.text().contains("- \"char_length(`note`) > 3\""),
                w.text());
        spec = DatasetCompiler.compile(SpecReader.read("d", w.text(), Map.of()), 7, null).table("u").spec();
        for (long row = 1; row <= 200; row++) {
            assertTrue(((String) value(spec, "note", row)).length() > 3, "note " + value(spec, "note", row));
        }
        // a sum of two columns under a number: each under its half; a case by MariaDB's own spelling, lcase
        Catalog.Table sums = new Catalog.Table("s", List.of(col("id", "int", "int(11)", false, null),
                col("a", "int", "int(11)", false, null), col("b", "int", "int(11)", false, null),
                col("tag", "varchar", "varchar(20)", false, 20L)), List.of("id"), List.of(List.of("tag")), List.of(),
                false, List.of("`a` + `b` < 100", "`tag` = lcase(`tag`)"));
        w = SpecFromCatalog.compose(new Catalog("d", List.of(sums)), 500, Map.of());
        assertEquals(List.of(), w.unfollowed(), w.text());
        assertTrue(w.text().contains("# a: made to keep CHECK (`a` + `b` < 100) by its generator (derived)")
                && w.text().contains("case: lower"), w.text());
        spec = DatasetCompiler.compile(SpecReader.read("d", w.text(), Map.of()), 7, null).table("s").spec();
        for (long row = 1; row <= 500; row++) {
            assertTrue((Long) value(spec, "a", row) + (Long) value(spec, "b", row) < 100, "row " + row);
            String tag = (String) value(spec, "tag", row);
            assertEquals(tag.toLowerCase(java.util.Locale.ROOT), tag);
        }
    }

    /** A unique reference beside the key (a store's one manager): each row a different parent row, no more rows. */
    @Test
    void aUniqueReferenceBesideTheKeyPicksADifferentParentForEachRow() {
        Catalog.Table staff = new Catalog.Table("staff", List.of(col("id", "int", "int(11)", false, null)),
                List.of("id"), List.of(), List.of(), false);
        Catalog.Table stores = new Catalog.Table("stores", List.of(col("id", "int", "int(11)", false, null),
                col("manager", "int", "int(11)", false, null)), List.of("id"), List.of(List.of("manager")),
                List.of(new ForeignKey("fk", List.of("manager"), "staff", List.of("id"))), false);
        Catalog catalog = new Catalog("d", List.of(staff, stores));
        String text = SpecFromCatalog.write(catalog, 1000, Map.of("staff", 300L));
        assertTrue(text.contains("rows: 300  # not 1000: each row's manager is a different row of staff, which gets "
                + "300"), text);
        Dataset d = DatasetCompiler.compile(SpecReader.read("d", text, Map.of()), 7, null);
        Set<Object> managers = new HashSet<>();
        for (long row = 1; row <= 300; row++) {
            Object m = value(d.table("stores").spec(), "manager", row);
            assertTrue((Long) m >= 1 && (Long) m <= 300 && managers.add(m), "manager " + m);
        }
    }

    @Test
    void enumMembersAndQuoting() {
        assertEquals(List.of("a", "it's", "b,c"), YamlText.members("enum('a','it''s','b,c')"));
        assertEquals("\"say \\\"hi\\\" \\\\ now\"", YamlText.quote("say \"hi\" \\ now"));
    }

    /**
     * Columns that are the two ends of one thing, paired by the rest of their names, stay in order on every row
     * where both hold a value: dates, times of day, timestamps and numbers, a nullable earlier end included.
     */
    @Test
    void theLaterEndOfEveryPairIsNeverBeforeItsEarlierEnd() {
        Catalog.Table offers = new Catalog.Table("offers", List.of(col("id", "int", "int(11)", false, null),
                col("start_date", "date", "date", false, null),
                col("valid_from", "datetime", "datetime", true, null),
                col("valid_until", "datetime", "datetime", true, null),
                col("access_window_start", "time", "time", false, null),
                col("access_window_end", "time", "time", false, null),
                col("created_at", "timestamp", "timestamp", true, null),
                col("updated_at", "timestamp", "timestamp", true, null),
                col("end_date", "date", "date", true, null),
                col("starts_at", "datetime", "datetime", false, null),
                col("ends_at", "datetime", "datetime", false, null),
                dec("min_price", 8, 2), dec("max_price", 8, 2),
                Columns.of("min_x", "decimal", "decimal(9,6)", true, null, 9L, 6L, false, false, false, null),
                Columns.of("max_x", "decimal", "decimal(9,6)", false, null, 9L, 6L, false, false, false, null),
                col("from_page", "smallint", "smallint(5) unsigned", false, null),
                col("to_page", "smallint", "smallint(5) unsigned", false, null),
                col("size_min", "int", "int(11)", false, null), col("size_max", "int", "int(11)", false, null)),
                List.of("id"), List.of(), List.of(), false, List.of("`max_price` > 0", "`size_max` >= 0"));
        SpecFromCatalog.Written w = SpecFromCatalog.compose(new Catalog("d", List.of(offers)), 2000, Map.of());
        assertEquals(List.of(), w.unfollowed(), "a CHECK on the upper end is followed with the pair: " + w.text());
        Dataset d = compiled(new Catalog("d", List.of(offers)), 2000);
        TableSpec spec = d.table("offers").spec();
        List<String[]> pairs = List.of(new String[] {"valid_from", "valid_until"},
                new String[] {"access_window_start", "access_window_end"},
                new String[] {"created_at", "updated_at"}, new String[] {"start_date", "end_date"},
                new String[] {"starts_at", "ends_at"});
        List<String[]> numbers = List.of(new String[] {"min_price", "max_price"}, new String[] {"min_x", "max_x"},
                new String[] {"from_page", "to_page"}, new String[] {"size_min", "size_max"});
        int both = 0;
        for (long row = 1; row <= 2000; row++) {
            for (String[] p : pairs) {
                Object a = value(spec, p[0], row);
                Object b = value(spec, p[1], row);
                if (a != null && b != null) {
                    both++;
                    assertTrue(((String) b).compareTo((String) a) >= 0, "row " + row + ": " + p[0] + " " + a + ", "
                            + p[1] + " " + b);
                }
            }
            for (String[] p : numbers) {
                Object a = value(spec, p[0], row);
                Object b = value(spec, p[1], row);
                if (a != null && b != null) {
                    assertTrue(new java.math.BigDecimal(b.toString()).compareTo(new java.math.BigDecimal(
                            a.toString())) >= 0, "row " + row + ": " + p[0] + " " + a + ", " + p[1] + " " + b);
                }
            }
            assertTrue(new java.math.BigDecimal((String) value(spec, "max_price", row)).signum() > 0, "CHECK");
            String time = (String) value(spec, "access_window_end", row);
            assertTrue(time.matches("\\d{2}:\\d{2}:\\d{2}"), "TIME " + time);
            Object to = value(spec, "to_page", row);
            assertTrue((Long) to >= 0 && (Long) to <= 65535, "SMALLINT UNSIGNED " + to);
        }
        assertTrue(both > 2000 * 4, "most rows hold both ends: " + both);
    }

    /**
     * A flag in a key of several columns (a TINYINT(1) beside an integer, a PostgreSQL boolean, a BIT(1)) stays 0 or
     * 1 on every row and does not cap the table at TINYINT's 127: another member is made unique.
     */
    @Test
    void aFlagInAKeyStaysAFlag() {
        Catalog.Table grants = new Catalog.Table("grants", List.of(
                col("is_admin", "tinyint", "tinyint(1)", false, null),
                col("seq", "int", "int(11)", false, null), col("enabled", "boolean", "boolean", false, null),
                Columns.of("active", "bit", "bit(1)", false, null, 1L, null, false, false, false, null),
                col("is_owner", "tinyint", "tinyint(1)", false, null)),
                List.of("is_admin", "seq"), List.of(List.of("is_owner", "enabled", "active", "seq")), List.of(), false);
        Catalog.Table shares = new Catalog.Table("shares", List.of(col("id", "int", "int(11)", false, null),
                col("code", "char", "char(6)", false, 6L), col("is_primary", "tinyint", "tinyint(1)", false, null)),
                List.of("id"), List.of(List.of("is_primary", "code")), List.of(), false);
        String text = SpecFromCatalog.write(new Catalog("d", List.of(grants, shares)), 2000);
        assertTrue(text.contains("grants:\n    rows: 2000\n"), text);
        Dataset d = DatasetCompiler.compile(SpecReader.read("d", text, Map.of()), 7, null);
        assertEquals(2000, d.table("grants").rows());
        assertEquals(2000, d.table("shares").rows());
        for (long row = 1; row <= 2000; row++) {
            for (String flag : List.of("is_admin", "enabled", "is_owner")) {
                Object v = value(d.table("grants").spec(), flag, row);
                assertTrue(v.equals(0L) || v.equals(1L), flag + " " + v);
            }
            Object v = value(d.table("shares").spec(), "is_primary", row);
            assertTrue(v.equals(0L) || v.equals(1L), "is_primary " + v);
        }
        // a flag that is a key by itself holds two rows, 0 and 1, and says so
        Catalog.Table settings = new Catalog.Table("settings", List.of(col("id", "tinyint", "tinyint(1)", false,
                null), col("is_default", "tinyint", "tinyint(1)", false, null)), List.of("id"),
                List.of(List.of("is_default")), List.of(), false);
        String two = SpecFromCatalog.write(new Catalog("d", List.of(settings)), 50);
        assertTrue(two.contains("rows: 2  # not 50: column id tinyint(1) holds 2 distinct values"), two);
        TableSpec flagKeys = DatasetCompiler.compile(SpecReader.read("d", two, Map.of()), 7, null).table("settings")
                .spec();
        assertEquals(List.of(0L, 1L), List.of(value(flagKeys, "id", 1), value(flagKeys, "id", 2)));
        assertEquals(List.of(0L, 1L), List.of(value(flagKeys, "is_default", 1), value(flagKeys, "is_default", 2)));
        // flags alone hold 2^n rows: named, not made a sequence
        Catalog.Table flags = new Catalog.Table("flags", List.of(col("id", "int", "int(11)", false, null),
                col("a", "tinyint", "tinyint(1)", false, null), col("b", "tinyint", "tinyint(1)", false, null)),
                List.of("id"), List.of(List.of("a", "b")), List.of(), false);
        // (left out, the reason named, since every table is tried and what cannot be filled does not stop the rest)
        SpecFromCatalog.Written w = SpecFromCatalog.compose(new Catalog("d", List.of(flags)), 10, Map.of());
        assertEquals(1, w.leftOut().size(), w.text());
        assertTrue(w.leftOut().get(0).startsWith("flags: column b: key (a, b) has no member seedgen can make unique"),
                w.leftOut()::toString);
    }

    /**
     * Tables that hold rows of their own are kept: written as kept: true with the values their children refer to in
     * key order (gen: list), never among the tables to write, their children picking only those values; a kept table
     * nothing refers to is named in a comment; --rows-for on a kept one is refused.
     */
    @Test
    void keptTablesListTheValuesTheirChildrenReferTo() {
        Catalog blog = blog();
        Map<String, KeptRows.Kept> kept = Map.of("authors", new KeptRows.Kept(3, "rows of the application's own",
                List.of("id"), List.of(List.of("4"), List.of("7"), List.of("9"))), "post_tags", new KeptRows.Kept(2,
                "rows of the application's own", List.of(), List.of()));
        SpecFromCatalog.Written w = SpecFromCatalog.compose(blog, 300, Map.of(), false, null, 1, kept);
        assertTrue(w.text().contains("  authors:\n    kept: true  # 3 rows of its own, kept as they are (rows of the "
                + "application's own)\n    rows: 3\n    columns:\n      id: {gen: list, values: [4, 7, 9]}\n"
                + "    primary_key: [id]\n"), w.text());
        assertTrue(w.text().contains("  # post_tags: kept, 2 rows of its own"), w.text());
        assertEquals(List.of("authors: 3 rows, rows of the application's own", "post_tags: 2 rows, rows of the "
                + "application's own"), w.kept());
        Dataset d = DatasetCompiler.compile(SpecReader.read("blog", w.text(), Map.of()), 7, 300L);
        assertEquals(List.of("authors"), d.kept().stream().map(Dataset.Table::name).toList());
        assertTrue(d.tables().stream().noneMatch(t -> t.name().equals("authors")), "never written");
        assertEquals(3, d.table("authors").rows(), "--rows does not size a kept table");
        Set<Object> authors = new HashSet<>();
        TableSpec posts = d.table("posts").spec();
        for (long row = 1; row <= d.table("posts").rows(); row++) {
            authors.add(value(posts, "author_id", row));
        }
        assertEquals(Set.of(4L, 7L, 9L), authors);
        assertThrows(SeedgenException.class, () -> SpecFromCatalog.compose(blog, 300, Map.of("authors", 10L), false,
                null, 1, kept));
        assertTrue(KeptRows.migration("schema_migrations", 0) && KeptRows.migration("dbversion", 1)
                && !KeptRows.migration("dbversion", 2) && !KeptRows.migration("statuses", 1));
    }

    /**
     * A hierarchy by inheritance as the PostgreSQL reader gives it: notes, with a key to people and one to a kept
     * table of kinds, and its children, which take both keys from it (marked so), one pinning its kind with a CHECK,
     * one without a key of its own; all three numbered by the parent's sequence. Every child row refers to a person
     * and a kind as a note would (the pinned one to its kind, a kept row), the three tables' ids are all different,
     * and every column of an inherited key says whose key it is.
     */
    @Test
    void childrenByInheritanceReferAsTheirParentDoesAndShareItsCounterWithoutCollisions() {
        Catalog.Column id = col("id", "int", "integer", false, null);
        Catalog.Column author = col("author_id", "int", "integer", false, null);
        Catalog.Column kind = col("kind", "int", "integer", false, null);
        Catalog.Column body = col("body", "text", "text", false, null);
        ForeignKey toPeople = new ForeignKey("notes_author_id_fkey", List.of("author_id"), "people",
                List.of("id"));
        ForeignKey toKinds = new ForeignKey("notes_kind_fkey", List.of("kind"), "kinds",
                List.of("id"));
        Map<String, List<String>> links = Map.of("topic_notes", List.of("notes"), "loose_notes", List.of("notes"));
        Map<String, List<ForeignKey>> own = Map.of("notes", List.of(toPeople, toKinds));
        List<Catalog.Table> tables = List.of(
                new Catalog.Table("kinds", List.of(id), List.of("id"), List.of(), List.of(), false),
                new Catalog.Table("people", List.of(id), List.of("id"), List.of(), List.of(), false),
                new Catalog.Table("notes", List.of(id, author, kind, body), List.of("id"), List.of(),
                        List.of(toPeople, toKinds), false),
                new Catalog.Table("topic_notes", List.of(id, author, kind, body), List.of("id"), List.of(),
                        Catalog.inherited(links, "topic_notes", own), false, List.of("(kind = 2)")),
                new Catalog.Table("loose_notes", List.of(id, author, kind, body), List.of(), List.of(),
                        Catalog.inherited(links, "loose_notes", own), false));
        Catalog catalog = new Catalog("app", tables).inheriting(links).counting(List.of(new Catalog.Counter(
                "notes_id_seq", List.of(List.of("notes", "id"), List.of("topic_notes", "id"),
                        List.of("loose_notes", "id")))));
        Map<String, KeptRows.Kept> kept = Map.of("kinds", new KeptRows.Kept(3, "rows of the application's own",
                List.of("id"), List.of(List.of("1"), List.of("2"), List.of("3"))));
        SpecFromCatalog.Written w = SpecFromCatalog.compose(catalog, 400, Map.of(), true, null, 1, kept);
        assertEquals(List.of(), w.leftOut(), w.text());
        assertTrue(w.text().contains("      # author_id: refers to people.id by the foreign key "
                + "notes_author_id_fkey of notes: topic_notes inherits notes"), w.text());
        assertTrue(w.text().contains("      # kind: refers to kinds.id, which CHECK (kind = 2) holds to 2"), w.text());
        assertTrue(w.text().contains("      id: {gen: sequence, start: 3, step: 3"), w.text());
        Dataset d = DatasetCompiler.compile(SpecReader.read("app", w.text(), Map.of()), 7, 400L);
        Set<Object> ids = new HashSet<>();
        for (String t : List.of("notes", "topic_notes", "loose_notes")) {
            TableSpec spec = d.table(t).spec();
            assertEquals(400, d.table(t).rows(), t);
            for (long row = 1; row <= d.table(t).rows(); row++) {
                assertTrue(ids.add(value(spec, "id", row)), t + " row " + row + ": its id is another table's too");
                long person = (Long) value(spec, "author_id", row);
                assertTrue(person >= 1 && person <= 400, t + " row " + row + ": person " + person);
                Object k = value(spec, "kind", row);
                assertTrue(t.equals("topic_notes") ? k.equals(2L) || k.equals("2")
                        : Set.of(1L, 2L, 3L).contains(k), t + " row " + row + ": kind " + k);
            }
        }
    }

    /**
     * A table keyed by a text code whose integer id is unique, its rows referring to each other by that id (an
     * accounting application's headings): each refers to an earlier heading's id, the first to none, where before
     * the table was left out (a reference to its own table's column that is not its key).
     */
    @Test
    void aReferenceToItsOwnUniqueColumnPicksAnEarlierRowsValue() {
        Catalog.Table headings = new Catalog.Table("headings", List.of(col("code", "varchar", "varchar(20)", false,
                20L), col("id", "int", "integer", false, null), col("parent_id", "int", "integer", true, null)),
                List.of("code"), List.of(List.of("id")), List.of(new ForeignKey("headings_parent_id_fkey",
                        List.of("parent_id"), "headings", List.of("id"))), false);
        SpecFromCatalog.Written w = SpecFromCatalog.compose(new Catalog("app", List.of(headings)), 300, Map.of(),
                true);
        assertEquals(List.of(), w.leftOut(), w.text());
        assertTrue(w.text().contains("      parent_id: {gen: ref, table: headings, column: id}\n"), w.text());
        Dataset d = DatasetCompiler.compile(SpecReader.read("app", w.text(), Map.of()), 7, 300L);
        TableSpec spec = d.table("headings").spec();
        Map<Object, Long> rowOf = new java.util.HashMap<>();
        for (long row = 1; row <= d.table("headings").rows(); row++) {
            rowOf.put(value(spec, "id", row), row);
        }
        assertEquals(null, value(spec, "parent_id", 1));
        for (long row = 2; row <= d.table("headings").rows(); row++) {
            assertTrue(rowOf.get(value(spec, "parent_id", row)) < row, "heading " + row + " refers to an earlier");
        }
    }

    /**
     * A link table whose first parent is a kept table of one row (Zabbix's one map element, and its triggers): the
     * rows per parent are as many as make the table's rows, each pair different, instead of 0..2 rows for the one
     * parent (which left it empty).
     */
    @Test
    void aLinkTableOfAKeptParentOfOneRowStillGetsItsRows() {
        Catalog.Column id = col("id", "int", "int(11)", false, null);
        Catalog.Table maps = new Catalog.Table("maps", List.of(id), List.of("id"), List.of(), List.of(), false);
        Catalog.Table triggers = new Catalog.Table("triggers", List.of(id), List.of("id"), List.of(), List.of(),
                false);
        Catalog.Table links = new Catalog.Table("map_triggers", List.of(id, col("map_id", "int", "int(11)", false,
                null), col("trigger_id", "int", "int(11)", false, null)), List.of("id"), List.of(List.of("map_id",
                "trigger_id")), List.of(new ForeignKey("fk_map", List.of("map_id"), "maps", List.of("id")),
                new ForeignKey("fk_trigger", List.of("trigger_id"), "triggers", List.of("id"))), false);
        List<List<String>> ids = new ArrayList<>();
        for (int i = 1; i <= 1000; i++) {
            ids.add(List.of(Integer.toString(i)));
        }
        Map<String, KeptRows.Kept> kept = Map.of("maps", new KeptRows.Kept(1, "rows of the application's own",
                List.of("id"), List.of(List.of("1"))), "triggers", new KeptRows.Kept(1000, "rows of the application's "
                + "own", List.of("id"), ids));
        // a history keyed by its parent and a date: the same, each parent's dates in order
        Catalog.Table history = new Catalog.Table("map_history", List.of(col("map_id", "int", "int(11)", false, null),
                col("changed_on", "date", "date", false, null)), List.of("map_id", "changed_on"), List.of(),
                List.of(new ForeignKey("fk_history", List.of("map_id"), "maps", List.of("id"))), false);
        SpecFromCatalog.Written w = SpecFromCatalog.compose(new Catalog("d", List.of(maps, triggers, links,
                history)), 300, Map.of(), false, null, 1, kept);
        assertTrue(w.text().contains("  map_triggers:\n    per: {parent: maps, count: 300..300}"), w.text());
        assertTrue(w.text().contains("  map_history:\n    per: {parent: maps, count: 300..300}"), w.text());
        Dataset d = DatasetCompiler.compile(SpecReader.read("d", w.text(), Map.of()), 7, 300L);
        long rows = d.table("map_triggers").rows();
        assertEquals(300, rows);
        TableSpec spec = d.table("map_triggers").spec();
        Set<Object> picked = new HashSet<>();
        for (long row = 1; row <= rows; row++) {
            assertTrue(picked.add(value(spec, "trigger_id", row)), "each pair different");
        }
    }

    /**
     * The candidates the server judges a check seedgen does not read with: the guess first, lowercase words, then
     * codes of each length a length function names (a pattern's digits are no lengths); a check names its column as a
     * word only.
     */
    @Test
    void theServerJudgesCandidatesInOrderOfLikelihood() {
        Catalog.Table t = new Catalog.Table("items", List.of(col("id", "int", "int(11)", false, null),
                col("sku", "char", "char(10)", false, 10L), col("slug", "varchar", "varchar(60)", false, 60L)),
                List.of("id"), List.of(), List.of(), false);
        List<String> sku = ServerJudge.candidates(t, t.column("sku"), List.of("char_length(`sku`) = 8"), 100).stream()
                .map(Gen::render).toList();
        assertEquals(List.of("gen: code, length: 8, case: lower", "gen: code, length: 8"), sku.subList(sku.size() - 2,
                sku.size()));
        List<String> slug = ServerJudge.candidates(t, t.column("slug"), List.of("`slug` regexp '^[a-z0-9-]+$'"), 100)
                .stream().map(Gen::render).toList();
        assertTrue(slug.contains("gen: lorem, words: 1..4") && slug.contains("gen: code, length: 12, case: lower")
                && !slug.contains("gen: code, length: 9, case: lower"), slug.toString());
        assertTrue(ServerJudge.names("(`sku` = lower(`sku`))", "sku") && ServerJudge.names("((name)::text = "
                + "lower((name)::text))", "name") && !ServerJudge.names("skus > 1", "sku"));
        Dataset lower = DatasetCompiler.compile(SpecReader.read("d", "seedgen: 1\ntables:\n  t:\n    rows: 50\n"
                + "    columns:\n      c: {gen: code, length: 6, case: lower}\n    primary_key: [c]\n", Map.of()), 1, null);
        Set<Object> seen = new HashSet<>();
        for (long row = 1; row <= 50; row++) {
            String v = (String) value(lower.table("t").spec(), "c", row);
            assertTrue(v.matches("[a-z0-9]{6}") && seen.add(v), v);
        }
    }

    /** Ports are 1..65535 and coordinates on the map, in each column's type and scale, a pair of them in order. */
    @Test
    void portsAndCoordinatesStayInTheirRanges() {
        Catalog.Table places = new Catalog.Table("places", List.of(col("id", "int", "int(11)", false, null),
                col("port", "int", "int(11)", false, null),
                col("ssh_port", "smallint", "smallint(5) unsigned", true, null),
                col("latitude", "double", "double", false, null), col("lng", "float", "float", false, null),
                Columns.of("min_lat", "decimal", "decimal(10,7)", false, null, 10L, 7L, false, false, false,
                        null),
                Columns.of("max_lat", "decimal", "decimal(10,7)", false, null, 10L, 7L, false, false, false,
                        null),
                dec("lon", 9, 6), dec("long", 4, 1), col("lat_e6", "int", "int(11)", false, null)),
                List.of("id"), List.of(), List.of(), false);
        TableSpec spec = compiled(new Catalog("d", List.of(places)), 2000).table("places").spec();
        for (long row = 1; row <= 2000; row++) {
            assertTrue((Long) value(spec, "port", row) >= 1 && (Long) value(spec, "port", row) <= 65_535);
            Object ssh = value(spec, "ssh_port", row);
            assertTrue(ssh == null || (Long) ssh >= 1 && (Long) ssh <= 65_535, "port " + ssh);
            for (String[] c : new String[][] {{"latitude", "90", "6"}, {"min_lat", "90", "7"}, {"max_lat", "90", "7"},
                    {"lng", "180", "6"}, {"lon", "180", "6"}, {"long", "180", "1"}, {"lat_e6", "90", "0"}}) {
                java.math.BigDecimal v = new java.math.BigDecimal(value(spec, c[0], row).toString());
                assertTrue(v.abs().compareTo(new java.math.BigDecimal(c[1])) <= 0 && v.scale() == Integer.parseInt(
                        c[2]), c[0] + " " + v);
            }
            assertTrue(new java.math.BigDecimal((String) value(spec, "max_lat", row)).compareTo(
                    new java.math.BigDecimal((String) value(spec, "min_lat", row))) >= 0);
        }
    }

    /**
     * Text the application reads back, by name: real protocols, IANA zones (valid {@link java.time.ZoneId}s even in
     * a short column), MIME types with their '/', file names with an extension, hex digests of the right length
     * (in a BINARY column too, filling it), hosts, user agents, languages and locales, versions, hex colours.
     */
    @Test
    void textByNameIsWhatTheApplicationExpects() {
        Catalog.Table assets = new Catalog.Table("assets", List.of(col("id", "int", "int(11)", false, null),
                col("protocol", "varchar", "varchar(10)", false, 10L),
                col("time_zone", "varchar", "varchar(64)", true, 64L), col("tz", "varchar", "varchar(16)", false, 16L),
                col("content_type", "varchar", "varchar(100)", false, 100L),
                col("mime", "varchar", "varchar(12)", false, 12L),
                col("file_name", "varchar", "varchar(255)", false, 255L),
                col("checksum", "char", "char(64)", false, 64L), col("md5", "varchar", "varchar(255)", false, 255L),
                col("sha1_hash", "char", "char(40)", false, 40L), col("etag", "varchar", "varchar(20)", false, 20L),
                col("password_hash", "binary", "binary(32)", false, 32L),
                col("hostname", "varchar", "varchar(255)", false, 255L),
                col("user_agent", "varchar", "varchar(255)", false, 255L),
                col("locale", "varchar", "varchar(10)", false, 10L), col("lang", "char", "char(2)", false, 2L),
                col("version", "varchar", "varchar(20)", false, 20L), col("color", "char", "char(7)", false, 7L),
                col("website", "varbinary", "varbinary(255)", false, 255L)),
                List.of("id"), List.of(), List.of(), false);
        TableSpec spec = compiled(new Catalog("d", List.of(assets)), 2000).table("assets").spec();
        Set<String> protocols = Set.of("http", "https", "ssh", "rdp", "vnc", "telnet", "ftp", "sftp");
        Set<String> zones = new HashSet<>();
        for (long row = 1; row <= 2000; row++) {
            assertTrue(protocols.contains((String) value(spec, "protocol", row)), "" + value(spec, "protocol", row));
            for (String zone : new String[] {"time_zone", "tz"}) {
                String z = (String) value(spec, zone, row);
                if (z != null) {
                    assertEquals(z, java.time.ZoneId.of(z).getId());
                    assertTrue(z.length() <= (zone.equals("tz") ? 16 : 64), z);
                    zones.add(z);
                }
            }
            for (String mime : new String[] {"content_type", "mime"}) {
                String m = (String) value(spec, mime, row);
                assertTrue(m.matches("[a-z]+/[a-z0-9.+-]+") && m.length() <= (mime.equals("mime") ? 12 : 100), m);
            }
            String file = (String) value(spec, "file_name", row);
            assertTrue(file.matches("[a-z]+\\.[a-z0-9]{2,7}"), file);
            assertTrue(((String) value(spec, "checksum", row)).matches("[0-9a-f]{64}"));
            assertTrue(((String) value(spec, "md5", row)).matches("[0-9a-f]{32}"));
            assertTrue(((String) value(spec, "sha1_hash", row)).matches("[0-9a-f]{40}"));
            assertTrue(((String) value(spec, "etag", row)).matches("[0-9a-f]{20}"));
            assertTrue(((String) value(spec, "password_hash", row)).matches("[0-9a-f]{32}"), "BINARY(32) filled");
            String host = (String) value(spec, "hostname", row);
            assertTrue(host.matches("[a-z0-9-]+(\\.[a-z0-9-]+)+"), host);
            String agent = (String) value(spec, "user_agent", row);
            assertTrue(agent.length() <= 255 && agent.matches("[A-Za-z].*"), agent);
            assertTrue(((String) value(spec, "locale", row)).matches("[a-z]{2}-[A-Z]{2}"));
            assertTrue(((String) value(spec, "lang", row)).matches("[a-z]{2}"));
            assertTrue(((String) value(spec, "version", row)).matches("\\d+\\.\\d+\\.\\d+"));
            assertTrue(((String) value(spec, "color", row)).matches("#[0-9A-Fa-f]{6}"));
            String url = (String) value(spec, "website", row);
            assertTrue(url.startsWith("www.") || url.startsWith("http"), url);
            assertTrue(url.length() <= 255, url);
        }
        assertTrue(zones.size() > 10, "zones " + zones);
    }

    /**
     * The names of things (a board, a service, a connection, a product) read as names, not as people's names nor
     * as "1", "2", "3"; a unique name is the thing's word and the key, readable and never repeated.
     */
    @Test
    void thingsHaveReadableNamesAndUniqueNamesStayUnique() {
        Catalog.Table boards = new Catalog.Table("boards", List.of(col("id", "int", "int(11)", false, null),
                col("name", "varchar", "varchar(100)", false, 100L),
                col("display_name", "varchar", "varchar(60)", false, 60L),
                col("service_name", "varchar", "varchar(60)", false, 60L),
                col("product_name", "varchar", "varchar(60)", false, 60L),
                col("contact_name", "varchar", "varchar(60)", false, 60L)),
                List.of("id"), List.of(List.of("name")), List.of(), false);
        Catalog.Table connections = new Catalog.Table("connections", List.of(col("id", "int", "int(11)", false, null),
                col("name", "varchar", "varchar(128)", false, 128L)), List.of("id"), List.of(), List.of(), false);
        String text = SpecFromCatalog.write(new Catalog("d", List.of(boards, connections)), 2000);
        assertTrue(text.contains("contact_name: {gen: faker, expr: name.full_name"), text);
        Dataset d = DatasetCompiler.compile(SpecReader.read("d", text, Map.of()), 7, null);
        Set<String> names = new HashSet<>();
        Set<String> connectionNames = new HashSet<>();
        for (long row = 1; row <= 2000; row++) {
            String name = (String) value(d.table("boards").spec(), "name", row);
            assertTrue(name.matches("[A-Z][a-z]+ \\d+") && names.add(name), name);
            for (String c : List.of("display_name", "service_name", "product_name")) {
                String v = (String) value(d.table("boards").spec(), c, row);
                assertTrue(v.matches("[A-Z][A-Za-z -]*") && v.length() <= 60, c + " " + v);
            }
            String connection = (String) value(d.table("connections").spec(), "name", row);
            assertTrue(connection.matches("[A-Z][A-Za-z -]*"), connection);
            connectionNames.add(connection);
        }
        assertTrue(connectionNames.size() > 20, "names vary: " + connectionNames);
    }

    /**
     * Tables keyed whole by a reference to another's key are one row for each of its rows: a profile, and Quartz's
     * trigger tables (a key of three columns). Tables named as kinds of the parent (QRTZ_CRON_TRIGGERS and
     * QRTZ_SIMPLE_TRIGGERS of QRTZ_TRIGGERS) take each parent row once between them: Quartz reads a trigger's details
     * from the one table of its kind (quartz-2.5.2.jar, org/quartz/impl/jdbcjobstore/StdJDBCDelegate.java:
     * selectTrigger reads QRTZ_SIMPLE_TRIGGERS, QRTZ_CRON_TRIGGERS or a delegate's table by TRIGGER_TYPE), while a
     * part of every row (a user's profile) is made for every parent row. The parent's TRIGGER_TYPE names the kind.
     */
    @Test
    void kindsOfARowTakeEachParentRowOnceBetweenThem() {
        List<String> key = List.of("SCHED_NAME", "TRIGGER_NAME", "TRIGGER_GROUP");
        List<Catalog.Column> keyColumns = List.of(col("SCHED_NAME", "varchar", "varchar(120)", false, 120L),
                col("TRIGGER_NAME", "varchar", "varchar(190)", false, 190L),
                col("TRIGGER_GROUP", "varchar", "varchar(190)", false, 190L));
        List<Catalog.Column> triggerColumns = new ArrayList<>(keyColumns);
        triggerColumns.add(col("TRIGGER_TYPE", "varchar", "varchar(8)", false, 8L));
        Catalog.Table triggers = new Catalog.Table("QRTZ_TRIGGERS", triggerColumns, key, List.of(), List.of(), false);
        List<Catalog.Table> tables = new ArrayList<>(List.of(triggers));
        for (String kind : List.of("QRTZ_CRON_TRIGGERS", "QRTZ_SIMPLE_TRIGGERS", "QRTZ_BLOB_TRIGGERS")) {
            List<Catalog.Column> columns = new ArrayList<>(keyColumns);
            columns.add(col("DETAIL", "varchar", "varchar(40)", true, 40L));
            tables.add(new Catalog.Table(kind, columns, key, List.of(), List.of(new ForeignKey("fk_" + kind,
                    key, "QRTZ_TRIGGERS", key)), false));
        }
        tables.add(new Catalog.Table("users", List.of(col("id", "int", "int", false, null)), List.of("id"), List.of(),
                List.of(), false));
        tables.add(new Catalog.Table("user_profile", List.of(col("user_id", "int", "int", false, null),
                col("bio", "varchar", "varchar(200)", true, 200L)), List.of("user_id"), List.of(),
                List.of(new ForeignKey("fk_profile", List.of("user_id"), "users", List.of("id"))), false));
        String spec = SpecFromCatalog.write(new Catalog("app", tables), 600);
        assertTrue(spec.contains("per: {parent: QRTZ_TRIGGERS, count: 1..1, one_of: [QRTZ_BLOB_TRIGGERS, "
                + "QRTZ_CRON_TRIGGERS, QRTZ_SIMPLE_TRIGGERS]}"), spec);
        assertTrue(spec.contains("per: {parent: users, count: 1..1}"), spec);
        Dataset d = DatasetCompiler.compile(SpecReader.read("kinds", spec, Map.of()), 3, null);
        Set<String> seen = new HashSet<>();
        long kinds = 0;
        for (String kind : List.of("QRTZ_CRON_TRIGGERS", "QRTZ_SIMPLE_TRIGGERS", "QRTZ_BLOB_TRIGGERS")) {
            Dataset.Table t = d.table(kind);
            kinds += t.rows();
            for (long row = 1; row <= t.rows(); row++) {
                Object[] r = t.spec().row(row);
                assertTrue(seen.add(r[0] + "/" + r[1] + "/" + r[2]), kind + " row " + row + ": a trigger of two kinds");
            }
        }
        Dataset.Table parent = d.table("QRTZ_TRIGGERS");
        assertEquals(parent.rows(), kinds, "every trigger is of one kind");
        Set<String> keys = new HashSet<>();
        Map<String, String> typeOf = new java.util.HashMap<>();
        for (long row = 1; row <= parent.rows(); row++) {
            Object[] r = parent.spec().row(row);
            keys.add(r[0] + "/" + r[1] + "/" + r[2]);
            typeOf.put(r[0] + "/" + r[1] + "/" + r[2], r[3].toString());
        }
        assertEquals(keys, seen, "the kinds' keys are the triggers' keys");
        // the trigger's type names the table of its kind, as Quartz spells its types (CRON, SIMPLE, BLOB)
        assertTrue(spec.contains("TRIGGER_TYPE: {gen: kind, tables: {QRTZ_BLOB_TRIGGERS: \"BLOB\", QRTZ_CRON_TRIGGERS: "
                + "\"CRON\", QRTZ_SIMPLE_TRIGGERS: \"SIMPLE\"}"), spec);
        for (String kind : List.of("QRTZ_CRON_TRIGGERS", "QRTZ_SIMPLE_TRIGGERS", "QRTZ_BLOB_TRIGGERS")) {
            Dataset.Table t = d.table(kind);
            for (long row = 1; row <= t.rows(); row++) {
                Object[] r = t.spec().row(row);
                assertEquals(kind, "QRTZ_" + typeOf.get(r[0] + "/" + r[1] + "/" + r[2]) + "_TRIGGERS", "row " + row);
            }
        }
        assertEquals(d.table("users").rows(), d.table("user_profile").rows(), "a profile for every user");
    }

    /**
     * A polymorphic pair, {@code (commentable_type, commentable_id)}, which no foreign key can declare: the type names a
     * table and the id is a row of it. Rails loads the row of such a pair from the class the type column names
     * (the activerecord gem, lib/active_record/associations/belongs_to_polymorphic_association.rb:9, {@code
     * type.presence && type.constantize}), so the type must name a class whose table holds the id.
     * The CHECK's list spells the classes; where nothing shows the values, every table a reference refers to, by its
     * name; values that name no table are the application's own codes and the pair is not told.
     */
    @Test
    void aPairThatNamesATableRefersToARowOfIt() {
        Catalog.Table users = new Catalog.Table("users", List.of(col("id", "int", "int", false, null)),
                List.of("id"), List.of(), List.of(), false);
        Catalog.Table posts = new Catalog.Table("posts", List.of(col("id", "int", "int", false, null),
                col("user_id", "int", "int", false, null)), List.of("id"), List.of(),
                List.of(new ForeignKey("fk_post_user", List.of("user_id"), "users", List.of("id"))), false);
        Catalog.Table photos = new Catalog.Table("photos", List.of(col("id", "int", "int", false, null),
                col("user_id", "int", "int", false, null)), List.of("id"), List.of(),
                List.of(new ForeignKey("fk_photo_user", List.of("user_id"), "users", List.of("id"))), false);
        Catalog.Table favorites = new Catalog.Table("favorites", List.of(col("id", "int", "int", false, null),
                col("post_id", "int", "int", true, null), col("photo_id", "int", "int", true, null)),
                List.of("id"), List.of(), List.of(new ForeignKey("fk_fav_post", List.of("post_id"), "posts",
                        List.of("id")), new ForeignKey("fk_fav_photo", List.of("photo_id"), "photos",
                        List.of("id"))), false);
        java.util.function.Function<List<String>, Catalog> with = checks -> new Catalog("app", List.of(users, posts,
                photos, favorites, new Catalog.Table("comments", List.of(col("id", "int", "int", false, null),
                        col("commentable_type", "varchar", "varchar(40)", false, 40L),
                        col("commentable_id", "int", "int", false, null)), List.of("id"), List.of(), List.of(), false,
                        checks)));
        String listed = SpecFromCatalog.write(with.apply(List.of(
                "commentable_type IN ('Post', 'App\\Models\\Photo')")), 500);
        assertTrue(listed.contains("commentable_id: {gen: ref, one_of: {photos: \"App\\\\Models\\\\Photo\", "
                + "posts: \"Post\"}}"), listed);
        assertTrue(listed.contains("commentable_type: {gen: kind, of: commentable_id, type: \"varchar(40)\"}"), listed);
        assertTrue(listed.contains("# commentable_id: inferred (no foreign key declares it): a row of one of 2 "
                + "tables, the one commentable_type names (spelled as in its CHECK's list)"), listed);
        Dataset d = DatasetCompiler.compile(SpecReader.read("pairs", listed, Map.of()), 3, null);
        Dataset.Table comments = d.table("comments");
        for (long row = 1; row <= comments.rows(); row++) {
            Object[] r = comments.spec().row(row);
            Dataset.Table named = d.table(r[1].equals("Post") ? "posts" : "photos");
            long id = ((Number) r[2]).longValue();
            assertTrue(id >= 1 && id <= named.rows(), "comment " + row + ": " + r[1] + " " + id + " of "
                    + named.rows());
        }
        String none = SpecFromCatalog.write(with.apply(List.of()), 500);
        assertTrue(none.contains("commentable_id: {gen: ref, one_of: {photos: \"photos\", posts: \"posts\", users: "
                + "\"users\"}}"), none);
        String codes = SpecFromCatalog.write(with.apply(List.of("commentable_type IN ('a', 'b')")), 500);
        assertFalse(codes.contains("one_of"), codes);
        // an event's type and id with no value shown: as likely the application's codes as tables' names
        Catalog events = new Catalog("app", List.of(users, posts, photos, favorites, new Catalog.Table("log",
                List.of(col("id", "int", "int", false, null), col("event_type", "varchar", "varchar(40)", false, 40L),
                        col("event_id", "int", "int", false, null)), List.of("id"), List.of(), List.of(), false)));
        String event = SpecFromCatalog.write(events, 500);
        assertFalse(event.contains("one_of"), event);
        String off = SpecFromCatalog.compose(with.apply(List.of()), 500, Map.of(), false, null, 1, Map.of(), Map.of(),
                List.of(), false).text();
        assertFalse(off.contains("one_of"), off);
    }

    /**
     * Roundcube's group members: a link table pairs a group and a contact, and both refer to a user, so a pair meets in
     * one user (roundcube-core 1.6.5, usr/share/roundcube/program/lib/Roundcube/rcube_contacts.php:1015: add_to_group
     * adds only the contacts whose user_id is the address book's user). The contacts are made owned by the users, and
     * each member is a contact of its group's user.
     */
    @Test
    void aLinkOfTwoTablesOfOneOwnerPairsRowsOfTheSameOwner() {
        Catalog.Table users = new Catalog.Table("users", List.of(col("user_id", "int", "int", false, null)),
                List.of("user_id"), List.of(), List.of(), false);
        Catalog.Table contacts = new Catalog.Table("contacts", List.of(col("contact_id", "int", "int", false, null),
                col("user_id", "int", "int", false, null), col("name", "varchar", "varchar(128)", false, 128L)),
                List.of("contact_id"), List.of(), List.of(new ForeignKey("user_id_fk_contacts",
                        List.of("user_id"), "users", List.of("user_id"))), false);
        Catalog.Table groups = new Catalog.Table("contactgroups", List.of(col("contactgroup_id", "int", "int", false,
                null), col("user_id", "int", "int", false, null)), List.of("contactgroup_id"), List.of(),
                List.of(new ForeignKey("user_id_fk_contactgroups", List.of("user_id"), "users",
                        List.of("user_id"))), false);
        Catalog.Table members = new Catalog.Table("contactgroupmembers", List.of(col("contactgroup_id", "int", "int",
                false, null), col("contact_id", "int", "int", false, null)), List.of("contactgroup_id", "contact_id"),
                List.of(), List.of(new ForeignKey("contactgroup_id_fk", List.of("contactgroup_id"),
                        "contactgroups", List.of("contactgroup_id")), new ForeignKey("contact_id_fk",
                        List.of("contact_id"), "contacts", List.of("contact_id"))), false);
        String spec = SpecFromCatalog.write(new Catalog("rc", List.of(users, contacts, groups, members)), 500);
        assertTrue(spec.contains("contacts:\n    per: {parent: users, count: "), spec);
        assertTrue(spec.contains("contact_id: {gen: ref, table: contacts, distinct: true, within: "
                + "contactgroups.user_id}"), spec);
        Dataset d = DatasetCompiler.compile(SpecReader.read("rc", spec, Map.of()), 4, null);
        Map<Object, Object> userOfContact = new java.util.HashMap<>();
        Dataset.Table c = d.table("contacts");
        for (long row = 1; row <= c.rows(); row++) {
            Object[] r = c.spec().row(row);
            userOfContact.put(r[0], r[1]);
        }
        Map<Object, Object> userOfGroup = new java.util.HashMap<>();
        Dataset.Table g = d.table("contactgroups");
        for (long row = 1; row <= g.rows(); row++) {
            Object[] r = g.spec().row(row);
            userOfGroup.put(r[0], r[1]);
        }
        Dataset.Table m = d.table("contactgroupmembers");
        assertTrue(m.rows() > 100, m.rows() + " members");
        for (long row = 1; row <= m.rows(); row++) {
            Object[] r = m.spec().row(row);
            assertEquals(userOfGroup.get(r[0]), userOfContact.get(r[1]), "member " + row + " of one user");
        }
        // contacts the application ships are kept as they are, owned by no one: the members pick any of them
        Catalog rc = new Catalog("rc", List.of(users, contacts, groups, members));
        SpecFromCatalog.Written kept = SpecFromCatalog.compose(rc, 500, Map.of(), false, null, 1, Map.of("contacts",
                new KeptRows.Kept(2, "rows of the application's own", List.of("contact_id"), List.of(List.of("1"),
                        List.of("2")))));
        assertFalse(kept.text().contains("within:"), kept.text());
        DatasetCompiler.compile(SpecReader.read("rc", kept.text(), Map.of()), 4, null);
    }

    /**
     * A table whose rows follow a parent's for a reason of the schema (a profile keyed by its user, a link keyed by
     * both its references) says so where its rows come out other than asked (issue 49: 240 of 500, silently).
     */
    @Test
    void aTableWhoseRowsFollowItsParentSaysWhyWhereTheyAreNotTheRowsAsked() {
        Catalog.Table users = new Catalog.Table("users", List.of(col("id", "int", "int(11)", false, null),
                col("name", "varchar", "varchar(50)", false, 50L)), List.of("id"), List.of(), List.of(), false);
        Catalog.Table profiles = new Catalog.Table("profiles", List.of(col("user_id", "int", "int(11)", false, null),
                col("bio", "text", "text", true, 65535L)), List.of("user_id"), List.of(),
                List.of(new ForeignKey("p_u", List.of("user_id"), "users", List.of("id"))), false);
        Catalog.Table follows = new Catalog.Table("follows", List.of(col("follower", "int", "int(11)", false, null),
                col("followed", "int", "int(11)", false, null)), List.of("follower", "followed"), List.of(),
                List.of(new ForeignKey("f_a", List.of("follower"), "users", List.of("id")),
                        new ForeignKey("f_b", List.of("followed"), "users", List.of("id"))), false);
        Catalog catalog = new Catalog("d", List.of(follows, profiles, users));
        SpecFromCatalog.Written w = SpecFromCatalog.compose(catalog, 500, Map.of("users", 240L));
        assertEquals(List.of("follows", "profiles"), w.follows().stream().map(SpecFromCatalog.Follows::table)
                .toList(), w.text());
        Dataset d = DatasetCompiler.compile(SpecReader.read("d", w.text(), Map.of()), 3, null);
        assertEquals(240, d.table("profiles").rows());
        List<String> notes = seedgen.runner.Schema.withFollowed(List.of("kept           x: 1 row, rows of the "
                + "application's own", "left out       y: why"), w.follows(), d);
        assertEquals("fewer rows     profiles: 240, not 500: one row for each row of users: its key is its "
                + "reference to users", notes.get(notes.size() - 2), String.join("\n", notes));
        assertEquals("more rows      follows: 720, not 500: a link of users and users (its key is both "
                + "references), each pair of a row of users with a different row of users; 3 for each row of users",
                notes.get(1), String.join("\n", notes));
        assertEquals("left out       y: why", notes.get(3));
        // where the parent's rows give the rows asked, nothing is said of the table
        SpecFromCatalog.Written even = SpecFromCatalog.compose(catalog, 480, Map.of("users", 240L));
        Dataset e = DatasetCompiler.compile(SpecReader.read("d", even.text(), Map.of()), 3, null);
        assertEquals(480, e.table("follows").rows());
        assertEquals(List.of("fewer rows     profiles: 240, not 480: one row for each row of users: its key is its "
                + "reference to users"), seedgen.runner.Schema.withFollowed(List.of(), even.follows(), e));
    }
}
