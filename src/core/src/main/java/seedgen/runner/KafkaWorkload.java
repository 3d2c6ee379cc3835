package seedgen.runner;

import java.util.Locale;
import java.util.Map;
import java.util.concurrent.atomic.AtomicBoolean;
import seedgen.run.Ending;
import seedgen.run.Environment;
import seedgen.run.StopSignals;
import seedgen.run.WorkloadOutcome;
import seedgen.run.WorkloadRequest;
import seedgen.workload.KafkaStream;
import seedgen.workload.Plan;
import seedgen.workload.Workload;

/**
 * A workload's stream sent to Kafka ({@code --kafka}): paced as against a database, stopped by a signal with what was
 * handed over committed, and its summary printed: records by operation, topics, and what a resume skipped.
 */
final class KafkaWorkload {

    private KafkaWorkload() {
    }

    static WorkloadOutcome run(Environment env, StopSignals signals, WorkloadRequest w, String dataset, Plan plan,
            Workload.Settings settings) {
        String bootstrap = KafkaTargets.bootstrap(w.kafka().bootstrap());
        KafkaStream.Target target = new KafkaStream.Target(bootstrap, KafkaTargets.topic(w.kafka().topic()),
                KafkaTargets.client(env, w.kafka().config()));
        AtomicBoolean stop = new AtomicBoolean();
        KafkaStream.Outcome o;
        try (KafkaStream.Open open = KafkaStream.open(plan, dataset, settings, target, w.resume());
                StopSignals.Handle watch = signals.watch(() -> stop.set(true))) {
            env.err().println("seedgen: workload of " + dataset + " at " + settings.rate() + " for "
                    + Durations.text(w.duration()) + (settings.partitions() > 1 ? ", partition "
                    + settings.partition() + "/" + settings.partitions() : "") + " to Kafka at " + bootstrap + ": "
                    + plan.describe());
            o = open.run(stop, env.err()::println);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return new WorkloadOutcome(Ending.INTERRUPTED, 0, 0, 0, Map.of(), Map.of(), Map.of(), Map.of(), null);
        }
        env.out().println(String.format(Locale.ROOT, "seedgen: workload of %s%s to Kafka: %,d records of %,d "
                + "operations in %.1f s (%s), on %s", dataset, settings.partitions() > 1 ? " (partition "
                + settings.partition() + "/" + settings.partitions() + ")" : "", o.total(), o.operations(),
                o.seconds(), o.records().entrySet().stream().map(e -> String.format(Locale.ROOT, "%s %,d",
                        e.getKey(), e.getValue())).collect(java.util.stream.Collectors.joining(", ")),
                String.join(", ", o.topics())));
        if (o.resumed() > 0) {
            env.out().println(String.format(Locale.ROOT, "  resumed: %,d operations the interrupted run had "
                    + "committed were not sent again", o.resumed()));
        }
        if (stop.get()) {
            env.err().println("seedgen: workload stopped by a signal: what was handed over is committed; the same "
                    + "command with --resume sends the rest");
        }
        return new WorkloadOutcome(stop.get() ? Ending.INTERRUPTED : Ending.DONE, o.operations(), 0, o.seconds(),
                o.records(), Map.of(), Map.of(), Map.of(), null);
    }
}
