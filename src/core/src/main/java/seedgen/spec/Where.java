package seedgen.spec;

import seedgen.error.SeedgenException;

/** A place in a spec file, as people and editors count it: line and column from 1. */
public record Where(String file, int line, int column) {

    @Override
    public String toString() {
        return file + ":" + line + ":" + column;
    }

    /** A bad-input error (exit 2) whose one line starts with this place. */
    public SeedgenException error(String message) {
        return SeedgenException.badInput(this + ": " + message);
    }
}
