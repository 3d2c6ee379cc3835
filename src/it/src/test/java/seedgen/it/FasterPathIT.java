package seedgen.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Comparator;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import seedgen.connect.Secret;
import seedgen.connect.Target;
import seedgen.load.FasterPath;
import seedgen.model.Dataset;
import seedgen.spec.UsersTable;

/** The after-load probe on a real server: it measures both paths and leaves nothing behind. */
class FasterPathIT {

    @RegisterExtension
    static final ItDatabase db = new ItDatabase(FasterPathIT.class);

    static Target target;

    @BeforeAll
    static void database() throws Exception {
        db.execute("CREATE DATABASE " + Sql.quote(db.name()));
        TestServer s = db.server();
        target = new Target(Target.Kind.SERVER, s.host(), s.port(), TestServer.IT_USER,
                Secret.of(TestServer.IT_PASSWORD), "test", db.name(), Map.of());
    }

    private static Dataset rows(long rows) {
        return new UsersTable("users", "password", 4).dataset(1, rows);
    }

    @Test
    void measuresLoadDataBothWaysAndLeavesNoTable() throws Exception {
        long tablesBefore = tables();
        FasterPath.Advice advice = FasterPath.probe(target, rows(1_000_000), 30, true);
        assertEquals(10_000, advice.probeRows(), "1% of the rows");
        assertTrue(advice.loadDataRate() > 1_000 && advice.deferRate() > 1_000, advice.toString());
        assertEquals(tablesBefore, tables(), "the probe's temporary tables are gone");
        FasterPath.Advice small = FasterPath.probe(target, rows(3_000), 30, true);
        assertEquals(3_000, small.probeRows(), "never more rows than the run had");
    }

    @Test
    void saysNothingWhenLocalInfileIsOffInTheConnectionSettings() throws Exception {
        Target off = target.withProperties(Map.of("allowLoadLocalInfile", "false"));
        assertNull(FasterPath.probe(off, rows(1_000_000), 30, true));
    }

    /** Any dataset: its largest table is the one probed, by LOAD DATA, and nothing is left. */
    @Test
    void aDatasetIsProbedOnItsLargestTable() throws Exception {
        long tablesBefore = tables();
        Dataset sns = seedgen.spec.DatasetCompiler.compile(seedgen.spec.SpecReader.read("sns",
                seedgen.plan.BuiltIn.text("sns"), Map.of()), 1, 30_000L);
        List<Long> sizes = sns.tables().stream().map(Dataset.Table::rows).sorted(Comparator.reverseOrder()).toList();
        assertTrue(sizes.get(0) / 100 > 5_000 && sizes.get(1) / 100 < sizes.get(0) / 100, sizes::toString);
        FasterPath.Advice advice = FasterPath.probe(target, sns, 30, true);
        assertEquals(sizes.get(0) / 100, advice.probeRows(), "1% of the largest table's rows");
        assertEquals(sns.totalRows(), advice.rows());
        assertTrue(advice.loadDataRate() > 1_000 && advice.deferRate() > 1_000, advice.toString());
        assertEquals("load-data", advice.option());
        assertEquals(tablesBefore, tables(), "the probe's temporary tables are gone");
    }

    private static long tables() throws Exception {
        return db.queryLong("SELECT COUNT(*) FROM information_schema.TABLES WHERE TABLE_SCHEMA = '" + db.name() + "'");
    }
}
