package seedgen.cli;

import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import picocli.CommandLine.Option;

/**
 * The load a command follows (a feed of its rows, the workload after it): the --dataset or --spec it was given, its
 * --rows, --seed and --param values, which make the same rows again.
 */
final class LoadOptions {

    /** The load as the run takes it: its spec, rows, seed and params. */
    seedgen.run.LoadGiven given() {
        return new seedgen.run.LoadGiven(new seedgen.run.RunRequest.SpecSource(specFile, dataset, false), rows, seed,
                params);
    }

    /** The load's --rows as a message names it. */
    String rowsText() {
        return rows == null ? "the spec's own rows" : "--rows " + rows;
    }

    @Option(names = "--dataset", paramLabel = "NAME", description = "The built-in dataset the load used.")
    String dataset;

    @Option(names = "--spec", paramLabel = "FILE", description = "The spec the load used.")
    Path specFile;

    @Option(names = "--rows", paramLabel = "N", converter = Counts.LongCount.class,
            description = "The --rows of the load (the rows of its root tables); a load given none wrote the "
                    + "spec's own.")
    Long rows;

    @Option(names = "--seed", paramLabel = "N", defaultValue = "1", description = "The --seed of the load (default "
            + "${DEFAULT-VALUE}).")
    long seed;

    @Option(names = "--param", paramLabel = "NAME=VALUE", description = "The --param values of the load.")
    Map<String, String> params = new LinkedHashMap<>();
}
