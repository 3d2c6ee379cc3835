package seedgen.fromdb;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import seedgen.catalog.Catalog;
import seedgen.catalog.Trigger;

/**
 * Keys that triggers copy into one key of a table whose rows are theirs, from several tables: LedgerSMB's ar, ap and
 * gl each write their {@code id} into {@code transactions.id}, its primary key. Each of those tables' sequences is
 * made to start past the rows of the one before it (in the catalog's order of the triggers), so that the rows the
 * triggers write never collide; the column says so in the spec. A copied key that is no sequence of a table of its
 * own rows (a UUID, distinct by itself; a table whose rows follow a parent's) is left as it is.
 */
final class TriggerKeys {

    private static final Gen SEQUENCE = Gen.of("sequence");

    private TriggerKeys() {
    }

    /** {@code drafts} with the sequences several triggers copy into one key made disjoint. */
    static Map<String, SpecDraft.TableDraft> disjoint(Catalog catalog, Map<String, SpecDraft.TableDraft> drafts) {
        Map<String, SpecDraft.TableDraft> out = new LinkedHashMap<>(drafts);
        for (Catalog.Table written : catalog.tables()) {
            if (!written.writtenByTrigger()) {
                continue;
            }
            List<List<String>> keys = new ArrayList<>(written.unique());
            keys.add(0, written.primaryKey());
            for (List<String> key : keys) {
                if (key.size() == 1) {
                    spread(catalog, written, key.get(0), out);
                }
            }
        }
        return out;
    }

    /** The sequences copied into {@code written.column} from the tables drafted, each after the one before. */
    private static void spread(Catalog catalog, Catalog.Table written, String column,
            Map<String, SpecDraft.TableDraft> drafts) {
        List<String[]> sources = new ArrayList<>(); // table, column, trigger
        for (Trigger t : catalog.triggers()) {
            if (!t.rowInsert() || !drafts.containsKey(t.table())) {
                continue;
            }
            for (Trigger.Write w : t.writes()) {
                String from = w.verb() == Trigger.Verb.INSERT && w.table().equalsIgnoreCase(written.name())
                        ? w.fromNew(column, written) : null;
                Catalog.Column c = from == null ? null : catalog.table(t.table()).column(from);
                if (c != null && sources.stream().noneMatch(s -> s[0].equalsIgnoreCase(t.table()))) {
                    sources.add(new String[] {t.table(), c.name(), t.name()});
                }
            }
        }
        if (sources.size() < 2) {
            return;
        }
        String all = String.join(", ", sources.stream().map(s -> s[0]).toList());
        long next = 1;
        for (String[] s : sources) {
            SpecDraft.TableDraft d = drafts.get(s[0]);
            List<SpecDraft.ColumnDraft> columns = new ArrayList<>();
            boolean moved = false;
            for (SpecDraft.ColumnDraft c : d.columns()) {
                if (c.name().equals(s[1]) && SEQUENCE.equals(c.gen()) && d.per() == null) {
                    List<String> notes = new ArrayList<>(c.notes());
                    notes.add("from " + next + ": trigger " + s[2] + " copies it into " + written.name() + "."
                            + column + ", which " + all + " all fill, each past the one before");
                    Gen gen = next == 1 ? c.gen() : SEQUENCE.with("start", next);
                    columns.add(new SpecDraft.ColumnDraft(c.name(), notes, gen, c.unique(), c.nullShare(), c.nullWith(),
                            c.type(), c.measured()));
                    moved = true;
                } else {
                    columns.add(c);
                }
            }
            if (!moved) {
                continue;
            }
            drafts.put(s[0], new SpecDraft.TableDraft(d.name(), d.measured(), d.per(), d.perWhy(), d.rows(), d.asked(),
                    d.cappedBy(), columns, d.unfollowed(), d.primaryKey(), d.keyNote(), d.composite(), d.checks()));
            next += d.rows();
        }
    }
}
