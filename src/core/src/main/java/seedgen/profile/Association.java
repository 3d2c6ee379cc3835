package seedgen.profile;

import java.math.BigDecimal;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The arithmetic of {@link Facts}: Spearman's rho from the sums of ranks the server adds up, and Cramér's V from a
 * contingency table. Kept apart from the queries so that it is tested without a server.
 */
final class Association {

    private Association() {
    }

    /**
     * Pearson's correlation of {@code n} pairs (x, y) from their sums (as the server returns them: exact), which is
     * Spearman's rho when x and y are ranks (or any one linear function of the ranks, such as twice the average
     * rank). NaN when either side holds one value only: no order to correlate.
     */
    static double pearson(long n, BigDecimal sx, BigDecimal sy, BigDecimal sxx, BigDecimal syy, BigDecimal sxy) {
        BigDecimal count = BigDecimal.valueOf(n);
        // n * sxy - sx * sy and its like are exact in BigDecimal: the sums of squares of ranks reach 1e20 at 10
        // million rows, past the digits of a double, and the differences are small beside them
        double cov = count.multiply(sxy).subtract(sx.multiply(sy)).doubleValue();
        double vx = count.multiply(sxx).subtract(sx.multiply(sx)).doubleValue();
        double vy = count.multiply(syy).subtract(sy.multiply(sy)).doubleValue();
        if (n < 2 || vx <= 0 || vy <= 0) {
            return Double.NaN;
        }
        return Math.max(-1, Math.min(1, cov / Math.sqrt(vx) / Math.sqrt(vy)));
    }

    /**
     * Cramér's V of a contingency table given as its cells, with Bergsma's correction for the table's size: without
     * it, two independent columns of many values read a V well above 0 on a few thousand rows (64 values each on
     * 20,000 rows: about 0.06), and a copy with more rows than its source would read weaker than the source for that
     * alone. 0 where either side holds fewer than two values.
     */
    static double cramersV(List<Facts.Cell> cells) {
        Map<String, Long> rowsA = new LinkedHashMap<>();
        Map<String, Long> rowsB = new LinkedHashMap<>();
        long n = 0;
        for (Facts.Cell c : cells) {
            rowsA.merge(c.a(), c.rows(), Long::sum);
            rowsB.merge(c.b(), c.rows(), Long::sum);
            n += c.rows();
        }
        int r = rowsA.size();
        int k = rowsB.size();
        if (r < 2 || k < 2 || n < 2) {
            return 0;
        }
        // chi-squared over every cell, empty ones included: n * (sum of O^2 / (row * column) - 1)
        double sum = 0;
        for (Facts.Cell c : cells) {
            sum += (double) c.rows() * c.rows() / ((double) rowsA.get(c.a()) * rowsB.get(c.b()));
        }
        double phi2 = Math.max(0, sum - 1);
        double phi2c = Math.max(0, phi2 - (double) (k - 1) * (r - 1) / (n - 1));
        double rc = r - (double) (r - 1) * (r - 1) / (n - 1);
        double kc = k - (double) (k - 1) * (k - 1) / (n - 1);
        double least = Math.min(rc - 1, kc - 1);
        return least <= 0 ? 0 : Math.min(1, Math.sqrt(phi2c / least));
    }
}
