package seedgen.spark;

import java.math.BigDecimal;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.types.DataType;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.Decimal;
import org.apache.spark.sql.types.DecimalType;
import org.apache.spark.sql.types.StructField;
import org.apache.spark.sql.types.StructType;
import org.apache.spark.sql.types.TimeType;
import org.apache.spark.unsafe.types.UTF8String;
import seedgen.plan.TableRows;
import seedgen.plan.ValueType;

/**
 * A table's columns as Spark types, and its values as Spark holds them inside (Catalyst's forms: a date as days, a
 * timestamp as microseconds, text as UTF-8). Each {@link ValueType} has one Spark type; a decimal's precision and scale
 * come from its declared type, capped at Spark's 38 digits.
 */
final class SparkTypes {

    /** An unbounded NUMERIC (PostgreSQL's numeric, a DECIMAL with no digits given): Spark's widest default. */
    static final DecimalType UNBOUNDED = DecimalType.SYSTEM_DEFAULT();

    private static final Pattern DIGITS = Pattern.compile("\\(\\s*(\\d+)\\s*(?:,\\s*(-?\\d+)\\s*)?\\)");
    private static final long MICROS = 1_000_000L;

    private SparkTypes() {
    }

    /** Spark's switch for its TIME type, off by default in Spark 4.2: with it off a TIME column is its ISO text. */
    static final String TIME_TYPE = "spark.sql.timeType.enabled";

    /** The Spark schema of {@code rows} for the session at hand (see {@link #TIME_TYPE}). */
    static StructType schema(TableRows rows) {
        return schema(rows, SparkSession.getActiveSession().exists(s -> Boolean.parseBoolean(s.conf().get(TIME_TYPE,
                "false"))));
    }

    /** The Spark schema of {@code rows}: a column each, every one nullable, as a database's rows read back. */
    static StructType schema(TableRows rows, boolean timeType) {
        List<String> columns = rows.columns();
        StructField[] fields = new StructField[columns.size()];
        for (int i = 0; i < fields.length; i++) {
            fields[i] = DataTypes.createStructField(columns.get(i), of(rows.types().get(i),
                    rows.declaredTypes().get(i), timeType), true);
        }
        return DataTypes.createStructType(fields);
    }

    /** The Spark type of a column of {@code type}, declared {@code declared}. */
    static DataType of(ValueType type, String declared, boolean timeType) {
        return switch (type) {
            case LONG -> DataTypes.LongType;
            case DECIMAL -> decimal(declared);
            case DOUBLE -> DataTypes.DoubleType;
            case BOOLEAN -> DataTypes.BooleanType;
            case DATE -> DataTypes.DateType;
            case TIME -> timeType ? TimeType.apply(TimeType.MICROS_PRECISION()) : DataTypes.StringType;
            case TIMESTAMP -> DataTypes.TimestampNTZType;
            case TIMESTAMP_TZ -> DataTypes.TimestampType;
            case BYTES -> DataTypes.BinaryType;
            case TEXT -> DataTypes.StringType;
        };
    }

    static DecimalType decimal(String declared) {
        Matcher m = DIGITS.matcher(declared);
        if (!m.find()) {
            return UNBOUNDED;
        }
        int precision = Math.min(Integer.parseInt(m.group(1)), DecimalType.MAX_PRECISION());
        int scale = m.group(2) == null ? 0 : Math.max(0, Integer.parseInt(m.group(2)));
        return DataTypes.createDecimalType(Math.max(precision, 1), Math.min(scale, precision));
    }

    /**
     * {@code value}, of {@code type} as {@link TableRows} gives it, in Catalyst's form for {@code spark}; refused
     * (IllegalArgumentException) where a decimal does not fit the column's precision.
     */
    static Object internal(ValueType type, DataType spark, Object value) {
        if (value == null) {
            return null;
        }
        return switch (type) {
            case LONG, DOUBLE, BOOLEAN, BYTES -> value;
            case DECIMAL -> decimal((BigDecimal) value, (DecimalType) spark);
            case DATE -> Math.toIntExact(((LocalDate) value).toEpochDay());
            case TIME -> spark instanceof TimeType ? ((LocalTime) value).toNanoOfDay() / 1000 * 1000 // its micros
                    : UTF8String.fromString(DateTimeFormatter.ISO_LOCAL_TIME.format((LocalTime) value));
            case TIMESTAMP -> micros(((LocalDateTime) value).toEpochSecond(ZoneOffset.UTC),
                    ((LocalDateTime) value).getNano());
            case TIMESTAMP_TZ -> micros(((OffsetDateTime) value).toEpochSecond(), ((OffsetDateTime) value).getNano());
            case TEXT -> UTF8String.fromString((String) value);
        };
    }

    private static long micros(long seconds, int nanos) {
        return Math.addExact(Math.multiplyExact(seconds, MICROS), nanos / 1000);
    }

    private static Decimal decimal(BigDecimal value, DecimalType type) {
        Decimal d = Decimal.apply(value);
        if (!d.changePrecision(type.precision(), type.scale())) {
            throw new IllegalArgumentException(value.toPlainString() + " does not fit " + type.simpleString());
        }
        return d;
    }
}
