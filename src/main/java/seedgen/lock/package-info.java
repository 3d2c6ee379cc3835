/**
 * Run locks: one run per table and one dataset run per database, held as server-side named locks.
 */
package seedgen.lock;
