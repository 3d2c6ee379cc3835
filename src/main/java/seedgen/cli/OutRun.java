package seedgen.cli;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.Locale;
import java.util.concurrent.CancellationException;
import java.util.concurrent.atomic.AtomicBoolean;
import seedgen.Environment;
import seedgen.SeedgenException;
import seedgen.export.FileExport;
import seedgen.export.OutputTarget;
import seedgen.format.OutputFormat;
import seedgen.write.LoadOptions;

/**
 * --out: writes the rows to a file or stdout; no server is contacted and the embedded one is not started.
 * A file appears complete or not at all (see {@link OutputTarget}); Ctrl-C/SIGTERM stops the export, removes
 * the partial file and exits 130.
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
        String hintName = file == null ? "FILE.csv" : name;
        FileExport.Result result;
        AtomicBoolean stop = new AtomicBoolean();
        try (SignalGuard guard = new SignalGuard(() -> stop.set(true))) {
            try (OutputTarget target = OutputTarget.open(file, speed.gzip(), env.out())) {
                try {
                    result = FileExport.write(options, format, hintName, target.stream(), stop::get);
                    target.commit();
                } catch (CancellationException e) {
                    env.err().println("seedgen: interrupted: " + target.abandoned(name)
                            + "; run the same command again to write it whole");
                    return ExitCodes.INTERRUPTED;
                } catch (IOException e) {
                    throw SeedgenException.runFailed("writing --out " + name + " failed (" + e.getMessage()
                            + "): check the disk space and the path; " + target.abandoned(name), e);
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
                info.println("  load it with  " + result.loadDataStatement()
                        + (speed.gzip() ? "  (after gunzip)" : "") + ";");
            }
        }
        return ExitCodes.DONE;
    }
}
