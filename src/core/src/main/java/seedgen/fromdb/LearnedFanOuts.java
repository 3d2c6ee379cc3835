package seedgen.fromdb;

import java.util.List;
import java.util.Locale;
import java.util.StringJoiner;
import seedgen.profile.Learned;
import seedgen.profile.Learner;
import seedgen.profile.Profile;

/** The spec's words for a fan-out {@link seedgen.profile.Learner} measured: {@code weights:}, and a comment. */
final class LearnedFanOuts {

    /** Fan-outs up to this many children are written one by one; beyond, in ranges. */
    private static final int EXACT = 32;
    /** Each range of larger fan-outs reaches this factor past its start. */
    private static final double RANGE_FACTOR = 1.25;

    private LearnedFanOuts() {
    }

    /**
     * {@code {0: 9981, 1: 3120, ..., 40..49: 12}}: the parent rows with each number of children, exact up to
     * {@value #EXACT}, in ranges growing by a quarter beyond (each range from the least to the most children measured
     * in it), so the largest fan-out measured stays the largest the spec makes.
     */
    static String weights(Learned.FanOut f) {
        StringJoiner out = new StringJoiner(", ", "{", "}");
        List<Profile.Count> counts = f.counts();
        boolean exact = exact(f);
        int i = 0;
        while (i < counts.size()) {
            Profile.Count c = counts.get(i);
            if (c.children() <= EXACT || exact) {
                out.add(c.children() + ": " + c.parents());
                i++;
                continue;
            }
            long end = (long) Math.ceil(c.children() * RANGE_FACTOR);
            long parents = 0;
            long last = c.children();
            while (i < counts.size() && counts.get(i).children() <= end) {
                parents += counts.get(i).parents();
                last = counts.get(i).children();
                i++;
            }
            out.add((last == c.children() ? Long.toString(last) : c.children() + ".." + last) + ": " + parents);
        }
        return out.toString();
    }

    /**
     * Whether the parent rows are few enough ({@link Learner#EXACT_PARENTS}) for the spec to deal them their measured
     * counts exactly ({@code exact: true}, each count written as it is) rather than draw them.
     */
    static boolean exact(Learned.FanOut f) {
        return f.parents() <= Learner.EXACT_PARENTS;
    }

    /** The figures of a fan-out, for a comment. */
    static String describe(Learned.FanOut f) {
        long none = f.counts().isEmpty() || f.counts().get(0).children() != 0 ? 0 : f.counts().get(0).parents();
        return String.format(Locale.ROOT, "%s per %s: %.1f%% with none, mean %.2f, most %,d (%,d parent rows read)",
                f.column(), f.parent(), f.parents() == 0 ? 0 : 100.0 * none / f.parents(),
                f.parents() == 0 ? 0 : (double) f.children() / f.parents(), f.most(), f.parents());
    }
}
