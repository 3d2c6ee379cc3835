package seedgen.spec;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import seedgen.check.CheckParser;
import seedgen.check.Evaluator;
import seedgen.check.ValueKind;
import seedgen.error.SeedgenException;
import seedgen.model.Dataset;
import seedgen.model.TableSpec;

/**
 * A table's {@code checks:}: every row holds every check, its columns drawn again where a row as drawn breaks one;
 * each row a pure function of its number (the same values asked in any order, or in a slice); a check no draw keeps
 * refused with the check and the columns named.
 */
class TableChecksTest {

    private static final String SPEC = """
            seedgen: 1
            name: checked
            tables:
              tags:
                rows: 50
                columns:
                  id: {gen: sequence}
                primary_key: [id]
              rel:
                rows: 3000
                columns:
                  id: {gen: sequence}
                  tag1: {gen: ref, table: tags}
                  tag2: {gen: ref, table: tags}
                  a: {gen: int, min: 0, max: 10, null: 0.3}
                  b: {gen: int, min: 0, max: 10, null: 0.3}
                  ended: {gen: bool, p: 0.5, type: boolean}
                  y: {gen: int, min: 1990, max: 2020, null: 0.8, type: smallint}
                  starts: {gen: datetime, from: "2024-01-01", to: "2024-12-31"}
                  ends: {gen: datetime, from: "2024-01-01", to: "2024-12-31", null: 0.2}
                primary_key: [id]
                checks:
                  - "tag1 <> tag2"
                  - "(a IS NULL) = (b IS NULL)"
                  - "((y IS NOT NULL) AND (ended = true)) OR (y IS NULL)"
                  - {name: ends_after, check: "ends > starts"}
            """;

    private static final List<String> CHECKS = List.of("tag1 <> tag2", "(a IS NULL) = (b IS NULL)",
            "((y IS NOT NULL) AND (ended = true)) OR (y IS NULL)", "ends > starts");

    private static Dataset compile(String text, long seed) {
        return DatasetCompiler.compile(SpecReader.read("t.yaml", text, Map.of()), seed, null);
    }

    @Test
    void everyRowHoldsEveryCheckAndTheFlagFollowsTheDate() {
        Dataset d = compile(SPEC, 4);
        Dataset.Table t = d.table("rel");
        TableSpec spec = t.spec();
        List<String> names = spec.columns().stream().map(seedgen.model.Column::name).toList();
        Evaluator.Binding binding = new Evaluator.Binding() {
            @Override
            public int index(String name) {
                return names.indexOf(name);
            }

            @Override
            public ValueKind kind(int index) {
                return ValueKind.ofType(spec.columns().get(index).type().ddl());
            }
        };
        List<Evaluator> checks = CHECKS.stream().map(c -> Evaluator.compile(CheckParser.parse(c), binding)).toList();
        int yFilled = 0;
        int endedWithY = 0;
        int aNull = 0;
        for (long row = 1; row <= t.rows(); row++) {
            Object[] values = spec.row(row);
            for (int i = 0; i < checks.size(); i++) {
                assertTrue(checks.get(i).holds(c -> values[c]), "row " + row + " breaks " + CHECKS.get(i) + ": "
                        + java.util.Arrays.toString(values));
            }
            if (values[6] != null) {
                yFilled++;
                endedWithY += ((Long) values[5]) == 1 ? 1 : 0;
            }
            aNull += values[3] == null ? 1 : 0;
        }
        assertEquals(yFilled, endedWithY, "a year set, ended");
        assertTrue(yFilled > 400 && yFilled < 800, "the year's NULLs as drawn: " + yFilled);
        assertTrue(aNull > 600 && aNull < 1200, "a's NULLs about as drawn: " + aNull);
        Dataset.Checks report = t.checks();
        assertEquals(CHECKS, report.checks());
        assertTrue(report.redrawn() > 0 && report.redrawn() < report.sampled(), report.toString());
        assertTrue(report.redrawable().containsAll(List.of("tag1", "tag2", "a", "b", "ended", "y", "starts", "ends")),
                report.toString());
    }

    @Test
    void aRowIsTheSameAskedInAnyOrderOrInASlice() {
        TableSpec whole = compile(SPEC, 9).table("rel").spec();
        TableSpec again = compile(SPEC, 9).table("rel").spec();
        Object[][] forward = new Object[3001][];
        for (long row = 1; row <= 3000; row++) {
            forward[(int) row] = whole.row(row);
        }
        for (long row = 3000; row >= 1; row -= 7) {
            assertArrayEquals(forward[(int) row], again.row(row), "row " + row);
        }
        TableSpec slice = whole.rowsAt(r -> 1000 + r);
        for (long row = 1; row <= 500; row++) {
            assertArrayEquals(forward[(int) (1000 + row)], slice.row(row), "slice row " + row);
        }
    }

    @Test
    void aCheckNoDrawKeepsIsRefusedNamingItAndItsColumns() {
        String impossible = SPEC.replace("- {name: ends_after, check: \"ends > starts\"}",
                "- {name: never, check: \"starts > '2030-01-01'\"}");
        SeedgenException e = assertThrows(SeedgenException.class, () -> compile(impossible, 1));
        assertTrue(e.getMessage().contains("CHECK never (starts > '2030-01-01')") && e.getMessage().contains("t.yaml:"),
                e.getMessage());
        String keyOnly = SPEC.replace("- {name: ends_after, check: \"ends > starts\"}", "- \"id > 10\"");
        e = assertThrows(SeedgenException.class, () -> compile(keyOnly, 1));
        assertTrue(e.getMessage().contains("id, a key holds it"), e.getMessage());
        assertNotNull(DatasetCompiler.compileChecked(SpecReader.read("t.yaml", keyOnly, Map.of()), 1, null)
                .table("rel").checks().failure());
    }

    /**
     * A bound in one branch of an OR under an AND, that draws rarely reach (CheckGrammarIT's seed 48 drew it on
     * MariaDB: {@code c <> 979 and (c between 894 and 1094 or t regexp '^[a-z]{3,}')}): the bound repairs the row.
     */
    @Test
    void aBoundInABranchRepairsTheRowsNoDrawKeeps() {
        String narrow = SPEC.replace("- {name: ends_after, check: \"ends > starts\"}",
                "- \"a <> 979 AND (a BETWEEN 894 AND 1094 OR b > 5000)\"").replace(
                "a: {gen: int, min: 0, max: 10, null: 0.3}", "a: {gen: int, min: 0, max: 100000}").replace(
                "b: {gen: int, min: 0, max: 10, null: 0.3}", "b: {gen: int, min: 0, max: 5010}").replace(
                "\"(a IS NULL) = (b IS NULL)\"", "\"a >= 0\"");
        TableSpec t = compile(narrow, 3).table("rel").spec();
        for (long row = 1; row <= 3000; row++) {
            long a = (Long) value(t, "a", row);
            long b = (Long) value(t, "b", row);
            assertTrue(a != 979 && (a >= 894 && a <= 1094 || b > 5000), "row " + row + ": a " + a + ", b " + b);
        }
    }

    private static Object value(TableSpec spec, String column, long row) {
        return spec.columns().stream().filter(c -> c.name().equals(column)).findFirst().orElseThrow().generator()
                .valueFor(row);
    }

    @Test
    void aCheckOnAColumnTheTableLacksOrOneSeedgenCannotEvaluateIsRefusedWithItsPlace() {
        String missing = SPEC.replace("\"tag1 <> tag2\"", "\"tag3 <> tag2\"");
        SeedgenException e = assertThrows(SeedgenException.class, () -> compile(missing, 1));
        assertTrue(e.getMessage().startsWith("t.yaml:") && e.getMessage().contains("names no column 'tag3'"),
                e.getMessage());
        String unknown = SPEC.replace("\"tag1 <> tag2\"", "\"my_function(tag1)\"");
        e = assertThrows(SeedgenException.class, () -> compile(unknown, 1));
        assertTrue(e.getMessage().contains("my_function()") && e.getMessage().contains("drop it from checks:"),
                e.getMessage());
    }

    /**
     * A link table's two references in order ({@code tag1 < tag2}, each pair once) and apart ({@code exclude:
     * parent}): the owner's distinct picks among the rows after (before) its own, the key distinct by construction
     * and the check kept with no row redrawn.
     */
    @Test
    void aPairOfKeyReferencesInOrderIsPickedInOrder() {
        for (String mode : List.of("earlier", "later", "parent")) {
            String text = """
                    seedgen: 1
                    name: pairs
                    tables:
                      tag:
                        rows: 40
                        columns:
                          id: {gen: sequence}
                        primary_key: [id]
                      tag_relation:
                        per: {parent: tag, count: 0..6}
                        columns:
                          tag1: {gen: parent}
                          tag2: {gen: ref, table: tag, distinct: true, exclude: MODE}
                        primary_key: [tag1, tag2]
                        checks:
                          - "CHECK"
                    """.replace("MODE", mode).replace("CHECK", mode.equals("earlier") ? "tag1 < tag2"
                    : mode.equals("later") ? "tag1 > tag2" : "tag1 <> tag2");
            Dataset.Table t = compile(text, 5).table("tag_relation");
            java.util.Set<List<Object>> pairs = new java.util.HashSet<>();
            for (long row = 1; row <= t.rows(); row++) {
                Object[] v = t.spec().row(row);
                long a = (Long) v[0];
                long b = (Long) v[1];
                assertTrue(mode.equals("earlier") ? a < b : mode.equals("later") ? a > b : a != b, mode + " row " + row
                        + ": " + a + ", " + b);
                assertTrue(b >= 1 && b <= 40, "a row of tag: " + b);
                assertTrue(pairs.add(List.of(a, b)), "pair " + a + ", " + b + " twice");
            }
            assertTrue(t.rows() > 40, mode + ": " + t.rows() + " rows");
            assertEquals(0, t.checks().redrawn(), mode + ": " + t.checks());
        }
    }
}
