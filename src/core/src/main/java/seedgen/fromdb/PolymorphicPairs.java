package seedgen.fromdb;

import static seedgen.fromdb.YamlText.quote;
import static seedgen.fromdb.YamlText.yamlName;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import seedgen.catalog.Catalog;
import seedgen.catalog.Kind;

/**
 * A pair of columns that refers to a row of one of several tables, the first naming the table and the second holding
 * the row's key: {@code (commentable_type, commentable_id)}, {@code (ObjectType, ObjectId)}, {@code (owner_class,
 * owner_key)}. No foreign key can declare it, so it is found by name: a text column whose name is a stem and a word
 * for a type, beside a column of the same stem and a word for a key, which no foreign key holds. The tables, and how
 * the first column spells each, come from the values shown for it (the source's rows where {@code --learn} measured
 * them, a CHECK's list, the DEFAULT, the rows the application ships of a column of that name), each read as a
 * table's name or a class name ({@code Post}, {@code App\Models\BlogPost}, {@code blog_post}); values that name no
 * table are the application's own codes, and the pair is then left to the other rules. Where nothing shows a value
 * and the stem names only "a row of some table" ({@link #THINGS}, or a Rails stem such as {@code commentable}), the
 * tables are every table drafted here that a reference refers to, keyed by one column of the key's kind, each
 * spelled as its name. Not with {@code --no-inferred-references}.
 */
final class PolymorphicPairs {

    private static final Set<String> TYPE_WORDS = Set.of("type", "kind", "class", "model");
    private static final Set<String> KEY_WORDS = Set.of("id", "ident", "key", "pk");
    /**
     * Stems that name no thing of their own, only "a row of some table": with no value shown, such a pair (and one
     * named as Rails names them, {@code commentable}) is read as naming tables; any other stem's type may as well be
     * a code of the application's ({@code event_type} of clicks and views, {@code content_type} of MIME types).
     */
    private static final Set<String> THINGS = Set.of("entity", "object", "owner", "subject", "target", "parent",
            "resource", "model", "record", "item", "related", "holder", "context", "attached", "container");

    private PolymorphicPairs() {
    }

    /** The pairs of {@code t} that {@code k} has not decided, written into its generators with a note on each. */
    static void apply(TableRules.Context ctx, Catalog.Table t, KeyShape k) {
        if (!ctx.inferPairs()) {
            return;
        }
        for (Catalog.Column type : t.columns()) {
            List<String> words = ColumnRules.words(type.name());
            if (words.size() < 2 || !TYPE_WORDS.contains(words.get(words.size() - 1)) || type.kind() != Kind.TEXT
                    || free(t, k, type) == null) {
                continue;
            }
            List<String> stem = words.subList(0, words.size() - 1);
            Catalog.Column id = null;
            for (Catalog.Column c : t.columns()) {
                List<String> w = ColumnRules.words(c.name());
                if (w.size() == stem.size() + 1 && w.subList(0, stem.size()).equals(stem)
                        && KEY_WORDS.contains(w.get(stem.size())) && free(t, k, c) != null) {
                    id = c;
                }
            }
            if (id == null || !(ColumnRules.isInteger(id) || id.kind() == Kind.TEXT)) {
                continue;
            }
            Targets targets = targets(ctx, t, type, id, k);
            if (targets == null || targets.values.isEmpty()) {
                continue;
            }
            write(t, k, type, id, targets);
        }
    }

    /** The tables one pair refers to, each with its value in the type column, and where they were read from. */
    private record Targets(Map<String, String> values, String from) {
    }

    private static void write(Catalog.Table t, KeyShape k, Catalog.Column type, Catalog.Column id, Targets targets) {
        if (targets.values.size() == 1) {
            Map.Entry<String, String> only = targets.values.entrySet().iterator().next();
            k.gens.put(id.name(), KeyShape.ref(only.getKey()));
            k.gens.put(type.name(), Gen.of("constant").with("value", quote(only.getValue())));
        } else {
            k.gens.put(id.name(), Gen.of("ref").with("one_of", "{" + String.join(", ", targets.values.entrySet()
                    .stream().map(e -> yamlName(e.getKey()) + ": " + quote(e.getValue())).toList()) + "}"));
            k.gens.put(type.name(), Gen.of("kind").with("of", yamlName(id.name())));
        }
        String tables = targets.values.size() + (targets.values.size() == 1 ? " table" : " tables");
        k.notes.put(id.name(), yamlName(id.name()) + ": inferred (no foreign key declares it): a row of one of "
                + tables + ", the one " + type.name() + " names (" + targets.from + ")");
        k.notes.put(type.name(), yamlName(type.name()) + ": names the table of the row " + id.name() + " refers to");
    }

    /** The column where neither a key nor a reference decided it, nor a unique key holds it; else null. */
    private static Catalog.Column free(Catalog.Table t, KeyShape k, Catalog.Column c) {
        boolean referring = t.foreignKeys().stream().anyMatch(fk -> fk.columns().stream()
                .anyMatch(c.name()::equalsIgnoreCase));
        return k.gens.containsKey(c.name()) || t.inKey(c.name()) || referring || c.generated() ? null : c;
    }

    private static Targets targets(TableRules.Context ctx, Catalog.Table t, Catalog.Column type, Catalog.Column id,
            KeyShape k) {
        List<String> shown = new ArrayList<>();
        String from = null;
        seedgen.profile.Learned.TableShape shape = ctx.learned() == null ? null
                : ctx.learned().tables().get(t.name());
        seedgen.profile.Learned.ColumnShape measured = shape == null ? null : shape.columns().get(type.name());
        if (measured != null && measured.members() != null && !measured.members().isEmpty()) {
            measured.members().forEach(m -> shown.add(m.value()));
            from = "the source's rows (--learn)";
        }
        Checks.Rule rule = k.checks.of(type.name());
        if (shown.isEmpty() && rule != null && rule.in != null) {
            shown.addAll(rule.in);
            from = "its CHECK's list";
        }
        String constant = t.said(type.name()).constant();
        if (shown.isEmpty() && constant != null && !constant.isEmpty()) {
            shown.add(constant);
            from = "its DEFAULT";
        }
        if (shown.isEmpty()) {
            for (Map.Entry<String, KeptRows.Kept> e : ctx.kept().entrySet()) {
                Map<String, Long> sample = e.getValue().sample(type.name());
                if (!sample.isEmpty()) {
                    shown.addAll(sample.keySet());
                    from = "the application's rows of " + e.getKey() + "." + type.name();
                    break;
                }
            }
        }
        Map<String, String> out = new java.util.TreeMap<>(String.CASE_INSENSITIVE_ORDER);
        if (!shown.isEmpty()) {
            for (String value : shown) {
                Catalog.Table named = named(ctx, value);
                if (named != null && fits(ctx, t, named, type, id, value)) {
                    out.putIfAbsent(named.name(), value);
                }
            }
            // a value that names no table is a code of the application's own: its pairs are not told here
            return out.size() == new java.util.HashSet<>(shown).size() ? new Targets(out, "spelled as in " + from)
                    : null;
        }
        List<String> stem = ColumnRules.words(type.name());
        String last = stem.get(stem.size() - 2);
        if (!last.endsWith("able") && !THINGS.contains(last)) {
            return null; // an event_type beside an event_id: as likely a code of the application's as a table's name
        }
        java.util.Set<String> referred = new java.util.TreeSet<>(String.CASE_INSENSITIVE_ORDER);
        ctx.catalog().tables().forEach(o -> o.foreignKeys().forEach(fk -> referred.add(fk.refTable())));
        for (Catalog.Table o : ctx.catalog().tables()) {
            if (referred.contains(o.name()) && fits(ctx, t, o, type, id, o.name())) {
                out.put(o.name(), o.name());
            }
        }
        return new Targets(out, "no value of it is shown: every table a reference refers to, by its name");
    }

    /**
     * Whether the pair can refer to {@code target} as {@code value}: another table drafted here, keyed by one column
     * of the id's kind (integer or text, no wider than the id), with the value no longer than the type column.
     */
    private static boolean fits(TableRules.Context ctx, Catalog.Table t, Catalog.Table target, Catalog.Column type,
            Catalog.Column id, String value) {
        if (target.name().equalsIgnoreCase(t.name()) || !ctx.drafted(target.name())
                || target.primaryKey().size() != 1 || type.length() != null && value.length() > type.length()) {
            return false;
        }
        Catalog.Column key = target.column(target.primaryKey().get(0));
        if (ColumnRules.isInteger(id)) {
            return ColumnRules.isInteger(key);
        }
        return key.kind() == Kind.TEXT && (id.length() == null || key.length() != null && key.length() <= id.length());
    }

    /**
     * The table a value names: its last part as a class names it ({@code App\Models\BlogPost}, {@code Blog::Post},
     * {@code org.app.BlogPost}), in words, equal to a table's name in words (a schema's prefix aside), or to its
     * plural or singular; null where none or several do.
     */
    static Catalog.Table named(TableRules.Context ctx, String value) {
        String last = value.replaceAll(".*[\\\\/.:]", "");
        List<String> words = ColumnRules.words(last);
        if (words.isEmpty()) {
            return null;
        }
        String prefix = TableNames.schemaPrefix(ctx.catalog().tables().stream().map(Catalog.Table::name).toList());
        Catalog.Table found = null;
        for (Catalog.Table o : ctx.catalog().tables()) {
            String name = o.name().toLowerCase(Locale.ROOT);
            if (!prefix.isEmpty() && name.startsWith(prefix)) {
                name = name.substring(prefix.length());
            }
            List<String> tw = ColumnRules.words(name);
            if (tw.size() != words.size() || !tw.subList(0, tw.size() - 1).equals(words.subList(0, words.size() - 1))
                    || !sameWord(tw.get(tw.size() - 1), words.get(words.size() - 1))) {
                continue;
            }
            if (found != null) {
                return null;
            }
            found = o;
        }
        return found;
    }

    /** One word, or it in the plural ({@code post}, {@code posts}; {@code category}, {@code categories}). */
    private static boolean sameWord(String a, String b) {
        return a.equals(b) || plural(a).equals(b) || plural(b).equals(a);
    }

    private static String plural(String w) {
        if (w.endsWith("y") && w.length() > 2 && "aeiou".indexOf(w.charAt(w.length() - 2)) < 0) {
            return w.substring(0, w.length() - 1) + "ies";
        }
        return w.endsWith("s") || w.endsWith("x") || w.endsWith("ch") || w.endsWith("sh") ? w + "es" : w + "s";
    }
}
