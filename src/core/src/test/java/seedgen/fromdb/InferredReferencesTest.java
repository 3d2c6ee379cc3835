package seedgen.fromdb;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import seedgen.catalog.Catalog;
import seedgen.model.Dataset;
import seedgen.model.ForeignKey;
import seedgen.spec.DatasetCompiler;
import seedgen.spec.SpecReader;

class InferredReferencesTest {

    private static Catalog.Column integer(String name, String dataType, boolean nullable) {
        return Columns.of(name, dataType, dataType + (dataType.equals("int") ? "(10) unsigned" : ""),
                nullable, null, null, null, false, false, false, null);
    }

    private static Catalog.Column text(String name, long length) {
        return Columns.of(name, "varchar", "varchar(" + length + ")", false, length, null, null, false, false,
                false, null);
    }

    private static Catalog.Column uuid(String name) {
        return Columns.of(name, "uuid", "uuid", false, null, null, null, false, false, false, null);
    }

    private static Catalog.Table table(String name, List<String> key, Catalog.Column... columns) {
        return new Catalog.Table(name, List.of(columns), key, List.of(), List.of(), false);
    }

    /** MediaWiki's shape: no foreign key, columns named by the table's prefix. */
    private static Catalog wiki() {
        return new Catalog("wiki", List.of(
                table("page", List.of("page_id"), integer("page_id", "int", false), text("page_title", 255),
                        integer("page_latest", "int", false)),
                table("actor", List.of("actor_id"), integer("actor_id", "bigint", false), text("actor_name", 255),
                        integer("actor_user", "int", true)),
                table("user", List.of("user_id"), integer("user_id", "int", false), text("user_name", 255)),
                table("revision", List.of("rev_id"), integer("rev_id", "int", false),
                        integer("rev_page", "int", false), integer("rev_actor", "bigint", false),
                        integer("rev_parent_id", "int", true), integer("rev_len", "int", true)),
                table("comment", List.of("comment_id"), integer("comment_id", "bigint", false),
                        text("comment_text", 255)),
                table("recentchanges", List.of("rc_id"), integer("rc_id", "int", false),
                        integer("rc_actor", "bigint", false), integer("rc_comment_id", "bigint", false),
                        integer("rc_cur_id", "int", false), integer("rc_this_oldid", "int", false))));
    }

    private static List<String> described(Catalog catalog) {
        return InferredReferences.infer(catalog).inferred().stream().map(InferredReferences.Inferred::describe)
                .toList();
    }

    @Test
    void mediaWikiNamesByTablePrefixAndKeyPrefix() {
        List<String> found = described(wiki());
        assertEquals(List.of("actor.actor_user -> user.user_id", "revision.rev_page -> page.page_id",
                "revision.rev_actor -> actor.actor_id", "recentchanges.rc_actor -> actor.actor_id",
                "recentchanges.rc_comment_id -> comment.comment_id"), found);
        InferredReferences.Inferred page = InferredReferences.infer(wiki()).inferred().get(1);
        assertEquals("the column prefix rev_ of revision, then page, a table whose key is page_id", page.why());
    }

    @Test
    void railsAndWordPressNamesByIdSuffixPluralAndSchemaPrefix() {
        Catalog rails = new Catalog("app", List.of(
                table("users", List.of("id"), integer("id", "bigint", false), text("email", 255)),
                table("categories", List.of("id"), integer("id", "bigint", false), text("name", 100),
                        integer("parent_id", "bigint", true)),
                table("posts", List.of("id"), integer("id", "bigint", false), integer("user_id", "bigint", false),
                        integer("category_id", "bigint", true), integer("authorId", "bigint", true)),
                table("comments", List.of("id"), integer("id", "bigint", false), integer("postid", "bigint", false),
                        integer("userId", "bigint", false))));
        assertEquals(List.of("categories.parent_id -> categories.id", "posts.user_id -> users.id",
                "posts.category_id -> categories.id", "comments.postid -> posts.id", "comments.userId -> users.id"),
                described(rails));
        Catalog wordpress = new Catalog("wp", List.of(
                table("wp_posts", List.of("ID"), integer("ID", "bigint", false), integer("post_author", "bigint",
                        false), text("post_title", 255), integer("post_parent", "bigint", false)),
                table("wp_comments", List.of("comment_ID"), integer("comment_ID", "bigint", false),
                        integer("comment_post_ID", "bigint", false), integer("user_id", "bigint", false),
                        text("comment_author", 255)),
                table("wp_users", List.of("ID"), integer("ID", "bigint", false), text("user_login", 60)),
                table("wp_commentmeta", List.of("meta_id"), integer("meta_id", "bigint", false),
                        integer("comment_id", "bigint", false), text("meta_key", 255))));
        // post_author, after the column prefix post_: an author, the part a user played in the post
        assertEquals(List.of("wp_posts.post_author -> wp_users.ID", "wp_comments.comment_post_ID -> wp_posts.ID",
                "wp_comments.user_id -> wp_users.ID", "wp_commentmeta.comment_id -> wp_comments.comment_ID"),
                described(wordpress));
    }

    @Test
    void namesThatSayNothingTwoTablesTypesAndCyclesAreLeftAlone() {
        Catalog c = new Catalog("odd", List.of(
                table("users", List.of("id"), integer("id", "int", false)),
                table("user", List.of("id"), integer("id", "int", false)),
                table("accounts", List.of("id"), integer("id", "bigint", false)),
                table("tokens", List.of("id"), uuid("id")),
                table("codes", List.of("code"), text("code", 20)),
                table("visits", List.of("id"), integer("id", "int", false),
                        integer("external_id", "int", false), // no table external
                        integer("session_id", "int", false), // no table session
                        integer("user_id", "int", false), // user and users both fit
                        integer("account_id", "int", false), // narrower than accounts.id bigint
                        text("token_id", 36), // text to a uuid key
                        integer("code_id", "int", false), // an integer to a text key
                        integer("visit_id", "int", false)))); // its own table
        assertEquals(List.of(), described(c));

        Catalog groups = new Catalog("remote", List.of(
                table("connection", List.of("connection_id"), integer("connection_id", "int", false),
                        integer("parent_id", "int", true)), // its parent is a connection_group, not a connection
                table("connection_group", List.of("connection_group_id"), integer("connection_group_id", "int", false),
                        integer("parent_id", "int", true))));
        assertEquals(List.of("connection_group.parent_id -> connection_group.connection_group_id"), described(groups));

        Catalog cycle = new Catalog("cycle", List.of(
                new Catalog.Table("a", List.of(integer("id", "int", false), integer("b_id", "int", true)),
                        List.of("id"), List.of(), List.of(), false),
                table("b", List.of("id"), integer("id", "int", false), integer("a_id", "int", true))));
        assertEquals(List.of("a.b_id -> b.id"), described(cycle), "the second would close a cycle");
    }

    @Test
    void revParentIdIsNoPageAndAnIdOfAWordNoTableHasIsNothing() {
        Catalog wiki = wiki();
        List<String> found = described(wiki);
        assertTrue(found.stream().noneMatch(f -> f.startsWith("revision.rev_parent_id")), found::toString);
        assertTrue(found.stream().noneMatch(f -> f.startsWith("recentchanges.rc_cur_id")
                || f.startsWith("recentchanges.rc_this_oldid") || f.startsWith("page.page_latest")), found::toString);
    }

    @Test
    void aSchemaThatDeclaresKeysGetsOnlyExactIdNamesToKeysNamedId() {
        Catalog.Table users = table("users", List.of("id"), integer("id", "int", false));
        Catalog.Table groups = table("groups", List.of("group_id"), integer("group_id", "int", false));
        Catalog.Table orders = new Catalog.Table("orders", List.of(integer("id", "int", false),
                integer("customer_id", "int", false), integer("user_id", "int", true), integer("userId", "int", true),
                integer("group_id", "int", true), integer("parent_id", "int", true)), List.of("id"), List.of(),
                List.of(new ForeignKey("fk_customer", List.of("customer_id"), "users", List.of("id"))), false);
        assertEquals(List.of("orders.user_id -> users.id"), described(new Catalog("shop", List.of(users, groups,
                orders))));
    }

    @Test
    void theSpecMarksEachInferredReferenceAndItsRowsFollowIt() {
        Catalog inferred = InferredReferences.infer(wiki()).catalog();
        SpecFromCatalog.Written written = SpecFromCatalog.compose(inferred, 50, Map.of(), true, null, 1, Map.of(),
                Map.of(), List.of());
        String text = written.text();
        assertTrue(text.contains("      # rev_page: refers to page.page_id, inferred (no foreign key declares it): the "
                + "column prefix rev_ of revision, then page, a table whose key is page_id\n      rev_page: {gen: ref, "
                + "table: page"), text);
        assertTrue(text.contains("# 5 references no foreign key declares are inferred"), text);
        assertEquals(5, written.inferred().size());
        Dataset d = DatasetCompiler.compile(SpecReader.read("wiki", text, Map.of()), 3, null);
        List<String> refs = new ArrayList<>();
        d.tables().forEach(t -> t.foreignKeys().forEach(fk -> refs.add(t.name() + "." + fk.columns().get(0) + " -> "
                + fk.refTable())));
        assertTrue(refs.contains("revision.rev_page -> page") && refs.contains("recentchanges.rc_comment_id -> comment"),
                refs::toString);

        InferredReferences.Inferred page = InferredReferences.of(inferred).stream().filter(r -> r.column().equals(
                "rev_page")).findFirst().orElseThrow();
        SpecFromCatalog.Written dropped = SpecFromCatalog.compose(InferredReferences.without(inferred, List.of(
                new InferredReferences.Dropped(page, "2 rows of revision in src hold a rev_page that no row of page "
                        + "holds"))), 50, Map.of(), true, null, 1, Map.of(), Map.of(), List.of(
                                new InferredReferences.Dropped(page, "2 rows of revision in src hold a rev_page that "
                                        + "no row of page holds")));
        assertTrue(dropped.text().contains("      # rev_page: not inferred to refer to page.page_id, though the column "
                + "prefix rev_ of revision, then page, a table whose key is page_id: 2 rows of revision in src hold"),
                dropped.text());
        assertTrue(!dropped.text().contains("rev_page: {gen: ref"), dropped.text());
        assertEquals(List.of("revision.rev_page -> page.page_id: 2 rows of revision in src hold a rev_page that no "
                + "row of page holds"), dropped.notInferred());
    }

    /**
     * Someone by their part in a row (created_by, LastUpdatedBy, owner, modify_user) refers to the one table of users,
     * declared keys or not; sort_by and a role with a table of its own (author beside authors) do not; where no key
     * is declared, a column named as a table (Queue) refers to it.
     */
    @Test
    void rolesNameTheUsersAndAColumnNamedAsATableRefersToIt() {
        Catalog.Table users = table("Users", List.of("id"), integer("id", "int", false));
        Catalog.Table queues = table("Queues", List.of("id"), integer("id", "int", false));
        Catalog.Table authors = table("authors", List.of("id"), integer("id", "int", false));
        Catalog.Table tickets = table("Tickets", List.of("id"), integer("id", "int", false),
                integer("Queue", "int", false), integer("Creator", "int", false), integer("LastUpdatedBy", "int", false),
                integer("Owner", "int", false), integer("modify_user", "int", false), integer("sort_by", "int", false),
                integer("author", "int", false));
        assertEquals(List.of("Tickets.Queue -> Queues.id", "Tickets.Creator -> Users.id",
                "Tickets.LastUpdatedBy -> Users.id", "Tickets.Owner -> Users.id", "Tickets.modify_user -> Users.id",
                "Tickets.author -> authors.id"), described(new Catalog("rt", List.of(users, queues, authors,
                tickets))));
        Catalog.Table declared = new Catalog.Table("Tickets", List.of(integer("id", "int", false),
                integer("Queue", "int", false), integer("created_by", "int", false), integer("Queue_id", "int",
                false)), List.of("id"), List.of(), List.of(new ForeignKey("fk", List.of("Queue_id"), "Queues",
                List.of("id"))), false);
        assertEquals(List.of("Tickets.created_by -> Users.id"), described(new Catalog("rt", List.of(users, queues,
                declared))));
    }
}
