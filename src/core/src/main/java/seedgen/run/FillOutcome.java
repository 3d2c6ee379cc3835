package seedgen.run;

import java.util.List;
import java.util.Map;

/**
 * What a fill wrote: how it ended, each table's rows in load order, in how many seconds, the dataset it loaded
 * ({@code plan}: its tables, keys and references, for feeds of its rows), the notes of its summary (the
 * tables kept, left out or given fewer rows; what the run chose on a line of its own), how the rows went in
 * ({@code method}: copy, load-data or insert) and on how many threads at most; {@code error}: why it failed.
 */
public record FillOutcome(Ending ending, Map<String, Long> tables, double seconds, seedgen.plan.Plan plan,
        List<String> notes, String method, int threads, String error) implements Outcome {
}
