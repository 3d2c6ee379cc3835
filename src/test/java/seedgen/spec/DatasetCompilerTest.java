package seedgen.spec;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import seedgen.SeedgenException;

class DatasetCompilerTest {

    private static Dataset compile(String yaml, long seed, Long rows) {
        return DatasetCompiler.compile(SpecReader.read("t.yaml", yaml, Map.of()), seed, rows);
    }

    private static Dataset builtIn(String name, long rows, Map<String, String> params) {
        return DatasetCompiler.compile(SpecReader.read(name, BuiltIn.text(name), params), 1, rows);
    }

    @Test
    void sameSeedSameRowsAndAnAddedColumnChangesNoOtherValue() {
        String base = "seedgen: 1\ntables:\n  t:\n    rows: 100\n    columns:\n      id: {gen: sequence}\n"
                + "      a: {gen: int, min: 0, max: 1000}\n      b: {gen: lorem, words: 2..5}\n";
        Dataset one = compile(base, 5, null);
        Dataset two = compile(base, 5, null);
        Dataset more = compile(base + "      c: {gen: bool}\n", 5, null);
        Dataset other = compile(base, 6, null);
        for (long row = 1; row <= 100; row++) {
            Object[] r1 = one.table("t").spec().row(row);
            assertArrayEquals(r1, two.table("t").spec().row(row));
            Object[] r3 = more.table("t").spec().row(row);
            assertArrayEquals(r1, java.util.Arrays.copyOf(r3, 3), "column c changed the others at row " + row);
        }
        assertNotEquals(List.of(one.table("t").spec().row(7)), List.of(other.table("t").spec().row(7)));
    }

    @Test
    void everyKeyOfTheBuiltInsHoldsOverEveryRow() {
        Dataset sns = builtIn("sns", 3_000, Map.of());
        for (Dataset.Table t : sns.tables()) {
            List<List<String>> keys = new java.util.ArrayList<>(t.unique());
            keys.add(t.primaryKey());
            List<String> names = t.spec().columns().stream().map(seedgen.generate.Column::name).toList();
            for (List<String> key : keys) {
                Set<List<Object>> seen = new HashSet<>();
                for (long row = 1; row <= t.rows(); row++) {
                    Object[] values = t.spec().row(row);
                    List<Object> k = key.stream().map(c -> values[names.indexOf(c)]).toList();
                    assertTrue(seen.add(k), t.name() + " key " + key + " repeats " + k + " at row " + row);
                }
            }
            for (Dataset.ForeignKey fk : t.foreignKeys()) {
                Dataset.Table parent = sns.table(fk.refTable());
                int col = names.indexOf(fk.columns().get(0));
                for (long row = 1; row <= t.rows(); row++) {
                    long ref = (Long) t.spec().row(row)[col];
                    assertTrue(ref >= 1 && ref <= parent.rows(), t.name() + "." + fk.columns() + " " + ref);
                }
            }
        }
    }

    @Test
    void uuidKeysAreUniqueAndVersion7KeysGrowWithTheRow() {
        for (String kind : List.of("uuid4", "uuid7")) {
            Dataset chat = builtIn("chat", 500, Map.of("message_key", kind));
            Dataset.Table messages = chat.table("messages");
            Set<Object> seen = new HashSet<>();
            String previous = "";
            for (long row = 1; row <= messages.rows(); row++) {
                String id = (String) messages.spec().row(row)[0];
                assertTrue(seen.add(id), kind + " repeats at row " + row);
                assertEquals(kind.equals("uuid4") ? '4' : '7', id.charAt(14), id);
                if (kind.equals("uuid7")) {
                    assertTrue(id.compareTo(previous) > 0, "uuid7 keys in row order: " + previous + " then " + id);
                }
                previous = id;
            }
        }
    }

    static Stream<Arguments> badSpecs() {
        String head = "seedgen: 1\ntables:\n  t:\n    rows: 10\n    columns:\n      id: {gen: sequence}\n";
        return Stream.of(
                Arguments.of("seedgen: 1\ntables:\n  t: [unclosed\n", "t.yaml:4:1", "not valid YAML"),
                Arguments.of("tables:\n  t:\n    rows: 1\n", "t.yaml:1:1", "seedgen: 1"),
                Arguments.of(head + "      a: {gen: nosuch}\n", "t.yaml:7:16", "unknown generator 'nosuch'"),
                Arguments.of(head + "      a: {gen: int, maxx: 5}\n", "t.yaml:7:27", "unknown option 'maxx'"),
                Arguments.of(head + "      a: {gen: ref, table: nope}\n", "t.yaml:7:28", "no table 'nope'"),
                Arguments.of(head + "      a: {gen: template, text: \"{nope}\"}\n", "t.yaml:7:32", "no column 'nope'"),
                Arguments.of(head + "      a: {gen: choice, values: [x, y, z], unique: true}\n", "t.yaml:7:7",
                        "cannot be unique by construction"),
                Arguments.of(head + "      a: {gen: int, min: 9, max: 1}\n", "t.yaml:7:26", "swap them"),
                Arguments.of(head + "  u:\n    per: {parent: t, count: 5..2}\n    columns:\n      id: {gen: sequence}\n",
                        "t.yaml:8:29", "reversed"),
                Arguments.of(head + "      a: {gen: first_name, type: \"VARCHAR(3)\"}\n", "t.yaml:7:7", "too short"),
                Arguments.of(head + "      a: {gen: int, min: 0, max: 300, type: TINYINT}\n", "t.yaml:7:7",
                        "do not fit"),
                Arguments.of("seedgen: 1\ntables:\n  a:\n    per: {parent: b, count: 1}\n    columns:\n"
                        + "      id: {gen: sequence}\n  b:\n    per: {parent: a, count: 1}\n    columns:\n"
                        + "      id: {gen: sequence}\n", "t.yaml:", "cycle"),
                Arguments.of("seedgen: 2\ntables: {}\n", "t.yaml:1:10", "version 2"));
    }

    @ParameterizedTest
    @MethodSource("badSpecs")
    void aBadSpecIsOneLineNamingFileLineAndColumn(String yaml, String place, String says) {
        SeedgenException e = assertThrows(SeedgenException.class, () -> compile(yaml, 1, null));
        assertEquals(SeedgenException.Kind.BAD_INPUT, e.kind());
        assertTrue(e.getMessage().startsWith(place), e.getMessage());
        assertTrue(e.getMessage().contains(says), e.getMessage());
        assertEquals(1, e.getMessage().lines().count(), e.getMessage());
    }
}
