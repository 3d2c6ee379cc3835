package seedgen.fromdb;

import java.util.List;

/**
 * A spec as the rules of {@code --from-db} chose it, before it is text: every table's entry and, for a table filled,
 * each column's generator with the reasons said beside it. {@link SpecYaml} is the one place that renders it.
 *
 * @param header the comment lines above the spec, each without its {@code #}
 * @param name the dataset's name
 * @param tables one entry for each table read, in the catalog's order
 */
record SpecDraft(List<String> header, String name, List<Entry> tables) {

    /** What the spec says of one table. */
    sealed interface Entry permits Filled, Kept, LeftOut {
    }

    /** A table the spec fills. */
    record Filled(TableDraft table) implements Entry {
    }

    /**
     * A table kept as it is: named only when nothing refers to it ({@code columns} empty), else its rows listed.
     *
     * @param rows the values of {@code columns} on each row listed, in key order
     * @param primaryKey the key the spec declares (empty when the columns listed do not hold it)
     * @param uniqueAlone the columns listed that are unique on their own, beside that key
     */
    record Kept(String name, long held, String why, List<String> columns, List<List<String>> rows,
            List<String> primaryKey, List<String> uniqueAlone) implements Entry {
    }

    /** A table with no rows in the spec, and why (a trigger writes it; it refers to a table left out; ...). */
    record LeftOut(String name, String why) implements Entry {
    }

    /**
     * One filled table: how many rows (a number, or its parent's with {@code per}), its columns, the checks its
     * values may break and its keys.
     *
     * @param measured comment lines of what was learned of the table (empty when nothing was)
     * @param per the parent the rows follow, as the spec writes it, or null
     * @param perWhy why the rows follow that parent where the schema says so (null where measured, or no per:)
     * @param cappedBy why the table gets {@code rows} rather than {@code asked}, or null when it gets what was asked
     * @param unfollowed the CHECK clauses (normalised) the values are not made to keep
     * @param keyNote why the primary key is what it is, when the table declares none; else null
     * @param composite the unique keys of several columns
     */
    record TableDraft(String name, List<String> measured, String per, String perWhy, long rows, long asked,
            String cappedBy, List<ColumnDraft> columns, List<String> unfollowed, List<String> primaryKey, String keyNote,
            List<List<String>> composite, List<CheckDraft> checks) {

        TableDraft {
            checks = List.copyOf(checks);
        }

        /** The same table, its columns and checks with the notes the compiled spec's sample adds. */
        TableDraft withNotes(List<ColumnDraft> columns, List<CheckDraft> checks) {
            return new TableDraft(name, measured, per, perWhy, rows, asked, cappedBy, columns, unfollowed, primaryKey,
                    keyNote, composite, checks);
        }
    }

    /**
     * A CHECK the fill evaluates on every row ({@code checks:}), as the spec writes it, with the comment after it
     * (null for none): whether the generators keep it (derived) or rows are drawn again to (redrawn).
     */
    record CheckDraft(String name, String sql, String note) {
    }

    /**
     * One column: the notes said above it (each a comment line) and, unless it is left out of the rows, its
     * generator.
     *
     * @param gen the generator, or null when the column is only noted
     * @param unique whether the spec marks it unique
     * @param nullShare the share of NULLs as the spec writes it, or null for none
     * @param nullWith what the NULLs go with (a fragment {@link CrossColumns} writes), or empty
     * @param type the column's type, or null when the generator says it or needs none
     * @param measured what was learned of its values, or null
     */
    record ColumnDraft(String name, List<String> notes, Gen gen, boolean unique, String nullShare, String nullWith,
            String type, String measured) {

        static ColumnDraft noted(String name, String note) {
            return new ColumnDraft(name, List.of(note), null, false, null, "", null, null);
        }

        /** The same column with one more note above it. */
        ColumnDraft noting(String note) {
            List<String> more = new java.util.ArrayList<>(notes);
            more.add(note);
            return new ColumnDraft(name, more, gen, unique, nullShare, nullWith, type, measured);
        }
    }
}
