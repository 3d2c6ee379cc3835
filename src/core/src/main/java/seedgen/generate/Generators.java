package seedgen.generate;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.List;
import java.util.function.LongUnaryOperator;

/**
 * The value generators a dataset spec names, each a pure function of (seed, stream, row): a column's stream is
 * derived from its table and column names, so adding a column or a table changes no other value.
 */
public final class Generators {

    private Generators() {
    }

    /** A column's own stream of random decisions, from its table and column names. */
    public static int stream(String table, String column) {
        long h = 0x51A7E5EEDL;
        for (char c : (table + "\u0000" + column).toCharArray()) {
            h = Mix.mix64(h ^ c);
        }
        return (int) (h ^ (h >>> 32));
    }

    /** A generator whose values are datetimes and that can give them as epoch seconds to other columns. */
    public interface Timed extends ValueGenerator {
        long epochAt(long row);

        @Override
        default Object valueFor(long row) {
            return DateTimes.format(epochAt(row));
        }
    }

    public static ValueGenerator sequence(long start) {
        return row -> start + row - 1;
    }

    /** UUIDs of {@code version} 4 or 7: their text, or with {@code binary} the same UUIDs as {@link BinaryUuid}. */
    public static ValueGenerator uuid(long seed, int version, boolean binary) {
        if (binary) {
            return version == 7 ? row -> Uuids.v7Binary(seed, row) : row -> Uuids.v4Binary(seed, row);
        }
        return version == 7 ? row -> Uuids.v7(seed, row) : row -> Uuids.v4(seed, row);
    }

    public static ValueGenerator integer(long seed, int stream, Distribution.Draw draw) {
        return row -> draw.draw(Mix.unit(seed, row, stream));
    }

    /**
     * A whole number uniform from {@code least}'s value on the same row (or {@code min}, when that is NULL or lower)
     * to {@code max}: the upper end of a pair never below its lower end. {@code least} never goes above {@code max}.
     */
    public static ValueGenerator integerAtLeast(long seed, int stream, ValueGenerator least, long min, long max) {
        return row -> {
            Object other = least.valueFor(row);
            long lo = other == null ? min : Math.max(min, ((Number) other).longValue());
            return Math.min(max, lo + (long) Math.floor(Mix.unit(seed, row, stream) * ((double) max - lo + 1)));
        };
    }

    /** As {@link #integerAtLeast}, for decimals of {@code scale} digits after the point (as text). */
    public static ValueGenerator decimalAtLeast(long seed, int stream, ValueGenerator least, BigDecimal min,
            BigDecimal max, int scale) {
        return row -> {
            Object other = least.valueFor(row);
            BigDecimal lo = other == null ? min : min.max(new BigDecimal(other.toString()));
            lo = lo.setScale(scale, RoundingMode.CEILING).min(max);
            return lo.add(max.subtract(lo).multiply(BigDecimal.valueOf(Mix.unit(seed, row, stream))))
                    .setScale(scale, RoundingMode.DOWN).max(lo).toPlainString();
        };
    }

    /** A decimal in [min, max] with {@code scale} digits after the point, as text ("12.50"). */
    public static ValueGenerator decimal(long seed, int stream, BigDecimal min, BigDecimal max, int scale) {
        BigDecimal span = max.subtract(min);
        return row -> min.add(span.multiply(BigDecimal.valueOf(Mix.unit(seed, row, stream))))
                .setScale(scale, RoundingMode.DOWN).toPlainString();
    }

    /** One of {@code values}, value i with weight {@code weights[i]}. */
    public static ValueGenerator choice(long seed, int stream, List<String> values, double[] weights) {
        double[] cumulative = cumulative(weights);
        double total = cumulative[cumulative.length - 1];
        return row -> values.get(pick(cumulative, Mix.unit(seed, row, stream) * total));
    }

    /**
     * As {@link #choice}, the weights {@code byValue} lists for the text of {@code given}'s value on the row where it
     * lists that value: a column whose members depend on another's. The same uniform either way, so a row whose value
     * is not listed takes the member {@link #choice} gives it, or {@code own}'s value where given (a choice with
     * made-up values).
     */
    public static ValueGenerator choiceGiven(long seed, int stream, List<String> values, double[] weights,
            ValueGenerator given, java.util.Map<String, double[]> byValue, ValueGenerator own) {
        double[] cumulative = cumulative(weights);
        java.util.Map<String, double[]> cumulativeBy = new java.util.HashMap<>();
        byValue.forEach((v, w) -> cumulativeBy.put(v, cumulative(w)));
        return row -> {
            Object v = given.valueFor(row);
            double[] c = v == null ? null : cumulativeBy.get(v.toString());
            if (c == null && own != null) {
                return own.valueFor(row);
            }
            double[] at = c == null ? cumulative : c;
            return values.get(pick(at, Mix.unit(seed, row, stream) * at[at.length - 1]));
        };
    }

    /** The running sums of {@code weights}: what {@link #pick} draws from. */
    public static double[] cumulative(double[] weights) {
        double[] cumulative = new double[weights.length];
        double sum = 0;
        for (int i = 0; i < weights.length; i++) {
            sum += weights[i];
            cumulative[i] = sum;
        }
        return cumulative;
    }

    /** The first i whose cumulative weight passes {@code u}: a weight of 0 is never it. */
    public static int pick(double[] cumulative, double u) {
        int lo = 0;
        int hi = cumulative.length - 1;
        while (lo < hi) {
            int mid = (lo + hi) >>> 1;
            if (cumulative[mid] > u) {
                hi = mid;
            } else {
                lo = mid + 1;
            }
        }
        return lo;
    }

    /**
     * As {@link #choice}, with a value made up by {@code other} for a share {@code otherWeight / (sum of weights +
     * otherWeight)} of the rows: a choice's rare members, none of which is worth its own weight, as one weight.
     */
    public static ValueGenerator choice(long seed, int stream, List<String> values, double[] weights,
            double otherWeight, MadeUpValues other) {
        double[] cumulative = cumulative(weights);
        double members = cumulative[cumulative.length - 1];
        double total = members + otherWeight;
        return row -> {
            double u = Mix.unit(seed, row, stream) * total;
            return u >= members ? other.valueFor(row) : values.get(pick(cumulative, u));
        };
    }

    /** 1 with probability {@code p}, else 0. */
    public static ValueGenerator bool(long seed, int stream, double p) {
        return row -> Mix.unit(seed, row, stream) < p ? 1L : 0L;
    }

    /** A BIT({@code width}) value: {@code width} random bits, in as many bytes as they need, most significant first. */
    public static ValueGenerator bits(long seed, int stream, int width) {
        int n = (width + 7) / 8;
        long mask = width == 64 ? -1L : (1L << width) - 1;
        return row -> {
            long v = Mix.hash(seed, row, stream) & mask;
            byte[] b = new byte[n];
            for (int i = 0; i < n; i++) {
                b[i] = (byte) (v >>> (8 * (n - 1 - i)));
            }
            return new Bytes(b);
        };
    }

    public static ValueGenerator firstName(long seed, int stream) {
        return row -> capitalise(Names.FIRST.get(Mix.pick(seed, row, stream, Names.FIRST.size())));
    }

    public static ValueGenerator lastName(long seed, int stream) {
        return row -> capitalise(Names.LAST.get(Mix.pick(seed, row, stream, Names.LAST.size())));
    }

    /** The longest first or last name, for column widths. */
    public static int longestName() {
        return Math.max(Names.longest(Names.FIRST), Names.longest(Names.LAST));
    }

    public static ValueGenerator lorem(long seed, int stream, Distribution.Draw words) {
        Lorem lorem = new Lorem(seed, stream, (int) Math.min(Integer.MAX_VALUE, words.max()));
        return row -> lorem.words(seed, row, stream, (int) words.draw(Mix.unit(seed, row, stream ^ 0x10)));
    }

    /** A datetime uniform in [from, to) (epoch seconds, UTC). */
    public static Timed dateTime(long seed, int stream, long from, long to) {
        long span = to - from;
        return row -> from + Long.remainderUnsigned(Mix.hash(seed, row, stream), span);
    }

    /** {@code base}'s time at {@code baseRow.applyAsLong(row)}, plus 0..maxSeconds. */
    public static Timed after(Timed base, LongUnaryOperator baseRow, long seed, int stream, long maxSeconds) {
        return after(base, baseRow, seed, stream, 0, maxSeconds);
    }

    /** As above, at least {@code minSeconds} after. */
    public static Timed after(Timed base, LongUnaryOperator baseRow, long seed, int stream, long minSeconds,
            long maxSeconds) {
        return row -> base.epochAt(baseRow.applyAsLong(row)) + minSeconds
                + Long.remainderUnsigned(Mix.hash(seed, row, stream), maxSeconds - minSeconds + 1);
    }

    /**
     * {@code base}'s time (at {@code baseRow} of the row) plus a delay of {@code minSeconds} and an exponential share
     * of mean {@code meanSeconds} (most rows soon after, a few long after), never more than {@code maxSeconds}.
     */
    public static Timed afterExponential(Timed base, LongUnaryOperator baseRow, long seed, int stream,
            long minSeconds, long maxSeconds, long meanSeconds) {
        long span = maxSeconds - minSeconds;
        return row -> {
            double u = Mix.unit(seed, row, stream);
            long delay = (long) Math.min(span, LogFloors.timesLog1pNeg(-meanSeconds, u));
            return base.epochAt(baseRow.applyAsLong(row)) + minSeconds + delay;
        };
    }

    /** {@code later}'s time, but no later than the last second of {@code base}'s day on the same row. */
    public static Timed sameDay(Timed later, Timed base, LongUnaryOperator baseRow) {
        return row -> Math.min(later.epochAt(row),
                Math.floorDiv(base.epochAt(baseRow.applyAsLong(row)), 86_400) * 86_400 + 86_399);
    }

    /**
     * Times in order: the k-th ({@code k} of the row) at the base time ({@code base} at {@code parentRow}) plus k + 1
     * steps of {@code step} seconds and a random part of one step, so the times strictly increase with k. A step of
     * whole days moves by whole days from the base's day, so that the dates increase too.
     */
    public static Timed series(Timed base, LongUnaryOperator parentRow, LongUnaryOperator k, long seed, int stream,
            long step) {
        long grain = step % 86_400 == 0 ? 86_400 : 1;
        long grains = step / grain;
        return row -> {
            long kk = k.applyAsLong(row);
            long start = Math.floorDiv(base.epochAt(parentRow.applyAsLong(row)), grain) * grain;
            return start + (kk + 1) * step + grain * Long.remainderUnsigned(Mix.hash(seed, row, stream), grains);
        };
    }

    /**
     * Times of {@code rows} rows in row order over [{@code from}, {@code to}): row r in the r-th of as many equal
     * slots of the span, at a random second of it, so that the times never decrease (and increase where every slot
     * holds a second). A row beyond {@code rows} (a table grown by --append) falls past the end, still in order.
     */
    public static Timed spread(long seed, int stream, long from, long to, long rows) {
        long n = Math.max(1, rows);
        return new Spread(seed, stream, from, to - from, n, (to - from) / n, (to - from) % n);
    }

    /**
     * {@link #spread}'s times, which can also say about which row a time falls at. {@code q} and {@code r}: the span
     * over the rows, whole and remainder, so that a slot's width follows from its start without a second division.
     */
    private record Spread(long seed, int stream, long from, long span, long n, long q, long r) implements Timed {
        @Override
        public long epochAt(long row) {
            long k = row - 1;
            long width;
            long start;
            if (k >= 0 && Math.multiplyHigh(k + 1, span) == 0 && (k + 1) * span >= 0) {
                // k span = start n + rest, so (k + 1) span / n = start + q + (rest + r) / n, the last 0 or 1
                long ks = k * span;
                start = ks / n;
                long rest = ks - start * n;
                width = Math.max(1, q + (rest + r >= n ? 1 : 0));
            } else {
                start = slotStart(k, span, n);
                width = Math.max(1, slotStart(row, span, n) - start);
            }
            return from + start + Long.remainderUnsigned(Mix.hash(seed, row, stream), width);
        }

        /** About how many rows have a time at or before {@code t}: the slot t falls in. */
        long guess(long t) {
            return (long) ((double) (t - from) * n / span);
        }
    }

    /**
     * How many of rows 1..{@code rows} have a time (by {@code order}, which never decreases with the row) at or before
     * {@code t}: 0 to {@code rows}. Times spread in row order ({@link #spread}) say about where t falls, and the answer
     * is sought outwards from there, a few rows away; others are found by halving.
     */
    public static long lastAtOrBefore(Timed order, long rows, long t) {
        long lo = 0;
        long hi = rows;
        if (order instanceof Spread s && rows > 0) {
            // widen from the guess by doubling steps until the answer is bracketed: lo's time at or before t (row 0
            // counts as before everything), hi + 1's after it (or hi the last row)
            long g = Math.max(0, Math.min(rows, s.guess(t)));
            if (g == 0 || s.epochAt(g) <= t) {
                lo = g;
                for (long step = 1; ; step <<= 1) {
                    long next = lo + step;
                    if (next > rows) {
                        hi = rows;
                        break;
                    }
                    if (s.epochAt(next) > t) {
                        hi = next - 1;
                        break;
                    }
                    lo = next;
                }
            } else {
                hi = g - 1;
                for (long step = 1; ; step <<= 1) {
                    long next = hi - step + 1;
                    if (next < 1) {
                        lo = 0;
                        break;
                    }
                    if (s.epochAt(next) <= t) {
                        lo = next;
                        break;
                    }
                    hi = next - 1;
                }
            }
        }
        while (lo < hi) {
            long mid = lo + (hi - lo + 1) / 2;
            if (order.epochAt(mid) <= t) {
                lo = mid;
            } else {
                hi = mid - 1;
            }
        }
        return lo;
    }

    /** {@code k * span / n}, rounded down, without overflowing where the product does not fit a long. */
    static long slotStart(long k, long span, long n) {
        long high = Math.multiplyHigh(k, span);
        long low = k * span;
        if (high == 0 && low >= 0) {
            return low / n;
        }
        return java.math.BigInteger.valueOf(k).multiply(java.math.BigInteger.valueOf(span))
                .divide(java.math.BigInteger.valueOf(n)).longValueExact();
    }

    /** {@code inner}'s value, or NULL for a share {@code ratio} of the rows. */
    public static ValueGenerator nullable(ValueGenerator inner, long seed, int stream, double ratio) {
        return row -> Mix.unit(seed, row, stream ^ 0x4E55) < ratio ? null : inner.valueFor(row);
    }

    /**
     * NULL on the first {@code nulls} places of {@code order} (dealt, so exactly that many of its rows; of two columns
     * of one order the one of fewer NULLs is NULL only where the other is), {@code inner} elsewhere. A row past the
     * order (a table grown by --append) is drawn as {@link #nullable} draws it, at the same share.
     */
    public static ValueGenerator nullableDealt(ValueGenerator inner, long seed, int stream, Shuffle order,
            long nulls) {
        long n = order.size();
        double ratio = n == 0 ? 0 : (double) nulls / n;
        return row -> (row >= 1 && row <= n ? order.permute(row - 1) < nulls
                : Mix.unit(seed, row, stream ^ 0x4E55) < ratio) ? null : inner.valueFor(row);
    }

    /** A row of a table of {@code rows} rows: uniform, or zipf-skewed with the popular rows spread over the table. */
    public static LongUnaryOperator pickRow(long seed, int stream, long rows, Distribution.Draw skew) {
        if (skew.kind() == Distribution.UNIFORM) {
            return row -> 1 + Long.remainderUnsigned(Mix.hash(seed, row, stream), rows);
        }
        long a = coprimeMultiplier(seed, stream, rows);
        long b = Long.remainderUnsigned(Mix.hash(seed, 0, stream ^ 0xB), rows);
        return row -> 1 + affine(a, b, skew.draw(Mix.unit(seed, row, stream)) - 1, rows);
    }

    /**
     * {@code f}, each thread keeping its last row's answer: where two columns of a row ask for the same pick (a
     * reference and a time after the row it picks), the second gets it for the price of a look-up.
     */
    public static LongUnaryOperator keptForTheRow(LongUnaryOperator f) {
        ThreadLocal<long[]> last = ThreadLocal.withInitial(() -> new long[] {Long.MIN_VALUE, 0});
        return row -> {
            long[] l = last.get();
            if (l[0] != row) {
                l[1] = f.applyAsLong(row);
                l[0] = row;
            }
            return l[1];
        };
    }

    /**
     * A row of a table of {@code parents} rows for each of {@code children} rows, such that the number of rows picking
     * each parent row follows {@code counts} (a measured fan-out: so many parent rows with none, so many with one,
     * a few with hundreds): the children are laid out by a {@link ParentIndex} of those counts and each child row takes
     * the place an affine permutation of the rows gives it, so that a parent's children are spread over the table.
     * The places are scaled to the rows where the counts drawn add up to a little more or fewer.
     */
    public static LongUnaryOperator fanoutPick(long seed, int stream, long children, long parents,
            Distribution.Draw counts) {
        ParentIndex index = new ParentIndex(parents, counts, seed, stream ^ 0xFA);
        long total = index.total();
        long n = Math.max(1, children);
        long a = coprimeMultiplier(seed, stream, n);
        long b = Long.remainderUnsigned(Mix.hash(seed, 1, stream ^ 0xFB), n);
        if (total == 0) {
            return row -> 1 + Long.remainderUnsigned(Mix.hash(seed, row, stream ^ 0xFC), parents);
        }
        // the rows spread over the places in proportion (the counts drawn add up to about the rows, not exactly):
        // each parent then gets about its count times rows / total, a few places one row more or less
        double per = (double) total / n;
        return row -> {
            // rows past children (a table grown by --append) go round again
            long x = affine(a, b, Math.floorMod(row - 1, n), n);
            long place = 1 + Math.min(total - 1, (long) (x * per));
            return index.locate(place).parent();
        };
    }

    /**
     * As {@link #fanoutPick}, with the counts dealt ({@link DealtCounts}) rather than drawn, and the rows laid over
     * the counts' places in exact proportion: place {@code 1 + floor(x * total / children)} for the x-th row of an
     * affine permutation, so that where the counts add up to the rows each parent row is picked by exactly its count,
     * and at k times as many rows by k times its count.
     */
    public static LongUnaryOperator fanoutDealt(long seed, int stream, long children, DealtCounts counts) {
        long parents = counts.rows();
        ParentIndex index = new ParentIndex(parents, counts::countOf);
        long total = index.total();
        long n = Math.max(1, children);
        long a = coprimeMultiplier(seed, stream, n);
        long b = Long.remainderUnsigned(Mix.hash(seed, 1, stream ^ 0xFB), n);
        if (total == 0) {
            return row -> 1 + Long.remainderUnsigned(Mix.hash(seed, row, stream ^ 0xFC), parents);
        }
        return row -> index.parentOf(1 + slotStart(affine(a, b, Math.floorMod(row - 1, n), n), total, n));
    }

    /**
     * The k-th of an owner's picks among {@code rows} rows, all distinct for k < rows: an affine permutation of
     * [0, rows) chosen by the owner.
     */
    /**
     * As {@link #distinctPick(long, int, long, long, long)}, passing over row {@code excluded}: the owner's sequence of
     * picks with that row taken out, so the k-th pick is the k-th or, from where the excluded row stood, the next.
     */
    public static long distinctPickExcept(long seed, int stream, long owner, long k, long rows, long excluded) {
        long pick = distinctPick(seed, stream, owner, k, rows);
        if (k == 0 || pick == excluded) {
            return pick == excluded ? distinctPick(seed, stream, owner, k + 1, rows) : pick;
        }
        // whether the excluded row came earlier in the owner's sequence: then every later pick moves up by one
        Permutation p = LAST_PERMUTATION.get();
        long at = p.indexOf(excluded - 1);
        return at < k ? distinctPick(seed, stream, owner, k + 1, rows) : pick;
    }

    public static long distinctPick(long seed, int stream, long owner, long k, long rows) {
        Permutation p = LAST_PERMUTATION.get();
        if (!p.is(seed, stream, owner, rows)) {
            p.set(seed, stream, owner, rows, coprimeMultiplier(seed ^ owner, stream, rows),
                    Long.remainderUnsigned(Mix.hash(seed, owner, stream ^ 0xD), rows));
        }
        return 1 + affine(p.a, p.b, k, rows);
    }

    /**
     * Each thread's last owner's permutation: an owner's picks are its consecutive rows, and finding a multiplier
     * coprime with the rows (a gcd or several) costs more than the pick itself. A cache of the pure function's
     * inputs, so the picks are the same whichever thread makes them.
     */
    private static final ThreadLocal<Permutation> LAST_PERMUTATION = ThreadLocal.withInitial(Permutation::new);

    private static final class Permutation {
        private boolean set;
        private long seed;
        private int stream;
        private long owner;
        private long rows;
        private long a;
        private long b;

        boolean is(long seed, int stream, long owner, long rows) {
            return set && this.seed == seed && this.stream == stream && this.owner == owner && this.rows == rows;
        }

        private long inverse;

        void set(long seed, int stream, long owner, long rows, long a, long b) {
            this.seed = seed;
            this.stream = stream;
            this.owner = owner;
            this.rows = rows;
            this.a = a;
            this.b = b;
            this.inverse = 0;
            this.set = true;
        }

        /** The x in [0, rows) that the permutation takes to {@code y}. */
        long indexOf(long y) {
            if (inverse == 0) {
                inverse = rows == 1 ? 1 : java.math.BigInteger.valueOf(a).modInverse(java.math.BigInteger.valueOf(rows))
                        .longValueExact();
            }
            long d = y - b;
            return affine(inverse, 0, d < 0 ? d + rows : d, rows);
        }
    }

    /** (a*x + b) mod n for a, x, b in [0, n), without overflow. */
    static long affine(long a, long b, long x, long n) {
        long low = a * x;
        long ax = Math.multiplyHigh(a, x) == 0 && low >= 0 ? low % n
                : java.math.BigInteger.valueOf(a).multiply(java.math.BigInteger.valueOf(x))
                        .mod(java.math.BigInteger.valueOf(n)).longValue();
        long r = ax + b;
        return r >= n ? r - n : r;
    }

    /** A multiplier in [1, n) with no factor in common with n, so x -> a*x mod n is a permutation. */
    static long coprimeMultiplier(long seed, int stream, long n) {
        if (n <= 2) {
            return 1;
        }
        long a = 1 + Long.remainderUnsigned(Mix.hash(seed, n, stream ^ 0xA), n - 1);
        while (gcd(a, n) != 1) {
            a = a + 1 == n ? 1 : a + 1;
        }
        return a;
    }

    private static long gcd(long a, long b) {
        while (b != 0) {
            long t = a % b;
            a = b;
            b = t;
        }
        return a;
    }

    private static String capitalise(String name) {
        return Character.toUpperCase(name.charAt(0)) + name.substring(1);
    }

    private static final String CODE_DIGITS = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";

    /** How many codes of {@code length} characters there are: 36 to that power, or Long.MAX_VALUE where it is more. */
    public static long codeValues(int length) {
        long n = 1;
        for (int i = 0; i < length; i++) {
            if (n > Long.MAX_VALUE / 36) {
                return Long.MAX_VALUE;
            }
            n *= 36;
        }
        return n;
    }

    /**
     * A code of {@code length} characters (1 to 16) from 0-9 and A-Z, unique by construction: row r (from 1) is the
     * code at place r - 1 of a keyed permutation of the 36^length codes ({@link ShuffledCodes}), so neighbouring rows
     * get unrelated codes. Data version 5 on.
     */
    public static ValueGenerator code(long seed, int stream, int length) {
        return new ShuffledCodes(seed, stream, length);
    }

    /**
     * The codes of data versions 1 to 4 ({@code scheme: affine}), 1 to 12 characters: row r (from 1) is
     * (factor * (r - 1) + shift) mod 36^length written in base 36, the factor prime to 36 and small enough that the
     * product cannot overflow. So consecutive rows step by the factor, which is 1 at 12 characters (a counter), and
     * rows close together share their first characters.
     */
    public static ValueGenerator affineCode(long seed, int stream, int length) {
        long m = codeValues(length);
        if (length < 1 || length > 12) {
            throw new IllegalArgumentException("an affine code is 1 to 12 characters, not " + length);
        }
        // a factor prime to 36 (odd, not a multiple of 3), small enough that (factor * x) cannot overflow
        long bound = Math.max(1, Long.MAX_VALUE / m);
        long factor = 1 + 6 * Long.remainderUnsigned(Mix.hash(seed, 1, stream), Math.max(1, (bound - 1) / 6));
        long shift = Long.remainderUnsigned(Mix.hash(seed, 2, stream), m);
        return row -> {
            long x = Math.floorMod(Math.floorMod(factor % m * ((row - 1) % m), m) + shift, m);
            char[] out = new char[length];
            for (int i = length - 1; i >= 0; i--) {
                out[i] = CODE_DIGITS.charAt((int) (x % 36));
                x /= 36;
            }
            return new String(out);
        };
    }
}
