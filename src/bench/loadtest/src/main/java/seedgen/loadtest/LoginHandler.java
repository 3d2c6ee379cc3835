package seedgen.loadtest;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpHandler;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.sql.SQLException;
import java.util.HashMap;
import java.util.Map;
import java.util.concurrent.atomic.AtomicLong;

/**
 * POST /login with a form body {@code email=...&password=...}: 200 when the password is the user's, 401 when it is
 * not or no user has that email, 400 for a body without both fields, 405 for another method, and 500 when the
 * database fails (the error is printed; the request is counted as an error, never as a rejection).
 */
final class LoginHandler implements HttpHandler {

    private static final int MAX_BODY = 4096;

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
                answer(exchange, 405, "use POST\n");
                return;
            }
            Map<String, String> form = form(exchange.getRequestBody());
            String email = form.get("email");
            String password = form.get("password");
            if (email == null || password == null) {
                answer(exchange, 400, "the body needs email and password\n");
                return;
            }
            boolean ok;
            try {
                ok = check.check(email, password);
            } catch (SQLException | RuntimeException e) {
                errors.incrementAndGet();
                System.err.println("login endpoint: checking " + email + " failed: " + e);
                answer(exchange, 500, "server error\n");
                return;
            }
            (ok ? accepted : rejected).incrementAndGet();
            answer(exchange, ok ? 200 : 401, ok ? "ok\n" : "wrong email or password\n");
        }
    }

    /** The counts since start, as one line for the log. */
    String counts() {
        return accepted.get() + " accepted (200), " + rejected.get() + " rejected (401), " + errors.get()
                + " errors (500)";
    }

    private static Map<String, String> form(InputStream body) throws IOException {
        byte[] bytes = body.readNBytes(MAX_BODY + 1);
        if (bytes.length > MAX_BODY) {
            return Map.of(); // a login form is a few dozen bytes; a bigger body is not one
        }
        Map<String, String> fields = new HashMap<>();
        for (String pair : new String(bytes, StandardCharsets.US_ASCII).split("&")) {
            int eq = pair.indexOf('=');
            if (eq > 0) {
                fields.put(URLDecoder.decode(pair.substring(0, eq), StandardCharsets.UTF_8),
                        URLDecoder.decode(pair.substring(eq + 1), StandardCharsets.UTF_8));
            }
        }
        return fields;
    }

    private static void answer(HttpExchange exchange, int status, String text) throws IOException {
        byte[] bytes = text.getBytes(StandardCharsets.UTF_8);
        exchange.getResponseHeaders().set("Content-Type", "text/plain; charset=utf-8");
        exchange.sendResponseHeaders(status, bytes.length);
        try (OutputStream out = exchange.getResponseBody()) {
            out.write(bytes);
        }
    }
}
