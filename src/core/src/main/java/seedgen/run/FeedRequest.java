package seedgen.run;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import seedgen.error.SeedgenException;

/**
 * Rows of one table of a load, written for a load tool with no database: the load as it was given (a built-in
 * {@code dataset} or a {@code specFile}, its {@code rows}, {@code seed} and {@code params}; the users table's
 * {@code passwordPlain}), the {@code table} and its {@code columns} (empty: all), which rows (a sample of
 * {@code count}, or {@code range} A..B, only those {@code where} names; or {@code absent}: key pairs the load did not
 * write), as {@code format} (csv or json; null: by the name) to {@code out} ("-": standard output).
 */
public record FeedRequest(String dataset, Path specFile, Long rows, long seed, Map<String, String> params,
        String passwordPlain, String table, List<String> columns, Long count, String range, List<String> where,
        boolean absent, String format, String out) implements Request {

    public FeedRequest {
        if ((dataset == null) == (specFile == null)) {
            throw SeedgenException.badInput("say which rows: --dataset NAME or --spec FILE, as the load was given");
        }
        if ((count == null) == (range == null)) {
            throw SeedgenException.badInput("say which rows to write: --count K (a sample) or --range A..B");
        }
        if (rows == null) {
            throw SeedgenException.badInput("--rows: give the --rows the load was given");
        }
        if (rows < 1) {
            throw SeedgenException.badInput("--rows must be at least 1");
        }
        params = Map.copyOf(params);
        columns = List.copyOf(columns);
        where = List.copyOf(where);
    }
}
