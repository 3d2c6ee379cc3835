package seedgen.run;

/** What a {@link Request} came to: how it ended, and what each kind says it did. */
public sealed interface Outcome permits FillOutcome, ExportOutcome, WorkloadOutcome, ReportOutcome, SpecOutcome,
        AdviceOutcome {

    Ending ending();
}
