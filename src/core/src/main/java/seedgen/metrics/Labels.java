package seedgen.metrics;

import java.security.SecureRandom;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.util.HexFormat;
import java.util.regex.Pattern;

/** The run id label: short, printable, no secrets, unique enough to tell runs apart on one dashboard. */
public final class Labels {

    private static final Pattern RUN_ID = Pattern.compile("[A-Za-z0-9][A-Za-z0-9_.-]{0,63}");
    private static final DateTimeFormatter STAMP = DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss");

    private Labels() {
    }

    /** For example 20250812-141503-3fa9: the local start time and 16 random bits. */
    public static String newRunId() {
        byte[] random = new byte[2];
        new SecureRandom().nextBytes(random);
        return LocalDateTime.now().format(STAMP) + "-" + HexFormat.of().formatHex(random);
    }

    static String checkRunId(String runId) {
        if (runId == null || !RUN_ID.matcher(runId).matches()) {
            throw new IllegalArgumentException("run id must be 1 to 64 letters, digits, '_', '.' or '-', was "
                    + runId);
        }
        return runId;
    }
}
