package seedgen.run;

/** One line of `tune --show` or `doctor`: what was found on the server, what is recommended, and why. */
public record Advice(String item, String found, String recommended, String why) {
}
