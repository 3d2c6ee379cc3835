package seedgen.runner;

import java.time.ZoneOffset;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.atomic.AtomicBoolean;
import seedgen.kafka.KafkaSnapshot;
import seedgen.model.Dataset;
import seedgen.run.Ending;
import seedgen.run.Environment;
import seedgen.run.ExportOutcome;
import seedgen.run.ExportRequest;
import seedgen.run.StopSignals;
import seedgen.workload.Workload;

/**
 * A fill's rows sent to Kafka ({@code --kafka}) as a CDC tool's snapshot, each event at the workload's clock, where
 * the stream after it starts; stopped by a signal with what was sent committed, resumed with {@code --resume}.
 */
final class KafkaSnapshots {

    private KafkaSnapshots() {
    }

    static ExportOutcome run(Environment env, StopSignals signals, boolean quiet, ExportRequest request) {
        String bootstrap = KafkaTargets.bootstrap(request.kafka().bootstrap());
        String topic = KafkaTargets.topic(request.kafka().topic());
        java.util.Properties client = KafkaTargets.client(env, request.kafka().config());
        Runner.Work work = Runner.work(request.rows(), env, true);
        Dataset whole = work.whole();
        AtomicBoolean stop = new AtomicBoolean();
        KafkaSnapshot.Outcome o;
        try (StopSignals.Handle watch = signals.watch(() -> stop.set(true))) {
            o = KafkaSnapshot.write(whole, work.start().fingerprint(), bootstrap, topic, client,
                    Workload.DEFAULT_CLOCK.toInstant(ZoneOffset.UTC).toEpochMilli(), request.rows().keys().resume(),
                    stop::get, env.err()::println);
        }
        if (!quiet) {
            env.out().println(String.format(Locale.ROOT, "seedgen: done: %,d rows of %s sent to Kafka at %s as "
                    + "snapshot records (op r), in %.1f s (%,d rows/s), on %s", o.total(), whole.name(), bootstrap,
                    o.seconds(), Math.round(o.total() / Math.max(o.seconds(), 1e-9)), String.join(", ", o.topics())));
            if (o.resumed() > 0) {
                env.out().println(String.format(Locale.ROOT, "  resumed: %,d rows the interrupted run had committed "
                        + "were not sent again", o.resumed()));
            }
        }
        if (stop.get()) {
            env.err().println("seedgen: interrupted: the rows sent are committed; the same command with --resume "
                    + "sends the rest");
            return new ExportOutcome(Ending.INTERRUPTED, o.total(), 0, o.seconds(), List.of());
        }
        return new ExportOutcome(Ending.DONE, o.total(), 0, o.seconds(), List.of());
    }
}
