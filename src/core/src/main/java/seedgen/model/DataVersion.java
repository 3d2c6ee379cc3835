package seedgen.model;

/**
 * The version of the generated values, which {@code seedgen.Seedgen.DATA_VERSION} publishes (and whose javadoc says
 * what it promises): kept here, below every package that writes it into what it makes (a change event's source).
 */
public final class DataVersion {

    /** Raised by a change that alters any generated value; docs/changelog.md says what changed. */
    public static final int CURRENT = 6;

    private DataVersion() {
    }
}
