package seedgen.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class OutputFormatTest {

    @Test
    void formatComesFromTheExtensionWithOrWithoutGz() {
        assertEquals(OutputFormat.CSV, OutputFormat.fromFileName("users.csv"));
        assertEquals(OutputFormat.CSV, OutputFormat.fromFileName("dir/USERS.CSV.GZ"));
        assertEquals(OutputFormat.SQL, OutputFormat.fromFileName("fixtures.sql"));
        assertEquals(OutputFormat.SQL, OutputFormat.fromFileName("fixtures.sql.gz"));
        assertNull(OutputFormat.fromFileName("/dev/null"));
        assertNull(OutputFormat.fromFileName("users.gz"));
        assertNull(OutputFormat.fromFileName("users.csvx"));
    }

    @Test
    void gzipOnlyForGzNames() {
        assertTrue(OutputFormat.isGzipName("a.csv.gz"));
        assertFalse(OutputFormat.isGzipName("a.csv"));
        assertFalse(OutputFormat.isGzipName("a.gzip"));
    }
}
