package seedgen.runs;

/** What to do with a table that already holds rows. */
public enum ExistingRows {
    /** Refuse to write into a non-empty table (the default: nothing is mixed up by accident). */
    REFUSE,
    /** Continue after the current largest id. */
    APPEND,
    /** Empty the table first. */
    TRUNCATE,
    /** Continue the interrupted run recorded for the table (--resume): write only the id ranges not committed. */
    RESUME
}
