package seedgen.spec;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import seedgen.model.Dataset;

/**
 * The two schemes of {@code gen: code}, with the values docs/changelog.md gives for data version 5: the first three
 * rows of a stated spec at seed 1, by default (shuffled) and with {@code scheme: affine}, which keeps the codes of data
 * version 4 (those values are what version 4 made of the spec without the option).
 */
class CodeSchemesTest {

    private static final Path CHANGELOG = Path.of("docs/changelog.md");

    /** The spec the changelog states, with {@code extra} after each code's options. */
    private static String spec(String extra) {
        return "seedgen: 1\ntables:\n  items:\n    rows: 3\n    columns:\n"
                + "      sku: {gen: code, length: 8" + extra + "}\n"
                + "      token: {gen: code, length: 12" + extra + "}\n"
                + "    primary_key: [sku]\n";
    }

    private static List<String> firstRows(String spec, String column) {
        Dataset d = DatasetCompiler.compile(SpecReader.read("items", spec, Map.of()), 1, null);
        List<String> codes = new ArrayList<>();
        for (long row = 1; row <= 3; row++) {
            codes.add((String) d.table("items").spec().columns().stream().filter(c -> c.name().equals(column))
                    .findFirst().orElseThrow().generator().valueFor(row));
        }
        return codes;
    }

    @Test
    void schemeAffineKeepsDataVersion4sCodesAndTheChangelogGivesBoth() throws IOException {
        List<String> sku4 = firstRows(spec(", scheme: affine"), "sku");
        List<String> token4 = firstRows(spec(", scheme: affine"), "token");
        List<String> sku5 = firstRows(spec(""), "sku");
        List<String> token5 = firstRows(spec(""), "token");
        assertEquals(List.of("VB44BVYL", "VB44N07A", "VB44Y4FZ"), sku4);
        assertEquals(List.of("4BZ6JS4W01HZ", "4BZ6JS4W01I0", "4BZ6JS4W01I1"), token4);
        assertEquals(List.of("EK2ZTN0V", "CPS6MCE0", "LTHZMA2E"), sku5);
        assertEquals(List.of("6FIEQ0UQBY7C", "N7GCZZUDUDTO", "QT0AUQL8SX5D"), token5);

        String changelog = Files.readString(CHANGELOG);
        String spec = spec("");
        assertTrue(changelog.contains(spec), "docs/changelog.md states the spec:\n"
                + spec);
        for (String row : List.of(row("sku", 8, sku4, sku5), row("token", 12, token4, token5))) {
            assertTrue(changelog.contains(row), "docs/changelog.md gives the codes of data version 4 and 5: " + row);
        }
    }

    /** A line of the changelog's table: the column, its length, then version 4's codes and version 5's. */
    private static String row(String column, int length, List<String> before, List<String> now) {
        return "| `" + column + "` (" + length + ") | " + quoted(before) + " | " + quoted(now) + " |";
    }

    private static String quoted(List<String> codes) {
        return codes.stream().map(c -> "`" + c + "`").collect(Collectors.joining(", "));
    }
}
