package seedgen.dialect.mysql.tune;

import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;

/**
 * The values of the settings a tuning changes, as they were before it changed them, and the server they
 * belong to ("host:port", or "embedded" for the embedded MariaDB, whose port changes from run to run).
 */
public record Snapshot(String server, Instant takenAt, long pid, Map<Setting, String> originals) {

    public static final String EMBEDDED = "embedded";

    public Snapshot {
        Objects.requireNonNull(server, "server");
        Objects.requireNonNull(takenAt, "takenAt");
        originals = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(originals));
    }

    public boolean isEmbedded() {
        return EMBEDDED.equals(server);
    }
}
