// Work pasted from a chat assistant or a tutoring site, written in Markdown: `**Step 1:** …`,
// `- $2x = 8$` bullets, `### Solution` headings, `> ` quotes, `` `x = 4` ``. To the letter the marks
// were unreadable, and worse, a bullet's "- " was read as a minus sign (`- x = 4` as -x = 4): right
// work was said to change the solution set. Taken off line by line; each line stays where it was
// (a heading or a rule becomes a blank line), so line numbers are the pasted text's.

/** Only `-`, `–` and `+` bullets could also be a sign; `*` and `•` cannot. */
const SIGN_BULLET = /^\s*[-+\u2013]\s+/;
const HEADING = /^\s*#{1,6}\s/;
const RULE = /^\s*(?:-{3,}|\*{3,}|_{3,})\s*$/;
const QUOTE = /^\s*>\s?/;
/** `**bold**`, `__bold__`: the marks beside a space, a colon or a line's end, never inside `x**2`. */
const BOLD = /(^|[\s(:])(?:\*\*|__)(?=\S)|(?<=\S)(?:\*\*|__)(?=$|[\s):.,])/g;

/** Whether the text is Markdown: a heading, bold marks, backticks, or two or more bulleted lines. */
export function looksLikeMarkdown(text: string): boolean {
  const lines = text.split(/\r\n|\r|\n/);
  return lines.some((l) => HEADING.test(l) || /\*\*\S|`/.test(l) || (QUOTE.test(l) && !/^\s*>=/.test(l))) || bulleted(lines);
}

/**
 * Whether the lines' leading dashes are bullets: two or more lines start with one (a list), or one
 * starts a line followed by what no sign is followed by (`- $x = 4$`, `- Subtract 3`). A single
 * `- 3x = 6` keeps its minus.
 */
function bulleted(lines: readonly string[]): boolean {
  const signs = lines.filter((l) => SIGN_BULLET.test(l));
  return signs.length >= 2 || signs.some((l) => /^\s*[-+\u2013]\s+(?:\$|\\\(|\*\*|[A-Za-z]{2,})/.test(l));
}

/** The text without its Markdown marks, line for line. Never longer than the input. */
export function fromMarkdown(text: string): string {
  const lines = text.split(/\r\n|\r|\n/);
  const signBullets = bulleted(lines);
  let posed = false;
  return lines.map((line) => {
    const heading = HEADING.test(line);
    if (!heading && /[=<>\u2264\u2265\u2260$]/u.test(line)) posed = true;
    // A heading among the steps (`### Step 2: Collect like terms`) is a line of the work, as the same
    // words on a line of their own are: the words of it, as a heading (`Collect like terms:`), so the
    // steps are counted as they stand (blank, the first error was placed one step early per heading; round 16). A
    // heading above the problem is its title, and blank.
    if (heading && posed) return headingWords(line);
    // `## Exercise 5: 2x + 3 = 11`: a heading above the problem that holds it is the problem (round 70 A: blank, the next line
    // was taken for the problem, and a slip on it was never seen).
    if (heading && /[=<>\u2264\u2265\u2260]/u.test(line)) {
      posed = true;
      return line.replace(HEADING, (m) => ' '.repeat(m.length)).replace(BOLD, '$1');
    }
    if (heading || RULE.test(line)) return '';
    let l = QUOTE.test(line) && !/^\s*>=/.test(line) ? line.replace(QUOTE, '') : line;
    // Numbered items (`1. `) are labels the trace reader reads itself; other bullets are taken off.
    const m = /^(\s*)([-*+\u2022\u2013])\s+/.exec(l);
    if (m && (signBullets || !SIGN_BULLET.test(l))) l = m[1]! + l.slice(m[0].length);
    return l.replace(BOLD, '$1').replace(/`/g, '');
  }).join('\n');
}

/** A heading's words without its marks and a `Step 2:` label, ending in a colon (`Collect like terms:`); empty where nothing is left. */
function headingWords(line: string): string {
  const words = line.replace(HEADING, '').replace(/^\s*(?:step\s*)?\d+\s*[:.)\u2013-]\s*/i, '').replace(BOLD, '$1').replace(/[`*_]/g, '').trim().replace(/[:.]$/, '');
  return words ? `${words}:` : '';
}
