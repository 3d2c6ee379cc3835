package seedgen.tune;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.OptionalLong;

/**
 * The server's memory, where seedgen can tell it: only when the server runs on this machine (the embedded one,
 * or a loopback address), from /proc/meminfo. A remote server's memory is not visible over SQL.
 */
public final class ServerMemory {

    private ServerMemory() {
    }

    public static OptionalLong of(String host, boolean embedded) {
        boolean local = embedded || host != null && (host.equals("127.0.0.1") || host.equals("::1")
                || host.equals("[::1]") || host.equalsIgnoreCase("localhost"));
        return local ? thisMachine() : OptionalLong.empty();
    }

    static OptionalLong thisMachine() {
        Path meminfo = Path.of("/proc/meminfo");
        if (!Files.isReadable(meminfo)) {
            return OptionalLong.empty();
        }
        try {
            for (String line : Files.readAllLines(meminfo)) {
                if (line.startsWith("MemTotal:")) {
                    String kb = line.substring("MemTotal:".length()).replace("kB", "").strip();
                    return OptionalLong.of(Long.parseLong(kb) * 1024);
                }
            }
        } catch (IOException | NumberFormatException e) {
            // Not knowing the memory is an expected case with its own message (give --tune-buffer-pool).
            return OptionalLong.empty();
        }
        return OptionalLong.empty();
    }
}
