package seedgen.cli;

import picocli.CommandLine.Option;

/** The users table's own options: every user's plaintext and the cost of its bcrypt hash. */
final class UsersOptions {

    @Option(names = "--password-plain", paramLabel = "TEXT", defaultValue = "password",
            description = "Plaintext every generated user logs in with (default ${DEFAULT-VALUE}).")
    String passwordPlain;

    @Option(names = "--bcrypt-cost", paramLabel = "N", defaultValue = "10",
            description = "bcrypt cost of the stored hash, 4 to 16 (default ${DEFAULT-VALUE}).")
    int bcryptCost;
}
