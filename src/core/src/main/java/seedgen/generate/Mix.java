package seedgen.generate;

/**
 * Stateless hashing that turns (seed, id, stream) into well-spread 64-bit values. Every generated value is
 * derived from these, never from a shared Random, so a row depends only on the seed and its id.
 */
public final class Mix {

    private Mix() {
    }

    /** SplitMix64's finaliser: a bijection on longs with good avalanche. */
    public static long mix64(long z) {
        z = (z ^ (z >>> 30)) * 0xbf58476d1ce4e5b9L;
        z = (z ^ (z >>> 27)) * 0x94d049bb133111ebL;
        return z ^ (z >>> 31);
    }

    /** A value for one (seed, id) pair and one independent stream (one stream per column decision). */
    public static long hash(long seed, long id, int stream) {
        return mix64(mix64(seed * 0x9e3779b97f4a7c15L + stream) ^ (id * 0xc2b2ae3d27d4eb4fL));
    }

    /** A uniform integer in [0, bound) for (seed, id, stream). */
    public static int pick(long seed, long id, int stream, int bound) {
        return (int) Long.remainderUnsigned(hash(seed, id, stream), bound);
    }

    /** A uniform double in [0, 1) for (seed, id, stream). */
    public static double unit(long seed, long id, int stream) {
        return (hash(seed, id, stream) >>> 11) * 0x1.0p-53;
    }
}
