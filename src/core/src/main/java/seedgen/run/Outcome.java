package seedgen.run;

/** What a {@link Request} came to: how it ended, and what each kind says it did. */
public sealed interface Outcome permits FillOutcome, ExportOutcome, WorkloadOutcome, FeedOutcome, ReportOutcome,
        SpecOutcome, AdviceOutcome {

    Ending ending();
}
