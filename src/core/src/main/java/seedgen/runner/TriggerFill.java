package seedgen.runner;

import java.sql.SQLException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Function;
import seedgen.catalog.Catalog;
import seedgen.catalog.Trigger;
import seedgen.connect.Target;
import seedgen.dialect.Loading;
import seedgen.dialect.TableSql;
import seedgen.dialect.servers.Servers;
import seedgen.fromdb.SpecFromCatalog;
import seedgen.fromdb.TriggerPlan;
import seedgen.load.OrphanCount;
import seedgen.load.RunResult;
import seedgen.load.Start;
import seedgen.model.Dataset;
import seedgen.run.Environment;
import seedgen.spec.DatasetCompiler;
import seedgen.spec.SpecReader;

/**
 * A fill of an application's tables and their triggers ({@link TriggerPlan}): the spec composed under the plan until
 * the two agree (a table left out fires no trigger, and a table no firing trigger writes is the spec's), then the
 * triggers to be switched on tried by the server, on rows of their tables in a transaction rolled back, with them
 * firing as in the load: one the server refuses rows with (an audit trigger that reads a row of the session's user,
 * which the fill's session has not) does not fire, and the spec is composed again without it. After the load, the
 * rows each table got from triggers are counted, and the rows of each table that fired one without the row it writes
 * (whatever else failed after the rows: they are in).
 */
public final class TriggerFill {

    /** Rounds of composing the spec and the plan again before the last is taken as it is. */
    private static final int MOST_ROUNDS = 12;
    /**
     * Rows of each table tried with its triggers firing: those just past its own (made as any row, by the same
     * function of its number), which the load never writes, so a fresh run and the resume of a killed one, whose
     * rows are in, meet the same verdicts.
     */
    private static final int TRIAL_ROWS = 50;

    private TriggerFill() {
    }

    /** A spec composed under a plan of the triggers, and how its references to the triggers' tables were followed. */
    public record Composed(SpecFromCatalog.Written written, TriggerPlan plan, List<TriggerPlan.Followed> followed) {

        /** The summary's lines of the triggers, before the load. */
        public List<String> notes(Set<String> filled, String switching) {
            List<String> out = new ArrayList<>(plan.notes(filled, switching));
            plan.sources().forEach(s -> out.add("from triggers  " + s));
            for (TriggerPlan.Followed f : followed) {
                if (!filled.contains(f.table())) {
                    continue;
                }
                out.add("followed       " + f.table() + "." + String.join("+", f.was().columns()) + " -> "
                        + f.was().refTable() + ": " + (f.now() == null ? "its values are written there by trigger "
                        + f.by().name() + " as each row goes in" : "refers to " + f.now().refTable() + "."
                        + String.join("+", f.now().refColumns()) + ", whose every row trigger " + f.by().name()
                        + " copies there"));
            }
            return out;
        }

        /** What the load switches on and which tables' rows the triggers write. */
        public Start.Fired fired() {
            return new Start.Fired(plan.switched(), List.copyOf(plan.rowsFrom().keySet()), plan.decisions().stream()
                    .filter(TriggerPlan.Decision::fires).map(TriggerPlan.Decision::trigger)
                    .filter(seedgen.catalog.Trigger::touchesOtherTables).toList());
        }
    }

    /**
     * The spec of {@code catalog} ({@code kept}: the tables kept as they are) as {@code compose} makes it of a
     * catalog, under the plan of its triggers ({@code on}: --triggers) in the target's namespace; the triggers to be
     * switched on tried first where {@code trial} is set (seed, parameters and whether a killed run is resumed).
     */
    static Composed compose(Environment env, Target resolved, Catalog catalog, Set<String> kept, boolean on,
            Function<Catalog, SpecFromCatalog.Written> compose, Trial trial) {
        String ns = resolved.namespace();
        Map<String, String> refused = new LinkedHashMap<>();
        Set<String> out = names(List.of());
        Composed last = null;
        for (int round = 0; round < MOST_ROUNDS; round++) {
            TriggerPlan plan = TriggerPlan.of(catalog, ns, candidates(catalog, kept, out), kept, false, on, refused);
            List<TriggerPlan.Followed> followed = new ArrayList<>();
            SpecFromCatalog.Written written = compose.apply(plan.apply(catalog, followed::add));
            last = new Composed(written, plan, List.copyOf(followed));
            Set<String> leftOut = names(written.leftOut().stream().map(l -> l.substring(0, l.indexOf(": "))).toList());
            TriggerPlan again = TriggerPlan.of(catalog, ns, candidates(catalog, kept, leftOut), kept, false, on,
                    refused);
            if (!again.same(plan)) {
                out = leftOut;
                continue;
            }
            Map<String, String> more = trial == null ? Map.of() : trial.run(env, resolved, written.text(), plan);
            if (more.isEmpty()) {
                return last;
            }
            refused.putAll(more);
            out = leftOut;
        }
        return last;
    }

    /**
     * The plan of a fill of the tables of a spec given ({@code dataset}), which fills exactly those: read from the
     * target's catalog, its triggers tried as {@link #compose} tries them.
     */
    static Composed fixed(Environment env, Target resolved, Dataset dataset, boolean on, Trial trial, String text) {
        Catalog catalog = Schema.catalog(env, resolved, null, null);
        List<String> tables = dataset.tables().stream().map(Dataset.Table::name).toList();
        Map<String, String> refused = new LinkedHashMap<>();
        for (int round = 0; ; round++) {
            TriggerPlan plan = TriggerPlan.of(catalog, resolved.namespace(), tables, List.of(), true, on, refused);
            Map<String, String> more = trial == null || round >= MOST_ROUNDS ? Map.of()
                    : trial.run(env, resolved, text, plan);
            if (more.isEmpty()) {
                return new Composed(null, plan, List.of());
            }
            refused.putAll(more);
        }
    }

    /** How the target's server switches a trigger on for the run and back, as the summary says it. */
    static String switching(Target target) {
        try (Loading server = Servers.family(target).loading(target, line -> { })) {
            return server.switching();
        }
    }

    private static Set<String> candidates(Catalog catalog, Set<String> kept, Set<String> out) {
        Set<String> c = names(catalog.tables().stream().map(Catalog.Table::name).toList());
        c.removeAll(kept);
        c.removeAll(out);
        return c;
    }

    private static Set<String> names(List<String> names) {
        Set<String> out = new TreeSet<>(String.CASE_INSENSITIVE_ORDER);
        out.addAll(names);
        return out;
    }

    /**
     * The server's trial of the triggers a plan switches on: {@code seed} and {@code params} make the rows;
     * {@code resume}: the tables hold a killed run's rows, which a table's first rows meet again where the rows past
     * its own cannot be made (a duplicate key is then no verdict on the trigger).
     */
    record Trial(long seed, Map<String, String> params, boolean resume) {

        /** Each trigger the server refused sampled rows with, and why ({@link TriggerPlan#key}). */
        Map<String, String> run(Environment env, Target resolved, String specText, TriggerPlan plan) {
            List<Trigger> switched = plan.switched();
            if (switched.isEmpty()) {
                return Map.of();
            }
            Set<String> firing = names(switched.stream().map(Trigger::table).toList());
            Dataset dataset = DatasetCompiler.compile(SpecReader.read("the spec tried", specText, params), seed, null);
            return OnServer.run(env, resolved, live -> {
                Map<String, String> refused = new LinkedHashMap<>();
                Loading server = Servers.family(live).loading(live, line -> { });
                try (server) {
                    for (Dataset.Table t : dataset.tables()) {
                        if (!firing.contains(t.name()) || t.rows() == 0) {
                            continue;
                        }
                        Loading.Refusal r = tryTable(server, live.namespace(), t, switched);
                        if (r == null || resume && r.words().toLowerCase(Locale.ROOT).contains("duplicate key")) {
                            continue;
                        }
                        // the table's own triggers named, or those of the tables its triggers write rows into
                        r.by().stream().filter(by -> by.table().equalsIgnoreCase(t.name()) || dataset.tables()
                                .stream().noneMatch(d -> d.name().equalsIgnoreCase(by.table()))).forEach(by -> refused
                                .putIfAbsent(TriggerPlan.key(by), "the server refused rows of " + t.name() + " with "
                                        + "it firing, tried before the load (" + r.words() + ")"));
                    }
                } catch (SQLException e) {
                    throw server.connectFailure(e);
                }
                return refused;
            });
        }
    }

    /**
     * Rows of {@code t} with {@code switched} firing, in a transaction rolled back: those just past its own, or, where
     * they cannot be made (their parents' keys run out), its first.
     */
    private static Loading.Refusal tryTable(Loading server, String ns, Dataset.Table t, List<Trigger> switched)
            throws SQLException {
        TableSql table = new TableSql(t.spec(), ns, server.dialect());
        try {
            return server.tryTriggers(ns, t.spec(), table.qualifiedName(), table.quotedColumns(), switched,
                    List.of(new long[] {t.rows() + 1, t.rows() + TRIAL_ROWS}));
        } catch (RuntimeException beyond) {
            return server.tryTriggers(ns, t.spec(), table.qualifiedName(), table.quotedColumns(), switched,
                    List.of(new long[] {1, Math.min(t.rows(), TRIAL_ROWS)}));
        }
    }

    /**
     * The summary's lines of the triggers after a load: per table whose rows come from triggers, the rows it holds and
     * by which triggers; per firing trigger whose values fill the written table's key, the rows of its table that lack
     * theirs; and what firing cost, as the time its table's rows took.
     */
    static List<String> afterLoad(Environment env, Target live, Composed composed, RunResult result) {
        Map<String, List<Trigger>> rowsFrom = composed.plan().rowsFrom();
        if (rowsFrom.isEmpty() || result.status() == RunResult.Status.INTERRUPTED) {
            return List.of();
        }
        Catalog catalog = Schema.catalog(env, live, null, null);
        return Servers.family(live).admin().read(live, (c, sql) -> {
            List<String> lines = new ArrayList<>();
            for (Map.Entry<String, List<Trigger>> e : rowsFrom.entrySet()) {
                Catalog.Table written = catalog.table(e.getKey());
                long rows = count(c, sql.countRows(live.namespace(), written.name()));
                List<String> by = new ArrayList<>();
                for (Trigger t : e.getValue()) {
                    RunResult.TableResult source = result.tables().stream().filter(r -> r.table().equals(t.table()))
                            .findFirst().orElse(null);
                    String theirs = lacking(c, sql, live.namespace(), catalog, t, written, source);
                    by.add("trigger " + t.name() + " of " + t.table() + (theirs.isEmpty() ? "" : " (" + theirs + ")"));
                }
                lines.add(String.format(Locale.ROOT, "from triggers  %s: %,d rows, written by %s", written.name(),
                        rows, String.join(", ", by)));
            }
            return lines;
        });
    }

    /**
     * How many rows of trigger {@code t}'s table have their row in {@code written} (by the key the trigger copies), and
     * what firing it cost; empty when its values do not fill the written table's key.
     */
    private static String lacking(java.sql.Connection c, seedgen.dialect.Dialect sql, String ns, Catalog catalog,
            Trigger t, Catalog.Table written, RunResult.TableResult source) throws SQLException {
        List<String> key = written.primaryKey().isEmpty() && !written.unique().isEmpty() ? written.unique().get(0)
                : written.primaryKey();
        Catalog.Table table = catalog.table(t.table());
        if (key.isEmpty() || table == null || source == null) {
            return "";
        }
        for (Trigger.Write w : t.writes()) {
            if (w.verb() != Trigger.Verb.INSERT || !w.table().equalsIgnoreCase(written.name())) {
                continue;
            }
            List<String> from = key.stream().map(k -> w.fromNew(k, written)).toList();
            if (from.contains(null) || from.stream().anyMatch(f -> table.column(f) == null)) {
                continue;
            }
            long without = OrphanCount.orphanCount(c, ns, table.name(), from, written.name(), key, sql);
            long all = count(c, sql.countRows(ns, table.name()));
            return String.format(Locale.ROOT, "%,d of its %,d rows with theirs; the %,d rows it fired for took %.1f s"
                    + " (%,.0f rows/s), the trigger's rows written inside each batch", all - without, all,
                    source.rowsWritten(), source.seconds(), source.rowsPerSecond());
        }
        return "";
    }

    private static long count(java.sql.Connection c, String countQuery) throws SQLException {
        try (java.sql.Statement st = c.createStatement(); java.sql.ResultSet rs = st.executeQuery(countQuery)) {
            rs.next();
            return rs.getLong(1);
        }
    }
}
