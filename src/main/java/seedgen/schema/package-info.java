/**
 * A table as the server will hold it: its columns' SQL types, CREATE TABLE, the INSERT and LOAD DATA statements,
 * the check that an existing table fits, and the tables a database's triggers write.
 */
package seedgen.schema;
