package seedgen.connect;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import seedgen.error.SeedgenException;

class OptionFileTest {

    @Test
    void readsOnlyTheClientGroup() {
        Map<String, String> values = OptionFile.parseClientGroup(List.of(
                "user = top-level-ignored",
                "[mysqld]",
                "port = 3399",
                "user = mysql",
                "[client]",
                "host = db.example",
                "port = 3307",
                "user = loader",
                "password = s3cr3t",
                "database = shop",
                "[mysql]",
                "user = cli-only",
                "database = other"));
        assertEquals(Map.of("host", "db.example", "port", "3307", "user", "loader", "password", "s3cr3t",
                "database", "shop"), values);
    }

    @Test
    void clientGroupMayComeBackLaterAndTheLastValueWins() {
        Map<String, String> values = OptionFile.parseClientGroup(List.of(
                "[client]", "user = first", "[mysqldump]", "user = dump", "[client]", "user = second"));
        assertEquals(Map.of("user", "second"), values);
    }

    @Test
    void groupHeaderIsCaseAndSpaceInsensitive() {
        assertEquals(Map.of("user", "a"), OptionFile.parseClientGroup(List.of("[ CLIENT ]", "user=a")));
    }

    @Test
    void skipsCommentsBlankLinesAndDirectives() {
        Map<String, String> values = OptionFile.parseClientGroup(List.of(
                "# a comment",
                "; another comment",
                "",
                "   ",
                "[client]",
                "# password = commented-out",
                "; user = commented-out",
                "   # host = indented comment",
                "!includedir /etc/mysql/conf.d/",
                "host = db.example # trailing comment",
                "user = loader"));
        assertEquals(Map.of("host", "db.example", "user", "loader"), values);
    }

    @Test
    void quotesAreRemovedAndProtectWhatTheyHold() {
        Map<String, String> values = OptionFile.parseClientGroup(List.of(
                "[client]",
                "password = \"pa ss # not a comment\"",
                "user = 'loader'",
                "host=\"db.example\"",
                "database = ''"));
        assertEquals("pa ss # not a comment", values.get("password"));
        assertEquals("loader", values.get("user"));
        assertEquals("db.example", values.get("host"));
        assertEquals("", values.get("database"));
    }

    @Test
    void keysAcceptDashesUnderscoresAndAnyCase() {
        Map<String, String> values = OptionFile.parseClientGroup(List.of(
                "[client]",
                "HOST = db.example",
                "  Password=abc  ",
                "default-character-set = utf8mb4",
                "default_character_set = utf8mb4",
                "ssl-ca = /etc/ca.pem",
                "socket = /tmp/mysql.sock"));
        // Only the keys seedgen uses are kept; the rest (dash or underscore spelling alike) are ignored.
        assertEquals(Map.of("host", "db.example", "password", "abc"), values);
    }

    @Test
    void keyWithoutValueIsIgnored() {
        // In my.cnf a bare "password" means "prompt for it"; it must not become an empty password.
        Map<String, String> values = OptionFile.parseClientGroup(List.of("[client]", "password", "user = a"));
        assertEquals(Map.of("user", "a"), values);
    }

    @Test
    void valueMayContainEqualsSigns() {
        assertEquals("a=b=c", OptionFile.parseClientGroup(List.of("[client]", "password = a=b=c")).get("password"));
    }

    @Test
    void readsAFileAndSaysWhetherItNamesAServer(@TempDir Path dir) throws Exception {
        Path withServer = dir.resolve("server.cnf");
        Files.writeString(withServer, "[client]\nhost=db.example\npassword=x\n", StandardCharsets.UTF_8);
        OptionFile file = OptionFile.read(withServer);
        assertEquals(withServer, file.path());
        assertEquals(Optional.of("db.example"), file.get("host"));
        assertEquals(Optional.empty(), file.get("port"));
        assertTrue(file.namesAServer());

        Path passwordOnly = dir.resolve("password.cnf");
        Files.writeString(passwordOnly, "[client]\npassword=x\n[mysqld]\nport=3307\n", StandardCharsets.UTF_8);
        assertFalse(OptionFile.read(passwordOnly).namesAServer());
    }

    @Test
    void unreadableFileIsBadInputNamingThePath(@TempDir Path dir) {
        Path missing = dir.resolve("nope.cnf");
        SeedgenException e = assertThrows(SeedgenException.class, () -> OptionFile.read(missing));
        assertEquals(SeedgenException.Kind.BAD_INPUT, e.kind());
        assertTrue(e.getMessage().contains("nope.cnf"), e.getMessage());
    }
}
