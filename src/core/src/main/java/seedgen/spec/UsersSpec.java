package seedgen.spec;

import java.time.Instant;
import java.util.List;
import seedgen.generate.DateTimes;
import seedgen.generate.Login;
import seedgen.generate.Mix;
import seedgen.generate.Names;
import seedgen.generate.ValueGenerator;
import seedgen.model.Column;
import seedgen.model.ColumnType;
import seedgen.model.TableSpec;

/**
 * The built-in {@code users} table. Every value is a pure function of (seed, id):
 * <ul>
 *   <li>names come from built-in lists, picked by hashing (seed, id);</li>
 *   <li>username {@code oliviakim48213} and e-mail {@code olivia.kim.48213@example.com} end in the id, and
 *       names hold no digits, so both are unique by construction;</li>
 *   <li>user_type is {@code SELLER} with probability 0.001, else {@code USER};</li>
 *   <li>created_at spreads over the year before an epoch fixed by the seed (never "now").</li>
 * </ul>
 */
public final class UsersSpec {

    public static final String DEFAULT_TABLE = "users";
    public static final double SELLER_PROBABILITY = 0.001;
    static final long SECONDS_PER_YEAR = 365L * 24 * 3600;
    private static final long EPOCH_BASE = Instant.parse("2025-01-01T00:00:00Z").getEpochSecond();

    private static final int S_FIRST = 1;
    private static final int S_LAST = 2;
    private static final int S_DOMAIN = 3;
    private static final int S_TYPE = 4;
    private static final int S_CREATED = 5;

    private UsersSpec() {
    }

    /** The users table for {@code seed}, every row logging in with the plaintext behind {@code passwordHash}. */
    public static TableSpec create(long seed, String passwordHash) {
        return create(seed, id -> passwordHash);
    }

    /** The users table for {@code seed}, every row logging in with {@code login}'s plaintext. */
    public static TableSpec create(long seed, Login login) {
        return create(seed, (ValueGenerator) login);
    }

    private static TableSpec create(long seed, ValueGenerator passwordHash) {
        long epoch = epochFor(seed);
        int maxFirst = Names.longest(Names.FIRST);
        int maxLast = Names.longest(Names.LAST);
        int maxId = Long.toString(Long.MAX_VALUE).length();
        int maxDomain = Names.longest(Names.DOMAINS);
        List<Column> columns = List.of(
                new Column("id", ColumnType.bigint(), id -> id),
                new Column("username", ColumnType.varchar(64),
                        id -> first(seed, id) + last(seed, id) + id),
                new Column("email", ColumnType.varchar(255),
                        id -> first(seed, id) + '.' + last(seed, id) + '.' + id + '@'
                                + Names.DOMAINS.get(Mix.pick(seed, id, S_DOMAIN, Names.DOMAINS.size()))),
                new Column("password_hash", ColumnType.fixedChar(60), passwordHash),
                new Column("first_name", ColumnType.varchar(50), id -> capitalise(first(seed, id))),
                new Column("last_name", ColumnType.varchar(50), id -> capitalise(last(seed, id))),
                new Column("user_type", ColumnType.varchar(16),
                        id -> Mix.unit(seed, id, S_TYPE) < SELLER_PROBABILITY ? "SELLER" : "USER"),
                new Column("created_at", ColumnType.datetime(),
                        id -> DateTimes.format(epoch - 1 - Long.remainderUnsigned(
                                Mix.hash(seed, id, S_CREATED), SECONDS_PER_YEAR))));
        if (maxFirst + maxLast + maxId > 64 || maxFirst + maxLast + maxId + maxDomain + 3 > 255) {
            throw new IllegalStateException("username or email column too narrow for the built-in names");
        }
        return new TableSpec(DEFAULT_TABLE, columns, List.of("username", "email"));
    }

    /** The end of the created_at year: a day in 2025 chosen by the seed, at midnight UTC. */
    static long epochFor(long seed) {
        return EPOCH_BASE + Long.remainderUnsigned(Mix.mix64(seed), 365) * 86_400L;
    }

    private static String first(long seed, long id) {
        return Names.FIRST.get(Mix.pick(seed, id, S_FIRST, Names.FIRST.size()));
    }

    private static String last(long seed, long id) {
        return Names.LAST.get(Mix.pick(seed, id, S_LAST, Names.LAST.size()));
    }

    private static String capitalise(String name) {
        return Character.toUpperCase(name.charAt(0)) + name.substring(1);
    }
}
