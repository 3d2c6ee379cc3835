package seedgen.spec;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import seedgen.generate.BinaryUuid;
import seedgen.generate.ValueGenerator;
import seedgen.model.ColumnType;

/** Text made of literals and other columns' values, and whether it is unique by construction. */
final class Templates {

    private static final Pattern TEMPLATE_REF = Pattern.compile("\\{([A-Za-z_][A-Za-z0-9_]*)}");

    private final Compilation comp;
    private final long seed;

    Templates(Compilation comp) {
        this.comp = comp;
        this.seed = comp.seed;
    }

    Col template(Table t, Spec.ColumnDef c) {
        Node text = c.options().get("text");
        if (text == null) {
            throw c.genWhere().error("template needs 'text: \"...{column}...\"'");
        }
        String s = text.scalar("text");
        Matcher m = TEMPLATE_REF.matcher(s);
        List<Object> parts = new ArrayList<>();
        int from = 0;
        long longest = 0;
        boolean unique = false;
        boolean allDigitFree = true;
        Set<String> seen = new HashSet<>();
        while (m.find()) {
            String literal = s.substring(from, m.start());
            parts.add(literal);
            longest += literal.length();
            Col ref = comp.column(t, m.group(1), text.where());
            if (ref.type().family() == ColumnType.Family.BYTES) {
                throw text.where().error("column " + m.group(1) + " holds bytes (" + ref.type().ddl() + "), which a "
                        + "template cannot write: name another column");
            }
            if (ref.type().isBinary()) {
                longest += BinaryUuid.TEXT_LENGTH; // a template writes a binary uuid's text
            } else if (ref.type().family() == ColumnType.Family.BIGINT
                    || ref.type().family() == ColumnType.Family.OTHER && !ref.type().sql().startsWith("DECIMAL")
                    && ref.type().length() <= 11) {
                longest += 20;
            } else {
                longest += Math.max(ref.type().length(), 20);
            }
            parts.add(ref);
            seen.add(m.group(1));
            from = m.end();
        }
        parts.add(s.substring(from));
        longest += s.length() - from;
        // Unique when it holds a sequence column whose digits cannot run into others: every other column in it
        // has no digits and the characters on both sides of it are not digits.
        for (int i = 1; i < parts.size(); i += 2) {
            Col ref = (Col) parts.get(i);
            if (!ref.digitFree()) {
                allDigitFree = false;
            }
        }
        for (int i = 1; i < parts.size(); i += 2) {
            Col ref = (Col) parts.get(i);
            boolean whole = ref.type().family() == ColumnType.Family.BIGINT
                    // a sequence given type: INT UNSIGNED
                    || TypeChecks.INTEGER_TYPE.matcher(ref.type().ddl()).matches();
            if (!ref.unique() || !whole || ref.fk() != null) {
                continue;
            }
            String before = (String) parts.get(i - 1);
            String after = (String) parts.get(i + 1);
            boolean othersDigitFree = true;
            for (int j = 1; j < parts.size(); j += 2) {
                if (j != i && !((Col) parts.get(j)).digitFree()) {
                    othersDigitFree = false;
                }
            }
            boolean beforeOk = before.isEmpty() || !Character.isDigit(before.charAt(before.length() - 1));
            boolean afterOk = after.isEmpty() || !Character.isDigit(after.charAt(0));
            if (othersDigitFree && beforeOk && afterOk) {
                unique = true;
            }
        }
        List<Object> frozen = List.copyOf(parts);
        ValueGenerator gen = row -> {
            StringBuilder out = new StringBuilder(64);
            for (int i = 0; i < frozen.size(); i++) {
                Object p = frozen.get(i);
                if (p instanceof String literal) {
                    out.append(literal);
                } else {
                    Object v = ((Col) p).gen().valueFor(row);
                    out.append(v == null ? "" : v);
                }
            }
            return out.toString();
        };
        ColumnType type = longest <= 16_000 ? ColumnType.varchar((int) Math.max(1, longest))
                : ColumnType.sql("TEXT", 65_535);
        return Col.plain(c, gen, type, unique, allDigitFree && !OptionValues.hasDigit(s.replaceAll("\\{[^}]*}", "")));
    }
}
