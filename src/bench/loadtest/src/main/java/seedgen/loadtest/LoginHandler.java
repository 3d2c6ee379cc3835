package seedgen.loadtest;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpHandler;
import java.io.IOException;
import java.sql.SQLException;
import java.util.Map;
import java.util.concurrent.atomic.AtomicLong;

/**
 * POST /login with a form body {@code email=...&password=...}: 200 when the password is the user's, 401 when it is
 * not or no user has that email, 400 for a body without both fields, 405 for another method, and 500 when the
 * database fails (the error is printed; the request is counted as an error, never as a rejection).
 */
final class LoginHandler implements HttpHandler {

    private final PasswordCheck check;
    private final AtomicLong accepted = new AtomicLong();
    private final AtomicLong rejected = new AtomicLong();
    private final AtomicLong errors = new AtomicLong();

    LoginHandler(PasswordCheck check) {
        this.check = check;
    }

    @Override
    public void handle(HttpExchange exchange) throws IOException {
        try (exchange) {
            if (!exchange.getRequestMethod().equals("POST")) {
                exchange.getResponseHeaders().set("Allow", "POST");
                Forms.answer(exchange, 405, "use POST\n");
                return;
            }
            Map<String, String> form = Forms.read(exchange.getRequestBody());
            String email = form.get("email");
            String password = form.get("password");
            if (email == null || password == null) {
                Forms.answer(exchange, 400, "the body needs email and password\n");
                return;
            }
            boolean ok;
            try {
                ok = check.check(email, password);
            } catch (SQLException | RuntimeException e) {
                errors.incrementAndGet();
                System.err.println("login endpoint: checking " + email + " failed: " + e);
                Forms.answer(exchange, 500, "server error\n");
                return;
            }
            (ok ? accepted : rejected).incrementAndGet();
            Forms.answer(exchange, ok ? 200 : 401, ok ? "ok\n" : "wrong email or password\n");
        }
    }

    /** The counts since start, as one line for the log. */
    String counts() {
        return accepted.get() + " accepted (200), " + rejected.get() + " rejected (401), " + errors.get()
                + " errors (500)";
    }
}
