package seedgen.dialect.mysql.tune;

import java.util.Arrays;
import java.util.Locale;
import java.util.Optional;
import java.util.stream.Collectors;
import seedgen.error.SeedgenException;
import seedgen.tune.Sizes;

/**
 * The allow-list: the only server variables seedgen will change. The first four are the bulk profile; the
 * others are applied only when named with --tune-set.
 */
public enum Setting {

    INNODB_BUFFER_POOL_SIZE("innodb_buffer_pool_size", true, true,
            "keeps the table and its indexes in memory, so inserts do not wait on reads of index pages"),
    INNODB_FLUSH_LOG_AT_TRX_COMMIT("innodb_flush_log_at_trx_commit", true, false,
            "writes the redo log at every commit but fsyncs it once a second (an OS crash can lose about 1 s "
                    + "of commits)"),
    WAIT_TIMEOUT("wait_timeout", true, false,
            "connections left by killed clients are closed after 5 minutes, not 8 hours"),
    INTERACTIVE_TIMEOUT("interactive_timeout", true, false,
            "the same for interactive clients"),
    SYNC_BINLOG("sync_binlog", false, false, "fsync of the binary log at every commit (0: leave it to the OS)"),
    INNODB_IO_CAPACITY("innodb_io_capacity", false, false, "background flushing rate, in I/O operations a second"),
    INNODB_LOG_FILE_SIZE("innodb_log_file_size", false, true,
            "a larger redo log means fewer checkpoints during the load (dynamic on MariaDB 10.11+ only)"),
    MAX_ALLOWED_PACKET("max_allowed_packet", false, true, "the largest statement the server accepts");

    private final String variable;
    private final boolean inProfile;
    private final boolean size;
    private final String why;

    Setting(String variable, boolean inProfile, boolean size, String why) {
        this.variable = variable;
        this.inProfile = inProfile;
        this.size = size;
        this.why = why;
    }

    public String variable() {
        return variable;
    }

    public boolean inProfile() {
        return inProfile;
    }

    public String why() {
        return why;
    }

    /** The value as the server takes it: sizes turned into bytes, everything else a non-negative integer. */
    public String normalise(String option, String value) {
        if (size) {
            return Long.toString(Sizes.parse(option + " " + variable, value));
        }
        String v = value == null ? "" : value.strip();
        if (!v.matches("\\d{1,18}")) {
            throw SeedgenException.badInput(option + " " + variable + " must be a whole number, got '" + value + "'");
        }
        return v;
    }

    public static Optional<Setting> byVariable(String name) {
        String n = name.strip().toLowerCase(Locale.ROOT);
        return Arrays.stream(values()).filter(s -> s.variable.equals(n)).findFirst();
    }

    /** Looks {@code name} up or refuses it, listing what is allowed. */
    public static Setting require(String option, String name) {
        return byVariable(name).orElseThrow(() -> SeedgenException.badInput(option + ": '" + name
                + "' is not a setting seedgen changes; allowed: " + allowed()));
    }

    public static String allowed() {
        return Arrays.stream(values()).map(Setting::variable).collect(Collectors.joining(", "));
    }
}
