package seedgen.kafka;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.math.BigDecimal;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.List;
import seedgen.model.Column;
import seedgen.model.ValueTypes;
import seedgen.plan.ValueType;

/**
 * A table's changes as Debezium writes them with Kafka Connect's JSON converter (schemas on): a key, the row's primary
 * key, and a value, the envelope ({@code before}, {@code after}, {@code source}, {@code op}, {@code ts_ms}), each with
 * its Connect schema beside its payload, so that a consumer of Debezium's topics reads them as it reads Debezium's.
 * The column types are Debezium's defaults: integers int64, DATE {@code io.debezium.time.Date} (days), TIME
 * {@code MicroTime}, DATETIME {@code MicroTimestamp} (microseconds of the wall-clock time), TIMESTAMP WITH TIME ZONE
 * {@code ZonedTimestamp} (ISO text), bytes base64; decimals as text, as {@code decimal.handling.mode=string} gives.
 */
public final class ChangeEvents {

    /** Debezium's operations: a snapshot's read, a create, an update, a delete. */
    public enum Op {
        READ("r"), CREATE("c"), UPDATE("u"), DELETE("d");

        private final String code;

        Op(String code) {
            this.code = code;
        }

        /** The letter an event's {@code op} holds. */
        public String code() {
            return code;
        }
    }

    private static final JsonFactory JSON = new JsonFactory();
    private static final DateTimeFormatter ZONED = DateTimeFormatter.ISO_OFFSET_DATE_TIME;

    private final String table;
    private final String database;
    private final List<String> columns;
    private final ValueType[] types;
    private final int[] key;
    private final String keySchema;
    private final String valueSchema;

    /** {@code table}'s events on {@code topic}; {@code database} names the dataset in each event's source. */
    public ChangeEvents(String database, String table, List<Column> columns, int[] key, String topic) {
        this.database = database;
        this.table = table;
        this.columns = columns.stream().map(Column::name).toList();
        this.types = columns.stream().map(c -> ValueTypes.of(c.type())).toArray(ValueType[]::new);
        this.key = key.clone();
        StringBuilder k = new StringBuilder("{\"type\":\"struct\",\"name\":").append(quoted(topic + ".Key"))
                .append(",\"optional\":false,\"fields\":[");
        for (int i = 0; i < key.length; i++) {
            k.append(i > 0 ? "," : "").append(field(key[i], false));
        }
        keySchema = k.append("]}").toString();
        StringBuilder row = new StringBuilder("\"type\":\"struct\",\"name\":").append(quoted(topic + ".Value"))
                .append(",\"optional\":true,\"fields\":[");
        for (int i = 0; i < this.columns.size(); i++) {
            row.append(i > 0 ? "," : "").append(field(i, true));
        }
        row.append("]");
        valueSchema = "{\"type\":\"struct\",\"name\":" + quoted(topic + ".Envelope") + ",\"optional\":false,"
                + "\"fields\":[{\"field\":\"before\"," + row + "},{\"field\":\"after\"," + row + "},"
                + "{\"field\":\"source\",\"type\":\"struct\",\"name\":\"io.seedgen.Source\",\"optional\":false,"
                + "\"fields\":[{\"field\":\"version\",\"type\":\"string\",\"optional\":false},"
                + "{\"field\":\"connector\",\"type\":\"string\",\"optional\":false},"
                + "{\"field\":\"name\",\"type\":\"string\",\"optional\":false},"
                + "{\"field\":\"ts_ms\",\"type\":\"int64\",\"optional\":false},"
                + "{\"field\":\"snapshot\",\"type\":\"string\",\"optional\":true},"
                + "{\"field\":\"db\",\"type\":\"string\",\"optional\":false},"
                + "{\"field\":\"table\",\"type\":\"string\",\"optional\":false},"
                + "{\"field\":\"seq\",\"type\":\"int64\",\"optional\":false}]},"
                + "{\"field\":\"op\",\"type\":\"string\",\"optional\":false},"
                + "{\"field\":\"ts_ms\",\"type\":\"int64\",\"optional\":true}]}";
    }

    public String table() {
        return table;
    }

    /**
     * The record's key: the primary key's values of {@code row} (a row's values, in column order); null for a table
     * without a primary key, as Debezium keys its records.
     */
    public byte[] key(Object[] row) {
        if (key.length == 0) {
            return null;
        }
        return write(g -> {
            g.writeStartObject();
            g.writeFieldName("schema");
            g.writeRawValue(keySchema);
            g.writeObjectFieldStart("payload");
            for (int c : key) {
                value(g, c, row[c]);
            }
            g.writeEndObject();
            g.writeEndObject();
        });
    }

    /**
     * The record's value: {@code op} of a row whose values were {@code before} and are {@code after} (either null
     * where it has none), at {@code tsMillis} of the stream's clock, the stream's operation {@code seq}.
     */
    public byte[] value(Op op, Object[] before, Object[] after, long tsMillis, long seq) {
        return write(g -> {
            g.writeStartObject();
            g.writeFieldName("schema");
            g.writeRawValue(valueSchema);
            g.writeObjectFieldStart("payload");
            row(g, "before", before);
            row(g, "after", after);
            g.writeObjectFieldStart("source");
            g.writeStringField("version", "seedgen data version " + seedgen.model.DataVersion.CURRENT);
            g.writeStringField("connector", "seedgen");
            g.writeStringField("name", "seedgen");
            g.writeNumberField("ts_ms", tsMillis);
            g.writeStringField("snapshot", op == Op.READ ? "true" : "false");
            g.writeStringField("db", database);
            g.writeStringField("table", table);
            g.writeNumberField("seq", seq);
            g.writeEndObject();
            g.writeStringField("op", op.code);
            g.writeNumberField("ts_ms", tsMillis);
            g.writeEndObject();
            g.writeEndObject();
        });
    }

    private void row(JsonGenerator g, String name, Object[] row) throws IOException {
        if (row == null) {
            g.writeNullField(name);
            return;
        }
        g.writeObjectFieldStart(name);
        for (int c = 0; c < row.length; c++) {
            value(g, c, row[c]);
        }
        g.writeEndObject();
    }

    /** Column {@code c}'s field: its name, and {@code raw} (a generated value) as Debezium encodes its type. */
    private void value(JsonGenerator g, int c, Object raw) throws IOException {
        g.writeFieldName(columns.get(c));
        if (raw == null) {
            g.writeNull();
            return;
        }
        Object v = ValueTypes.as(types[c], raw);
        switch (types[c]) {
            case LONG -> g.writeNumber((Long) v);
            case DECIMAL -> g.writeString(((BigDecimal) v).toPlainString());
            case DOUBLE -> g.writeNumber((Double) v);
            case BOOLEAN -> g.writeBoolean((Boolean) v);
            case DATE -> g.writeNumber(((LocalDate) v).toEpochDay());
            case TIME -> g.writeNumber(((LocalTime) v).toNanoOfDay() / 1000);
            case TIMESTAMP -> g.writeNumber(micros((LocalDateTime) v));
            case TIMESTAMP_TZ -> g.writeString(ZONED.format((OffsetDateTime) v));
            case BYTES -> g.writeBinary((byte[]) v);
            case TEXT -> g.writeString((String) v);
        }
    }

    static long micros(LocalDateTime t) {
        return Math.addExact(Math.multiplyExact(t.toEpochSecond(ZoneOffset.UTC), 1_000_000L), t.getNano() / 1000);
    }

    /** Column {@code c}'s Connect schema field. */
    private String field(int c, boolean optional) {
        String type = switch (types[c]) {
            case LONG, TIME, TIMESTAMP -> "int64";
            case DATE -> "int32";
            case DOUBLE -> "float64";
            case BOOLEAN -> "boolean";
            case BYTES -> "bytes";
            case DECIMAL, TIMESTAMP_TZ, TEXT -> "string";
        };
        String logical = switch (types[c]) {
            case DATE -> "io.debezium.time.Date";
            case TIME -> "io.debezium.time.MicroTime";
            case TIMESTAMP -> "io.debezium.time.MicroTimestamp";
            case TIMESTAMP_TZ -> "io.debezium.time.ZonedTimestamp";
            default -> null;
        };
        return "{\"field\":" + quoted(columns.get(c)) + ",\"type\":\"" + type + "\",\"optional\":" + optional
                + (logical == null ? "" : ",\"name\":\"" + logical + "\",\"version\":1") + "}";
    }

    private static String quoted(String s) {
        return new String(write(g -> g.writeString(s)), java.nio.charset.StandardCharsets.UTF_8);
    }

    private interface Writing {
        void to(JsonGenerator g) throws IOException;
    }

    private static byte[] write(Writing w) {
        ByteArrayOutputStream out = new ByteArrayOutputStream(256);
        try (JsonGenerator g = JSON.createGenerator(out)) {
            w.to(g);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return out.toByteArray();
    }
}
