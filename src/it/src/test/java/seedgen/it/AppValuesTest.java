package seedgen.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Set;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * The rules file AppSchemasIT holds each application's fill to ({@link AppValues}): at least 40 rules over at least
 * six applications of both server families, every kind of value there, each citing the file and line of the
 * application's code it comes from, each that falls short saying why; and the share of rules a fill keeps today,
 * printed.
 */
class AppValuesTest {

    /** A package or jar, a path in it, a line: {@code roundcube-core:usr/share/.../rcube_user.php:158}. */
    private static final Pattern SOURCE = Pattern.compile("[A-Za-z0-9.+_-]+:[^:\\s]+\\.[a-z]+:[0-9]+");

    @Test
    void theRulesAreManyAndSayWhereEachComesFrom() {
        List<AppValues.Rule> rules = AppValues.RULES;
        assertTrue(rules.size() >= 40, rules.size() + " rules");
        Set<String> apps = rules.stream().map(AppValues.Rule::app).collect(Collectors.toSet());
        assertTrue(apps.size() >= 6, apps.toString());
        assertTrue(rules.stream().anyMatch(r -> r.onMysql() != AppValues.Expect.NONE)
                && rules.stream().anyMatch(r -> r.onPostgresql() != AppValues.Expect.NONE), "both families");
        assertEquals(Set.of("flag", "code", "time", "format", "reference"), rules.stream().map(AppValues.Rule::kind)
                .collect(Collectors.toSet()));
        for (AppValues.Rule r : rules) {
            assertTrue(SOURCE.matcher(r.source()).matches(), r + ": no file and line");
            assertTrue(AppSchema.REGISTRY.stream().anyMatch(a -> r.of(a.name())), r + ": no schema AppSchemasIT fills");
            assertEquals(r.onMysql() == AppValues.Expect.NONE, r.mysql().equals("-"), r.toString());
            assertEquals(r.onPostgresql() == AppValues.Expect.NONE, r.postgresql().equals("-"), r.toString());
            boolean short_ = r.onMysql() == AppValues.Expect.SHORT || r.onPostgresql() == AppValues.Expect.SHORT;
            assertEquals(short_, !r.why().equals("-"), r + ": a rule falls short with a reason, and holds with none");
        }
        long held = rules.stream().filter(r -> r.onMysql() != AppValues.Expect.SHORT
                && r.onPostgresql() != AppValues.Expect.SHORT).count();
        System.out.printf("%d of %d rules of the applications' code hold on a plain fill (%.0f%%)%n", held,
                rules.size(), 100.0 * held / rules.size());
    }
}
