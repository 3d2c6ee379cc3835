package seedgen.run;

/** How a run ended: every part done, a part failed (counted, the rest done), or stopped by a signal. */
public enum Ending {
    DONE, FAILED, INTERRUPTED
}
