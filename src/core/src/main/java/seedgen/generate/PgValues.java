package seedgen.generate;

import java.time.LocalDate;
import java.util.List;
import java.util.Locale;

/**
 * Values of PostgreSQL's own types, as the text its input functions read (a row's values are sent as text and cast
 * by the server, by INSERT and COPY alike): arrays, ranges and multiranges, MAC addresses, bit strings, XML,
 * geometric types, hstore, ltree and tsvector. Each is a pure function of (seed, stream, row); the draws within one
 * value take streams of their own, {@code stream} plus a part number.
 */
public final class PgValues {

    /** 2020-01-01: ranges of dates and times start after it. */
    private static final long FROM = 1_577_836_800L;
    private static final long DAY = 86_400;
    /** Ranges start within about five years, so that ends stay well inside every type's range. */
    private static final long SPAN_DAYS = 1_826;

    private PgValues() {
    }

    /** The range types and their multiranges: the kinds {@link #range} makes. */
    public static final List<String> RANGES = List.of("int4range", "int8range", "numrange", "daterange", "tsrange",
            "tstzrange", "int4multirange", "int8multirange", "nummultirange", "datemultirange", "tsmultirange",
            "tstzmultirange");

    /** The geometric types: the kinds {@link #shape} makes. */
    public static final List<String> SHAPES = List.of("point", "line", "lseg", "box", "path", "polygon", "circle");

    /**
     * An array literal of {@code min..max} elements of {@code element} ({@code {"a","b c"}}): every element quoted,
     * so that a comma, brace or space in one is its own; NULL bare. Element i of row r is {@code element}'s value at
     * 4r + i (up to four elements a row), so that the elements of a row differ as rows do.
     */
    public static ValueGenerator array(ValueGenerator element, long seed, int stream, int min, int max) {
        if (min < 0 || max > 4 || min > max) {
            throw new IllegalArgumentException("count " + min + ".." + max + " is not within 0..4");
        }
        return row -> {
            int n = min + (int) Long.remainderUnsigned(Mix.hash(seed, row, stream), max - min + 1);
            StringBuilder b = new StringBuilder("{");
            for (int i = 0; i < n; i++) {
                Object v = element.valueFor((row << 2) | i);
                b.append(i == 0 ? "" : ",");
                if (v == null) {
                    b.append("NULL");
                } else {
                    quoted(b, v instanceof BinaryUuid u ? new java.util.UUID(u.high(), u.low()).toString()
                            : v.toString());
                }
            }
            return b.append('}').toString();
        };
    }

    private static void quoted(StringBuilder b, String s) {
        b.append('"');
        for (int i = 0; i < s.length(); i++) {
            char ch = s.charAt(i);
            if (ch == '"' || ch == '\\') {
                b.append('\\');
            }
            b.append(ch);
        }
        b.append('"');
    }

    /**
     * A value of range type {@code kind} ({@code [12,40)}), or of its multirange: one to three ranges in order, each
     * ending before the next starts ({@code {[1,4),[9,12)}}). A range's lower bound is always below its upper.
     */
    public static ValueGenerator range(String kind, long seed, int stream) {
        if (!RANGES.contains(kind)) {
            throw new IllegalArgumentException("kind " + kind + " is not one of " + RANGES);
        }
        String single = kind.replace("multirange", "range");
        if (single.equals(kind)) {
            return row -> bounds(single, Mix.hash(seed, row, stream), Mix.hash(seed, row, stream + 1), 0);
        }
        return row -> {
            int n = 1 + Mix.pick(seed, row, stream + 2, 3);
            StringBuilder b = new StringBuilder("{");
            long at = 0;
            for (int i = 0; i < n; i++) {
                long start = Mix.hash(seed, row, stream + 3 + 2 * i);
                long length = Mix.hash(seed, row, stream + 4 + 2 * i);
                b.append(i == 0 ? "" : ",").append(bounds(single, start, length, at));
                // the next range starts at least one unit after this one's end, so no two touch or overlap
                at += 1 + Long.remainderUnsigned(start, 100) + 1 + Long.remainderUnsigned(length, 100) + 1;
            }
            return b.append('}').toString();
        };
    }

    /**
     * {@code [lower,upper)}: lower {@code at} + 0..99 units past the type's start, upper 1..100 units after it
     * (a unit is 1, 0.01, a day or an hour).
     */
    private static String bounds(String kind, long startDraw, long lengthDraw, long at) {
        long lo = at + Long.remainderUnsigned(startDraw, 100);
        long hi = lo + 1 + Long.remainderUnsigned(lengthDraw, 100);
        return switch (kind) {
            case "int4range", "int8range" -> "[" + lo + "," + hi + ")";
            case "numrange" -> "[" + cents(lo) + "," + cents(hi) + ")";
            case "daterange" -> "[" + LocalDate.ofEpochDay(FROM / DAY + lo * 3) + "," + LocalDate.ofEpochDay(FROM / DAY
                    + hi * 3) + ")";
            default -> "[\"" + DateTimes.format(FROM + lo * 3_600) + "\",\"" + DateTimes.format(FROM + hi * 3_600)
                    + "\")";
        };
    }

    private static String cents(long units) {
        return java.math.BigDecimal.valueOf(units, 2).toPlainString();
    }

    /** A MAC address of 6 (macaddr) or 8 (macaddr8) bytes, {@code 08:00:2b:01:02:03}. */
    public static ValueGenerator macaddr(long seed, int stream, int bytes) {
        if (bytes != 6 && bytes != 8) {
            throw new IllegalArgumentException("a MAC address has 6 or 8 bytes, not " + bytes);
        }
        return row -> {
            long v = Mix.hash(seed, row, stream);
            StringBuilder b = new StringBuilder(bytes * 3);
            for (int i = 0; i < bytes; i++) {
                b.append(i == 0 ? "" : ":").append(String.format(Locale.ROOT, "%02x", (v >>> (8 * i)) & 0xFF));
            }
            return b.toString();
        };
    }

    /**
     * A bit string of {@code width} 0s and 1s (bit(n)), or with {@code varying} of 1 to {@code width} (varbit(n)).
     */
    public static ValueGenerator bitString(long seed, int stream, int width, boolean varying) {
        if (width < 1) {
            throw new IllegalArgumentException("width " + width + " is below 1");
        }
        return row -> {
            int n = varying ? 1 + Mix.pick(seed, row, stream, width) : width;
            StringBuilder b = new StringBuilder(n);
            for (int i = 0; i < n; i++) {
                long v = Mix.hash(seed, row, stream + 1 + i / 64);
                b.append((v >>> (i % 64) & 1) == 0 ? '0' : '1');
            }
            return b.toString();
        };
    }

    /** A small well-formed XML document: {@code <note id="12">lorem ipsum</note>}. */
    public static ValueGenerator xml(long seed, int stream) {
        return row -> "<note id=\"" + Long.remainderUnsigned(Mix.hash(seed, row, stream), 1_000_000) + "\">"
                + words(seed, row, stream + 1, 1 + Mix.pick(seed, row, stream + 2, 5), " ") + "</note>";
    }

    /**
     * A value of geometric type {@code kind}: a point {@code (x,y)}, a line {@code {a,b,c}} (a never 0, so it is a
     * line), a segment, a box, an open path, a triangle and a circle of positive radius, coordinates -180 to 180.
     */
    public static ValueGenerator shape(String kind, long seed, int stream) {
        if (!SHAPES.contains(kind)) {
            throw new IllegalArgumentException("kind " + kind + " is not one of " + SHAPES);
        }
        return row -> {
            java.util.function.IntFunction<String> p = i -> "(" + coordinate(seed, row, stream + 2 * i) + ","
                    + coordinate(seed, row, stream + 2 * i + 1) + ")";
            return switch (kind) {
                case "point" -> p.apply(0);
                case "line" -> "{" + (1 + Mix.pick(seed, row, stream, 9)) + "," + coordinate(seed, row, stream + 1)
                        + "," + coordinate(seed, row, stream + 2) + "}";
                case "lseg" -> "[" + p.apply(0) + "," + p.apply(1) + "]";
                case "box" -> "(" + p.apply(0) + "," + p.apply(1) + ")";
                case "path" -> "[" + p.apply(0) + "," + p.apply(1) + "," + p.apply(2) + "]";
                case "polygon" -> "(" + p.apply(0) + "," + p.apply(1) + "," + p.apply(2) + ")";
                default -> "<" + p.apply(0) + "," + (1 + Mix.pick(seed, row, stream + 9, 100)) + ">";
            };
        };
    }

    private static String coordinate(long seed, long row, int stream) {
        return cents(Long.remainderUnsigned(Mix.hash(seed, row, stream), 36_001) - 18_000);
    }

    /** hstore pairs {@code "dolor"=>"12", "sit"=>"40"}: one to three, each key a different word. */
    public static ValueGenerator hstore(long seed, int stream) {
        return row -> {
            int n = 1 + Mix.pick(seed, row, stream, 3);
            int first = Mix.pick(seed, row, stream + 1, Lorem.WORDS.size());
            StringBuilder b = new StringBuilder();
            for (int i = 0; i < n; i++) {
                String key = Lorem.WORDS.get((first + 7 * i) % Lorem.WORDS.size()); // 7 steps: distinct for i < 3
                b.append(i == 0 ? "" : ", ").append('"').append(key).append("\"=>\"")
                        .append(Long.remainderUnsigned(Mix.hash(seed, row, stream + 2 + i), 1000)).append('"');
            }
            return b.toString();
        };
    }

    /** An ltree path of one to four lowercase word labels, {@code lorem.ipsum.dolor}. */
    public static ValueGenerator ltree(long seed, int stream) {
        return row -> words(seed, row, stream + 1, 1 + Mix.pick(seed, row, stream, 4), ".");
    }

    /**
     * A tsvector of the lowercase words of {@code sources}' values in the row ({@code 'ipsum' 'lorem'}), or of two
     * to six words when there are no sources or their values hold none.
     */
    public static ValueGenerator tsvector(List<ValueGenerator> sources, long seed, int stream) {
        return row -> {
            java.util.TreeSet<String> lexemes = new java.util.TreeSet<>();
            for (ValueGenerator s : sources) {
                Object v = s.valueFor(row);
                if (v != null) {
                    for (String w : v.toString().toLowerCase(Locale.ROOT).split("[^\\p{L}\\p{N}]+")) {
                        if (!w.isEmpty()) {
                            lexemes.add(w);
                        }
                    }
                }
            }
            if (lexemes.isEmpty()) {
                lexemes.addAll(List.of(words(seed, row, stream + 1, 2 + Mix.pick(seed, row, stream, 5), " ")
                        .split(" ")));
            }
            StringBuilder b = new StringBuilder();
            for (String w : lexemes) {
                b.append(b.length() == 0 ? "" : " ").append('\'').append(w.replace("'", "''")).append('\'');
            }
            return b.toString();
        };
    }

    private static String words(long seed, long row, int stream, int n, String between) {
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < n; i++) {
            b.append(i == 0 ? "" : between).append(Lorem.WORDS.get(Mix.pick(seed, row, stream + i,
                    Lorem.WORDS.size())));
        }
        return b.toString();
    }
}
