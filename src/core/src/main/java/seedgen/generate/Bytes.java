package seedgen.generate;

import java.util.Arrays;

/**
 * A value of bytes other than a UUID's: a BIT column's bits, a spatial column's geometry in the server's own layout
 * (a 4-byte SRID, then WKB). Writers send it as hex, like a {@link BinaryUuid}; the array is not copied and must not
 * be changed after it is made.
 */
public record Bytes(byte[] value) {

    @Override
    public boolean equals(Object o) {
        return o instanceof Bytes b && Arrays.equals(value, b.value);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(value);
    }

    @Override
    public String toString() {
        StringBuilder s = new StringBuilder(2 * value.length);
        for (byte b : value) {
            s.append(Character.forDigit((b >> 4) & 0xF, 16)).append(Character.forDigit(b & 0xF, 16));
        }
        return s.toString();
    }
}
