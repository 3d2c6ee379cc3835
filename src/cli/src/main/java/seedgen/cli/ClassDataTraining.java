package seedgen.cli;

import java.io.File;
import java.io.IOException;
import java.util.Enumeration;
import java.util.List;
import java.util.jar.JarEntry;
import java.util.jar.JarFile;

/**
 * What the launcher runs, once after each build, under {@code -XX:ArchiveClassesAtExit}: it loads (without
 * initializing) every class of the class path that a run can use, so that the JVM archives them all and every later
 * start maps them ready-parsed instead of reading them from the jars. A real run cannot be the training: it needs a
 * server, and would archive one server's driver only. The classes of the libraries a run never loads (the embedded
 * server's, Spring's) stay out, which keeps the archive small.
 */
public final class ClassDataTraining {

    /** Packages whose classes a run may load: seedgen's own, the drivers, the pool, metrics, the command line. */
    static final List<String> PACKAGES = List.of("seedgen.", "picocli.", "com.mysql.cj.", "org.postgresql.",
            "com.zaxxer.hikari.", "io.micrometer.", "io.prometheus.", "org.mindrot.", "com.fasterxml.jackson.",
            "org.snakeyaml.", "org.yaml.snakeyaml.", "me.tongfei.", "org.slf4j.", "org.HdrHistogram.",
            "org.LatencyUtils.", "dk.brics.automaton.");

    private ClassDataTraining() {
    }

    public static void main(String[] args) throws IOException {
        ClassLoader loader = ClassDataTraining.class.getClassLoader();
        int loaded = 0;
        for (String entry : System.getProperty("java.class.path").split(File.pathSeparator)) {
            if (!entry.endsWith(".jar") || !new File(entry).isFile()) {
                continue;
            }
            try (JarFile jar = new JarFile(entry)) {
                for (Enumeration<JarEntry> e = jar.entries(); e.hasMoreElements();) {
                    String name = e.nextElement().getName();
                    if (!name.endsWith(".class") || name.startsWith("META-INF/") || name.endsWith("module-info.class")) {
                        continue;
                    }
                    String className = name.substring(0, name.length() - 6).replace('/', '.');
                    if (PACKAGES.stream().noneMatch(className::startsWith)) {
                        continue;
                    }
                    try {
                        Class.forName(className, false, loader);
                        loaded++;
                    } catch (Throwable optionalDependencyMissing) {
                        // A class that needs a library not on the class path (a driver's optional integrations):
                        // no run loads it either.
                    }
                }
            }
        }
        // Then what a run does besides: the JDK's own classes it needs, and the lambdas and proxies it makes (their
        // classes are generated when first used, so only using them gets them archived): the plain users table and a
        // dataset of related tables made, as CSV to nowhere and as an SQL file in a scratch folder removed after.
        java.io.PrintStream nowhere = new java.io.PrintStream(java.io.OutputStream.nullOutputStream());
        seedgen.run.Environment env = seedgen.run.Environment.system().withOutput(nowhere, nowhere);
        int users = new Cli(env).run("--rows", "2000", "--out", "-", "--format", "csv");
        java.nio.file.Path scratch = java.nio.file.Files.createTempDirectory("seedgen-training");
        int sns;
        try {
            sns = new Cli(env).run("--dataset", "sns", "--rows", "200", "--out", scratch.resolve("sns.sql").toString());
        } finally {
            try (var files = java.nio.file.Files.list(scratch)) {
                for (java.nio.file.Path f : (Iterable<java.nio.file.Path>) files::iterator) {
                    java.nio.file.Files.deleteIfExists(f);
                }
            }
            java.nio.file.Files.deleteIfExists(scratch);
        }
        int help = new Cli(env).run("--help");
        if (args.length > 0 && args[0].equals("--count")) {
            System.out.println(loaded + " classes loaded; exits " + users + " " + sns + " " + help);
        }
    }
}
