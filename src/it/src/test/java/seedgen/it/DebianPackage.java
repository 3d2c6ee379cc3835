package seedgen.it;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

/**
 * A Debian package's files, for the schemas it installs: {@code apt-get download PKG} into {@link #CACHE} (no root
 * needed, nothing installed, no service started), then {@code dpkg-deb -x} beside it. A package already downloaded
 * there is used as it is, so .ci/run's own download (which may run {@code apt-get update} first, as root) serves the
 * tests, and a second run needs no network. Where apt-get or dpkg-deb is missing or the download fails, the package
 * is unavailable, with one line saying why, printed once.
 */
final class DebianPackage {

    /** Set (by .ci/run) to make a package that cannot be had fail its tests instead of skipping them. */
    static final String REQUIRE = "SEEDGEN_REQUIRE_DEBIAN_SCHEMAS";
    /** Where packages are downloaded and unpacked: under target/, so nothing of it is ever committed. */
    static final Path CACHE = Path.of("target", "debian-packages").toAbsolutePath();
    private static final long TIMEOUT_S = 300;
    private static final Map<String, DebianPackage> PACKAGES = new ConcurrentHashMap<>();

    private final String name;
    private final String version;
    private final Path root;
    private final String unavailable;

    private DebianPackage(String name, String version, Path root, String unavailable) {
        this.name = name;
        this.version = version;
        this.root = root;
        this.unavailable = unavailable;
    }

    static DebianPackage of(String name) {
        return PACKAGES.computeIfAbsent(name, DebianPackage::fetch);
    }

    /** Why the package cannot be read here, or null. */
    String unavailable() {
        return unavailable;
    }

    /** Its version as Debian gives it ({@code 1:6.0.14+dfsg-1+b1}). */
    String version() {
        return version;
    }

    /** The upstream part of its version: no epoch, no Debian revision ({@code 6.0.14+dfsg}). */
    String upstream() {
        String v = version.substring(version.indexOf(':') + 1);
        return v.contains("-") ? v.substring(0, v.lastIndexOf('-')) : v;
    }

    /** The folder its files were unpacked into, as they would be installed under /. */
    Path root() {
        return root;
    }

    private static DebianPackage fetch(String name) {
        try {
            Files.createDirectories(CACHE);
            Path deb = downloaded(name);
            if (deb == null) {
                String said = run(List.of("apt-get", "download", "-q", name));
                deb = downloaded(name);
                if (deb == null) {
                    return missing(name, "apt-get download " + name + " left no " + name + "_*.deb: " + said);
                }
            }
            String version = run(List.of("dpkg-deb", "-f", deb.toString(), "Version")).strip();
            Path root = CACHE.resolve(deb.getFileName().toString().replaceAll("\\.deb$", ""));
            if (!Files.isDirectory(root)) {
                Path partial = Files.createTempDirectory(CACHE, name + "-unpacking-");
                run(List.of("dpkg-deb", "-x", deb.toString(), partial.toString()));
                Files.move(partial, root);
            }
            return new DebianPackage(name, version, root, null);
        } catch (IOException e) {
            return missing(name, e.getMessage());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return missing(name, "interrupted");
        }
    }

    private static DebianPackage missing(String name, String why) {
        String line = why.strip().replaceAll("\\s*\\n\\s*", " / ");
        System.err.println("Debian package " + name + " unavailable, its schemas' tests are skipped: " + line);
        return new DebianPackage(name, "", null, line);
    }

    /** The package's newest .deb in the cache (apt names it NAME_VERSION_ARCH.deb), or null. */
    private static Path downloaded(String name) throws IOException {
        try (Stream<Path> files = Files.list(CACHE)) {
            return files.filter(f -> f.getFileName().toString().startsWith(name + "_")
                    && f.getFileName().toString().endsWith(".deb")).max(Path::compareTo).orElse(null);
        }
    }

    /**
     * Runs a command in the cache and gives its output; a missing command, a failure or a timeout throws, naming
     * the command and its last lines.
     */
    private static String run(List<String> command) throws IOException, InterruptedException {
        Path log = Files.createTempFile(CACHE, "command-", ".log");
        try {
            Process p;
            try {
                p = new ProcessBuilder(command).directory(CACHE.toFile()).redirectErrorStream(true)
                        .redirectOutput(log.toFile()).start();
            } catch (IOException e) {
                throw new IOException(command.get(0) + " cannot be run here: " + e.getMessage(), e);
            }
            if (!p.waitFor(TIMEOUT_S, TimeUnit.SECONDS)) {
                p.destroyForcibly();
                throw new IOException(String.join(" ", command) + " did not finish in " + TIMEOUT_S + " s");
            }
            String out = Files.readString(log, StandardCharsets.UTF_8);
            if (p.exitValue() != 0) {
                List<String> lines = out.strip().lines().toList();
                throw new IOException(String.join(" ", command) + " exited " + p.exitValue() + ": "
                        + String.join(" / ", lines.subList(Math.max(0, lines.size() - 2), lines.size())));
            }
            return out;
        } finally {
            Files.deleteIfExists(log);
        }
    }
}
