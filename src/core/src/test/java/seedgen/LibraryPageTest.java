package seedgen;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The library's page (docs/testing.md, "The library on its own") shows a whole class, imports included: it compiles as
 * it stands against the library, so the page cannot name a call, a type or an exception the library does not have.
 */
class LibraryPageTest {

    private static final Path PAGE = Path.of("docs", "testing.md");
    private static final Pattern CLASS = Pattern.compile("## The library on its own\\n.*?```java\\n(.*?)```",
            Pattern.DOTALL);

    /** Where the library and its jars are: the class path, and the module path the build's tests run on. */
    private static String classPath() {
        String modules = System.getProperty("jdk.module.path", "");
        String classes = System.getProperty("java.class.path", "");
        return modules.isEmpty() ? classes : classes.isEmpty() ? modules : classes + java.io.File.pathSeparator
                + modules;
    }

    @Test
    void theClassOnTheLibrarysPageCompiles(@TempDir Path dir) throws Exception {
        Matcher m = CLASS.matcher(Files.readString(PAGE, StandardCharsets.UTF_8));
        assertTrue(m.find(), "no java block under \"The library on its own\" in " + PAGE);
        String source = m.group(1);
        assertTrue(source.startsWith("import "), "the page's class shows its imports first");
        Path file = dir.resolve("LoadFixtures.java");
        Files.writeString(file, source, StandardCharsets.UTF_8);
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        assertNotNull(javac, "the tests run on a JDK");
        StringWriter errors = new StringWriter();
        boolean ok = javac.getTask(errors, null, null, List.of("-d", dir.toString(), "-classpath",
                classPath(), "-Xlint:all", "-Werror"), null,
                javac.getStandardFileManager(null, null, StandardCharsets.UTF_8).getJavaFileObjects(file)).call();
        assertTrue(ok, () -> "the page's class does not compile:\n" + errors);
        assertEquals("", errors.toString().strip());
    }
}
