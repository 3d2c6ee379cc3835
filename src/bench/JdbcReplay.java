// The least a JVM program with seedgen's driver can do to load a dump: start, connect through Connector/J, send each
// statement of a mysqldump file as it is, and exit. fixture-bench.sh times it beside `mariadb < dump.sql` and
// seedgen, as the floor any Java client of that driver stands on.
//
//   javac -d /tmp/replay src/bench/JdbcReplay.java
//   java -cp '/tmp/replay:target/cli/lib/*' JdbcReplay 'jdbc:mysql://127.0.0.1:3306/db?user=root' dump.sql
// The password, if any, comes from SEEDGEN_PASSWORD.
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.Statement;
import java.util.Properties;

public class JdbcReplay {
    public static void main(String[] args) throws Exception {
        StringBuilder text = new StringBuilder();
        for (String line : Files.readAllLines(Path.of(args[1]))) {
            if (!line.startsWith("--")) { // the dump's comment lines; its /*!...*/ lines are statements
                text.append(line).append('\n');
            }
        }
        Properties props = new Properties();
        String password = System.getenv("SEEDGEN_PASSWORD");
        if (password != null) {
            props.setProperty("password", password);
        }
        try (Connection c = DriverManager.getConnection(args[0], props); Statement st = c.createStatement()) {
            for (String statement : text.toString().split(";\n")) {
                if (!statement.isBlank()) {
                    st.execute(statement);
                }
            }
        }
    }
}
