package seedgen.it;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * A TCP relay on a loopback port in front of a MySQL/MariaDB server that loses the answer to one commit: it reads
 * the packets both ways (MySQL protocol: 3-byte length, sequence id, payload), and the {@code nth} time the server
 * answers OK, outside a transaction, to a statement that ended a transaction holding rows (a COMMIT after an INSERT
 * or a LOAD DATA, or an INSERT in autocommit), it throws that answer away and closes both sides. The server has
 * committed; the client sees a lost connection and cannot know it. Needs the connection unencrypted (--ssl-mode
 * DISABLED) to read the packets.
 */
final class LostCommitProxy implements AutoCloseable {

    private final ServerSocket listener;
    private final String serverHost;
    private final int serverPort;
    private final int nth;
    private static final int SERVER_STATUS_IN_TRANS = 0x0001;
    private final AtomicInteger commitsOfRows = new AtomicInteger();
    private final AtomicInteger answersLost = new AtomicInteger();
    private final List<Socket> open = new ArrayList<>();
    private final Thread acceptor;

    LostCommitProxy(String serverHost, int serverPort, int nth) throws IOException {
        this.serverHost = serverHost;
        this.serverPort = serverPort;
        this.nth = nth;
        this.listener = new ServerSocket(0, 50, InetAddress.getLoopbackAddress());
        this.acceptor = new Thread(this::accept, "lost-commit-proxy");
        acceptor.setDaemon(true);
        acceptor.start();
    }

    int port() {
        return listener.getLocalPort();
    }

    /** COMMITs whose answer was thrown away (the test expects exactly one). */
    int answersLost() {
        return answersLost.get();
    }

    private void accept() {
        while (!listener.isClosed()) {
            try {
                Socket client = listener.accept();
                Socket server = new Socket(serverHost, serverPort);
                synchronized (open) {
                    open.add(client);
                    open.add(server);
                }
                Connection c = new Connection(client, server);
                start("proxy-up", c::clientToServer);
                start("proxy-down", c::serverToClient);
            } catch (IOException e) {
                return; // closed
            }
        }
    }

    private static void start(String name, Runnable r) {
        Thread t = new Thread(r, name);
        t.setDaemon(true);
        t.start();
    }

    /** One client connection and its own connection to the server. */
    private final class Connection {
        private final Socket client;
        private final Socket server;
        /** Set when the client sent a statement whose answer may end a transaction; read by the other pump. */
        private volatile boolean awaitingAnswer;
        private volatile boolean rowsSent;

        Connection(Socket client, Socket server) {
            this.client = client;
            this.server = server;
        }

        void clientToServer() {
            try (InputStream in = client.getInputStream(); OutputStream out = server.getOutputStream()) {
                byte[] header = new byte[4];
                for (byte[] payload = readPacket(in, header); payload != null; payload = readPacket(in, header)) {
                    inspect(payload);
                    out.write(header);
                    out.write(payload);
                    out.flush();
                }
            } catch (IOException e) {
                // either side closed
            } finally {
                closeBoth();
            }
        }

        private void inspect(byte[] payload) {
            if (payload.length == 0 || payload[0] != 0x03) { // COM_QUERY
                return;
            }
            String sql = new String(payload, 1, Math.min(payload.length - 1, 32), StandardCharsets.UTF_8).strip()
                    .toLowerCase(Locale.ROOT);
            if (sql.startsWith("insert") || sql.startsWith("load data")) {
                rowsSent = true;
                awaitingAnswer = true;
            } else if (sql.equals("commit")) {
                awaitingAnswer = true;
            }
        }

        /** Whether {@code payload}, the server's first answer to such a statement, ends a transaction of rows. */
        private boolean endsTransactionOfRows(byte[] payload) {
            if (payload.length == 0 || (payload[0] & 0xff) == 0xfb) {
                return false; // LOAD DATA LOCAL's request for the file: the answer comes after it
            }
            awaitingAnswer = false;
            if (payload[0] != 0x00 || !rowsSent) {
                return false;
            }
            int at = 1;
            at += lengthOfLengthEncoded(payload[at]); // affected rows
            at += lengthOfLengthEncoded(payload[at]); // last insert id
            int status = (payload[at] & 0xff) | (payload[at + 1] & 0xff) << 8;
            if ((status & SERVER_STATUS_IN_TRANS) != 0) {
                return false;
            }
            rowsSent = false;
            return true;
        }

        void serverToClient() {
            try (InputStream in = server.getInputStream(); OutputStream out = client.getOutputStream()) {
                byte[] header = new byte[4];
                for (byte[] payload = readPacket(in, header); payload != null; payload = readPacket(in, header)) {
                    if (awaitingAnswer && endsTransactionOfRows(payload) && commitsOfRows.incrementAndGet() == nth) {
                        answersLost.incrementAndGet();
                        break; // the server committed: drop its answer, and the connection with it
                    }
                    out.write(header);
                    out.write(payload);
                    out.flush();
                }
            } catch (IOException e) {
                // either side closed
            } finally {
                closeBoth();
            }
        }

        private void closeBoth() {
            closeQuietly(client);
            closeQuietly(server);
        }
    }

    /** Bytes of a length-encoded integer that starts with {@code first}. */
    private static int lengthOfLengthEncoded(byte first) {
        return switch (first & 0xff) {
            case 0xfc -> 3;
            case 0xfd -> 4;
            case 0xfe -> 9;
            default -> 1;
        };
    }

    /** The next packet's payload, its header read into {@code header}; null at the end of the stream. */
    private static byte[] readPacket(InputStream in, byte[] header) throws IOException {
        if (!readFully(in, header)) {
            return null;
        }
        byte[] payload = new byte[(header[0] & 0xff) | (header[1] & 0xff) << 8 | (header[2] & 0xff) << 16];
        return readFully(in, payload) ? payload : null;
    }

    private static boolean readFully(InputStream in, byte[] into) throws IOException {
        int off = 0;
        while (off < into.length) {
            int n = in.read(into, off, into.length - off);
            if (n < 0) {
                return false;
            }
            off += n;
        }
        return true;
    }

    private static void closeQuietly(Socket s) {
        try {
            s.close();
        } catch (IOException e) {
            // already closed
        }
    }

    @Override
    public void close() throws IOException {
        listener.close();
        synchronized (open) {
            open.forEach(LostCommitProxy::closeQuietly);
        }
    }
}
