package seedgen.it;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;

/** The processes of this machine, as the embedded servers' tests look at them. */
final class Processes {

    private Processes() {
    }

    /**
     * No live process has {@code dir} on its command line (an embedded server does while it runs), within
     * {@code wait}: a server told to stop may take a moment to go.
     */
    static void assertNoneMention(Path dir, Duration wait) throws InterruptedException {
        String needle = dir.toAbsolutePath().toString();
        long deadline = System.nanoTime() + wait.toNanos();
        List<String> alive = running(needle);
        while (!alive.isEmpty() && System.nanoTime() < deadline) {
            Thread.sleep(100);
            alive = running(needle);
        }
        assertEquals(List.of(), alive, "processes still running for " + needle);
    }

    /** The live processes (pid and command line) that have {@code needle} on their command line. */
    static List<String> running(String needle) {
        return ProcessHandle.allProcesses().filter(ProcessHandle::isAlive)
                .filter(p -> p.info().commandLine().map(cmd -> cmd.contains(needle)).orElse(false))
                .map(p -> p.pid() + " " + p.info().commandLine().orElse("")).toList();
    }
}
