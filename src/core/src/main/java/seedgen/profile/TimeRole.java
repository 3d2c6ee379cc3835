package seedgen.profile;

import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * What a row's time says of the row, by its name: when it was made (the default: {@code created_at}, {@code
 * sent_at}), when it was last changed ({@code updated_at}, {@code last_login}), or when it was deleted or ended
 * ({@code deleted_at}, {@code left_at}). A child row is made after its parent is made and before its parent is
 * deleted; the parent's later changes bound nothing.
 */
enum TimeRole {
    MADE, CHANGED, DELETED;

    private static final Set<String> CHANGED_WORDS = Set.of("updated", "modified", "changed", "edited", "touched",
            "seen", "synced", "refreshed", "last", "expires", "expiry", "expired");
    private static final Set<String> DELETED_WORDS = Set.of("deleted", "removed", "left", "archived", "closed",
            "ended", "cancelled", "canceled", "banned", "deactivated");

    static TimeRole of(String column) {
        List<String> words = Arrays.asList(column.replaceAll("([a-z0-9])([A-Z])", "$1_$2").toLowerCase(Locale.ROOT)
                .split("[^a-z0-9]+"));
        if (words.stream().anyMatch(DELETED_WORDS::contains)) {
            return DELETED;
        }
        return words.stream().anyMatch(CHANGED_WORDS::contains) ? CHANGED : MADE;
    }
}
