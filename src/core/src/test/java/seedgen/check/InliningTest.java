package seedgen.check;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * A schema's functions of one expression inlined into the checks that call them, as MusicBrainz's are: the check
 * then evaluates with built-in functions alone, and means what the server's does.
 */
class InliningTest {

    private static final Map<String, Inlining.SqlFunction> MUSICBRAINZ = Map.of(
            "padded_by_whitespace", new Inlining.SqlFunction("padded_by_whitespace", List.of("$1"),
                    Inlining.expression("sql", "\n  SELECT btrim($1) <> $1;\n")),
            "controlled_for_whitespace", new Inlining.SqlFunction("controlled_for_whitespace", List.of("$1"),
                    Inlining.expression("sql", "\n  SELECT NOT padded_by_whitespace($1);\n")),
            "between_ints", new Inlining.SqlFunction("between_ints", List.of("v", "lo", "hi"),
                    Inlining.expression("plpgsql", "BEGIN RETURN v >= lo AND v <= hi; END")));

    @Test
    void aCallIsReplacedByItsBodyNestedCallsToo() {
        String clause = Inlining.expand("controlled_for_whitespace((name)::text)", MUSICBRAINZ);
        assertFalse(clause.contains("whitespace"), clause);
        Expr e = CheckParser.parse(clause);
        Evaluator.Binding one = new Evaluator.Binding() {
            @Override
            public int index(String name) {
                return name.equals("name") ? 0 : -1;
            }

            @Override
            public ValueKind kind(int index) {
                return ValueKind.TEXT;
            }
        };
        Evaluator ev = Evaluator.compile(e, one);
        assertTrue(ev.holds(i -> "Abbey Road"));
        assertFalse(ev.holds(i -> " Abbey Road"));
        assertFalse(ev.holds(i -> "Abbey Road "));
    }

    @Test
    void namedParametersAndAQualifiedCallAndQuotedTextAreSubstitutedRight() {
        String clause = Inlining.expand("public.between_ints(rating, 0, 100) AND note <> 'between_ints(1)'",
                MUSICBRAINZ);
        assertEquals("((rating) >= (0) AND (rating) <= (100)) AND note <> 'between_ints(1)'", clause);
    }

    @Test
    void aBodyOfMoreThanOneExpressionIsNotInlined() {
        assertNull(Inlining.expression("sql", "SELECT count(*) FROM t WHERE x = $1"));
        assertNull(Inlining.expression("plpgsql", "BEGIN IF $1 THEN RETURN 1; END IF; RETURN 0; END"));
        assertEquals("x > 0", Inlining.expression("plpgsql", "begin\n return x > 0;\nend"));
    }
}
