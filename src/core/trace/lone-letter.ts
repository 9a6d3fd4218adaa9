// An unknown's letter as it stands in a line's text: alone, not inside a word. `x` is in
// `3x + 1` and `(x - 2)`, not in `max`, `exact` or `sqrt`; notes, headings and reasons name
// their unknown this way, and the checker asks it of raw text before any parse.

/** A pattern for the letter `v` standing alone (no letter on either side); `flags` as RegExp takes them. */
export function loneLetter(v: string, flags = ''): RegExp {
  return new RegExp(String.raw`(?<![A-Za-z])${v}(?![A-Za-z])`, flags);
}

/** Whether `text` writes the letter `v` alone (see loneLetter). */
export function writesLetter(text: string, v: string): boolean {
  return loneLetter(v).test(text);
}
