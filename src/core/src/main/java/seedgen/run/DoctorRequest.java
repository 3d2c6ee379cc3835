package seedgen.run;

/**
 * The classic bulk-load mistakes, as they would look on the target's server for a load into {@code table} in batches
 * of {@code batch} rows on {@code threads} threads; changes nothing. {@code json}: printed as JSON.
 */
public record DoctorRequest(String table, int batch, int threads, boolean json, TargetChoice target)
        implements Request {

    public DoctorRequest {
        if (batch < 1 || threads < 1) {
            throw seedgen.error.SeedgenException.badInput("--batch and --threads must be at least 1");
        }
    }
}
