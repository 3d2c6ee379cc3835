package seedgen.generate;

import java.util.Objects;

/** One generated column: its name, its SQL type and the generator of its values. */
public record Column(String name, ColumnType type, ValueGenerator generator) {

    public Column {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(type, "type");
        Objects.requireNonNull(generator, "generator");
    }
}
