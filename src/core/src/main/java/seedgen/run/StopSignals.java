package seedgen.run;


/**
 * How a run learns it must stop early: the command turns Ctrl-C and SIGTERM into {@code onStop} and holds the
 * process open until the run has cleaned up (the handle closed); the library stops only when its caller does.
 */
@FunctionalInterface
public interface StopSignals {

    /** No signal stops the run. */
    StopSignals NONE = onStop -> () -> { };

    /** Calls {@code onStop} when the run should stop, until the handle is closed (the run's cleanup done). */
    Handle watch(Runnable onStop);

    /** Closed when the run has cleaned up; closing it never fails. */
    interface Handle extends AutoCloseable {
        @Override
        void close();
    }
}
