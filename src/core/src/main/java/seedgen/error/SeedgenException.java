package seedgen.error;

/**
 * The one exception type that crosses layers. Its {@link Kind} decides the exit code in the cli package;
 * its message is the one line a user reads, so it names the problem and the fix and never carries a secret.
 */
public class SeedgenException extends RuntimeException {

    /** What went wrong, in the terms of the exit-code contract. */
    public enum Kind {
        /** The user asked for something invalid; nothing was written. */
        BAD_INPUT,
        /** The target cannot be used: unreachable, authentication, privileges, incompatible table. */
        TARGET_UNUSABLE,
        /** The run started and then failed. */
        RUN_FAILED,
        /** The run was interrupted by a signal. */
        INTERRUPTED
    }

    private final Kind kind;

    public SeedgenException(Kind kind, String message) {
        this(kind, message, null);
    }

    public SeedgenException(Kind kind, String message, Throwable cause) {
        super(message, cause);
        this.kind = kind;
    }

    public Kind kind() {
        return kind;
    }

    public static SeedgenException badInput(String message) {
        return new SeedgenException(Kind.BAD_INPUT, message);
    }

    public static SeedgenException targetUnusable(String message, Throwable cause) {
        return new SeedgenException(Kind.TARGET_UNUSABLE, message, cause);
    }

    public static SeedgenException runFailed(String message, Throwable cause) {
        return new SeedgenException(Kind.RUN_FAILED, message, cause);
    }
}
