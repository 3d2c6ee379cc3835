package seedgen.spec;

import java.util.function.LongUnaryOperator;

/** A ref column's choice of row: the target table, the column it copies, the row it picks for a row. */
record Picked(Table target, String column, LongUnaryOperator pick) {
}
