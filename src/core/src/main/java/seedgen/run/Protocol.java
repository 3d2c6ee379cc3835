package seedgen.run;

/** The server's family: MySQL and MariaDB (Connector/J), or PostgreSQL (pgjdbc). */
public enum Protocol {
    MYSQL, POSTGRESQL
}
