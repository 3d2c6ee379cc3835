package seedgen.run;

/**
 * What one command asks, as values: a fill ({@link RunRequest}), its rows to files ({@link ExportRequest}), or the
 * workload after one ({@link WorkloadRequest}).
 * The command parses its options into one, the library's builder makes the same one, and the runner
 * ({@code seedgen.runner.Requests}) runs any of them: what it prints and what it answers are the same for both.
 */
public sealed interface Request permits RunRequest, ExportRequest, WorkloadRequest {
}
