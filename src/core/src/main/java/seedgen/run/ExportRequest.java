package seedgen.run;

import java.util.Locale;
import seedgen.error.SeedgenException;

/**
 * The rows of a fill ({@code rows}: what, how many, the seed) written to files instead of a database, no server
 * contacted: to {@code out} ("-": standard output), as {@code format} (null: as the name says; a name ending in .gz
 * is compressed). A dataset of one table goes to one file; one of several tables to a directory of CSV files and a
 * load script, or to one SQL file. Or, with {@code kafka} instead of {@code out}, to Kafka as a CDC tool's snapshot; a
 * killed one goes on with the rows' resume.
 */
public record ExportRequest(RunRequest rows, String out, OutputFormat format, KafkaTarget kafka) implements Request {

    public ExportRequest {
        if (kafka == null && (out == null || out.isBlank())) {
            throw SeedgenException.badInput("--out needs a file, a directory or - for standard output");
        }
        if (kafka != null && out != null) {
            throw SeedgenException.badInput("--out writes the rows to files, --kafka sends them to Kafka: give one of "
                    + "them");
        }
    }

    /** Rows written to files (or standard output), as --out asks. */
    public ExportRequest(RunRequest rows, String out, OutputFormat format) {
        this(rows, out, format, null);
    }

    public boolean toStdout() {
        return "-".equals(out);
    }

    /** Whether the rows go to Kafka. */
    public boolean toKafka() {
        return kafka != null;
    }

    /** The format asked, or the one the name implies; refused when neither says. */
    public OutputFormat outputFormat() {
        return OutputFormat.of(out, format);
    }

    public boolean gzip() {
        return !toStdout() && !toKafka() && OutputFormat.isGzipName(out);
    }

    /** Whether one table's rows go to one file: the plain command's users table, or one table named as a file. */
    public boolean oneFile(int tables) {
        String lower = out.toLowerCase(Locale.ROOT);
        return rows.users() || tables == 1 && (toStdout() || lower.endsWith(".csv") || lower.endsWith(".csv.gz"));
    }
}
