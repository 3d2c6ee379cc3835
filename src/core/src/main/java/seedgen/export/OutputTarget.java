package seedgen.export;

import java.io.FileOutputStream;
import java.io.FilterOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.ByteBuffer;
import java.nio.channels.Channels;
import java.nio.channels.FileChannel;
import java.nio.channels.WritableByteChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.PosixFileAttributeView;
import java.nio.file.attribute.PosixFilePermission;
import java.util.Set;
import java.util.zip.GZIPOutputStream;
import seedgen.error.SeedgenException;

/**
 * Where --out writes. A regular file is written as {@code FILE.seedgen-partial} beside it and renamed over
 * {@code FILE} only by {@link #commit()}, so FILE is either the complete output or what was there before:
 * a failure, Ctrl-C or a full disk never leaves a half-written FILE that looks finished. Closing without a
 * commit deletes the partial file. Standard output, devices and pipes ({@code /dev/null}, a FIFO) cannot be
 * renamed over and are written in place; standard output is flushed but never closed. A write the destination
 * refuses (a reader that closed the pipe, a full disk) is an IOException, also through a PrintStream, which
 * would otherwise swallow it; {@link #bytesAccepted()} counts what it took before.
 */
public final class OutputTarget implements AutoCloseable {

    static final int BUFFER = 256 * 1024;
    static final String PARTIAL_SUFFIX = ".seedgen-partial";

    private final Path destination;
    private final Path partial;
    private final Accepted accepted;
    private final OutputStream stream;
    private boolean closed;
    private boolean committed;

    private OutputTarget(Path destination, Path partial, Accepted accepted, OutputStream stream) {
        this.destination = destination;
        this.partial = partial;
        this.accepted = accepted;
        this.stream = stream;
    }

    /**
     * {@code file} null means {@code stdout}, which is never closed (a {@link FileOutputStream} of the process's
     * standard output is written through its channel). Gzip-compresses when asked.
     */
    public static OutputTarget open(Path file, boolean gzip, OutputStream stdout) {
        Path destination = null;
        Path partial = null;
        try {
            Accepted accepted;
            if (file == null) {
                accepted = stdout instanceof FileOutputStream fd ? new Accepted(fd.getChannel(), false)
                        : new Accepted(Channels.newChannel(unclosable(stdout)), true);
            } else if (Files.exists(file) && !Files.isRegularFile(file)) {
                destination = file;
                accepted = new Accepted(FileChannel.open(file, StandardOpenOption.WRITE), true);
            } else {
                // Resolved so that a symlink to a file keeps pointing at the (replaced) file it named.
                destination = Files.exists(file) ? file.toRealPath() : file;
                partial = destination.resolveSibling(destination.getFileName() + PARTIAL_SUFFIX);
                accepted = new Accepted(FileChannel.open(partial, StandardOpenOption.CREATE, StandardOpenOption.WRITE,
                        StandardOpenOption.TRUNCATE_EXISTING), true);
                copyPermissions(destination, partial);
            }
            // Unbuffered: the export hands over 64 KiB at a time, and a count below any buffer is what arrived.
            return new OutputTarget(destination, partial, accepted, gzip ? gzip(accepted) : accepted);
        } catch (IOException e) {
            deleteQuietly(partial);
            throw SeedgenException.badInput("--out " + file + " cannot be written (" + e.getMessage()
                    + "): choose a path in a folder that exists and is writable");
        }
    }

    public OutputStream stream() {
        return stream;
    }

    /** Bytes the destination took (compressed, with gzip), counted below every buffer. */
    public long bytesAccepted() {
        return accepted.bytes;
    }

    /** The file written until the commit, or null when writing in place. */
    Path partial() {
        return partial;
    }

    /** Where the output ends up once committed ({@code null} for stdout). */
    public Path destination() {
        return destination;
    }

    /** What is left after a failure or a stop, for the one-line message; {@code name} is how the user named it. */
    public String abandoned(String name) {
        if (destination == null) {
            return "the rows on standard output are incomplete";
        }
        return partial == null ? "what was written to " + name + " is incomplete"
                : name + " was not written (the partial file is removed)";
    }

    /** Flushes and closes the output and, for a regular file, renames the partial file over the destination. */
    public void commit() throws IOException {
        closeStream();
        if (partial != null) {
            Files.move(partial, destination, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        }
        committed = true;
    }

    /** Without a {@link #commit()}: closes the stream and deletes the partial file; the destination is untouched. */
    @Override
    public void close() throws IOException {
        if (committed) {
            return;
        }
        try {
            closeStream();
        } finally {
            if (partial != null) {
                Files.deleteIfExists(partial);
            }
        }
    }

    private void closeStream() throws IOException {
        if (!closed) {
            closed = true;
            stream.close();
        }
    }

    private static OutputStream gzip(OutputStream base) throws IOException {
        try {
            return new GZIPOutputStream(base, BUFFER);
        } catch (IOException | RuntimeException e) {
            base.close();
            throw e;
        }
    }

    private static OutputStream unclosable(OutputStream stdout) {
        return new FilterOutputStream(stdout) {
            @Override
            public void write(byte[] b, int off, int len) throws IOException {
                out.write(b, off, len);
                if (out instanceof PrintStream print && print.checkError()) {
                    throw new IOException("its reader closed it, or the disk is full");
                }
            }

            @Override
            public void close() throws IOException {
                flush();
            }
        };
    }

    /**
     * Counts the bytes the destination took, through a channel, whose every write says how many bytes went:
     * a pipe whose reader exits, or a disk that fills, mid-write still counts the part that arrived.
     */
    private static final class Accepted extends OutputStream {
        private final WritableByteChannel channel;
        private final boolean closeChannel;
        private long bytes;

        Accepted(WritableByteChannel channel, boolean closeChannel) {
            this.channel = channel;
            this.closeChannel = closeChannel;
        }

        @Override
        public void write(int b) throws IOException {
            write(new byte[] {(byte) b}, 0, 1);
        }

        @Override
        public void write(byte[] b, int off, int len) throws IOException {
            ByteBuffer buffer = ByteBuffer.wrap(b, off, len);
            while (buffer.hasRemaining()) {
                bytes += channel.write(buffer);
            }
        }

        @Override
        public void close() throws IOException {
            if (closeChannel) {
                channel.close();
            }
        }
    }

    /** A replaced file keeps its mode; a new one gets the usual umask-derived mode. */
    private static void copyPermissions(Path from, Path to) throws IOException {
        PosixFileAttributeView source = Files.getFileAttributeView(from, PosixFileAttributeView.class);
        if (source == null || !Files.exists(from)) {
            return;
        }
        Set<PosixFilePermission> mode = source.readAttributes().permissions();
        Files.setPosixFilePermissions(to, mode);
    }

    private static void deleteQuietly(Path partial) {
        if (partial == null) {
            return;
        }
        try {
            Files.deleteIfExists(partial);
        } catch (IOException ignored) {
            // the open already failed and that error is the one reported; a leftover partial file is harmless
            // and is overwritten by the next run
        }
    }
}
