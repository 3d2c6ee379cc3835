package seedgen.load;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import seedgen.dialect.mysql.MySql;
import seedgen.dialect.postgresql.Postgres;
import seedgen.model.Dataset;
import seedgen.spec.DatasetCompiler;
import seedgen.spec.SpecReader;

/**
 * PostgreSQL makes no index for a foreign key, InnoDB does: on PostgreSQL a dataset's tables get the ones InnoDB
 * would make (a reference no key starts with), so a user's posts or a deleted post's likes are found without a scan
 * on both families; on MySQL none are added (the server's own are named in the ALTER TABLE as before).
 */
class ForeignKeyIndexesTest {

    static Dataset sns() throws IOException {
        try (InputStream in = ForeignKeyIndexesTest.class.getResourceAsStream("/seedgen/datasets/sns.yaml")) {
            return DatasetCompiler.compile(SpecReader.read("sns.yaml", new String(in.readAllBytes(),
                    StandardCharsets.UTF_8), Map.of()), 1, 100L);
        }
    }

    @Test
    void postgreSqlGetsTheIndexesInnoDbWouldMake() throws IOException {
        Dataset d = sns();
        Postgres pg = Postgres.INSTANCE;
        assertEquals(Map.of("fk_posts_user_id", "CREATE INDEX \"fk_posts_user_id\" ON \"s\".\"posts\" (\"user_id\")"),
                DatasetDdl.indexStatements(d.table("posts"), "s", pg));
        // likes' user_id starts the primary key (user_id, post_id): only post_id needs one
        assertEquals(List.of("fk_likes_post_id"), List.copyOf(DatasetDdl.indexStatements(d.table("likes"), "s", pg)
                .keySet()));
        assertEquals(List.of("fk_follows_followee_id"), List.copyOf(DatasetDdl.indexStatements(d.table("follows"),
                null, pg).keySet()));
        assertTrue(DatasetDdl.indexStatements(d.table("users"), "s", pg).isEmpty(), "users refers to nothing");
        assertEquals("DROP INDEX \"s\".\"fk_posts_user_id\"", pg.dropIndex("s", "fk_posts_user_id"));
    }

    @Test
    void mySqlMakesItsOwn() throws IOException {
        Dataset d = sns();
        for (String t : List.of("posts", "likes", "bookmarks", "follows")) {
            assertTrue(DatasetDdl.indexStatements(d.table(t), "db", MySql.INSTANCE).isEmpty(), t);
        }
        assertEquals(List.of("fk_posts_user_id"), List.copyOf(DatasetDdl.foreignKeyIndexes(d.table("posts"),
                MySql.INSTANCE).keySet()));
    }
}
