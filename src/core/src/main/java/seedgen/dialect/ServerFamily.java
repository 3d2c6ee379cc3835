package seedgen.dialect;

import java.util.function.Consumer;
import seedgen.connect.Target;
import seedgen.run.Method;

/**
 * One server family, chosen once from the target ({@code dialect.servers.Servers}): everything seedgen says to and does
 * with a server of the family comes from here (its words, its loads, what is read of and done to it besides a load, its
 * bulk path). Each family's package has one; nothing above {@code dialect/} names a family.
 */
public interface ServerFamily {

    /** The family as the user reads it: "MySQL and MariaDB", "PostgreSQL". */
    String displayName();

    /** The family's words: quoting, types, DDL, SQL files, failures. */
    Dialect dialect();

    /** What is read of and done to a server of the family besides a load (catalog, tuning, doctor, report). */
    Admin admin();

    /** A load's dealings with {@code target}'s server, which is of this family. */
    Loading loading(Target target, Consumer<String> info);

    /** The family's bulk path: --method load-data or copy. */
    Method bulkMethod();

    /** Whether --out writes one SQL file of the rows for the family (else a directory of CSV files and a script). */
    boolean writesSqlFiles();

    /** The command line, up to the script's name, that runs the load script --out writes beside the CSV files. */
    String loadScriptCommand();
}
