// Run logs around the hand-scored records of tests/metrics/fixture.ts, for the HTML report tests.
import type { Sample } from '../../src/core/dataset/types.ts';
import type { RunLog } from '../../src/core/run/log.ts';
import type { SampleRecord } from '../../src/core/run/types.ts';
import { G_T1, G_T2, G_T3, SAMPLES, record } from '../metrics/fixture.ts';

/** The fixture's samples carry only what metrics and selection read. */
export const FIXTURE_SAMPLES = SAMPLES as unknown as Sample[];

export function log(records: SampleRecord[], over: Partial<RunLog> = {}): RunLog {
  return {
    version: 1,
    id: 'run-1',
    status: 'complete',
    created_at: '2026-01-02T03:04:05.000Z',
    updated_at: '2026-01-02T03:14:05.000Z',
    stop_reason: null,
    spec: {
      dataset: { seed: 1, options: { seed: 1, generator_version: '1.0.0' }, content_hash: 'fnv1a64:fixture' },
      engine: { kind: 'openai', model: 'qwen3:14b', base_url: 'http://127.0.0.1:11434/v1' },
      prompt: { template_id: 'stepbench-v1', system: 's', instructions: 'i', reminder: 'r', fields: { q1: 'a', q2: 'b', q3: 'c' }, reasoning: false },
      decoding: { temperature: 0, seed: 0, max_tokens: null, k: 1, json_schema: false, thinking: null },
      limit: null,
      set: 'both',
    },
    provenance: { app_version: '0.1.0', webllm_version: null, gpu_adapter: null, user_agent: 'stepbench-cli node/20' },
    records,
    ...over,
  };
}

/** Every fixture sample answered: all ten scored. */
export const FULL: SampleRecord[] = [
  record('c1', G_T1, [true, true, -1]),
  record('c2', G_T1, [true, false, 3]),
  record('c3', G_T2, [false, false, 2]),
  record('c4', G_T3, [true, true, -1]),
  record('p1a', G_T1, null),
  record('p2a', G_T1, [false, false, 1]),
  record('p3a', G_T2, [false, true, -1]),
  record('p4a', G_T3, [true, false, 1]),
  record('p5a', G_T2, [false, false, 4]),
  record('p6a', G_T1, [true, true, -1]),
];

/** A second model on the same samples: right where FULL is wrong on Q2 for c2 and p2a. */
export const OTHER: SampleRecord[] = FULL.map((r) =>
  r.sample_id === 'c2' || r.sample_id === 'p2a' ? record(r.sample_id, G_T1, [true, true, -1]) : r,
);

/** The text of the cell with data-cell="key" (tags dropped, entities kept). */
export function cell(doc: string, key: string): string | null {
  const at = doc.indexOf(`data-cell="${key}"`);
  if (at < 0) return null;
  const start = doc.indexOf('>', at) + 1;
  const end = doc.indexOf('</td>', start);
  return doc.slice(start, end).replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim();
}

/** Tag names and attribute names in document order; throws on anything that is not a well-formed tag. */
export function skeleton(doc: string): string[] {
  const body = doc.replace(/<style>[\s\S]*?<\/style>/, '<style></style>');
  const out: string[] = [];
  for (const tag of body.match(/<[^>]*>?/g) ?? []) {
    if (tag === '<!doctype html>') continue;
    const m = /^<(\/?)([a-zA-Z][a-zA-Z0-9-]*)((?:\s+[a-zA-Z][a-zA-Z0-9:-]*(?:="[^"<>]*")?)*)\s*\/?>$/.exec(tag);
    if (!m) throw new Error(`not a well-formed tag: ${tag.slice(0, 120)}`);
    const attrs = [...(m[3] ?? '').matchAll(/([a-zA-Z][a-zA-Z0-9:-]*)(?:="[^"]*")?/g)].map((a) => a[1]);
    out.push(`${m[1]}${m[2]} ${attrs.join(',')}`);
  }
  return out;
}
