package seedgen.export;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.concurrent.CancellationException;
import java.util.zip.GZIPInputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import seedgen.run.OutputFormat;
import seedgen.run.Protocol;

class OutputTargetTest {

    @TempDir
    Path dir;

    private static byte[] bytes(String s) {
        return s.getBytes(StandardCharsets.UTF_8);
    }

    private Path partialOf(Path file) {
        return file.resolveSibling(file.getFileName() + OutputTarget.PARTIAL_SUFFIX);
    }

    @Test
    void theFileAppearsOnlyOnCommit() throws IOException {
        Path file = dir.resolve("users.csv");
        try (OutputTarget t = OutputTarget.open(file, false, System.out)) {
            t.stream().write(bytes("a,b\n"));
            t.stream().flush();
            assertFalse(Files.exists(file), "nothing may appear under the final name before the commit");
            assertTrue(Files.exists(partialOf(file)));
            t.commit();
        }
        assertEquals("a,b\n", Files.readString(file));
        assertFalse(Files.exists(partialOf(file)));
    }

    @Test
    void closingWithoutCommitLeavesAnOldFileAsItWasAndRemovesThePartialFile() throws IOException {
        Path file = dir.resolve("users.csv");
        Files.writeString(file, "old\n");
        try (OutputTarget t = OutputTarget.open(file, false, System.out)) {
            t.stream().write(bytes("new, half written"));
        }
        assertEquals("old\n", Files.readString(file));
        assertFalse(Files.exists(partialOf(file)));
        try (OutputTarget t = OutputTarget.open(dir.resolve("fresh.csv"), true, System.out)) {
            t.stream().write(bytes("x"));
        }
        assertFalse(Files.exists(dir.resolve("fresh.csv")));
        assertFalse(Files.exists(partialOf(dir.resolve("fresh.csv"))));
    }

    @Test
    void aReplacedFileKeepsItsModeAndASymlinkKeepsPointingAtIt() throws IOException {
        Path real = dir.resolve("real.sql");
        Files.writeString(real, "old");
        Files.setPosixFilePermissions(real, PosixFilePermissions.fromString("rw-------"));
        Path link = Files.createSymbolicLink(dir.resolve("link.sql"), real);
        try (OutputTarget t = OutputTarget.open(link, false, System.out)) {
            t.stream().write(bytes("new"));
            t.commit();
        }
        assertTrue(Files.isSymbolicLink(link), "the symlink must not be replaced by a file");
        assertEquals("new", Files.readString(real));
        assertEquals("rw-------", PosixFilePermissions.toString(Files.getPosixFilePermissions(real)));
    }

    @Test
    void gzipIsCompleteAfterCommit() throws IOException {
        Path file = dir.resolve("u.csv.gz");
        try (OutputTarget t = OutputTarget.open(file, true, System.out)) {
            t.stream().write(bytes("hello\n"));
            t.commit();
        }
        try (InputStream in = new GZIPInputStream(Files.newInputStream(file))) {
            assertArrayEquals(bytes("hello\n"), in.readAllBytes());
        }
    }

    @Test
    void devicesAreWrittenInPlaceNeverRenamedOver() throws IOException {
        Path devNull = Path.of("/dev/null");
        OutputTarget t = OutputTarget.open(devNull, false, System.out);
        try {
            // Checked before the commit: a rename over /dev/null would replace the device for the whole machine.
            assertNull(t.partial(), "a device must be written in place");
            t.stream().write(bytes("discarded"));
            t.commit();
        } finally {
            t.close();
        }
        assertFalse(Files.isRegularFile(devNull));
        assertEquals("what was written to /dev/null is incomplete", t.abandoned("/dev/null"));
    }

    @Test
    void standardOutputIsFlushedNotClosed() throws IOException {
        ByteArrayOutputStream stdout = new ByteArrayOutputStream() {
            @Override
            public void close() {
                throw new AssertionError("stdout must stay open");
            }
        };
        try (OutputTarget t = OutputTarget.open(null, false, stdout)) {
            t.stream().write(bytes("rows"));
            t.commit();
        }
        assertEquals("rows", stdout.toString(StandardCharsets.UTF_8));
    }

    @Test
    void aPrintStreamThatSwallowsAWriteErrorStillFailsTheWrite() {
        java.io.PrintStream closedPipe = new java.io.PrintStream(new java.io.OutputStream() {
            @Override
            public void write(int b) throws IOException {
                throw new IOException("Broken pipe");
            }
        });
        IOException e = assertThrows(IOException.class, () -> {
            try (OutputTarget t = OutputTarget.open(null, false, closedPipe)) {
                t.stream().write(bytes("rows"));
            }
        });
        assertEquals("its reader closed it, or the disk is full", e.getMessage());
    }

    @Test
    void anUnwritableFolderIsOneLineBadInput() {
        Path file = dir.resolve("no-such-folder").resolve("u.csv");
        seedgen.error.SeedgenException e = assertThrows(seedgen.error.SeedgenException.class,
                () -> OutputTarget.open(file, false, System.out));
        assertEquals(seedgen.error.SeedgenException.Kind.BAD_INPUT, e.kind());
        assertTrue(e.getMessage().startsWith("--out " + file + " cannot be written"), e.getMessage());
    }

    @Test
    void theExportStopsWhenAsked() {
        seedgen.model.Dataset users = new seedgen.spec.UsersTable("users", "password", 4).dataset(1, 100_000);
        seedgen.model.Dataset.Table table = users.tables().get(0);
        int[] polls = {0};
        ByteArrayOutputStream sink = new ByteArrayOutputStream();
        assertThrows(CancellationException.class, () -> FileExport.write(table, seedgen.load.DatasetDdl.ddl(users,
                table, null, seedgen.dialect.servers.Servers.family(Protocol.MYSQL).dialect()), 1000, OutputFormat.CSV, sink,
                () -> ++polls[0] > 3, seedgen.dialect.servers.Servers.family(Protocol.MYSQL).dialect()));
        assertTrue(sink.size() > 0 && sink.size() < 100_000 * 50, "stopped part-way, wrote " + sink.size());
    }
}
