package seedgen;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.library.dependencies.SliceAssignment;
import com.tngtech.archunit.library.dependencies.SliceIdentifier;
import java.io.IOException;
import java.net.URI;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The rules of the layout (docs/architecture.md), checked on the compiled main classes: the packages (the root and
 * each sub-package, dialect.mysql and dialect.postgresql each its own) form no cycle; the root holds Main and the
 * library entry point only; a JDBC driver's classes are used only where a server is spoken to by name (dialect/,
 * connect/, embedded/); picocli only in cli/ (and Main); each server's package knows nothing of the other's, and
 * nothing outside dialect/ (nor its server-neutral interfaces) knows either; the tuning model (tune/) names no server;
 * no string outside dialect/ holds a server's SQL.
 */
class ArchitectureTest {

    private static JavaClasses main;

    @BeforeAll
    static void importMainClasses() {
        // The tests compile to target/it/test-classes, which ArchUnit's own test filter (target/test-classes) misses.
        ImportOption noTests = location -> !location.contains("/test-classes/");
        main = new ClassFileImporter().withImportOption(noTests).importPackages("seedgen");
    }

    /** Every package a slice of its own: the root, cli, load, dialect, dialect.mysql, dialect.postgresql... */
    private static final SliceAssignment PACKAGES = new SliceAssignment() {
        @Override
        public SliceIdentifier getIdentifierOf(JavaClass c) {
            return c.getPackageName().startsWith("seedgen") ? SliceIdentifier.of(c.getPackageName())
                    : SliceIdentifier.ignore();
        }

        @Override
        public String getDescription() {
            return "seedgen's packages";
        }
    };

    @Test
    void thePackagesFormNoCycle() {
        slices().assignedFrom(PACKAGES).should().beFreeOfCycles().check(main);
    }

    @Test
    void driverClassesAreUsedOnlyInDialectConnectAndEmbedded() {
        noClasses().that().resideOutsideOfPackages("seedgen.dialect..", "seedgen.connect..", "seedgen.embedded..")
                .should().dependOnClassesThat().resideInAnyPackage("com.mysql..", "org.mariadb..", "org.postgresql..")
                .check(main);
    }

    @Test
    void theRootPackageHoldsTheEntryPointsOnly() {
        List<String> root = main.stream().filter(c -> c.getPackageName().equals("seedgen") && c.isTopLevelClass())
                .map(JavaClass::getSimpleName).sorted().toList();
        assertEquals(List.of("Main", "Seedgen"), root, "the root package is Main and the library entry point");
    }

    @Test
    void picocliIsUsedOnlyInCli() {
        noClasses().that().resideOutsideOfPackages("seedgen.cli..").and().doNotHaveFullyQualifiedName("seedgen.Main")
                .should().dependOnClassesThat().resideInAPackage("picocli..").check(main);
    }

    /** The catalog model is below both servers' readers, which are below the rules that make a spec of it. */
    @Test
    void theCatalogModelSitsBelowBothReaders() {
        noClasses().that().resideInAPackage("seedgen.catalog..").should().dependOnClassesThat()
                .resideInAnyPackage("seedgen.dialect..", "seedgen.fromdb..", "seedgen.load..", "seedgen.cli..")
                .check(main);
        noClasses().that().resideInAPackage("seedgen.dialect..").should().dependOnClassesThat()
                .resideInAPackage("seedgen.fromdb..").check(main);
    }

    /**
     * A reference is modelled once, by {@code model.ForeignKey} (any unique key, a target chosen per row): no other
     * record of main code carries a referred table of its own ({@code refTable}, {@code refColumn(s)}); one that
     * speaks of a reference (a server's declared key, an inferred one, an orphan check) holds a ForeignKey.
     */
    @Test
    void aReferenceIsModelledOnce() throws ClassNotFoundException {
        List<String> found = new ArrayList<>();
        int records = 0;
        for (JavaClass jc : main) {
            Class<?> c = Class.forName(jc.getName(), false, ArchitectureTest.class.getClassLoader());
            if (!c.isRecord()) {
                continue;
            }
            records++;
            for (java.lang.reflect.RecordComponent rc : c.getRecordComponents()) {
                if (rc.getName().matches("refTable|refColumns?") && !jc.getName().equals("seedgen.model.ForeignKey")) {
                    found.add(jc.getName() + "." + rc.getName());
                }
            }
        }
        assertTrue(records > 100, "only " + records + " records read: the reader is broken");
        assertTrue(main.contain("seedgen.model.ForeignKey"), "the one model of a reference is read");
        assertEquals(List.of(), found, "a second model of a reference: hold a seedgen.model.ForeignKey instead");
    }

    /** What --tune was asked and did, and the rows of tune --show and doctor, are the same for every server. */
    @Test
    void theTuningModelNamesNoServer() {
        noClasses().that().resideInAPackage("seedgen.tune..").should().dependOnClassesThat()
                .resideInAPackage("seedgen.dialect..").check(main);
    }

    /**
     * Nothing above dialect/ names a server: the run engine, the commands, the exports and the rest speak to
     * {@code Dialect}, {@code Loading}, {@code TableSql} and {@code Admin}, and {@code dialect.servers} alone picks a
     * family's package.
     */
    @Test
    void onlyTheDialectPackagesNameAServer() {
        noClasses().that().resideOutsideOfPackages("seedgen.dialect..")
                .should().dependOnClassesThat().resideInAnyPackage("seedgen.dialect.mysql..",
                        "seedgen.dialect.postgresql..")
                .check(main);
    }

    /** The server-neutral part of dialect/ (the interfaces) names no family either: only dialect.servers does. */
    @Test
    void theDialectInterfacesNameNoServer() {
        noClasses().that().resideInAPackage("seedgen.dialect").should().dependOnClassesThat()
                .resideInAnyPackage("seedgen.dialect.mysql..", "seedgen.dialect.postgresql..").check(main);
    }

    /**
     * A run is assembled in core: only the engine (load/) and the runner (runner/) start, finish or size a load, so
     * the command and the extension reach every kind of run through the library, never through the engine.
     */
    @Test
    void runsAreAssembledInCoreOnly() {
        noClasses().that().resideOutsideOfPackages("seedgen.load..", "seedgen.runner..")
                .should().dependOnClassesThat().haveFullyQualifiedName("seedgen.load.DatasetLoad")
                .orShould().dependOnClassesThat().haveFullyQualifiedName("seedgen.load.Start")
                .orShould().dependOnClassesThat().haveFullyQualifiedName("seedgen.load.RunFinish")
                .check(main);
    }

    /** The extension speaks to the library only: the packages core's module exports, and its own. */
    @Test
    void theExtensionUsesTheLibrarysApiOnly() throws IOException {
        List<String> allowed = new ArrayList<>(exported());
        allowed.add("seedgen.junit..");
        noClasses().that().resideInAPackage("seedgen.junit..").should().dependOnClassesThat(
                com.tngtech.archunit.core.domain.JavaClass.Predicates.resideInAPackage("seedgen..").and(
                        com.tngtech.archunit.base.DescribedPredicate.not(com.tngtech.archunit.core.domain.JavaClass
                                .Predicates.resideInAnyPackage(allowed.toArray(String[]::new)))))
                .check(main);
    }

    /**
     * What javac's -Xlint:exports warns of, as a rule: a public or protected member of a public type in an exported
     * package (its fields, methods, constructors, record components, supertypes, and the type arguments and bounds
     * in them) names only types of exported packages or of the JDK, so that a program on the module path can use every
     * signature the API shows.
     */
    @Test
    void theApiNamesOnlyExportedTypes() throws Exception {
        Set<String> exported = exported();
        List<String> found = new ArrayList<>();
        for (JavaClass jc : main) {
            if (!exported.contains(jc.getPackageName())) {
                continue;
            }
            Class<?> c = Class.forName(jc.getName(), false, ArchitectureTest.class.getClassLoader());
            if (!visible(c)) {
                continue;
            }
            List<java.lang.reflect.Type> shown = new ArrayList<>();
            shown.add(c.getGenericSuperclass());
            shown.addAll(List.of(c.getGenericInterfaces()));
            for (java.lang.reflect.Field f : c.getDeclaredFields()) {
                if (shownOutside(f.getModifiers())) {
                    shown.add(f.getGenericType());
                }
            }
            for (java.lang.reflect.Method m : c.getDeclaredMethods()) {
                if (shownOutside(m.getModifiers()) && !m.isSynthetic()) {
                    shown.add(m.getGenericReturnType());
                    shown.addAll(List.of(m.getGenericParameterTypes()));
                }
            }
            for (java.lang.reflect.Constructor<?> k : c.getDeclaredConstructors()) {
                if (shownOutside(k.getModifiers()) && !k.isSynthetic()) {
                    shown.addAll(List.of(k.getGenericParameterTypes()));
                }
            }
            Set<Class<?>> named = new java.util.LinkedHashSet<>();
            for (java.lang.reflect.Type t : shown) {
                named(t, named, new java.util.HashSet<>());
            }
            for (Class<?> n : named) {
                if (n.getName().startsWith("seedgen.") && !exported.contains(n.getPackageName())) {
                    found.add(c.getName() + " shows " + n.getName());
                }
            }
        }
        assertEquals(List.of(), found, "the API shows types of packages core's module does not export");
    }

    /** The packages core's module-info exports, read from the compiled descriptor beside the library's classes. */
    private static Set<String> exported() throws IOException {
        java.nio.file.Path where;
        try {
            where = java.nio.file.Path.of(Seedgen.class.getProtectionDomain().getCodeSource().getLocation().toURI());
        } catch (java.net.URISyntaxException e) {
            throw new IllegalStateException(e);
        }
        java.lang.module.ModuleDescriptor d;
        if (java.nio.file.Files.isDirectory(where)) {
            try (java.io.InputStream in = java.nio.file.Files.newInputStream(where.resolve("module-info.class"))) {
                d = java.lang.module.ModuleDescriptor.read(in);
            }
        } else {
            try (java.util.jar.JarFile jar = new java.util.jar.JarFile(where.toFile());
                    java.io.InputStream in = jar.getInputStream(jar.getEntry("module-info.class"))) {
                d = java.lang.module.ModuleDescriptor.read(in);
            }
        }
        assertEquals("seedgen.core", d.name());
        Set<String> out = new java.util.TreeSet<>();
        d.exports().forEach(e -> out.add(e.source()));
        return out;
    }

    private static boolean visible(Class<?> c) {
        for (Class<?> k = c; k != null; k = k.getDeclaringClass()) {
            if (!java.lang.reflect.Modifier.isPublic(k.getModifiers()) || k.isAnonymousClass() || k.isLocalClass()) {
                return false;
            }
        }
        return true;
    }

    private static boolean shownOutside(int modifiers) {
        return java.lang.reflect.Modifier.isPublic(modifiers) || java.lang.reflect.Modifier.isProtected(modifiers);
    }

    /** Every class {@code t} names: itself, its type arguments, the bounds of its wildcards and variables. */
    private static void named(java.lang.reflect.Type t, Set<Class<?>> out, Set<java.lang.reflect.Type> seen) {
        if (t == null || !seen.add(t)) {
            return;
        }
        if (t instanceof Class<?> c) {
            out.add(c.isArray() ? c.getComponentType() : c);
        } else if (t instanceof java.lang.reflect.ParameterizedType p) {
            named(p.getRawType(), out, seen);
            named(p.getOwnerType(), out, seen);
            for (java.lang.reflect.Type a : p.getActualTypeArguments()) {
                named(a, out, seen);
            }
        } else if (t instanceof java.lang.reflect.WildcardType w) {
            for (java.lang.reflect.Type b : w.getUpperBounds()) {
                named(b, out, seen);
            }
            for (java.lang.reflect.Type b : w.getLowerBounds()) {
                named(b, out, seen);
            }
        } else if (t instanceof java.lang.reflect.TypeVariable<?> v) {
            for (java.lang.reflect.Type b : v.getBounds()) {
                named(b, out, seen);
            }
        } else if (t instanceof java.lang.reflect.GenericArrayType a) {
            named(a.getGenericComponentType(), out, seen);
        }
    }

    @Test
    void eachServersPackageKnowsNothingOfTheOthers() {
        noClasses().that().resideInAPackage("seedgen.dialect.mysql..").should().dependOnClassesThat()
                .resideInAPackage("seedgen.dialect.postgresql..").check(main);
        noClasses().that().resideInAPackage("seedgen.dialect.postgresql..").should().dependOnClassesThat()
                .resideInAPackage("seedgen.dialect.mysql..").check(main);
    }

    /**
     * A server's SQL is written in its own package, in strings too: no main class outside dialect/ (of core, the
     * command or the extension) holds a text naming a server's catalog, bulk statement, session setting or lock
     * function ({@link ServerSql}). ArchUnit sees types, not strings, so the texts are read from each class file's
     * constant pool ({@link ClassFileStrings}). A message or help text that names a statement describes one server,
     * so it moves too (the dialect's methods give it); no text is let through by a list of exceptions.
     */
    @Test
    void serverSqlIsWrittenOnlyInTheDialectPackages() {
        List<String> found = new ArrayList<>();
        for (JavaClass c : main) {
            if (!inDialect(c)) {
                for (String text : texts(c)) {
                    ServerSql.in(text).ifPresent(mark -> found.add(c.getName() + ": " + mark + " in \""
                            + ServerSql.readable(text) + "\""));
                }
            }
        }
        if (!found.isEmpty()) {
            fail("server SQL outside seedgen.dialect (move each into its family's package, behind a method of "
                    + "Dialect, Loading, Admin or TableSql):\n  " + String.join("\n  ", found));
        }
    }

    /**
     * The classes outside dialect/ that still write SQL of their own, and how many of their texts hold it: the rule
     * below lets them keep that much and no more, and fails when one holds less, so that this list only shrinks as
     * their statements move behind the dialect's methods. Nothing else may join it.
     */
    private static final Map<String, Integer> SQL_NOT_YET_IN_DIALECT = Map.ofEntries(
            Map.entry("seedgen.embedded.EmbeddedPostgresql", 2), Map.entry("seedgen.embedded.EmbeddedMariaDb", 1));

    /**
     * SQL of any server, any statement ({@link SqlText}: SELECT, INSERT INTO, UPDATE ... SET, DDL, a clause, an
     * aggregate), is written in dialect/: read from every main class's strings, as the server-SQL rule reads them.
     * The classes of {@link #SQL_NOT_YET_IN_DIALECT} keep what they hold until their statements move.
     */
    @Test
    void sqlIsWrittenInTheDialectPackagesOnly() {
        List<String> wrong = beyond(c -> texts(c).stream().filter(t -> SqlText.in(t).isPresent())
                .map(t -> "\"" + ServerSql.readable(t) + "\"").toList(), SQL_NOT_YET_IN_DIALECT,
                "SQL_NOT_YET_IN_DIALECT", "texts of SQL");
        assertEquals(List.of(), wrong, "SQL outside seedgen.dialect: move it behind a method of Dialect, Loading, "
                + "Admin or TableSql");
        // the reader sees the dialect's statements as SQL, so the rule cannot pass by finding nothing anywhere
        long inDialect = main.stream().filter(ArchitectureTest::inDialect).flatMap(c -> texts(c).stream())
                .filter(t -> SqlText.in(t).isPresent()).count();
        assertTrue(inDialect > 100, "only " + inDialect + " texts of SQL read in dialect/: the reader is broken");
    }

    /**
     * The classes outside dialect/ that still ask which family a server is, and how many times: as with SQL, this
     * list only shrinks (the rule below fails on a count that grows or falls), and nothing joins it.
     */
    private static final Map<String, Integer> FAMILY_NOT_YET_IN_DIALECT = Map.ofEntries(
            Map.entry("seedgen.embedded.EmbeddedPostgresql", 3), Map.entry("seedgen.embedded.EmbeddedMariaDb", 2),
            Map.entry("seedgen.connect.TargetResolver", 1));

    /**
     * A branch on the server's family (a family's constant read, or a family's question such as isPostgresql()
     * called) is taken in dialect/, where each family's package answers for itself; the classes of
     * {@link #FAMILY_NOT_YET_IN_DIALECT} keep theirs until they move.
     */
    @Test
    void familyBranchesAreTakenInTheDialectPackagesOnly() {
        List<String> wrong = beyond(c -> familyBranches(c).stream().map(b -> c.getSimpleName() + ": " + b).toList(),
                FAMILY_NOT_YET_IN_DIALECT, "FAMILY_NOT_YET_IN_DIALECT", "family branches");
        assertEquals(List.of(), wrong, "a branch on the server family outside seedgen.dialect: ask the family's "
                + "Dialect, Admin or Loading (below the dialect, its Protocol) instead");
        assertTrue(main.stream().filter(ArchitectureTest::inDialect).mapToInt(c -> familyBranches(c).size()).sum()
                > 0, "no family branch read in dialect/ (Servers picks the family there): the reader is broken");
    }

    /**
     * {@code found} of each main class outside dialect/, counted by top-level class: each holding more of {@code what}
     * than {@code allowed} lets it (none where it is not listed), and each holding fewer, whose entry in {@code list}
     * must come down: a list that only shrinks.
     */
    private static List<String> beyond(java.util.function.Function<JavaClass, List<String>> found,
            Map<String, Integer> allowed, String list, String what) {
        Map<String, Integer> held = new java.util.TreeMap<>();
        Map<String, String> first = new java.util.TreeMap<>();
        for (JavaClass c : main) {
            if (!inDialect(c)) {
                String top = c.getName().replaceAll("\\$.*", "");
                for (String place : found.apply(c)) {
                    held.merge(top, 1, Integer::sum);
                    first.putIfAbsent(top, place);
                }
            }
        }
        List<String> wrong = new ArrayList<>();
        held.forEach((c, n) -> {
            int may = allowed.getOrDefault(c, 0);
            if (n > may) {
                wrong.add(c + ": " + n + " " + what + " (allowed " + may + "), e.g. " + first.get(c));
            }
        });
        allowed.forEach((c, may) -> {
            if (held.getOrDefault(c, 0) < may) {
                wrong.add(c + ": " + held.getOrDefault(c, 0) + " " + what + " where " + may + " are allowed: lower "
                        + "its entry in " + list + " (or drop it at 0)");
            }
        });
        return wrong;
    }

    /** Where {@code c} asks which family a server is: a family's constant read, or a family's question called. */
    private static List<String> familyBranches(JavaClass c) {
        List<String> out = new ArrayList<>();
        for (com.tngtech.archunit.core.domain.JavaFieldAccess a : c.getFieldAccessesFromSelf()) {
            String owner = a.getTarget().getOwner().getName();
            if ((owner.equals("seedgen.run.Protocol") || owner.equals("seedgen.embedded.EmbeddedServer$Family"))
                    && !owner.equals(c.getName())) { // an enum's own constants, made in its initializer
                out.add(a.getTarget().getOwner().getSimpleName() + "." + a.getTarget().getName() + " at line "
                        + a.getLineNumber());
            }
        }
        for (com.tngtech.archunit.core.domain.JavaMethodCall m : c.getMethodCallsFromSelf()) {
            String name = m.getTarget().getName();
            if (m.getTarget().getOwner().getName().startsWith("seedgen.") && name.matches(
                    "(is)?(postgres(ql)?|mysql|mariadb|PostgreSql|Postgresql|Postgres|MySql|Mysql|MariaDb|Mariadb)")) {
                out.add(m.getTarget().getOwner().getSimpleName() + "." + name + "() at line " + m.getLineNumber());
            }
        }
        return out;
    }

    /**
     * The rule above could pass by reading nothing: it reads the classes of all three modules, and in each server's
     * package it reads that server's SQL and flags it (ServerSqlTest tries the marks on texts of its own).
     */
    @Test
    void theServerSqlRuleReadsEveryModuleAndFlagsTheDialectsSql() {
        for (String entryPoint : List.of("seedgen.Seedgen", "seedgen.Main", "seedgen.junit.SeedgenExtension")) {
            assertTrue(main.contain(entryPoint), "the rules read " + entryPoint);
        }
        Map<String, List<String>> sqlOf = Map.of(
                "seedgen.dialect.mysql", List.of("LOAD DATA LOCAL INFILE", "information_schema", "SET SESSION",
                        "GET_LOCK"),
                "seedgen.dialect.postgresql", List.of("COPY ", "pg_advisory"));
        sqlOf.forEach((pkg, words) -> {
            List<String> texts = main.stream().filter(c -> c.getPackageName().equals(pkg))
                    .flatMap(c -> texts(c).stream()).toList();
            for (String word : words) {
                assertTrue(texts.stream().anyMatch(t -> t.toLowerCase(Locale.ROOT).contains(word.toLowerCase(
                        Locale.ROOT)) && ServerSql.in(t).isPresent()), "no text of " + pkg + " holding " + word
                        + " was read and flagged: the reader or the mark is broken");
            }
        });
    }

    private static boolean inDialect(JavaClass c) {
        return c.getPackageName().equals("seedgen.dialect") || c.getPackageName().startsWith("seedgen.dialect.");
    }

    /** The texts of {@code c}'s class file, read from where ArchUnit imported it (a folder or a jar). */
    private static List<String> texts(JavaClass c) {
        URI file = c.getSource().orElseThrow(() -> new AssertionError("no class file for " + c.getName())).getUri();
        return ClassFileStrings.of(file);
    }
}
