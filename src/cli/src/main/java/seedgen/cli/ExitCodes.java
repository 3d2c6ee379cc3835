package seedgen.cli;

import seedgen.error.SeedgenException;

/** The exit-code contract, documented in docs/exit-codes.md. */
public final class ExitCodes {

    public static final int DONE = 0;
    public static final int FAILED = 1;
    public static final int BAD_INPUT = 2;
    public static final int TARGET_UNUSABLE = 3;
    public static final int INTERRUPTED = 130;

    private ExitCodes() {
    }

    /** The exit code of a run that ended {@code ending}. */
    static int of(seedgen.run.Ending ending) {
        return switch (ending) {
            case DONE -> DONE;
            case FAILED -> FAILED;
            case INTERRUPTED -> INTERRUPTED;
        };
    }

    static int of(SeedgenException.Kind kind) {
        return switch (kind) {
            case BAD_INPUT -> BAD_INPUT;
            case TARGET_UNUSABLE -> TARGET_UNUSABLE;
            case RUN_FAILED -> FAILED;
            case INTERRUPTED -> INTERRUPTED;
        };
    }
}
