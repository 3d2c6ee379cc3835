package seedgen.fromdb;

import seedgen.catalog.Catalog;
import java.util.List;
import java.util.Set;

/**
 * Text of hosts and networks, guessed from the column's name and its table's: an IP address ({@code ip},
 * {@code ip_address}, an {@code address} of a host or an interface), a MAC address, a host name ({@code dns}, a DNS
 * record's or domain's {@code name}), a port kept as text. Each value is whole or not chosen: a column too short for
 * it gets no rule.
 */
final class Networks {

    /** Words beside {@code address} that make it a network's. */
    private static final Set<String> NETWORK = Set.of("ip", "ipaddr", "remote", "local", "host", "server", "peer",
            "bind", "listen", "proxy", "gateway", "node", "network", "net", "socket", "src", "dst", "source",
            "destination", "dns", "interface", "agent", "endpoint");
    /** Words beside {@code address} that make it a street's or a mailbox's, whatever the table. */
    private static final Set<String> POSTAL = Set.of("street", "postal", "mailing", "billing", "shipping", "home",
            "line", "city", "email", "mail", "delivery", "physical", "office", "work", "residential");
    private static final int IPV4 = 15;
    private static final int IPV6 = 39;
    private static final int MAC = 17;

    private Networks() {
    }

    /** The generator for a text column of {@code n} characters named {@code words} in {@code t}, or null. */
    static Gen of(Catalog.Table t, List<String> words, long n) {
        if (TextByName.has(words, "mac") && TextByName.has(words, "address", "addr") || TextByName.has(words, "macaddr", "macaddress")) {
            return n >= MAC ? TextByName.faker("internet.mac_address") : null;
        }
        if (TextByName.has(words, "ipv6", "ip6", "inet6")) {
            return n >= IPV6 ? TextByName.faker("internet.ip_v6_address") : null;
        }
        boolean address = TextByName.has(words, "address", "addr");
        boolean ip = TextByName.has(words, "ip", "ipaddr", "ipaddress", "ipv4", "ip4", "inet", "inet4")
                || address && words.stream().noneMatch(POSTAL::contains)
                && (words.stream().anyMatch(NETWORK::contains) || TableKinds.hosts(t));
        if (ip) {
            return n >= IPV4 ? TextByName.faker("internet.ip_v4_address") : null;
        }
        if (TextByName.has(words, "dns") && !TextByName.has(words, "type", "id")
                || words.equals(List.of("name")) && TableKinds.dns(t)) {
            return TextByName.faker("Internet.domainName");
        }
        if (TextByName.has(words, "port") && !TextByName.has(words, "type", "name", "id")) {
            // a port kept as text (Zabbix's interface.port, a VARCHAR holding 10050): a number in the ports' range
            return n >= 5 ? TextByName.faker("\"#{number.number_between '1','65536'}\"") : null;
        }
        return null;
    }

}
