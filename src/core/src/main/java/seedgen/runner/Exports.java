package seedgen.runner;

import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.CancellationException;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Supplier;
import seedgen.dialect.Dialect;
import seedgen.dialect.ServerFamily;
import seedgen.dialect.TableSql;
import seedgen.error.SeedgenException;
import seedgen.export.DatasetExport;
import seedgen.export.FileExport;
import seedgen.export.OutputTarget;
import seedgen.load.DatasetDdl;
import seedgen.model.Dataset;
import seedgen.run.Ending;
import seedgen.run.Environment;
import seedgen.run.ExportOutcome;
import seedgen.run.ExportRequest;
import seedgen.run.OutputFormat;
import seedgen.run.StopSignals;

/**
 * Runs an {@link ExportRequest}: a dataset's rows to files or standard output; no server is contacted and the
 * embedded one is not started. A file appears complete or not at all (see {@link OutputTarget}); a signal stops the
 * export and removes the partial file. Output the destination refuses (a reader that exits early, a full disk) fails
 * the run with one line saying how many rows and bytes it took.
 */
public final class Exports {

    private final Environment env;
    private final boolean quiet;
    private final StopSignals signals;
    private final Supplier<OutputStream> stdout;

    /** {@code stdout}: where "-" writes (the process's own standard output, unbuffered, for the command). */
    public Exports(Environment env, boolean quiet, StopSignals signals, Supplier<OutputStream> stdout) {
        this.env = env;
        this.quiet = quiet;
        this.signals = signals;
        this.stdout = stdout;
    }

    public ExportOutcome run(ExportRequest request) {
        if (request.toKafka()) {
            return KafkaSnapshots.run(env, signals, quiet, request);
        }
        Dataset whole = Runner.work(request.rows(), env, true).whole();
        ServerFamily family = Targets.family(request.rows().target());
        int batch = request.rows().batchSize(true);
        return request.oneFile(whole.tables().size()) ? table(whole, batch, request, family)
                : files(whole, batch, request, family);
    }

    @SuppressWarnings("try") // the watch is held, not read: closing it ends the signal handling
    private ExportOutcome table(Dataset dataset, int batch, ExportRequest request, ServerFamily family) {
        OutputFormat format = request.outputFormat();
        if (format == OutputFormat.SQL && !family.writesSqlFiles()) {
            throw SeedgenException.badInput("--out " + request.out() + ": an SQL file for " + family.displayName()
                    + " is not written yet; write CSV (--format csv), which psql's \\copy loads");
        }
        Dataset.Table table = dataset.tables().get(0);
        boolean gzip = request.gzip();
        Path file = request.toStdout() ? null : env.workDir().resolve(request.out());
        String name = file == null ? "-" : file.toString();
        // The hint loads the file as it is after a gunzip.
        String hintName = file == null ? "FILE.csv"
                : gzip && name.endsWith(".gz") ? name.substring(0, name.length() - 3) : name;
        Dialect sql = family.dialect();
        FileExport.Result result;
        AtomicBoolean stop = new AtomicBoolean();
        try (StopSignals.Handle watch = signals.watch(() -> stop.set(true))) {
            try (OutputTarget target = OutputTarget.open(file, gzip, file == null ? stdout.get() : null)) {
                try {
                    result = FileExport.write(table, DatasetDdl.ddl(dataset, table, null, sql), batch, format,
                            target.stream(), stop::get, sql);
                    target.commit();
                } catch (CancellationException e) {
                    env.err().println("seedgen: interrupted: " + target.abandoned(name)
                            + "; run the same command again to write it whole");
                    return new ExportOutcome(Ending.INTERRUPTED, 0, 0, 0, List.of());
                } catch (IOException e) {
                    throw SeedgenException.runFailed(refused(file == null, name, e, table.rows(), gzip, target), e);
                }
            } catch (IOException e) {
                throw SeedgenException.runFailed("closing --out " + name + " failed (" + e.getMessage()
                        + "): check the disk space and the path", e);
            }
        }
        // With the rows on stdout, the summary must not mix into them.
        PrintStream info = file == null ? env.err() : env.out();
        if (!quiet) {
            info.println(String.format(Locale.ROOT, "seedgen: done: %,d rows written to %s as %s%s, %,d bytes, in "
                    + "%.1f s (%,d rows/s)", result.rows(), name, format.name().toLowerCase(Locale.ROOT),
                    gzip ? " (gzip)" : "", result.bytes(), result.seconds(),
                    Math.round(result.rows() / Math.max(result.seconds(), 1e-9))));
            if (result.createTableStatement() != null) {
                info.println(sql.csvFileHint(hintName, file == null, gzip, result.createTableStatement(),
                        new TableSql(table.spec(), null, sql)));
            }
        }
        return new ExportOutcome(Ending.DONE, result.rows(), result.bytes(), result.seconds(),
                file == null ? List.of() : List.of(file));
    }

    /** One SQL file (a name ending in .sql or .sql.gz, or --format sql) or a directory of CSV files and load.sql. */
    @SuppressWarnings("try") // the watch is held, not read: closing it ends the signal handling
    private ExportOutcome files(Dataset dataset, int batch, ExportRequest request, ServerFamily family) {
        String out = request.out();
        if (request.toStdout()) {
            throw SeedgenException.badInput("--out - : a dataset is several tables; give a directory for CSV files "
                    + "or a .sql file");
        }
        String lower = out.toLowerCase(Locale.ROOT);
        boolean sql = DatasetExport.isSqlFile(out, request.format());
        if (!sql && (lower.endsWith(".csv") || lower.endsWith(".gz"))) {
            throw SeedgenException.badInput("--out " + out + ": a dataset is several tables; give a directory (one CSV "
                    + "file a table and load.sql) or a file ending in .sql or .sql.gz");
        }
        if (sql && !family.writesSqlFiles()) {
            throw SeedgenException.badInput("--out " + out + ": an SQL file for " + family.displayName() + " is not "
                    + "written yet; give a directory (one CSV file a table and a load.sql for psql)");
        }
        Path target = env.workDir().resolve(out);
        AtomicBoolean stop = new AtomicBoolean();
        DatasetExport.Result r;
        try (StopSignals.Handle watch = signals.watch(() -> stop.set(true))) {
            try {
                r = sql ? DatasetExport.toSqlFile(dataset, target, lower.endsWith(".gz"), batch, stop::get,
                        family.dialect()) : DatasetExport.toCsvDirectory(dataset, target, stop::get, family.dialect());
            } catch (CancellationException e) {
                env.err().println("seedgen: interrupted; the file being written was removed: run the same command "
                        + "again");
                return new ExportOutcome(Ending.INTERRUPTED, 0, 0, 0, List.of());
            } catch (IOException e) {
                throw SeedgenException.runFailed("--out " + out + ": writing failed (" + e.getMessage() + "): check "
                        + "the disk space and the path; no file was left half-written", e);
            }
        }
        if (!quiet) {
            env.out().println(String.format(Locale.ROOT, "seedgen: done: %,d rows of dataset %s written to %s in %.1f s"
                    + " (%,d bytes)", dataset.totalRows(), dataset.name(), target, r.seconds(), r.bytes()));
            for (Path f : r.files()) {
                env.out().println("  file           " + f);
            }
            if (!sql) {
                env.out().println("  load with      cd " + Shell.quote(target.toString()) + " && "
                        + family.loadScriptCommand() + DatasetExport.LOAD_SCRIPT);
            }
        }
        return new ExportOutcome(Ending.DONE, dataset.totalRows(), r.bytes(), r.seconds(), r.files());
    }

    /** One line: what refused the output, how far it got, and what is left of it. */
    private static String refused(boolean toStdout, String name, IOException e, long rows, boolean gzip,
            OutputTarget target) {
        String cause = e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
        String what = toStdout ? "standard output refused the rows (" + cause + ")"
                : "writing --out " + name + " failed (" + cause + ")";
        String howFar;
        if (e instanceof FileExport.WriteFailed failed && !gzip) {
            howFar = String.format(Locale.ROOT, "%,d bytes were accepted (the first %,d of %,d rows whole)",
                    target.bytesAccepted(), failed.rowsFlushed(), rows);
        } else {
            howFar = String.format(Locale.ROOT, "%,d%s bytes of %,d rows were accepted", target.bytesAccepted(),
                    gzip ? " compressed" : "", rows);
        }
        String fix = toStdout ? "check the command or the file it goes to (a reader that stopped early, a full disk)"
                : "check the disk space and the path";
        return what + " after " + howFar + ": " + fix + "; " + target.abandoned(name);
    }
}
