// Cached generated datasets, keyed by seed plus a hash of the generation options.
import { fnv1aHex } from '../core/hash/index.ts';
import type { Store } from './db.ts';
import type { CachedDataset } from './schema.ts';

/** JSON with object keys sorted, so equal options give equal text. */
export function stableJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );
}


/** The cache key for generation options (include the generator version in them). */
export function datasetKey(options: { seed: number } & Record<string, unknown>): string {
  return `seed${options.seed}-${fnv1aHex(stableJson(options))}`;
}

export async function putDataset(db: Store, dataset: CachedDataset): Promise<void> {
  await db.put('datasets', dataset);
}

export function getDataset(db: Store, key: string): Promise<CachedDataset | undefined> {
  return db.get('datasets', key);
}

export async function deleteDataset(db: Store, key: string): Promise<void> {
  await db.delete('datasets', key);
}

export function listDatasetKeys(db: Store): Promise<string[]> {
  return db.getAllKeys('datasets');
}
