package seedgen.export;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.BooleanSupplier;
import seedgen.dialect.Dialect;
import seedgen.dialect.TableSql;
import seedgen.load.DatasetDdl;
import seedgen.model.Dataset;
import seedgen.run.OutputFormat;

/**
 * A dataset to files instead of a server, tables in load order: one SQL file (each table's CREATE TABLE and its
 * INSERTs; {@code .gz} compresses), or a directory with one CSV file per table and {@code load.sql}, which creates
 * the tables and loads the files with LOAD DATA LOCAL INFILE. Every file is written under a temporary name and
 * put in place only when whole, as for the users table.
 */
public final class DatasetExport {

    /** The script that loads the CSV files of a directory export. */
    public static final String LOAD_SCRIPT = "load.sql";

    private DatasetExport() {
    }

    /** What was written: the files (in load order, the script last), their bytes, the time it took. */
    public record Result(List<Path> files, long bytes, double seconds) {
    }

    /** One SQL file at {@code file} ({@code gzip} when its name ends in .gz), in {@code sql}'s words. */
    public static Result toSqlFile(Dataset d, Path file, boolean gzip, int batch, BooleanSupplier stop, Dialect sql)
            throws IOException {
        long t0 = System.nanoTime();
        long bytes = 0;
        try (OutputTarget target = OutputTarget.open(file, gzip, null)) {
            List<Dataset.Table> tables = d.tables();
            for (int i = 0; i < tables.size(); i++) {
                Dataset.Table t = tables.get(i);
                bytes += FileExport.writeTable(t.spec(), t.rows(), OutputFormat.SQL, DatasetDdl.ddl(d, t, null, sql),
                        batch, i == 0, i == tables.size() - 1, target.stream(), stop, sql);
            }
            bytes += writeText(target.stream(), keysAfterRows(d, sql));
            target.commit();
        }
        return new Result(List.of(file), bytes, (System.nanoTime() - t0) / 1e9);
    }

    /**
     * A directory of CSV files, one a table, and {@value #LOAD_SCRIPT} for {@code dialect}'s server: LOAD DATA LOCAL
     * INFILE for MySQL's client, psql's {@code \\copy} (COPY FROM STDIN) for PostgreSQL.
     */
    public static Result toCsvDirectory(Dataset d, Path dir, BooleanSupplier stop, Dialect dialect)
            throws IOException {
        long t0 = System.nanoTime();
        Files.createDirectories(dir);
        List<Path> files = new ArrayList<>();
        long bytes = 0;
        StringBuilder script = new StringBuilder(dialect.loadScriptHeader(LOAD_SCRIPT));
        for (Dataset.Table t : d.tables()) {
            Path csv = dir.resolve(t.name() + ".csv");
            try (OutputTarget target = OutputTarget.open(csv, false, null)) {
                bytes += FileExport.writeTable(t.spec(), t.rows(), OutputFormat.CSV, null, 0, false, false,
                        target.stream(), stop, dialect);
                target.commit();
            }
            files.add(csv);
            TableSql schema = new TableSql(t.spec(), null, dialect);
            script.append(DatasetDdl.ddl(d, t, null, dialect)).append(";\n").append(dialect.loadFile(
                    csv.getFileName().toString(), t.name(), schema.quotedColumns(), schema.hexColumns()));
            DatasetDdl.indexStatements(t, null, dialect).values().forEach(index -> script.append(index)
                    .append(";\n"));
        }
        for (String alter : DatasetDdl.keysAfterRows(d, null, dialect)) {
            script.append(alter).append(";\n");
        }
        Path load = dir.resolve(LOAD_SCRIPT);
        try (OutputTarget target = OutputTarget.open(load, false, null)) {
            OutputStream out = target.stream();
            byte[] text = script.toString().getBytes(StandardCharsets.UTF_8);
            out.write(text);
            bytes += text.length;
            target.commit();
        }
        files.add(load);
        return new Result(files, bytes, (System.nanoTime() - t0) / 1e9);
    }

    /** The foreign keys to tables loaded later (a cycle), added once every table holds its rows; or "". */
    private static String keysAfterRows(Dataset d, Dialect sql) {
        StringBuilder b = new StringBuilder();
        for (String alter : DatasetDdl.keysAfterRows(d, null, sql)) {
            b.append(alter).append(";\n");
        }
        return b.toString();
    }

    private static long writeText(OutputStream out, String text) throws IOException {
        byte[] bytes = text.getBytes(StandardCharsets.UTF_8);
        out.write(bytes);
        return bytes.length;
    }

    /** Whether {@code out} names one SQL file rather than a directory of CSV files. */
    public static boolean isSqlFile(String out, OutputFormat asked) {
        String n = out.toLowerCase(java.util.Locale.ROOT);
        return asked == OutputFormat.SQL || n.endsWith(".sql") || n.endsWith(".sql.gz");
    }
}
