package seedgen;

import java.io.ByteArrayInputStream;
import java.io.DataInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.URI;
import java.util.ArrayList;
import java.util.List;

/**
 * The texts a compiled class holds: the CONSTANT_Utf8 entries of its constant pool (JVMS 4.4), which ArchUnit does not
 * expose. They are every string literal (a CONSTANT_String names one), every constant a {@code static final String}
 * of another class was inlined as, the recipes of {@code +} concatenation (the text between the holes, which are
 * U+0001), the string values of annotations (picocli's descriptions), and the names and descriptors of the
 * class's members, which hold no spaces and no SQL.
 */
final class ClassFileStrings {

    private static final int MAGIC = 0xCAFEBABE;

    private ClassFileStrings() {
    }

    /** The Utf8 entries of the class file at {@code uri} (a file: or jar: URI, as ArchUnit gives its source). */
    static List<String> of(URI uri) {
        try (InputStream in = uri.toURL().openStream()) {
            return of(in.readAllBytes());
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + uri, e);
        }
    }

    static List<String> of(byte[] classFile) throws IOException {
        DataInputStream in = new DataInputStream(new ByteArrayInputStream(classFile));
        if (in.readInt() != MAGIC) {
            throw new IOException("not a class file (no 0xCAFEBABE)");
        }
        in.readUnsignedShort(); // minor version
        in.readUnsignedShort(); // major version
        int count = in.readUnsignedShort(); // entries are numbered 1..count-1
        List<String> texts = new ArrayList<>();
        for (int i = 1; i < count; i++) {
            int tag = in.readUnsignedByte();
            switch (tag) {
                // u2 length, then modified UTF-8: exactly what readUTF reads
                case 1 -> texts.add(in.readUTF());
                // Integer, Float; a field or method reference, NameAndType, Dynamic, InvokeDynamic: two u2
                case 3, 4, 9, 10, 11, 12, 17, 18 -> in.skipBytes(4);
                // Long, Double: 8 bytes, and the entry takes two numbers (JVMS 4.4.5)
                case 5, 6 -> {
                    in.skipBytes(8);
                    i++;
                }
                // Class, String, MethodType, Module, Package: one u2 index (the String's text is its Utf8 entry)
                case 7, 8, 16, 19, 20 -> in.skipBytes(2);
                // MethodHandle: a u1 kind and a u2 index
                case 15 -> in.skipBytes(3);
                default -> throw new IOException("unknown constant pool tag " + tag + " at entry " + i);
            }
        }
        return texts;
    }
}
