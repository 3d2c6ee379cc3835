package seedgen.load;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** A run's phases add up to its time: the last one, "finish", holds what the timed steps left out. */
class RunPhasesTest {

    @Test
    void finishHoldsTheTimeThePhasesLeftOut() {
        RunResult r = result(List.of(new RunResult.Phase("prepare", 0.25), new RunResult.Phase("load", 1.5)))
                .endingWith("finish", 2.0).startingWith(new RunResult.Phase("start", 0.5));
        assertEquals(List.of("start", "prepare", "load", "finish"), r.phases().stream().map(RunResult.Phase::name)
                .toList());
        assertEquals(0.25, r.phases().get(3).seconds(), 1e-9);
        assertEquals(2.5, r.phases().stream().mapToDouble(RunResult.Phase::seconds).sum(), 1e-9);
    }

    @Test
    void aClockThatMeasuredLessThanThePhasesGivesNoNegativeFinish() {
        RunResult r = result(List.of(new RunResult.Phase("load", 1.0))).endingWith("finish", 0.999);
        assertEquals(0.0, r.phases().get(1).seconds());
    }

    private static RunResult result(List<RunResult.Phase> phases) {
        return new RunResult(RunResult.Status.DONE, "users", "shop", "loader@db.example:3306/shop", null, "insert",
                false, List.of(new RunResult.TableResult("users", "created", 10, 10, 0, 1.0, 1, 0, 1, 10, true)),
                Map.of(), 1.0, null, RunResult.KeysAdded.NONE, 10, List.of(), new BatchLatency(1, 1, 1, 1, 1), 1, 1,
                1, 10, phases, Map.of(), List.of(), List.of());
    }
}
