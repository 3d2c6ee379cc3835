package seedgen.slice;

import java.util.function.Function;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import seedgen.error.SeedgenException;

/** The {@code k}-th (1-based) of {@code n} partitions of a load: {@code --partition K/N}. */
public record Partition(int k, int n) {

    /** The variable a Kubernetes Indexed Job sets in each pod: its index, from 0. */
    public static final String JOB_INDEX = "JOB_COMPLETION_INDEX";
    /** More partitions than this is a typo, not a plan (each holds a session and a record). */
    public static final int MAX = 10_000;

    private static final Pattern FORM = Pattern.compile("(\\d{1,9}|auto)/(\\d{1,9})");

    public Partition {
        if (n < 1 || n > MAX) {
            throw SeedgenException.badInput("--partition K/N: N is the number of partitions, 1 to " + MAX + ", got "
                    + n);
        }
        if (k < 1 || k > n) {
            throw SeedgenException.badInput("--partition " + k + "/" + n + ": K counts from 1 to N (" + n + ")");
        }
    }

    /**
     * {@code K/N}, or {@code auto/N} with K one more than {@value #JOB_INDEX} (read through {@code variables}).
     */
    public static Partition parse(String text, Function<String, String> variables) {
        Matcher m = FORM.matcher(text.trim());
        if (!m.matches()) {
            throw SeedgenException.badInput("--partition " + text + ": write K/N (this process loads the K-th of N "
                    + "slices, e.g. 2/4), or auto/N to take K from " + JOB_INDEX);
        }
        int n = Integer.parseInt(m.group(2));
        if (!m.group(1).equals("auto")) {
            return new Partition(Integer.parseInt(m.group(1)), n);
        }
        String index = variables.apply(JOB_INDEX);
        if (index == null || !index.trim().matches("\\d{1,9}")) {
            throw SeedgenException.badInput("--partition auto/" + n + " takes K from " + JOB_INDEX + " (set by a "
                    + "Kubernetes Indexed Job), which is " + (index == null ? "not set" : "'" + index + "'")
                    + ": give K/N, or run it as an Indexed Job");
        }
        int k = Integer.parseInt(index.trim()) + 1;
        if (k > n) {
            throw SeedgenException.badInput(JOB_INDEX + "=" + index.trim() + " is past --partition auto/" + n
                    + ": make the Job's completions and parallelism " + n + ", or N the Job's completions");
        }
        return new Partition(k, n);
    }

    @Override
    public String toString() {
        return k + "/" + n;
    }
}
