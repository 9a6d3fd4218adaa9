// The one table of family words: every family has words a person can read (no ids, no
// underscores), no two families share words, and an id the table does not know still
// shows as itself rather than as nothing.
import { describe, expect, it } from 'vitest';
import { ALL_FAMILIES } from '../../src/core/domains/catalog.ts';
import { FAMILY_WORDS, familyWords } from '../../src/core/dataset/family-words.ts';
import { canonicalIndex, canonicalSibling, generateDataset, TEST_ONLY } from '../../src/core/dataset/index.ts';

describe('family words', () => {
  it('every family of every domain has its own words, none of them an id', () => {
    const words = ALL_FAMILIES.map((f) => familyWords(f));
    expect(new Set(words).size).toBe(ALL_FAMILIES.length);
    for (const [f, w] of ALL_FAMILIES.map((f) => [f, familyWords(f)] as const)) {
      expect(w, f).not.toContain('_');
      expect(w, f).not.toBe(f);
      expect(w.length, f).toBeGreaterThan(10);
    }
    expect(familyWords('move_to_rhs')).toBe('moved the x terms to the right');
    expect(Object.keys(FAMILY_WORDS).sort()).toEqual([...ALL_FAMILIES].sort());
  });

  it('a canonical trace is "the textbook way"; an unknown id is shown spaced out, even one named like an Object member', () => {
    expect(familyWords(null)).toBe('the textbook way');
    expect(familyWords('solve_by_magic')).toBe('solve by magic');
    expect(familyWords('constructor')).toBe('constructor');
    expect(familyWords('__proto__')).toBe('  proto  ');
  });
});

describe('canonical siblings', () => {
  const d = generateDataset({ seed: 5, ...TEST_ONLY, testPerType: 6 });
  const all = [...d.testCanonical, ...d.testPerturbed];
  const index = canonicalIndex(all);

  it('every perturbed test sample has a canonical sibling with its equation and trace type', () => {
    for (const p of d.testPerturbed) {
      const c = canonicalSibling(p, index);
      expect(c?.set, p.id).toBe('canonical');
      expect(c?.steps[0], p.id).toBe(p.steps[0]);
      expect(c?.trace_type, p.id).toBe(p.trace_type);
    }
  });

  it('a canonical sample, a sample without a pair, or a pair with no canonical trace has none', () => {
    expect(canonicalSibling(d.testCanonical[0]!, index)).toBeNull();
    expect(canonicalSibling({ set: 'perturbed', pair: null }, index)).toBeNull();
    expect(canonicalSibling({ set: 'perturbed', pair: 'pair-none' }, index)).toBeNull();
  });

  it('older files that name the sibling by its id are read too', () => {
    const c = d.testCanonical[2]!;
    expect(canonicalSibling({ set: 'perturbed', pair: c.id }, canonicalIndex([{ ...c, pair: null }]))?.id).toBe(c.id);
  });
});
