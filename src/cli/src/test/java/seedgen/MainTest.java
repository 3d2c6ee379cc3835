package seedgen;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.time.Instant;
import org.junit.jupiter.api.Test;

/** The launcher's start, as bash 5's EPOCHREALTIME writes it into SEEDGEN_LAUNCHED_AT. */
class MainTest {

    @Test
    void theLaunchersStartIsReadInEitherDecimalPoint() {
        assertEquals(Instant.ofEpochSecond(1_764_450_000L, 123_456_000), Main.launchedAt("1764450000.123456"));
        assertEquals(Instant.ofEpochSecond(1_764_450_000L, 500_000_000), Main.launchedAt("1764450000,5"));
        assertEquals(Instant.ofEpochSecond(7, 1), Main.launchedAt(" 7.000000001\n"));
    }

    @Test
    void noneReadableIsNone() {
        assertNull(Main.launchedAt(""));
        assertNull(Main.launchedAt("1764450000"));
        assertNull(Main.launchedAt("soon"));
        assertNull(Main.launchedAt("1764450000.12a"));
    }
}
