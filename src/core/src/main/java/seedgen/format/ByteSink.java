package seedgen.format;

import java.io.IOException;
import java.io.OutputStream;

/**
 * A reusable, growable byte buffer that encoders append UTF-8 to without making a String or a byte[] per
 * value. One per thread; it grows to the largest chunk it has held and is then reused, so its size depends
 * on the chunk, never on the row count.
 */
public final class ByteSink {

    private static final byte[] HEX = {'0', '1', '2', '3', '4', '5', '6', '7', '8', '9', 'A', 'B', 'C', 'D', 'E', 'F'};

    private byte[] buf;
    private int len;

    public ByteSink(int initialCapacity) {
        buf = new byte[Math.max(16, initialCapacity)];
    }

    public int length() {
        return len;
    }

    public void clear() {
        len = 0;
    }

    /** The bytes {@code [0, length())}; valid until the next append or clear. */
    byte[] array() {
        return buf;
    }

    /** Copies up to {@code n} bytes from {@code from} into {@code dst}; returns how many. */
    public int copyTo(int from, byte[] dst, int off, int n) {
        int k = Math.min(n, len - from);
        System.arraycopy(buf, from, dst, off, k);
        return k;
    }

    public void writeTo(OutputStream out) throws IOException {
        out.write(buf, 0, len);
    }

    private void ensure(int extra) {
        if (len + extra > buf.length) {
            byte[] bigger = new byte[Math.max(buf.length * 2, len + extra)];
            System.arraycopy(buf, 0, bigger, 0, len);
            buf = bigger;
        }
    }

    /** Appends a character known to be ASCII (separators, quotes, escapes). */
    public void ascii(char c) {
        ensure(1);
        buf[len++] = (byte) c;
    }

    /** Appends text known to be ASCII. */
    public void ascii(String s) {
        int n = s.length();
        ensure(n);
        for (int i = 0; i < n; i++) {
            buf[len++] = (byte) s.charAt(i);
        }
    }

    /** "00" to "99": two digits a division, written from the last. */
    private static final byte[] PAIRS = new byte[200];

    static {
        for (int i = 0; i < 100; i++) {
            PAIRS[2 * i] = (byte) ('0' + i / 10);
            PAIRS[2 * i + 1] = (byte) ('0' + i % 10);
        }
    }

    /**
     * Appends the decimal digits of {@code v}: counted first, then written from the last, two a division, in int
     * arithmetic below 2^31 (most keys and times), with no reversal after.
     */
    public void decimal(long v) {
        if (v == Long.MIN_VALUE) {
            ascii("-9223372036854775808");
            return;
        }
        ensure(20);
        if (v < 0) {
            buf[len++] = '-';
            v = -v;
        }
        int end = len + digits(v);
        int at = end;
        while (v > Integer.MAX_VALUE) {
            long q = v / 100;
            int r = (int) (v - q * 100) * 2;
            buf[--at] = PAIRS[r + 1];
            buf[--at] = PAIRS[r];
            v = q;
        }
        int i = (int) v;
        while (i >= 100) {
            int q = i / 100;
            int r = (i - q * 100) * 2;
            buf[--at] = PAIRS[r + 1];
            buf[--at] = PAIRS[r];
            i = q;
        }
        if (i >= 10) {
            buf[--at] = PAIRS[2 * i + 1];
            buf[--at] = PAIRS[2 * i];
        } else {
            buf[--at] = (byte) ('0' + i);
        }
        len = end;
    }

    /** 10^i, for {@link #digits}. */
    private static final long[] POWERS = new long[19];

    static {
        POWERS[0] = 1;
        for (int i = 1; i < POWERS.length; i++) {
            POWERS[i] = POWERS[i - 1] * 10;
        }
    }

    /**
     * The decimal digits of {@code v} (0 or more): from its bit length (log10 2 is about 1233/4096), one more where
     * it reaches the next power of ten; 0 has one.
     */
    private static int digits(long v) {
        int guess = ((64 - Long.numberOfLeadingZeros(v)) * 1233) >>> 12;
        return guess + (guess < POWERS.length && v >= POWERS[guess] ? 1 : 0) + (v == 0 ? 1 : 0);
    }

    /** Appends the low byte of {@code v}. */
    public void int8(int v) {
        ensure(1);
        buf[len++] = (byte) v;
    }

    /** Appends {@code v} as 2 bytes, most significant first (network order). */
    public void int16(int v) {
        ensure(2);
        buf[len++] = (byte) (v >>> 8);
        buf[len++] = (byte) v;
    }

    /** Appends {@code v} as 4 bytes, most significant first (network order). */
    public void int32(int v) {
        ensure(4);
        buf[len++] = (byte) (v >>> 24);
        buf[len++] = (byte) (v >>> 16);
        buf[len++] = (byte) (v >>> 8);
        buf[len++] = (byte) v;
    }

    /** Writes {@code v} as 4 bytes at {@code at}, which was appended before: a length known only after the value. */
    public void int32At(int at, int v) {
        if (at < 0 || at + 4 > len) {
            throw new IndexOutOfBoundsException(at + " is not within the " + len + " bytes appended");
        }
        buf[at] = (byte) (v >>> 24);
        buf[at + 1] = (byte) (v >>> 16);
        buf[at + 2] = (byte) (v >>> 8);
        buf[at + 3] = (byte) v;
    }

    /** Appends {@code v} as 8 bytes, most significant first (network order). */
    public void int64(long v) {
        int32((int) (v >>> 32));
        int32((int) v);
    }

    /** Appends {@code bytes} as they are. */
    public void bytes(byte[] bytes) {
        ensure(bytes.length);
        System.arraycopy(bytes, 0, buf, len, bytes.length);
        len += bytes.length;
    }

    /** Appends the 16 hex digits of {@code v}, most significant first. */
    public void hex(long v) {
        ensure(16);
        for (int shift = 60; shift >= 0; shift -= 4) {
            buf[len++] = HEX[(int) (v >>> shift) & 0xF];
        }
    }

    /** Appends two hex digits for each byte of {@code bytes}. */
    public void hex(byte[] bytes) {
        ensure(2 * bytes.length);
        for (byte b : bytes) {
            buf[len++] = HEX[(b >> 4) & 0xF];
            buf[len++] = HEX[b & 0xF];
        }
    }

    /** Appends one char of {@code s} at {@code i} as UTF-8; returns the index of the next char. */
    int utf8At(String s, int i) {
        char c = s.charAt(i);
        if (c < 0x80) {
            ensure(1);
            buf[len++] = (byte) c;
            return i + 1;
        }
        ensure(4);
        if (c < 0x800) {
            buf[len++] = (byte) (0xC0 | c >> 6);
            buf[len++] = (byte) (0x80 | c & 0x3F);
            return i + 1;
        }
        if (Character.isHighSurrogate(c) && i + 1 < s.length() && Character.isLowSurrogate(s.charAt(i + 1))) {
            int cp = Character.toCodePoint(c, s.charAt(i + 1));
            buf[len++] = (byte) (0xF0 | cp >> 18);
            buf[len++] = (byte) (0x80 | cp >> 12 & 0x3F);
            buf[len++] = (byte) (0x80 | cp >> 6 & 0x3F);
            buf[len++] = (byte) (0x80 | cp & 0x3F);
            return i + 2;
        }
        if (Character.isSurrogate(c)) { // a lone surrogate has no UTF-8 form: '?' as String.getBytes does
            buf[len++] = '?';
            return i + 1;
        }
        buf[len++] = (byte) (0xE0 | c >> 12);
        buf[len++] = (byte) (0x80 | c >> 6 & 0x3F);
        buf[len++] = (byte) (0x80 | c & 0x3F);
        return i + 1;
    }

    /** Appends {@code s} as UTF-8, unescaped. */
    /**
     * Appends {@code s} when it is ASCII and holds none of {@code a}, {@code b}, CR or LF, in one pass, and says so;
     * otherwise appends nothing and returns false (a CSV field that needs quotes, or non-ASCII text, goes the long
     * way).
     */
    public boolean plainAscii(String s, char a, char b) {
        int n = s.length();
        ensure(n);
        byte[] to = buf;
        int at = len;
        for (int i = 0; i < n; i++) {
            char c = s.charAt(i);
            if (c >= 0x80 || c == a || c == b || c == '\n' || c == '\r') {
                return false;
            }
            to[at + i] = (byte) c;
        }
        len = at + n;
        return true;
    }

    public void utf8(String s) {
        int n = s.length();
        ensure(n);
        int i = 0;
        while (i < n) {
            char c = s.charAt(i);
            if (c < 0x80) {
                buf[len++] = (byte) c;
                i++;
            } else {
                i = utf8At(s, i);
                ensure(n - i);
            }
        }
    }
}
