package seedgen.loadtest;

import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import java.util.Set;

/**
 * The command line of the endpoint and of the in-process reference, checked once here. The database password is not
 * an option: it comes from SEEDGEN_PASSWORD, as for the bench scripts, so it never shows in a process list.
 *
 * @param url      JDBC URL of the database that holds the users table
 * @param user     database user
 * @param password database password, empty for none
 * @param threads  request threads of the endpoint (or the reference), and as many pooled connections
 * @param file     the port file the endpoint writes, or the feed the reference reads
 */
record Options(String url, String user, String password, int threads, Path file) {

    Options {
        if (!url.startsWith("jdbc:mysql://") && !url.startsWith("jdbc:mariadb://")) {
            throw new IllegalArgumentException("--url must be a jdbc:mysql:// URL, got " + url);
        }
        if (threads < 1 || threads > 256) {
            throw new IllegalArgumentException("--threads must be 1 to 256, got " + threads);
        }
    }

    /** Reads {@code --url U --user N --threads T --FILEOPTION PATH}; anything else is refused, naming it. */
    static Options parse(String[] args, String fileOption) {
        Set<String> known = Set.of("--url", "--user", "--threads", fileOption);
        Map<String, String> values = new HashMap<>();
        for (int i = 0; i < args.length; i += 2) {
            if (!known.contains(args[i])) {
                throw new IllegalArgumentException("unknown option " + args[i] + "; expected " + known);
            }
            if (i + 1 >= args.length) {
                throw new IllegalArgumentException(args[i] + " needs a value");
            }
            values.put(args[i], args[i + 1]);
        }
        for (String name : known) {
            if (!values.containsKey(name) && !name.equals("--threads") && !name.equals("--user")) {
                throw new IllegalArgumentException("missing " + name);
            }
        }
        String threads = values.getOrDefault("--threads", "4");
        int parsed;
        try {
            parsed = Integer.parseInt(threads);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("--threads must be a whole number, got " + threads, e);
        }
        String password = System.getenv().getOrDefault("SEEDGEN_PASSWORD", "");
        return new Options(values.get("--url"), values.getOrDefault("--user", "root"), password, parsed,
                Path.of(values.get(fileOption)));
    }
}
