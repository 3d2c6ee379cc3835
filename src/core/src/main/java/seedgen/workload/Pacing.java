package seedgen.workload;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.locks.LockSupport;
import java.util.function.Consumer;

/**
 * The loop that takes one part of a workload's stream to a sink: each operation of the part handed over in stream
 * order, when it is due where the sink is paced, open loop (a late sink makes later operations late, and the sink sees
 * how late). A run that goes on from an earlier one skips what that one did, hands over first the writes it left under
 * way or failed, and keeps the schedule from now: the first operation past the earlier run is due at once.
 */
final class Pacing {

    /** What the loop did: the part's operations it handed over, those the earlier run had done, and its seconds. */
    record Handed(long handed, long resumed, double seconds) {
    }

    private Pacing() {
    }

    static Handed run(OperationStream stream, int partition, OperationSink sink, AtomicBoolean stop,
            Consumer<String> progress) throws InterruptedException {
        BitSet journaled = sink.done();
        long lastDone = journaled.length() - 1;
        boolean resuming = lastDone >= 0;
        boolean paced = sink.paced();
        List<Operation> redo = new ArrayList<>();
        long start = System.nanoTime();
        long began = start; // a resume's schedule starts in the past (below); its own time starts now
        long mine = 0;
        long resumed = 0;
        long nextReport = start + TimeUnit.SECONDS.toNanos(10);
        try {
            for (Operation op = stream.next(); op != null && !stop.get(); op = stream.next()) {
                if (op.partition() != partition - 1) {
                    continue;
                }
                if (op.index() <= lastDone) {
                    // the interrupted run's part: a write it recorded, or a read before its last write, is done;
                    // another write was under way or failed when it stopped, and goes first now
                    if (journaled.get(Math.toIntExact(op.index())) || op.kind().action().reads()) {
                        sink.already(op);
                        resumed++;
                    } else {
                        redo.add(op);
                    }
                    continue;
                }
                if (resuming && mine == 0) {
                    start = System.nanoTime() - op.dueNanos();
                    nextReport = start + TimeUnit.SECONDS.toNanos(10);
                    mine = handOver(redo, sink);
                }
                mine++;
                long due = start + op.dueNanos();
                if (paced) {
                    for (long wait = due - System.nanoTime(); wait > 0 && !stop.get();
                            wait = due - System.nanoTime()) {
                        LockSupport.parkNanos(Math.min(wait, TimeUnit.MILLISECONDS.toNanos(100)));
                    }
                    long now = System.nanoTime();
                    if (now >= nextReport) {
                        nextReport = now + TimeUnit.SECONDS.toNanos(10);
                        progress.accept(String.format(Locale.ROOT, "seedgen: workload %,d operations due, %.0f s in",
                                mine, (now - start) / 1e9));
                    }
                }
                sink.accept(op, due);
            }
            if (mine == 0 && !stop.get()) {
                mine = handOver(redo, sink); // the interrupted run had reached the end of the stream
            }
        } finally {
            sink.finish(stop.get());
        }
        return new Handed(mine, resumed, (System.nanoTime() - began) / 1e9);
    }

    /** Hands over the writes an interrupted run left under way, due now; answers how many. */
    private static long handOver(List<Operation> redo, OperationSink sink) {
        for (Operation op : redo) {
            sink.accept(op, System.nanoTime());
        }
        long n = redo.size();
        redo.clear();
        return n;
    }
}
