/**
 * Slices of a dataset: the rows one process writes when a load is split into partitions ({@code --partition K/N})
 * or across database shards ({@code --shards FILE}). A slice is the dataset's own rows renumbered from 1, each value
 * the one the whole dataset has at that row, so the slices together are exactly one run's rows, and a slice is
 * reached by arithmetic, without generating the rows before it.
 */
package seedgen.slice;
