package seedgen.junit;

import java.io.IOException;
import java.io.InputStream;
import java.lang.reflect.AnnotatedElement;
import java.lang.reflect.Field;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import javax.sql.DataSource;
import org.junit.jupiter.api.extension.BeforeAllCallback;
import org.junit.jupiter.api.extension.BeforeEachCallback;
import org.junit.jupiter.api.extension.ExtensionConfigurationException;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.junit.jupiter.api.extension.ParameterContext;
import org.junit.jupiter.api.extension.ParameterResolutionException;
import org.junit.jupiter.api.extension.ParameterResolver;
import org.junit.platform.commons.support.AnnotationSupport;
import org.junit.platform.commons.support.HierarchyTraversalMode;
import org.junit.platform.commons.support.ReflectionSupport;
import seedgen.Seedgen;

/**
 * The extension behind {@link SeedgenDataset}: loads the class's dataset once before all its tests, a method's before
 * that test, and gives tests a {@link SeedgenData} parameter. A load that fails fails the class (or the test) with
 * seedgen's one-line message.
 */
public final class SeedgenExtension implements BeforeAllCallback, BeforeEachCallback, ParameterResolver {

    private static final ExtensionContext.Namespace NAMESPACE = ExtensionContext.Namespace.create(SeedgenExtension.class);
    private static final String LOADED = "loaded";
    /** Names the database for {@link SeedgenDataset#url()}-less runs, as a system property or (upper case) variable. */
    static final String URL_PROPERTY = "seedgen.jdbc.url";
    static final String URL_VARIABLE = "SEEDGEN_JDBC_URL";
    static final String PASSWORD_VARIABLE = "SEEDGEN_PASSWORD";

    @Override
    public void beforeAll(ExtensionContext context) {
        Class<?> testClass = context.getRequiredTestClass();
        Optional<SeedgenDataset> onClass = AnnotationSupport.findAnnotation(testClass, SeedgenDataset.class);
        if (onClass.isPresent()) {
            context.getStore(NAMESPACE).put(LOADED, load(onClass.get(), testClass, testClass, context));
        }
    }

    @Override
    public void beforeEach(ExtensionContext context) {
        Method method = context.getRequiredTestMethod();
        Optional<SeedgenDataset> onMethod = AnnotationSupport.findAnnotation(method, SeedgenDataset.class);
        if (onMethod.isPresent()) {
            context.getStore(NAMESPACE).put(LOADED, load(onMethod.get(), method, context.getRequiredTestClass(), context));
        }
    }

    @Override
    public boolean supportsParameter(ParameterContext parameter, ExtensionContext context) {
        return parameter.getParameter().getType() == SeedgenData.class;
    }

    @Override
    public Object resolveParameter(ParameterContext parameter, ExtensionContext context) {
        // A store looks in its context's parents too: a method's own load, else its class's.
        SeedgenData data = context.getStore(NAMESPACE).get(LOADED, SeedgenData.class);
        if (data == null) {
            throw new ParameterResolutionException("no dataset is loaded for " + context.getDisplayName()
                    + ": put @SeedgenDataset on the test class or method");
        }
        return data;
    }

    private static SeedgenData load(SeedgenDataset d, AnnotatedElement where, Class<?> testClass,
            ExtensionContext context) {
        Seedgen load = dataset(d, where);
        if (d.rows() > 0) {
            load.rows(d.rows());
        }
        load.seed(d.seed()).threads(d.threads()).truncate();
        for (String p : d.params()) {
            int eq = p.indexOf('=');
            if (eq < 1) {
                throw new ExtensionConfigurationException("@SeedgenDataset on " + where + ": param \"" + p
                        + "\" is not name=value");
            }
            load.param(p.substring(0, eq).strip(), p.substring(eq + 1).strip());
        }
        Object to = target(d, testClass, context);
        if (to instanceof DataSource pool) {
            if (!d.database().isEmpty()) {
                throw new ExtensionConfigurationException("@SeedgenDataset on " + testClass.getName() + ": database "
                        + "names another database, but the @SeedgenTarget DataSource's connections are not switched: "
                        + "drop database, or give a JdbcTarget");
            }
            return new SeedgenData(d.seed(), null, load.into(pool), null, pool);
        }
        JdbcTarget target = d.database().isEmpty() ? (JdbcTarget) to
                : ((JdbcTarget) to).withDatabase(d.database());
        Seedgen.Result result = load.into(target.url(), target.user(), target.password());
        return new SeedgenData(d.seed(), null, result, target, null);
    }

    private static Seedgen dataset(SeedgenDataset d, AnnotatedElement where) {
        int sources = (d.name().isEmpty() ? 0 : 1) + (d.spec().isEmpty() ? 0 : 1) + (d.fromSchema() ? 1 : 0);
        if (sources != 1) {
            throw new ExtensionConfigurationException("@SeedgenDataset on " + where
                    + ": give either name (a built-in dataset, such as sns), spec (a spec file) or fromSchema = true "
                    + "(the tables the database already has): exactly one, not both or neither");
        }
        if (!d.learnFrom().isEmpty() && !d.fromSchema()) {
            throw new ExtensionConfigurationException("@SeedgenDataset on " + where + ": learnFrom copies a "
                    + "database's shape into the tables fromSchema fills: add fromSchema = true or drop learnFrom");
        }
        if (d.fromSchema()) {
            return d.learnFrom().isEmpty() ? Seedgen.fromSchema() : Seedgen.fromSchema().learnFrom(d.learnFrom());
        }
        if (!d.name().isEmpty()) {
            return Seedgen.dataset(d.name());
        }
        try {
            if (d.spec().startsWith("classpath:")) {
                String resource = d.spec().substring("classpath:".length());
                ClassLoader loader = Thread.currentThread().getContextClassLoader();
                try (InputStream in = loader.getResourceAsStream(resource.startsWith("/") ? resource.substring(1)
                        : resource)) {
                    if (in == null) {
                        throw new ExtensionConfigurationException("@SeedgenDataset on " + where + ": no resource "
                                + resource + " on the test class path");
                    }
                    return Seedgen.specText(new String(in.readAllBytes(), StandardCharsets.UTF_8));
                }
            }
            return Seedgen.spec(Path.of(d.spec()));
        } catch (IOException e) {
            throw new ExtensionConfigurationException("@SeedgenDataset on " + where + ": cannot read spec "
                    + d.spec() + ": " + e.getMessage(), e);
        }
    }

    /**
     * The first of: a static @SeedgenTarget member (a JdbcTarget, a URL or a DataSource), the annotation's url, the
     * extension's own embedded server, the property or the variable.
     */
    static Object target(SeedgenDataset d, Class<?> testClass, ExtensionContext context) {
        List<Object> marked = new ArrayList<>();
        for (Field f : AnnotationSupport.findAnnotatedFields(testClass, SeedgenTarget.class)) {
            marked.add(f);
        }
        marked.addAll(AnnotationSupport.findAnnotatedMethods(testClass, SeedgenTarget.class,
                HierarchyTraversalMode.TOP_DOWN));
        if (marked.size() > 1) {
            throw new ExtensionConfigurationException(testClass.getName() + " has " + marked.size()
                    + " @SeedgenTarget members " + marked + ": keep one");
        }
        if (!d.embedded().isEmpty() && (marked.size() == 1 || !d.url().isEmpty())) {
            throw new ExtensionConfigurationException("@SeedgenDataset on " + testClass.getName() + ": embedded = \""
                    + d.embedded() + "\" and " + (marked.isEmpty() ? "url" : "a @SeedgenTarget member") + " both name "
                    + "the database: keep one");
        }
        if (marked.size() == 1) {
            return fromMember(marked.get(0), d);
        }
        if (!d.url().isEmpty()) {
            return new JdbcTarget(d.url(), d.user(), passwordVariable());
        }
        if (!d.embedded().isEmpty()) {
            return EmbeddedServers.target(d.embedded(), context, testClass);
        }
        String url = System.getProperty(URL_PROPERTY, System.getenv(URL_VARIABLE));
        if (url != null && !url.isBlank()) {
            return new JdbcTarget(url.strip(), d.user(), passwordVariable());
        }
        throw new ExtensionConfigurationException("@SeedgenDataset on " + testClass.getName()
                + ": no database to load into: add a static @SeedgenTarget field or method returning a JdbcTarget "
                + "or a DataSource, set url or embedded, or set -D" + URL_PROPERTY + " or " + URL_VARIABLE);
    }

    private static Object fromMember(Object member, SeedgenDataset d) {
        Object value;
        if (member instanceof Field f) {
            if (!Modifier.isStatic(f.getModifiers())) {
                throw new ExtensionConfigurationException("@SeedgenTarget field " + f + " must be static");
            }
            value = ReflectionSupport.tryToReadFieldValue(f, null).getOrThrow(
                    e -> new ExtensionConfigurationException("cannot read @SeedgenTarget field " + f, e));
        } else {
            Method m = (Method) member;
            if (!Modifier.isStatic(m.getModifiers()) || m.getParameterCount() != 0) {
                throw new ExtensionConfigurationException("@SeedgenTarget method " + m
                        + " must be static and take no parameters");
            }
            value = ReflectionSupport.invokeMethod(m, null);
        }
        if (value instanceof JdbcTarget || value instanceof DataSource) {
            return value;
        }
        if (value instanceof String url && !url.isBlank()) {
            return new JdbcTarget(url, d.user(), passwordVariable());
        }
        throw new ExtensionConfigurationException("@SeedgenTarget " + member + " gave " + (value == null ? "null"
                : "a " + value.getClass().getSimpleName()) + ": give a JdbcTarget, a JDBC URL or a DataSource");
    }

    private static String passwordVariable() {
        String p = System.getenv(PASSWORD_VARIABLE);
        return p == null ? "" : p;
    }
}
