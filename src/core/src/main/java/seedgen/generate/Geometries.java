package seedgen.generate;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.Locale;

/**
 * Spatial values in the layout MySQL and MariaDB keep and accept for a geometry column: a 4-byte SRID, then the
 * geometry's WKB, both little-endian (what {@code ST_SRID} and {@code ST_AsWKB} read back). Each row's shape is one
 * small figure around a point drawn from the row: longitude -180..180 and latitude -90..90 for SRID 0, and both
 * -89..89 for any other SRID, valid whichever axis comes first.
 */
public final class Geometries {

    /** The kinds, as the SQL type names them; GEOMETRY is a point. */
    public enum Kind {
        POINT(1, 25), LINESTRING(2, 45), POLYGON(3, 97), MULTIPOINT(4, 34), MULTILINESTRING(5, 54),
        MULTIPOLYGON(6, 106), GEOMETRYCOLLECTION(7, 34);

        final int wkbType;
        /** The bytes of a value, SRID included. */
        public final int bytes;

        Kind(int wkbType, int bytes) {
            this.wkbType = wkbType;
            this.bytes = bytes;
        }

        /** The kind a spatial SQL type holds (GEOMETRY and GEOMCOLLECTION included), or null. */
        public static Kind ofType(String sql) {
            String s = sql.strip().toUpperCase(Locale.ROOT).replaceAll("\\s.*", "");
            return switch (s) {
                case "GEOMETRY", "POINT" -> POINT;
                case "GEOMCOLLECTION", "GEOMETRYCOLLECTION" -> GEOMETRYCOLLECTION;
                default -> {
                    try {
                        yield valueOf(s);
                    } catch (IllegalArgumentException e) {
                        yield null;
                    }
                }
            };
        }
    }

    private static final double SIDE = 0.01;

    private Geometries() {
    }

    public static ValueGenerator of(Kind kind, int srid, long seed, int stream) {
        boolean earth = srid == 0;
        return row -> {
            double x = earth ? -180 + 360 * Mix.unit(seed, row, stream) : -89 + 178 * Mix.unit(seed, row, stream);
            double y = earth ? -90 + 180 * Mix.unit(seed, row, stream ^ 0x59) : -89 + 178 * Mix.unit(seed, row,
                    stream ^ 0x59);
            x = Math.min(x, earth ? 180 - SIDE : 89 - SIDE);
            y = Math.min(y, earth ? 90 - SIDE : 89 - SIDE);
            ByteBuffer b = ByteBuffer.allocate(kind.bytes).order(ByteOrder.LITTLE_ENDIAN);
            b.putInt(srid);
            header(b, kind.wkbType);
            switch (kind) {
                case POINT -> b.putDouble(x).putDouble(y);
                case LINESTRING -> line(b, x, y);
                case POLYGON -> square(b, x, y);
                case MULTIPOINT, GEOMETRYCOLLECTION -> {
                    b.putInt(1);
                    header(b, Kind.POINT.wkbType);
                    b.putDouble(x).putDouble(y);
                }
                case MULTILINESTRING -> {
                    b.putInt(1);
                    header(b, Kind.LINESTRING.wkbType);
                    line(b, x, y);
                }
                case MULTIPOLYGON -> {
                    b.putInt(1);
                    header(b, Kind.POLYGON.wkbType);
                    square(b, x, y);
                }
            }
            return new Bytes(b.array());
        };
    }

    private static void header(ByteBuffer b, int type) {
        b.put((byte) 1).putInt(type); // 1: little-endian
    }

    private static void line(ByteBuffer b, double x, double y) {
        b.putInt(2).putDouble(x).putDouble(y).putDouble(x + SIDE).putDouble(y + SIDE);
    }

    /** One closed ring, counter-clockwise. */
    private static void square(ByteBuffer b, double x, double y) {
        b.putInt(1).putInt(5);
        b.putDouble(x).putDouble(y).putDouble(x + SIDE).putDouble(y).putDouble(x + SIDE).putDouble(y + SIDE)
                .putDouble(x).putDouble(y + SIDE).putDouble(x).putDouble(y);
    }
}
