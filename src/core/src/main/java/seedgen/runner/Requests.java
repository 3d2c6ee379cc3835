package seedgen.runner;

import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Supplier;
import seedgen.catalog.Catalog;
import seedgen.connect.Target;
import seedgen.dialect.Admin;
import seedgen.dialect.Dialect;
import seedgen.dialect.servers.Servers;
import seedgen.error.SeedgenException;
import seedgen.fromdb.SpecFromCatalog;
import seedgen.load.RunResult;
import seedgen.metrics.RunTelemetry;
import seedgen.model.TableSpec;
import seedgen.plan.BuiltIn;
import seedgen.profile.Profile;
import seedgen.profile.Profiler;
import seedgen.profile.ReportPage;
import seedgen.report.AdviceTable;
import seedgen.report.JsonReport;
import seedgen.run.Advice;
import seedgen.run.AdviceOutcome;
import seedgen.run.DoctorRequest;
import seedgen.run.Ending;
import seedgen.run.Environment;
import seedgen.run.ExportRequest;
import seedgen.run.FeedRequest;
import seedgen.run.FillOutcome;
import seedgen.run.FromSchema;
import seedgen.run.Invocation;
import seedgen.run.Outcome;
import seedgen.run.ReportOutcome;
import seedgen.run.ReportRequest;
import seedgen.run.Request;
import seedgen.run.RunRequest;
import seedgen.run.SpecOutcome;
import seedgen.run.SpecRequest;
import seedgen.run.StopSignals;
import seedgen.run.TargetChoice;
import seedgen.run.TargetRequest;
import seedgen.run.TuneRequest;
import seedgen.run.WorkloadRequest;
import seedgen.spec.UsersSpec;
import seedgen.tune.DoctorLoad;

/**
 * The runner of every {@link Request}: the command and the library hand it one and get its {@link Outcome}; what a
 * run prints goes to the environment's out and err (the library's are silent), and what surrounds it (the metrics, the
 * progress display, the resume line) is the {@link Invocation}'s. A fill's work is made and loaded by {@link Runner};
 * the export, the workload and the feed by {@link Exports}, {@link Workloads} and {@link Feeds}.
 */
public final class Requests {

    /** A bcrypt hash is always 60 characters; its value does not change a row's size. */
    private static final String HASH_SHAPE = "$2a$10$" + "x".repeat(53);
    private static final int SAMPLE_ROWS = 1000;

    private final Environment env;
    private final Invocation how;
    private final boolean quiet;
    private final StopSignals signals;
    private final Supplier<OutputStream> stdout;

    /**
     * {@code how}: what the run prints and serves around its work; {@code signals}: how a run learns it must stop;
     * {@code stdout}: where an export to "-" writes.
     */
    public Requests(Environment env, Invocation how, StopSignals signals, Supplier<OutputStream> stdout) {
        this.env = env;
        this.how = how;
        this.quiet = how.quiet();
        this.signals = signals;
        this.stdout = stdout;
    }

    /** What --method {@code method} does, in the words of the statement it sends, for the command's help. */
    public static String methodHelp(seedgen.run.Method method) {
        return seedgen.dialect.MethodWords.help(method);
    }

    /**
     * Runs {@code request} in one scope: an embedded server it needs is started once, at its first use, and stopped
     * when the request ends, inside a signal watch of the request's own so that a stop signal's exit waits for it.
     */
    public Outcome run(Request request) {
        try (StopSignals.Handle watch = signals.watch(() -> { }); RunScope scope = RunScope.open(env.workDir())) {
            return runInScope(request);
        }
    }

    private Outcome runInScope(Request request) {
        if (request instanceof RunRequest fill) {
            return fill(fill);
        } else if (request instanceof ExportRequest export) {
            return new Exports(env, quiet, signals, stdout).run(export);
        } else if (request instanceof WorkloadRequest workload) {
            return new Workloads(env, signals).run(workload);
        } else if (request instanceof FeedRequest feed) {
            return new Feeds(env, stdout).run(feed);
        } else if (request instanceof ReportRequest report) {
            return report(report);
        } else if (request instanceof SpecRequest spec) {
            return spec(spec);
        } else if (request instanceof DoctorRequest doctor) {
            return doctor(doctor);
        }
        return tune((TuneRequest) request);
    }

    /**
     * A fill: planned (a dry run prints the plan), or run with the invocation's telemetry and summary, its report
     * written where it asks for one.
     */
    private FillOutcome fill(RunRequest request) {
        Path report = request.report() == null ? null : env.workDir().resolve(request.report());
        if (report != null) {
            JsonReport.checkWritable(report);
        }
        Runner.Work work = Runner.work(request, env, false);
        PrintStream info = quiet ? new PrintStream(OutputStream.nullOutputStream()) : env.err();
        Runner runner = new Runner(env, quiet, how.verbose(), signals);
        Runner.Outcome outcome;
        if (request.dryRun()) {
            outcome = runner.run(work, new Runner.Place(request.target(), null, how.resumeLine(), null, null,
                    request.split(), true, how.launcher(), null), info);
        } else {
            try (RunTelemetry telemetry = Telemetries.open(how, env, info)) {
                outcome = runner.run(work, new Runner.Place(request.target(), telemetry, how.resumeLine(), report,
                        request.tune(), request.split(), false, how.launcher(), how.launched()), info);
                Telemetries.lingerThenClose(telemetry, signals);
            }
        }
        RunResult r = outcome.loads().isEmpty() ? null : outcome.loads().get(0);
        Ending ending = outcome.ending();
        if (r == null) {
            return new FillOutcome(ending, Map.of(), 0, work.whole(), work.notes(), null, 0,
                    ending == Ending.DONE ? null : "the load was interrupted");
        }
        Map<String, Long> written = new LinkedHashMap<>();
        r.tables().forEach(t -> written.put(t.table(), t.rowsWritten()));
        List<String> notes = new ArrayList<>(work.notes());
        notes.addAll(r.notes());
        return new FillOutcome(ending, written, r.seconds(), work.whole(), List.copyOf(notes), r.method(), r.threads(),
                r.error());
    }

    private ReportOutcome report(ReportRequest request) {
        Path file = OutFile.checked(env, request.out().toString(), "report.html");
        Target resolved = Targets.resolve(request.target(), env, env.err()::println);
        String against = request.against();
        if (against != null && against.equals(resolved.database())) {
            throw SeedgenException.badInput("--against " + against + " is the database the report reads: name "
                    + "another one");
        }
        Admin admin = Servers.family(resolved).admin();
        Profile[] both = OnServer.run(env, resolved, live -> {
            // both catalogs first: a second database without tables is refused before anything is read
            Catalog first = catalog(admin, live, request);
            Catalog second = against == null ? null : catalog(admin, live.withDatabase(against), request);
            return new Profile[] {profile(admin, live, first),
                    second == null ? null : profile(admin, live.withDatabase(against), second)};
        });
        String html = ReportPage.html(both[0], both[1]);
        writeWhole(file, html);
        long bytes = html.getBytes(StandardCharsets.UTF_8).length;
        if (!quiet) {
            env.out().println(String.format(Locale.ROOT, "seedgen: report of %d tables of %s%s written to %s (%,d "
                    + "bytes, %d charts)", both[0].tables().size(), both[0].name(), against == null ? ""
                    : " against " + against, file, bytes, ReportPage.charts(both[0])));
            env.out().flush();
        }
        return new ReportOutcome(file, both[0].tables().size(), both[0].name(), bytes, ReportPage.charts(both[0]));
    }

    private static Catalog catalog(Admin admin, Target live, ReportRequest request) {
        Catalog catalog = admin.catalog(live, request.tables()).without(request.excludeTables(), live.embeddedPlace(),
                live.embeddedFix());
        if (catalog.tables().isEmpty()) {
            Dialect d = Servers.family(live).dialect();
            throw SeedgenException.badInput(d.namespaceWords(live.database(), live.schema()) + live.embeddedPlace()
                    + " has no base table to report: check " + d.namespaceOptions() + (request.tables() == null ? ""
                    : " and --tables") + live.embeddedFix());
        }
        return catalog;
    }

    private Profile profile(Admin admin, Target live, Catalog catalog) {
        String name = Servers.family(live).dialect().namespaceName(live.database(), live.schema());
        return admin.read(live, (c, dialect) -> new Profiler(c, dialect, live.namespace(), env.err()::println)
                .read(catalog, name, serverName(c) + " at " + live.describe()));
    }

    /** The server's product and version as its driver reports them (MariaDB's without the 5.5.5- old clients see). */
    private static String serverName(java.sql.Connection c) throws java.sql.SQLException {
        String version = c.getMetaData().getDatabaseProductVersion();
        return version.contains("MariaDB") ? version.replaceFirst("^5\\.5\\.5-", "")
                : c.getMetaData().getDatabaseProductName() + " " + version;
    }

    /** The page whole or not at all: written beside the file, then moved over it. */
    private static void writeWhole(Path file, String html) {
        Path tmp = null;
        try {
            tmp = Files.createTempFile(file.toAbsolutePath().getParent(), ".seedgen-report", ".tmp");
            Files.writeString(tmp, html, StandardCharsets.UTF_8);
            if (Files.getFileStore(tmp).supportsFileAttributeView("posix")) { // as any file written: not a secret
                Files.setPosixFilePermissions(tmp, java.nio.file.attribute.PosixFilePermissions.fromString(
                        "rw-r--r--"));
            }
            Files.move(tmp, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        } catch (IOException e) {
            SeedgenException failed = SeedgenException.badInput("--out " + file + ": cannot write it ("
                    + e.getMessage() + ")");
            if (tmp != null) {
                try {
                    Files.deleteIfExists(tmp);
                } catch (IOException cleanup) {
                    failed.addSuppressed(cleanup);
                }
            }
            throw failed;
        }
    }

    private SpecOutcome spec(SpecRequest request) {
        if (request.builtIn() != null) {
            String text = BuiltIn.text(request.builtIn());
            env.out().print(text);
            env.out().flush();
            return new SpecOutcome(text, 0, 0, 0);
        }
        Target resolved = Targets.resolve(request.target(), env, env.err()::println);
        FromSchema source = request.learn() == null ? request.schema()
                : request.schema().learningFrom(resolved.database(), request.learn());
        Long seed = request.seed();
        SchemaFill.Printed printed = SchemaFill.spec(source, env, resolved, request.rows(), request.truncate(),
                request.triggers(), seed == null ? 1 : seed);
        SpecFromCatalog.Written written = printed.written();
        String text = seed == null ? written.text() : written.text().replace("seedgen --from-db --spec FILE",
                "seedgen --from-db --spec FILE --seed " + seed);
        env.out().print(text);
        env.out().flush();
        if (!written.leftOut().isEmpty() || !written.columnsLeft().isEmpty()) {
            env.err().println("seedgen: " + written.leftOut().size() + " of " + printed.tables() + " tables left "
                    + "out and " + written.columnsLeft().size() + " columns left to the server, each with a comment "
                    + "saying why: edit the spec to fill them");
        }
        return new SpecOutcome(text, printed.tables(), written.leftOut().size(), written.columnsLeft().size());
    }

    private AdviceOutcome doctor(DoctorRequest request) {
        Target resolved = Targets.resolve(request.target(), env, env.err()::println);
        DoctorLoad load = new DoctorLoad(request.table(), request.batch(), request.threads(), rowBytes());
        Admin admin = Servers.family(resolved).admin();
        List<Advice> rows = OnServer.run(env, resolved, live -> admin.doctor(live, load));
        print(rows, request.json(), "check", "found");
        return new AdviceOutcome(rows);
    }

    /** Average bytes of one row in an INSERT's VALUES list: the values, quotes, commas and parentheses. */
    static long rowBytes() {
        TableSpec spec = UsersSpec.create(1, HASH_SHAPE);
        long total = 0;
        for (long id = 1; id <= SAMPLE_ROWS; id++) {
            for (Object v : spec.row(id)) {
                total += String.valueOf(v).getBytes(StandardCharsets.UTF_8).length + 3;
            }
            total += 3;
        }
        return Math.max(1, total / SAMPLE_ROWS);
    }

    private AdviceOutcome tune(TuneRequest request) {
        if (!request.restore()) {
            Target resolved = Targets.resolve(request.target(), env, env.err()::println);
            List<Advice> rows = OnServer.run(env, resolved, Servers.family(resolved).admin()::settings);
            print(rows, request.json(), "setting", "value");
            return new AdviceOutcome(rows);
        }
        TargetChoice choice = request.target();
        Targets.family(choice).admin().restore(Tunings.stateDir(env), (server, file) -> {
            TargetChoice on = choice;
            if (!namesServer(choice.request())) {
                // A bare `tune --restore` after a killed run: the server is the one the snapshot names.
                on = onServer(choice, server);
                env.err().println("Restoring the settings of " + server + ", the server in " + file);
            }
            return Targets.resolve(on, env, env.err()::println);
        }, env.out()::println, env.err()::println);
        return new AdviceOutcome(List.of());
    }

    private void print(List<Advice> rows, boolean json, String item, String found) {
        if (json) {
            AdviceTable.printJson(rows, env.out());
        } else {
            AdviceTable.print(rows, new String[] {item, found, "recommended", "why"}, env.out());
        }
    }

    /** Whether the request names a server: a URL, a host or port, the embedded one, a dialect. */
    private static boolean namesServer(TargetRequest r) {
        return r.url() != null || r.host() != null || r.port() != null || r.embedded() || r.protocol() != null;
    }

    /** The choice on {@code server} ("host:port", as a tuning snapshot records it), as if given --host and --port. */
    private static TargetChoice onServer(TargetChoice choice, String server) {
        int colon = server.lastIndexOf(':');
        TargetRequest r = choice.request();
        return new TargetChoice(new TargetRequest(r.url(), server.substring(0, colon).replaceAll("^\\[|\\]$", ""),
                Integer.parseInt(server.substring(colon + 1)), r.user(), r.database(), r.defaultsFile(),
                r.askPassword(), r.embedded(), r.protocol(), r.schema()), choice.sslMode(), choice.sslCa());
    }
}
