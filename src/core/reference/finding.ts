// The paper's headline finding per model, read from its published rows: the false
// rejection of valid traces (100 − Q2 accuracy on T1) and Q3 accuracy, canonical vs
// perturbed, for the base models (no fine-tuning, no test-time compute).
import { REFERENCE_MODELS, REFERENCE_ROWS } from './paper-results.ts';

export interface PaperFinding {
  model: string;
  /** Percent as published (derived: 100 − Q2 T1); null when the paper does not report it. */
  false_rejection: { canonical: number | null; perturbed: number | null };
  q3: { canonical: number | null; perturbed: number | null };
}

/** Two decimals, as the paper prints, without float noise (100 − 24.44 = 75.56). */
function complement(x: number | null): number | null {
  return x === null ? null : Math.round((100 - x) * 100) / 100;
}

export function paperFindings(variant = 'base'): PaperFinding[] {
  return REFERENCE_MODELS.flatMap((model) => {
    const row = (set: 'canonical' | 'perturbed') => REFERENCE_ROWS.find((r) => r.model === model && r.variant === variant && r.set === set);
    const c = row('canonical');
    const p = row('perturbed');
    if (!c && !p) return [];
    return [{
      model,
      false_rejection: { canonical: complement(c?.values.q2.T1 ?? null), perturbed: complement(p?.values.q2.T1 ?? null) },
      q3: { canonical: c?.values.q3.overall ?? null, perturbed: p?.values.q3.overall ?? null },
    }];
  });
}
