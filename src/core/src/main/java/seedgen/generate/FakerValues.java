package seedgen.generate;

import java.util.Locale;
import java.util.Random;
import net.datafaker.Faker;

/**
 * Values from a Datafaker expression ({@code address.city}, {@code #{Name.first_name} of #{Address.city}}) that are
 * still a pure function of (seed, column, row): each thread keeps one Faker over a {@link Random} of its own, and
 * that Random is reseeded from the row before every value, so the value does not depend on which rows the thread
 * made before it. Faker is not thread-safe, hence one per thread.
 */
public final class FakerValues implements ValueGenerator {

    private final String expression;
    private final long seed;
    private final int stream;
    private final ThreadLocal<Seeded> local;

    private record Seeded(Faker faker, Random random) {
    }

    /** {@code expression}: a Datafaker expression, or a provider path such as {@code address.city}. */
    public FakerValues(String expression, Locale locale, long seed, int stream) {
        this.expression = expression.contains("#{") ? expression : "#{" + expression + "}";
        this.seed = seed;
        this.stream = stream;
        this.local = ThreadLocal.withInitial(() -> {
            Random random = new Random(0);
            return new Seeded(new Faker(locale, random), random);
        });
    }

    @Override
    public Object valueFor(long row) {
        Seeded s = local.get();
        s.random().setSeed(Mix.hash(seed, row, stream));
        return s.faker().expression(expression);
    }

    /** The first row's value, or the library's own words for why the expression cannot be evaluated. */
    public String check() {
        try {
            Object v = valueFor(1);
            if (v == null || v.toString().isEmpty() || v.toString().contains("#{")) {
                return "it gives no value";
            }
            return null;
        } catch (RuntimeException e) {
            return e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage().lines().findFirst().orElse("");
        }
    }
}
