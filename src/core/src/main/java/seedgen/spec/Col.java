package seedgen.spec;

import seedgen.generate.Generators;
import seedgen.generate.ValueGenerator;
import seedgen.model.ColumnType;
import seedgen.model.ForeignKey;

/** A compiled column: its generator and type, and what keys and references need to know of it. */
record Col(String name, ValueGenerator gen, ColumnType type, boolean unique, boolean digitFree,
        Generators.Timed timed, ForeignKey fk, boolean parentColumn, String distinctOwnerOf,
        boolean nullable) {

    static Col plain(Spec.ColumnDef c, ValueGenerator gen, ColumnType type, boolean unique, boolean digitFree) {
        return new Col(c.name(), gen, type, unique, digitFree, null, null, false, null, false);
    }
}
