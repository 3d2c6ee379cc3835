package seedgen.generate;

/** The value of one column for one row: a pure function of the row id (the seed is bound at construction). */
@FunctionalInterface
public interface ValueGenerator {

    /** Returns a {@code Long}, a {@code String} or, for a BINARY column, a {@link BinaryUuid}; never null. */
    Object valueFor(long id);
}
