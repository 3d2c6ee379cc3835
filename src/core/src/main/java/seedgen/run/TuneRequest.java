package seedgen.run;

/**
 * The server settings that matter for bulk loads shown ({@code restore} false; {@code json}: as JSON), or the settings
 * a killed {@code --tune} run left changed put back ({@code restore}), on the target's server, or where none is named
 * on the server the saved snapshot names.
 */
public record TuneRequest(boolean restore, boolean json, TargetChoice target) implements Request {

    public TuneRequest {
        if (json && restore) {
            throw seedgen.error.SeedgenException.badInput("--json goes with --show");
        }
    }
}
