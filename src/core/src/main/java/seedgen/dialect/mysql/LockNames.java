package seedgen.dialect.mysql;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.HexFormat;
import java.util.Locale;

/**
 * The names of seedgen's named locks (GET_LOCK). Lock names are server-wide, compared without case and limited to
 * 64 characters (MySQL 5.7+), while table names may be 64 characters of any script, may contain quotes and
 * backticks, and on Linux differ by case alone. So a name never carries the table's name: it is a fixed prefix
 * and 40 hex digits of SHA-256 over the database name, a NUL (which no name may contain) and the table name,
 * 53 ASCII characters in all. Where the server folds the case of names (lower_case_table_names 1 or 2) both are
 * lowercased first, so that `Users` and `users`, one table there, get one lock. Every seedgen version must
 * derive the same names: changing them lets two versions load one table at once.
 */
public final class LockNames {

    /** Held by a --tune run (and `tune --restore`) for as long as server settings are changed: one per server. */
    public static final String TUNE = "seedgen:tune";
    /** MySQL's limit for a lock name, in characters. */
    public static final int MAX_LENGTH = 64;

    static final String LOAD_PREFIX = "seedgen:load:";
    static final String BOOKKEEPING_PREFIX = "seedgen:books:";
    private static final int HASH_DIGITS = 40;

    private LockNames() {
    }

    /**
     * The lock a run holds on {@code database}.{@code table} from before its first change until it ends;
     * {@code foldCase} as the server's {@link #foldsCase(Connection)}.
     */
    public static String load(String database, String table, boolean foldCase) {
        return LOAD_PREFIX + digest(fold(database, foldCase) + '\0' + fold(table, foldCase));
    }

    /** The short-held lock that keeps one run's creation of the bookkeeping tables from another's drop of them. */
    public static String bookkeeping(String database, boolean foldCase) {
        return BOOKKEEPING_PREFIX + digest(fold(database, foldCase));
    }

    /** Whether the server compares database and table names without case (lower_case_table_names 1 or 2). */
    public static boolean foldsCase(Connection c) throws SQLException {
        try (Statement st = c.createStatement(); ResultSet rs = st.executeQuery("SELECT @@lower_case_table_names")) {
            rs.next();
            return rs.getInt(1) != 0;
        }
    }

    private static String fold(String name, boolean foldCase) {
        return foldCase ? name.toLowerCase(Locale.ROOT) : name;
    }

    private static String digest(String text) {
        try {
            byte[] hash = MessageDigest.getInstance("SHA-256").digest(text.getBytes(StandardCharsets.UTF_8));
            return HexFormat.of().formatHex(hash).substring(0, HASH_DIGITS);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is part of every Java runtime", e);
        }
    }
}
