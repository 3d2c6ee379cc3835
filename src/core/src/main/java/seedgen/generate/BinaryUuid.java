package seedgen.generate;

/**
 * A UUID stored as BINARY(16): its 128 bits as two longs, which go to the server as 16 bytes, most significant first
 * (the bytes MySQL's {@code UUID_TO_BIN(u)} gives without its swap flag, so {@code BIN_TO_UUID} gives the text back).
 * Every writer sends it as those bytes in hex; {@link #toString()} is its text, as a CHAR(36) column holds it, which is
 * what a template or a JSON field naming the column writes.
 */
public record BinaryUuid(long high, long low) {

    /** The bytes of the column. */
    public static final int BYTES = 16;
    /** The characters of the text form. */
    public static final int TEXT_LENGTH = 36;

    /** The 16 bytes, most significant first (a new array: for look-ups, not for the rows of a batch). */
    public byte[] bytes() {
        byte[] b = new byte[BYTES];
        for (int i = 0; i < 8; i++) {
            b[i] = (byte) (high >>> (56 - 8 * i));
            b[8 + i] = (byte) (low >>> (56 - 8 * i));
        }
        return b;
    }

    /** The UUID of 16 bytes read back from a BINARY(16) column. */
    public static BinaryUuid of(byte[] bytes) {
        if (bytes.length != BYTES) {
            throw new IllegalArgumentException("a BINARY(16) uuid is 16 bytes, not " + bytes.length);
        }
        long high = 0;
        long low = 0;
        for (int i = 0; i < 8; i++) {
            high = high << 8 | (bytes[i] & 0xFF);
            low = low << 8 | (bytes[8 + i] & 0xFF);
        }
        return new BinaryUuid(high, low);
    }

    /** The text form, 8-4-4-4-12 lowercase hex digits. */
    @Override
    public String toString() {
        return Uuids.text(high, low);
    }
}
