/**
 * Talking to a MySQL-family server: connections and pools, identifier quoting, TLS, and
 * turning the server's error codes into one-line messages. What a second SQL dialect would replace lives here and in
 * {@code seedgen.schema} and {@code seedgen.lock}.
 */
package seedgen.sql;
