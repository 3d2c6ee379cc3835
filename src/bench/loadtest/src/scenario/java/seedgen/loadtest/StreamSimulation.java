package seedgen.loadtest;

import static io.gatling.javaapi.core.CoreDsl.constantUsersPerSec;
import static io.gatling.javaapi.core.CoreDsl.details;
import static io.gatling.javaapi.core.CoreDsl.doSwitch;
import static io.gatling.javaapi.core.CoreDsl.feed;
import static io.gatling.javaapi.core.CoreDsl.global;
import static io.gatling.javaapi.core.CoreDsl.listFeeder;
import static io.gatling.javaapi.core.CoreDsl.nothingFor;
import static io.gatling.javaapi.core.CoreDsl.onCase;
import static io.gatling.javaapi.core.CoreDsl.rampUsers;
import static io.gatling.javaapi.core.CoreDsl.scenario;
import static io.gatling.javaapi.http.HttpDsl.http;
import static io.gatling.javaapi.http.HttpDsl.status;

import io.gatling.javaapi.core.ScenarioBuilder;
import io.gatling.javaapi.core.Simulation;
import io.gatling.javaapi.http.HttpProtocolBuilder;
import io.gatling.javaapi.http.HttpRequestActionBuilder;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicLong;

/**
 * The sign-ups and likes of a {@code seedgen workload --out DIR} stream, posted to the endpoint's /signup and /like at
 * the stream's schedule, each one once, in the stream's order.
 *
 * <p>System properties: {@code stream} (the directory; its {@code insert_users.csv} and {@code insert_likes.csv} are
 * read), {@code baseUrl} (the endpoint), {@code rate} (the stream's constant {@code --rate}) and {@code warmup}
 * (seconds, default 10).
 *
 * <p>First a warm-up of {@code warmup} seconds at the same rate, so that neither Gatling's JVM nor the endpoint's is
 * still compiling when the stream starts (on two cores their first seconds answered in about a second, the rest in a
 * few milliseconds): requests that go through the whole insert and change nothing, named apart ("warm-up signup",
 * "warm-up like") and checked for their refusal: the stream's first sign-up with the id of a loaded user (409,
 * duplicate key) and its first like, by a loaded user, of post 0, which no load makes (422, missing reference). Each
 * warm-up takes the next loaded user, so no two in flight insert the same key (two inserts of one key that both fail
 * can deadlock in InnoDB). The stream starts a second after the warm-up ends.
 *
 * <p>An open workload, as the stream is: one virtual user an operation, started when the operation is due (operation
 * i at i / rate seconds), whether or not earlier ones were answered; a form field a column of the row. The stream must
 * hold these two kinds only (written with {@code --mix 'only:insert users=...,insert likes=...'}) at a constant rate,
 * so that its operations are numbered 0 to n - 1 and due at i / rate: that is checked before the run starts. With
 * other kinds left out, a pair the stream deletes and inserts again would collide.
 *
 * <p>The run fails (Gatling's assertions, and so the Maven build) unless every request of the stream got 200: no
 * duplicate key (a new user's id, username or email, or a new like's pair, already there) and no missing reference (a
 * like of a user or post that does not exist), and there were exactly as many of each as the files hold; and unless
 * every warm-up request got its refusal.
 */
public class StreamSimulation extends Simulation {

    private static final Path STREAM = Path.of(required("stream"));
    private static final String BASE_URL = required("baseUrl");
    private static final double RATE = Double.parseDouble(required("rate"));
    private static final int WARMUP = Integer.getInteger("warmup", 10);

    static {
        if (!(RATE > 0) || WARMUP < 0) {
            throw new IllegalArgumentException("system properties: rate must be above 0 and warmup at least 0, got "
                    + RATE + " and " + WARMUP);
        }
    }

    private final List<Map<String, Object>> signups = read("insert_users.csv", "signup");
    private final List<Map<String, Object>> likes = read("insert_likes.csv", "like");
    private final List<Map<String, Object>> operations = inOrder();

    private final HttpProtocolBuilder protocol = http.baseUrl(BASE_URL)
            .disableWarmUp()
            .contentTypeHeader("application/x-www-form-urlencoded");

    private final ScenarioBuilder stream = scenario("stream")
            .exec(feed(listFeeder(operations).queue()))
            .exec(doSwitch("#{kind}").on(
                    onCase("signup").then(post("signup", "/signup")),
                    onCase("like").then(post("like", "/like"))));

    /** The loaded users are 1 to the first new user's id less one. */
    private final long loadedUsers = Long.parseLong((String) form(signups.get(0)).get("id")) - 1;
    private final AtomicLong warmUps = new AtomicLong();

    private final ScenarioBuilder warmUp = scenario("warm-up")
            .exec(session -> session.set("user", Long.toString(1 + warmUps.getAndIncrement() % loadedUsers)))
            .exec(http("warm-up signup").post("/signup")
                    .formParamMap(session -> with(form(signups.get(0)), "id", session.getString("user")))
                    .check(status().is(409)))
            .exec(http("warm-up like").post("/like")
                    .formParamMap(session -> with(with(form(likes.get(0)), "user_id", session.getString("user")),
                            "post_id", "0"))
                    .check(status().is(422)));

    {
        Duration streamTime = Duration.ofNanos(Math.round(operations.size() * 1e9 / RATE));
        var populations = WARMUP == 0
                ? List.of(stream.injectOpen(rampUsers(operations.size()).during(streamTime)))
                : List.of(warmUp.injectOpen(constantUsersPerSec(RATE / 2).during(WARMUP)),
                        stream.injectOpen(nothingFor(WARMUP + 1), rampUsers(operations.size()).during(streamTime)));
        setUp(populations)
                .protocols(protocol)
                .assertions(
                        global().failedRequests().count().is(0L),
                        details("signup").allRequests().count().is((long) signups.size()),
                        details("like").allRequests().count().is((long) likes.size()),
                        details("signup").successfulRequests().count().is((long) signups.size()),
                        details("like").successfulRequests().count().is((long) likes.size()));
    }

    @SuppressWarnings("unchecked")
    private static Map<String, Object> form(Map<String, Object> row) {
        return (Map<String, Object>) row.get("form");
    }

    /** A copy of the form with one field changed. */
    private static Map<String, Object> with(Map<String, Object> form, String field, String value) {
        Map<String, Object> out = new LinkedHashMap<>(form);
        out.put(field, value);
        return out;
    }

    /** The row's columns as the form's fields, in the file's order. */
    private static HttpRequestActionBuilder post(String name, String path) {
        return http(name).post(path)
                .formParamMap(session -> session.<Object>getMap("form"))
                .check(status().is(200));
    }

    /** The file's rows: kind, index, due (ms) and the form (every column after index, due_ms and after). */
    private static List<Map<String, Object>> read(String file, String kind) {
        List<String> lines;
        try {
            lines = Files.readAllLines(STREAM.resolve(file));
        } catch (IOException e) {
            throw new UncheckedIOException("the stream " + STREAM + " has no " + file + ": write it with --mix "
                    + "'only:insert users=1,insert likes=4'", e);
        }
        List<String> header = Csv.fields(lines.get(0));
        if (!header.subList(0, 3).equals(List.of("index", "due_ms", "after"))) {
            throw new IllegalArgumentException(file + " is not a workload stream's file: its header is " + header);
        }
        List<Map<String, Object>> rows = new ArrayList<>();
        for (String line : lines.subList(1, lines.size())) {
            List<String> f = Csv.fields(line);
            if (!f.get(2).isEmpty()) {
                throw new IllegalArgumentException(file + ": operation " + f.get(0) + " must follow " + f.get(2)
                        + ", which is not a sign-up or a like: write the stream with --mix "
                        + "'only:insert users=1,insert likes=4'");
            }
            Map<String, Object> form = new LinkedHashMap<>();
            for (int i = 3; i < header.size(); i++) {
                form.put(header.get(i), f.get(i));
            }
            rows.add(Map.of("kind", kind, "index", Long.parseLong(f.get(0)), "due", Double.parseDouble(f.get(1)),
                    "form", form));
        }
        return rows;
    }

    /** Both files' rows by index; refused unless they are the whole stream, at a constant rate of RATE. */
    private List<Map<String, Object>> inOrder() {
        List<Map<String, Object>> all = new ArrayList<>(signups);
        all.addAll(likes);
        all.sort(Comparator.comparingLong(r -> (Long) r.get("index")));
        for (int i = 0; i < all.size(); i++) {
            long index = (Long) all.get(i).get("index");
            double due = (Double) all.get(i).get("due");
            if (index != i || Math.abs(due - i * 1000 / RATE) > 0.01) {
                throw new IllegalArgumentException("operation " + index + " (row " + i + " in order) is due at "
                        + due + " ms: the stream must hold sign-ups and likes only, numbered from 0, at --rate "
                        + RATE + " (constant), as the bench script writes it");
            }
        }
        return all;
    }

    private static String required(String name) {
        String value = System.getProperty(name);
        if (value == null || value.isBlank()) {
            throw new IllegalArgumentException("system property " + name + " is not set; the bench script sets it");
        }
        return value;
    }
}
