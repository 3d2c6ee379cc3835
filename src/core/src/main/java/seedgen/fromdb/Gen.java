package seedgen.fromdb;

import java.util.ArrayList;
import java.util.List;

/**
 * One column's generator choice as a value: its kind (the word after {@code gen:}) and its options in order, each
 * option's value held as the exact YAML text it is written as ({@code users}, {@code [a, b]}, {@code true}, a quoted
 * string). {@link SpecYaml} makes its text once, with {@link #render()}.
 *
 * @param kind the generator, as {@code gen:} names it
 * @param options the entries after it, in the order they are written
 */
record Gen(String kind, List<Option> options) {

    /** One entry of the flow mapping: its key and its value's YAML text. */
    record Option(String key, String value) {

        Option {
            if (key == null || key.isBlank() || value == null) {
                throw new IllegalArgumentException("a gen option needs a key and a value, not " + key + ": " + value);
            }
        }
    }

    Gen {
        if (kind == null || kind.isBlank()) {
            throw new IllegalArgumentException("a gen needs a kind, not '" + kind + "'");
        }
        options = List.copyOf(options);
    }

    /** The generator {@code kind} with no option. */
    static Gen of(String kind) {
        return new Gen(kind, List.of());
    }

    /** A flow sequence of YAML texts: {@code [a, b]}. */
    static String list(List<String> texts) {
        return "[" + String.join(", ", texts) + "]";
    }

    /** This choice with {@code key: valueText} written after its other options. */
    Gen with(String key, String valueText) {
        List<Option> more = new ArrayList<>(options);
        more.add(new Option(key, valueText));
        return new Gen(kind, more);
    }

    /** This choice with {@code key: value} written after its other options. */
    Gen with(String key, long value) {
        return with(key, Long.toString(value));
    }

    /** This choice with the options {@code more} written after its own, in their order. */
    Gen with(List<Option> more) {
        List<Option> all = new ArrayList<>(options);
        all.addAll(more);
        return new Gen(kind, all);
    }

    /** This choice without the option {@code key} (the same when it has none). */
    Gen without(String key) {
        return new Gen(kind, options.stream().filter(o -> !o.key().equals(key)).toList());
    }

    /** This choice with {@code key}'s value made {@code valueText} where it is written, or appended when absent. */
    Gen replacing(String key, String valueText) {
        if (!has(key)) {
            return with(key, valueText);
        }
        return new Gen(kind, options.stream().map(o -> o.key().equals(key) ? new Option(key, valueText) : o).toList());
    }

    /** The YAML text of option {@code key}'s value, or null when it has none. */
    String option(String key) {
        for (Option o : options) {
            if (o.key().equals(key)) {
                return o.value();
            }
        }
        return null;
    }

    /** Option {@code key} as a whole number, or {@code otherwise} when it has none. */
    long longOption(String key, long otherwise) {
        String value = option(key);
        return value == null ? otherwise : Long.parseLong(value);
    }

    /** Whether option {@code key} is written. */
    boolean has(String key) {
        return option(key) != null;
    }

    /** Whether option {@code key} is written as {@code true}. */
    boolean flag(String key) {
        return "true".equals(option(key));
    }

    /** Whether this is generator {@code kind}. */
    boolean is(String kind) {
        return this.kind.equals(kind);
    }

    /** Whether {@code key} is the first option (a choice's {@code values:}, a reference's {@code table:}). */
    boolean opensWith(String key) {
        return !options.isEmpty() && options.get(0).key().equals(key);
    }

    /** This choice without option {@code key} and the options after it (the same when it has none). */
    Gen before(String key) {
        List<Option> kept = new ArrayList<>();
        for (Option o : options) {
            if (o.key().equals(key)) {
                break;
            }
            kept.add(o);
        }
        return new Gen(kind, kept);
    }

    /** The options from {@code key}'s on, in order (empty when it has none): what follows a rewritten start. */
    List<Option> from(String key) {
        for (int i = 0; i < options.size(); i++) {
            if (options.get(i).key().equals(key)) {
                return options.subList(i, options.size());
            }
        }
        return List.of();
    }

    /** The flow mapping's entries as the spec writes them: {@code gen: KIND, k1: v1, k2: v2}. */
    String render() {
        StringBuilder b = new StringBuilder("gen: ").append(kind);
        for (Option o : options) {
            b.append(", ").append(o.key()).append(": ").append(o.value());
        }
        return b.toString();
    }

    @Override
    public String toString() {
        return render();
    }
}
