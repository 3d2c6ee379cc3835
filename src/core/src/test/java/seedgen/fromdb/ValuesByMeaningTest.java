package seedgen.fromdb;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigDecimal;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import seedgen.catalog.Catalog;
import seedgen.generate.Login;
import seedgen.model.Dataset;
import seedgen.model.TableSpec;
import seedgen.spec.DatasetCompiler;
import seedgen.spec.SpecReader;

/**
 * What {@code --from-db} guesses where a column's name says what its values mean beyond a type's range: codes,
 * moments kept as numbers or text, hosts and their addresses, passwords, and pairs whose names run together. Each
 * table is one an application could have; the values read back are what it would hold.
 */
class ValuesByMeaningTest {

    private static final int ROWS = 2000;
    /** The window a DATETIME's guess has: 2023-01-01 to 2025-01-01, as Unix seconds. */
    private static final long FROM = 1_672_531_200L;
    private static final long TO = 1_735_689_600L;

    private static Catalog.Column col(String name, String type, boolean nullable) {
        String dt = type.replaceAll("[ (].*", "");
        Long length = type.matches("\\w+\\((\\d+)\\).*") && !dt.contains("int")
                ? Long.valueOf(type.replaceAll("\\w+\\((\\d+)\\).*", "$1")) : null;
        Long precision = dt.equals("decimal") ? Long.valueOf(type.replaceAll("decimal\\((\\d+),.*", "$1")) : null;
        Long scale = dt.equals("decimal") ? Long.valueOf(type.replaceAll("decimal\\(\\d+,(\\d+)\\)", "$1")) : null;
        return Columns.of(name, dt, type, nullable, length, precision, scale, false, false, false, null);
    }

    private static Catalog.Column col(String name, String type) {
        return col(name, type, false);
    }

    /** A table keyed by an integer {@code id}, with {@code columns} after it. */
    private static Catalog.Table table(String name, Catalog.Column... columns) {
        List<Catalog.Column> all = new ArrayList<>(List.of(col("id", "int(11)")));
        all.addAll(List.of(columns));
        return new Catalog.Table(name, all, List.of("id"), List.of(), List.of(), false);
    }

    private static String spec(Catalog.Table... tables) {
        return SpecFromCatalog.write(new Catalog("d", List.of(tables)), ROWS);
    }

    private static Dataset filled(Catalog.Table... tables) {
        return DatasetCompiler.compile(SpecReader.read("d", spec(tables), Map.of()), 7, null);
    }

    private static Object value(TableSpec spec, String column, long row) {
        return spec.columns().stream().filter(c -> c.name().equals(column)).findFirst().orElseThrow().generator()
                .valueFor(row);
    }

    /** The printed spec's line for {@code column}. */
    private static String line(String spec, String column) {
        return spec.lines().filter(l -> l.strip().startsWith(column + ": {")).findFirst().orElseThrow(() ->
                new AssertionError("no line for " + column + " in\n" + spec));
    }

    /**
     * A name that is only a unit of time (Camunda's MILLISECONDS_, a plain ms or secs) is an amount, not a moment, and
     * is guessed as a number (it stopped the whole fill with an index out of bounds).
     */
    @Test
    void aNameThatIsOnlyAUnitOfTimeIsNoMoment() {
        String text = spec(table("meter_log", col("MILLISECONDS_", "bigint(20)"), col("ms", "bigint(20)")));
        assertTrue(!line(text, "MILLISECONDS_").contains("format: unix") && !line(text, "ms").contains("format: unix"),
                text);
    }

    /**
     * Icinga's {@code start_time_usec} beside {@code start_time} is the moment's microseconds, not a moment: 0 to
     * 999,999, and its {@code end_time_usec} no end after it. With the start in a key of several columns (which makes
     * it a sequence) the end's {@code after:} named a column that was no date, and the whole fill was refused.
     */
    @Test
    void theMicrosecondsOfAMomentAreNoMomentAndNoEndFollowsThem() {
        Catalog.Column startUsec = col("start_time_usec", "int(11)");
        Catalog.Table commands = new Catalog.Table("systemcommands", List.of(col("id", "int(11)"),
                col("start_time", "timestamp"), startUsec, col("end_time", "timestamp", true),
                col("end_time_usec", "int(11)", true)), List.of("id"), List.of(List.of("start_time",
                "start_time_usec")), List.of(), false);
        String text = spec(commands);
        assertTrue(line(text, "end_time_usec").contains("gen: int, min: 0, max: 999999")
                && !line(text, "start_time_usec").contains("format: unix")
                && !line(text, "end_time_usec").contains("after:"), text);
        Dataset d = filled(commands); // the spec reads: no after: on a column that is no date
        assertEquals(ROWS, d.table("systemcommands").rows());
    }

    /**
     * An integer status, type, kind, state, mode, severity or set of flags is one of a few codes from 0, and an INT
     * that says yes or no is 0 or 1: never a range up to a million. A count, a priority and a reference by name keep
     * what they had.
     */
    @Test
    void integerCodesAreAFewCodes() {
        Catalog.Table items = table("items", col("status", "tinyint(4)"), col("item_type", "smallint(6)"),
                col("severity", "int(11)"), col("flags", "int(10) unsigned"), col("state", "int(11)"),
                col("kind", "bigint(20)"), col("mode", "tinyint(3) unsigned"), col("is_active", "int(11)"),
                col("useip", "int(11)"), col("enabled", "smallint(6)"), col("is_deleted", "tinyint(1)"),
                col("type_id", "int(11)"), col("status_count", "int(11)"), col("priority", "int(11)"),
                col("order_status", "int(11)"), col("limit_status", "int(11)"), col("max_status_value", "int(11)"));
        String text = spec(items);
        assertTrue(line(text, "type_id").contains("gen: int, min: 0, max: 1000000"), text);
        assertTrue(line(text, "status_count").contains("gen: int, min: 0, max: 100,"), text);
        assertTrue(line(text, "priority").contains("gen: int, min: 1, max: 10,"), text);
        assertTrue(line(text, "max_status_value").contains("max: 1000000"), text);
        TableSpec spec = filled(items).table("items").spec();
        Map<String, Long> last = new java.util.HashMap<>(Map.of("status", 4L, "item_type", 4L, "severity", 5L,
                "flags", 7L, "state", 4L, "kind", 4L, "mode", 4L, "is_active", 1L, "useip", 1L, "enabled", 1L));
        last.putAll(Map.of("order_status", 4L, "limit_status", 4L));
        for (Map.Entry<String, Long> code : last.entrySet()) {
            Set<Long> seen = new HashSet<>();
            for (long row = 1; row <= ROWS; row++) {
                long v = (Long) value(spec, code.getKey(), row);
                assertTrue(v >= 0 && v <= code.getValue(), code.getKey() + " " + v);
                seen.add(v);
            }
            assertEquals(code.getValue() + 1, seen.size(), code.getKey() + " takes every code: " + seen);
        }
    }

    /**
     * An INT or BIGINT that names a moment holds Unix seconds in the window a DATETIME gets (milliseconds where the
     * name says ms), not a small number in January 1970; an amount of time, who did it, and a SMALLINT keep what
     * they had.
     */
    @Test
    void integerMomentsAreUnixTimesInTheWindow() {
        Catalog.Table history = table("history", col("clock", "int(11)"), col("created_at", "int(10) unsigned"),
                col("expires", "bigint(20)"), col("lastlogon", "int(11)"), col("update_time", "int(11)"),
                col("timestamp", "int(11)"), col("created", "bigint(20)"), col("expires_at", "int(11)", true),
                col("created_ms", "bigint(20)"), col("time_spent", "int(11)"), col("timeout", "int(11)"),
                col("created_by", "int(11)"), col("last_login", "smallint(6)"), col("mtime", "bigint(20)"),
                col("last_validated", "bigint(20)"), col("last_user_sync_ts", "bigint(20)"),
                col("modified_user", "int(11)"));
        String text = spec(history);
        assertTrue(line(text, "time_spent").contains("gen: int, min: 0, max: 1000000"), text);
        assertTrue(line(text, "timeout").contains("gen: int, min: 0, max: 1000000"), text);
        assertTrue(line(text, "created_by").contains("gen: int, min: 0, max: 1000000"), text);
        assertTrue(line(text, "last_login").contains("gen: int, min: 0, max: 32767"), text);
        assertTrue(line(text, "modified_user").contains("gen: int, min: 0, max: 1000000"), text);
        TableSpec spec = filled(history).table("history").spec();
        for (long row = 1; row <= ROWS; row++) {
            for (String c : List.of("clock", "created_at", "expires", "lastlogon", "update_time", "timestamp",
                    "created", "expires_at", "mtime", "last_validated", "last_user_sync_ts")) {
                Object v = value(spec, c, row);
                // an expiry, a last logon and an update follow the row's creation, within a year
                long end = Set.of("clock", "created_at", "timestamp", "created").contains(c) ? TO : TO + 365 * 86_400L;
                assertTrue(v == null && c.equals("expires_at") || (Long) v >= FROM && (Long) v < end, c + " " + v);
            }
            long ms = (Long) value(spec, "created_ms", row);
            assertTrue(ms / 1000 >= FROM && ms / 1000 < TO, "created_ms " + ms);
        }
    }

    /**
     * Times kept as text are written as the application writes them: MediaWiki's BINARY(14) and CHAR(14)
     * yyyyMMddHHmmss, a VARCHAR(10) date yyyy-MM-dd, a CHAR(8) yyyyMMdd, a wider one yyyy-MM-dd HH:mm:ss.
     */
    @Test
    void textMomentsAreWrittenAsTheApplicationWritesThem() {
        Catalog.Table page = table("page", col("page_touched", "binary(14)"),
                col("page_links_updated", "varbinary(14)", true), col("rev_timestamp", "char(14)"),
                col("ipb_expiry", "varbinary(14)"));
        Catalog.Table projects = table("projects", col("start_date", "varchar(10)"),
                col("sent_date", "varchar(150)"), col("created_at", "varchar(32)"), col("birth_date", "char(8)"));
        Dataset d = filled(page, projects);
        TableSpec spec = d.table("page").spec();
        TableSpec other = d.table("projects").spec();
        DateTimeFormatter compact = DateTimeFormatter.ofPattern("yyyyMMddHHmmss");
        for (long row = 1; row <= ROWS; row++) {
            for (String c : List.of("page_touched", "page_links_updated", "rev_timestamp", "ipb_expiry")) {
                String v = (String) value(spec, c, row);
                if (v != null) {
                    long t = LocalDateTime.parse(v, compact).toEpochSecond(ZoneOffset.UTC);
                    assertTrue(v.length() == 14 && t >= FROM && t < TO, c + " " + v);
                }
            }
            for (String c : List.of("start_date", "sent_date")) {
                LocalDate day = LocalDate.parse((String) value(other, c, row));
                assertTrue(day.getYear() >= 2020 && day.getYear() <= 2024, c + " " + day);
            }
            String at = (String) value(other, "created_at", row);
            long t = LocalDateTime.parse(at.replace(' ', 'T')).toEpochSecond(ZoneOffset.UTC);
            assertTrue(t >= FROM && t < TO, "created_at " + at);
            LocalDate born = LocalDate.parse((String) value(other, "birth_date", row),
                    DateTimeFormatter.BASIC_ISO_DATE);
            assertTrue(born.getYear() >= 1950 && born.getYear() <= 2005, "birth_date " + born);
        }
    }

    /**
     * Hosts and networks: an ip, or an address of a host or an interface, is an IP address, not a street; dns and a
     * DNS record's or domain's name are host names; a port kept as text is a port; a uuid in 32 characters is a
     * UUID's hex; a mac_address a MAC. A job's group is not a job title, a task's name no person's; a customer's
     * address and an employee's job title keep what they had.
     */
    @Test
    void hostsHaveAddressesAndNamesOfHosts() {
        Catalog.Table iface = table("interface", col("ip", "varchar(64)"), col("dns", "varchar(255)"),
                col("port", "varchar(64)"), col("address", "varchar(255)"), col("useip", "int(11)"));
        Catalog.Table hosts = table("hosts", col("host", "varchar(128)"), col("ip_address", "varchar(45)"));
        Catalog.Table customers = table("customers", col("address", "varchar(255)"));
        Catalog.Table records = table("records", col("domain_id", "int(11)"), col("name", "varchar(255)"),
                col("type", "varchar(10)"), col("content", "varchar(255)"), col("ttl", "int(11)"));
        Catalog.Table domains = table("domains", col("name", "varchar(255)"));
        Catalog.Table jobs = table("qrtz_job_details", col("job_name", "varchar(190)"),
                col("job_group", "varchar(190)"));
        Catalog.Table tasks = table("tasks", col("name", "varchar(100)"));
        Catalog.Table employees = table("employees", col("job_title", "varchar(100)"));
        Catalog.Table devices = table("devices", col("uuid", "varchar(32)"), col("guid", "char(36)"),
                col("mac_address", "varchar(17)"));
        Catalog.Table[] all = {iface, hosts, customers, records, domains, jobs, tasks, employees, devices};
        String text = spec(all);
        assertTrue(text.contains("customers:\n") && line(text.substring(text.indexOf("customers:\n")), "address")
                .contains("address.street_address"), text);
        assertTrue(line(text.substring(text.indexOf("employees:\n")), "job_title").contains("job.title"), text);
        assertTrue(!line(text, "job_group").contains("job.title"), text);
        assertTrue(!line(text.substring(text.indexOf("tasks:\n")), "name").contains("name.full_name"), text);
        Dataset d = filled(all);
        String ipv4 = "((25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)\\.){3}(25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)";
        String host = "[a-z0-9-]+(\\.[a-z0-9-]+)+";
        for (long row = 1; row <= ROWS; row++) {
            TableSpec i = d.table("interface").spec();
            for (String c : List.of("ip", "address")) {
                assertTrue(((String) value(i, c, row)).matches(ipv4), c + " " + value(i, c, row));
            }
            assertTrue(((String) value(i, "dns", row)).matches(host), "dns " + value(i, "dns", row));
            int port = Integer.parseInt((String) value(i, "port", row));
            assertTrue(port >= 1 && port <= 65_535, "port " + port);
            assertTrue(((String) value(d.table("hosts").spec(), "ip_address", row)).matches(ipv4));
            for (String t : List.of("records", "domains")) {
                String name = (String) value(d.table(t).spec(), "name", row);
                assertTrue(name.matches(host), t + ".name " + name);
            }
            TableSpec dev = d.table("devices").spec();
            String uuid = (String) value(dev, "uuid", row);
            assertTrue(uuid.matches("[0-9a-f]{12}4[0-9a-f]{3}[89ab][0-9a-f]{15}"), "uuid " + uuid);
            assertTrue(((String) value(dev, "mac_address", row)).matches("([0-9a-f]{2}:){5}[0-9a-f]{2}"),
                    "mac " + value(dev, "mac_address", row));
        }
    }

    /**
     * A bcrypt hash only for a person's own password in a table of people, where it fits; any other password (a
     * mail server's, a proxy's, one too short) is a plain secret of the column's length, so the fill's summary
     * says a table "logs in" only where people do.
     */
    @Test
    void onlyPeopleLogInWithAHashedPassword() {
        Catalog.Table users = table("users", col("password", "varchar(255)"), col("smtp_password", "varchar(255)"),
                col("passwd", "char(32)"));
        Catalog.Table mediaType = table("media_type", col("passwd", "varchar(255)"));
        Catalog.Table proxy = table("proxy", col("password", "varchar(64)"));
        Catalog.Table members = table("members", col("password", "varchar(12)"));
        Dataset d = filled(users, mediaType, proxy, members);
        List<String> logins = new ArrayList<>();
        for (Dataset.Table t : d.tables()) {
            t.spec().columns().stream().filter(c -> c.generator() instanceof Login)
                    .forEach(c -> logins.add(t.name() + "." + c.name()));
        }
        assertEquals(List.of("users.password"), logins);
        for (long row = 1; row <= 200; row++) {
            for (String[] c : new String[][] {{"users", "smtp_password", "16"}, {"media_type", "passwd", "16"},
                    {"proxy", "password", "16"}, {"members", "password", "12"}}) {
                String v = (String) value(d.table(c[0]).spec(), c[1], row);
                assertTrue(v.matches("[A-Za-z0-9]{" + c[2] + "}"), c[0] + "." + c[1] + " " + v);
            }
            assertTrue(((String) value(d.table("users").spec(), "passwd", row)).matches("[0-9a-f]{32}"));
        }
    }

    /**
     * Pairs whose names run their words together or split them at hyphens stay in order on every row, and so do
     * create/modify, creation/modification and sent/read: numbers, Unix times and dates kept as text alike.
     */
    @Test
    void pairsWithoutSeparatorsStayInOrder() {
        Catalog.Table graphs = table("graphs", col("yaxismin", "double"), col("yaxismax", "double"),
                col("xmin", "decimal(10,4)"), col("xmax", "decimal(10,4)"), col("minsize", "int(11)"),
                col("maxsize", "int(11)"), col("min-size", "int(10) unsigned"), col("max-size", "int(10) unsigned"),
                col("starttime", "int(11)"), col("endtime", "int(11)"), col("create_time", "int(11)"),
                col("modify_time", "int(11)"), col("sent", "int(11)"), col("read", "int(11)", true),
                col("date_creation", "bigint(20)"), col("date_modification", "bigint(20)"),
                col("start_date", "varchar(10)"), col("end_date", "varchar(10)", true));
        TableSpec spec = filled(graphs).table("graphs").spec();
        String[][] pairs = {{"yaxismin", "yaxismax"}, {"xmin", "xmax"}, {"minsize", "maxsize"},
                {"min-size", "max-size"}, {"starttime", "endtime"}, {"create_time", "modify_time"}, {"sent", "read"},
                {"date_creation", "date_modification"}, {"start_date", "end_date"}};
        for (long row = 1; row <= ROWS; row++) {
            for (String[] p : pairs) {
                Object a = value(spec, p[0], row);
                Object b = value(spec, p[1], row);
                if (b != null) {
                    boolean ordered = p[0].endsWith("date") ? ((String) b).compareTo((String) a) >= 0
                            : new BigDecimal(b.toString()).compareTo(new BigDecimal(a.toString())) >= 0;
                    assertTrue(ordered, "row " + row + ": " + p[0] + " " + a + ", " + p[1] + " " + b);
                }
            }
            long start = (Long) value(spec, "starttime", row);
            assertTrue(start >= FROM && start < TO, "starttime " + start);
        }
    }

    /**
     * A CHECK on a Unix time (clock > 0) is kept by the moment guessed, so the table is filled; one the window
     * cannot keep (clock < 1000) makes the column the numbers the check allows, and every value keeps it.
     */
    @Test
    void aCheckOnAUnixTimeIsKept() {
        Catalog.Table kept = new Catalog.Table("history", List.of(col("id", "int(11)"), col("clock", "int(11)"),
                col("ended", "int(11)")), List.of("id"), List.of(), List.of(), false,
                List.of("`clock` > 0", "`ended` >= 0"));
        SpecFromCatalog.Written w = SpecFromCatalog.compose(new Catalog("d", List.of(kept)), ROWS, Map.of());
        assertEquals(List.of(), w.unfollowed(), w.text());
        assertTrue(line(w.text(), "clock").contains("format: unix"), w.text());
        Catalog.Table broken = new Catalog.Table("history", List.of(col("id", "int(11)"), col("clock", "int(11)")),
                List.of("id"), List.of(), List.of(), false, List.of("`clock` < 1000"));
        SpecFromCatalog.Written narrow = SpecFromCatalog.compose(new Catalog("d", List.of(broken)), ROWS, Map.of());
        assertEquals(List.of(), narrow.unfollowed(), narrow.text());
        assertEquals(List.of(), narrow.leftOut(), narrow.text());
        TableSpec spec = DatasetCompiler.compile(SpecReader.read("d", narrow.text(), Map.of()), 3, null)
                .table("history").spec();
        for (long row = 1; row <= ROWS; row++) {
            long clock = (Long) value(spec, "clock", row);
            assertTrue(clock < 1000, "clock " + clock);
        }
    }

    /**
     * With --learn, a Unix time measured is written as the whole numbers measured, and a later end nothing was
     * measured of keeps its own window instead of following a time that is no longer one: the spec compiles.
     */
    @Test
    void aLearnedUnixTimeLeavesNoEndFollowingANumber() {
        Catalog.Table sessions = table("sessions", col("created_at", "int(11)"), col("expires_at", "int(11)", true));
        Map<String, seedgen.profile.Learned.ColumnShape> columns = new java.util.LinkedHashMap<>();
        columns.put("id", number("id", 1000, new seedgen.profile.Learned.Quantiles(new double[] {0, 1},
                new double[] {1, 1000})));
        columns.put("created_at", number("created_at", 1000, new seedgen.profile.Learned.Quantiles(
                new double[] {0, 1}, new double[] {1.6e9, 1.7e9})));
        seedgen.profile.Learned learned = new seedgen.profile.Learned("d", Map.of("sessions",
                new seedgen.profile.Learned.TableShape("sessions", 1000, 0, columns, Map.of(), Map.of(), null, 0,
                        null, null, List.of(), List.of(), null)), true, 0.1);
        String text = SpecFromCatalog.compose(new Catalog("d", List.of(sessions)), 1000, Map.of(), false, learned, 1)
                .text();
        assertTrue(line(text, "created_at").contains("gen: int, quantiles:"), text);
        assertTrue(line(text, "expires_at").contains("gen: datetime, from: \"2023-01-01\", to: \"2025-01-01\", "
                + "format: unix"), text);
        DatasetCompiler.compile(SpecReader.read("learned.yaml", text, Map.of()), 1, null);
    }

    private static seedgen.profile.Learned.ColumnShape number(String name, long rows,
            seedgen.profile.Learned.Quantiles q) {
        return new seedgen.profile.Learned.ColumnShape(name, seedgen.profile.Profile.Kind.NUMBER, rows, rows, rows, q,
                null, null);
    }
}
