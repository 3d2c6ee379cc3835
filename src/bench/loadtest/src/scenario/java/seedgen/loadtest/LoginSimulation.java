package seedgen.loadtest;

import static io.gatling.javaapi.core.CoreDsl.atOnceUsers;
import static io.gatling.javaapi.core.CoreDsl.csv;
import static io.gatling.javaapi.core.CoreDsl.details;
import static io.gatling.javaapi.core.CoreDsl.feed;
import static io.gatling.javaapi.core.CoreDsl.global;
import static io.gatling.javaapi.core.CoreDsl.repeat;
import static io.gatling.javaapi.core.CoreDsl.scenario;
import static io.gatling.javaapi.http.HttpDsl.http;
import static io.gatling.javaapi.http.HttpDsl.status;

import io.gatling.javaapi.core.FeederBuilder;
import io.gatling.javaapi.core.ScenarioBuilder;
import io.gatling.javaapi.core.Session;
import io.gatling.javaapi.core.Simulation;
import io.gatling.javaapi.http.HttpProtocolBuilder;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Every login of a seedgen feed, once, through the login endpoint; and two that must be refused.
 *
 * <p>System properties: {@code feed} (the CSV of {@code seedgen feed --columns email,password_hash}), {@code baseUrl}
 * (the endpoint), {@code expected} (the logins the feed must hold) and {@code clients} (virtual users, default 8).
 *
 * <p>A closed workload: {@code clients} virtual users start at once and each posts its share of the feed one login
 * after another, so the endpoint is never sent more than {@code clients} requests at a time and the requests per
 * second measure how fast it answers, not how fast they were sent. The feeder is a queue: each row is taken by one
 * user only, and the shares add up to the feed's rows.
 *
 * <p>The run fails (Gatling's assertions, and so the Maven build) unless every login got 200, there were exactly
 * {@code expected} of them, and a real user's email with a wrong password and an unknown email with the right
 * password both got 401. Every sns user has the same plaintext, so the wrong password shows that bcrypt is checked
 * and the unknown email that the user is looked up; without them, an endpoint that answered 200 to anything would
 * pass.
 */
public class LoginSimulation extends Simulation {

    private static final String FEED = required("feed");
    private static final String BASE_URL = required("baseUrl");
    private static final long EXPECTED = Long.parseLong(required("expected"));
    private static final int CLIENTS = Integer.getInteger("clients", 8);

    static {
        if (CLIENTS < 1) {
            throw new IllegalArgumentException("system property clients must be at least 1, got " + CLIENTS);
        }
    }

    private final FeederBuilder.FileBased<String> logins = csv(FEED).queue();
    private final int rows = logins.recordsCount();
    private final AtomicInteger clientsStarted = new AtomicInteger();

    private final HttpProtocolBuilder protocol = http.baseUrl(BASE_URL)
            .disableWarmUp()
            .contentTypeHeader("application/x-www-form-urlencoded");

    private final ScenarioBuilder everyLogin = scenario("logins")
            .exec(session -> session.set("turns", share()))
            .exec(repeat(session -> session.getInt("turns")).on(
                    feed(logins),
                    http("login").post("/login")
                            .formParam("email", "#{email}")
                            .formParam("password", "#{password_hash}")
                            .check(status().is(200))));

    private final ScenarioBuilder refused = scenario("refused")
            .exec(feed(csv(FEED).circular())) // the feed's first row: a user that exists, and its password
            .exec(http("wrong password").post("/login")
                    .formParam("email", "#{email}")
                    .formParam("password", session -> session.getString("password_hash") + "-wrong")
                    .check(status().is(401)))
            .exec(http("unknown email").post("/login")
                    .formParam("email", session -> "no-such-user." + session.getString("email"))
                    .formParam("password", "#{password_hash}")
                    .check(status().is(401)));

    {
        setUp(everyLogin.injectOpen(atOnceUsers(CLIENTS)), refused.injectOpen(atOnceUsers(1)))
                .protocols(protocol)
                .assertions(
                        global().failedRequests().percent().is(0.0),
                        details("login").allRequests().count().is(EXPECTED),
                        details("login").successfulRequests().count().is(EXPECTED),
                        details("wrong password").successfulRequests().count().is(1L),
                        details("unknown email").successfulRequests().count().is(1L));
    }

    /** This client's number of logins: rows / clients, one more for the first rows % clients clients. */
    private int share() {
        int client = clientsStarted.getAndIncrement();
        return rows / CLIENTS + (client < rows % CLIENTS ? 1 : 0);
    }

    private static String required(String name) {
        String value = System.getProperty(name);
        if (value == null || value.isBlank()) {
            throw new IllegalArgumentException("system property " + name + " is not set; the bench script sets it");
        }
        return value;
    }
}
