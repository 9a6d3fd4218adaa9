// The paper's published numbers (Tables I-III and the values quoted in its text), copied
// from shared/reference/paper-results.json. Read-only reference rows for the Results view:
// percentages as published, null where the paper (or the text available) does not report one.
import { SETS, TRACE_TYPES, type SetName } from '../dataset/types.ts';
import type { QueryKey } from '../metrics/index.ts';
import data from './paper-results.json' with { type: 'json' };

export const REFERENCE_CELLS = ['overall', ...TRACE_TYPES] as const;
export type ReferenceCell = (typeof REFERENCE_CELLS)[number];

/** Percent per query and cell; null = not reported. */
export type ReferenceTable = Record<QueryKey, Record<ReferenceCell, number | null>>;

export interface ReferenceRow {
  model: string;
  variant: string;
  /** e.g. "Phi-4-Reasoning base+ttc (paper)". */
  label: string;
  /** Which table of the paper, and whether it is complete. */
  table: string;
  set: SetName;
  values: ReferenceTable;
}

export const REFERENCE_SOURCE: string = data.source;
export const REFERENCE_UNITS: string = data.units;
export const REFERENCE_VARIANTS: Readonly<Record<string, string>> = data.variants;

type RawCells = Partial<Record<ReferenceCell, number>>;
type RawModel = { table: string; results: Partial<Record<SetName, Record<string, Partial<Record<QueryKey, RawCells>>>>> };

const QUERY_KEYS: readonly QueryKey[] = ['q1', 'q2', 'q3'];

function table(raw: Partial<Record<QueryKey, RawCells>>): ReferenceTable {
  const cells = (q: QueryKey): Record<ReferenceCell, number | null> => {
    const c = raw[q] ?? {};
    return { overall: c.overall ?? null, T1: c.T1 ?? null, T2: c.T2 ?? null, T3: c.T3 ?? null };
  };
  return { q1: cells('q1'), q2: cells('q2'), q3: cells('q3') };
}

function build(): ReferenceRow[] {
  const rows: ReferenceRow[] = [];
  const models = data.models as unknown as Record<string, RawModel>;
  for (const set of SETS) {
    for (const [model, m] of Object.entries(models)) {
      for (const [variant, raw] of Object.entries(m.results[set] ?? {})) {
        rows.push({ model, variant, label: `${model} ${variant} (paper)`, table: m.table, set, values: table(raw) });
      }
    }
  }
  return rows;
}

/** Every reference row, canonical set first, models in the file's order. */
export const REFERENCE_ROWS: readonly ReferenceRow[] = build();

export const REFERENCE_MODELS: readonly string[] = Object.keys(data.models);

/** How many of a row's 12 cells the paper reports. */
export function reportedCells(row: ReferenceRow): number {
  return QUERY_KEYS.reduce((n, q) => n + REFERENCE_CELLS.filter((c) => row.values[q][c] !== null).length, 0);
}
