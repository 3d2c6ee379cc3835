package seedgen.spec;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;
import seedgen.generate.Generators;
import seedgen.model.ColumnType;

/** The generator of each column, by its {@code gen:} name, with the options each one takes. */
final class GeneratorFactory {

    /** Each generator's own options; the common ones (gen, type, null, unique) are allowed everywhere. */
    static final Map<String, Set<String>> GENERATORS = new LinkedHashMap<>();

    static {
        GENERATORS.put("sequence", Set.of("start", "step", "deleted"));
        GENERATORS.put("uuid", Set.of("version"));
        GENERATORS.put("uuid4", Set.of());
        GENERATORS.put("uuid7", Set.of());
        GENERATORS.put("int", Set.of("min", "max", "distribution", "mean", "s", "at_least", "quantiles", "after",
                "correlate", "ordered", "steps", "start", "within", "snap", "runs", "exact", "until", "year_of"));
        GENERATORS.put("decimal", Set.of("min", "max", "scale", "at_least", "quantiles", "after", "correlate",
                "exact"));
        GENERATORS.put("choice", Set.of("values", "distinct", "other", "within", "given"));
        GENERATORS.put("counter", Set.of("within", "start"));
        GENERATORS.put("bool", Set.of("p"));
        GENERATORS.put("datetime", Set.of("from", "to", "after", "within", "min", "ordered", "step", "delay", "mean",
                "quantiles", "until", "since", "correlate", "steps", "start", "snap", "runs", "exact", "format",
                "unchanged"));
        GENERATORS.put("states", Set.of("since", "as_of", "states", "exits"));
        GENERATORS.put("state_time", Set.of("of", "state", "format"));
        GENERATORS.put("code", Set.of("length", "case", "scheme"));
        GENERATORS.put("pattern", Set.copyOf(PatternColumns.OPTIONS));
        GENERATORS.put("bits", Set.of("width"));
        GENERATORS.put("geometry", Set.of("kind", "srid"));
        GENERATORS.put("first_name", Set.of());
        GENERATORS.put("last_name", Set.of());
        GENERATORS.put("template", Set.of("text"));
        GENERATORS.put("lorem", Set.of("words"));
        GENERATORS.put("bcrypt", Set.of("plaintext", "cost"));
        GENERATORS.put("constant", Set.of("value"));
        GENERATORS.put("list", Set.of("values"));
        GENERATORS.put("parent", Set.of("column"));
        GENERATORS.put("kind", Set.of("tables", "of"));
        GENERATORS.put("ref", Set.of("table", "column", "distribution", "s", "distinct", "within", "with", "roots",
                "before", "exclude", "fanout", "exact", "where", "given", "one_of"));
        GENERATORS.put("json", Set.of("fields"));
        GENERATORS.put("faker", Set.of("expr", "locale"));
        // PostgreSQL's own types, as the text its input functions read
        GENERATORS.put("array", Set.of("of", "count"));
        GENERATORS.put("range", Set.of("kind"));
        GENERATORS.put("macaddr", Set.of("bytes"));
        GENERATORS.put("bitstring", Set.of("width", "varying"));
        GENERATORS.put("xml", Set.of());
        GENERATORS.put("shape", Set.of("kind"));
        GENERATORS.put("hstore", Set.of());
        GENERATORS.put("ltree", Set.of());
        GENERATORS.put("tsvector", Set.of("from"));
    }

    /** The generators of text that {@code case: lower|upper} puts in one case, besides those with a case of their own. */
    static final Set<String> CASED = Set.of("template", "lorem", "first_name", "last_name", "faker", "choice",
            "constant", "list");

    /** The generators of words whose lengths {@code lengths:} fits to quantiles ({@link Compilation#column}). */
    static final Set<String> FITTED = Set.of("faker", "first_name", "last_name", "lorem");

    private final Compilation comp;
    private final long seed;
    private final ScalarColumns scalars;
    private final TextColumns texts;
    private final References references;
    private final Datetimes datetimes;
    private final Templates templates;
    private final InlineGenerators inline;
    private final GroupColumns groups;
    private final StateColumns states;
    private final PatternColumns patterns;

    GeneratorFactory(Compilation comp) {
        this.comp = comp;
        this.seed = comp.seed;
        this.scalars = new ScalarColumns(comp);
        this.texts = new TextColumns(comp);
        this.references = new References(comp);
        this.datetimes = comp.datetimes;
        this.templates = new Templates(comp);
        this.inline = new InlineGenerators(comp);
        this.groups = comp.groups;
        this.states = new StateColumns(comp);
        this.patterns = new PatternColumns(comp);
    }

    /** The column's generator is one of {@link #GENERATORS}, and its options are that generator's. */
    static void checkOptions(Spec.ColumnDef c) {
        Set<String> known = GENERATORS.get(c.gen());
        if (known == null) {
            throw c.genWhere().error("unknown generator '" + c.gen() + "' (known: "
                    + String.join(", ", GENERATORS.keySet()) + ")");
        }
        for (Map.Entry<String, Node> o : c.options().entrySet()) {
            if (o.getKey().equals("case") && CASED.contains(c.gen())
                    || o.getKey().equals("lengths") && FITTED.contains(c.gen())) {
                continue; // any text: its values in one case, or of lengths fitted ({@link Compilation#column})
            }
            if (!known.contains(o.getKey())) {
                Set<String> allowed = new java.util.TreeSet<>(known);
                allowed.addAll(SpecReader.COLUMN_COMMON);
                throw o.getValue().where().error("unknown option '" + o.getKey() + "' for generator " + c.gen()
                        + " (known: " + String.join(", ", allowed) + ")");
            }
        }
    }

    Col make(Table t, Spec.ColumnDef c, int stream) {
        switch (c.gen()) {
            case "sequence":
                return scalars.sequenceColumn(t, c, stream);
            case "uuid", "uuid4", "uuid7":
                return scalars.uuidColumn(t, c, stream);
            case "int":
                return scalars.intColumn(t, c, stream);
            case "decimal":
                return scalars.decimalColumn(t, c, stream);
            case "choice":
                return texts.choiceColumn(t, c, stream);
            case "bool":
                return scalars.boolColumn(t, c, stream);
            case "counter":
                return groups.counter(t, c, stream);
            case "datetime":
                return datetimes.datetime(t, c, stream);
            case "states":
                return states.states(t, c, stream);
            case "state_time":
                return states.stateTime(t, c, stream);
            case "code":
                return scalars.codeColumn(t, c, stream);
            case "pattern":
                return patterns.pattern(t, c, stream);
            case "bits":
                return scalars.bitsColumn(t, c, stream);
            case "geometry":
                return scalars.geometryColumn(t, c, stream);
            case "first_name":
                return Col.plain(c, Generators.firstName(seed, stream), ColumnType.varchar(Generators.longestName()),
                        false, true);
            case "last_name":
                return Col.plain(c, Generators.lastName(seed, stream), ColumnType.varchar(Generators.longestName()),
                        false, true);
            case "template":
                return templates.template(t, c);
            case "lorem":
                return texts.loremColumn(t, c, stream);
            case "bcrypt":
                return texts.bcryptColumn(t, c, stream);
            case "constant":
                return texts.constantColumn(t, c, stream);
            case "list":
                return texts.listColumn(t, c);
            case "parent":
                return references.parentKey(t, c, stream);
            case "kind":
                return c.options().containsKey("of") ? references.kindOfRef(t, c) : comp.kindColumn(t, c);
            case "ref":
                return references.ref(t, c, stream);
            case "json":
                return inline.json(t, c);
            case "array":
                return inline.array(t, c, stream);
            case "range", "macaddr", "bitstring", "xml", "shape", "hstore", "ltree", "tsvector":
                return Col.plain(c, inline.pgValue(t, c, stream), ColumnType.sql("TEXT", 0), false, false);
            case "faker":
                return texts.fakerColumn(t, c, stream);
            default:
                throw new IllegalStateException(c.gen());
        }
    }
}
