// Bounds the workers hold to, one place for the run and results workers.

/**
 * The most test samples a worker generates again for a stored run: ten times the paper's
 * test sets (6 × 3,600), a few seconds of generation. An imported run made on larger sets
 * is refused at import with this reason; one already stored gets no tables (the CLI's
 * `stepbench report` has no such bound).
 */
export const MAX_REBUILT_TESTS = 21_600;

/** The largest run file the browser imports (see README): read, parsed and validated in the results worker. */
export const MAX_IMPORT_BYTES = 256 * 1024 * 1024;

/** Characters of one answer (text or reasoning) sent to a view; the whole is downloadable. */
export const SHOWN_ANSWER_CHARS = 64 * 1024;
