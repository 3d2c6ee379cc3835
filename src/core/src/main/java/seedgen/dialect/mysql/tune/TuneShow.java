package seedgen.dialect.mysql.tune;

import java.sql.Connection;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import seedgen.run.Advice;
import seedgen.tune.Sizes;

/** `seedgen tune --show`: the server's current values of the settings that matter for bulk loads. */
public final class TuneShow {

    private TuneShow() {
    }

    public static List<Advice> read(Connection c) throws SQLException {
        List<Advice> rows = new ArrayList<>();
        long pool = num(c, "innodb_buffer_pool_size");
        rows.add(new Advice("innodb_buffer_pool_size", size(pool), "larger than the table and its indexes; "
                + "about half of memory on a dedicated server", "inserts into indexes that do not fit read pages "
                + "from disk"));
        long total = Variables.status(c, "Innodb_buffer_pool_pages_total").map(Long::parseLong).orElse(0L);
        long data = Variables.status(c, "Innodb_buffer_pool_pages_data").map(Long::parseLong).orElse(0L);
        long free = Variables.status(c, "Innodb_buffer_pool_pages_free").map(Long::parseLong).orElse(0L);
        rows.add(new Advice("buffer pool use", data + " of " + total + " pages hold data, " + free + " free"
                + (total > 0 ? String.format(Locale.ROOT, " (%.0f%% data)", 100.0 * data / total) : ""),
                "free pages left during the load", "a full pool evicts pages the next insert needs again"));
        String flush = text(c, "innodb_flush_log_at_trx_commit");
        rows.add(new Advice("innodb_flush_log_at_trx_commit", flush, "2 during a load (1 in production)",
                "1 fsyncs the redo log at every commit; 2 once a second, losing up to ~1 s of commits on an OS crash"));
        rows.add(redoLog(c));
        long packet = num(c, "max_allowed_packet");
        rows.add(new Advice("max_allowed_packet", size(packet), "16M or more",
                "the largest INSERT the server accepts; seedgen splits batches that would exceed it"));
        rows.add(new Advice("max_connections", text(c, "max_connections"), "more than --threads plus other clients",
                "each worker thread holds one connection"));
        rows.add(new Advice("wait_timeout", text(c, "wait_timeout"), "300 during a load",
                "connections of killed clients stay open (Sleep) until it expires; the default is 8 hours"));
        rows.add(new Advice("local_infile", text(c, "local_infile"), "ON only if you use LOAD DATA LOCAL",
                "the fastest path from a client file into a table; off by default for safety"));
        String logBin = text(c, "log_bin");
        String sync = Variables.global(c, "sync_binlog").orElse("-");
        rows.add(new Advice("binary log", "log_bin " + logBin + ", sync_binlog " + sync,
                "OFF on a throw-away test server; else sync_binlog 0 during a load",
                "every committed batch is also written (and with sync_binlog=1 fsynced) to the binary log"));
        return rows;
    }

    private static Advice redoLog(Connection c) throws SQLException {
        Optional<String> capacity = Variables.global(c, "innodb_redo_log_capacity");
        String found;
        if (capacity.isPresent()) {
            found = size(Long.parseLong(capacity.get())) + " (innodb_redo_log_capacity)";
        } else {
            long file = num(c, "innodb_log_file_size");
            long files = Variables.global(c, "innodb_log_files_in_group").map(Long::parseLong).orElse(1L);
            found = size(file * files) + " (innodb_log_file_size" + (files > 1 ? " x " + files + " files" : "") + ")";
        }
        return new Advice("redo log size", found, "1 GiB or more for multi-million-row loads",
                "a small redo log forces frequent checkpoints that flush dirty pages in the middle of the load");
    }

    private static String size(long bytes) {
        return bytes + " (" + Sizes.format(bytes) + ")";
    }

    private static long num(Connection c, String variable) throws SQLException {
        return Long.parseLong(text(c, variable));
    }

    private static String text(Connection c, String variable) throws SQLException {
        return Variables.global(c, variable).orElse("-");
    }
}
