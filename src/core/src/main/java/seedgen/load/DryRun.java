package seedgen.load;

import java.sql.Connection;
import java.sql.SQLException;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.OptionalLong;
import seedgen.connect.Target;
import seedgen.dialect.Loading;
import seedgen.model.Dataset;

/**
 * What a dry run found in the target, read without changing anything: the server's version, and per table what a real
 * run would find and do ({@code states}) and the first row it would write ({@code firstRows}). A real run's refusals
 * are the dry run's too.
 */
public record DryRun(String serverVersion, Map<String, String> states, Map<String, Long> firstRows,
        Dataset written) {

    public DryRun {
        states = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(states));
        firstRows = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(firstRows));
    }

    /**
     * {@code written}: the dataset whose rows a real run would write, firstRows on (an --append run's: the dataset
     * grown by the rows asked).
     */
    public DryRun(String serverVersion, Map<String, String> states, Map<String, Long> firstRows) {
        this(serverVersion, states, firstRows, null);
    }

    /** Nothing read: the embedded server is not started for a dry run. */
    public static DryRun unread(Dataset dataset, String why) {
        Map<String, String> states = new LinkedHashMap<>();
        Map<String, Long> first = new LinkedHashMap<>();
        dataset.tables().forEach(t -> {
            states.put(t.name(), why);
            first.put(t.name(), 1L);
        });
        return new DryRun(null, states, first, dataset);
    }

    static DryRun of(Loading server, Connection c, Dataset dataset, Target target, Start start, int batch)
            throws SQLException {
        String ns = target.namespace();
        Map<String, String> states = new LinkedHashMap<>();
        Map<String, Long> first = new LinkedHashMap<>();
        for (Dataset.Table t : dataset.tables()) {
            OptionalLong holder = server.lockHolder(c, t.name());
            first.put(t.name(), 1L);
            if (holder.isPresent()) {
                // while another run loads the table its contents change under any look at them, and a real run would
                // stop at the lock before looking
                states.put(t.name(), "another seedgen run is loading it now (server connection " + holder.getAsLong()
                        + "): a real run would stop with exit 3 until that run ends");
            }
        }
        if (!states.isEmpty()) {
            return new DryRun(server.serverVersion(), states, first, dataset);
        }
        Setup.Plan plan = new Setup(server.dialect(), line -> { }, target).plan(c, dataset, ns, start, batch);
        Dataset before = plan.bases().isEmpty() ? null : start.sizing().withRootRows(plan.bases());
        Dataset written = before == null ? dataset
                : start.sizing().withRootRows(ExistingTables.grown(dataset, plan.bases()));
        String kind = server.dialect().namespaceKind();
        for (Dataset.Table t : dataset.tables()) {
            long held = before == null ? 0 : before.table(t.name()).rows();
            first.put(t.name(), held + 1);
            states.put(t.name(), switch (plan.kind()) {
                case FRESH -> !plan.namespaceExists() ? kind + " " + ns + " does not exist: it would be created with "
                        + "the table"
                        : !plan.existing().contains(t.name()) ? "table does not exist: it would be created"
                        : plan.emptied().contains(t.name()) ? "table holds rows: it would be emptied first (--truncate)"
                        : "table exists and is empty";
                case APPEND -> held == 0 ? "table exists and is empty" : String.format(Locale.ROOT, "table holds %,d "
                        + "rows: rows would be added after them (--append)", held);
                case RESUME -> "the ranges of the recorded run that did not commit would be written (--resume)";
                case FINISHED -> plan.actions().get(t.name());
            });
        }
        return new DryRun(server.serverVersion(), states, first, written);
    }
}
