package seedgen.it;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * What an application's own code accepts in the columns it reads, written down as rules over the rows of a fill
 * ({@code app-values/rules.tsv}): each rule is an SQL condition true of a row that breaks it, for each server family
 * the application ships a schema for, with the file and line of the application's code it comes from (a Java
 * class in its jar on Maven Central, a PHP or Perl file in its Debian package), and whether a plain {@code --from-db
 * --rows 500} fill keeps it today. AppSchemasIT counts every rule's broken rows on its fill of each application and
 * holds the file to what it finds: a rule said to hold breaks nowhere, and a rule said to fall short does break (so
 * that the share the file states is the share measured).
 */
final class AppValues {

    static final String FILE = "app-values/rules.tsv";

    /** Whether a fill keeps a rule on one server family: it holds, it falls short, or the family has no such rule. */
    enum Expect {
        HOLDS, SHORT, NONE;

        static Expect of(String cell) {
            return switch (cell) {
                case "holds" -> HOLDS;
                case "short" -> SHORT;
                case "-" -> NONE;
                default -> throw new IllegalArgumentException("holds, short or -, not " + cell);
            };
        }
    }

    /**
     * One rule: {@code app} the application (the start of a registry schema's name), its kind (flag, code, time,
     * format, reference), the table it reads and its columns, the condition of a breaking row on each family
     * ({@code -} for none), where the application's code says it, what that code does, whether a fill keeps it on
     * each family, and why not where it does not.
     */
    record Rule(int line, String app, String kind, String table, String columns, String mysql, String postgresql,
            String source, String reads, Expect onMysql, Expect onPostgresql, String why) {

        String condition(boolean pg) {
            return pg ? postgresql : mysql;
        }

        Expect expect(boolean pg) {
            return pg ? onPostgresql : onMysql;
        }

        /** Whether this rule is one of the registry schema {@code schema}'s (quartz for quartz-mysql). */
        boolean of(String schema) {
            return schema.startsWith(app + "-");
        }

        @Override
        public String toString() {
            return FILE + ":" + line + " " + app + " " + kind + " " + table + "(" + columns + "), from " + source;
        }
    }

    static final List<Rule> RULES = read();

    private AppValues() {
    }

    private static List<Rule> read() {
        List<Rule> out = new ArrayList<>();
        try (InputStream in = AppValues.class.getClassLoader().getResourceAsStream(FILE)) {
            if (in == null) {
                throw new IllegalStateException(FILE + " is not on the test classpath");
            }
            BufferedReader r = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
            int n = 0;
            for (String line = r.readLine(); line != null; line = r.readLine()) {
                n++;
                if (n == 1 || line.isBlank()) {
                    continue; // the header
                }
                String[] f = line.split("\t", -1);
                if (f.length != 11) {
                    throw new IllegalStateException(FILE + ":" + n + ": 11 fields, not " + f.length);
                }
                out.add(new Rule(n, f[0], f[1], f[2], f[3], f[4], f[5], f[6], f[7], Expect.of(f[8]), Expect.of(f[9]),
                        f[10]));
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return List.copyOf(out);
    }

    /** A rule's count of breaking rows on a fill: the rule, and how many. */
    record Counted(Rule rule, long broken) {
    }

    /**
     * Every rule of registry schema {@code schema} on the server family of {@code c}, counted on the fill in its
     * database (the connection's); a rule whose table is missing or whose condition the server refuses fails the test.
     */
    static List<Counted> count(Connection c, String schema, boolean pg) throws SQLException {
        List<Counted> out = new ArrayList<>();
        for (Rule rule : RULES) {
            if (!rule.of(schema) || rule.expect(pg) == Expect.NONE) {
                continue;
            }
            String table = pg ? rule.table().toLowerCase(Locale.ROOT) : rule.table();
            String sql = "SELECT COUNT(*) FROM " + table + " WHERE " + rule.condition(pg);
            try (Statement st = c.createStatement(); ResultSet rs = st.executeQuery(sql)) {
                rs.next();
                out.add(new Counted(rule, rs.getLong(1)));
            } catch (SQLException e) {
                throw new SQLException(rule + ": the server refused the rule: " + e.getMessage(), e);
            }
        }
        return out;
    }

    /**
     * The rules whose count disagrees with the file, one line each; empty when every rule said to hold breaks on no
     * row and every rule said to fall short breaks on some.
     */
    static List<String> disagreements(List<Counted> counted, boolean pg) {
        List<String> out = new ArrayList<>();
        for (Counted k : counted) {
            Expect e = k.rule().expect(pg);
            if (e == Expect.HOLDS && k.broken() > 0) {
                out.add(k.rule() + ": said to hold, and " + k.broken() + " rows break it");
            } else if (e == Expect.SHORT && k.broken() == 0) {
                out.add(k.rule() + ": said to fall short (" + k.rule().why() + "), and no row breaks it: mark it "
                        + "holds");
            }
        }
        return out;
    }
}
