package seedgen;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The packages form no cycle in the sources, as {@link ArchitectureTest} checks they form none in the class files: an
 * import, used or not, or a class named in full in the code is an edge here, where the class files may not show it (an
 * import left unused, a constant the compiler copies in). Comments and string literals are left out. Every package is
 * its own node (dialect, dialect.mysql and dialect.postgresql three), as in ArchitectureTest.
 */
class SourcePackagesTest {

    static final List<Path> SOURCES = List.of(Path.of("src/core/src/main/java"), Path.of("src/cli/src/main/java"),
            Path.of("src/junit/src/main/java"), Path.of("src/spark/src/main/java"));

    /** A class of ours named in full ({@code seedgen.load.Start}), or every class of a package ({@code seedgen.x.*}). */
    private static final Pattern NAMED = Pattern.compile("\\bseedgen((?:\\.[a-z][a-z0-9_]*)*)\\.(?:[A-Z]|\\*)");
    private static final Pattern PACKAGE = Pattern.compile("(?m)^package\\s+([a-z][a-z0-9_.]*)\\s*;");

    @Test
    void thePackagesFormNoCycleInTheSources() throws IOException {
        Map<String, Map<String, String>> edges = edges(SOURCES);
        assertTrue(edges.size() > 15, "read the sources of " + edges.size() + " packages: " + edges.keySet());
        List<Set<String>> cycles = cycles(edges);
        StringBuilder found = new StringBuilder();
        for (Set<String> cycle : cycles) {
            found.append("\n  ").append(cycle).append(':');
            for (String from : cycle) {
                edges.getOrDefault(from, Map.of()).forEach((to, where) -> {
                    if (cycle.contains(to)) {
                        found.append("\n    ").append(from).append(" -> ").append(to).append(" (").append(where)
                                .append(')');
                    }
                });
            }
        }
        assertEquals("", found.toString(), "the sources' packages form cycles (each edge's first place given)");
    }

    /**
     * The command (cli/ and Main) reaches the library's API, the packages core's descriptor exports, and the runner,
     * which runs every request: nothing behind them. Read from the sources, so an import left unused counts too.
     */
    @Test
    void theCommandReachesOnlyTheApiAndTheRunner() throws IOException {
        Set<String> allowed = new java.util.TreeSet<>(exported());
        assertTrue(allowed.containsAll(Set.of("seedgen", "seedgen.run", "seedgen.plan")), allowed.toString());
        allowed.addAll(Set.of("seedgen.runner", "seedgen.cli"));
        Map<String, Map<String, String>> edges = edges(List.of(Path.of("src/cli/src/main/java")));
        assertEquals(Set.of("seedgen", "seedgen.cli"), edges.keySet());
        assertEquals("", beyond(edges, allowed), "the command reaches past the API and the runner (first place given)");
    }

    /**
     * The Spark data source makes its rows through the row-level API alone: it names the packages core's descriptor
     * exports and its own, nothing behind them (which would also bring the server code it leaves out).
     */
    @Test
    void theSparkSourceReachesOnlyTheApi() throws IOException {
        Set<String> allowed = new java.util.TreeSet<>(exported());
        allowed.add("seedgen.spark");
        Map<String, Map<String, String>> edges = edges(List.of(Path.of("src/spark/src/main/java")));
        assertEquals(Set.of("seedgen.spark"), edges.keySet());
        assertEquals("", beyond(edges, allowed), "the Spark source reaches past the API (first place given)");
        assertTrue(edges.get("seedgen.spark").containsKey("seedgen.plan"), edges.toString());
    }

    /** Each edge to a package not {@code allowed}, a line each: from -> to (first place). */
    private static String beyond(Map<String, Map<String, String>> edges, Set<String> allowed) {
        StringBuilder beyond = new StringBuilder();
        edges.forEach((from, to) -> to.forEach((target, where) -> {
            if (!allowed.contains(target)) {
                beyond.append("\n  ").append(from).append(" -> ").append(target).append(" (").append(where)
                        .append(')');
            }
        }));
        return beyond.toString();
    }

    /** The packages core's module descriptor exports. */
    static Set<String> exported() throws IOException {
        Matcher m = Pattern.compile("(?m)^\\s*exports\\s+([a-z][a-z0-9_.]*)\\s*;").matcher(code(Files.readString(
                Path.of("src/core/src/main/java/module-info.java"))));
        Set<String> out = new java.util.TreeSet<>();
        while (m.find()) {
            out.add(m.group(1));
        }
        return out;
    }

    /** The rule sees a cycle an unused import makes, and none in comments or strings. */
    @Test
    void itFindsACycleThatOnlyAnImportMakes() {
        Map<String, Map<String, String>> edges = new TreeMap<>();
        add(edges, "seedgen.run", "package seedgen.run;\nimport seedgen.runner.Runner;\n/** seedgen.load.Start */\n"
                + "class A { String s = \"seedgen.load.Start\"; }\n", "A.java");
        add(edges, "seedgen.runner", "package seedgen.runner;\nclass B { seedgen.run.RunRequest r; }\n", "B.java");
        add(edges, "seedgen.load", "package seedgen.load;\nimport seedgen.run.*;\nclass C { }\n", "C.java");
        assertEquals(Map.of("seedgen.runner", "A.java:2"), edges.get("seedgen.run"));
        assertEquals(Map.of("seedgen.run", "C.java:2"), edges.get("seedgen.load"));
        assertEquals(List.of(Set.of("seedgen.run", "seedgen.runner")), cycles(edges));
    }

    /** Per package, the packages its sources name and the first place each is named (file:line). */
    static Map<String, Map<String, String>> edges(List<Path> roots) throws IOException {
        Map<String, Map<String, String>> edges = new TreeMap<>();
        for (Path root : roots) {
            try (Stream<Path> files = Files.walk(root)) {
                for (Path f : files.filter(p -> p.toString().endsWith(".java")).sorted().toList()) {
                    if (f.getFileName().toString().equals("module-info.java")) {
                        continue;
                    }
                    String text = Files.readString(f);
                    Matcher pkg = PACKAGE.matcher(text);
                    assertTrue(pkg.find(), f + " has no package line");
                    add(edges, pkg.group(1), text, f.toString());
                }
            }
        }
        return edges;
    }

    private static void add(Map<String, Map<String, String>> edges, String from, String source, String file) {
        Map<String, String> to = edges.computeIfAbsent(from, k -> new TreeMap<>());
        String[] lines = code(source).split("\n", -1);
        for (int i = 0; i < lines.length; i++) {
            Matcher m = NAMED.matcher(lines[i]);
            while (m.find()) {
                String target = "seedgen" + m.group(1);
                if (!target.equals(from)) {
                    to.putIfAbsent(target, file + ":" + (i + 1));
                }
            }
        }
    }

    /** {@code source} with its comments and the insides of its string and character literals blanked, lines kept. */
    static String code(String source) {
        StringBuilder out = new StringBuilder(source.length());
        int n = source.length();
        int i = 0;
        while (i < n) {
            char c = source.charAt(i);
            if (c == '/' && i + 1 < n && source.charAt(i + 1) == '/') {
                while (i < n && source.charAt(i) != '\n') {
                    i++;
                }
            } else if (c == '/' && i + 1 < n && source.charAt(i + 1) == '*') {
                int end = source.indexOf("*/", i + 2);
                end = end < 0 ? n : end + 2;
                blank(source, i, end, out);
                i = end;
            } else if (source.startsWith("\"\"\"", i)) {
                int end = source.indexOf("\"\"\"", i + 3);
                end = end < 0 ? n : end + 3;
                blank(source, i, end, out);
                i = end;
            } else if (c == '"' || c == '\'') {
                int j = i + 1;
                while (j < n && source.charAt(j) != c && source.charAt(j) != '\n') {
                    j += source.charAt(j) == '\\' ? 2 : 1;
                }
                int end = Math.min(n, j + 1);
                blank(source, i, end, out);
                i = end;
            } else {
                out.append(c);
                i++;
            }
        }
        return out.toString();
    }

    private static void blank(String source, int from, int to, StringBuilder out) {
        for (int k = from; k < to; k++) {
            out.append(source.charAt(k) == '\n' ? '\n' : ' ');
        }
    }

    /** The strongly connected sets of more than one package (Tarjan's algorithm), each sorted, in the order found. */
    static List<Set<String>> cycles(Map<String, Map<String, String>> edges) {
        Set<String> nodes = new TreeSet<>(edges.keySet());
        edges.values().forEach(m -> nodes.addAll(m.keySet()));
        Map<String, Integer> index = new HashMap<>();
        Map<String, Integer> low = new HashMap<>();
        Deque<String> stack = new ArrayDeque<>();
        Set<String> onStack = new TreeSet<>();
        List<Set<String>> found = new ArrayList<>();
        int[] counter = {0};
        for (String node : nodes) {
            if (!index.containsKey(node)) {
                connect(node, edges, index, low, stack, onStack, found, counter);
            }
        }
        return found;
    }

    private static void connect(String v, Map<String, Map<String, String>> edges, Map<String, Integer> index,
            Map<String, Integer> low, Deque<String> stack, Set<String> onStack, List<Set<String>> found,
            int[] counter) {
        index.put(v, counter[0]);
        low.put(v, counter[0]);
        counter[0]++;
        stack.push(v);
        onStack.add(v);
        for (String w : edges.getOrDefault(v, Map.of()).keySet()) {
            if (!index.containsKey(w)) {
                connect(w, edges, index, low, stack, onStack, found, counter);
                low.put(v, Math.min(low.get(v), low.get(w)));
            } else if (onStack.contains(w)) {
                low.put(v, Math.min(low.get(v), index.get(w)));
            }
        }
        if (low.get(v).equals(index.get(v))) {
            Set<String> component = new TreeSet<>();
            String w;
            do {
                w = stack.pop();
                onStack.remove(w);
                component.add(w);
            } while (!w.equals(v));
            if (component.size() > 1) {
                found.add(component);
            }
        }
    }
}
