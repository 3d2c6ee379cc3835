/**
 * What a run records in the target database so that a killed run resumes exactly: the run records, which
 * batches are committed (looked up by key), and the id ranges still to write.
 */
package seedgen.runs;
