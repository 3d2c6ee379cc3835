package seedgen.fromdb;

import seedgen.catalog.Catalog;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * The names of things an application shows in its lists (an application, a service, a board, a team) as names a
 * person would give them: product-like names, never people's names and never bare numbers. A name that must be
 * unique is the thing's word and the row's key ({@code Board 17}), which reads as a name and cannot repeat.
 */
final class ThingNames {

    /** Things named like products or projects (Datafaker's app names: Andalax, Voltsillam). */
    private static final Set<String> APPS = Set.of("application", "app", "service", "connection", "host", "device",
            "server", "queue", "job", "workspace", "repository", "repo", "project", "board", "column", "swimlane",
            "group", "team", "pipeline", "cluster", "environment", "integration", "client", "node", "bucket");
    /** Things sold: a product's name. */
    private static final Set<String> GOODS = Set.of("product", "item", "article", "sku");
    private static final Set<String> NAMES = Set.of("name", "title", "label", "display");

    private ThingNames() {
    }

    /**
     * The generator for a name column ({@code name}, {@code display_name}) of a thing, by the column's own words or
     * else the table's ({@code boards.name}), or null when it names no such thing.
     */
    static Gen of(Catalog.Table t, List<String> words) {
        if (!words.contains("name") && !has(words, "display")) {
            return null;
        }
        String thing = thing(t, words);
        if (thing == null) {
            return null;
        }
        return TextByName.faker(GOODS.contains(thing) ? "Commerce.productName" : "App.name");
    }

    /**
     * A unique name that reads as one: the thing's word (or the table's) and the table's integer key, {@code
     * "Board {id}"}, when {@code n} characters hold it; else null.
     */
    static Gen unique(Catalog.Table t, List<String> words, long n, String sequence) {
        if (sequence == null || words.stream().noneMatch(NAMES::contains) || words.contains("user")) {
            return null;
        }
        String thing = thing(t, words);
        if (thing == null) {
            List<String> table = ColumnRules.words(t.name());
            thing = singular(table.get(table.size() - 1));
        }
        String word = thing.substring(0, 1).toUpperCase(Locale.ROOT) + thing.substring(1);
        if (!word.chars().allMatch(Character::isLetter) || n < word.length() + 1 + 20) {
            return null; // a digit beside the key could make two rows' names alike; the key's digits must fit
        }
        return Gen.of("template").with("text", "\"" + word + " {" + sequence + "}\"");
    }

    private static String thing(Catalog.Table t, List<String> words) {
        for (String w : words) {
            if (APPS.contains(w) || GOODS.contains(w)) {
                return w;
            }
        }
        if (words.size() > 2 || words.size() == 2 && !has(words, "display")) {
            return null; // another word says whose name it is: a contact_name is a person's
        }
        return ColumnRules.words(t.name()).stream().map(ThingNames::singular)
                .filter(w -> APPS.contains(w) || GOODS.contains(w)).reduce((a, b) -> b).orElse(null);
    }

    private static String singular(String w) {
        return w.endsWith("ies") ? w.substring(0, w.length() - 3) + "y"
                : w.endsWith("s") && !w.endsWith("ss") ? w.substring(0, w.length() - 1) : w;
    }

    private static boolean has(List<String> words, String... any) {
        for (String a : any) {
            if (words.contains(a)) {
                return true;
            }
        }
        return false;
    }
}
