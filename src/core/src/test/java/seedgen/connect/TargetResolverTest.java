package seedgen.connect;

import seedgen.run.Environment;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import seedgen.error.SeedgenException;
import seedgen.run.TargetRequest;

class TargetResolverTest {

    @TempDir
    Path tmp;
    Path home;
    Path work;
    final List<String> prompts = new ArrayList<>();

    @BeforeEach
    void folders() throws IOException {
        home = Files.createDirectory(tmp.resolve("home"));
        work = Files.createDirectory(tmp.resolve("work"));
    }

    private Environment env(Map<String, String> variables, Environment.PasswordPrompt prompt) {
        PrintStream sink = new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8);
        return new Environment(variables, home, work, sink, sink, prompt);
    }

    private Environment env() {
        return env(Map.of(), noTerminal());
    }

    private Environment.PasswordPrompt noTerminal() {
        return text -> {
            prompts.add(text);
            return Optional.empty();
        };
    }

    private Environment.PasswordPrompt typing(String password) {
        return text -> {
            prompts.add(text);
            return Optional.of(password.toCharArray());
        };
    }

    private static TargetRequest request(String url, String host, Integer port, String user, String database,
            Path defaultsFile, boolean askPassword, boolean embedded) {
        return new TargetRequest(url, host, port, user, database, defaultsFile, askPassword, embedded);
    }

    private static TargetRequest host(String host) {
        return request(null, host, null, null, null, null, false, false);
    }

    private void myCnf(String text) throws IOException {
        Files.writeString(home.resolve(".my.cnf"), text, StandardCharsets.UTF_8);
    }

    private static SeedgenException badInput(Environment env, TargetRequest request) {
        SeedgenException e = assertThrows(SeedgenException.class, () -> new TargetResolver(env).resolve(request));
        assertEquals(SeedgenException.Kind.BAD_INPUT, e.kind(), e.getMessage());
        return e;
    }

    @Test
    void noServerNamedMeansTheEmbeddedServer() {
        Target t = new TargetResolver(env()).resolve(TargetRequest.none());
        assertTrue(t.isEmbedded());
        assertEquals("seedgen", t.database());
        assertEquals("root", t.user());
        assertTrue(t.password().isEmpty());
        assertTrue(prompts.isEmpty());
    }

    @Test
    void embeddedKeepsTheRequestedDatabase() {
        Target t = new TargetResolver(env()).resolve(request(null, null, null, null, "shop", null, false, true));
        assertTrue(t.isEmbedded());
        assertEquals("shop", t.database());
    }

    @Test
    void hostGivenMeansThatServerWithDefaults() {
        Target t = new TargetResolver(env()).resolve(host("db.example"));
        assertEquals(Target.Kind.SERVER, t.kind());
        assertEquals("db.example", t.host());
        assertEquals(3306, t.port());
        assertEquals("root", t.user());
        assertEquals("seedgen", t.database());
        assertTrue(t.password().isEmpty());
    }

    @Test
    void localhostBecomesTheLoopbackAddress() {
        assertEquals("127.0.0.1", new TargetResolver(env()).resolve(host("localhost")).host());
    }

    @Test
    void userAloneNamesAServerOnTheLoopback() {
        Target t = new TargetResolver(env()).resolve(request(null, null, null, "bob", null, null, false, false));
        assertEquals(Target.Kind.SERVER, t.kind());
        assertEquals("127.0.0.1", t.host());
        assertEquals("bob", t.user());
    }

    @Test
    void urlGivesHostPortUserDatabaseAndProperties() {
        Target t = new TargetResolver(env()).resolve(request("jdbc:mysql://loader@db.example:3307/shop?sslMode=REQUIRED",
                null, null, null, null, null, false, false));
        assertEquals("db.example", t.host());
        assertEquals(3307, t.port());
        assertEquals("loader", t.user());
        assertEquals("shop", t.database());
        assertEquals(Map.of("sslMode", "REQUIRED"), t.properties());
    }

    @Test
    void personalOptionFileNamesTheServerAndGivesThePassword() throws IOException {
        myCnf("[client]\nhost = db.example\nport = 3310\nuser = loader\npassword = fromfile\ndatabase = shop\n");
        Target t = new TargetResolver(env()).resolve(TargetRequest.none());
        assertEquals(Target.Kind.SERVER, t.kind());
        assertEquals("db.example", t.host());
        assertEquals(3310, t.port());
        assertEquals("loader", t.user());
        assertEquals("shop", t.database());
        assertEquals("fromfile", t.password().reveal());
        assertTrue(t.passwordSource().contains(home.resolve(".my.cnf").toString()), t.passwordSource());
    }

    @Test
    void commandLineWinsOverTheOptionFile() throws IOException {
        myCnf("[client]\nhost = db.example\nport = 3310\nuser = loader\ndatabase = shop\n");
        Target t = new TargetResolver(env()).resolve(request(null, "other.example", 3320, "admin", "crm", null,
                false, false));
        assertEquals("other.example", t.host());
        assertEquals(3320, t.port());
        assertEquals("admin", t.user());
        assertEquals("crm", t.database());
    }

    @Test
    void optionFileWithOnlyAPasswordDoesNotNameAServer() throws IOException {
        myCnf("[client]\npassword = fromfile\n");
        assertTrue(new TargetResolver(env()).resolve(TargetRequest.none()).isEmbedded());
        Target t = new TargetResolver(env()).resolve(host("db.example"));
        assertEquals("fromfile", t.password().reveal());
    }

    @Test
    void explicitDefaultsFileIsResolvedAgainstTheWorkDirAndReplacesMyCnf() throws IOException {
        myCnf("[client]\nhost = personal.example\npassword = personal\n");
        Files.writeString(work.resolve("load.cnf"), "[client]\nhost = team.example\npassword = team\n");
        Target t = new TargetResolver(env()).resolve(request(null, null, null, null, null, Path.of("load.cnf"),
                false, false));
        assertEquals("team.example", t.host());
        assertEquals("team", t.password().reveal());
        assertTrue(t.passwordSource().contains("load.cnf"), t.passwordSource());
    }

    @Test
    void seedgenPasswordWinsOverTheOptionFile() throws IOException {
        myCnf("[client]\nhost = db.example\npassword = fromfile\n");
        Target t = new TargetResolver(env(Map.of("SEEDGEN_PASSWORD", "fromenv"), noTerminal()))
                .resolve(TargetRequest.none());
        assertEquals("fromenv", t.password().reveal());
        assertEquals("SEEDGEN_PASSWORD", t.passwordSource());
    }

    @Test
    void askPasswordUsesThePromptAndWinsOverEverythingElse() throws IOException {
        myCnf("[client]\npassword = fromfile\n");
        Target t = new TargetResolver(env(Map.of("SEEDGEN_PASSWORD", "fromenv"), typing("typed")))
                .resolve(request(null, "db.example", null, null, null, null, true, false));
        assertEquals("typed", t.password().reveal());
        assertEquals(1, prompts.size());
        assertTrue(t.passwordSource().contains("prompt"), t.passwordSource());
    }

    @Test
    void askPasswordWithoutATerminalFailsPointingToTheAlternatives() {
        SeedgenException e = badInput(env(), request(null, "db.example", null, null, null, null, true, false));
        assertTrue(e.getMessage().contains("SEEDGEN_PASSWORD"), e.getMessage());
        assertEquals(1, prompts.size());
    }

    @Test
    void embeddedWithAServerIsRefused() {
        badInput(env(), request(null, "db.example", null, null, null, null, false, true));
        badInput(env(), request("jdbc:mysql://db.example/x", null, null, null, null, null, false, true));
        badInput(env(), request(null, null, 3307, null, null, null, false, true));
    }

    @Test
    void urlWithHostOrPortIsRefused() {
        SeedgenException e = badInput(env(), request("jdbc:mysql://db.example/x", "other.example", null, null, null,
                null, false, false));
        assertTrue(e.getMessage().contains("--url") && e.getMessage().contains("--host"), e.getMessage());
        badInput(env(), request("jdbc:mysql://db.example/x", null, 3307, null, null, null, false, false));
    }

    @Test
    void missingDefaultsFileIsRefusedNamingIt() {
        SeedgenException e = badInput(env(), request(null, null, null, null, null, Path.of("missing.cnf"), false,
                false));
        assertTrue(e.getMessage().contains("missing.cnf"), e.getMessage());
        assertTrue(e.getMessage().contains("--defaults-file"), e.getMessage());
    }

    @Test
    void badPortsAreRefused() throws IOException {
        badInput(env(), request(null, "db.example", 0, null, null, null, false, false));
        badInput(env(), request(null, "db.example", 65536, null, null, null, false, false));
        myCnf("[client]\nhost = db.example\nport = mysql\n");
        SeedgenException e = badInput(env(), TargetRequest.none());
        assertTrue(e.getMessage().contains("port"), e.getMessage());
    }

    @Test
    void passwordFromUrlIsRefusedWithoutEchoingIt() {
        SeedgenException e = badInput(env(), request("jdbc:mysql://root:hunter2@db.example/x", null, null, null,
                null, null, false, false));
        assertFalse(e.getMessage().contains("hunter2"), e.getMessage());
    }

    @Test
    void resolvedTargetNeverPrintsThePassword() throws IOException {
        myCnf("[client]\nhost = db.example\nuser = loader\npassword = fromfile-s3cr3t\n");
        Target t = new TargetResolver(env()).resolve(TargetRequest.none());
        assertEquals("fromfile-s3cr3t", t.password().reveal());
        assertFalse(t.toString().contains("s3cr3t"), t.toString());
        assertFalse(t.describe().contains("s3cr3t"), t.describe());
        assertFalse(t.passwordSource().contains("s3cr3t"), t.passwordSource());
    }

    /**
     * The warning is about a password others can read: a file readable by others that holds one warns, one whose
     * password= line is empty (a user without a password) holds nothing to read and does not.
     */
    @Test
    void anOptionFileReadableByOthersWarnsOnlyWhenItHoldsAPassword() throws IOException {
        java.util.Set<java.nio.file.attribute.PosixFilePermission> shared =
                java.nio.file.attribute.PosixFilePermissions.fromString("rw-r--r--");
        myCnf("[client]\nhost = db.example\nuser = loader\npassword =\n");
        Files.setPosixFilePermissions(home.resolve(".my.cnf"), shared);
        TargetResolver empty = new TargetResolver(env());
        assertTrue(empty.resolve(TargetRequest.none()).password().isEmpty());
        assertEquals(List.of(), empty.warnings());

        myCnf("[client]\nhost = db.example\nuser = loader\npassword = s3cr3t\n");
        Files.setPosixFilePermissions(home.resolve(".my.cnf"), shared);
        TargetResolver holding = new TargetResolver(env());
        holding.resolve(TargetRequest.none());
        assertEquals(1, holding.warnings().size(), holding.warnings()::toString);
        assertTrue(holding.warnings().get(0).contains("chmod 600"), holding.warnings().get(0));
    }
}
