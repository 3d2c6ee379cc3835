package seedgen.cli;

import picocli.CommandLine.Option;
import seedgen.error.SeedgenException;
import seedgen.run.OutputFormat;
import seedgen.run.Method;

/** How rows are written: --method, --defer-indexes, and --out/--format for a file instead of a server. */
final class SpeedOptions {

    /** --method's description is {@link #methodHelp()}, which --help shows (HelpSections). */
    @Option(names = "--method", paramLabel = "insert|load-data|copy|auto", converter = MethodConverter.class)
    Method method;

    /** What --method's values are, each in its own words (the dialect's: they name a server's statement). */
    static String methodHelp() {
        StringBuilder b = new StringBuilder();
        Method[] all = Method.values();
        for (int i = 0; i < all.length; i++) {
            b.append(i == 0 ? "" : i == all.length - 1 ? " or " : ", ").append(all[i].optionName()).append(" (")
                    .append(seedgen.runner.Requests.methodHelp(all[i])).append(')');
        }
        return b + ". Default: auto for a dataset and for --from-db, insert for the users table.";
    }

    @Option(names = "--defer-indexes",
            description = "Make or empty the tables without their unique and foreign keys, load, then add them (a "
                    + "dataset's default; the users table's keys are up front unless this is given).")
    boolean deferIndexes;

    @Option(names = "--defer-indexes-on-rows",
            description = "Allow --defer-indexes on a table that already holds rows (rebuilds its unique keys).")
    boolean deferOnRows;

    @Option(names = "--keys-first",
            description = "Make the tables with every key and foreign key before the rows, loaded parents first, so "
                    + "that the server checks each row as it arrives (slower).")
    boolean keysFirst;

    @Option(names = "--out", paramLabel = "FILE",
            description = "Write the rows to FILE instead of a database ('-' for stdout; .gz compresses).")
    String out;

    @picocli.CommandLine.Mixin
    KafkaOptions kafka = new KafkaOptions();

    @Option(names = "--format", paramLabel = "csv|sql", converter = FormatConverter.class,
            description = "Format of --out (default: from the file name).")
    OutputFormat format;

    OutputFormat outputFormat() {
        return OutputFormat.of(out, format);
    }

    /** Refuses options that mean nothing without a database, naming the first one found. */
    void checkFileOnly(TargetOptions target, boolean append, boolean truncate, boolean dryRun, boolean report) {
        checkFileOnly(target, append, truncate, dryRun, report, false);
    }

    /** What writes the rows instead of a database, as a refusal names it: --out, or --kafka. */
    String instead() {
        return kafka.kafka != null ? "--kafka sends the rows to Kafka" : "--out writes a file";
    }

    /** As above; {@code flavoured}: --dialect chooses the files' SQL (a dataset's directory), so it applies. */
    void checkFileOnly(TargetOptions target, boolean append, boolean truncate, boolean dryRun, boolean report,
            boolean flavoured) {
        String extra = method != null ? "--method" : deferIndexes ? "--defer-indexes" : keysFirst ? "--keys-first"
                : deferOnRows ? "--defer-indexes-on-rows" : append ? "--append" : truncate ? "--truncate"
                : dryRun ? "--dry-run" : report ? "--report" : target.url != null ? "--url" : target.host != null ? "--host"
                : target.port != null ? "--port" : target.user != null ? "--user"
                : target.database != null ? "--database" : target.defaultsFile != null ? "--defaults-file"
                : target.askPassword ? "--ask-password" : target.embedded != null ? "--embedded"
                : target.schema != null ? "--schema" : target.dialect != null && !flavoured ? "--dialect" : null;
        if (extra != null) {
            throw SeedgenException.badInput(instead() + " and uses no database, so " + extra + " does not apply: drop "
                    + extra + " or " + (kafka.kafka != null ? "--kafka" : "--out"));
        }
    }

    void checkDatabaseOnly() {
        kafka.target(); // --topic or --kafka-config without --kafka: refused
        if (format != null) {
            throw SeedgenException.badInput("--format applies only to --out: add --out FILE or drop --format");
        }
    }

    static final class MethodConverter implements picocli.CommandLine.ITypeConverter<Method> {
        @Override
        public Method convert(String value) {
            for (Method m : Method.values()) {
                if (m.optionName().equals(value)) {
                    return m;
                }
            }
            throw new picocli.CommandLine.TypeConversionException("--method must be insert, load-data, copy or auto, "
                    + "got '" + value + "'");
        }
    }

    static final class FormatConverter implements picocli.CommandLine.ITypeConverter<OutputFormat> {
        @Override
        public OutputFormat convert(String value) {
            for (OutputFormat f : OutputFormat.values()) {
                if (f.name().equalsIgnoreCase(value)) {
                    return f;
                }
            }
            throw new picocli.CommandLine.TypeConversionException("--format must be csv or sql, got '" + value + "'");
        }
    }
}
