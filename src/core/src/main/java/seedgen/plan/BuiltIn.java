package seedgen.plan;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import seedgen.error.SeedgenException;

/**
 * The datasets shipped with seedgen, each a spec file in the jar ({@code seedgen/datasets/NAME.yaml}). {@code users}
 * is the built-in users table of the plain command, listed here so that {@code --dataset users} names it too.
 */
public final class BuiltIn {

    /** Name and one line on what it holds, in the order {@code seedgen datasets} lists them. */
    public static final List<String[]> DATASETS = List.of(
            new String[] {"users", "the users table of the plain command (same rows for the same seed)"},
            new String[] {"sns", "users with posts, likes, bookmarks and follows, and a year's edits and deletes"},
            new String[] {"chat", "users, rooms, members and messages, with edits and deletes; --param "
                    + "message_key=sequence|uuid4|uuid7"},
            new String[] {"sns-v3", "sns as data version 3 made it: no history (edits, deletes, users who left)"},
            new String[] {"chat-v3", "chat as data version 3 made it: no history (edits, deletes, users who left)"},
            new String[] {"sns-v1", "sns as seedgen 0.1 made it: flat popularity, times not causal"},
            new String[] {"chat-v1", "chat as seedgen 0.1 made it: messages sent before their sender joined"});

    private BuiltIn() {
    }

    public static boolean isUsers(String name) {
        return "users".equals(name);
    }

    /** The names of {@link #DATASETS}, in their order. */
    public static List<String> names() {
        return DATASETS.stream().map(d -> d[0]).toList();
    }

    /** The names as a help line or a message writes them: "users, sns, ... or chat-v1". */
    public static String nameList() {
        List<String> names = names();
        return String.join(", ", names.subList(0, names.size() - 1)) + " or " + names.get(names.size() - 1);
    }

    /**
     * The spec text of built-in {@code name}; refused (exit 2) naming the built-ins when there is none, and for
     * {@code users}, whose rows the plain command makes without a spec.
     */
    public static String text(String name) {
        if (DATASETS.stream().noneMatch(d -> d[0].equals(name))) {
            throw SeedgenException.badInput("--dataset " + name + " is not a built-in dataset: they are " + nameList()
                    + " (seedgen datasets says what each holds)");
        }
        if (isUsers(name)) {
            throw SeedgenException.badInput("--dataset users is the plain command's users table, which has no spec: "
                    + "every other built-in has one (" + String.join(", ", names().stream().filter(n -> !isUsers(n))
                            .toList()) + ")");
        }
        try (InputStream in = BuiltIn.class.getResourceAsStream("/seedgen/datasets/" + name + ".yaml")) {
            if (in == null) {
                throw new IllegalStateException("built-in dataset " + name + " is missing from the jar");
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new IllegalStateException("reading built-in dataset " + name, e);
        }
    }
}
