package seedgen.load;

import seedgen.dialect.mysql.LocalInfile;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import seedgen.connect.Target;
import seedgen.format.ByteSink;
import seedgen.format.CsvRowStream;
import seedgen.generate.PasswordHashes;
import seedgen.generate.TableSpec;
import seedgen.dialect.mysql.TableSchema;
import seedgen.dialect.mysql.Connections;

/**
 * After a batched-INSERT load: would LOAD DATA, or LOAD DATA with the unique keys added at the end, have been
 * faster on this server? Measured, not guessed: the first {@link #PROBE_ROWS} rows of the same run go into a
 * TEMPORARY copy of the table both ways on one connection, and the probe's rates are set against this run's own.
 * A temporary table lives only in that connection, so nothing is left on the server whatever happens.
 */
public final class FasterPath {

    /** Below this many rows the few seconds a faster path could save are not worth a probe. */
    public static final long MIN_ROWS = 200_000;
    static final long PROBE_ROWS = 50_000;
    /** Advice only when the faster path would take at most this share of the run's load time. */
    static final double WORTH_IT = 0.75;

    private FasterPath() {
    }

    /**
     * Rates in rows/s: this run's ({@code runRate}, over {@code runSeconds} of loading) and the probe's, LOAD DATA
     * into the table with its keys and into the table without its unique keys, their build included.
     * {@code emptyAtStart}: the run began on an empty table, where --defer-indexes applies.
     */
    public record Advice(long rows, double runSeconds, long probeRows, double loadDataRate, double deferRate,
            boolean emptyAtStart) {

        /** The summary's lines, or none when neither path would take at most 3/4 of this run's load. */
        public List<String> lines() {
            List<String> out = new ArrayList<>();
            double loadData = rows / loadDataRate;
            double defer = rows / deferRate;
            boolean deferBetter = emptyAtStart && defer < loadData;
            double best = deferBetter ? defer : loadData;
            if (best > WORTH_IT * runSeconds) {
                return out;
            }
            String options = deferBetter ? "--method load-data --defer-indexes" : "--method load-data";
            out.add(String.format(Locale.ROOT, "  faster         %s would likely take about %.1f s instead of %.1f s",
                    options, best, runSeconds));
            out.add(String.format(Locale.ROOT, "                 (%.1fx): %,d of these rows went by LOAD DATA at %,.0f "
                    + "rows/s just now,", runSeconds / best, probeRows, loadDataRate));
            out.add(String.format(Locale.ROOT, "                 %sthis run wrote %,.0f rows/s",
                    emptyAtStart ? String.format(Locale.ROOT, "at %,.0f rows/s with the unique keys added after; ",
                            deferRate) : "", rows / runSeconds));
            return out;
        }
    }

    /**
     * Probes {@code target} for the run of {@code options} that loaded for {@code runSeconds}. Needs LOAD DATA
     * LOCAL allowed by the server and the connection settings; returns null when it is not (nothing to advise).
     */
    public static Advice probe(Target target, LoadOptions options, double runSeconds, boolean emptyAtStart)
            throws SQLException {
        long probeRows = Math.min(PROBE_ROWS, options.rows());
        TableSpec spec = LoadService.specFor(options, new PasswordHashes(options.seed(), options.bcryptCost()))
                .withName("seedgen_probe_" + ProcessHandle.current().pid());
        TableSchema schema = new TableSchema(spec, target.database());
        try (Connection c = Connections.single(target, target.database(), true)) {
            if (LocalInfile.refusal(c, target) != null) {
                return null;
            }
            double withKeys = timedLoad(c, schema, spec, probeRows, true);
            double deferred = timedLoad(c, schema, spec, probeRows, false);
            return new Advice(options.rows(), runSeconds, probeRows, probeRows / withKeys, probeRows / deferred,
                    emptyAtStart);
        }
    }

    /** Seconds to load ids 1..rows into a temporary copy, its unique keys present or added after. */
    private static double timedLoad(Connection c, TableSchema schema, TableSpec spec, long rows, boolean keys)
            throws SQLException {
        String ddl = keys ? schema.createTableDdl() : schema.createTableDdlWithoutUniqueKeys();
        try (Statement st = c.createStatement()) {
            st.execute(ddl.replaceFirst("^CREATE TABLE ", "CREATE TEMPORARY TABLE "));
            try {
                long t0 = System.nanoTime();
                c.setAutoCommit(false);
                seedgen.dialect.mysql.LoadDataWriter.load(st, new CsvRowStream(spec, 1, rows, new ByteSink(80 * 1024)),
                        schema.loadDataSql());
                c.commit();
                c.setAutoCommit(true);
                if (!keys) {
                    st.execute(schema.addUniqueKeysSql(spec.uniqueColumns()));
                }
                return (System.nanoTime() - t0) / 1e9;
            } finally {
                st.execute("DROP TEMPORARY TABLE IF EXISTS " + schema.qualifiedName());
            }
        }
    }
}
