package seedgen.spec;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import seedgen.error.SeedgenException;
import seedgen.model.Column;
import seedgen.model.Dataset;

/**
 * {@code gen: pattern} in a spec: its options together (patterns that must and must not match, length, case, the
 * declared type's length), a key's values unique by construction, and the refusals at compile time: no value, fewer
 * values than a unique column's rows, a pattern that cannot be read, each one line at its place naming the column.
 */
class PatternColumnsTest {

    private static Dataset compile(String columns, long rows) {
        String yaml = "seedgen: 1\ntables:\n  codes:\n    rows: " + rows + "\n    columns:\n" + columns
                + "      id: {gen: sequence}\n";
        return DatasetCompiler.compile(SpecReader.read("p.yaml", yaml, Map.of()), 1, null);
    }

    private static Column column(Dataset d, String name) {
        return d.table("codes").spec().columns().stream().filter(c -> c.name().equals(name)).findFirst()
                .orElseThrow();
    }

    private static SeedgenException refused(String columns, long rows) {
        return assertThrows(SeedgenException.class, () -> compile(columns, rows));
    }

    @Test
    void everyOptionHolds() {
        Dataset d = compile("""
                      isrc: {gen: pattern, regex: '^[A-Z]{2}[A-Z0-9]{3}[0-9]{7}$', unique: true}
                      slug: {gen: pattern, regex: ['^[a-z0-9-]+$', '[a-z]'], not_like: ['-%', '%-'], length: 3..20}
                      name: {gen: pattern, like: 'ab%', ignore_case: true, case: upper, type: 'varchar(6)'}
                      part: {gen: pattern, similar: '(x|y)[0-9]{2}%', not_similar: '%0'}
                      pct: {gen: pattern, like: '50!%%', escape: '!', length: 4}
                """, 3_000);
        Pattern isrc = Pattern.compile("[A-Z]{2}[A-Z0-9]{3}[0-9]{7}");
        Set<Object> seen = new HashSet<>();
        for (long r = 1; r <= 3_000; r++) {
            String v = (String) column(d, "isrc").generator().valueFor(r);
            assertTrue(isrc.matcher(v).matches() && seen.add(v), v);
            String slug = (String) column(d, "slug").generator().valueFor(r);
            assertTrue(slug.matches("[a-z0-9-]{3,20}") && slug.matches(".*[a-z].*") && !slug.startsWith("-")
                    && !slug.endsWith("-"), slug);
            String name = (String) column(d, "name").generator().valueFor(r);
            assertTrue(name.matches("AB[^a-z]{0,4}"), name);
            String part = (String) column(d, "part").generator().valueFor(r);
            assertTrue(part.matches("[xy][0-9]{2}.*") && !part.endsWith("0"), part);
            assertTrue(((String) column(d, "pct").generator().valueFor(r)).matches("50%."));
        }
        assertEquals(12, column(d, "isrc").type().length());
        assertEquals(20, column(d, "slug").type().length());
        assertEquals(6, column(d, "name").type().length());
        assertTrue(d.table("codes").unique().contains(java.util.List.of("isrc")), d.table("codes").unique()::toString);
    }

    /** A column named the table's primary key is unique by construction without unique: true. */
    @Test
    void aKeyIsUniqueByConstruction() {
        String yaml = "seedgen: 1\ntables:\n  codes:\n    rows: 2000\n    columns:\n"
                + "      code: {gen: pattern, regex: '^[a-c]{7}$'}\n    primary_key: [code]\n";
        Dataset d = DatasetCompiler.compile(SpecReader.read("p.yaml", yaml, Map.of()), 1, null);
        Set<Object> seen = new HashSet<>();
        for (long r = 1; r <= 2000; r++) {
            assertTrue(seen.add(d.table("codes").spec().columns().get(0).generator().valueFor(r)));
        }
    }

    @Test
    void refusalsNameTheColumnAndThePatterns() {
        SeedgenException none = refused("      c: {gen: pattern, regex: '^[0-9]{11}$', type: 'varchar(10)'}\n", 10);
        assertEquals("p.yaml:6:16: column codes.c has no value: no string matching ~ '^[0-9]{11}$', 0..10 characters; "
                + "loosen a pattern or the length", none.getMessage());
        SeedgenException few = refused("      c: {gen: pattern, regex: '^[ab]{1,2}$', unique: true}\n", 7);
        assertEquals("p.yaml:6:16: column codes.c is unique, but matching ~ '^[ab]{1,2}$' holds 6 strings, fewer than "
                + "the 7 rows; loosen a pattern or give the table fewer rows", few.getMessage());
        SeedgenException backref = refused("      c: {gen: pattern, regex: ['^a', '(x)\\1']}\n", 7);
        assertTrue(backref.getMessage().startsWith("p.yaml:6:39: regex: pattern '(x)\\1': backreference \\1"),
                backref.getMessage());
        SeedgenException noPattern = refused("      c: {gen: pattern, length: 3}\n", 7);
        assertTrue(noPattern.getMessage().contains("pattern needs regex:, like: or similar:"), noPattern.getMessage());
        SeedgenException escape = refused("      c: {gen: pattern, like: 'a%', escape: '!!'}\n", 7);
        assertTrue(escape.getMessage().contains("escape is one character"), escape.getMessage());
        assertEquals(1, none.getMessage().lines().count());
    }
}
