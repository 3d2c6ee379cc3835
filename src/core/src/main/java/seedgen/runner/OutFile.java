package seedgen.runner;

import java.nio.file.Files;
import java.nio.file.Path;
import seedgen.run.Environment;
import seedgen.error.SeedgenException;

/** An --out file a command writes whole: its folder must exist and be writable, and the path must not be a folder. */
public final class OutFile {

    private OutFile() {
    }

    /** {@code out} resolved against the working folder, or a one-line refusal; {@code example} names a file. */
    public static Path checked(Environment env, String out, String example) {
        Path file = env.workDir().resolve(out);
        Path dir = file.toAbsolutePath().getParent();
        if (dir == null || !Files.isDirectory(dir) || !Files.isWritable(dir)) {
            throw SeedgenException.badInput("--out " + out + ": folder " + dir + " does not exist or is not writable: "
                    + "create it or choose another path");
        }
        if (Files.isDirectory(file)) {
            throw SeedgenException.badInput("--out " + out + " is a folder: give a file name, such as " + example);
        }
        return file;
    }
}
