package seedgen.tune;

/**
 * What `seedgen doctor` is asked about: the load the user has in mind, into {@code table} of the target's database
 * or schema, in batches of {@code batch} rows on {@code threads} threads; {@code rowBytes} is the average size of one
 * row as seedgen writes it into an INSERT.
 */
public record DoctorLoad(String table, int batch, int threads, long rowBytes) {

    public DoctorLoad {
        if (batch < 1 || threads < 1 || rowBytes < 1) {
            throw new IllegalArgumentException("batch, threads and rowBytes must be positive");
        }
    }
}
