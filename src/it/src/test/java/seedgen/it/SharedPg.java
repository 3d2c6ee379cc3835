package seedgen.it;

import org.junit.jupiter.api.extension.BeforeAllCallback;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * The PostgreSQL server the integration tests share (PgTestServer's, started once for the run), for a test class:
 * {@code @RegisterExtension static final SharedPg pg = new SharedPg();}, then {@code pg.server}.
 */
final class SharedPg implements BeforeAllCallback {

    PgTestServer server;

    @Override
    public void beforeAll(ExtensionContext context) {
        server = PgTestServer.shared(context);
    }
}
