package seedgen.run;

/**
 * A printed spec: its text, and for the target's own tables how many it read, left out, and how many columns it left
 * to the server (each with a comment in the text saying why).
 */
public record SpecOutcome(String text, int tables, int tablesLeftOut, int columnsLeft) implements Outcome {

    @Override
    public Ending ending() {
        return Ending.DONE;
    }
}
