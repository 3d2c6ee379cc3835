package seedgen.catalog;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;
import seedgen.model.ForeignKey;
import seedgen.runs.RunRecords;

class CatalogTest {

    /** The model sits below the run records, so it names their tables itself: the same names, always. */
    @Test
    void seedgensOwnTablesAreTheRunRecordsTables() {
        assertEquals(RunRecords.ALL, Catalog.BOOKKEEPING);
    }

    @Test
    void chosenLeavesSeedgensOwnTablesOut() {
        assertEquals(List.of("a", "b"), Catalog.chosen(List.of("a", "SEEDGEN_RUNS", "b", "seedgen_dataset_runs"), null,
                "db", true));
    }

    /**
     * Hierarchies drawn at random (a table inherits from up to two earlier ones; each table declares up to two keys of
     * its own, some of the same shape as an ancestor's): every table carries, marked with the ancestor that declares
     * it, each key of each of its ancestors, near or far, that it does not declare itself, once; nothing else; and a
     * table with no ancestor takes nothing. The ancestors come nearest first, each once, whatever the links' shape.
     */
    @Test
    void aChildTakesEveryKeyOfEveryAncestorThatItDoesNotDeclareItselfOnce() {
        for (long seed = 1; seed <= 300; seed++) {
            Random r = new Random(seed);
            int n = 2 + r.nextInt(8);
            Map<String, List<String>> links = new LinkedHashMap<>();
            Map<String, List<ForeignKey>> own = new LinkedHashMap<>();
            for (int i = 0; i < n; i++) {
                String t = "t" + i;
                for (int p = 0; p < 2 && i > 0; p++) {
                    if (r.nextInt(3) > 0) {
                        String parent = "t" + r.nextInt(i);
                        if (!links.getOrDefault(t, List.of()).contains(parent)) {
                            links.computeIfAbsent(t, k -> new ArrayList<>()).add(parent);
                        }
                    }
                }
                List<ForeignKey> keys = new ArrayList<>();
                for (int k = r.nextInt(3); k > 0; k--) {
                    String column = "c" + r.nextInt(3); // few columns: a child often declares an ancestor's key again
                    keys.add(new ForeignKey("fk_" + t + "_" + k, List.of(column), "ref" + r.nextInt(2),
                            List.of("id")));
                }
                own.put(t, keys);
            }
            for (String t : own.keySet()) {
                List<String> ancestors = Catalog.ancestors(links, t);
                assertEquals(ancestors.size(), new HashSet<>(ancestors).size(), seed + ": " + t + " " + ancestors);
                assertTrue(!ancestors.contains(t), seed + ": " + t + " is not its own ancestor");
                for (String p : links.getOrDefault(t, List.of())) {
                    assertTrue(ancestors.contains(p) && ancestors.containsAll(Catalog.ancestors(links, p)),
                            seed + ": " + t + "'s ancestors hold its parents' " + ancestors);
                }
                List<ForeignKey> taken = Catalog.inherited(links, t, own);
                Set<List<Object>> expected = new java.util.LinkedHashSet<>();
                Set<List<Object>> declared = new HashSet<>();
                own.get(t).forEach(fk -> declared.add(shape(fk)));
                for (String a : ancestors) {
                    own.get(a).stream().map(CatalogTest::shape).filter(s -> !declared.contains(s))
                            .forEach(expected::add);
                }
                List<List<Object>> got = taken.stream().map(CatalogTest::shape).toList();
                assertEquals(new ArrayList<>(expected), got, seed + ": " + t + " inherits " + links);
                for (ForeignKey fk : taken) {
                    assertTrue(own.get(fk.from()).stream().anyMatch(o -> o.name().equals(fk.name())
                            && shape(o).equals(shape(fk))), seed + ": " + fk + " is its ancestor's own");
                    assertTrue(ancestors.contains(fk.from()) && !fk.isInferred(), seed + ": " + fk);
                }
            }
        }
    }

    private static List<Object> shape(ForeignKey fk) {
        return List.of(fk.columns(), fk.refTable(), fk.refColumns());
    }
}
