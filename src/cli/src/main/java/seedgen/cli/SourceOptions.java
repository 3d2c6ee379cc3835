package seedgen.cli;

import java.nio.file.Path;
import java.util.List;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParseResult;
import seedgen.error.SeedgenException;
import seedgen.plan.BuiltIn;
import seedgen.run.RunRequest;

/** What a load writes: the users table, a spec, a built-in dataset, or the tables of an existing schema (--from-db). */
final class SourceOptions {

    @Option(names = "--table", paramLabel = "NAME", defaultValue = "users",
            description = "Table to fill, created if missing (default ${DEFAULT-VALUE}).")
    String table;

    @Option(names = "--spec", paramLabel = "FILE",
            description = "Load the tables of a dataset spec (YAML) instead of the users table; --rows then sets "
                    + "the rows of its root tables.")
    Path specFile;

    @Option(names = "--dataset", paramLabel = "NAME",
            description = "Load a built-in dataset: " + HelpSections.DATASETS + " (seedgen datasets says what each "
                    + "holds).")
    String dataset;

    @Option(names = "--from-db", description = "Fill the tables that already exist in --database (or --tables), "
            + "with a spec read from the schema (seedgen spec --from-db prints it); with --spec FILE, that spec.")
    boolean fromDb;

    @Option(names = "--tables", paramLabel = "A,B", split = ",",
            description = "With --from-db: only these tables.")
    java.util.List<String> fromDbTables;

    @Option(names = "--exclude-tables", paramLabel = "A,B", split = ",",
            description = "With --from-db: all tables but these (a table that refers to one is left out too).")
    java.util.List<String> excludeTables;

    @Option(names = "--rows-for", paramLabel = "TABLE=N", description = "With --from-db: this table's rows "
            + "(repeatable); refused when its keys cannot hold them.")
    java.util.Map<String, String> rowsFor = new java.util.LinkedHashMap<>();

    @Option(names = "--learn-from", paramLabel = "DATABASE", description = "With --from-db: learn the shape of the "
            + "same tables in DATABASE, on the same server, and fill the target database with it in one go: each "
            + "table's rows (times the scale), fan-outs, NULL shares, values and times.")
    String learnFrom;

    @Option(names = "--scale", paramLabel = "F", description = "With --learn-from: each table's rows times F "
            + "(default 1).")
    Double scale;

    @Option(names = "--learn-values", paramLabel = "all|none", description = "With --learn-from: all (default) "
            + "copies the values of text columns of few values with their shares; none copies no value.")
    String learnValues;

    @Option(names = "--no-inferred-references", description = "With --from-db: follow only the foreign keys the "
            + "schema declares. By default a column whose name and type say it refers to another table's key "
            + "(user_id to users.id, MediaWiki's rev_page to page.page_id) is filled as a reference too, and counted "
            + "in the orphan check.")
    boolean noInferredReferences;

    @Option(names = "--triggers", paramLabel = "on|off", description = "With --from-db: on (default) fires the "
            + "triggers of the tables filled that write other tables' rows (an audit trail, a table of every "
            + "transaction), and leaves those tables to them; off fills them as any other (PostgreSQL: no trigger "
            + "fires under the fill's sessions; MySQL and MariaDB fire every trigger either way).")
    String triggers;

    @Option(names = "--param", paramLabel = "NAME=VALUE",
            description = "A parameter the spec declares, e.g. message_key=uuid7 (repeatable).")
    java.util.Map<String, String> params = new java.util.LinkedHashMap<>();

    /** Whether this run writes the plain command's users table (no spec, no --from-db, no other dataset). */
    boolean usersTable() {
        return specFile == null && !fromDb && (dataset == null || BuiltIn.isUsers(dataset));
    }

    /** These options in {@code request}. */
    RunRequest.Builder into(RunRequest.Builder request) {
        return request.specFile(specFile).dataset(dataset)
                .fromDb(fromDb, fromDbTables, excludeTables, SpecCommand.rowsFor(rowsFor), !noInferredReferences)
                .learnFrom(learnFrom, scale, learnValues).params(params).triggers(onOff("--triggers", triggers));
    }

    /** An option of on or off ({@code value} null: on), refused otherwise. */
    static boolean onOff(String option, String value) {
        if (value == null || value.equals("on")) {
            return true;
        }
        if (value.equals("off")) {
            return false;
        }
        throw SeedgenException.badInput(option + " " + value + ": say on or off");
    }

    /** Options of the users table: refused with a spec or another built-in rather than ignored. */
    static void refuseUsersOnly(ParseResult given) {
        for (String option : List.of("--table", "--password-plain", "--bcrypt-cost")) {
            if (given.hasMatchedOption(option)) {
                throw SeedgenException.badInput(option + " is an option of the users table: with --spec or --dataset "
                        + "drop it" + (option.equals("--password-plain") || option.equals("--bcrypt-cost")
                                ? " and set plaintext: and cost: of the spec's bcrypt column" : ""));
            }
        }
    }
}
