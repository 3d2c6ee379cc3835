package seedgen.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

/**
 * The archive the build makes (target/cli/seedgen-VERSION.tar.gz), unpacked in an empty folder outside the checkout,
 * used as a user would: its launcher loads 10,000 users without building anything, its bash completion completes,
 * its man page renders.
 */
class DistributionIT {

    @RegisterExtension
    static final ItDatabase db = new ItDatabase(DistributionIT.class);

    @TempDir
    static Path tmp;

    static Path home;

    @BeforeAll
    static void unpack() throws Exception {
        List<Path> archives;
        try (Stream<Path> files = Files.list(Path.of("target", "cli"))) {
            archives = files.filter(p -> p.getFileName().toString().matches("seedgen-.*\\.tar\\.gz")).toList();
        }
        assertEquals(1, archives.size(), "one archive in target/cli/: " + archives);
        Path into = Files.createDirectory(tmp.resolve("opt"));
        Run untar = run(List.of("tar", "xzf", archives.get(0).toAbsolutePath().toString()), into);
        assertEquals(0, untar.exit, untar.output);
        try (Stream<Path> top = Files.list(into)) {
            List<Path> dirs = top.toList();
            assertEquals(1, dirs.size(), "the archive holds one top folder: " + dirs);
            home = dirs.get(0);
        }
        assertFalse(home.toAbsolutePath().startsWith(Path.of("").toAbsolutePath()), "unpacked outside the checkout");
    }

    @Test
    void itsLauncherLoadsTenThousandUsersWithoutBuilding() throws Exception {
        Path work = Files.createDirectory(tmp.resolve("work"));
        long t0 = System.nanoTime();
        long[] summaryAt = {0};
        Run load = run(List.of(home.resolve("bin/seedgen").toString(), "--rows", "10000", "--url",
                db.url(db.name()), "--user", TestServer.IT_USER), work, Map.of(), line -> {
                    if (line.contains("phases ") && summaryAt[0] == 0) {
                        summaryAt[0] = System.nanoTime();
                    }
                });
        double wall = (System.nanoTime() - t0) / 1e9;
        assertEquals(0, load.exit, load.output);
        assertTrue(load.output.contains("done: 10,000 of 10,000 rows"), load.output);
        // the summary's phases, from the launcher's start (this first start makes the class-data archive too), add up
        // to the process's time until the summary says them: at most that (each phase rounded to a tenth), at most
        // half a second short (the summary's first lines, on a machine running other tests); the JVM's exit after the
        // summary is not a phase, and is short
        java.util.regex.Matcher phases = java.util.regex.Pattern.compile("phases +start ([0-9.]+) s, (.*)")
                .matcher(load.output);
        assertTrue(phases.find(), load.output);
        double sum = Double.parseDouble(phases.group(1));
        for (String p : phases.group(2).split(", ")) {
            sum += Double.parseDouble(p.replaceAll(".* ([0-9.]+) s$", "$1"));
        }
        double untilSummary = (summaryAt[0] - t0) / 1e9;
        assertTrue(sum <= untilSummary + 0.15 && sum >= untilSummary - 0.5, "phases " + sum + " s, the process "
                + untilSummary + " s until it printed them: " + load.output);
        assertTrue(wall - untilSummary < 2, "the process ran " + (wall - untilSummary) + " s after its summary: "
                + load.output);
        assertEquals(10000, db.queryLong("SELECT COUNT(*) FROM " + ItDatabase.table(db.name(), "users")));
        assertEquals(10000, db.queryLong("SELECT COUNT(DISTINCT email) FROM " + ItDatabase.table(db.name(), "users")));
        assertFalse(Files.exists(home.resolve("target")), "the unpacked archive built nothing");
        assertFalse(Files.exists(home.resolve("pom.xml")));
        try (Stream<Path> jars = Files.list(home.resolve("lib"))) {
            List<String> names = jars.map(p -> p.getFileName().toString()).toList();
            assertTrue(names.contains("seedgen.jar"), names.toString());
            assertTrue(names.stream().anyMatch(n -> n.matches("seedgen-core-.*\\.jar")), "the library: " + names);
            assertTrue(names.stream().noneMatch(n -> n.startsWith("junit") || n.startsWith("testing-mysql")),
                    "no test jars: " + names);
        }
        assertEquals(Files.readString(Path.of("README.md")), Files.readString(home.resolve("README.md")));
        assertEquals(Files.readString(Path.of("docs/README.md")), Files.readString(home.resolve("docs/README.md")),
                "the docs ship beside the README");
        assertTrue(Files.isDirectory(home.resolve("config")) && Files.isDirectory(home.resolve("dashboards")));
        assertTrue(Files.size(home.resolve("lib/seedgen.jsa")) > 1_000_000,
                "the first start made the class-data archive beside the jars");
    }

    /** The container image's Dockerfile adds this archive, by the name and in the folder the build gives it. */
    @Test
    void theDockerfileAddsTheArchiveTheBuildMakes() throws Exception {
        List<String> lines = Files.readAllLines(Path.of("config/kubernetes/Dockerfile"));
        String version = lines.stream().filter(l -> l.startsWith("ARG VERSION=")).findFirst().orElseThrow()
                .substring("ARG VERSION=".length());
        String add = lines.stream().filter(l -> l.startsWith("ADD ")).findFirst().orElseThrow().split(" ")[1];
        Path named = Path.of(add.replace("${VERSION}", version));
        assertTrue(Files.isRegularFile(named), "the Dockerfile adds " + named + ", which the build did not make");
        assertTrue(lines.stream().anyMatch(l -> l.startsWith("RUN ln -s /opt/seedgen-${VERSION} /opt/seedgen ")),
                "the link names the archive's top folder: " + lines);
        assertEquals("seedgen-" + version, home.getFileName().toString(), "the archive's top folder");
    }

    /** Class-data sharing changes nothing a user sees: the same output with the archive as without it. */
    @Test
    void itsClassDataArchiveIsMadeOnceAndChangesNoOutput() throws Exception {
        Path work = Files.createDirectories(tmp.resolve("cds"));
        Run first = run(List.of(home.resolve("bin/seedgen").toString(), "--help"), work);
        assertEquals(0, first.exit, first.output);
        Path archive = home.resolve("lib/seedgen.jsa");
        assertTrue(Files.exists(archive), "made at the first start");
        java.nio.file.attribute.FileTime made = Files.getLastModifiedTime(archive);
        Run with = run(List.of(home.resolve("bin/seedgen").toString(), "--help"), work);
        Run without = run(List.of(home.resolve("bin/seedgen").toString(), "--help"), work, Map.of("SEEDGEN_CDS", "off"));
        assertEquals(first.output, with.output);
        assertEquals(without.output, with.output, "no word from the JVM about the archive");
        assertEquals(made, Files.getLastModifiedTime(archive), "made once, not at every start");
    }

    /**
     * The launcher runs the quick compiler alone (C1) for a run of the users table of up to 250,000 rows and for a
     * command that prints, both compilers for a longer run or one that makes its rows in bulk or runs on;
     * SEEDGEN_JAVA_OPTS naming Tiered* decides instead.
     */
    @Test
    void itsLauncherPicksTheCompilersByWhatTheRunDoes() throws Exception {
        assertEquals(1, tieredStopAtLevel(List.of("--rows", "10k", "--version"), ""));
        assertEquals(1, tieredStopAtLevel(List.of("--rows=250_000", "--version"), ""));
        assertEquals(4, tieredStopAtLevel(List.of("--rows", "1e6", "--batch", "50", "--version"), ""));
        assertEquals(4, tieredStopAtLevel(List.of("--rows=250001", "--version"), ""));
        assertEquals(1, tieredStopAtLevel(List.of("doctor", "--version"), ""));
        assertEquals(4, tieredStopAtLevel(List.of("--dataset", "sns", "--version"), ""));
        assertEquals(4, tieredStopAtLevel(List.of("--rows", "1M", "--out=users.csv", "--version"), ""));
        assertEquals(4, tieredStopAtLevel(List.of("--rows", "1M", "--method", "load-data", "--version"), ""));
        assertEquals(4, tieredStopAtLevel(List.of("workload", "--version"), ""));
        assertEquals(2, tieredStopAtLevel(List.of("--rows", "10k", "--version"), "-XX:TieredStopAtLevel=2"));
        // a count too large for the shell to compare is the command's to refuse, in its one line
        Run huge = run(List.of(home.resolve("bin/seedgen").toString(), "--rows", "1e30"), tmp);
        assertEquals(2, huge.exit, huge.output);
        assertEquals(1, huge.output.lines().count(), huge.output);
    }

    private int tieredStopAtLevel(List<String> args, String javaOpts) throws Exception {
        List<String> command = new ArrayList<>(List.of(home.resolve("bin/seedgen").toString()));
        command.addAll(args);
        Run run = run(command, tmp, Map.of("SEEDGEN_JAVA_OPTS", "-XX:+PrintFlagsFinal " + javaOpts));
        assertEquals(0, run.exit, run.output);
        java.util.regex.Matcher m = java.util.regex.Pattern.compile("\\bTieredStopAtLevel\\s+=\\s+(\\d+)")
                .matcher(run.output);
        assertTrue(m.find(), run.output);
        return Integer.parseInt(m.group(1));
    }

    @Test
    void itsBashCompletionCompletesOptionsAndCommands() throws Exception {
        Path script = home.resolve("completion/seedgen.bash");
        assertTrue(Files.isRegularFile(script));
        Run options = complete(script, "--thr");
        assertEquals(0, options.exit, options.output);
        assertEquals(List.of("--threads"), options.output.lines().toList());
        Run commands = complete(script, "tu");
        assertEquals(List.of("tune"), commands.output.lines().toList());
    }

    @Test
    void itsManPageDocumentsEveryOptionAndRenders() throws Exception {
        Path page = home.resolve("man/man1/seedgen.1");
        String roff = Files.readString(page, StandardCharsets.UTF_8);
        assertTrue(roff.startsWith(".TH SEEDGEN 1 "), roff.lines().findFirst().orElse(""));
        Run help = run(List.of(home.resolve("bin/seedgen").toString(), "--help"), tmp);
        assertEquals(0, help.exit, help.output);
        List<String> options = new ArrayList<>();
        help.output.lines().map(String::strip).filter(l -> l.startsWith("--") || l.matches("-[A-Za-z], --.*"))
                // an option whose value may be left out reads --embedded[=SERVER]: its name ends at the bracket too
                .forEach(l -> options.add(l.replaceFirst("^-[A-Za-z], ", "").split("[=\\[ ]")[0]));
        assertTrue(options.size() > 30, "options read from --help: " + options);
        for (String option : options) {
            assertTrue(roff.contains("\\fB" + option.replace("-", "\\-") + "\\fR"), option + " is not in the man page");
        }
        for (String section : List.of(".SH EXAMPLES", ".SH EXIT STATUS", ".SH ENVIRONMENT", ".SS seedgen tune")) {
            assertTrue(roff.contains(section), section);
        }
        if (onPath("groff")) { // Debian's groff-base; a machine without it still gets the checks above
            Run render = run(List.of("groff", "-man", "-Tutf8", "-ww", "-z", page.toString()), tmp);
            assertEquals(0, render.exit, render.output);
            assertEquals("", render.output, "groff warnings");
        }
    }

    /**
     * What the completion function offers for {@code seedgen WORD}, one candidate a line. bash's compopt works only
     * while TAB runs a completion, so here it is a no-op: it sets display options, not the candidates.
     */
    private static Run complete(Path script, String word) throws Exception {
        String bash = "source \"$1\"; compopt() { :; }; f=$(complete -p seedgen | sed -E 's/.*-F ([^ ]+).*/\\1/'); "
                + "COMP_WORDS=(seedgen \"$2\"); COMP_CWORD=1; COMP_LINE=\"seedgen $2\"; COMP_POINT=${#COMP_LINE}; "
                + "\"$f\" seedgen \"$2\" seedgen; printf '%s\\n' \"${COMPREPLY[@]}\"";
        return run(List.of("bash", "-c", bash, "complete", script.toString(), word), tmp);
    }

    private static boolean onPath(String command) throws Exception {
        return run(List.of("sh", "-c", "command -v " + command), tmp).exit == 0;
    }

    private record Run(int exit, String output) {
    }

    private static Run run(List<String> command, Path dir) throws IOException, InterruptedException {
        return run(command, dir, Map.of());
    }

    private static Run run(List<String> command, Path dir, Map<String, String> env)
            throws IOException, InterruptedException {
        return run(command, dir, env, null);
    }

    /** {@code seen}, where given, has each line of the output as it arrives (the output then read line by line). */
    private static Run run(List<String> command, Path dir, Map<String, String> env,
            java.util.function.Consumer<String> seen) throws IOException, InterruptedException {
        ProcessBuilder pb = new ProcessBuilder(command).directory(dir.toFile()).redirectErrorStream(true);
        pb.environment().putAll(env);
        pb.environment().remove("SEEDGEN_LAUNCHER");
        pb.environment().put("SEEDGEN_PASSWORD", TestServer.IT_PASSWORD);
        // no ~/.my.cnf of the developer; the test's own options after
        String javaOpts = "-Duser.home=" + dir + " " + env.getOrDefault("SEEDGEN_JAVA_OPTS", "");
        pb.environment().put("SEEDGEN_JAVA_OPTS", javaOpts.strip());
        Process p = pb.start();
        p.getOutputStream().close();
        if (seen == null) {
            byte[] out = p.getInputStream().readAllBytes();
            assertTrue(p.waitFor(5, TimeUnit.MINUTES), String.join(" ", command) + " did not end");
            return new Run(p.exitValue(), new String(out, StandardCharsets.UTF_8));
        }
        StringBuilder out = new StringBuilder();
        try (java.io.BufferedReader r = new java.io.BufferedReader(new java.io.InputStreamReader(p.getInputStream(),
                StandardCharsets.UTF_8))) {
            for (String line = r.readLine(); line != null; line = r.readLine()) {
                seen.accept(line);
                out.append(line).append('\n');
            }
        }
        assertTrue(p.waitFor(5, TimeUnit.MINUTES), String.join(" ", command) + " did not end");
        return new Run(p.exitValue(), out.toString());
    }
}
