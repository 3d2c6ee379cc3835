package seedgen.fromdb;

import static seedgen.fromdb.YamlText.quote;
import static seedgen.fromdb.YamlText.yamlName;

import java.util.List;
import java.util.Locale;

/**
 * The one writer of a spec made from a catalog: renders a {@link SpecDraft} as the YAML (format 1) a user reads,
 * edits and loads with {@code --spec FILE}, each reason a comment beside the line it explains.
 */
final class SpecYaml {

    /** A link or history table's rows: 0 to 2 for each parent row, about as many as the parent's. */
    private static final String ABOUT = "  # about as many rows as the parent";

    private SpecYaml() {
    }

    static String render(SpecDraft draft) {
        StringBuilder out = new StringBuilder();
        draft.header().forEach(line -> out.append("# ").append(line).append('\n'));
        out.append("seedgen: 1\n");
        out.append("name: ").append(draft.name()).append('\n');
        out.append("tables:\n");
        for (SpecDraft.Entry e : draft.tables()) {
            if (e instanceof SpecDraft.Filled f) {
                table(out, f.table());
            } else if (e instanceof SpecDraft.Kept k) {
                kept(out, k);
            } else if (e instanceof SpecDraft.LeftOut l) {
                out.append("  # ").append(comment(l.name())).append(": left out, ").append(comment(l.why()))
                        .append('\n');
            }
        }
        return out.toString();
    }

    /** Text on one comment line. */
    static String comment(String text) {
        return text.replaceAll("[\\r\\n]+", " ");
    }

    static String names(List<String> names) {
        return String.join(", ", names.stream().map(YamlText::yamlName).toList());
    }

    private static void table(StringBuilder out, SpecDraft.TableDraft t) {
        out.append("  ").append(yamlName(t.name())).append(":\n");
        t.measured().forEach(m -> out.append("    # ").append(m).append('\n'));
        if (t.per() != null) {
            out.append("    per: ").append(t.per()).append(t.per().endsWith(", count: 0..2}") ? ABOUT : "")
                    .append('\n');
        } else if (t.cappedBy() != null) {
            out.append("    rows: ").append(t.rows()).append("  # not ").append(t.asked()).append(": ")
                    .append(t.cappedBy()).append('\n');
        } else {
            out.append("    rows: ").append(t.rows()).append('\n');
        }
        out.append("    columns:\n");
        t.columns().forEach(c -> column(out, c));
        for (String clause : t.unfollowed()) {
            out.append("    # CHECK (").append(clause).append(") is not followed: edit the columns it names so that "
                    + "every value keeps it\n");
        }
        if (!t.checks().isEmpty()) {
            out.append("    checks:\n");
            for (SpecDraft.CheckDraft c : t.checks()) {
                if (c.note() != null) {
                    out.append("      # ").append(comment(c.note())).append('\n');
                }
                out.append("      - ");
                if (c.name() == null) {
                    out.append(quote(c.sql()));
                } else {
                    out.append("{name: ").append(quote(c.name())).append(", check: ").append(quote(c.sql()))
                            .append('}');
                }
                out.append('\n');
            }
        }
        out.append("    primary_key: [").append(names(t.primaryKey())).append("]")
                .append(t.keyNote() == null ? "" : "  # " + t.keyNote()).append('\n');
        if (!t.composite().isEmpty()) {
            out.append("    unique: [");
            for (int i = 0; i < t.composite().size(); i++) {
                out.append(i == 0 ? "" : ", ").append('[').append(names(t.composite().get(i))).append(']');
            }
            out.append("]\n");
        }
    }

    private static void column(StringBuilder out, SpecDraft.ColumnDraft c) {
        c.notes().forEach(n -> out.append("      # ").append(n).append('\n'));
        if (c.gen() == null) {
            return;
        }
        out.append("      ").append(yamlName(c.name())).append(": {").append(c.gen().render());
        if (c.unique()) {
            out.append(", unique: true");
        }
        if (c.nullShare() != null) {
            out.append(", null: ").append(c.nullShare()).append(c.nullWith());
        }
        if (c.type() != null) {
            out.append(", type: ").append(quote(c.type()));
        }
        out.append("}");
        if (c.measured() != null) {
            out.append("  # ").append(comment(c.measured()));
        }
        out.append('\n');
    }

    /**
     * A kept table: {@code kept: true}, the rows listed, and the columns other tables refer to, each row's value in
     * key order ({@code gen: list}); named only when nothing refers to it.
     */
    private static void kept(StringBuilder b, SpecDraft.Kept k) {
        String rows = String.format(Locale.ROOT, "%,d row%s", k.held(), k.held() == 1 ? "" : "s");
        if (k.columns().isEmpty()) {
            b.append("  # ").append(comment(k.name())).append(": kept, ").append(rows).append(" of its own (")
                    .append(comment(k.why())).append(")\n");
            return;
        }
        b.append("  ").append(yamlName(k.name())).append(":\n");
        b.append("    kept: true  # ").append(rows).append(" of its own, kept as ")
                .append(k.held() == 1 ? "it is" : "they are").append(" (").append(comment(k.why())).append(")");
        if (k.rows().size() < k.held()) {
            b.append(String.format(Locale.ROOT, "; the tables filled refer to the first %,d", k.rows().size()));
        }
        b.append("\n    rows: ").append(k.rows().size()).append('\n');
        b.append("    columns:\n");
        for (int i = 0; i < k.columns().size(); i++) {
            b.append("      ").append(yamlName(k.columns().get(i))).append(": {gen: list, values: [");
            for (int r = 0; r < k.rows().size(); r++) {
                String v = k.rows().get(r).get(i);
                b.append(r == 0 ? "" : ", ").append(v.matches("-?\\d{1,18}") ? v : quote(v));
            }
            b.append("]}\n");
        }
        b.append("    primary_key: [").append(names(k.primaryKey())).append("]\n");
        if (!k.uniqueAlone().isEmpty()) {
            b.append("    unique: [").append(String.join(", ", k.uniqueAlone().stream().map(col -> "[" + yamlName(col)
                    + "]").toList())).append("]\n");
        }
    }
}
