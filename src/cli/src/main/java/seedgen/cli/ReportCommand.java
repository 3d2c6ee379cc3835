package seedgen.cli;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import seedgen.catalog.Catalog;
import seedgen.connect.Environment;
import seedgen.connect.Target;
import seedgen.connect.TargetResolver;
import seedgen.dialect.Admin;
import seedgen.dialect.servers.Servers;
import seedgen.error.SeedgenException;
import seedgen.profile.Profile;
import seedgen.profile.Profiler;
import seedgen.profile.ReportPage;

/**
 * {@code seedgen report}: the shape of a database's tables (any database seedgen can reach, not only its own loads)
 * as one self-contained HTML page, and with {@code --against} of a second database beside it.
 */
@Command(name = "report", mixinStandardHelpOptions = true, versionProvider = VersionProvider.class,
        description = "Write one HTML page (nothing fetched when it opens) of the tables of --database: per table its "
                + "rows and size, per column its NULL share, distinct values, range and a histogram, per foreign key "
                + "how many rows each parent row has (log scales) and the share the top 1%% hold, and the times across "
                + "each foreign key that run backwards. With --against, a second database on the same server beside "
                + "it.")
final class ReportCommand implements Callable<Integer> {

    @picocli.CommandLine.ParentCommand
    SeedgenCommand parent;

    @Option(names = "--out", paramLabel = "FILE", required = true, description = "The HTML file to write (replaced "
            + "whole once the page is ready).")
    Path out;

    @Option(names = "--against", paramLabel = "DATABASE", description = "A second database on the same server (on "
            + "PostgreSQL, its same schema), shown beside the first: its tables are matched by name.")
    String against;

    @Option(names = "--tables", paramLabel = "A,B", split = ",", description = "Only these tables.")
    List<String> tables;

    @Option(names = "--exclude-tables", paramLabel = "A,B", split = ",", description = "All tables but these.")
    List<String> excludeTables;

    @Mixin
    TargetOptions target;

    @Override
    public Integer call() {
        Environment env = parent.environment();
        if (target.passwordGiven()) {
            throw TargetResolver.passwordOnCommandLine();
        }
        Path file = OutFile.checked(env, out.toString(), "report.html");
        Target resolved = target.resolve(env, env.err()::println);
        if (against != null && against.equals(resolved.database())) {
            throw SeedgenException.badInput("--against " + against + " is the database the report reads: name "
                    + "another one");
        }
        Admin admin = Servers.family(resolved).admin();
        Profile[] both = seedgen.runner.OnServer.run(env, resolved, live -> {
            // both catalogs first: a second database without tables is refused before anything is read
            Catalog first = catalog(admin, live);
            Catalog second = against == null ? null : catalog(admin, live.withDatabase(against));
            return new Profile[] {profile(env, admin, live, first),
                    second == null ? null : profile(env, admin, live.withDatabase(against), second)};
        });
        String html = ReportPage.html(both[0], both[1]);
        write(file, html);
        env.out().println(String.format(Locale.ROOT, "seedgen: report of %d tables of %s%s written to %s (%,d bytes, "
                + "%d charts)", both[0].tables().size(), both[0].name(), against == null ? "" : " against " + against,
                file, html.getBytes(StandardCharsets.UTF_8).length, ReportPage.charts(both[0])));
        env.out().flush();
        return ExitCodes.DONE;
    }

    private Catalog catalog(Admin admin, Target live) {
        Catalog catalog = admin.catalog(live, tables).without(excludeTables, live.embeddedPlace(),
                live.embeddedFix());
        if (catalog.tables().isEmpty()) {
            throw SeedgenException.badInput((live.isPostgresql() ? "schema " + live.schema() + " of database " : "database ")
                    + live.database() + live.embeddedPlace() + " has no base table to report: check --database"
                    + (live.isPostgresql() ? " and --schema" : "") + (tables == null ? "" : " and --tables")
                    + live.embeddedFix());
        }
        return catalog;
    }

    private Profile profile(Environment env, Admin admin, Target live, Catalog catalog) {
        String name = live.isPostgresql() ? live.database() + "." + live.schema() : live.database();
        return admin.read(live, (c, dialect) -> new Profiler(c, dialect, live.namespace(), env.err()::println)
                .read(catalog, name, serverName(c) + " at " + live.describe()));
    }

    /** The server's product and version as its driver reports them (MariaDB's without the 5.5.5- it adds for old clients). */
    private static String serverName(java.sql.Connection c) throws java.sql.SQLException {
        String version = c.getMetaData().getDatabaseProductVersion();
        return version.contains("MariaDB") ? version.replaceFirst("^5\\.5\\.5-", "")
                : c.getMetaData().getDatabaseProductName() + " " + version;
    }

    /** The page whole or not at all: written beside the file, then moved over it. */
    private static void write(Path file, String html) {
        Path tmp = null;
        try {
            tmp = Files.createTempFile(file.toAbsolutePath().getParent(), ".seedgen-report", ".tmp");
            Files.writeString(tmp, html, StandardCharsets.UTF_8);
            if (Files.getFileStore(tmp).supportsFileAttributeView("posix")) { // as any file written: not a secret
                Files.setPosixFilePermissions(tmp, java.nio.file.attribute.PosixFilePermissions.fromString("rw-r--r--"));
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
}
