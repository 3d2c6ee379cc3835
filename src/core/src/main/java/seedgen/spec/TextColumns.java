package seedgen.spec;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import seedgen.generate.Distribution;
import seedgen.generate.Generators;
import seedgen.generate.Lorem;
import seedgen.generate.ParentIndex;
import seedgen.generate.PasswordHashes;
import seedgen.generate.ValueGenerator;
import seedgen.model.ColumnType;

/** Columns of text: choices, lorem, bcrypt hashes, constants and Datafaker expressions. */
final class TextColumns {

    private final Compilation comp;
    private final long seed;
    private final Map<Integer, PasswordHashes> hashesByCost = new HashMap<>();

    TextColumns(Compilation comp) {
        this.comp = comp;
        this.seed = comp.seed;
    }

    /** gen: choice. */
    Col choiceColumn(Table t, Spec.ColumnDef c, int stream) {
        Map<String, Node> o = c.options();
        Node values = o.get("values");
        if (values == null) {
            throw c.genWhere().error("choice needs 'values: [a, b]' or 'values: {a: 3, b: 1}' (weights)");
        }
        List<String> names = new ArrayList<>();
        List<Double> weights = new ArrayList<>();
        if (values.isMapping()) {
            for (Map.Entry<String, Node> e : values.mapping("values").entrySet()) {
                double w = e.getValue().number("the weight of " + e.getKey());
                if (w < 0) {
                    throw e.getValue().where().error("a weight cannot be negative");
                }
                names.add(e.getKey());
                weights.add(w);
            }
        } else {
            for (String v : values.names("values")) {
                names.add(v);
                weights.add(1.0);
            }
        }
        if (names.isEmpty() || weights.stream().mapToDouble(Double::doubleValue).sum() <= 0) {
            throw values.where().error("choice needs at least one value with a weight above 0");
        }
        int longest = names.stream().mapToInt(String::length).max().orElse(1);
        boolean digitFree = names.stream().noneMatch(OptionValues::hasDigit);
        boolean distinct = o.containsKey("distinct") && o.get("distinct").bool("distinct");
        if (o.containsKey("within") && !distinct) {
            throw o.get("within").where().error("within: names the group whose rows take different values: it goes "
                    + "with distinct: true");
        }
        if (distinct) {
            if (o.containsKey("given")) {
                throw o.get("given").where().error("given: draws a member by another column's value, which "
                        + "distinct: true does not go with: drop one");
            }
            if (o.containsKey("within") || t.def.per() == null) {
                // other: makes up the values of a group's rows past the members (a rare team of a late year)
                seedgen.generate.MadeUpValues other = o.containsKey("other") ? madeUp(c, o.get("other"), names,
                        stream) : null;
                int widest = other == null ? longest : Math.max(longest, other.longest());
                return comp.groups.distinctChoice(t, c, List.copyOf(names), List.copyOf(weights), stream, widest,
                        digitFree && other == null, other);
            }
            if (o.containsKey("other")) {
                throw o.get("other").where().error("other: makes values up, which distinct: true cannot deal out "
                        + "without within: (the rows of a group past the members): drop one");
            }
            return distinctChoice(t, c, List.copyOf(names), stream, longest, digitFree);
        }
        if (o.containsKey("given")) {
            Col own = o.containsKey("other") ? withOther(c, o.get("other"), names, weights, stream, longest, digitFree)
                    : null;
            Col given = comp.given.choice(t, c, List.copyOf(names), weights.stream().mapToDouble(Double::doubleValue)
                    .toArray(), stream, own == null ? longest : own.type().length(), own == null ? digitFree
                    : own.digitFree(), own == null ? null : own.gen());
            return given;
        }
        if (o.containsKey("other")) {
            return withOther(c, o.get("other"), names, weights, stream, longest, digitFree);
        }
        return Col.plain(c, Generators.choice(seed, stream, List.copyOf(names),
                weights.stream().mapToDouble(Double::doubleValue).toArray()),
                ColumnType.varchar(Math.max(1, longest)), false, digitFree);
    }

    private static final Set<String> OTHER = Set.of("weight", "length", "chars");
    private static final Map<String, String> ALPHABETS = Map.of(
            "upper", "ABCDEFGHIJKLMNOPQRSTUVWXYZ",
            "lower", "abcdefghijklmnopqrstuvwxyz",
            "digits", "0123456789",
            "alnum", "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz",
            "upper_digits", "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ");
    /** The longest value other: makes up. */
    private static final int OTHER_LONGEST = Spec.OTHER_LONGEST;

    /**
     * {@code other: {weight: 3, length: 1..2, chars: upper}}: besides the members by their weights, a value made up
     * for a share weight / (sum of weights + weight) of the rows, {@code length} characters of {@code chars}, never a
     * member: the rare members a measure found, none of which it names, as values of their kind and length. In an
     * integer column the values are numbers of {@code length} digits.
     */
    private Col withOther(Spec.ColumnDef c, Node node, List<String> names, List<Double> weights, int stream,
            int longestMember, boolean digitFree) {
        Map<String, Node> f = node.mapping("other", OTHER);
        seedgen.generate.MadeUpValues other = madeUp(c, node, names, stream);
        double weight = f.get("weight").number("weight");
        if (!(weight > 0)) {
            throw f.get("weight").where().error("other's weight is above 0 (drop other: for none)");
        }
        String chars = f.containsKey("chars") ? f.get("chars").scalar("chars") : "alnum";
        int longest = Math.max(longestMember, other.longest());
        return Col.plain(c, Generators.choice(seed, stream, List.copyOf(names),
                weights.stream().mapToDouble(Double::doubleValue).toArray(), weight, other),
                ColumnType.varchar(Math.max(1, longest)), false, digitFree && !ALPHABETS.get(chars).matches(".*\\d.*"));
    }

    /** The values {@code other: {weight, length, chars}} makes up: never a member. */
    private seedgen.generate.MadeUpValues madeUp(Spec.ColumnDef c, Node node, List<String> names, int stream) {
        Map<String, Node> f = node.mapping("other", OTHER);
        if (!f.containsKey("weight") || !f.containsKey("length")) {
            throw node.where().error("other needs weight: (the rows of made-up values, as a weight beside the "
                    + "members') and length: (N or MIN..MAX characters)");
        }
        long[] length = SpecReader.range(f.get("length"), "length");
        if (length[0] < 1 || length[1] > OTHER_LONGEST) {
            throw f.get("length").where().error("other's length is 1 to " + OTHER_LONGEST + " characters");
        }
        String chars = f.containsKey("chars") ? f.get("chars").scalar("chars") : "alnum";
        String alphabet = ALPHABETS.get(chars);
        if (alphabet == null) {
            throw f.get("chars").where().error("chars is one of upper (A-Z), lower (a-z), digits (0-9), alnum "
                    + "(0-9A-Za-z) or upper_digits (0-9A-Z), not '" + chars + "'");
        }
        boolean integer = c.type() != null && TypeChecks.INTEGER_TYPE.matcher(c.type()).matches();
        if (c.type() != null && TypeChecks.LISTED.matcher(c.type()).matches()) {
            throw node.where().error("type " + c.type().strip() + " holds its members only, and other: makes values "
                    + "up: drop other: or use a VARCHAR");
        }
        java.util.Set<String> members = new java.util.HashSet<>(names);
        if (integer) {
            if (!chars.equals("digits")) {
                throw f.containsKey("chars") ? f.get("chars").where().error("type " + c.type().strip() + " holds "
                        + "numbers: give other chars: digits") : node.where().error("type " + c.type().strip()
                        + " holds numbers: give other chars: digits");
            }
            long[] range = TypeChecks.integerRange(c.type());
            if (length[1] > 18 || pow10(length[1]) - 1 > range[1]) {
                throw f.get("length").where().error("numbers of " + length[1] + " digits do not fit "
                        + c.type().strip() + ": make length shorter or the type wider");
            }
            members.clear(); // as numbers: 007 is 7
            names.forEach(n -> members.add(n.matches("-?\\d{1,18}") ? Long.toString(Long.parseLong(n)) : n));
        }
        seedgen.generate.MadeUpValues other;
        try {
            other = new seedgen.generate.MadeUpValues(seed, stream ^ 0x07E4, alphabet, integer, (int) length[0],
                    (int) length[1], members);
        } catch (IllegalArgumentException e) {
            throw node.where().error("every value other: can make (" + (length[0] == length[1] ? "" + length[0]
                    : length[0] + ".." + length[1]) + " of " + chars + ") is a member: give it longer values or "
                    + "other chars");
        }
        return other;
    }

    private static long pow10(long n) {
        long p = 1;
        for (int i = 0; i < n; i++) {
            p *= 10;
        }
        return p;
    }

    /** gen: lorem. */
    Col loremColumn(Table t, Spec.ColumnDef c, int stream) {
        Map<String, Node> o = c.options();
        long[] words = o.containsKey("words") ? SpecReader.range(o.get("words"), "words") : new long[] {5, 20};
        if (words[0] < 1) {
            throw o.get("words").where().error("words must be at least 1");
        }
        long longest = words[1] * (Lorem.LONGEST + 1);
        ColumnType type = longest <= 255 ? ColumnType.varchar((int) longest) : ColumnType.sql("TEXT",
                (int) Math.min(65_535, longest));
        if (longest > 65_535) {
            throw o.get("words").where().error("at most " + (65_535 / (Lorem.LONGEST + 1)) + " words fit a TEXT");
        }
        Distribution.Draw d = new Distribution.Draw(Distribution.UNIFORM, words[0], words[1], 0);
        return Col.plain(c, Generators.lorem(seed, stream, d), type, false, true);
    }

    /** gen: bcrypt. */
    Col bcryptColumn(Table t, Spec.ColumnDef c, int stream) {
        Map<String, Node> o = c.options();
        String plaintext = o.containsKey("plaintext") ? o.get("plaintext").scalar("plaintext") : "password";
        long cost = o.containsKey("cost") ? o.get("cost").integer("cost") : 10;
        if (cost < PasswordHashes.MIN_COST || cost > PasswordHashes.MAX_COST) {
            throw o.get("cost").where().error("bcrypt cost must be " + PasswordHashes.MIN_COST + " to "
                    + PasswordHashes.MAX_COST);
        }
        try {
            PasswordHashes.checkPlaintext(plaintext);
        } catch (RuntimeException e) {
            throw (o.containsKey("plaintext") ? o.get("plaintext").where() : c.genWhere())
                    .error(e.getMessage());
        }
        PasswordHashes hashes = hashesByCost.computeIfAbsent((int) cost, k -> new PasswordHashes(seed, k));
        // Hashed once, on first use, for all rows (and all columns with the same plaintext and cost).
        return Col.plain(c, new seedgen.generate.Login(plaintext, hashes), ColumnType.fixedChar(60), false, false);
    }

    /** gen: constant. */
    Col constantColumn(Table t, Spec.ColumnDef c, int stream) {
        Map<String, Node> o = c.options();
        if (!o.containsKey("value")) {
            throw c.genWhere().error("constant needs 'value: V'");
        }
        String v = o.get("value").scalar("value");
        boolean integer = v.matches("-?\\d{1,18}");
        Object value = integer ? (Object) Long.valueOf(v) : v;
        return Col.plain(c, row -> value, integer ? ColumnType.bigint() : ColumnType.varchar(Math.max(1,
                v.length())), false, !OptionValues.hasDigit(v));
    }

    /**
     * gen: list: row r holds the r-th value (a kept table's keys as the database holds them, in key order), as whole
     * numbers where every value is one; unique where no value repeats. The table may not have more rows than values.
     */
    Col listColumn(Table t, Spec.ColumnDef c) {
        Map<String, Node> o = c.options();
        if (!o.containsKey("values")) {
            throw c.genWhere().error("list needs 'values: [A, B, ...]', the values of rows 1, 2, ... in order");
        }
        List<String> texts = new ArrayList<>();
        for (Node v : o.get("values").list("values")) {
            texts.add(v.scalar("a value"));
        }
        if (t.rows > texts.size()) {
            throw o.get("values").where().error(String.format(java.util.Locale.ROOT, "list gives row r the r-th "
                    + "value, but the table has %,d rows and there are %,d values: give it rows: %d or fewer",
                    t.rows, texts.size(), texts.size()));
        }
        boolean integers = texts.stream().allMatch(v -> v.matches("-?\\d{1,18}"));
        Object[] values = texts.stream().map(v -> integers ? (Object) Long.valueOf(v) : v).toArray();
        boolean unique = new java.util.HashSet<>(texts).size() == texts.size();
        int longest = texts.stream().mapToInt(String::length).max().orElse(1);
        ValueGenerator gen = row -> values[(int) (row - 1)];
        return Col.plain(c, gen, integers ? ColumnType.bigint() : ColumnType.varchar(Math.max(1, longest)), unique,
                texts.stream().noneMatch(OptionValues::hasDigit));
    }

    /** gen: faker. */
    Col fakerColumn(Table t, Spec.ColumnDef c, int stream) {
        Map<String, Node> o = c.options();
        if (!o.containsKey("expr")) {
            throw c.genWhere().error("faker needs 'expr:' (a Datafaker expression such as address.city or "
                    + "\"#{Name.first_name} from #{Address.city}\")");
        }
        if (c.unique()) {
            throw c.where().error("a faker column repeats its values: it cannot be unique by construction");
        }
        java.util.Locale locale = o.containsKey("locale")
                ? java.util.Locale.forLanguageTag(o.get("locale").scalar("locale").replace('_', '-'))
                : java.util.Locale.ENGLISH;
        seedgen.generate.FakerValues values = new seedgen.generate.FakerValues(o.get("expr").scalar("expr"),
                locale, seed, stream);
        String problem = values.check();
        if (problem != null) {
            throw o.get("expr").where().error("faker expression '" + o.get("expr").scalar("expr")
                    + "' cannot be evaluated (" + problem + "): check the provider and method names, e.g. "
                    + "address.city, phone_number.cell_phone, company.name");
        }
        Matcher sized = c.type() == null ? null : TypeChecks.SIZED.matcher(c.type().strip());
        if (sized == null || !sized.matches()) {
            return Col.plain(c, values, ColumnType.sql("TEXT", 0), false, false);
        }
        // With CHAR(n) or VARCHAR(n), a longer value is cut to n characters, so that it fits.
        int n = Integer.parseInt(sized.group(2));
        ValueGenerator cut = row -> {
            String v = (String) values.valueFor(row);
            return v.codePointCount(0, v.length()) <= n ? v : v.substring(0, v.offsetByCodePoints(0, n));
        };
        return Col.plain(c, cut, ColumnType.varchar(Math.max(1, n)), false, false);
    }

    /**
     * {@code distinct: true}: the rows of one parent take different values (a permission table's kinds of one
     * user), the k-th row of a parent the member at k past a place the parent's hash chooses, so that the value and
     * the parent column are a key. The parent may own no more rows than there are values.
     */
    private Col distinctChoice(Table t, Spec.ColumnDef c, List<String> names, int stream, int longest,
            boolean digitFree) {
        Where w = c.options().get("distinct").where();
        if (t.def.per() == null) {
            throw w.error("distinct: true gives the rows of one parent different values: it needs a table with per:");
        }
        if (t.def.per().max() > names.size()) {
            throw w.error("distinct: true gives each parent's rows different values, but a parent may own "
                    + t.def.per().max() + " rows and there are " + names.size() + " values: lower per:'s count to "
                    + names.size());
        }
        int n = names.size();
        ValueGenerator gen = row -> {
            ParentIndex.Place p = t.place(row);
            int start = (int) Long.remainderUnsigned(seedgen.generate.Mix.hash(seed, p.parent(), stream), n);
            return names.get((int) ((start + p.k()) % n));
        };
        t.uniqueInParent.add(c.name());
        return new Col(c.name(), gen, ColumnType.varchar(Math.max(1, longest)), false, digitFree, null, null, false,
                null, false);
    }
}
