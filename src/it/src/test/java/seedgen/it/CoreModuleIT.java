package seedgen.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.StringWriter;
import java.lang.module.ModuleDescriptor;
import java.lang.module.ModuleFinder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

/**
 * The library as a module (seedgen.core): it exports its API alone, a program on the module path that reads it loads
 * a dataset end to end (drivers, bulk path, report), and the same program cannot name a package that is not the API.
 */
class CoreModuleIT {

    @RegisterExtension
    static final ItDatabase db = new ItDatabase(CoreModuleIT.class);

    private static final Path CORE = Path.of("target/core/seedgen-core.jar").toAbsolutePath();
    /** The command's dependencies, which are the library's and the command's own. */
    private static final Path LIB = Path.of("target/cli/lib").toAbsolutePath();

    @Test
    void theModuleExportsTheApiAndNothingElse() {
        ModuleDescriptor core = ModuleFinder.of(CORE).find("seedgen.core").orElseThrow().descriptor();
        assertTrue(!core.isAutomatic() && !core.isOpen(), "seedgen.core has a descriptor of its own");
        Set<String> exported = core.exports().stream().filter(e -> !e.isQualified())
                .map(ModuleDescriptor.Exports::source).collect(Collectors.toSet());
        assertEquals(Set.of("seedgen", "seedgen.error", "seedgen.feed", "seedgen.plan", "seedgen.run"), exported);
        assertTrue(core.exports().stream().noneMatch(ModuleDescriptor.Exports::isQualified), core.exports()::toString);
        assertTrue(core.opens().stream().allMatch(o -> o.targets().equals(Set.of("com.fasterxml.jackson.databind"))),
                "packages are opened to Jackson alone: " + core.opens());
    }

    @Test
    void aProgramOnTheModulePathLoadsADataset(@TempDir Path dir) throws Exception {
        Path out = compile(dir, """
                package demo;

                public class Main {
                    public static void main(String[] args) {
                        seedgen.Seedgen.Result r = seedgen.Seedgen.dataset("chat").rows(500).seed(4)
                                .report(java.nio.file.Path.of(args[2])).into(args[0], args[1], System.getenv("DEMO_PW"));
                        System.out.println(r.totalRows() + " " + r.method());
                        // the row-level API from the module path: the plan's rows, typed, exported types only
                        seedgen.plan.TableRows users = r.plan().rows("users");
                        Object[] first = users.rows(1, 1).next();
                        System.out.println("users " + users.count() + " " + users.types().get(0) + " "
                                + first[0].getClass().getSimpleName());
                    }
                }
                """, null);
        Path report = dir.resolve("report.json");
        ProcessBuilder pb = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "--module-path", out + ":" + CORE + ":" + LIB, "-m", "demo/demo.Main", db.url(db.name()),
                TestServer.IT_USER, report.toString()).redirectErrorStream(true);
        pb.environment().put("DEMO_PW", TestServer.IT_PASSWORD); // never on the command line
        Process p = pb.start();
        assertTrue(p.waitFor(120, TimeUnit.SECONDS), "the program did not end within 120 s");
        String printed = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertEquals(0, p.exitValue(), printed);
        List<String> lines = printed.lines().filter(l -> l.matches("\\d+ \\S+")).toList();
        assertEquals(1, lines.size(), printed);
        long rows = Long.parseLong(lines.get(0).split(" ")[0]);
        long inDatabase = 0;
        for (String table : List.of("users", "rooms", "room_members", "messages")) {
            inDatabase += db.count(db.name(), table);
        }
        assertEquals(rows, inDatabase, printed);
        assertEquals(List.of("users " + db.count(db.name(), "users") + " LONG Long"), printed.lines()
                .filter(l -> l.startsWith("users ")).toList(), printed);
        assertEquals("load-data", lines.get(0).split(" ")[1], "the bulk path, through Connector/J as a module");
        assertTrue(Files.readString(report).contains("\"rowsWritten\" : " + rows + ","),
                "the report is written (Jackson reads the records): " + Files.readString(report));
    }

    @Test
    void aProgramOnTheModulePathCannotNameTheEngine(@TempDir Path dir) throws Exception {
        StringWriter errors = new StringWriter();
        compile(dir, """
                package demo;

                public class Main {
                    public static void main(String[] args) {
                        System.out.println(seedgen.load.DatasetLoad.class);
                    }
                }
                """, errors);
        assertTrue(errors.toString().contains("package seedgen.load is not visible")
                || errors.toString().contains("does not export seedgen.load"), errors::toString);
    }

    /**
     * Compiles module {@code demo} (reading seedgen.core) with {@code main} as its one class; with {@code errors},
     * a compilation expected to fail, its messages there.
     */
    private static Path compile(Path dir, String main, StringWriter errors) throws IOException {
        Path src = dir.resolve("src/demo");
        Files.createDirectories(src.resolve("demo"));
        Files.writeString(src.resolve("module-info.java"), "module demo {\n    requires seedgen.core;\n}\n");
        Files.writeString(src.resolve("demo/Main.java"), main);
        Path out = dir.resolve("out");
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        StringWriter messages = errors != null ? errors : new StringWriter();
        boolean compiled = javac.getTask(messages, null, null, List.of("-d", out.toString(), "--module-path",
                CORE + ":" + LIB, "--module-source-path", dir.resolve("src").toString(), "--module", "demo"), null,
                null).call();
        assertEquals(errors == null, compiled, messages::toString);
        return out;
    }
}
