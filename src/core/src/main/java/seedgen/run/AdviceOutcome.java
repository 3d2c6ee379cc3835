package seedgen.run;

import java.util.List;

/** What {@code doctor} or {@code tune --show} found: a line per check or setting (none for a restore). */
public record AdviceOutcome(List<Advice> advice) implements Outcome {

    @Override
    public Ending ending() {
        return Ending.DONE;
    }
}
