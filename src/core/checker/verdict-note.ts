// A check's verdict written in a note beside it: `3·0 + 4 ≤ 5·0 − 6 (falsch)`, `5(4) − 3 = 17 (doesn't hold)`,
// `4(5) + 3 = 23 (yes)`. The note says whether the relation holds, and may say more after a comma or a colon
// (`(false, so x = 0 is left out)`, `(false: it is 20)`), which the reader of each kind of check reads or declines.
// Beside checks and values tried, notes in these words passed as comments, and the bare relation was judged
// instead (round 81 A: 13 traces): a true verdict of a false relation called the check wrong arithmetic.

/** Words that say the relation is false, in the languages reviewers met (`yanlış`, Turkish; `f. A.`, falsche Aussage). */
const FALSE_WORDS = String.raw`false|falsch|faux|falso|sbagliato|wrong|errado|untrue|not\s+true|(?:no|nein|non|hay[ıi]r)(?=\s*(?:[,;:.!\u2192]|->|$))|nope|fails?|doesn['\u2019]?t\s+(?:hold|work)|does\s+not\s+(?:hold|work)|stimmt\s+nicht|passt\s+nicht|yanl[ıi][sş]|f\.\s?A\.?|\u2717|\u2718`;
/** Words that say it holds (`passt`, `stimmt`, German; `evet`, Turkish; `certo`, Portuguese). */
const TRUE_WORDS = String.raw`true|correct|certo|vero|wahr|richtig|stimmt|passt|vrai|verdadero|do[gğ]ru|(?:yes|ja|oui|evet|s[ií])(?=\s*(?:[,;:.!\u2192]|->|$))|holds|works|checks|ok|bingo|w\.\s?A\.?|\u2713|\u2714`;

const VERDICT = new RegExp(String.raw`^\s*(?:(${FALSE_WORDS})|(${TRUE_WORDS}))(?![\p{L}])\s*(?:[,;:]|\u2192|->|\s(?=\S))?\s*(.*?)\s*[.!]*\s*$`, 'iu');

/**
 * Words of a size (`big`, `klein`, `petit`): what a note beside a value tried or a check says of it instead of a
 * verdict. The one list both readers build on (trial-line.ts, check.ts), each adding its own words.
 */
export const SIZE_WORDS = String.raw`big|large|high|small|low|little|klein|gro(?:ß|ss)|grand|petit`;

export interface VerdictNote {
  says: 'true' | 'false';
  /** What the note says after the verdict (`so x = 0 is left out`), or null where it says the verdict alone. */
  rest: string | null;
}

/** The verdict a note gives, or null where it starts with no verdict word. */
export function readVerdictNote(text: string): VerdictNote | null {
  const m = VERDICT.exec(text);
  if (!m) return null;
  return { says: m[1] !== undefined ? 'false' : 'true', rest: m[3] ? m[3] : null };
}
