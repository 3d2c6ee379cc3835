package seedgen.cli;

import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.Locale;
import java.util.concurrent.CancellationException;
import java.util.concurrent.atomic.AtomicBoolean;
import seedgen.connect.Environment;
import seedgen.dialect.ServerFamily;
import seedgen.dialect.TableSql;
import seedgen.error.SeedgenException;
import seedgen.export.DatasetExport;
import seedgen.export.FileExport;
import seedgen.export.OutputTarget;
import seedgen.format.OutputFormat;
import seedgen.load.DatasetDdl;
import seedgen.run.RunRequest;
import seedgen.runner.Runner;
import seedgen.runner.Targets;
import seedgen.spec.Dataset;

/**
 * --out: a dataset's rows to files or stdout; no server is contacted and the embedded one is not started. A dataset of
 * one table (the users table among them) goes to one CSV or SQL file, or to stdout; one of several tables to a
 * directory (a CSV file a table and a load script) or to one SQL file. A file appears complete or not at all (see
 * {@link OutputTarget}); Ctrl-C/SIGTERM stops the export, removes the partial file and exits 130. Output the
 * destination refuses (a reader that exits early, a full disk) fails the run (exit 1) with one line saying how many
 * rows and bytes it took; no "done".
 */
final class OutRun {

    private final Environment env;
    private final boolean quiet;

    OutRun(Environment env, boolean quiet) {
        this.env = env;
        this.quiet = quiet;
    }

    /** --out: the rows of {@code request} to files, no server; the options that need a server refused first. */
    int export(RunRequest request, picocli.CommandLine.ParseResult given, SpeedOptions speed, TargetOptions target,
            boolean metricsGiven, boolean reportGiven) {
        if (metricsGiven) {
            throw SeedgenException.badInput("--metrics-port, --pushgateway and --metrics-linger need a load into a "
                    + "database, not --out: drop them");
        }
        for (String option : new String[] {"--resume", "--truncate", "--append", "--dry-run", "--method"}) {
            if (given.hasMatchedOption(option)) {
                throw SeedgenException.badInput("--out writes files and uses no database, so " + option
                        + " does not apply: drop " + option + " or --out");
            }
        }
        // with --from-db the target options name the server whose schema was read; nothing is written there
        speed.checkFileOnly(request.source() instanceof RunRequest.SchemaSource ? new TargetOptions() : target, false,
                false, false, reportGiven, !request.users());
        Dataset whole = Runner.work(request, env, true).whole();
        return run(whole, request.batchSize(true), speed, Targets.family(target.toChoice()),
                request.users());
    }

    /**
     * {@code batch}: rows of each INSERT of an SQL file; {@code family}: the server family the files are for;
     * {@code oneFile}: the plain command's users table, which always goes to one file (or stdout). A spec's table goes
     * to one file when it is the only one and the name says so (stdout, a .csv or .csv.gz file).
     */
    int run(Dataset dataset, int batch, SpeedOptions speed, ServerFamily family, boolean oneFile) {
        String lower = speed.out.toLowerCase(Locale.ROOT);
        if (oneFile || dataset.tables().size() == 1 && (speed.toStdout() || lower.endsWith(".csv")
                || lower.endsWith(".csv.gz"))) {
            return table(dataset, batch, speed, family);
        }
        return files(dataset, batch, speed.out, speed.format, family);
    }

    private int table(Dataset dataset, int batch, SpeedOptions speed, ServerFamily family) {
        OutputFormat format = speed.outputFormat();
        if (format == OutputFormat.SQL && !family.writesSqlFiles()) {
            throw SeedgenException.badInput("--out " + speed.out + ": an SQL file for " + family.displayName() + " is not written yet; "
                    + "write CSV (--format csv), which psql's \\copy loads");
        }
        Dataset.Table table = dataset.tables().get(0);
        Path file = speed.toStdout() ? null : env.workDir().resolve(speed.out);
        String name = file == null ? "-" : file.toString();
        // The hint loads the file as it is after a gunzip.
        String hintName = file == null ? "FILE.csv"
                : speed.gzip() && name.endsWith(".gz") ? name.substring(0, name.length() - 3) : name;
        seedgen.dialect.Dialect sql = family.dialect();
        FileExport.Result result;
        AtomicBoolean stop = new AtomicBoolean();
        try (SignalGuard guard = new SignalGuard(() -> stop.set(true))) {
            try (OutputTarget target = OutputTarget.open(file, speed.gzip(), stdout())) {
                try {
                    result = FileExport.write(table, DatasetDdl.ddl(dataset, table, null, sql), batch, format,
                            target.stream(), stop::get, sql);
                    target.commit();
                } catch (CancellationException e) {
                    env.err().println("seedgen: interrupted: " + target.abandoned(name)
                            + "; run the same command again to write it whole");
                    return ExitCodes.INTERRUPTED;
                } catch (IOException e) {
                    throw SeedgenException.runFailed(refused(file == null, name, e, table.rows(), speed.gzip(),
                            target), e);
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
                    speed.gzip() ? " (gzip)" : "", result.bytes(), result.seconds(),
                    Math.round(result.rows() / Math.max(result.seconds(), 1e-9))));
            if (result.createTableStatement() != null) {
                info.println(sql.csvFileHint(hintName, file == null, speed.gzip(), result.createTableStatement(),
                        new TableSql(table.spec(), null, sql)));
            }
        }
        return ExitCodes.DONE;
    }

    /** One SQL file (a name ending in .sql or .sql.gz, or --format sql) or a directory of CSV files and load.sql. */
    private int files(Dataset dataset, int batch, String out, OutputFormat format, ServerFamily family) {
        if (out.equals("-")) {
            throw SeedgenException.badInput("--out - : a dataset is several tables; give a directory for CSV files "
                    + "or a .sql file");
        }
        String lower = out.toLowerCase(Locale.ROOT);
        boolean sql = DatasetExport.isSqlFile(out, format);
        if (!sql && (lower.endsWith(".csv") || lower.endsWith(".gz"))) {
            throw SeedgenException.badInput("--out " + out + ": a dataset is several tables; give a directory (one CSV "
                    + "file a table and load.sql) or a file ending in .sql or .sql.gz");
        }
        if (sql && !family.writesSqlFiles()) {
            throw SeedgenException.badInput("--out " + out + ": an SQL file for " + family.displayName() + " is not written yet; give a "
                    + "directory (one CSV file a table and a load.sql for psql)");
        }
        Path target = env.workDir().resolve(out);
        AtomicBoolean stop = new AtomicBoolean();
        DatasetExport.Result r;
        try (SignalGuard guard = new SignalGuard(() -> stop.set(true))) {
            try {
                r = sql ? DatasetExport.toSqlFile(dataset, target, lower.endsWith(".gz"), batch, stop::get,
                        family.dialect()) : DatasetExport.toCsvDirectory(dataset, target, stop::get, family.dialect());
            } catch (CancellationException e) {
                env.err().println("seedgen: interrupted; the file being written was removed: run the same command "
                        + "again");
                return ExitCodes.INTERRUPTED;
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
                env.out().println("  load with      cd " + ResumeCommand.quote(target.toString()) + " && " + family.loadScriptCommand()
                        + DatasetExport.LOAD_SCRIPT);
            }
        }
        return ExitCodes.DONE;
    }

    /**
     * The process's own standard output unwrapped, so that a closed pipe or a full disk is an IOException in the
     * operating system's words (System.out, a PrintStream, would swallow it); any other stream as it is.
     */
    private OutputStream stdout() {
        PrintStream out = LauncherOutput.unwrap(env.out());
        if (out == System.out) {
            System.out.flush();
            return new FileOutputStream(FileDescriptor.out);
        }
        return out;
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
