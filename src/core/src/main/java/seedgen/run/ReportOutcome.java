package seedgen.run;

import java.nio.file.Path;

/** The report written: its file, the tables it shows of the database it names, its size and its charts. */
public record ReportOutcome(Path file, int tables, String database, long bytes, int charts) implements Outcome {

    @Override
    public Ending ending() {
        return Ending.DONE;
    }
}
