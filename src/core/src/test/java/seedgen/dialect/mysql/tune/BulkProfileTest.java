package seedgen.dialect.mysql.tune;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.Set;
import org.junit.jupiter.api.Test;
import seedgen.error.SeedgenException;
import seedgen.tune.LoadSize;
import seedgen.tune.Sizes;
import seedgen.run.TuneSpec;

class BulkProfileTest {

    private static final long MIB = 1L << 20;

    private static Map<Setting, Optional<String>> server(long pool, String flush, String wait) {
        Map<Setting, Optional<String>> m = new EnumMap<>(Setting.class);
        for (Setting s : Setting.values()) {
            m.put(s, Optional.of("0"));
        }
        m.put(Setting.INNODB_BUFFER_POOL_SIZE, Optional.of(Long.toString(pool)));
        m.put(Setting.INNODB_FLUSH_LOG_AT_TRX_COMMIT, Optional.of(flush));
        m.put(Setting.WAIT_TIMEOUT, Optional.of(wait));
        m.put(Setting.INTERACTIVE_TIMEOUT, Optional.of(wait));
        return m;
    }

    private static BulkProfile.Step step(List<BulkProfile.Step> plan, Setting s) {
        return plan.stream().filter(st -> st.setting() == s).findFirst().orElseThrow();
    }

    @Test
    void profileRaisesThePoolToHalfOfMemoryAndSetsFlushAndTimeouts() {
        List<BulkProfile.Step> plan = BulkProfile.plan(server(128 * MIB, "1", "28800"), TuneSpec.profile(),
                OptionalLong.of(8192 * MIB));
        assertEquals(Long.toString(4096 * MIB), step(plan, Setting.INNODB_BUFFER_POOL_SIZE).wanted());
        assertEquals("2", step(plan, Setting.INNODB_FLUSH_LOG_AT_TRX_COMMIT).wanted());
        assertEquals("300", step(plan, Setting.WAIT_TIMEOUT).wanted());
        assertEquals("300", step(plan, Setting.INTERACTIVE_TIMEOUT).wanted());
        assertEquals(4, plan.size(), "only the profile's settings, none of the optional ones: " + plan);
    }

    /** 1M rows of 150 bytes with two unique keys of 22 bytes each (with the 8-byte primary key): 366,000,000 bytes. */
    private static final LoadSize MILLION = new LoadSize(1_000_000, 150_000_000, 2_000_000, 60_000_000);

    @Test
    void thePoolIsRaisedToWhatTheLoadNeedsNotToHalfOfMemory() {
        // (150M + 1M x 18 + 60M + 2M x 8) x 3/2 = 366,000,000 bytes in pages; a quarter more, 457,500,000, is 3.4
        // chunks of 128 MiB: 4 chunks.
        assertEquals(366_000_000, BulkProfile.stored(MILLION));
        BulkProfile.Step pool = step(BulkProfile.plan(server(128 * MIB, "1", "28800"), TuneSpec.profile(),
                OptionalLong.of(24576 * MIB), Optional.of(MILLION), 128 * MIB), Setting.INNODB_BUFFER_POOL_SIZE);
        assertEquals(Long.toString(512 * MIB), pool.wanted(), pool.why());
        assertTrue(pool.why().startsWith("the load's estimated " + Sizes.format(366_000_000) + " of rows and indexes, "
                + "with room, below half of the server's 24 GiB of memory; "), pool.why());
        // A server that grows its pool by 32 MiB: 14 of them hold 457,500,000 bytes.
        assertEquals(Long.toString(448 * MIB), step(BulkProfile.plan(server(128 * MIB, "1", "28800"),
                TuneSpec.profile(), OptionalLong.of(24576 * MIB), Optional.of(MILLION), 32 * MIB),
                Setting.INNODB_BUFFER_POOL_SIZE).wanted());
    }

    @Test
    void aLoadLargerThanHalfOfMemoryGetsHalfOfMemory() {
        BulkProfile.Step pool = step(BulkProfile.plan(server(128 * MIB, "1", "28800"), TuneSpec.profile(),
                OptionalLong.of(512 * MIB), Optional.of(MILLION), 128 * MIB), Setting.INNODB_BUFFER_POOL_SIZE);
        assertEquals(Long.toString(256 * MIB), pool.wanted());
        assertTrue(pool.why().startsWith("half of the server's 512 MiB of memory, below the load's estimated "
                + Sizes.format(366_000_000) + " of rows and indexes; "), pool.why());
    }

    @Test
    void aSmallLoadLeavesALargerPoolAndTheUserStillDecides() {
        LoadSize small = new LoadSize(5_000, 750_000, 10_000, 300_000);
        BulkProfile.Step pool = step(BulkProfile.plan(server(128 * MIB, "1", "28800"), TuneSpec.profile(),
                OptionalLong.of(24576 * MIB), Optional.of(small), 128 * MIB), Setting.INNODB_BUFFER_POOL_SIZE);
        assertFalse(pool.changes(), pool.why());
        assertTrue(pool.why().contains("never lowered") && pool.why().contains("the load's estimated"), pool.why());
        TuneSpec asked = new TuneSpec(Map.of(), Set.of(), OptionalLong.of(4096 * MIB));
        assertEquals(Long.toString(4096 * MIB), step(BulkProfile.plan(server(128 * MIB, "1", "28800"), asked,
                OptionalLong.of(24576 * MIB), Optional.of(small), 128 * MIB), Setting.INNODB_BUFFER_POOL_SIZE)
                .wanted());
        TuneSpec set = new TuneSpec(Map.of(Setting.INNODB_BUFFER_POOL_SIZE.variable(), Long.toString(2048 * MIB)),
                Set.of(), OptionalLong.empty());
        assertEquals(Long.toString(2048 * MIB), step(BulkProfile.plan(server(128 * MIB, "1", "28800"), set,
                OptionalLong.of(24576 * MIB), Optional.of(small), 128 * MIB), Setting.INNODB_BUFFER_POOL_SIZE)
                .wanted());
    }

    @Test
    void thePoolIsNeverLowered() {
        List<BulkProfile.Step> plan = BulkProfile.plan(server(8192 * MIB, "1", "28800"), TuneSpec.profile(),
                OptionalLong.of(8192 * MIB));
        BulkProfile.Step pool = step(plan, Setting.INNODB_BUFFER_POOL_SIZE);
        assertFalse(pool.changes());
        assertTrue(pool.why().contains("never lowered"), pool.why());
        TuneSpec small = new TuneSpec(Map.of(), Set.of(), OptionalLong.of(256 * MIB));
        assertFalse(step(BulkProfile.plan(server(512 * MIB, "1", "1"), small, OptionalLong.empty()),
                Setting.INNODB_BUFFER_POOL_SIZE).changes());
    }

    @Test
    void unknownMemoryLeavesThePoolAndSaysHowToGiveIt() {
        BulkProfile.Step pool = step(BulkProfile.plan(server(128 * MIB, "1", "28800"), TuneSpec.profile(),
                OptionalLong.empty()), Setting.INNODB_BUFFER_POOL_SIZE);
        assertNull(pool.wanted());
        assertTrue(pool.why().contains("--tune-buffer-pool"), pool.why());
    }

    @Test
    void overridesSkipsAndValuesAlreadyInPlace() {
        TuneSpec spec = new TuneSpec(Map.of(Setting.WAIT_TIMEOUT.variable(), "600",
                Setting.SYNC_BINLOG.variable(), "0"), Set.of(Setting.INNODB_FLUSH_LOG_AT_TRX_COMMIT.variable()), OptionalLong.of(256 * MIB));
        Map<Setting, Optional<String>> current = server(128 * MIB, "1", "28800");
        current.put(Setting.INTERACTIVE_TIMEOUT, Optional.of("300"));
        current.put(Setting.SYNC_BINLOG, Optional.of("1"));
        List<BulkProfile.Step> plan = BulkProfile.plan(current, spec, OptionalLong.empty());
        assertEquals(Long.toString(256 * MIB), step(plan, Setting.INNODB_BUFFER_POOL_SIZE).wanted());
        assertEquals("600", step(plan, Setting.WAIT_TIMEOUT).wanted());
        assertEquals("0", step(plan, Setting.SYNC_BINLOG).wanted());
        assertFalse(step(plan, Setting.INNODB_FLUSH_LOG_AT_TRX_COMMIT).changes());
        assertFalse(step(plan, Setting.INTERACTIVE_TIMEOUT).changes(), "already 300");
    }

    @Test
    void aVariableTheServerLacksIsReportedNotSet() {
        Map<Setting, Optional<String>> current = server(128 * MIB, "1", "28800");
        current.put(Setting.INTERACTIVE_TIMEOUT, Optional.empty());
        BulkProfile.Step st = step(BulkProfile.plan(current, TuneSpec.profile(), OptionalLong.empty()),
                Setting.INTERACTIVE_TIMEOUT);
        assertFalse(st.changes());
    }

    @Test
    void specRefusesContradictions() {
        assertThrows(SeedgenException.class, () -> new TuneSpec(Map.of(Setting.WAIT_TIMEOUT.variable(), "1"),
                Set.of(Setting.WAIT_TIMEOUT.variable()), OptionalLong.empty()));
        assertThrows(SeedgenException.class, () -> AllowList.INSTANCE.spec(Map.of(),
                Set.of(Setting.INNODB_BUFFER_POOL_SIZE.variable()), OptionalLong.of(1L << 30)));
        assertThrows(SeedgenException.class, () -> AllowList.INSTANCE.spec(Map.of(
                Setting.INNODB_BUFFER_POOL_SIZE.variable(), Long.toString(1L << 30)), Set.of(),
                OptionalLong.of(1L << 30)));
        assertThrows(SeedgenException.class, () -> new TuneSpec(Map.of(), Set.of(), OptionalLong.of(1024)));
    }

    @Test
    void allowListAndValues() {
        assertEquals(Setting.SYNC_BINLOG, Setting.require("--tune-set", " SYNC_BINLOG"));
        SeedgenException e = assertThrows(SeedgenException.class, () -> Setting.require("--tune-set", "read_only"));
        assertTrue(e.getMessage().contains("allowed: innodb_buffer_pool_size"), e.getMessage());
        assertEquals("268435456", Setting.INNODB_BUFFER_POOL_SIZE.normalise("--tune-set", "256M"));
        assertThrows(SeedgenException.class, () -> Setting.WAIT_TIMEOUT.normalise("--tune-set", "1; DROP TABLE x"));
        assertThrows(SeedgenException.class, () -> Setting.WAIT_TIMEOUT.normalise("--tune-set", "-1"));
    }

    @Test
    void sizes() {
        assertEquals(512 * MIB, Sizes.parse("x", "512M"));
        assertEquals(2048 * MIB, Sizes.parse("x", "2g"));
        assertEquals(2048 * MIB, Sizes.parse("x", "2GB"));
        assertEquals(1000, Sizes.parse("x", "1000"));
        assertThrows(SeedgenException.class, () -> Sizes.parse("x", "lots"));
        assertThrows(SeedgenException.class, () -> Sizes.parse("x", "0"));
        assertEquals("128 MiB", Sizes.format(128 * MIB));
        assertEquals("1.5 GiB", Sizes.format(1536 * MIB));
    }

    @Test
    void resizeStatus() {
        assertFalse(BufferPoolResize.inProgress(""));
        assertFalse(BufferPoolResize.inProgress("Completed resizing buffer pool from 1 to 2 bytes."));
        assertTrue(BufferPoolResize.inProgress("Withdrawing blocks to be shrunken."));
        // MariaDB 11.4 right after SET GLOBAL innodb_buffer_pool_size = 256M: the variable still says 128M
        assertFalse(BufferPoolResize.moved(128 * MIB, 256 * MIB, 128 * MIB));
        assertTrue(BufferPoolResize.moved(128 * MIB, 256 * MIB, 256 * MIB));
        assertTrue(BufferPoolResize.moved(128 * MIB, 320 * MIB, 384 * MIB), "MySQL rounds up at the SET");
        assertTrue(BufferPoolResize.moved(128 * MIB, 128 * MIB, 128 * MIB), "nothing to move");
    }

    @Test
    void privilegeNamedByServer() {
        assertEquals("SUPER", Privilege.forVersion("11.4.5-MariaDB"));
        assertEquals("SUPER", Privilege.forVersion("5.7.44-log"));
        assertTrue(Privilege.forVersion("8.0.36").startsWith("SYSTEM_VARIABLES_ADMIN"));
    }
}
