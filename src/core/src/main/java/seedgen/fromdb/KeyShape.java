package seedgen.fromdb;

import static seedgen.fromdb.References.fkOn;
import static seedgen.fromdb.References.givenRefs;
import static seedgen.fromdb.References.guessedCount;
import static seedgen.fromdb.References.linkKey;
import static seedgen.fromdb.References.refColumn;
import static seedgen.fromdb.References.refersToKey;
import static seedgen.fromdb.References.smallSet;
import static seedgen.fromdb.SpecFromCatalog.unfillable;
import static seedgen.fromdb.YamlText.quote;
import static seedgen.fromdb.YamlText.yamlName;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.ToLongFunction;
import seedgen.catalog.Catalog;
import seedgen.model.ForeignKey;
import seedgen.profile.Learned;

/**
 * The shape of a table's rows, chosen from its keys and references: whether its rows follow a parent's
 * ({@code per}), and the generators of the columns its keys and references decide; the other columns are
 * {@link ColumnChoice}'s. The rules are tried in turn; the first that fits the table's keys sets per.
 */
final class KeyShape {

    final Catalog catalog;
    final Catalog.Table t;
    final Learned.TableShape shape;
    final Learned learned;
    final long rows;
    final ToLongFunction<String> rowsOf;
    final Set<String> exactRows;
    /** Whether a table is drafted beside this one (not left out, nor kept as it is). */
    final java.util.function.Predicate<String> drafted;
    /** The generators chosen so far, by column. */
    final Map<String, Gen> gens = new LinkedHashMap<>();
    /** A column of the parent row the table's rows follow. */
    static final Gen PARENT = Gen.of("parent");
    /** Notes above columns these rules decided, by column ({@code X: why}). */
    final Map<String, String> notes = new LinkedHashMap<>();
    /** Unique references a table of per: cannot make, left to NULL. */
    final Set<String> nulls = new HashSet<>();
    /** The columns whose every row is a different row of another table (distinct picks), and that table. */
    final Map<String, String> distinctOf = new LinkedHashMap<>();
    final List<ForeignKey> singles = new ArrayList<>();
    final List<ForeignKey> pairs = new ArrayList<>();
    /** The table's CHECKs, read once for every rule that asks. */
    final Checks.Parsed checks;
    /** The parent the rows follow, as the spec writes it, or null. */
    String per;
    /**
     * Why the rows follow {@link #per}'s parent rather than the rows asked, where the schema says so (null where the
     * rows were measured): the summary says it where the table's rows come out other than asked.
     */
    String perWhy;
    CompositeKeys.Plan learnedKey;
    List<String> ownerColumns;
    /** The two references of a link table's key, or null. */
    List<ForeignKey> linked;
    /** The column of the reference that owns the rows, and its table, where learned; else null. */
    String owner;
    String ownerParent;

    private KeyShape(Catalog catalog, Catalog.Table t, Learned.TableShape shape, Learned learned, long rows,
            ToLongFunction<String> rowsOf, Set<String> exactRows, java.util.function.Predicate<String> drafted) {
        this.catalog = catalog;
        this.t = t;
        this.shape = shape;
        this.learned = learned;
        this.rows = rows;
        this.rowsOf = rowsOf;
        this.exactRows = exactRows;
        this.drafted = drafted;
        this.checks = CheckClauses.parse(t);
    }

    static KeyShape of(Catalog catalog, Catalog.Table t, Learned.TableShape shape, Learned learned, long rows,
            ToLongFunction<String> rowsOf, Set<String> exactRows, java.util.function.Predicate<String> drafted) {
        KeyShape k = new KeyShape(catalog, t, shape, learned, rows, rowsOf, exactRows, drafted);
        k.splitReferences();
        k.learnedKey();
        k.ownedForLinks();
        k.linkTable();
        k.oneToOne();
        k.history();
        k.members();
        k.learnedOwner();
        k.learnedReferences();
        k.pairs();
        k.singles();
        k.kindColumn();
        UniqueKeys.make(k);
        return k;
    }

    /** One-column references apart from those of several; several to the table itself are refused. */
    private void splitReferences() {
        for (ForeignKey fk : t.foreignKeys()) {
            if (fk.columns().size() > 1 && fk.refTable().equalsIgnoreCase(t.name())) {
                throw unfillable(t, fk.columns().get(0), "foreign key " + fk.name() + " has " + fk.columns().size()
                        + " columns and refers to its own table, which seedgen does not make yet (it makes one column "
                        + "to its own table, or several to another)");
            }
            (fk.columns().size() == 1 ? singles : pairs).add(fk);
        }
    }

    /**
     * A key of several columns learned as it is: owned by the parent of a reference it holds, its other members
     * made within each parent's rows; or in a table of its own rows, its first member in order
     */
    private void learnedKey() {
        learnedKey = CompositeKeys.plan(catalog, t, shape, learned);
        ownerColumns = learnedKey == null || learnedKey.per() == null ? List.of()
                : shape.key().ownerColumns();
        if (learnedKey != null) {
            gens.putAll(learnedKey.gens());
            per = learnedKey.per();
        }
    }

    /**
     * A key that holds two references (a link table, keyed by them or by them and more, such as a permission
     * kind; or a UNIQUE pair beside a surrogate key): rows owned by the first's table, distinct picks of the
     * second, so that the pair, and so the key, is different on every row.
     */
    private void linkTable() {
        // a reference unique alone (one manager a store) is a different parent row on each row: the table's rows
        // cannot follow another's, and that reference holds every key it is in
        boolean uniqueRef = t.unique().stream().anyMatch(u -> u.size() == 1 && fkOn(singles, u.get(0)) != null);
        // a reference a CHECK holds to a list of values (a kind: file_class = 2) is the same on many rows: no pair
        // nor one whose column a reference of several columns copies from the row it picks
        List<ForeignKey> pickable = singles.stream().filter(fk -> (checks.of(fk.columns().get(0)) == null
                || checks.of(fk.columns().get(0)).in == null) && pairs.stream().noneMatch(p -> p.columns().stream()
                .anyMatch(fk.columns().get(0)::equalsIgnoreCase))).toList();
        linked = per != null || uniqueRef ? null : linkKey(catalog, t, pickable);
        if (linked != null) {
            ForeignKey a = linked.get(0);
            ForeignKey b = linked.get(1);
            // no more for a parent than the second table's rows: each pair is a different row of it
            per = "{parent: " + yamlName(a.refTable()) + ", count: " + guessedCount(rowsOf.applyAsLong(a.refTable()),
                    rows, rowsOf.applyAsLong(b.refTable())) + "}";
            perWhy = "a link of " + a.refTable() + " and " + b.refTable() + " (its key is both references), each pair "
                    + "of a row of " + a.refTable() + " with a different row of " + b.refTable();
            gens.put(a.columns().get(0), PARENT);
            gens.put(b.columns().get(0), refColumn(catalog, b, ref(b.refTable()).with("distinct", "true")));
            ForeignKey meet = learned != null ? null : meeting(catalog, a.refTable(), b.refTable(), drafted);
            if (meet != null) {
                gens.put(b.columns().get(0), gens.get(b.columns().get(0)).with("within", yamlName(a.refTable())
                        + "." + yamlName(meet.columns().get(0))));
                notes.put(b.columns().get(0), yamlName(b.columns().get(0)) + ": a " + b.refTable() + " row of the "
                        + meet.refTable() + " row the " + a.refTable() + " row refers to: both tables refer to "
                        + meet.refTable() + ", and a pair of them meets in one");
            }
        }
    }

    /**
     * Where a link table pairs a row of {@code a} with a row of {@code b}, and both refer to one table by a NOT NULL
     * column (a group and a contact, each of a user), that reference of {@code a}: the pair meets in one row of it (a
     * group's members are its user's contacts, as an application lets a user group only their own contacts); null
     * where they do not, or {@code b}'s rows cannot be made owned by that table ({@link #ownable}).
     */
    static ForeignKey meeting(Catalog catalog, String a, String b,
            java.util.function.Predicate<String> drafted) {
        Catalog.Table ta = catalog.table(a);
        Catalog.Table tb = catalog.table(b);
        // both drafted here: a kept table's rows are owned by no one, and its columns pick nothing
        if (ta == null || tb == null || ta == tb || !drafted.test(a) || !drafted.test(b)) {
            return null;
        }
        ForeignKey ofB = ownerRef(tb);
        if (ofB == null || !ownable(catalog, tb, ofB) || !drafted.test(ofB.refTable())
                || ofB.refTable().equalsIgnoreCase(a)) {
            return null;
        }
        List<ForeignKey> ofA = ta.foreignKeys().stream().filter(fk -> fk.columns().size() == 1
                && fk.refTable().equalsIgnoreCase(ofB.refTable()) && !ta.column(fk.columns().get(0)).nullable())
                .toList();
        return ofA.size() == 1 ? ofA.get(0) : null;
    }

    /** The one NOT NULL one-column reference of {@code t} to another table, where it has exactly one; else null. */
    private static ForeignKey ownerRef(Catalog.Table t) {
        List<ForeignKey> refs = t.foreignKeys().stream().filter(fk -> fk.columns().size() == 1
                && !fk.refTable().equalsIgnoreCase(t.name()) && !t.column(fk.columns().get(0)).nullable()).toList();
        return refs.size() == 1 ? refs.get(0) : null;
    }

    /**
     * Whether {@code t}'s rows can be owned by the rows {@code fk} refers to, no key deciding otherwise: a one-column
     * primary key no reference holds, and no unique key with the reference's column in it.
     */
    private static boolean ownable(Catalog catalog, Catalog.Table t, ForeignKey fk) {
        String col = fk.columns().get(0);
        return t.primaryKey().size() == 1 && t.foreignKeys().stream().noneMatch(f -> f.columns().stream()
                .anyMatch(t.primaryKey().get(0)::equalsIgnoreCase)) && t.unique().stream().noneMatch(u -> u.stream()
                .anyMatch(col::equalsIgnoreCase)) && References.refersToKey(catalog, fk);
    }

    /**
     * Whether {@code a} and {@code b} are two one-column references in one key of {@code link} (its primary key or a
     * unique key), {@code a} to its table's key: the pair {@link #linkTable} may make, {@code a}'s rows the owners.
     */
    private static boolean isLinkPair(Catalog catalog, Catalog.Table link, ForeignKey a,
            ForeignKey b) {
        if (a.columns().size() != 1 || b.columns().size() != 1 || !References.refersToKey(catalog, a)
                || a.refTable().equalsIgnoreCase(link.name()) || b.refTable().equalsIgnoreCase(link.name())) {
            return false;
        }
        List<List<String>> keys = new ArrayList<>(link.unique());
        keys.add(link.primaryKey());
        return keys.stream().anyMatch(k -> k.stream().anyMatch(a.columns().get(0)::equalsIgnoreCase)
                && k.stream().anyMatch(b.columns().get(0)::equalsIgnoreCase));
    }

    /**
     * A table whose rows a link table pairs with another's that refers to the same owner ({@link #meeting}): its rows
     * are owned by that owner's rows ({@code per:}), so that the rows of one owner are a run of them the pair can
     * pick from. Not where anything was learned (the measured shapes decide there).
     */
    private void ownedForLinks() {
        if (per != null || learned != null || !drafted.test(t.name())) {
            return;
        }
        for (Catalog.Table link : catalog.tables()) {
            if (!drafted.test(link.name()) || link == t) {
                continue;
            }
            for (ForeignKey a : link.foreignKeys()) {
                for (ForeignKey b : link.foreignKeys()) {
                    if (a == b || !b.refTable().equalsIgnoreCase(t.name()) || !isLinkPair(catalog, link, a, b)
                            || meeting(catalog, a.refTable(), b.refTable(), drafted) == null) {
                        continue;
                    }
                    ForeignKey owner = ownerRef(t);
                    per = "{parent: " + yamlName(owner.refTable()) + ", count: " + guessedCount(rowsOf.applyAsLong(
                            owner.refTable()), rows, Long.MAX_VALUE) + "}";
                    perWhy = "owned by the rows of " + owner.refTable() + ", so that " + link.name() + " pairs rows "
                            + "of one " + owner.refTable() + " row";
                    gens.put(owner.columns().get(0), PARENT);
                    return;
                }
            }
        }
    }

    /**
     * A reference that is the primary key (one-to-one, a profile; of one column or of several): one row for each row
     * of the parent; or, where the table is one of the parent's kinds ({@link #kindsOf}), one row for each of the
     * parent rows of its kind.
     */
    private void oneToOne() {
        if (per != null) {
            return;
        }
        ForeignKey one = oneToOneKey(catalog, t);
        if (one == null) {
            return;
        }
        List<String> kinds = kindsOf(catalog, one.refTable()).stream().filter(drafted).toList();
        kinds = kinds.size() >= 2 ? kinds : List.of(); // kinds left out: the others take every parent row they can
        per = "{parent: " + yamlName(one.refTable()) + ", count: 1..1" + (kinds.contains(t.name()) ? ", one_of: ["
                + String.join(", ", kinds.stream().map(YamlText::yamlName).toList()) + "]" : "") + "}";
        perWhy = kinds.contains(t.name()) ? "one row for each row of " + one.refTable() + " of its kind: each row "
                + "of " + one.refTable() + " has its row in one of " + String.join(", ", kinds)
                : "one row for each row of " + one.refTable() + ": its key is its reference to " + one.refTable();
        if (one.columns().size() == 1) {
            gens.put(one.columns().get(0), PARENT);
            return;
        }
        ownerColumns = one.columns();
        for (int i = 0; i < one.columns().size(); i++) {
            gens.put(one.columns().get(i), PARENT.with("column", yamlName(one.refColumns().get(i))));
        }
    }

    /** Last words of a column that says which kind a row is: its kind tables' word then (a trigger's TRIGGER_TYPE). */
    private static final Set<String> KIND_WORDS = Set.of("type", "kind", "class", "dtype", "discriminator");

    /**
     * In a table whose rows have kinds ({@link #kindsOf}), a text column named as the row's type names the kind table
     * its row went to: the kind table's own words, in its name's case (CRON for QRTZ_CRON_TRIGGERS, savings for
     * savings_account); not where a word does not fit the column, nor in a key or a reference.
     */
    private void kindColumn() {
        List<String> kinds = kindsOf(catalog, t.name()).stream().filter(drafted).toList();
        if (kinds.size() < 2) {
            return;
        }
        List<String> whole = ColumnRules.words(t.name());
        Map<String, String> words = new LinkedHashMap<>();
        for (String kind : kinds) {
            List<String> own = ColumnRules.words(kind);
            String word = String.join("_", own.subList(whole.size() - 1, own.size() - 1));
            words.put(kind, kind.equals(kind.toUpperCase(java.util.Locale.ROOT))
                    ? word.toUpperCase(java.util.Locale.ROOT) : word);
        }
        for (Catalog.Column c : t.columns()) {
            List<String> name = ColumnRules.words(c.name());
            if (name.isEmpty() || !KIND_WORDS.contains(name.get(name.size() - 1)) || gens.containsKey(c.name())
                    || t.inKey(c.name()) || c.kind() != seedgen.catalog.Kind.TEXT || c.length() == null
                    || words.values().stream().anyMatch(w -> w.length() > c.length())) {
                continue;
            }
            gens.put(c.name(), Gen.of("kind").with("tables", "{" + String.join(", ", words.entrySet().stream()
                    .map(e -> yamlName(e.getKey()) + ": " + quote(e.getValue())).toList()) + "}"));
            return;
        }
    }

    /**
     * The foreign key of {@code t} that is its whole primary key and refers to another table's primary key (one row
     * of {@code t} at most for each row of that table), or null.
     */
    static ForeignKey oneToOneKey(Catalog catalog, Catalog.Table t) {
        for (ForeignKey fk : t.foreignKeys()) {
            Catalog.Table parent = catalog.table(fk.refTable());
            if (parent == null || fk.refTable().equalsIgnoreCase(t.name()) || t.primaryKey().isEmpty()
                    || !sameColumns(fk.columns(), t.primaryKey()) || !sameColumns(fk.refColumns(),
                    parent.primaryKey()) || fk.columns().size() != t.primaryKey().size()) {
                continue;
            }
            return fk;
        }
        return null;
    }

    private static boolean sameColumns(List<String> a, List<String> b) {
        return a.size() == b.size() && a.stream().allMatch(x -> b.stream().anyMatch(x::equalsIgnoreCase));
    }

    /**
     * The tables that are kinds of {@code parent}, sorted, where two or more are: each keyed one-to-one by a
     * reference to it ({@link #oneToOneKey}), and named as a kind of it, the parent's name with words put before its
     * last ({@code QRTZ_CRON_TRIGGERS} and {@code QRTZ_SIMPLE_TRIGGERS} of {@code QRTZ_TRIGGERS}, {@code
     * savings_account} of {@code account}). A parent row is then one kind: its row is in one of them (Quartz reads a
     * trigger's row from the one table its type names). A table named the parent's name and more after it ({@code
     * user_profile}, {@code user_settings}) is a part of every row, not a kind: each parent row has one of each.
     */
    static List<String> kindsOf(Catalog catalog, String parent) {
        List<String> whole = ColumnRules.words(parent);
        if (whole.isEmpty()) {
            return List.of();
        }
        List<String> kinds = new ArrayList<>();
        for (Catalog.Table c : catalog.tables()) {
            ForeignKey one = oneToOneKey(catalog, c);
            if (one == null || !one.refTable().equalsIgnoreCase(parent)) {
                continue;
            }
            List<String> words = ColumnRules.words(c.name());
            // the parent's words but its last, then the kind's own, then the parent's last word
            if (words.size() > whole.size() && words.get(words.size() - 1).equals(whole.get(whole.size() - 1))
                    && words.subList(0, whole.size() - 1).equals(whole.subList(0, whole.size() - 1))) {
                kinds.add(c.name());
            }
        }
        kinds.sort(String.CASE_INSENSITIVE_ORDER);
        return kinds.size() >= 2 ? kinds : List.of();
    }

    /**
     * A key of a reference and a date (a history: salaries by (emp_no, from_date)): rows owned by the referenced
     * row, their dates in order within it.
     */
    private void history() {
        if (per == null && t.primaryKey().size() >= 2) {
            ForeignKey owner = t.primaryKey().stream().map(k -> fkOn(singles, k)).filter(f -> f != null
                    && !f.refTable().equalsIgnoreCase(t.name()) && refersToKey(catalog, f)).findFirst().orElse(null);
            String date = t.primaryKey().stream().filter(k -> fkOn(singles, k) == null
                    && ColumnRules.isDate(t.column(k))).findFirst().orElse(null);
            if (owner != null && date != null) {
                per = "{parent: " + yamlName(owner.refTable()) + ", count: " + guessedCount(rowsOf.applyAsLong(
                        owner.refTable()), rows, Long.MAX_VALUE) + "}";
                perWhy = "a history of each row of " + owner.refTable() + " (its key is the reference and " + date
                        + ")";
                gens.put(owner.columns().get(0), PARENT);
                gens.put(date, ColumnRules.orderedInParent(t.column(date)));
            }
        }
    }

    /**
     * A key of a reference and a small set (a permission table: (entity_id, permission); a UNIQUE (user_id, role)
     * beside a surrogate key, role an ENUM): rows owned by the referenced row, each a different member, so a
     * parent owns at most as many rows as there are members.
     */
    private void members() {
        List<List<String>> pairKeys = new ArrayList<>(List.of(t.primaryKey()));
        pairKeys.addAll(t.unique());
        for (List<String> key : pairKeys) {
            if (per != null || key.size() != 2) {
                continue;
            }
            ForeignKey owner = key.stream().map(k -> fkOn(singles, k)).filter(f -> f != null
                    && !f.refTable().equalsIgnoreCase(t.name()) && refersToKey(catalog, f)).findFirst().orElse(null);
            String member = key.stream().filter(k -> fkOn(singles, k) == null).findFirst().orElse(null);
            List<String> members = owner == null || member == null ? null : smallSet(t.column(member));
            if (members != null) {
                per = "{parent: " + yamlName(owner.refTable()) + ", count: " + guessedCount(rowsOf.applyAsLong(
                        owner.refTable()), rows, members.size()) + "}";
                perWhy = "each row of " + owner.refTable() + " with different ones of " + members.size() + " values of "
                        + member + " (its key is the reference and " + member + ")";
                gens.put(owner.columns().get(0), PARENT);
                gens.put(member, Gen.of("choice").with("distinct", "true").with("values", Gen.list(members.stream()
                        .map(YamlText::quote).toList())));
            }
        }
    }

    /**
     * Learned: the rows are owned by the parent of the first NOT NULL reference to another table's key, with the
     * fan-out measured; the other references pick their rows with theirs. Only in a table whose keys are one
     * column each and whose references are not unique: with an owner, a distinct pick differs within its parent
     * only, and a composite key's members are made unique in a table of its own rows. Where a key shape owns the
     * rows already, its owner's fan-out as measured instead of the guess.
     */
    private void learnedOwner() {
        boolean ownable = t.primaryKey().size() <= 1 && t.unique().stream().allMatch(u -> u.size() == 1)
                && singles.stream().noneMatch(fk -> t.isKey(fk.columns())) && !exactRows.contains(t.name());
        if (shape != null && per == null && ownable) {
            for (ForeignKey fk : singles) {
                String col = fk.columns().get(0);
                Learned.FanOut f = shape.fanOuts().get(col);
                if (f != null && f.children() > 0 && !fk.refTable().equalsIgnoreCase(t.name())
                        && !t.column(col).nullable() && refersToKey(catalog, fk) && !t.isKey(List.of(col))
                        && !t.inKey(col)) {
                    per = "{parent: " + yamlName(fk.refTable()) + ", weights: " + LearnedFanOuts.weights(f)
                            + (LearnedFanOuts.exact(f) ? ", exact: true" : "") + "}";
                    gens.put(col, PARENT);
                    owner = col;
                    ownerParent = fk.refTable();
                    break;
                }
            }
        } else if (shape != null) {
            for (ForeignKey fk : singles) {
                if (PARENT.equals(gens.get(fk.columns().get(0)))) {
                    owner = fk.columns().get(0);
                    ownerParent = fk.refTable();
                }
            }
            // a link table (likes by user and post), a history or a one-to-one: the owner's fan-out as measured
            // instead of the guess (a link's distinct picks cut a count to the rows there are to pick); not a table
            // of members of a small set, whose counts the set's size bounds
            Learned.FanOut f = owner == null ? null : shape.fanOuts().get(owner);
            boolean members = gens.values().stream().anyMatch(g -> g.is("choice") && g.opensWith("distinct")
                    && g.flag("distinct"));
            if (f != null && f.children() > 0 && !members) {
                per = "{parent: " + yamlName(ownerParent) + ", weights: " + LearnedFanOuts.weights(f)
                        + (LearnedFanOuts.exact(f) ? ", exact: true" : "") + "}";
            }
        }
    }

    /** The other references with their learned fan-outs, and those given another's pick. */
    private void learnedReferences() {
        if (shape != null) {
            for (ForeignKey fk : singles) {
                String col = fk.columns().get(0);
                Learned.FanOut f = shape.fanOuts().get(col);
                if (f != null && f.children() > 0 && !gens.containsKey(col) && !fk.refTable().equalsIgnoreCase(t.name())
                        && !t.isKey(List.of(col)) && !t.inKey(col) && catalog.table(fk.refTable()) != null) {
                    Gen picks = refColumn(catalog, fk, ref(fk.refTable())).with("fanout", LearnedFanOuts.weights(f));
                    gens.put(col, LearnedFanOuts.exact(f) ? picks.with("exact", "true") : picks);
                }
            }
        }
        if (shape != null) {
            givenRefs(t, shape, gens, owner);
        }
    }

    /** A foreign key of several columns: the first picks a row of the table, the others copy that row's. */
    private void pairs() {
        for (ForeignKey fk : pairs) {
            String a = fk.columns().get(0);
            if (fk.columns().equals(ownerColumns)) {
                continue; // the owner's columns: gen: parent
            }
            if (learnedKey != null && gens.containsKey(a) && gens.get(a).has("snap") && CompositeKeys.orderedBy(catalog,
                    fk)) {
                // a row of the target with the series' value, unless the key's members made it already
                CompositeKeys.byValue(catalog, fk).forEach(gens::putIfAbsent);
                continue;
            }
            refColumn(catalog, fk, Gen.of("ref")); // refused where the table it refers to is not read
            Gen first = ref(fk.refTable()).with("column", yamlName(fk.refColumns().get(0)));
            String taken = fk.columns().stream().skip(1).filter(gens::containsKey).findFirst().orElse(null);
            if (gens.containsKey(a) && !gens.get(a).equals(first) || taken != null) {
                throw unfillable(t, taken != null ? taken : a, "the column is in two foreign keys, which seedgen does "
                        + "not make yet");
            }
            gens.put(a, first);
            for (int i = 1; i < fk.columns().size(); i++) { // the other columns of the row the first one picked
                gens.put(fk.columns().get(i), ref(fk.refTable()).with("column", yamlName(fk.refColumns().get(i)))
                        .with("with", yamlName(a)));
            }
        }
    }

    /**
     * A one-column reference whose column a reference of several columns copies from the row it picks (LedgerSMB's
     * business_unit_ac: (class_id, bu_id) to business_unit, class_id to business_unit_class): held where the row
     * picked refers, by its column copied, to the same table and column; else the column is in two references
     * seedgen cannot make agree.
     */
    private void impliedBy(ForeignKey fk) {
        String col = fk.columns().get(0);
        for (ForeignKey p : pairs) {
            int i = indexOf(p.columns(), col);
            if (i < 0) {
                continue;
            }
            Catalog.Table parent = catalog.table(p.refTable());
            String copied = p.refColumns().get(i);
            boolean same = p.refTable().equalsIgnoreCase(fk.refTable())
                    && copied.equalsIgnoreCase(fk.refColumns().get(0));
            boolean implied = same || parent != null && parent.foreignKeys().stream().anyMatch(q -> q.columns()
                    .size() == 1 && q.columns().get(0).equalsIgnoreCase(copied) && q.refTable().equalsIgnoreCase(
                    fk.refTable()) && q.refColumns().get(0).equalsIgnoreCase(fk.refColumns().get(0)));
            if (!implied) {
                throw unfillable(t, col, "the column is in two foreign keys, " + p.name() + " and " + fk.name()
                        + ", and the row " + p.name() + " picks does not refer to " + fk.refTable() + " by it");
            }
            return;
        }
    }

    private static int indexOf(List<String> names, String name) {
        for (int i = 0; i < names.size(); i++) {
            if (names.get(i).equalsIgnoreCase(name)) {
                return i;
            }
        }
        return -1;
    }

    /** Each one-column reference not chosen yet: to its own table, unique, or a plain pick. */
    private void singles() {
        for (ForeignKey fk : singles) {
            String col = fk.columns().get(0);
            if (gens.containsKey(col)) {
                impliedBy(fk);
                continue;
            }
            Catalog.Column c = t.column(col);
            if (fk.refTable().equalsIgnoreCase(t.name())) {
                boolean key = refersToKey(catalog, fk);
                if (!key && !t.isKey(fk.refColumns())) {
                    throw unfillable(t, col, "a reference to its own table's column " + fk.refColumns().get(0)
                            + ", which is neither its key nor unique, is not made");
                }
                // each row refers to an earlier one, by the key or the unique column the reference names; the first
                // to none, or to itself when the column is NOT NULL; learned, with the fan-out measured (its NULLs
                // are the column's null:)
                Learned.FanOut f = shape == null ? null : shape.fanOuts().get(col);
                Gen self = key ? ref(t.name()) : ref(t.name()).with("column", yamlName(fk.refColumns().get(0)));
                self = c.nullable() ? self : self.with("roots", "self");
                gens.put(col, f != null && f.children() > 0 ? self.with("fanout", LearnedFanOuts.weights(f)) : self);
            } else {
                // a unique reference beside the key (a store's one manager): each row a different parent row
                boolean oneEach = t.isKey(List.of(col));
                if (oneEach && per != null) {
                    // the rows follow a parent's, and distinct: picks differ only within one parent: NULLs never
                    // collide in a unique key, so a nullable one is left to NULL
                    if (!c.nullable() || t.primaryKey().stream().anyMatch(col::equalsIgnoreCase)) {
                        throw unfillable(t, col, "a unique reference in a table whose rows follow " + per
                                + " is not made yet");
                    }
                    nulls.add(col);
                    gens.put(col, refColumn(catalog, fk, ref(fk.refTable())));
                    continue;
                }
                Gen picks = refColumn(catalog, fk, ref(fk.refTable()));
                gens.put(col, oneEach ? picks.with("distinct", "true") : picks);
                if (oneEach) {
                    distinctOf.put(col, fk.refTable());
                }
            }
        }
    }

    /** A pick of a row of {@code table}: {@code gen: ref, table: T}. */
    static Gen ref(String table) {
        return Gen.of("ref").with("table", yamlName(table));
    }
}
