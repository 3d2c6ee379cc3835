package seedgen.dialect.mysql.tune;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import seedgen.error.SeedgenException;

/**
 * The snapshot file, {@code <workDir>/.seedgen/tune-snapshot}: owner-only (it says which server was
 * changed), written whole or not at all (a temporary file in the same folder, fsynced, then renamed), so a
 * kill -9 at any moment leaves either no snapshot or a complete one.
 */
public final class SnapshotStore {

    public static final String FILE_NAME = "tune-snapshot";

    private final Path file;

    public SnapshotStore(Path stateDir) {
        this.file = stateDir.toAbsolutePath().resolve(FILE_NAME);
    }

    public Path file() {
        return file;
    }

    public Optional<Snapshot> read() {
        if (!Files.exists(file)) {
            return Optional.empty();
        }
        List<String> lines;
        try {
            lines = Files.readAllLines(file, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw SeedgenException.targetUnusable("cannot read the tuning snapshot " + file + " (" + e.getMessage()
                    + "): check its permissions", e);
        }
        return Optional.of(parse(lines));
    }

    private Snapshot parse(List<String> lines) {
        String server = null;
        Instant taken = null;
        long pid = 0;
        Map<Setting, String> originals = new LinkedHashMap<>();
        try {
            for (String line : lines) {
                if (line.isBlank() || line.startsWith("#")) {
                    continue;
                }
                int eq = line.indexOf('=');
                String key = line.substring(0, eq);
                String value = line.substring(eq + 1);
                if (key.equals("server")) {
                    server = value;
                } else if (key.equals("taken")) {
                    taken = Instant.parse(value);
                } else if (key.equals("pid")) {
                    pid = Long.parseLong(value);
                } else if (key.startsWith("set.")) {
                    originals.put(Setting.byVariable(key.substring(4)).orElseThrow(), value);
                }
            }
            return new Snapshot(server, taken, pid, originals);
        } catch (RuntimeException e) {
            throw SeedgenException.targetUnusable("the tuning snapshot " + file + " is damaged (" + e
                    + "): restore the settings it lists by hand, then delete it", e);
        }
    }

    /** Writes {@code snapshot}; refuses to overwrite one that exists (its originals would be lost). */
    public void write(Snapshot snapshot) {
        StringBuilder text = new StringBuilder()
                .append("# seedgen: server settings as they were before `seedgen --tune` changed them.\n")
                .append("# `seedgen tune --restore` puts them back and deletes this file.\n")
                .append("server=").append(snapshot.server()).append('\n')
                .append("taken=").append(snapshot.takenAt()).append('\n')
                .append("pid=").append(snapshot.pid()).append('\n');
        snapshot.originals().forEach((s, v) -> text.append("set.").append(s.variable()).append('=').append(v)
                .append('\n'));
        Path dir = file.getParent();
        Path tmp = null;
        try {
            Files.createDirectories(dir);
            tmp = Files.createTempFile(dir, ".tune-snapshot", ".tmp",
                    PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rw-------")));
            try (FileChannel ch = FileChannel.open(tmp, StandardOpenOption.WRITE)) {
                ch.write(java.nio.ByteBuffer.wrap(text.toString().getBytes(StandardCharsets.UTF_8)));
                ch.force(true);
            }
            if (Files.exists(file)) {
                throw new FileAlreadyExistsException(file.toString());
            }
            Files.move(tmp, file, StandardCopyOption.ATOMIC_MOVE);
            tmp = null;
        } catch (IOException e) {
            throw SeedgenException.targetUnusable("cannot write the tuning snapshot " + file + " (" + e
                    + "): nothing was changed; make " + dir + " writable", e);
        } finally {
            if (tmp != null) {
                try {
                    Files.deleteIfExists(tmp);
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            }
        }
    }

    public void delete() {
        try {
            Files.deleteIfExists(file);
        } catch (IOException e) {
            throw SeedgenException.runFailed("the settings were restored but the snapshot " + file
                    + " could not be deleted (" + e.getMessage() + "): delete it by hand", e);
        }
    }
}
