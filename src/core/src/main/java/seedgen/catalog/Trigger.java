package seedgen.catalog;

import java.util.List;
import java.util.Objects;

/**
 * A trigger of a table as its server's catalog holds it, with what its body writes: the tables its statements
 * INSERT into, UPDATE or DELETE from (and those of the routines it calls, where the server keeps their text), read
 * from the text. What a fill needs to tell whether another table's rows come from it.
 *
 * @param table the table it is on
 * @param name its name
 * @param onInsert whether an INSERT fires it
 * @param perRow whether it fires once a row (else once a statement)
 * @param state how it meets a fill's sessions
 * @param routine what it runs, as the server says it ({@code EXECUTE FUNCTION app.audit()}, {@code AFTER INSERT})
 * @param writes each statement of its body that writes a table
 * @param unread why the tables it writes are not all known (a function in C, dynamic SQL), or null when they are
 * @param setsNew the columns of the new row it sets ({@code NEW.total := ...})
 * @param reads whether its body (or a routine it calls) may read a table: a SELECT or a FROM in its text
 */
public record Trigger(String table, String name, boolean onInsert, boolean perRow, State state, String routine,
        List<Write> writes, String unread, List<String> setsNew, boolean reads) {

    public Trigger {
        Objects.requireNonNull(table, "table");
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(state, "state");
        writes = List.copyOf(writes);
        setsNew = List.copyOf(setsNew);
    }

    /**
     * Whether the rows of other tables can change what it does as a row goes in: it reads or writes a table, or what
     * it runs is not all known. A trigger that only sets columns of its own row can not.
     */
    public boolean touchesOtherTables() {
        return reads || unread != null || !writes.isEmpty();
    }

    /** How a trigger meets the sessions of a fill. */
    public enum State {
        /** It fires in a fill's sessions as it is (every MySQL trigger; PostgreSQL's ENABLE ALWAYS or REPLICA). */
        FIRES,
        /**
         * It fires in the application's sessions but not in a fill's unless switched on for the run (PostgreSQL's
         * ordinary trigger, under the fill's session_replication_role = replica).
         */
        SWITCHABLE,
        /** Disabled: it fires in no session. */
        DISABLED
    }

    /** What a statement does to the table it names; a MERGE or an upsert counts as an INSERT (it may add rows). */
    public enum Verb {
        INSERT, UPDATE, DELETE
    }

    /**
     * One statement's write: {@code schema} (null when the name is not qualified) and {@code table}; for an INSERT,
     * the columns it names ({@code columns}, empty for all the table's in order) and, position by position, the
     * column of the new row each value is ({@code fromNew}: {@code NEW.id} gives {@code id}; null for any other
     * value).
     */
    public record Write(String schema, String table, Verb verb, List<String> columns, List<String> fromNew) {

        public Write {
            Objects.requireNonNull(table, "table");
            Objects.requireNonNull(verb, "verb");
            columns = List.copyOf(columns);
            fromNew = java.util.Collections.unmodifiableList(new java.util.ArrayList<>(fromNew));
        }

        /**
         * The column of the new row that {@code column} of {@code written} gets, or null: by the columns named, or by
         * the written table's own order where the INSERT names none.
         */
        public String fromNew(String column, Catalog.Table written) {
            List<String> names = columns.isEmpty() && written != null
                    ? written.columns().stream().map(Catalog.Column::name).toList() : columns;
            for (int i = 0; i < names.size() && i < fromNew.size(); i++) {
                if (names.get(i).equalsIgnoreCase(column)) {
                    return fromNew.get(i);
                }
            }
            return null;
        }
    }

    /** Whether it fires on an INSERT once a row. */
    public boolean rowInsert() {
        return onInsert && perRow;
    }
}
