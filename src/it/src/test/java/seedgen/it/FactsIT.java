package seedgen.it;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.Statement;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import seedgen.catalog.Catalog;
import seedgen.connect.Secret;
import seedgen.connect.Target;
import seedgen.dialect.servers.Servers;
import seedgen.run.Protocol;

/**
 * {@link seedgen.profile.Facts} on MariaDB and PostgreSQL: the tables of {@link FactsSource}, whose facts across
 * columns are known, read whole and through a sample's WHERE, every figure held to the one worked out in Java. MySQL 8
 * (whose RANK() is unsigned) is in {@link MySql8IT}.
 */
class FactsIT {

    @RegisterExtension
    static final ItDatabase db = new ItDatabase(FactsIT.class);

    @RegisterExtension
    static final SharedPg pg = new SharedPg();

    @Test
    void mariadbReadsTheKnownFacts() throws Exception {
        String name = db.name();
        db.execute("CREATE DATABASE " + Sql.quote(name));
        try (Connection c = db.admin()) {
            c.setCatalog(name);
            FactsSource.create(c, false);
        }
        TestServer s = db.server();
        Target target = new Target(Target.Kind.SERVER, s.host(), s.port(), TestServer.IT_USER,
                Secret.of(TestServer.IT_PASSWORD), "test", name, Map.of());
        assertFacts(target, name, false);
    }

    @Test
    void postgresqlReadsTheKnownFacts() throws Exception {
        String name = pg.server.database("facts");
        try (Connection c = DriverManager.getConnection(pg.server.url(name), PgTestServer.IT_USER,
                PgTestServer.IT_PASSWORD)) {
            FactsSource.create(c, true);
            try (Statement st = c.createStatement()) {
                st.execute("ANALYZE"); // nothing read depends on it; the planner's estimates of a fresh table do
            }
        }
        Target target = new Target(Target.Kind.SERVER, pg.server.host(), pg.server.port(), PgTestServer.IT_USER,
                Secret.of(PgTestServer.IT_PASSWORD), "test", name, Map.of(), Protocol.POSTGRESQL, "public");
        assertFacts(target, "public", true);
    }

    /** The facts of {@link FactsSource}'s tables on {@code target}, whose tables are in {@code namespace}. */
    static void assertFacts(Target target, String namespace, boolean postgresql) {
        var admin = Servers.family(postgresql ? seedgen.run.Protocol.POSTGRESQL
                : seedgen.run.Protocol.MYSQL).admin();
        Catalog catalog = admin.catalog(target, List.of());
        admin.read(target, (c, sql) -> {
            FactsSource.assertFlights(c, sql, catalog, namespace, "1 = 1", k -> true);
            // a sample as the learner reads one: two ranges of the key
            FactsSource.assertFlights(c, sql, catalog, namespace, "(" + sql.quote("id") + " BETWEEN 1 AND 300 OR "
                    + sql.quote("id") + " BETWEEN 601 AND 800)", k -> k < 300 || k >= 600 && k < 800);
            FactsSource.assertCrews(c, sql, catalog, namespace);
            return null;
        });
    }
}
