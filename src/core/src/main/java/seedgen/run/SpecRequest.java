package seedgen.run;

/**
 * A spec printed: a built-in dataset's ({@code builtIn}), or the one that fills the target's own tables ({@code
 * schema}: which tables; {@code learn}: their shape measured from their rows, null to guess it from the schema), with
 * {@code rows} for each table no other owns, as a fill with {@code truncate} would take them, triggers that write other
 * tables firing or not ({@code triggers}), its fill line naming {@code seed} (null: none, the fill's default).
 */
public record SpecRequest(String builtIn, FromSchema schema, Learning learn, long rows, boolean truncate,
        boolean triggers, Long seed, TargetChoice target) implements Request {

    public SpecRequest {
        if ((builtIn == null) == (schema == null)) {
            throw seedgen.error.SeedgenException.badInput("say which: seedgen spec --dataset NAME (seedgen datasets "
                    + "lists them) or seedgen spec --from-db --database NAME");
        }
        if (builtIn != null && learn != null) {
            throw seedgen.error.SeedgenException.badInput("--learn reads the tables of --from-db, not --dataset");
        }
        if (rows < 1) {
            throw seedgen.error.SeedgenException.badInput("--rows must be at least 1");
        }
    }
}
