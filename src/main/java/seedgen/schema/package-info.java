/**
 * A table as the server will hold it: its columns' SQL types, CREATE TABLE, the INSERT and LOAD DATA statements,
 * and the check that an existing table fits.
 */
package seedgen.schema;
