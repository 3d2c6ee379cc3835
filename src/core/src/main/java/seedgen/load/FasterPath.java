package seedgen.load;

import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.StringJoiner;
import seedgen.connect.Target;
import seedgen.dialect.Dialect;
import seedgen.dialect.Loading;
import seedgen.dialect.RangeWriter;
import seedgen.model.Dataset;

/**
 * After a batched-INSERT run: would the server's bulk path (LOAD DATA, COPY), or the bulk path with the unique keys
 * added at the end, have been faster on this server? Measured, not guessed: the first rows of the run's largest table
 * (1 in {@link #PROBE_SHARE} of them, {@link #MIN_PROBE_ROWS} to {@link #PROBE_ROWS}) go into a TEMPORARY copy of it
 * both ways on one connection, and the probe's rates are set against this run's own. Its share keeps the advice's
 * cost within about 1% of the run's time: the bulk path it times is several times faster than the run's INSERTs. A temporary table lives only in that connection, so nothing is left on the server whatever
 * happens.
 */
public final class FasterPath {

    /** Below this many rows the few seconds a faster path could save are not worth a probe. */
    public static final long MIN_ROWS = 200_000;
    static final long PROBE_ROWS = 50_000;
    static final long MIN_PROBE_ROWS = 5_000;
    static final long PROBE_SHARE = 100;
    /** Advice only when the faster path would take at most this share of the run's load time. */
    static final double WORTH_IT = 0.75;

    private FasterPath() {
    }

    /**
     * Rates in rows/s: this run's ({@code rows} over {@code runSeconds} of loading) and the probe's, the bulk path
     * ({@code option}, said as {@code words}) into the table with its keys and into the table without its unique keys,
     * their build included. {@code emptyAtStart}: the run began on empty tables, where --defer-indexes applies.
     */
    public record Advice(long rows, double runSeconds, long probeRows, double loadDataRate, double deferRate,
            boolean emptyAtStart, String option, String words) {

        /** The summary's lines, or none when neither path would take at most 3/4 of this run's load. */
        public List<String> lines() {
            List<String> out = new ArrayList<>();
            double bulk = rows / loadDataRate;
            double defer = rows / deferRate;
            boolean deferBetter = emptyAtStart && defer < bulk;
            double best = deferBetter ? defer : bulk;
            if (best > WORTH_IT * runSeconds) {
                return out;
            }
            String options = "--method " + option + (deferBetter ? " --defer-indexes" : "");
            out.add(String.format(Locale.ROOT, "  faster         %s would likely take about %.1f s instead of %.1f s",
                    options, best, runSeconds));
            out.add(String.format(Locale.ROOT, "                 (%.1fx): %,d of these rows went by %s at %,.0f "
                    + "rows/s just now,", runSeconds / best, probeRows, words, loadDataRate));
            out.add(String.format(Locale.ROOT, "                 %sthis run wrote %,.0f rows/s",
                    emptyAtStart ? String.format(Locale.ROOT, "at %,.0f rows/s with the unique keys added after; ",
                            deferRate) : "", rows / runSeconds));
            return out;
        }
    }

    /**
     * Probes {@code target} for a run of {@code dataset} that loaded its rows by INSERT in {@code runSeconds}. Needs
     * the server's bulk path allowed by the server and the connection settings; returns null when it is not (nothing
     * to advise).
     */
    public static Advice probe(Target target, Dataset dataset, double runSeconds, boolean emptyAtStart)
            throws SQLException {
        Dataset.Table largest = dataset.tables().stream().max(java.util.Comparator.comparingLong(Dataset.Table::rows))
                .orElseThrow();
        long probeRows = probeRows(largest.rows());
        String name = "seedgen_probe_" + ProcessHandle.current().pid();
        Dataset.Table probe = new Dataset.Table(name, probeRows, largest.spec().withName(name), largest.primaryKey(),
                largest.unique(), List.of(), null, largest.nullable(), null, null);
        Dataset alone = dataset.withTables(List.of(probe));
        try (Loading server = seedgen.dialect.servers.Servers.family(target).loading(target, line -> { }); Connection c = server.bulk()) {
            server.prepare(c, line -> { });
            if (server.bulkRefusal(c) != null) {
                return null;
            }
            String qualified = server.dialect().temporaryTable(target.namespace(), name);
            double withKeys = timedLoad(server, c, alone, probe, qualified, true);
            double deferred = timedLoad(server, c, alone, probe, qualified, false);
            return new Advice(dataset.totalRows(), runSeconds, probeRows, probeRows / withKeys, probeRows / deferred,
                    emptyAtStart, server.bulkMethod(), server.bulkStatement());
        }
    }

    /** The rows a probe loads twice for a largest table of {@code rows} rows. */
    static long probeRows(long rows) {
        return Math.min(rows, Math.max(MIN_PROBE_ROWS, Math.min(PROBE_ROWS, rows / PROBE_SHARE)));
    }

    /** Seconds to load the probe's rows into a temporary copy, its unique keys present or added after. */
    private static double timedLoad(Loading server, Connection c, Dataset alone, Dataset.Table probe,
            String qualified, boolean keys) throws SQLException {
        Dialect sql = server.dialect();
        String ddl = DatasetDdl.ddl(alone, probe, null, keys, false, true, sql);
        try (Statement st = c.createStatement()) {
            st.execute(sql.createTemporary(ddl));
            try {
                long t0 = System.nanoTime();
                c.setAutoCommit(false);
                List<String> columns = probe.spec().columns().stream().map(col -> sql.quote(col.name())).toList();
                RangeWriter writer = server.writer(probe.spec(), qualified, columns, true);
                writer.write(c, 1, probe.rows());
                c.commit();
                c.setAutoCommit(true);
                if (!keys && !probe.unique().isEmpty()) {
                    StringJoiner add = new StringJoiner(", ");
                    for (int n = 1; n <= probe.unique().size(); n++) {
                        add.add("ADD " + DatasetDdl.uniqueKey(probe, n, sql));
                    }
                    st.execute(sql.alterTable(qualified, add.toString()));
                }
                return (System.nanoTime() - t0) / 1e9;
            } finally {
                if (!c.getAutoCommit()) {
                    c.rollback();
                    c.setAutoCommit(true);
                }
                st.execute(sql.dropTemporaryTable(qualified));
            }
        }
    }
}
