package seedgen.generate;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.nio.ByteBuffer;
import java.util.UUID;
import org.junit.jupiter.api.Test;

class BinaryUuidTest {

    /** The bytes are the UUID's 128 bits most significant first, as UUID_TO_BIN(u) without swap gives them. */
    @Test
    void theBytesAreTheUuidBigEndianAndTheTextIsTheSameUuid() {
        for (long seed : new long[] {1, -7, 42}) {
            for (long row : new long[] {1, 2, 1_000, Long.MAX_VALUE}) {
                for (BinaryUuid u : new BinaryUuid[] {Uuids.v4Binary(seed, row), Uuids.v7Binary(seed, row)}) {
                    String text = u.toString();
                    UUID parsed = UUID.fromString(text);
                    assertEquals(u.high(), parsed.getMostSignificantBits(), text);
                    assertEquals(u.low(), parsed.getLeastSignificantBits(), text);
                    assertArrayEquals(ByteBuffer.allocate(16).putLong(u.high()).putLong(u.low()).array(), u.bytes());
                    assertEquals(u, BinaryUuid.of(u.bytes()));
                }
                assertEquals(Uuids.v4(seed, row), Uuids.v4Binary(seed, row).toString(), "v4 text and bytes agree");
                assertEquals(Uuids.v7(seed, row), Uuids.v7Binary(seed, row).toString(), "v7 text and bytes agree");
            }
        }
        assertEquals("01234567-89ab-cdef-8000-000000000a0f",
                new BinaryUuid(0x0123456789ABCDEFL, 0x8000000000000A0FL).toString());
    }

    @Test
    void onlySixteenBytesAreAUuid() {
        assertThrows(IllegalArgumentException.class, () -> BinaryUuid.of(new byte[15]));
    }
}
