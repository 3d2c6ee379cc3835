package seedgen.cli;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import picocli.AutoComplete;
import picocli.CommandLine;
import seedgen.run.Environment;

/**
 * Writes the files the distribution archive carries beside the jars, made from the command model at build time:
 * {@code seedgen.1} (the man page) and {@code seedgen.bash} (bash completion, which zsh loads through
 * bashcompinit). Run by the build: {@code DistFiles OUTPUT_DIR VERSION}.
 */
public final class DistFiles {

    private DistFiles() {
    }

    public static void main(String[] args) throws IOException {
        if (args.length != 2) {
            throw new IllegalArgumentException("usage: DistFiles OUTPUT_DIR VERSION");
        }
        Path dir = Files.createDirectories(Path.of(args[0]));
        CommandLine root = Cli.model(new SeedgenCommand(Environment.system()));
        Files.writeString(dir.resolve("seedgen.1"), ManPage.render(root, args[1]), StandardCharsets.UTF_8);
        Files.writeString(dir.resolve("seedgen.bash"), AutoComplete.bash("seedgen", root), StandardCharsets.UTF_8);
    }
}
