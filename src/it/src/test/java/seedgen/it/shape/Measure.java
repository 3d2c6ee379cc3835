package seedgen.it.shape;

/**
 * One figure of the copy held against the source's: the table, the column or key it is about, what was measured,
 * both figures as printed, the bound, and whether the copy's figure is within it.
 */
public record Measure(Kind kind, String table, String subject, String what, String source, String copy, String bound,
        boolean holds) {

    /** What a measure is about, so failures can be grouped by what to fix. */
    public enum Kind {
        ROWS("rows"),
        FANOUT_KS("fan-out KS"),
        FANOUT_MAX("fan-out max"),
        FANOUT_NONE("parents with none"),
        NULLS("NULL share"),
        WEIGHT("category weight"),
        QUANTILE("quantile"),
        WINDOW("time window"),
        COPIED("copied values"),
        FACT("cross-column fact");

        private final String label;

        Kind(String label) {
            this.label = label;
        }

        public String label() {
            return label;
        }
    }
}
