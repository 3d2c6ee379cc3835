package seedgen.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

class CountsTest {

    @ParameterizedTest
    @CsvSource({"1000000, 1000000", "1_000_000, 1000000", "1e6, 1000000", "1E6, 1000000", "1M, 1000000",
        "1m, 1000000", "250k, 250000", "250K, 250000", "1.5M, 1500000", "1.5k, 1500", "2G, 2000000000", "0, 0",
        "-5, -5", "2.5e3, 2500", "9223372036854775807, 9223372036854775807", "1e18, 1000000000000000000"})
    void acceptedForms(String text, long expected) {
        assertEquals(expected, Counts.parse(text));
    }

    @ParameterizedTest
    @ValueSource(strings = {"", "abc", "1x", "1.2345k", "0.5", "1e-1", "1e19", "9223372036854775808", "M", "1MM",
        "_1", "1_", "1__000", "1,000", "0x10", "1e", "--5", "1 000"})
    void refusedFormsNameTheAcceptedOnes(String text) {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Counts.parse(text));
        assertTrue(e.getMessage().contains("1_000_000, 1e6, 1M or 250k"), e.getMessage());
    }

    @Test
    void intOptionsRefuseWhatDoesNotFit() {
        assertEquals(50, new Counts.IntCount().convert("50"));
        assertEquals(2_000, new Counts.IntCount().convert("2k"));
        assertThrows(RuntimeException.class, () -> new Counts.IntCount().convert("3G"));
    }
}
