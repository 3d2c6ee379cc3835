package seedgen.fromdb;

import seedgen.catalog.Catalog;
import java.util.List;
import java.util.Set;

/**
 * What a table is about, from the words of its name (and, where a word is ambiguous, its columns): people who log
 * in, hosts and networks, a DNS zone's records, scheduled jobs. A column's name means different things in each: an
 * {@code address} is a street in a table of customers and an IP in a table of interfaces.
 */
final class TableKinds {

    private static final Set<String> PEOPLE = Set.of("user", "account", "member", "customer", "person", "people",
            "employee", "staff", "admin", "administrator", "login", "subscriber", "player", "student", "teacher",
            "author", "patient", "contact", "profile", "operator", "owner", "visitor", "guest", "participant",
            "volunteer", "principal", "identity", "actor", "reader", "buyer", "seller", "client", "editor", "register",
            "registration", "signup");
    /** A table of someone's passwords: an app's password, a password history, credentials. */
    private static final Set<String> PASSWORDS = Set.of("password", "passwd", "credential");
    private static final Set<String> HOSTS = Set.of("host", "interface", "server", "node", "network", "proxy",
            "agent", "device", "router", "gateway", "endpoint", "peer", "machine", "instance", "nas", "ip", "subnet",
            "dhcp", "dns", "vpn", "firewall", "socket", "listener", "relay", "mta", "smtp", "ldap", "tunnel");
    /** Tables of services an application connects to, whose user names and passwords are theirs. */
    private static final Set<String> SERVICES = Set.of("smtp", "mail", "mailer", "media", "imap", "pop", "ldap",
            "connection", "integration", "service", "provider", "config", "configuration", "setting", "webhook",
            "api", "oauth", "sso", "saml", "remote", "external", "storage", "backup", "feed", "source", "sync");
    private static final Set<String> DNS = Set.of("dns", "domain", "resolver", "nameserver");
    private static final Set<String> ZONES = Set.of("zone", "record", "rr", "rrset");
    private static final Set<String> JOBS = Set.of("job", "task", "trigger", "schedule", "scheduler", "sched", "cron",
            "queue", "worker", "workflow", "pipeline", "batch");

    private TableKinds() {
    }

    /**
     * A table of people who log in: named for them (users, accounts, members, customers, employees...), or holding
     * what one logs in with (an email, a user name) where its name says no service (a mail server's settings hold
     * a user name too).
     */
    static boolean people(Catalog.Table t) {
        if (any(t, PEOPLE)) {
            return true;
        }
        return !any(t, SERVICES) && !any(t, HOSTS) && t.columns().stream().map(c -> ColumnRules.words(c.name()))
                .anyMatch(w -> w.contains("email") || w.contains("username") || w.contains("login"));
    }

    /** A table of people, or of the passwords someone logs in with. */
    static boolean logins(Catalog.Table t) {
        return people(t) || any(t, PASSWORDS);
    }

    /** A table of hosts, their interfaces, servers, proxies or networks. */
    static boolean hosts(Catalog.Table t) {
        return any(t, HOSTS);
    }

    /**
     * A table of DNS domains or their records: named for DNS or domains, or for zones or records with a column
     * only DNS has (a ttl, a domain reference, an SOA).
     */
    static boolean dns(Catalog.Table t) {
        if (any(t, DNS)) {
            return true;
        }
        return any(t, ZONES) && t.columns().stream().map(c -> ColumnRules.words(c.name()))
                .anyMatch(w -> w.contains("ttl") || w.contains("soa") || w.contains("domain") || w.contains("dns"));
    }

    /** A table of jobs, tasks, triggers or schedules, whose names and groups are a job's, not a person's. */
    static boolean jobs(Catalog.Table t) {
        return any(t, JOBS);
    }

    private static boolean any(Catalog.Table t, Set<String> kind) {
        List<String> words = ColumnRules.words(t.name());
        return words.stream().anyMatch(w -> kind.contains(w) || kind.contains(singular(w)));
    }

    static String singular(String w) {
        return w.endsWith("ies") ? w.substring(0, w.length() - 3) + "y"
                : w.endsWith("xes") || w.endsWith("sses") ? w.substring(0, w.length() - 2)
                : w.endsWith("s") && !w.endsWith("ss") ? w.substring(0, w.length() - 1) : w;
    }
}
