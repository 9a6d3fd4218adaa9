// A candidate rejected in words, in pasted work: `x = 2 (extraneous)`, `x = 2 is extraneous`,
// `x = 2 (reject)`, `x = 2 is not a solution`, `x = 2 ✗`. Students mark the value they throw out
// so, where the benchmark writes `check x = 2: undefined, reject`. Read to the letter, `x = 2` is a
// step whose set is {2}, and the checker said "drops x = -2, a solution of the original equation":
// false of the work (issue 15: never a false sentence). Read as what it says, a rejection: right
// when the value is a candidate that does not satisfy the original, wrong when it does.

/** Words that reject the value beside them, in parentheses or after "is". */
const WORDS = String.raw`(?:an?\s+)?(?:extraneous(?:\s+(?:solution|root))?|reject(?:ed)?|excluded|invalid|not\s+valid|not\s+(?:a\s+)?(?:valid\s+)?solution|no\s+solution|not\s+allowed)`;
const IN_PARENS = new RegExp(`^${WORDS}$`, 'i');
const SENTENCE = new RegExp(String.raw`^([A-Za-z])\s*=\s*(.+?)\s+(?:is|was)\s+${WORDS}$`, 'i');
const CROSSED = /^([A-Za-z])\s*=\s*(.+?)\s*[\u2717\u2718\u274c]$/u;

/** The value a line rejects (its text, for the parser), or null when it rejects none. */
export function readRejection(text: string, note: { kind: string; text: string } | null | undefined, unknown: string): string | null {
  const t = text.trim();
  const sentence = SENTENCE.exec(t) ?? CROSSED.exec(t);
  if (sentence) return sentence[1] === unknown ? sentence[2]!.trim() : null;
  if (note?.kind === 'paren' && IN_PARENS.test(note.text.trim())) {
    const m = /^([A-Za-z])\s*=\s*(.+)$/.exec(t);
    if (m && m[1] === unknown && !/\bor\b|[,;]/.test(m[2]!)) return m[2]!.trim();
  }
  return null;
}
