package seedgen.generate;

import java.util.List;

/**
 * Built-in name lists. Names are lower-case ASCII letters only: no digits (so the id suffix of a username
 * or e-mail is unambiguous, which is what makes them unique) and nothing that needs escaping in SQL or CSV.
 */
public final class Names {

    private Names() {
    }

    public static final List<String> FIRST = List.of(
            "olivia", "liam", "emma", "noah", "amelia", "oliver", "ava", "elijah", "sophia", "james",
            "isabella", "william", "mia", "benjamin", "charlotte", "lucas", "harper", "henry", "evelyn", "theodore",
            "luna", "jack", "camila", "levi", "gianna", "alexander", "abigail", "jackson", "ella", "mateo",
            "elizabeth", "daniel", "sofia", "michael", "emily", "mason", "avery", "sebastian", "mila", "ethan",
            "scarlett", "logan", "eleanor", "owen", "madison", "samuel", "layla", "jacob", "penelope", "asher",
            "aria", "aiden", "chloe", "john", "grace", "joseph", "ellie", "wyatt", "nora", "david",
            "hazel", "leo", "zoey", "luke", "riley", "julian", "victoria", "hudson", "lily", "grayson",
            "aurora", "matthew", "violet", "ezra", "nova", "gabriel", "hannah", "carter", "emilia", "isaac",
            "zoe", "jayden", "stella", "luca", "everly", "anthony", "isla", "dylan", "leah", "lincoln",
            "lillian", "thomas", "addison", "maverick", "willow", "elias", "lucy", "josiah", "paisley", "charles",
            "aisha", "mohammed", "fatima", "omar", "priya", "arjun", "ananya", "rohan", "mei", "wei",
            "yuki", "haruto", "sakura", "minjun", "seoyeon", "jiho", "chen", "lin", "ines", "mateus",
            "lucia", "diego", "valentina", "santiago", "camille", "hugo", "lea", "louis", "freya", "oscar",
            "ingrid", "lars", "astrid", "mikael", "zara", "kofi", "amara", "chidi", "nia", "tariq");

    public static final List<String> LAST = List.of(
            "smith", "johnson", "williams", "brown", "jones", "garcia", "miller", "davis", "rodriguez", "martinez",
            "hernandez", "lopez", "gonzalez", "wilson", "anderson", "thomas", "taylor", "moore", "jackson", "martin",
            "lee", "perez", "thompson", "white", "harris", "sanchez", "clark", "ramirez", "lewis", "robinson",
            "walker", "young", "allen", "king", "wright", "scott", "torres", "nguyen", "hill", "flores",
            "green", "adams", "nelson", "baker", "hall", "rivera", "campbell", "mitchell", "carter", "roberts",
            "kim", "park", "choi", "chen", "wang", "li", "zhang", "liu", "yang", "huang",
            "singh", "kumar", "patel", "shah", "khan", "ali", "hussain", "ahmed", "tanaka", "suzuki",
            "sato", "watanabe", "ito", "yamamoto", "nakamura", "muller", "schmidt", "schneider", "fischer", "weber",
            "meyer", "wagner", "becker", "hoffmann", "dubois", "durand", "lefebvre", "moreau", "laurent", "rossi",
            "russo", "ferrari", "esposito", "bianchi", "silva", "santos", "oliveira", "souza", "pereira", "costa",
            "novak", "kowalski", "nowak", "wisniewski", "jensen", "nielsen", "hansen", "andersen", "larsen", "berg",
            "okafor", "mensah", "abebe", "diallo", "ncube", "mwangi", "ivanov", "petrov", "popescu", "horvat");

    public static final List<String> DOMAINS = List.of("example.com", "example.org", "example.net");

    public static int longest(List<String> names) {
        return names.stream().mapToInt(String::length).max().orElseThrow();
    }
}
