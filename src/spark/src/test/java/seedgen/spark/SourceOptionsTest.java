package seedgen.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;
import java.util.ServiceLoader;
import org.apache.spark.sql.sources.DataSourceRegister;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.util.CaseInsensitiveStringMap;
import org.junit.jupiter.api.Test;
import seedgen.plan.ValueType;

/** The options as the command's flags, each mistake named with its fix, without starting Spark. */
class SourceOptionsTest {

    private static SourceOptions of(Map<String, String> options) {
        return SourceOptions.of(new CaseInsensitiveStringMap(options));
    }

    private static String refused(Map<String, String> options) {
        return assertThrows(IllegalArgumentException.class, () -> of(options)).getMessage();
    }

    @Test
    void theOptionsAreTheCommandsFlags() {
        SourceOptions o = of(Map.of("dataset", "sns", "table", "likes", "rows", "1000", "seed", "5", "partitions",
                "64"));
        assertEquals("likes", o.table());
        assertEquals(5, o.seed());
        assertEquals(64, o.partitions());
        assertEquals(1000L, o.rowsAsked());
        assertEquals("likes", o.rows().table());
        // a one-table spec needs no table; Spark's default parallelism when partitions is not given
        SourceOptions one = of(Map.of("spec", "src/it/src/test/resources/specs/typed-values.yaml"));
        assertEquals("typed", one.table());
        assertEquals(null, one.partitions());
        assertEquals(1, one.seed());
    }

    @Test
    void eachMistakeIsOneLineNamingItsFix() {
        assertEquals("seedgen: sns has tables users, posts, likes, bookmarks, follows: name the one to read "
                + "with option(\"table\", NAME)", refused(Map.of("dataset", "sns")));
        assertTrue(refused(Map.of("dataset", "sns", "table", "nope")).contains("and no table 'nope'"));
        assertTrue(refused(Map.of("dataset", "sns", "spec", "x.yaml")).startsWith("seedgen: give exactly one of"));
        assertTrue(refused(Map.of()).startsWith("seedgen: give exactly one of"));
        assertEquals("seedgen: no option 'rowz': the options are dataset or spec, table, rows, seed, partitions and "
                + "param.NAME", refused(Map.of("dataset", "chat", "rowz", "5")));
        assertEquals("seedgen: option rows is 'many': give a whole number of at least 0, as --rows takes",
                refused(Map.of("dataset", "chat", "rows", "many")));
        assertEquals("seedgen: option partitions is '0': give a whole number of at least 1, as --partitions takes",
                refused(Map.of("dataset", "chat", "partitions", "0")));
    }

    @Test
    void theShortNameIsRegisteredAndNoDriverComesAlong() {
        boolean found = false;
        for (DataSourceRegister r : ServiceLoader.load(DataSourceRegister.class)) {
            found |= r instanceof SeedgenSource && r.shortName().equals("seedgen");
        }
        assertTrue(found, "format(\"seedgen\") is registered");
        for (String driver : new String[] {"org.postgresql.Driver", "com.mysql.cj.jdbc.Driver",
                "com.zaxxer.hikari.HikariDataSource"}) {
            assertThrows(ClassNotFoundException.class, () -> Class.forName(driver), driver);
        }
    }

    @Test
    void decimalsKeepTheirDeclaredDigits() {
        assertEquals(DataTypes.createDecimalType(10, 2), SparkTypes.of(ValueType.DECIMAL, "DECIMAL(10,2)", false));
        assertEquals(DataTypes.createDecimalType(12, 0), SparkTypes.of(ValueType.DECIMAL, "numeric(12)", false));
        assertEquals(DataTypes.createDecimalType(38, 4), SparkTypes.of(ValueType.DECIMAL, "numeric(60,4)", false));
        assertEquals(SparkTypes.UNBOUNDED, SparkTypes.of(ValueType.DECIMAL, "numeric", false));
    }
}
