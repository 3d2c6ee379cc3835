package seedgen.fromdb;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** The text of a spec made from a catalog: names and values as YAML reads them back, and ENUM or SET members. */
final class YamlText {

    /** A name YAML and the spec format take plain. */
    static final Pattern NAME = Pattern.compile("[A-Za-z_][A-Za-z0-9_]{0,63}");

    private YamlText() {
    }

    /**
     * A name as a YAML key or value: as it is when plain, else double-quoted (a hyphen, a space, a leading digit, a
     * word YAML reads as a boolean or null): the spec holds any name the server does.
     */
    static String yamlName(String name) {
        return NAME.matcher(name).matches() && !YAML_WORDS.contains(name.toLowerCase(Locale.ROOT)) ? name
                : quote(name);
    }

    private static final java.util.Set<String> YAML_WORDS = java.util.Set.of("true", "false", "null", "yes", "no",
            "on", "off", "y", "n");

    /** A YAML double-quoted scalar (JSON's escapes are YAML's). */
    static String quote(String s) {
        StringBuilder b = new StringBuilder("\"");
        for (char ch : s.toCharArray()) {
            switch (ch) {
                case '"' -> b.append("\\\"");
                case '\\' -> b.append("\\\\");
                case '\n' -> b.append("\\n");
                case '\t' -> b.append("\\t");
                default -> {
                    if (ch < 0x20) {
                        b.append(String.format(Locale.ROOT, "\\x%02x", (int) ch));
                    } else {
                        b.append(ch);
                    }
                }
            }
        }
        return b.append('"').toString();
    }

    /** The members of an ENUM or SET column type: {@code enum('a','it''s')} gives a and it's. */
    static List<String> members(String type) {
        List<String> out = new ArrayList<>();
        Matcher m = Pattern.compile("'((?:[^']|'')*)'").matcher(type);
        while (m.find()) {
            out.add(m.group(1).replace("''", "'"));
        }
        return out;
    }
}
