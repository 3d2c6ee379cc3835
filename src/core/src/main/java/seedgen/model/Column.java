package seedgen.model;

import java.util.Objects;
import seedgen.generate.ValueGenerator;

/** One generated column: its name, its SQL type and the generator of its values. */
public record Column(String name, ColumnType type, ValueGenerator generator) {

    public Column {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(type, "type");
        Objects.requireNonNull(generator, "generator");
    }
}
