/**
 * MySQL and MariaDB: connections and pools (Connector/J, HikariCP), identifier quoting, TLS, the server's error codes
 * as one-line messages, the run locks (named locks), a table's DDL and the triggers that write it, LOAD DATA LOCAL
 * INFILE as the bulk path, and the {@link seedgen.dialect.Dialect} and {@link seedgen.dialect.Loading} of this family.
 * Nothing outside {@code seedgen.dialect} speaks MySQL by name.
 */
package seedgen.dialect.mysql;
