package seedgen.run;

/**
 * What one command asks, as values: a fill ({@link RunRequest}), its rows to files ({@link ExportRequest}), the
 * workload after it ({@link WorkloadRequest}), a table's rows for a load tool ({@link FeedRequest}), the report of a
 * database ({@link ReportRequest}), a spec printed ({@link SpecRequest}), the doctor's checks
 * ({@link DoctorRequest}), the server's settings shown or put back ({@link TuneRequest}). The command parses its
 * options into one, the library's builder makes the same one, and the runner ({@code seedgen.runner.Requests}) runs
 * any of them, answering an {@link Outcome}.
 */
public sealed interface Request permits RunRequest, ExportRequest, WorkloadRequest, FeedRequest, ReportRequest,
        SpecRequest, DoctorRequest, TuneRequest {
}
