// manifest.json: options, generator version, counts per cell, the Q3 distribution and
// a content hash per file. No timestamps: the same options give the same bytes.
import type { Audit } from '../audit/audit.ts';
import { AUDIT_VERSION, auditDataset } from '../audit/audit.ts';
import type { Dataset } from './compose.ts';
import { sha256Hex } from './hash.ts';
import type { DatasetOptions } from './options.ts';
import { toJsonl } from './schema.ts';
import type { Sample } from './types.ts';

import { GENERATOR_VERSION, isAtLeast31, isLegacyV2, type GeneratorVersion } from './version.ts';
import type { DomainId } from '../domains/types.ts';
import { CATALOG } from '../domains/catalog.ts';

export { GENERATOR_VERSION };

export interface FileSummary {
  samples: number;
  sha256: string;
  /** "canonical/T1", "perturbed/T2/square_both_sides", … */
  cells: Record<string, number>;
  /** Gold Q3 value → count ("-1" = no invalid step). */
  q3: Record<string, number>;
  error_kinds: Record<string, number>;
}

export interface Manifest {
  generator: 'stepbench';
  generator_version: string;
  /** The kind of problem (absent in manifests of generator 2.x: linear). */
  domain?: DomainId;
  /** The options as given; generator 2.x manifests hold neither domain nor version here. */
  options: ManifestOptions;
  redraws: number;
  files: Record<string, FileSummary>;
  /** What simple shortcuts score on each test set (src/core/audit; README "The shortcut audit"). */
  audit: Audit;
  /** Catalog kinds this generator version never writes (kindsNotGenerated). */
  error_kinds_not_generated: string[];
}

export const FILE_NAMES = { train: 'train.jsonl', testCanonical: 'test-canonical.jsonl', testPerturbed: 'test-perturbed.jsonl' } as const;

const bump = (m: Record<string, number>, k: string) => {
  m[k] = (m[k] ?? 0) + 1;
};

/** Options as a manifest stores them: the version is the manifest's own field. */
export type ManifestOptions = Omit<DatasetOptions, 'generatorVersion' | 'domain'> & { domain?: DomainId };

function manifestOptions(o: DatasetOptions): ManifestOptions {
  const { seed, trainCanonicalPerType, trainPerturbedPerCell, testPerType, holdOutFamily, domain } = o;
  const base = { seed, trainCanonicalPerType, trainPerturbedPerCell, testPerType, holdOutFamily };
  return isLegacyV2(o.generatorVersion) ? base : { ...base, domain };
}

/** SHA-256 of text as lower-case hex. The default is pure JS; Node passes its native one (same digest). */
export type Hasher = (text: string) => string;

/**
 * Kinds of the domain's own catalog this version never writes: linear's wrong_check_verdict (a
 * wrong verdict with the right numbers contradicts itself on its face); from 3.1.0 inequality's
 * dropped_sign and interval_misread (its path drops no sign and puts no slip on the interval that
 * restates the solved form; issue 15: both showed without any algebra). Only the domain's catalog:
 * a kind another domain has is not "not generated" here.
 */
function kindsNotGenerated(domain: DomainId, version: GeneratorVersion): string[] {
  const never = ['wrong_check_verdict', ...(domain === 'inequality' && isAtLeast31(version) ? ['dropped_sign', 'interval_misread'] : [])];
  return never.filter((k) => CATALOG[domain].errorKinds.includes(k));
}

export function summarise(samples: readonly Sample[], jsonl: string, hash: Hasher = sha256Hex): FileSummary {
  const cells: Record<string, number> = {};
  const q3: Record<string, number> = {};
  const kinds: Record<string, number> = {};
  for (const s of samples) {
    bump(cells, [s.set, s.trace_type, ...(s.family ? [s.family] : [])].join('/'));
    bump(q3, String(s.gold.q3));
    if (s.error) bump(kinds, s.error.kind);
  }
  const sortKeys = (m: Record<string, number>, numeric = false) =>
    Object.fromEntries(Object.entries(m).sort(([a], [b]) => (numeric ? Number(a) - Number(b) : a < b ? -1 : a > b ? 1 : 0)));
  return { samples: samples.length, sha256: hash(jsonl), cells: sortKeys(cells), q3: sortKeys(q3, true), error_kinds: sortKeys(kinds) };
}

/** The files of a dataset as name → text, manifest.json included. */
export function datasetFiles(d: Dataset, hash: Hasher = sha256Hex): Record<string, string> {
  const files: Record<string, string> = {};
  const summaries: Record<string, FileSummary> = {};
  for (const key of ['train', 'testCanonical', 'testPerturbed'] as const) {
    const samples = d[key];
    if (key === 'train' && !samples.length) continue;
    const text = toJsonl(samples);
    files[FILE_NAMES[key]] = text;
    summaries[FILE_NAMES[key]] = summarise(samples, text, hash);
  }
  const v2 = isLegacyV2(d.options.generatorVersion);
  const manifest: Manifest = {
    generator: 'stepbench', generator_version: d.options.generatorVersion, ...(v2 ? {} : { domain: d.options.domain }),
    options: manifestOptions(d.options), redraws: d.redraws, files: summaries,
    // Generator 2.x manifests keep audit 1 (no probe), byte for byte; later ones the current audit.
    audit: auditDataset(d.testCanonical, d.testPerturbed, d.train, v2 ? 1 : AUDIT_VERSION), error_kinds_not_generated: kindsNotGenerated(d.options.domain, d.options.generatorVersion),
  };
  files['manifest.json'] = JSON.stringify(manifest, null, 2) + '\n';
  return files;
}
