package seedgen.export;

import java.io.BufferedOutputStream;
import java.io.FilterOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.zip.GZIPOutputStream;
import seedgen.SeedgenException;

/** Opens where --out writes: a file (gzip when asked) or standard output, which is flushed but never closed. */
public final class OutputFiles {

    static final int BUFFER = 256 * 1024;

    private OutputFiles() {
    }

    /** {@code file} null means {@code stdout}. The caller closes what it gets. */
    public static OutputStream open(Path file, boolean gzip, OutputStream stdout) {
        try {
            OutputStream base = file == null ? new FilterOutputStream(stdout) {
                @Override
                public void write(byte[] b, int off, int len) throws IOException {
                    out.write(b, off, len);
                }

                @Override
                public void close() throws IOException {
                    flush();
                }
            } : new BufferedOutputStream(Files.newOutputStream(file), BUFFER);
            if (!gzip) {
                return base;
            }
            try {
                return new GZIPOutputStream(base, BUFFER);
            } catch (IOException | RuntimeException e) {
                base.close();
                throw e;
            }
        } catch (IOException e) {
            throw SeedgenException.badInput("--out " + file + " cannot be written (" + e.getMessage()
                    + "): choose a path in a folder that exists and is writable");
        }
    }
}
