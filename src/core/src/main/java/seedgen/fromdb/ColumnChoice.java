package seedgen.fromdb;

import static seedgen.fromdb.SpecYaml.comment;
import static seedgen.fromdb.YamlText.yamlName;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Predicate;
import seedgen.catalog.Catalog;
import seedgen.model.ForeignKey;
import seedgen.profile.Learned;

/**
 * The generator of each column of a table whose keys and references {@link KeyShape} decided: a guess from its name
 * and type ({@link ColumnRules}), what was learned of it, the CHECKs it keeps or the server judged, its NULLs; and
 * the fewest rows any of them can hold distinct, with why.
 */
final class ColumnChoice {

    private final TableRules.Context ctx;
    private final KeyShape k;
    private final Catalog.Table t;
    private final Learned.TableShape shape;
    private final Set<String> nulledRefs;
    private final Map<String, ServerJudge.Judged> judged;
    private final OneOf oneOf;
    private final Checks.Parsed checks;
    private final CrossColumns cross;
    private final String sequence;
    /** The CHECK clauses the values are not made to keep. */
    final Set<String> broken;
    /** The columns left to NULL or their default, each with why ({@code table.column: left to ..., why}). */
    final List<String> columnsLeft = new ArrayList<>();
    /** Per column whose guess the catalog or the application's rows refined ({@link Priors}, {@link Shipped}). */
    private final Map<String, Priors.Prior> evidence = new java.util.HashMap<>();
    /** Per first word of a name, the first column guessed to hold NULLs whose name starts with it. */
    private final Map<String, String> nulledByStem = new java.util.HashMap<>();
    /**
     * First words that name no fact of their own: a type or a quantity written first ({@code date_created}, {@code
     * max_size}), a yes/no prefix; columns that start with them are not NULL together for it.
     */
    private static final Set<String> NO_STEM = Set.of("is", "has", "can", "use", "show", "allow", "date", "time", "dt",
            "ts", "num", "nb", "no", "max", "min", "total", "count", "default", "str", "int", "id", "fk", "ref", "the",
            "a", "b", "c", "d", "f", "i", "n", "s", "x", "y", "z");
    /** The most columns a first word may start and still be a fact's, not the table's prefix ({@code gu_}). */
    private static final int STEM_COLUMNS = 3;
    /** The most rows the table's distinct values can hold, and why; Long.MAX_VALUE and null when unbounded. */
    long most;
    String why;

    ColumnChoice(TableRules.Context ctx, KeyShape k, Set<String> nulledRefs, Map<String, ServerJudge.Judged> judged) {
        this.ctx = ctx;
        this.k = k;
        this.t = k.t;
        this.shape = k.shape;
        this.nulledRefs = nulledRefs;
        this.judged = judged;
        this.sequence = sequenceColumn(t, k.gens);
        this.oneOf = OneOf.of(t);
        this.checks = CheckClauses.parse(oneOf.table());
        // a clause the rules do not derive whole is evaluated on every row and kept by redraws (checks:); one seedgen
        // cannot evaluate is the server's to judge, else its values could break it
        this.broken = new LinkedHashSet<>(checks.unfollowed());
        this.broken.removeIf(this::evaluable);
        // the server judged them kept; a column whose key decided its values keeps them only with keyGen (chosen())
        judged.forEach((col, j) -> {
            if (!k.gens.containsKey(col) || j.keyGen() != null && UniqueKeys.isCode(k.gens.get(col))) {
                j.checks().forEach(broken::remove);
            }
        });
        this.cross = new CrossColumns(shape);
        if (shape != null) {
            if (k.owner != null && k.per != null && k.per.contains(", exact: true")) {
                cross.dealt(k.owner, shape.fanOuts().get(k.owner));
            }
            k.gens.forEach((col, gen) -> {
                if (gen.is("ref") && gen.has("fanout") && gen.options().get(gen.options().size() - 1)
                        .equals(new Gen.Option("exact", "true"))) {
                    cross.dealt(col, shape.fanOuts().get(col));
                }
            });
        }
        bound();
    }

    /** The rows a sequence key, a distinct pick of another table's rows, or a learned key can hold. */
    private void bound() {
        most = sequence == null ? Long.MAX_VALUE : ColumnRules.positiveValues(t.column(sequence));
        why = sequence == null ? null : "key " + sequence + " " + t.column(sequence).type() + " holds " + most
                + " values from 1";
        for (Map.Entry<String, String> e : k.distinctOf.entrySet()) {
            long parentRows = k.rowsOf.applyAsLong(e.getValue());
            if (parentRows < most) {
                most = parentRows;
                why = "each row's " + e.getKey() + " is a different row of " + e.getValue() + ", which gets "
                        + parentRows;
            }
        }
        if (k.learnedKey != null && k.learnedKey.most() < most) {
            most = k.learnedKey.most();
            why = k.learnedKey.why();
        }
    }

    /** Every column's draft, in the table's order. */
    List<SpecDraft.ColumnDraft> columns() {
        List<SpecDraft.ColumnDraft> out = new ArrayList<>();
        for (Catalog.Column c : t.columns()) {
            out.add(column(c));
        }
        return out;
    }

    private SpecDraft.ColumnDraft column(Catalog.Column c) {
        SpecDraft.ColumnDraft left = leftOut(c);
        if (left != null) {
            return left;
        }
        Gen gen = k.gens.get(c.name());
        boolean unique = t.unique().stream().anyMatch(u -> u.size() == 1 && u.get(0).equalsIgnoreCase(c.name()));
        boolean guessedHere = gen == null;
        if (gen == null) {
            boolean key = t.primaryKey().size() == 1 && t.primaryKey().get(0).equalsIgnoreCase(c.name());
            try {
                gen = ColumnRules.choose(t, c, key, unique, sequence, k.rows, k.gens);
                boolean open = !key && !unique && !t.inKey(c.name()) && checks.of(c.name()) == null;
                Priors.Prior prior = open ? Priors.of(t, c, gen) : null;
                // the application's rows outweigh a DEFAULT, not a COMMENT that lists the values
                Priors.Prior rows = open && (prior == null || prior.source() != Priors.Source.COMMENT)
                        ? Shipped.of(ctx, t, c, gen, prior != null) : null;
                prior = rows != null ? rows : prior;
                if (prior != null) {
                    gen = prior.gen();
                    evidence.put(c.name(), prior);
                }
            } catch (SpecFromCatalog.Unfillable u) {
                if (t.inKey(c.name()) || !t.serverFills(c)) {
                    throw u;
                }
                // the server fills it: the row leaves it out, and the rest of the table is still made
                String instead = c.nullable() && !t.defaulted().contains(c.name()) ? "NULL" : "its default";
                columnsLeft.add(t.name() + "." + c.name() + ": left to " + instead + ", " + u.why);
                return SpecDraft.ColumnDraft.noted(c.name(), yamlName(c.name()) + ": left to " + instead + ", "
                        + comment(u.why));
            }
        }
        return chosen(c, gen, unique, guessedHere);
    }

    /** A column the rows leave out (to NULL, or to the server), with why; null when the column is made. */
    private SpecDraft.ColumnDraft leftOut(Catalog.Column c) {
        if (nulledRefs.contains(c.name())) {
            columnsLeft.add(t.name() + "." + c.name() + ": left to NULL, it refers to a table left out");
            return SpecDraft.ColumnDraft.noted(c.name(), yamlName(c.name()) + ": left to NULL: it refers to a table "
                    + "left out");
        }
        if (k.nulls.contains(c.name())) {
            columnsLeft.add(t.name() + "." + c.name() + ": left to NULL, a unique reference in a table whose "
                    + "rows follow another's");
            return SpecDraft.ColumnDraft.noted(c.name(), yamlName(c.name()) + ": left to NULL: a unique reference in "
                    + "a table whose rows follow another's");
        }
        if (oneOf.leftNull().contains(c.name())) {
            return SpecDraft.ColumnDraft.noted(c.name(), yamlName(c.name()) + ": left to NULL: a CHECK lets one "
                    + "column of several hold a value, and " + comment(oneOf.filled().iterator().next()) + " does");
        }
        if (c.generated()) {
            return SpecDraft.ColumnDraft.noted(c.name(), comment(c.name()) + ": generated by the server");
        }
        return null;
    }

    /** A column made: its guess or what was learned, kept to its CHECK, with its NULLs and the notes above it. */
    private SpecDraft.ColumnDraft chosen(Catalog.Column c, Gen gen, boolean unique, boolean guessedHere) {
        List<String> notes = new ArrayList<>();
        String measured = null;
        gen = LearnedColumns.codeLength(gen, shape == null ? null : shape.columns().get(c.name()));
        Gen guessedGen = gen;
        if (shape != null && guessedHere && !unique && !t.inKey(c.name())) {
            Predicate<String> picks = col -> k.gens.containsKey(col) && (k.gens.get(col).is("parent")
                    || k.gens.get(col).is("ref") && !k.gens.get(col).has("with")
                    && !nulledRefs.contains(col) && !k.nulls.contains(col));
            Gen learnedGen = LearnedColumns.generator(ctx.learned(), shape, ctx.catalog(), t, c, gen, k.owner,
                    k.ownerParent, k.per == null, picks);
            gen = LearnedColumns.fitted(learnedGen == null ? gen : learnedGen, shape.columns().get(c.name()));
            measured = LearnedColumns.describe(shape.columns().get(c.name()));
        } else if (shape != null) {
            measured = LearnedColumns.describe(shape.columns().get(c.name()));
        }
        Checks.Rule rule = checks.of(c.name());
        ServerJudge.Judged judgedGen = judged.entrySet().stream().filter(e -> e.getKey().equalsIgnoreCase(
                c.name())).map(Map.Entry::getValue).findFirst().orElse(null);
        // a key's code is made of the code the server judged (the same length, a case the check keeps)
        boolean keyCode = !guessedHere && judgedGen != null && judgedGen.keyGen() != null
                && UniqueKeys.isCode(gen);
        if (judgedGen != null && (guessedHere || keyCode)) {
            gen = guessedHere ? judgedGen.gen() : judgedGen.keyGen();
            notes.add(yamlName(c.name()) + ": " + (judgedGen.checks().size() == 1 ? "CHECK " : "CHECKs ")
                    + comment(String.join(" AND ", judgedGen.checks())) + " is not one seedgen reads: the server "
                    + "judged " + judgedGen.sampled() + " values of this generator, and none breaks it");
        }
        // a polymorphic pair's type holds the values a CHECK's list gave it, and no other
        if (rule != null && !(gen.is("kind") && gen.opensWith("of"))) {
            Gen pinned = pinnedReference(c, gen, rule, notes);
            Gen start = pinned != null ? pinned : gen;
            Gen made = kept(rule, c, start, guessedGen, unique, guessedHere);
            if (derived && !rule.clauses.isEmpty()) {
                notes.add(yamlName(c.name()) + ": " + (made.equals(start) ? "keeps " : "made to keep ")
                        + comment(rule.clauses.size() == 1 ? "CHECK (" + CheckClauses.normal(rule.clauses.get(0)) + ")"
                        : "CHECKs (" + String.join(") AND (", rule.clauses.stream().map(CheckClauses::normal)
                        .distinct().toList()) + ")") + " by its generator (derived)");
            }
            gen = made;
        }
        if (measured != null && guessedHere && !gen.equals(guessedGen)) {
            gen = cross.adjust(c, gen); // a learned generator: with what it shares with earlier columns
        } else {
            cross.choiceMade(c, gen);
        }
        holds(c, gen);
        gen = gaps(c, gen, rule);
        gen = shared(c, gen, rule, notes, guessedHere);
        if (k.notes.containsKey(c.name())) {
            notes.add(k.notes.get(c.name()));
        }
        String note = inferredNote(c, gen);
        if (note != null) {
            notes.add(note);
        }
        note = inheritedNote(c, gen);
        if (note != null) {
            notes.add(note);
        }
        return draft(c, gen, unique, rule, notes, measured);
    }

    /**
     * A reference a CHECK holds to a list of values ({@code CHECK (note_class = 1)} on a child of a table of notes,
     * whose class refers to a table of classes) where the table it refers to is kept and holds a row of each value: a
     * choice of them, each a row of that table; else null (the check is not one a pick of rows keeps).
     */
    private Gen pinnedReference(Catalog.Column c, Gen gen, Checks.Rule rule, List<String> notes) {
        ForeignKey fk = References.fkOn(t.foreignKeys(), c.name());
        if (rule.in == null || rule.in.isEmpty() || !UniqueKeys.picks(gen) || gen.has("with")
                || fk == null || fk.columns().size() != 1) {
            return null;
        }
        KeptRows.Kept kept = ctx.kept().get(fk.refTable());
        int at = kept == null ? -1 : kept.columns().stream().map(x -> x.toLowerCase(java.util.Locale.ROOT)).toList()
                .indexOf(fk.refColumns().get(0).toLowerCase(java.util.Locale.ROOT));
        if (at < 0 || !kept.rows().stream().map(r -> r.get(at)).collect(java.util.stream.Collectors.toSet())
                .containsAll(rule.in)) {
            return null;
        }
        notes.add(yamlName(c.name()) + ": refers to " + comment(fk.refTable()) + "." + comment(fk.refColumns().get(0))
                + ", which CHECK " + comment(String.join(" AND ", rule.clauses)) + " holds to "
                + comment(String.join(", ", rule.in)) + ": " + (rule.in.size() == 1 ? "a row" : "rows") + " of "
                + comment(fk.refTable()) + ", kept");
        return Checks.choiceOf(rule.in);
    }

    /** The generator kept to the column's CHECK, or as it was with the clauses added to those not followed. */
    private Gen kept(Checks.Rule rule, Catalog.Column c, Gen gen, Gen guessedGen, boolean unique,
            boolean guessedHere) {
        Gen followed = Checks.follow(rule, gen, c, k.rows, keyed(c, unique));
        if (followed == null && !gen.equals(guessedGen)) {
            // a CHECK the values measured would not keep for sure, and the guess would: the guess
            followed = Checks.follow(rule, guessedGen, c, k.rows, keyed(c, unique));
        }
        boolean alone = unique || t.primaryKey().size() == 1 && t.primaryKey().get(0).equalsIgnoreCase(
                c.name());
        if (followed == null && alone && guessedHere && rule.in != null && !rule.in.isEmpty()) {
            // a key a CHECK holds to a list (a single-row table's lock = 'X'): a different member each row,
            // the table no more rows than the list holds
            followed = Checks.follow(rule, Checks.choiceOf(rule.in), c, k.rows, keyed(c, unique));
            followed = followed == null ? null : followed.with("distinct", "true");
        }
        derived = followed != null;
        if (followed == null) {
            rule.clauses.stream().filter(clause -> !evaluable(clause)).forEach(broken::add);
            return gen;
        }
        return followed;
    }

    /** Whether the last {@link #kept} found a generator that keeps the column's rule. */
    private boolean derived;

    /** Whether the column's values must differ on every row: unique alone, or a member of a key made unique by it. */
    private boolean keyed(Catalog.Column c, boolean unique) {
        return unique || t.inKey(c.name()) && UniqueKeys.isCode(k.gens.get(c.name()));
    }

    /** Whether seedgen evaluates {@code clause} on every row of the table (and so keeps it by redraws). */
    boolean evaluable(String clause) {
        return checks.clauses().stream().anyMatch(c -> c.text().equals(clause) && c.evaluable());
    }

    private static final Gen SEQUENCE = Gen.of("sequence");

    /**
     * A sequence key whose counter other columns draw from too ({@link Catalog.Counter}: a sequence several tables'
     * DEFAULTs name, a child by INHERITS taking its parent's) takes every m-th value of the counter's m members, from
     * its own place: the values are distinct across all of them, whatever rows each gets, as the application's are
     * when they read the rows together (a child's through its parent). Not where a CHECK bounds the key from above or
     * leaves out values (the stride could reach them). The table holds no more rows than the stride leaves room for.
     * An integer column guessed by its type alone that draws from such a counter takes its values the same way, key or
     * not (a child that declares no key of its own still numbers its rows by its parent's sequence). Where a table
     * kept as it is draws from the counter too, the values start where the counter stands, past its rows.
     */
    private Gen shared(Catalog.Column c, Gen gen, Checks.Rule rule, List<String> notes, boolean guessedHere) {
        Catalog.Counter counter = ctx.catalog().counterOf(t.name(), c.name());
        if (counter != null && guessedHere && rule == null && ColumnRules.isInteger(c)
                && Priors.unsignedRange(gen)) {
            gen = SEQUENCE;
        }
        if (counter == null || !sequence(gen, true) || gen.equals(ColumnRules.FLAG_KEY)
                || rule != null && (rule.hi != null || !rule.not.isEmpty())) {
            return gen;
        }
        int members = counter.members().size();
        int place = counter.indexOf(t.name(), c.name());
        // past the values a kept table took from it (the application's own rows), where one does
        boolean keptMember = counter.members().stream().anyMatch(x -> ctx.kept().containsKey(x.get(0)));
        long first = gen.longOption("start", 1);
        long start = (keptMember ? Math.max(first, counter.next()) : first) + place;
        long room = ColumnRules.positiveValues(c);
        long fits = room < start ? 0 : (room - start) / members + 1;
        if (fits < most) {
            most = fits;
            why = "key " + c.name() + " " + c.type() + " holds " + fits + " values of " + start + ", "
                    + (start + members) + ", " + (start + 2L * members) + "... (" + counter.name() + " numbers "
                    + members + " columns)";
        }
        List<String> others = counter.members().stream().filter(x -> !(x.get(0).equalsIgnoreCase(t.name())
                && x.get(1).equalsIgnoreCase(c.name()))).map(x -> x.get(0) + "." + x.get(1)).toList();
        notes.add(yamlName(c.name()) + ": " + start + ", " + (start + members) + ", " + (start + 2L * members)
                + "...: " + comment(counter.name()) + " numbers " + comment(String.join(", ", others.subList(0,
                Math.min(3, others.size())))) + (others.size() > 3 ? " and " + (others.size() - 3) + " more" : "")
                + " too, and no two hold the same value, as the sequence's never do (a child's rows are read with "
                + "its parent's)");
        return SEQUENCE.with("start", start).with("step", members).with(gen.from("deleted"));
    }

    /**
     * A sequence of the fill's own: {@code gen: sequence}, perhaps from a start, and (where {@code gaps}) with the
     * gaps measured ({@code deleted:}); nothing else.
     */
    private static boolean sequence(Gen gen, boolean gaps) {
        List<String> keys = gen.options().stream().map(Gen.Option::key).toList();
        List<String> allowed = gaps ? List.of("start", "deleted") : List.of("start");
        int at = 0;
        for (String key : keys) { // each at most once, in that order
            int i = allowed.subList(at, allowed.size()).indexOf(key);
            if (i < 0) {
                return false;
            }
            at += i + 1;
        }
        return gen.is("sequence") && (!gen.has("start") || WHOLE.matcher(gen.option("start")).matches())
                && (!gen.has("deleted") || GAPS.matcher(gen.option("deleted")).matches());
    }

    private static final java.util.regex.Pattern WHOLE = java.util.regex.Pattern.compile("-?\\d+");
    private static final java.util.regex.Pattern GAPS = java.util.regex.Pattern.compile("[0-9.]+");

    /**
     * The note above a column of a foreign key the table takes from a table it inherits from, saying that the
     * server checks it on that table's rows alone, and why the rows here keep it all the same; else null.
     */
    private String inheritedNote(Catalog.Column c, Gen gen) {
        for (ForeignKey fk : t.foreignKeys()) {
            if (fk.from() != null && fk.columns().get(0).equalsIgnoreCase(c.name())
                    && (gen.is("ref") || gen.is("parent"))) {
                return yamlName(c.name()) + ": refers to " + comment(fk.refTable()) + "." + comment(String.join(", ",
                        fk.refColumns())) + " by the foreign key " + comment(fk.name()) + " of " + comment(fk.from())
                        + ": " + comment(t.name()) + " inherits " + comment(fk.from()) + ", whose key the server "
                        + "checks on " + comment(fk.from()) + "'s own rows, and the application reads these rows with "
                        + "them";
            }
        }
        return null;
    }

    /** The least and the greatest share of a sequence key's values learned as gaps ({@code deleted:}). */
    static final double LEAST_GAPS = 0.001;
    static final double MOST_GAPS = 0.9;

    /**
     * A sequence key with the gaps measured in the source's ({@code , deleted: SHARE}: the rows deleted for good):
     * where the table's key is this one integer column, the share of its values from the least to the greatest that
     * no row holds is at least {@value #LEAST_GAPS} and at most {@value #MOST_GAPS}, no CHECK bounds the key from
     * above, and the type holds the rows with their gaps with room to spare (else the keys stay dense, as before).
     */
    private Gen gaps(Catalog.Column c, Gen gen, Checks.Rule rule) {
        if (shape == null || shape.span() == null || !shape.span().column().equalsIgnoreCase(c.name())
                || !sequence(gen, false) || gen.equals(ColumnRules.FLAG_KEY)
                || rule != null && (rule.hi != null || !rule.not.isEmpty())) {
            return gen;
        }
        double share = shape.keyGaps();
        long start = gen.longOption("start", 1);
        double needed = k.rows / (1 - share) + 2.0 * seedgen.generate.KeyGaps.SLOTS;
        if (share < LEAST_GAPS || share > MOST_GAPS || needed > (double) ColumnRules.positiveValues(c) - start) {
            return gen;
        }
        return gen.with("deleted", String.format(java.util.Locale.ROOT, "%.4f", share));
    }

    /** The distinct values the generator can make, where fewer than the rows could need. */
    private void holds(Catalog.Column c, Gen gen) {
        List<Gen.Option> last = gen.options().isEmpty() ? List.of() : gen.options().subList(gen.options().size() - 1,
                gen.options().size());
        long holds = gen.equals(ColumnRules.FLAG_KEY) ? 2
                : gen.equals(SEQUENCE) ? ColumnRules.positiveValues(c)
                : gen.is("datetime") && gen.opensWith("ordered") && gen.flag("ordered") && k.per == null
                        ? ColumnRules.orderedValues(c)
                : Checks.choice(gen, true) && last.equals(List.of(new Gen.Option("distinct", "true")))
                        ? Checks.choiceValues(gen).size()
                : UniqueKeys.isCode(gen) ? seedgen.generate.Generators.codeValues(Integer.parseInt(
                        gen.option("length").replaceAll("\\D.*", ""))) : Long.MAX_VALUE;
        if (holds < most) {
            most = holds;
            why = gen.is("choice") ? "column " + c.name() + " is a key a CHECK holds to "
                    + (holds == 1 ? "one value" : holds + " values")
                    : "column " + c.name() + " " + c.type() + " holds " + holds + " distinct values";
        }
    }

    private SpecDraft.ColumnDraft draft(Catalog.Column c, Gen gen, boolean unique, Checks.Rule rule,
            List<String> notes, String measured) {
        // a type said by the generator, or by the generator of its elements (an array's of:)
        String type = gen.is("parent") || gen.is("ref") || gen.has("type")
                || gen.options().stream().anyMatch(o -> o.value().contains("type:")) ? null : c.type();
        boolean keyed = t.primaryKey().stream().anyMatch(key -> key.equalsIgnoreCase(c.name()))
                || t.unique().stream().anyMatch(u -> u.stream().anyMatch(key -> key.equalsIgnoreCase(c.name())));
        String nullShare = null;
        String nullWith = "";
        Learned.ColumnShape learnedShape = shape == null ? null : shape.columns().get(c.name());
        // a reference to its own rows guessed has its first row NULL, and no more; learned, the NULLs measured
        boolean guessedSelf = learnedShape == null && gen.is("ref") && yamlName(t.name()).equals(gen.option("table"))
                && gen.options().get(0).key().equals("table") && (gen.options().size() == 1
                || gen.options().get(1).key().equals("column") && !gen.has("roots") && !gen.has("fanout"));
        if (c.nullable() && !keyed && !guessedSelf && !oneOf.filled().contains(c.name())
                && (rule == null || !rule.notNull) && !(learnedShape == null && ColumnRules.revision(c))) {
            if (learnedShape == null) {
                nullShare = "0.1"; // a nullable column holds some NULLs, as the application's would
                nullWith = nullsBeside(c);
            } else if (learnedShape.nullShare() > 0) {
                nullShare = LearnedColumns.share(learnedShape.nullShare());
                nullWith = cross.nullWith(c, learnedShape.nullShare());
            }
        }
        // the evidence is said only while the generator is still the one it chose: a check or a key may have changed it
        Priors.Prior prior = evidence.get(c.name());
        String said = measured != null ? measured : prior != null && gen.equals(prior.gen()) ? "by " + prior.evidence()
                : !nullWith.isEmpty() && learnedShape == null ? "NULL where " + nullWith.substring(", null_with: ".length())
                + " is: a name of the same first word" : null;
        return new SpecDraft.ColumnDraft(c.name(), notes, gen, unique && !gen.is("parent"), nullShare,
                nullWith, type, said);
    }

    /**
     * {@code , null_with: A} where A is an earlier column guessed to hold NULLs whose name begins with the same word
     * as {@code c}'s ({@code LOCK_OWNER_} and {@code LOCK_EXP_TIME_}, {@code deleted_at} and {@code deleted_by}): the
     * two facts of one event, set together or not at all; else "". Not for a first word that names a type or a
     * quantity, nor one most of the table's columns start with (a table's prefix).
     */
    private String nullsBeside(Catalog.Column c) {
        List<String> words = ColumnRules.words(c.name());
        if (words.size() < 2 || NO_STEM.contains(words.get(0))) {
            return "";
        }
        String stem = words.get(0);
        long sharing = t.columns().stream().filter(o -> {
            List<String> w = ColumnRules.words(o.name());
            return w.size() >= 2 && w.get(0).equals(stem);
        }).count();
        if (sharing > STEM_COLUMNS || sharing * 2 > t.columns().size()) {
            return "";
        }
        String earlier = nulledByStem.putIfAbsent(stem, c.name());
        return earlier == null ? "" : ", null_with: " + yamlName(earlier);
    }

    /**
     * The note above a column whose reference was inferred, saying so and why, or whose inferred reference was
     * dropped, saying why; else null.
     */
    private String inferredNote(Catalog.Column c, Gen gen) {
        for (ForeignKey fk : t.foreignKeys()) {
            if (fk.isInferred() && fk.columns().get(0).equalsIgnoreCase(c.name())
                    && (gen.is("ref") || gen.is("parent"))) {
                return yamlName(c.name()) + ": refers to " + fk.refTable() + "." + fk.refColumns().get(0)
                        + ", inferred (no foreign key declares it): " + comment(fk.inferred());
            }
        }
        for (InferredReferences.Dropped d : ctx.dropped()) {
            if (d.reference().table().equalsIgnoreCase(t.name()) && d.reference().column().equalsIgnoreCase(c.name())) {
                return yamlName(c.name()) + ": not inferred to refer to " + d.reference().refTable() + "."
                        + d.reference().refColumn() + ", though " + comment(d.reference().why()) + ": "
                        + comment(d.why());
            }
        }
        return null;
    }

    /** The table's own sequence column, for templates that must be unique: its one-column integer primary key. */
    private static String sequenceColumn(Catalog.Table t, Map<String, Gen> gens) {
        if (t.primaryKey().size() != 1 || gens.containsKey(t.primaryKey().get(0))) {
            return null;
        }
        Catalog.Column pk = t.column(t.primaryKey().get(0));
        // a template names it between braces, which hold a plain name only
        return ColumnRules.isInteger(pk) && YamlText.NAME.matcher(pk.name()).matches() ? pk.name() : null;
    }
}
