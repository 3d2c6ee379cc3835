package seedgen.dialect.mysql.tune;

import java.sql.Connection;
import java.sql.SQLException;

/** Opens a new connection to the server being tuned; the caller closes it. */
@FunctionalInterface
public interface ConnectionSource {
    Connection open() throws SQLException;
}
