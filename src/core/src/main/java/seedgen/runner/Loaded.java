package seedgen.runner;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import seedgen.error.SeedgenException;
import seedgen.plan.BuiltIn;
import seedgen.run.Environment;
import seedgen.run.RunRequest;
import seedgen.spec.Spec;
import seedgen.spec.SpecReader;

/**
 * A spec as a run reads it: the parsed spec, its text, notes for the summary (each a labelled line), and for an
 * application's schema what the fill does with its triggers ({@code triggers}, null for none).
 */
public record Loaded(Spec spec, String text, List<String> notes, TriggerFill.Composed triggers) {

    public Loaded(Spec spec, String text) {
        this(spec, text, List.of(), null);
    }

    /**
     * The spec of a file ({@code specFile}, from the working folder) or else of a built-in ({@code dataset}), its
     * errors labelled with the file as given or the built-in's name.
     */
    public static Loaded read(Environment env, RunRequest.Source source, Map<String, String> params) {
        if (source instanceof RunRequest.SpecText t) {
            return new Loaded(SpecReader.read(t.label(), t.text(), params), t.text());
        }
        RunRequest.SpecSource s = (RunRequest.SpecSource) source;
        return read(env, s.file(), s.builtIn(), params);
    }

    /**
     * The spec of a file ({@code specFile}, from the working folder) or else of a built-in ({@code dataset}), its
     * errors labelled with the file as given or the built-in's name.
     */
    public static Loaded read(Environment env, Path specFile, String dataset, Map<String, String> params) {
        if (specFile != null) {
            Path file = env.workDir().resolve(specFile);
            String text;
            try {
                text = Files.readString(file, StandardCharsets.UTF_8);
            } catch (IOException e) {
                throw SeedgenException.badInput("--spec " + specFile + ": cannot read it (" + e.getMessage()
                        + "): check the path");
            }
            return new Loaded(SpecReader.read(specFile.toString(), text, params), text);
        }
        String text = BuiltIn.text(dataset);
        return new Loaded(SpecReader.read(dataset + ".yaml (built in)", text, params), text);
    }
}
