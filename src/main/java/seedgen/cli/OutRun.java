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
import seedgen.error.SeedgenException;
import seedgen.export.FileExport;
import seedgen.export.OutputTarget;
import seedgen.format.OutputFormat;
import seedgen.load.LoadOptions;

/**
 * --out: writes the rows to a file or stdout; no server is contacted and the embedded one is not started.
 * A file appears complete or not at all (see {@link OutputTarget}); Ctrl-C/SIGTERM stops the export, removes
 * the partial file and exits 130. Output the destination refuses (a reader that exits early, a full disk) fails
 * the run (exit 1) with one line saying how many rows and bytes it took; no "done".
 */
final class OutRun {

    private final Environment env;
    private final boolean quiet;

    OutRun(Environment env, boolean quiet) {
        this.env = env;
        this.quiet = quiet;
    }

    int run(LoadOptions options, SpeedOptions speed) {
        OutputFormat format = speed.outputFormat();
        Path file = speed.toStdout() ? null : env.workDir().resolve(speed.out);
        String name = file == null ? "-" : file.toString();
        // The LOAD DATA statement reads the file as it is after a gunzip.
        String hintName = file == null ? "FILE.csv"
                : speed.gzip() && name.endsWith(".gz") ? name.substring(0, name.length() - 3) : name;
        FileExport.Result result;
        AtomicBoolean stop = new AtomicBoolean();
        try (SignalGuard guard = new SignalGuard(() -> stop.set(true))) {
            try (OutputTarget target = OutputTarget.open(file, speed.gzip(), stdout())) {
                try {
                    result = FileExport.write(options, format, hintName, target.stream(), stop::get);
                    target.commit();
                } catch (CancellationException e) {
                    env.err().println("seedgen: interrupted: " + target.abandoned(name)
                            + "; run the same command again to write it whole");
                    return ExitCodes.INTERRUPTED;
                } catch (IOException e) {
                    throw SeedgenException.runFailed(refused(file == null, name, e, options.rows(), speed.gzip(),
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
            if (result.loadDataStatement() != null) {
                String when = file == null ? ", saved as FILE.csv," : speed.gzip() ? ", after gunzip," : "";
                info.println("  load it" + when + " with a client that allows LOCAL INFILE (mariadb "
                        + "--local-infile=1 DATABASE), pasting these two statements:");
                info.println(result.createTableStatement() + ";");
                info.println(result.loadDataStatement() + ";");
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
