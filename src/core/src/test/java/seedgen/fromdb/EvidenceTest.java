package seedgen.fromdb;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import seedgen.catalog.Catalog;
import seedgen.model.Dataset;
import seedgen.model.ForeignKey;
import seedgen.model.TableSpec;
import seedgen.spec.DatasetCompiler;
import seedgen.spec.SpecReader;

/**
 * The evidence beside a column's name and type that its values are chosen from: a constant DEFAULT weighed against
 * the name, a COMMENT that lists the values, the rows the application ships in a table of the same column, and the
 * names whose meaning says a format (a vCard, a cron expression, a time of day, a zone's offset). Each printed column
 * says its evidence on its line, and the values the compiled spec makes hold to it.
 */
class EvidenceTest {

    private static final long ROWS = 2_000;

    private static Catalog.Column col(String name, String dataType, String type, boolean nullable, Long length) {
        return Columns.of(name, dataType, type, nullable, length, null, null, false, false, false, null);
    }

    private static Catalog.Column integer(String name, String dataType) {
        return col(name, dataType, dataType, false, null);
    }

    private static Catalog.Column text(String name, long length) {
        return col(name, "varchar", "varchar(" + length + ")", false, length);
    }

    private static Catalog.Column fixed(String name, long length) {
        return col(name, "char", "char(" + length + ")", false, length);
    }

    private static Catalog.Table table(String name, List<Catalog.Column> columns, Map<String, Catalog.Said> said) {
        Map<String, Catalog.Said> ci = new TreeMap<>(String.CASE_INSENSITIVE_ORDER);
        ci.putAll(said);
        Set<String> defaulted = new HashSet<>();
        said.forEach((c, s) -> {
            if (s.constant() != null) {
                defaulted.add(c);
            }
        });
        return new Catalog.Table(name, columns, List.of("id"), List.of(), List.of(), false, List.of(), defaulted, ci);
    }

    private static Catalog.Said def(String constant) {
        return new Catalog.Said(constant, null);
    }

    /** The values column {@code column} of {@code table} holds over every row of the compiled spec, as text. */
    private static Set<String> values(String spec, String table, String column) {
        Dataset d = DatasetCompiler.compile(SpecReader.read("evidence", spec, Map.of()), 7, null);
        TableSpec t = d.table(table).spec();
        int at = -1;
        for (int i = 0; i < t.columns().size(); i++) {
            if (t.columns().get(i).name().equals(column)) {
                at = i;
            }
        }
        Set<String> out = new HashSet<>();
        for (long row = 1; row <= d.table(table).rows(); row++) {
            Object v = t.columns().get(at).generator().valueFor(row);
            out.add(v == null ? null : v.toString());
        }
        return out;
    }

    /** The printed line of {@code column}. */
    private static String line(String spec, String column) {
        return spec.lines().filter(l -> l.startsWith("      " + column + ": ") || l.startsWith("      \"" + column
                + "\": ")).findFirst().orElseThrow(
                () -> new AssertionError(column + " is not in\n" + spec));
    }

    /**
     * Integer DEFAULTs on names of no quantity: a flag of 0 and 1, or the default and its neighbour, mostly the
     * default; a yes/no name with no default 0 or 1; a quantity (visits, retries) keeps its spread; a name that says
     * more (a port) keeps its guess. Each says its evidence on its line.
     */
    @Test
    void aSmallIntegerDefaultOnANameOfNoQuantityIsACode() {
        Catalog c = new Catalog("app", List.of(table("accounts", List.of(integer("id", "int"),
                integer("mail_enabled", "smallint"), integer("del", "smallint"), integer("maintenance_type", "int"),
                integer("suspension_state", "int"), integer("retention", "int"), integer("visits", "int"),
                integer("retries", "int"), integer("port", "int"), integer("datasize", "int"),
                integer("parent-item", "int")),
                Map.of("datasize", def("0"), "parent-item", def("0"), "del", def("0"), "maintenance_type",
                def("0"), "suspension_state", def("1"), "retention", def("3"), "visits", def("0"), "retries",
                def("3"), "port", def("0")))));
        String spec = SpecFromCatalog.write(c, ROWS);
        assertEquals(Set.of("0", "1"), values(spec, "accounts", "mail_enabled"));
        assertTrue(line(spec, "mail_enabled").endsWith("# by a yes/no name on smallint: 0 or 1"), spec);
        assertEquals(Set.of("0", "1"), values(spec, "accounts", "del"));
        assertTrue(line(spec, "del").contains("# by DEFAULT 0 on a name of no quantity: a code of 0..1, mostly 0"),
                spec);
        assertEquals(Set.of("0", "1"), values(spec, "accounts", "maintenance_type"));
        assertEquals(Set.of("1", "2"), values(spec, "accounts", "suspension_state"));
        assertEquals(Set.of("2", "3"), values(spec, "accounts", "retention"));
        assertTrue(values(spec, "accounts", "visits").size() > 20, "a count keeps its spread: " + line(spec, "visits"));
        assertTrue(values(spec, "accounts", "retries").size() > 2, line(spec, "retries"));
        assertTrue(values(spec, "accounts", "datasize").size() > 20, "a size run together: " + line(spec, "datasize"));
        assertTrue(!line(spec, "parent-item").contains("DEFAULT"), "a reference's 0 is none: " + line(spec,
                "parent-item"));
        assertTrue(values(spec, "accounts", "port").stream().allMatch(v -> Long.parseLong(v) >= 1
                && Long.parseLong(v) <= 65_535) && values(spec, "accounts", "port").size() > 20, line(spec, "port"));
        // the default is the most common value: three rows in four
        Dataset d = DatasetCompiler.compile(SpecReader.read("evidence", spec, Map.of()), 7, null);
        TableSpec t = d.table("accounts").spec();
        int del = 2;
        assertEquals("del", t.columns().get(del).name());
        long zeros = 0;
        for (long row = 1; row <= ROWS; row++) {
            zeros += "0".equals(String.valueOf(t.columns().get(del).generator().valueFor(row))) ? 1 : 0;
        }
        assertTrue(zeros > ROWS * 0.7 && zeros < ROWS * 0.8, zeros + " of " + ROWS);
    }

    /**
     * Short text: DEFAULT '' on a char(2) stays empty; 'Y' is a yes/no of Y and N, '0' of 0 and 1; a yes/no name on
     * a char(1) without a default is 0 or 1; a wider text's DEFAULT whose name says nothing is that value (a
     * Zabbix delay's '1m'); a name that says more keeps its guess (an email).
     */
    @Test
    void shortTextDefaultsAreTheValuesTheSchemaShows() {
        Catalog c = new Catalog("app", List.of(table("prefs", List.of(integer("id", "int"), fixed("onoff", 2),
                fixed("yn", 1), fixed("zero", 1), fixed("is_durable", 1), text("delay", 255), text("email", 120)),
                Map.of("onoff", def(""), "yn", def("Y"), "zero", def("0"), "delay", def("1m"), "email",
                        def("nobody@example.com")))));
        String spec = SpecFromCatalog.write(c, ROWS);
        assertEquals(Set.of(""), values(spec, "prefs", "onoff"));
        assertEquals(Set.of("Y", "N"), values(spec, "prefs", "yn"));
        assertEquals(Set.of("0", "1"), values(spec, "prefs", "zero"));
        assertEquals(Set.of("0", "1"), values(spec, "prefs", "is_durable"));
        assertEquals(Set.of("1m"), values(spec, "prefs", "delay"));
        assertTrue(line(spec, "delay").endsWith("# by DEFAULT '1m' on a name that says no more: the value the schema "
                + "shows"), spec);
        assertTrue(values(spec, "prefs", "email").size() > 100, line(spec, "email"));
    }

    /** A COMMENT that lists values with their meanings is a choice of them, the default the most common. */
    @Test
    void aCommentThatListsTheValuesIsAChoiceOfThem() {
        Catalog c = new Catalog("app", List.of(table("contact", List.of(integer("id", "int"),
                integer("network", "tinyint"), integer("rel", "int"), integer("score", "int")), Map.of("network",
                new Catalog.Said("0", "0 => none, 1 => mirror, 2 => reshare"), "rel", new Catalog.Said(null,
                "The kind of relation: 1=follower, 2=sharing, 3=friend"), "score", new Catalog.Said(null,
                "the score, 0 to 100")))));
        String spec = SpecFromCatalog.write(c, ROWS);
        assertEquals(Set.of("0", "1", "2"), values(spec, "contact", "network"));
        assertTrue(line(spec, "network").contains("# by COMMENT '0 => none, 1 => mirror, 2 => reshare' lists its "
                + "values"), spec);
        assertEquals(Set.of("1", "2", "3"), values(spec, "contact", "rel"));
        assertTrue(!line(spec, "score").contains("COMMENT"), "a range in words is no list: " + line(spec, "score"));
    }

    /**
     * The application's rows: a column of the same name in a kept table shows the values (a delay of 1m or 1h) as
     * often as they are there; a name any table uses for its own codes (status) only from a table of the same thing.
     */
    @Test
    void theApplicationsRowsAreASampleOfItsValues() {
        Catalog.Table items = new Catalog.Table("items", List.of(integer("id", "int"), text("delay", 255),
                integer("status", "int")), List.of("id"), List.of(), List.of(), false);
        Catalog.Table hosts = new Catalog.Table("hosts", List.of(integer("id", "int"), integer("status", "int")),
                List.of("id"), List.of(), List.of(), false);
        Catalog.Table checks = new Catalog.Table("httptest", List.of(integer("id", "int"), text("delay", 255),
                integer("status", "int"), integer("hostid", "int")), List.of("id"), List.of(), List.of(
                new ForeignKey("fk", List.of("hostid"), "hosts", List.of("id"))), false);
        Catalog.Table itemTags = new Catalog.Table("item_tag", List.of(integer("id", "int"), integer("status", "int")),
                List.of("id"), List.of(), List.of(), false);
        Catalog c = new Catalog("app", List.of(items, hosts, checks, itemTags));
        Map<String, KeptRows.Kept> kept = new LinkedHashMap<>();
        Map<String, Map<String, Long>> itemSamples = new HashMap<>();
        itemSamples.put("delay", new LinkedHashMap<>(Map.of("1m", 30L, "1h", 10L)));
        itemSamples.put("status", Map.of("0", 39L, "1", 1L));
        kept.put("items", new KeptRows.Kept(40, "rows of the application's own", List.of(), List.of(), itemSamples));
        kept.put("hosts", new KeptRows.Kept(5, "rows of the application's own", List.of("id"), List.of(List.of("1"),
                List.of("2"), List.of("3"), List.of("4"), List.of("5")), Map.of("status", Map.of("3", 4L, "0", 1L))));
        String spec = SpecFromCatalog.compose(c, ROWS, Map.of(), false, null, 1, kept).text();
        assertEquals(Set.of("1m", "1h"), values(spec, "httptest", "delay"));
        assertTrue(line(spec, "delay").contains("# by the application's rows of items.delay, kept: "), spec);
        // a host's status (3: a template) is not a web check's, though the check refers to its host
        assertTrue(!spec.contains("hosts.status"), spec);
        assertEquals(Set.of("0", "1"), values(spec, "item_tag", "status"), "an item's tag takes the items' status");
    }

    /** Names that say a format: a vCard, a VTIMEZONE, a cron expression (with seconds in a trigger's table). */
    @Test
    void namesThatSayAFormatGetThatFormat() {
        Catalog c = new Catalog("app", List.of(
                table("contacts", List.of(integer("id", "int"), col("vcard", "longtext", "longtext", false,
                        4_294_967_295L), col("vtimezone", "text", "text", false, 65_535L), text("cron", 64),
                        fixed("open_time", 8), fixed("close_time", 5), fixed("api_token", 40), integer("tz_offset",
                        "int"), integer("protocol", "smallint")), Map.of()),
                table("qrtz_cron_triggers", List.of(integer("id", "int"), text("cron_expression", 120)), Map.of())));
        String spec = SpecFromCatalog.write(c, ROWS);
        assertTrue(values(spec, "contacts", "vcard").stream().allMatch(v -> v.startsWith("BEGIN:VCARD\r\nVERSION:3.0"
                + "\r\n") && v.endsWith("END:VCARD\r\n")), line(spec, "vcard"));
        assertTrue(values(spec, "contacts", "vtimezone").stream().allMatch(v -> v.startsWith("BEGIN:VTIMEZONE\r\n")),
                line(spec, "vtimezone"));
        assertTrue(values(spec, "contacts", "cron").stream().allMatch(v -> v.split(" ").length == 5),
                line(spec, "cron"));
        assertTrue(values(spec, "qrtz_cron_triggers", "cron_expression").stream().allMatch(v -> v.split(" ").length
                == 6 && v.contains("?")), line(spec, "cron_expression"));
        Set<String> opens = values(spec, "contacts", "open_time");
        assertTrue(opens.stream().allMatch(v -> v.matches("(0[6-9]|1[0-4]):[0-5][0-9]:[0-5][0-9]")), opens.toString());
        assertTrue(values(spec, "contacts", "close_time").stream().allMatch(v -> v.matches("([01][0-9]|2[0-2]):"
                + "[0-5][0-9]")), line(spec, "close_time"));
        assertTrue(values(spec, "contacts", "api_token").stream().allMatch(v -> v.matches("[0-9a-f]{40}")));
        assertTrue(values(spec, "contacts", "tz_offset").stream().allMatch(v -> Long.parseLong(v) % 1800 == 0
                && Math.abs(Long.parseLong(v)) <= 50_400), line(spec, "tz_offset"));
        assertEquals(Set.of("6", "17", "1", "58"), values(spec, "contacts", "protocol"));
    }

    /**
     * A key of a reference, a code and an address: the address is made unique by the table's own key
     * ({@code user17@example.com}), and the code keeps a code's few values.
     */
    @Test
    void aCodeInAKeyStaysACodeWhereAnotherMemberCanBeUnique() {
        Catalog.Table users = new Catalog.Table("users", List.of(integer("user_id", "int")), List.of("user_id"),
                List.of(), List.of(), false);
        Catalog.Table addresses = new Catalog.Table("collected_addresses", List.of(integer("address_id", "int"),
                integer("user_id", "int"), integer("type", "int"), text("email", 255)), List.of("address_id"),
                List.of(List.of("user_id", "type", "email")), List.of(new ForeignKey("fk", List.of("user_id"),
                "users", List.of("user_id"))), false);
        String spec = SpecFromCatalog.write(new Catalog("app", List.of(users, addresses)), ROWS);
        assertTrue(line(spec, "email").contains("gen: template, text: \"user{address_id}@example.com\""), spec);
        assertTrue(values(spec, "collected_addresses", "type").size() <= 5, line(spec, "type"));
    }

    /**
     * Two nullable columns whose names begin with the same word are two facts of one event, NULL on the same rows
     * (Camunda's ACT_RU_JOB: acquisition takes a job only if it has no lock owner or its lock expiry is past, so a
     * job locked without an expiry is never acquired again; camunda-engine-7.24.0.jar,
     * org/camunda/bpm/engine/impl/mapping/entity/Job.xml:200); a type written first ({@code date_}) or a table's
     * prefix on most columns ties nothing.
     */
    @Test
    void columnsOfOneEventAreNullTogether() {
        Catalog.Column owner = col("LOCK_OWNER_", "varchar", "varchar(255)", true, 255L);
        Catalog.Column expiry = col("LOCK_EXP_TIME_", "datetime", "datetime", true, null);
        Catalog.Column created = col("date_created", "datetime", "datetime", true, null);
        Catalog.Column deleted = col("date_deleted", "datetime", "datetime", true, null);
        String spec = SpecFromCatalog.write(new Catalog("app", List.of(table("jobs", List.of(integer("id", "int"),
                owner, created, expiry, deleted), Map.of()))), ROWS);
        assertTrue(line(spec, "LOCK_EXP_TIME_").contains("null_with: LOCK_OWNER_"), spec);
        assertTrue(line(spec, "LOCK_EXP_TIME_").endsWith("# NULL where LOCK_OWNER_ is: a name of the same first word"),
                spec);
        assertTrue(!line(spec, "date_deleted").contains("null_with"), spec);
        Dataset d = DatasetCompiler.compile(SpecReader.read("evidence", spec, Map.of()), 7, null);
        TableSpec t = d.table("jobs").spec();
        long nulls = 0;
        long apart = 0;
        for (long row = 1; row <= ROWS; row++) {
            Object[] r = t.row(row);
            assertEquals(r[1] == null, r[3] == null, "row " + row + ": a lock's owner and its expiry NULL together");
            nulls += r[1] == null ? 1 : 0;
            apart += (r[2] == null) != (r[4] == null) ? 1 : 0;
        }
        assertTrue(nulls > ROWS * 0.05 && nulls < ROWS * 0.15, nulls + " of " + ROWS);
        assertTrue(apart > ROWS * 0.1, "date_created and date_deleted are not tied: " + apart);
    }
}
