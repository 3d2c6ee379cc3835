package seedgen.cli;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.ParentCommand;
import seedgen.run.Environment;

/**
 * {@code seedgen man}: the man page seedgen(1), made from the command model as the archive's is, so that a checkout
 * (which has no man/man1/seedgen.1 to point {@code man} at) shows it too. On a terminal with {@code man} on the PATH
 * it is shown through {@code man -l}; otherwise its roff text is printed, for a file or another viewer.
 */
@Command(name = "man", mixinStandardHelpOptions = true, versionProvider = VersionProvider.class,
        description = "Show the man page (through man -l on a terminal); elsewhere print it as roff "
                + "(seedgen man > seedgen.1).")
final class ManCommand implements Callable<Integer> {

    @ParentCommand
    SeedgenCommand parent;

    @picocli.CommandLine.Spec
    CommandSpec spec;

    @Override
    public Integer call() throws IOException, InterruptedException {
        Environment env = parent.environment();
        String version = new VersionProvider().getVersion()[0].replaceFirst("^seedgen ", "");
        String page = ManPage.render(spec.root().commandLine(), version);
        PrintStream out = LauncherOutput.unwrap(env.out());
        Optional<Path> man = System.console() != null && out == System.out ? onPath(env, "man") : Optional.empty();
        if (man.isEmpty()) {
            out.write(page.getBytes(StandardCharsets.UTF_8));
            out.flush();
            return ExitCodes.DONE;
        }
        Path file = Files.createTempFile("seedgen", ".1");
        try {
            Files.writeString(file, page, StandardCharsets.UTF_8);
            Process viewer = new ProcessBuilder(man.get().toString(), "-l", file.toString()).inheritIO().start();
            return viewer.waitFor() == 0 ? ExitCodes.DONE : ExitCodes.FAILED;
        } finally {
            Files.deleteIfExists(file);
        }
    }

    /** The program {@code name} in a folder of PATH, if any. */
    static Optional<Path> onPath(Environment env, String name) {
        for (String dir : env.variable("PATH").orElse("").split(java.io.File.pathSeparator)) {
            if (!dir.isEmpty()) {
                Path p = Path.of(dir, name);
                if (Files.isExecutable(p) && !Files.isDirectory(p)) {
                    return Optional.of(p);
                }
            }
        }
        return Optional.empty();
    }
}
