package seedgen.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.DynamicContainer;
import org.junit.jupiter.api.DynamicNode;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

/**
 * Every example of README.md and docs/*.md runs as written, on a real server, and prints what its page says.
 *
 * <p><b>What an example is.</b> A line of a fenced code block (any block but {@code text}, {@code yaml}, {@code java},
 * {@code json}, {@code xml}) that starts with {@code ./cli/seedgen}, {@code cli/seedgen}, {@code bin/seedgen} or
 * {@code seedgen} followed by a blank, after any {@code NAME=value} variables set for it ({@code \} continues a
 * line); output lines ({@code seedgen: done: ...}) do not match. Right after the block comes an HTML comment,
 * {@code <!-- examples: ... -->}, with one line for each example of the block, in order: {@code exit N, prints
 * "TEXT"} (the exit code, and a text found in its stdout or stderr), optionally followed by {@code , on its embedded
 * server}, or {@code not run: REASON}. Before such a line, {@code given ...} lines set up what the example needs
 * (below); a line {@code the block again on postgresql} runs the block's examples a second time, on PostgreSQL. An
 * example without its line fails {@link #everyExampleSaysWhatItPrints()}, so none slips in untested. The examples run
 * in-process ({@link CliRun}), one after another in page order, all in one folder (the runs' home and working
 * directory), so a file one writes ({@code > shop.yaml}: stdout into that file) is there for the next.
 *
 * <p><b>Where it runs.</b> As the command says it to seedgen: {@code --embedded postgresql} on the embedded
 * PostgreSQL in that folder; a {@code jdbc:postgresql:} URL, {@code --dialect postgresql} or {@code PGHOST} on the
 * PostgreSQL test server ({@link SharedPg}); any other named server ({@code --url}, {@code --host}, {@code --port},
 * {@code --user}, {@code --defaults-file}) on the MariaDB test server ({@link ItDatabase}). A command that names no
 * server uses the embedded MariaDB: it runs on the embedded MariaDB in that folder where its line says {@code on its
 * embedded server} (the quick start, the archive's first run, the tuned load: the embedded server is what they show,
 * and its first start is paid once for the whole test), and otherwise on the MariaDB test server, its databases kept
 * apart from those of the page's named server (each embedded start costs seconds on a 2-core machine, and what the
 * command does once connected is the same; EmbeddedDefaultIT tests the embedded server itself). Commands that reach no
 * server ({@code datasets}, {@code feed}, {@code spec} without {@code --from-db}, {@code --dry-run}, {@code workload
 * --out}) run as they are.
 *
 * <p><b>What is substituted</b>, and nothing else:
 * <ul>
 * <li>The server: a named server becomes the test server. {@code --url} keeps its scheme and takes the test
 *     server's host and port; {@code --host}/{@code PGHOST} and {@code --port}/{@code PGPORT} become the test
 *     server's (its port is added where the example gives none); {@code --user}/{@code -u}/{@code PGUSER} the test
 *     user (added where the example gives none, the default root not being the test's), whose password is always in
 *     {@code SEEDGEN_PASSWORD} (an example's {@code SEEDGEN_PASSWORD=...} too). On PostgreSQL the test user may set
 *     {@code session_replication_role}, as a fill of an existing schema needs.
 * <li>Databases: every database an example names (in {@code --url}, {@code --database}/{@code -D}, {@code
 *     PGDATABASE}, {@code --against}, {@code --learn-from}) gets a prefix of the page, so that no two pages share
 *     one and none meets a database of the developer's; a command that connects and names none gets {@code
 *     --database} with the default, {@code seedgen}, prefixed.
 * <li>Sizes, for a command that reaches a server: {@code --rows} and each {@code --rows-for} above {@value #MAX_ROWS}
 *     become {@value #MAX_ROWS} (a {@code k} or {@code M} suffix read as 1,000 or 1,000,000). A feed keeps its row
 *     counts: it computes only the rows it writes, and its {@code --where} bounds are about the rows as written.
 *     {@code --duration} becomes {@code 2s}; {@code --metrics-linger} becomes 0 and {@code --metrics-port} a free
 *     port. {@code --tune} runs as written: the buffer pool it asks for is sized to the load, whose rows are
 *     capped.
 * <li>{@code ~/} is the shared folder; a trailing {@code &} is dropped (the commands of a block run one after
 *     another).
 * </ul>
 *
 * <p><b>Givens</b> (in the comment, before the line of the example they serve): {@code given: seedgen ARGS} runs
 * that command first, substituted the same way, and requires exit 0; {@code given DB: the shop schema} (re)makes
 * {@code DB} with the tables of {@code docs/shop-mysql.sql} or {@code docs/shop-postgresql.sql} (test resources) on
 * the example's test server; {@code given DB: an empty copy of SRC} copies the tables of {@code SRC} without their
 * rows and {@code given DB: dropped} drops it (MariaDB); {@code given FILE: the server's option file} writes the test
 * server's {@code [client]} group into {@code FILE}; {@code given FILE: a copy of PATH} copies a file of the checkout.
 */
class DocsExamplesIT {

    static final int MAX_ROWS = 2000;

    @RegisterExtension
    static final ItDatabase db = new ItDatabase(DocsExamplesIT.class);
    @RegisterExtension
    static final SharedPg pg = new SharedPg();

    @TempDir
    static Path dir;

    private static boolean granted;

    /** A command as the pages write it: variables set for it, the launcher by any of its paths, its words. */
    private static final Pattern COMMAND = Pattern.compile(
            "^((?:[A-Z_]+=\\S*\\s+)*)(?:\\./cli/seedgen|cli/seedgen|bin/seedgen|seedgen)(?:\\s+(.*))?$");
    private static final Set<String> NOT_COMMANDS = Set.of("text", "yaml", "java", "json", "xml");
    private static final Pattern EXPECT = Pattern.compile("exit (\\d+), prints \"(.*)\"(, on its embedded server)?");
    /** A line of a block's comment: after its examples on MariaDB, the block runs again on PostgreSQL. */
    private static final String ALSO_ON_POSTGRESQL = "the block again on postgresql";
    private static final Pattern GIVEN = Pattern.compile("given( [^:]+)?: (.*)");

    /** One example: where it is, its text, and the line of its comment. */
    record Example(Path page, int line, String text, String expectation, List<String> givens, boolean onPg) {

        Example(Path page, int line, String text, String expectation, List<String> givens) {
            this(page, line, text, expectation, givens, false);
        }

        String where() {
            return page + ":" + line + ": " + text + (onPg ? " (again, on PostgreSQL)" : "");
        }
    }

    /** The examples of README.md and docs/, in page order; an example without an expectation has it null. */
    static List<Example> examples() throws IOException {
        List<Path> pages = new ArrayList<>(List.of(Path.of("README.md")));
        try (Stream<Path> docs = Files.list(Path.of("docs"))) {
            docs.filter(p -> p.toString().endsWith(".md")).sorted().forEach(pages::add);
        }
        List<Example> found = new ArrayList<>();
        for (Path page : pages) {
            List<String> lines = Files.readAllLines(page);
            for (int i = 0; i < lines.size(); i++) {
                String fence = lines.get(i).strip();
                if (!fence.startsWith("```")) {
                    continue;
                }
                boolean commands = !NOT_COMMANDS.contains(fence.substring(3).strip());
                List<int[]> at = new ArrayList<>();
                List<String> texts = new ArrayList<>();
                int j = i + 1;
                for (; j < lines.size() && !lines.get(j).strip().startsWith("```"); j++) {
                    String line = lines.get(j).strip();
                    int first = j;
                    while (line.endsWith("\\") && j + 1 < lines.size()) {
                        line = line.substring(0, line.length() - 1) + " " + lines.get(++j).strip();
                    }
                    if (commands && COMMAND.matcher(line).matches()) {
                        at.add(new int[] {first + 1});
                        texts.add(line);
                    }
                }
                i = j;
                List<String> comment = comment(lines, j + 1);
                List<String> givens = new ArrayList<>();
                int n = 0;
                int blockStart = found.size();
                boolean alsoPg = false;
                for (String c : comment) {
                    if (c.equals(ALSO_ON_POSTGRESQL)) {
                        alsoPg = true;
                    } else if (c.startsWith("given")) {
                        givens.add(c);
                    } else if (n < texts.size()) {
                        found.add(new Example(page, at.get(n)[0], texts.get(n), c, List.copyOf(givens)));
                        givens.clear();
                        n++;
                    } else {
                        found.add(new Example(page, j + 1, "(no example for this line)", c, List.of()));
                    }
                }
                for (; n < texts.size(); n++) {
                    found.add(new Example(page, at.get(n)[0], texts.get(n), null, List.of()));
                }
                if (alsoPg) {
                    for (Example e : List.copyOf(found.subList(blockStart, found.size()))) {
                        found.add(new Example(e.page(), e.line(), e.text(), e.expectation(), e.givens(), true));
                    }
                }
            }
        }
        return found;
    }

    /** The lines of the {@code <!-- examples: ... -->} comment that follows a block (blank lines between allowed). */
    private static List<String> comment(List<String> lines, int from) {
        int i = from;
        while (i < lines.size() && lines.get(i).isBlank()) {
            i++;
        }
        if (i >= lines.size() || !lines.get(i).strip().startsWith("<!-- examples:")) {
            return List.of();
        }
        StringBuilder text = new StringBuilder(lines.get(i).strip().substring("<!-- examples:".length()));
        while (!text.toString().contains("-->") && ++i < lines.size()) {
            text.append('\n').append(lines.get(i));
        }
        String body = text.substring(0, text.indexOf("-->"));
        return body.lines().map(String::strip).filter(l -> !l.isEmpty()).toList();
    }

    @Test
    void everyExampleSaysWhatItPrints() throws IOException {
        List<Example> all = examples();
        assertTrue(all.size() >= 50, "expected the pages' examples, found " + all.size());
        List<String> bad = new ArrayList<>();
        for (Example e : all) {
            if (e.expectation() == null) {
                bad.add(e.where() + "\n    no line in the <!-- examples: --> comment after its block");
            } else if (e.text().startsWith("(no example")) {
                bad.add(e.where() + "\n    a line for no example: " + e.expectation());
            } else if (!e.expectation().startsWith("not run: ") && !EXPECT.matcher(e.expectation()).matches()) {
                bad.add(e.where() + "\n    neither `exit N, prints \"TEXT\"` nor `not run: REASON`: "
                        + e.expectation());
            }
        }
        assertEquals("", String.join("\n", bad), bad.size() + " of " + all.size() + " examples say nothing the "
                + "test can check");
    }

    @TestFactory
    Stream<DynamicNode> everyExampleRunsAsWritten() throws IOException {
        Map<Path, List<Example>> byPage = new LinkedHashMap<>();
        for (Example e : examples()) {
            byPage.computeIfAbsent(e.page(), p -> new ArrayList<>()).add(e);
        }
        return byPage.entrySet().stream().map(page -> DynamicContainer.dynamicContainer(page.getKey().toString(),
                page.getValue().stream().map(e -> DynamicTest.dynamicTest(e.line() + ": " + e.text()
                        + (e.onPg() ? " (on PostgreSQL)" : ""),
                        () -> run(e)))));
    }

    @AfterAll
    static void revoke() throws SQLException {
        if (granted) {
            pg.server.admin("REVOKE SET ON PARAMETER session_replication_role FROM " + PgTestServer.IT_USER);
        }
    }

    private static void run(Example e) throws Exception {
        String expected = e.expectation();
        Assumptions.assumeTrue(expected != null, "no expectation (everyExampleSaysWhatItPrints fails)");
        Assumptions.assumeFalse(expected.startsWith("not run: "), expected);
        Matcher m = EXPECT.matcher(expected);
        assertTrue(m.matches(), expected);
        boolean embedded = m.group(3) != null;
        Page page = Page.of(e.page());
        for (String given : e.givens()) {
            page.given(e, given, embedded);
        }
        Command c = page.command(e.text(), embedded, e.onPg());
        CliRun run = c.run();
        String report = e.where() + "\n-- run as: " + c + "\n" + run.describe();
        assertEquals(Integer.parseInt(m.group(1)), run.exit(), () -> "exit code\n" + report);
        assertTrue((run.out() + run.err()).contains(m.group(2)), () -> "does not print \"" + m.group(2) + "\"\n"
                + report);
        if (c.stdoutTo != null) {
            Files.writeString(c.stdoutTo, run.out());
        }
    }

    /** The server a command runs on. */
    enum Target { EMBEDDED_MARIADB, EMBEDDED_POSTGRESQL, MARIADB, POSTGRESQL, NONE }

    /** A page's own databases: each name it uses, prefixed by the page, per server. */
    static final class Page {

        private static final Map<Path, Page> PAGES = new HashMap<>();
        private final String key;
        private final Map<String, String> names = new HashMap<>();

        private Page(String key) {
            this.key = key;
        }

        static synchronized Page of(Path path) {
            return PAGES.computeIfAbsent(path, p -> new Page(p.getFileName().toString().replaceFirst("\\.md$", "")
                    .toLowerCase(Locale.ROOT).replace('-', '_')));
        }

        String database(Target target, String name) throws SQLException {
            String k = target + "/" + name;
            String known = names.get(k);
            if (known != null) {
                return known;
            }
            String mapped = switch (target) {
                case MARIADB -> db.name(key + "_" + name);
                case POSTGRESQL -> pg.server.database("docs_" + key + "_" + name);
                default -> "docs_" + key + "_" + name;
            };
            names.put(k, mapped);
            return mapped;
        }

        Command command(String text, boolean embedded) throws SQLException {
            return command(text, embedded, false);
        }

        Command command(String text, boolean embedded, boolean onPg) throws SQLException {
            Matcher m = COMMAND.matcher(text);
            assertTrue(m.matches(), text);
            Map<String, String> env = new LinkedHashMap<>();
            for (String assignment : m.group(1).strip().split("\\s+")) {
                if (!assignment.isEmpty()) {
                    env.put(assignment.substring(0, assignment.indexOf('=')), assignment.substring(assignment
                            .indexOf('=') + 1));
                }
            }
            String rest = m.group(2) == null ? "" : m.group(2);
            Path stdoutTo = null;
            Matcher redirect = Pattern.compile("(?:^|\\s)>\\s*(\\S+)").matcher(rest.replaceFirst("\\s#.*$", ""));
            if (redirect.find()) {
                stdoutTo = dir.resolve(redirect.group(1).replaceFirst("^~/", ""));
            }
            List<String> words = new ArrayList<>();
            for (String w : words(rest)) {
                if (w.startsWith("--") && w.contains("=")) {
                    words.add(w.substring(0, w.indexOf('=')));
                    words.add(w.substring(w.indexOf('=') + 1));
                } else {
                    words.add(w.startsWith("~/") ? dir.resolve(w.substring(2)).toString() : w);
                }
            }
            return new Command(this, text, env, words, stdoutTo, embedded, onPg);
        }

        void given(Example e, String given, boolean embedded) throws Exception {
            Matcher m = GIVEN.matcher(given);
            assertTrue(m.matches(), "not a given: " + given);
            String what = m.group(2).strip();
            Target target = command(e.text(), embedded, e.onPg()).target();
            if (m.group(1) == null) {
                assertTrue(what.startsWith("seedgen "), "a given without a name runs seedgen: " + given);
                Command c = command(what, embedded, e.onPg());
                CliRun run = c.run();
                assertEquals(0, run.exit(), () -> e.where() + "\n-- given: " + c + "\n" + run.describe());
                if (c.stdoutTo != null) {
                    Files.writeString(c.stdoutTo, run.out());
                }
                return;
            }
            String name = m.group(1).strip();
            if (what.startsWith("a copy of ")) {
                Files.copy(Path.of(what.substring("a copy of ".length())), dir.resolve(name),
                        java.nio.file.StandardCopyOption.REPLACE_EXISTING);
                return;
            }
            if (what.equals("the server's option file")) {
                Files.writeString(dir.resolve(name.replaceFirst("^~/", "")), String.join("\n", "[client]",
                        "host = " + db.server().host(), "port = " + db.server().port(), "user = " + TestServer.IT_USER,
                        "password = " + TestServer.IT_PASSWORD, ""));
                dir.resolve(name.replaceFirst("^~/", "")).toFile().setReadable(false, false);
                dir.resolve(name.replaceFirst("^~/", "")).toFile().setReadable(true, true);
                return;
            }
            String scope = command(e.text(), embedded).scope();
            String database = database(target, scope + name);
            if (what.equals("dropped")) {
                assertTrue(target == Target.MARIADB, "dropped on the MariaDB test server only: " + e.where());
                db.execute("DROP DATABASE IF EXISTS " + Sql.quote(database));
                return;
            }
            if (what.equals("the shop schema")) {
                boolean isPg = target == Target.POSTGRESQL;
                assertTrue(isPg || target == Target.MARIADB, "the shop schema is made on a test server only: "
                        + e.where());
                String sql = new String(DocsExamplesIT.class.getResourceAsStream("/docs/shop-"
                        + (isPg ? "postgresql" : "mysql") + ".sql").readAllBytes(), StandardCharsets.UTF_8);
                List<String> statements = SqlScript.split(sql, isPg ? SqlScript.Dialect.POSTGRESQL
                        : SqlScript.Dialect.MYSQL).stream().map(SqlScript.Statement::sql).toList();
                if (isPg) {
                    try (Connection c = pg.server.connect(database); Statement st = c.createStatement()) {
                        st.execute("DROP SCHEMA public CASCADE");
                        st.execute("CREATE SCHEMA public AUTHORIZATION " + PgTestServer.IT_USER);
                        st.execute("SET ROLE " + PgTestServer.IT_USER);
                        for (String s : statements) {
                            st.execute(s);
                        }
                    }
                } else {
                    db.execute("DROP DATABASE IF EXISTS " + Sql.quote(database), "CREATE DATABASE "
                            + Sql.quote(database));
                    try (Connection c = db.admin(); Statement st = c.createStatement()) {
                        st.execute("USE " + Sql.quote(database));
                        for (String s : statements) {
                            st.execute(s);
                        }
                    }
                }
                return;
            }
            Matcher copy = Pattern.compile("an empty copy of (\\S+)").matcher(what);
            assertTrue(copy.matches() && target == Target.MARIADB, "unknown given: " + given + " at " + e.where());
            String source = database(target, scope + copy.group(1));
            db.execute("DROP DATABASE IF EXISTS " + Sql.quote(database), "CREATE DATABASE " + Sql.quote(database));
            try (Connection c = db.admin(); Statement st = c.createStatement()) {
                List<String> ddl = new ArrayList<>();
                try (ResultSet rs = st.executeQuery("SELECT TABLE_NAME FROM information_schema.TABLES WHERE "
                        + "TABLE_SCHEMA = '" + source + "' AND TABLE_TYPE = 'BASE TABLE'")) {
                    List<String> tables = new ArrayList<>();
                    while (rs.next()) {
                        tables.add(rs.getString(1));
                    }
                    for (String t : tables) {
                        ddl.add(db.showCreate(source, t).replaceFirst(" AUTO_INCREMENT=\\d+", ""));
                    }
                }
                st.execute("USE " + Sql.quote(database));
                st.execute("SET FOREIGN_KEY_CHECKS = 0");
                for (String s : ddl) {
                    st.execute(s);
                }
            }
        }
    }

    /** An example's command, substituted. */
    static final class Command {

        private final Page page;
        private final String text;
        private final Map<String, String> env;
        private final List<String> words;
        final Path stdoutTo;
        private final boolean embedded;
        private final boolean onPg;
        private List<String> args;
        private Map<String, String> vars;

        Command(Page page, String text, Map<String, String> env, List<String> words, Path stdoutTo,
                boolean embedded, boolean onPg) {
            this.embedded = embedded;
            this.onPg = onPg;
            this.page = page;
            this.text = text;
            this.env = env;
            this.words = words;
            this.stdoutTo = stdoutTo;
        }

        private String value(String... options) {
            for (int i = 0; i < words.size() - 1; i++) {
                if (List.of(options).contains(words.get(i))) {
                    return words.get(i + 1);
                }
            }
            return null;
        }

        private boolean has(String option) {
            return words.contains(option);
        }

        private String subcommand() {
            return words.isEmpty() || words.get(0).startsWith("-") ? "" : words.get(0);
        }

        boolean connects() {
            String sub = subcommand();
            return !(sub.equals("datasets") || sub.equals("feed") || sub.equals("man") || sub.equals("help")
                    || sub.equals("spec") && !has("--from-db") || has("--dry-run") || has("--help")
                    || sub.equals("workload") && has("--out"));
        }

        /**
         * The names of an example that names no server but runs on the test server (it would run on the embedded
         * one): {@code e_} before its databases' names, since on the page they are the embedded server's.
         */
        String scope() {
            return target() == Target.MARIADB && !named() ? "e_" : "";
        }

        private boolean named() {
            return value("--url") != null || has("--host") || has("--port") || has("--user") || has("-u")
                    || has("-P") || has("--defaults-file") || env.containsKey("PGHOST") || env.containsKey("PGUSER");
        }

        Target target() {
            if (!connects()) {
                return Target.NONE;
            }
            if (has("--embedded")) {
                return "postgresql".equals(value("--embedded")) ? Target.EMBEDDED_POSTGRESQL : Target.EMBEDDED_MARIADB;
            }
            String url = value("--url");
            if (onPg) {
                return Target.POSTGRESQL;
            }
            if (!named()) {
                return embedded ? Target.EMBEDDED_MARIADB : Target.MARIADB;
            }
            boolean isPg = url != null && url.startsWith("jdbc:postgresql:") || "postgresql".equals(value("--dialect"))
                    || env.containsKey("PGHOST");
            return isPg ? Target.POSTGRESQL : Target.MARIADB;
        }

        private void substitute() throws SQLException {
            if (args != null) {
                return;
            }
            Target target = target();
            boolean server = target == Target.MARIADB || target == Target.POSTGRESQL;
            String host = target == Target.POSTGRESQL ? pg.server.host() : db.server().host();
            int port = target == Target.POSTGRESQL ? pg.server.port() : db.server().port();
            String user = target == Target.POSTGRESQL ? PgTestServer.IT_USER : TestServer.IT_USER;
            String password = target == Target.POSTGRESQL ? PgTestServer.IT_PASSWORD : TestServer.IT_PASSWORD;
            if (target == Target.POSTGRESQL && !granted) {
                pg.server.admin("GRANT SET ON PARAMETER session_replication_role TO " + PgTestServer.IT_USER);
                granted = true;
            }
            vars = new LinkedHashMap<>();
            args = new ArrayList<>();
            boolean databaseNamed = false;
            for (int i = 0; i < words.size(); i++) {
                String w = words.get(i);
                String next = i + 1 < words.size() ? words.get(i + 1) : null;
                switch (target == Target.NONE || next == null ? "" : w) {
                    case "--url" -> {
                        Matcher u = Pattern.compile("(jdbc:[a-z]+://)[^/?]*(?:/([^?]*))?.*").matcher(next);
                        assertTrue(u.matches(), next);
                        String name = u.group(2) == null || u.group(2).isEmpty() ? "seedgen" : u.group(2);
                        String mapped = value("--database", "-D") != null ? "" : page.database(target, scope() + name);
                        String scheme = onPg ? "jdbc:postgresql://" : u.group(1);
                        args.addAll(List.of(w, scheme + host + ":" + port + "/" + mapped));
                        databaseNamed = true;
                        i++;
                        continue;
                    }
                    case "--host" -> {
                        args.addAll(List.of(w, host));
                        if (!has("--port") && !has("-P")) {
                            args.addAll(List.of("--port", Integer.toString(port)));
                        }
                        i++;
                        continue;
                    }
                    case "--port", "-P" -> {
                        args.addAll(List.of(w, Integer.toString(port)));
                        i++;
                        continue;
                    }
                    case "--user", "-u" -> {
                        args.addAll(List.of(w, user));
                        i++;
                        continue;
                    }
                    case "--database", "-D", "--against", "--learn-from" -> {
                        args.addAll(List.of(w, page.database(target, scope() + next)));
                        databaseNamed |= !w.startsWith("--a") && !w.startsWith("--l");
                        i++;
                        continue;
                    }
                    default -> {
                    }
                }
                switch (next == null ? "" : w) {
                    case "--rows", "--rows-for" -> {
                        args.addAll(List.of(w, target == Target.NONE ? next : capRows(next)));
                        i++;
                        continue;
                    }
                    case "--duration" -> {
                        args.addAll(List.of(w, "2s"));
                        i++;
                        continue;
                    }
                    case "--metrics-linger" -> {
                        args.addAll(List.of(w, "0"));
                        i++;
                        continue;
                    }
                    case "--metrics-port" -> {
                        args.addAll(List.of(w, Integer.toString(freePort())));
                        i++;
                        continue;
                    }
                    default -> args.add(w);
                }
            }
            for (var v : env.entrySet()) {
                switch (v.getKey()) {
                    case "PGHOST" -> {
                        vars.put("PGHOST", host);
                        vars.put("PGPORT", Integer.toString(port));
                    }
                    case "PGUSER" -> vars.put("PGUSER", user);
                    case "PGDATABASE" -> {
                        vars.put("PGDATABASE", page.database(target, scope() + v.getValue()));
                        databaseNamed = true;
                    }
                    case "SEEDGEN_PASSWORD" -> { }
                    default -> vars.put(v.getKey(), v.getValue());
                }
            }
            if (server) {
                if (value("--url") == null && !has("--host") && !env.containsKey("PGHOST") && !has("--defaults-file")) {
                    args.addAll(List.of("--host", host, "--port", Integer.toString(port)));
                }
                vars.put("SEEDGEN_PASSWORD", password);
                if (!has("--user") && !has("-u") && !env.containsKey("PGUSER") && !has("--defaults-file")) {
                    args.addAll(List.of("--user", user));
                }
            }
            if (onPg && value("--url") == null && !has("--dialect")) {
                args.addAll(List.of("--dialect", "postgresql"));
            }
            if (target != Target.NONE && !databaseNamed) {
                args.addAll(List.of("--database", page.database(target, scope() + "seedgen")));
            }
        }

        CliRun run() throws SQLException {
            substitute();
            return CliRun.of(vars, dir, args.toArray(String[]::new));
        }

        @Override
        public String toString() {
            return vars + " seedgen " + String.join(" ", args == null ? words : args);
        }
    }

    /** A row count as written, or {@value #MAX_ROWS} if it is more; {@code T=N} for --rows-for. */
    static String capRows(String value) {
        int eq = value.indexOf('=');
        String prefix = eq < 0 ? "" : value.substring(0, eq + 1);
        String count = value.substring(eq + 1);
        long n;
        if (count.endsWith("k") || count.endsWith("K")) {
            n = Long.parseLong(count.substring(0, count.length() - 1)) * 1_000;
        } else if (count.endsWith("M") || count.endsWith("m")) {
            n = Long.parseLong(count.substring(0, count.length() - 1)) * 1_000_000;
        } else {
            n = Long.parseLong(count);
        }
        return n > MAX_ROWS ? prefix + MAX_ROWS : value;
    }

    private static int freePort() {
        try (ServerSocket s = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            return s.getLocalPort();
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
    }

    /**
     * The arguments the shell would pass: words split on blanks, quotes removed, up to a comment, a pipe, a
     * redirection or a second command.
     */
    static List<String> words(String text) {
        List<String> out = new ArrayList<>();
        StringBuilder w = null;
        char quote = 0;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (quote != 0) {
                if (c == quote) {
                    quote = 0;
                } else {
                    w.append(c);
                }
            } else if (c == '\'' || c == '"') {
                quote = c;
                w = w == null ? new StringBuilder() : w;
            } else if (Character.isWhitespace(c)) {
                if (w != null) {
                    out.add(w.toString());
                    w = null;
                }
            } else if (w == null && (c == '#' || c == '|' || c == '>' || c == '<' || c == '&' || c == ';')) {
                break;
            } else {
                w = w == null ? new StringBuilder() : w;
                w.append(c);
            }
        }
        if (w != null) {
            out.add(w.toString());
        }
        return out;
    }
}
