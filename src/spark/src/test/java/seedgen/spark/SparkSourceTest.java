package seedgen.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.HexFormat;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.types.DataType;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.DecimalType;
import org.apache.spark.sql.types.StructField;
import org.apache.spark.sql.types.TimeType;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import seedgen.Seedgen;
import seedgen.plan.Plan;
import seedgen.plan.TableRows;
import seedgen.plan.ValueType;

/**
 * The data source in Spark's own {@code local[2]}: every table of two built-ins and of a printed {@code --from-db}
 * spec, read at 1, 2 and 7 partitions, written to Parquet and read back, holds exactly the rows {@code --out} writes
 * for the same spec, seed and rows, compared by a hash of every row. The Spark session is started once for the class.
 */
class SparkSourceTest {

    private static SparkSession spark;

    @TempDir
    static Path dir;

    @BeforeAll
    static void start() {
        spark = SparkSession.builder().master("local[2]").appName("seedgen-spark-test")
                .config("spark.ui.enabled", "false").config("spark.sql.shuffle.partitions", "2")
                .config("spark.sql.session.timeZone", "UTC").config("spark.sql.datetime.java8API.enabled", "true")
                .getOrCreate();
    }

    @AfterAll
    static void stop() {
        if (spark != null) {
            spark.stop();
        }
    }

    @ParameterizedTest
    @CsvSource({
        "dataset, sns, 300",
        "dataset, chat, 200",
        // Quartz's schema as PostgreSQL holds it, printed by `seedgen spec --from-db` (TableRowsIT loads it too)
        "spec, src/it/src/test/resources/golden/printed/postgresql-fromdb-quartz.yaml, 40"})
    void everyTableAtOneTwoAndSevenPartitionsHoldsTheRowsOutWrites(String kind, String what, long rows)
            throws Exception {
        Plan plan = compare(kind, what, rows, 1, 2, 7);
        assertTrue(plan.tables().size() >= 2, what + ": tables " + plan.tables().size());
    }

    /**
     * Each value type's Spark type, through Parquet and back: the specs between them declare all ten. TIME is its ISO
     * text, as Spark 4.2 leaves its own TIME type off by default; with it on, a TIME column is Spark's TIME.
     */
    @Test
    void eachValueTypeHasItsSparkTypeThroughParquet() throws Exception {
        Plan typed = compare("spec", "src/it/src/test/resources/specs/typed-values.yaml", 120, 3);
        assertEquals(List.of(DataTypes.LongType, DataTypes.DateType, DataTypes.StringType, DataTypes.TimestampType,
                DataTypes.DoubleType, DataTypes.DoubleType, DataTypes.StringType), types(typed, "typed"));
        spark.conf().set(SparkTypes.TIME_TYPE, "true");
        try {
            Dataset<Row> df = spark.read().format("seedgen").option("spec", "src/it/src/test/resources/specs/"
                    + "typed-values.yaml").option("rows", 120).option("seed", 7).option("partitions", 3).load();
            assertEquals(TimeType.apply(6), df.schema().apply("opens").dataType());
            List<Object> times = new ArrayList<>();
            typed.rows("typed").rows(1, 120).forEachRemaining(r -> times.add(r[2]));
            assertEquals(times, df.select("opens").collectAsList().stream().map(r -> r.get(0)).toList());
        } finally {
            spark.conf().unset(SparkTypes.TIME_TYPE);
        }
        Plan every = compare("spec", "src/it/src/test/resources/specs/every-generator.yaml", 60, 3);
        Set<DataType> seen = new HashSet<>();
        for (Plan.Table t : every.tables()) {
            seen.addAll(types(every, t.name()));
        }
        assertTrue(seen.containsAll(List.of(DataTypes.LongType, DataTypes.BooleanType, DataTypes.TimestampNTZType,
                DataTypes.BinaryType, DataTypes.StringType)), seen.toString());
        assertTrue(seen.stream().anyMatch(t -> t instanceof DecimalType), seen.toString());
    }

    private static List<DataType> types(Plan plan, String table) {
        return List.of(SparkTypes.schema(plan.rows(table)).fields()).stream().map(StructField::dataType).toList();
    }

    /** Every table of the spec, read at each of {@code partitions}, written to Parquet and read back, is --out's. */
    private static Plan compare(String kind, String what, long rows, int... partitions) throws Exception {
        Seedgen seedgen = (kind.equals("dataset") ? Seedgen.dataset(what) : Seedgen.spec(Path.of(what))).rows(rows)
                .seed(7);
        Path out = dir.resolve(kind + "-" + Path.of(what).getFileName() + "-out");
        seedgen.to(out, "postgresql");
        Plan plan = seedgen.plan();
        for (Plan.Table t : plan.tables()) {
            TableRows made = plan.rows(t.name());
            List<String> expected = fromCsv(out.resolve(t.name() + ".csv"), made.types());
            assertEquals(t.rows(), expected.size(), t.name() + ": rows in --out's file");
            for (int n : partitions) {
                Dataset<Row> df = spark.read().format("seedgen").option(kind, what).option("rows", rows)
                        .option("seed", 7).option("table", t.name()).option("partitions", n).load();
                assertEquals(n, df.rdd().getNumPartitions(), t.name());
                Path parquet = dir.resolve(out.getFileName() + "-" + t.name() + "-" + n + ".parquet");
                df.write().parquet(parquet.toString());
                Dataset<Row> back = spark.read().parquet(parquet.toString());
                assertEquals(made.columns(), List.of(back.columns()), t.name());
                assertEquals(df.schema(), back.schema(), t.name() + ": the Spark types through Parquet");
                List<String> read = fromSpark(back.collectAsList(), made.types());
                assertSame(expected, read, t.name() + " at " + n + " partitions");
            }
        }
        return plan;
    }

    /** The same rows, in any order: a hash of every row; the first rows that differ are named when they differ. */
    private static void assertSame(List<String> expected, List<String> actual, String what) throws Exception {
        List<String> a = new ArrayList<>(expected);
        List<String> b = new ArrayList<>(actual);
        a.sort(null);
        b.sort(null);
        if (!hash(a).equals(hash(b))) {
            int i = 0;
            while (i < Math.min(a.size(), b.size()) && a.get(i).equals(b.get(i))) {
                i++;
            }
            assertEquals(i < a.size() ? a.get(i) : "(no more rows)", i < b.size() ? b.get(i) : "(no more rows)",
                    what + ": " + a.size() + " rows written by --out, " + b.size() + " read back; first difference");
        }
        assertFalse(a.isEmpty(), what);
    }

    private static String hash(List<String> rows) throws Exception {
        MessageDigest sha = MessageDigest.getInstance("SHA-256");
        for (String r : rows) {
            sha.update(r.getBytes(StandardCharsets.UTF_8));
            sha.update((byte) '\n');
        }
        return HexFormat.of().formatHex(sha.digest());
    }

    private static final String NULL = "\u2400";

    private static List<String> fromSpark(List<Row> rows, List<ValueType> types) {
        List<String> out = new ArrayList<>();
        for (Row r : rows) {
            StringBuilder line = new StringBuilder();
            for (int i = 0; i < types.size(); i++) {
                Object v = r.get(i);
                line.append(i == 0 ? "" : "\u0001").append(v == null ? NULL : switch (types.get(i)) {
                    case DECIMAL -> plain((BigDecimal) v);
                    case BYTES -> HexFormat.of().formatHex((byte[]) v);
                    default -> v.toString(); // Long, Double, Boolean, LocalDate, LocalTime, LocalDateTime, Instant
                });
            }
            out.add(line.toString());
        }
        return out;
    }

    /** {@code --out}'s CSV: each field read as its column's type reads a server's text, to the form Spark's shows. */
    private static List<String> fromCsv(Path csv, List<ValueType> types) throws IOException {
        List<List<String>> records = Csv.read(Files.readString(csv, StandardCharsets.UTF_8));
        List<String> out = new ArrayList<>();
        for (List<String> fields : records.subList(1, records.size())) { // the header line first
            assertEquals(types.size(), fields.size(), csv + ": " + fields);
            StringBuilder line = new StringBuilder();
            for (int i = 0; i < types.size(); i++) {
                String f = fields.get(i);
                line.append(i == 0 ? "" : "\u0001").append(f == null ? NULL : switch (types.get(i)) {
                    case LONG -> Long.toString(Long.parseLong(f));
                    case DECIMAL -> plain(new BigDecimal(f));
                    case DOUBLE -> Double.toString(Double.parseDouble(f));
                    case BOOLEAN -> Boolean.toString(bool(f));
                    case DATE -> LocalDate.parse(f).toString();
                    case TIME -> java.time.format.DateTimeFormatter.ISO_LOCAL_TIME.format(LocalTime.parse(f));
                    case TIMESTAMP -> stamp(f, false).toLocalDateTime().toString();
                    case TIMESTAMP_TZ -> stamp(f, true).toInstant().toString();
                    // bytes are written as hex digits; a text a bytes column stores is written as itself
                    case BYTES -> f.matches("([0-9a-fA-F]{2})*") ? f.toLowerCase(Locale.ROOT)
                            : HexFormat.of().formatHex(f.getBytes(StandardCharsets.UTF_8));
                    case TEXT -> f;
                });
            }
            out.add(line.toString());
        }
        return out;
    }

    private static String plain(BigDecimal d) {
        return d.signum() == 0 ? "0" : d.stripTrailingZeros().toPlainString();
    }

    private static boolean bool(String f) {
        return switch (f.toLowerCase(Locale.ROOT)) {
            case "t", "true", "1" -> true;
            case "f", "false", "0" -> false;
            default -> throw new IllegalArgumentException("not a boolean: " + f);
        };
    }

    private static final Pattern STAMP = Pattern.compile(
            "(\\d{4})-(\\d{2})-(\\d{2})[ T](\\d{2}):(\\d{2})(?::(\\d{2})(?:\\.(\\d{1,9}))?)?"
                    + "\\s*(Z|[+-]\\d{2}(?::?\\d{2})?)?");

    private static OffsetDateTime stamp(String f, boolean zoned) {
        Matcher m = STAMP.matcher(f.trim());
        assertTrue(m.matches(), "a timestamp: " + f);
        if (!zoned) {
            assertEquals(null, m.group(8), "a timestamp without a zone: " + f);
        }
        int nanos = m.group(7) == null ? 0 : Integer.parseInt((m.group(7) + "000000000").substring(0, 9));
        ZoneOffset offset = m.group(8) == null || m.group(8).equals("Z") ? ZoneOffset.UTC
                : ZoneOffset.of(m.group(8).length() == 3 ? m.group(8) + ":00" : m.group(8));
        return OffsetDateTime.of(LocalDateTime.of(Integer.parseInt(m.group(1)), Integer.parseInt(m.group(2)),
                Integer.parseInt(m.group(3)), Integer.parseInt(m.group(4)), Integer.parseInt(m.group(5)),
                m.group(6) == null ? 0 : Integer.parseInt(m.group(6)), nanos), offset);
    }

    /** RFC 4180 as {@code --out} writes it: a bare NULL is SQL NULL (null here), a quoted "NULL" the text. */
    static final class Csv {

        static List<List<String>> read(String text) {
            List<List<String>> records = new ArrayList<>();
            List<String> fields = new ArrayList<>();
            StringBuilder f = new StringBuilder();
            boolean quoted = false;
            boolean wasQuoted = false;
            for (int i = 0; i < text.length(); i++) {
                char c = text.charAt(i);
                if (quoted) {
                    if (c == '"' && i + 1 < text.length() && text.charAt(i + 1) == '"') {
                        f.append('"');
                        i++;
                    } else if (c == '"') {
                        quoted = false;
                    } else {
                        f.append(c);
                    }
                } else if (c == '"') {
                    quoted = true;
                    wasQuoted = true;
                } else if (c == ',' || c == '\n') {
                    fields.add(!wasQuoted && f.toString().equals("NULL") ? null : f.toString());
                    f.setLength(0);
                    wasQuoted = false;
                    if (c == '\n') {
                        records.add(fields);
                        fields = new ArrayList<>();
                    }
                } else {
                    f.append(c);
                }
            }
            assertTrue(f.isEmpty() && fields.isEmpty() && !quoted, "the file ends with a whole line");
            return records;
        }
    }
}
