// A pasted line may hold a run of thousands of spaces (a form's padding, a copy from a fixed-width
// page). Many of the readers' patterns put an optional mark between two runs of spaces (`\s*,?\s+`,
// `\s*[:,]?\s*`), and on one long run such a pattern tries every way of splitting it: `2x < 4`, 8,000
// spaces, then `x` took six minutes, and `so`, 64 KiB of spaces, then a letter 15 s. Every such
// pattern meets runs of at most LONGEST_SPACE_RUN instead: no statement the language reads needs
// more spaces than one, and the views show the text as read, so columns stay true of what is shown.

/** The longest run of spaces (of any kind, not line breaks) the readers see. */
export const LONGEST_SPACE_RUN = 16;

const LONGER_RUN = new RegExp(String.raw`[^\S\r\n]{${LONGEST_SPACE_RUN + 1},}`, 'g');

/** The text with every run of spaces longer than LONGEST_SPACE_RUN cut to its first LONGEST_SPACE_RUN. */
export function withSpaceRunsShortened(text: string): string {
  return text.replace(LONGER_RUN, (run) => run.slice(0, LONGEST_SPACE_RUN));
}
