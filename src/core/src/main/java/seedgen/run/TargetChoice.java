package seedgen.run;

import java.nio.file.Path;
import javax.sql.DataSource;
import seedgen.error.SeedgenException;

/**
 * Where a run goes, as asked: the server and database ({@code request}, before option files and the environment are
 * read), and Connector/J's TLS settings ({@code sslMode}, {@code sslCa}; null when not given); or the caller's
 * {@code dataSource} (the library's), whose connections the run borrows, the request then naming nothing.
 */
public record TargetChoice(TargetRequest request, String sslMode, Path sslCa, DataSource dataSource) {

    public TargetChoice(TargetRequest request, String sslMode, Path sslCa) {
        this(request, sslMode, sslCa, null);
    }

    /** Where {@code dataSource} points: its server, database and (PostgreSQL) schema, read when the run starts. */
    public static TargetChoice of(DataSource dataSource) {
        if (dataSource == null) {
            throw SeedgenException.badInput("into(DataSource): the DataSource is null: give the pool the test uses");
        }
        return new TargetChoice(TargetRequest.none(), null, null, dataSource);
    }

    /** The server a {@code --dialect} value names: mysql (and mariadb), postgresql (and postgres); null for none. */
    public static Protocol protocol(String dialect) {
        if (dialect == null) {
            return null;
        }
        return Protocol.named(dialect, false).orElseThrow(() -> SeedgenException.badInput("--dialect " + dialect
                + " is not known: use mysql or postgresql"));
    }

    /** The family the request names (--dialect, else its --url's scheme), MySQL's where it names none. */
    public Protocol protocol() {
        return Protocol.orDefault(request.protocol() != null ? request.protocol()
                : request.url() == null ? null : Protocol.ofUrl(request.url()).orElse(null));
    }
}
