package seedgen.format;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class ByteSinkTest {

    private static String decimal(long v) throws Exception {
        ByteSink sink = new ByteSink(4);
        sink.ascii('<');
        sink.decimal(v);
        sink.ascii('>');
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        sink.writeTo(out);
        return out.toString(StandardCharsets.US_ASCII);
    }

    @Test
    void decimalWritesWhatLongToStringWritesAtEveryWidthAndAcrossTheIntBoundary() throws Exception {
        List<Long> values = new ArrayList<>(List.of(0L, 1L, -1L, 9L, 10L, 99L, 100L, 101L, 999L, 1000L,
                Integer.MAX_VALUE - 1L, (long) Integer.MAX_VALUE, Integer.MAX_VALUE + 1L, (long) Integer.MIN_VALUE,
                Long.MAX_VALUE, Long.MIN_VALUE, Long.MIN_VALUE + 1, 1_000_000_000_000_000_000L,
                999_999_999_999_999_999L));
        for (long p = 1; p > 0 && p <= Long.MAX_VALUE / 10; p *= 10) {
            values.addAll(List.of(p - 1, p, p + 1, -p, 10 * p - 1));
        }
        SplittableRandom random = new SplittableRandom(51);
        for (int i = 0; i < 20_000; i++) {
            values.add(random.nextLong() >> random.nextInt(64));
        }
        for (long v : values) {
            assertEquals("<" + v + ">", decimal(v), "decimal(" + v + ")");
        }
    }
}
