// "Infinitely many solutions": how classes answer an identity (`2(x + 1) = 2x + 2`) in words.
// Pasted work only, one unknown. It names no set, only that the set is infinite, so it is read as
// "all real numbers" only where that is what it means: the original holds for every x. Anywhere
// else (a finite solution set, or an infinite one that is not every real number, as x/x = 1 or an
// inequality) reading it as every real number could call a true claim wrong, so it is not read.

const INFINITELY_MANY = /^(?:there\s+(?:are|is)\s+)?(?:infinitely\s+many|infinite(?:ly\s+many)?|an\s+infinite\s+number\s+of)\s+(?:real\s+)?solutions?$/i;

/** Whether a line (lead-in and trailing marks already taken off) says "infinitely many solutions". */
export function saysInfinitelyMany(text: string): boolean {
  return INFINITELY_MANY.test(text.trim().replace(/\s+/g, ' '));
}

/** The statement it is read as, where it is read at all. */
export const INFINITELY_MANY_READING = 'all real numbers';
