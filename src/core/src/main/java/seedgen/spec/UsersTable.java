package seedgen.spec;

import java.util.List;
import java.util.Map;
import seedgen.error.SeedgenException;
import seedgen.generate.Login;
import seedgen.generate.PasswordHashes;
import seedgen.model.Dataset;
import seedgen.model.TableSpec;
import seedgen.plan.BuiltIn;

/**
 * The plain command's users table as asked: its name (--table), and the plaintext every row logs in with and its
 * bcrypt cost. Checked once here; {@link #dataset} makes it the built-in {@code users} dataset of one table.
 */
public record UsersTable(String table, String passwordPlain, int bcryptCost) {

    /** The longest table name seedgen takes with --table: what MySQL, the strictest of the servers, keeps. */
    public static final int MAX_NAME = 64;

    public UsersTable {
        checkName(table);
        if (bcryptCost < PasswordHashes.MIN_COST || bcryptCost > PasswordHashes.MAX_COST) {
            throw SeedgenException.badInput("--bcrypt-cost must be between " + PasswordHashes.MIN_COST + " and "
                    + PasswordHashes.MAX_COST + ", got " + bcryptCost);
        }
        try {
            PasswordHashes.checkPlaintext(passwordPlain);
        } catch (IllegalArgumentException e) {
            throw SeedgenException.badInput("--password-plain: " + e.getMessage());
        }
    }

    /** A name every server holds as a table's: 1 to 64 characters, none a '.', '/', '\', NUL or trailing space. */
    private static void checkName(String name) {
        if (name == null || name.isEmpty()) {
            throw SeedgenException.badInput("--table must not be empty");
        }
        if (name.codePointCount(0, name.length()) > MAX_NAME) {
            throw SeedgenException.badInput("--table '" + name + "' is longer than " + MAX_NAME + " characters, the "
                    + "MySQL limit: choose a shorter name");
        }
        if (name.endsWith(" ")) {
            throw SeedgenException.badInput("--table '" + name + "' ends with a space, which MySQL does not allow in "
                    + "names: remove it");
        }
        for (int i = 0; i < name.length(); i++) {
            char c = name.charAt(i);
            if (c == 0 || Character.isSurrogate(c) || c == '/' || c == '\\' || c == '.') {
                throw SeedgenException.badInput("--table '" + name.replace("\0", "\\0") + "' contains '"
                        + (c == 0 ? "\\0" : Character.toString(c)) + "', which MySQL does not allow in names"
                        + (c == '.' ? " (put the database in --database, not in --table)" : "")
                        + ": choose another name");
            }
        }
    }

    /** One bcrypt computation per (seed, cost, plaintext) in a process, however often the table is made. */
    private static final Map<String, PasswordHashes> HASHES = new java.util.concurrent.ConcurrentHashMap<>();

    /** The table's generators for {@code seed}: every row logs in with the plaintext, hashed once. */
    public TableSpec spec(long seed) {
        PasswordHashes hashes = HASHES.computeIfAbsent(seed + "/" + bcryptCost, k -> new PasswordHashes(seed,
                bcryptCost));
        return UsersSpec.create(seed, new Login(passwordPlain, hashes)).withName(table);
    }

    /** The built-in users dataset of this one table, {@code rows} rows. */
    public Dataset dataset(long seed, long rows) {
        return dataset(spec(seed), rows);
    }

    /**
     * The plain command's users table ({@code spec}, made by UsersSpec) as a dataset of one table with {@code rows}
     * rows: its id the key, each unique column a unique key. A server that seedgen fills through datasets only
     * (PostgreSQL) loads it this way, with the same rows.
     */
    public static Dataset dataset(TableSpec spec, long rows) {
        return new Dataset("users", BuiltIn.DATASETS.get(0)[1], List.of(new Dataset.Table(spec.name(), rows, spec,
                List.of(spec.primaryKey().name()), spec.uniqueColumns().stream().map(List::of).toList(), List.of(),
                null, List.of(), null, null, List.of(), spec.uniqueColumns().stream().map(c -> "uk_" + c).toList())));
    }

    /**
     * The fingerprint of a run of this table: its name, its rows' login hash, the seed and the rows. A resume must
     * match it; what it covers besides --seed and --rows is said by {@link #MADE_FROM}.
     */
    public String fingerprint(long seed, long rows) {
        String hash = String.valueOf(spec(seed).row(1)[3]);
        return SpecReader.fingerprint("users table " + table + " " + hash, Map.of(), seed, rows);
    }

    /** What a users run's fingerprint covers besides --seed and --rows, for a refused resume. */
    public static final String MADE_FROM = "--password-plain or --bcrypt-cost";
}
