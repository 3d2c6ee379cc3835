package seedgen.dialect.mysql.tune;

import java.util.Locale;

/** Which privilege SET GLOBAL needs, by server: named in the refusal so the user knows what to grant. */
final class Privilege {

    private Privilege() {
    }

    static String forVersion(String version) {
        String v = version.toLowerCase(Locale.ROOT);
        if (v.contains("mariadb")) {
            return "SUPER";
        }
        int major = leadingNumber(v);
        return major >= 8 ? "SYSTEM_VARIABLES_ADMIN (or SUPER)" : "SUPER";
    }

    private static int leadingNumber(String v) {
        int i = 0;
        while (i < v.length() && Character.isDigit(v.charAt(i))) {
            i++;
        }
        return i == 0 ? 0 : Integer.parseInt(v.substring(0, i));
    }
}
