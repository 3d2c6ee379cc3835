package seedgen.run;

import java.nio.file.Path;
import java.util.List;

/**
 * The HTML report of the target's tables ({@code tables} only, or all but {@code excludeTables}) written to
 * {@code out}, replaced whole once the page is ready; beside them, those of database {@code against} on the same
 * server (null: none), matched by name.
 */
public record ReportRequest(Path out, String against, List<String> tables, List<String> excludeTables,
        TargetChoice target) implements Request {
}
