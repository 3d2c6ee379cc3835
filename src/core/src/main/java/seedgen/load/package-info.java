/**
 * The load run: the worker pool taking batch ranges, the INSERT and LOAD DATA writers, retries, checkpoints,
 * deferred keys and resume planning, for the users table and for a dataset's tables.
 */
package seedgen.load;
