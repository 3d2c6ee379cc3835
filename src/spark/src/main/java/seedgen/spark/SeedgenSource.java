package seedgen.spark;

import java.util.Map;
import org.apache.spark.sql.connector.catalog.Table;
import org.apache.spark.sql.connector.catalog.TableProvider;
import org.apache.spark.sql.connector.expressions.Transform;
import org.apache.spark.sql.sources.DataSourceRegister;
import org.apache.spark.sql.types.StructType;
import org.apache.spark.sql.util.CaseInsensitiveStringMap;

/**
 * Spark's {@code format("seedgen")}: one table of a dataset, its rows made where Spark reads them, a contiguous slice
 * of the table an input partition. The options are the command's flags ({@link SourceOptions}); every row is the row
 * {@code seedgen --out} writes for the same spec, seed and rows, whatever the number of partitions.
 */
public final class SeedgenSource implements TableProvider, DataSourceRegister {

    @Override
    public String shortName() {
        return "seedgen";
    }

    @Override
    public StructType inferSchema(CaseInsensitiveStringMap options) {
        return SparkTypes.schema(SourceOptions.of(options).rows());
    }

    @Override
    public Table getTable(StructType schema, Transform[] partitioning, Map<String, String> properties) {
        return new SeedgenTable(SourceOptions.of(new CaseInsensitiveStringMap(properties)));
    }
}
