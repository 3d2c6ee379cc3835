package seedgen.spark;

import java.util.EnumSet;
import java.util.Set;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.connector.catalog.SupportsRead;
import org.apache.spark.sql.connector.catalog.TableCapability;
import org.apache.spark.sql.connector.read.Batch;
import org.apache.spark.sql.connector.read.InputPartition;
import org.apache.spark.sql.connector.read.PartitionReaderFactory;
import org.apache.spark.sql.connector.read.Scan;
import org.apache.spark.sql.connector.read.ScanBuilder;
import org.apache.spark.sql.types.StructType;
import org.apache.spark.sql.util.CaseInsensitiveStringMap;

/** A table of a dataset as Spark reads it: one batch scan of {@code partitions} slices. */
final class SeedgenTable implements SupportsRead {

    private final SourceOptions source;
    private final StructType schema;

    SeedgenTable(SourceOptions source) {
        this.source = source;
        this.schema = SparkTypes.schema(source.rows());
    }

    @Override
    public String name() {
        return "seedgen." + source.label() + "." + source.table();
    }

    @Override
    public StructType schema() {
        return schema;
    }

    @Override
    public Set<TableCapability> capabilities() {
        return EnumSet.of(TableCapability.BATCH_READ);
    }

    @Override
    public ScanBuilder newScanBuilder(CaseInsensitiveStringMap options) {
        return () -> new SliceScan(source, schema);
    }

    /** The scan and its batch: slice k of n for k = 1..n, made by {@link SliceReader}s. */
    private record SliceScan(SourceOptions source, StructType schema) implements Scan, Batch {

        @Override
        public StructType readSchema() {
            return schema;
        }

        @Override
        public String description() {
            return "seedgen " + source.label() + " table " + source.table() + ", seed " + source.seed() + ", "
                    + source.rows().count() + " rows";
        }

        @Override
        public Batch toBatch() {
            return this;
        }

        @Override
        public InputPartition[] planInputPartitions() {
            int n = source.partitions() != null ? source.partitions()
                    : SparkSession.active().sparkContext().defaultParallelism();
            InputPartition[] slices = new InputPartition[n];
            for (int k = 1; k <= n; k++) {
                slices[k - 1] = new SliceReader.Slice(k, n);
            }
            return slices;
        }

        @Override
        public PartitionReaderFactory createReaderFactory() {
            return new SliceReader.Factory(source, schema);
        }
    }
}
