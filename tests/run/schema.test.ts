import { describe, expect, it } from 'vitest';
import { STEPBENCH_V1 } from '../../src/core/protocol/index.ts';
import { runEval } from '../../src/core/run/runner.ts';
import { formatIssues, parseRunLogText, validateRunLog } from '../../src/core/run/schema.ts';
import type { RunLog } from '../../src/core/run/log.ts';
import { createReferenceEngine } from '../../src/engines/reference.ts';
import { tinyDataset } from './fixtures.ts';
import { testLog } from './spec.ts';

// A run log as plain JSON, to be broken on purpose.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests mutate arbitrary paths
type Mutable = any;

async function realLog(): Promise<RunLog> {
  const log = testLog();
  await runEval({ samples: tinyDataset(1), engine: createReferenceEngine('reference', STEPBENCH_V1), spec: log.spec, done: new Set(), onRecord: (r) => { log.records.push(r); }, signal: new AbortController().signal, concurrency: 1 });
  return JSON.parse(JSON.stringify(log)) as RunLog;
}

describe('run file validation', () => {
  it('accepts a real run log, round-tripped through JSON', async () => {
    const log = await realLog();
    const result = validateRunLog(log);
    expect(result.ok).toBe(true);
    if (result.ok) expect(result.value.records).toHaveLength(6);
  });

  it.each([
    ['records[0].attempts[0].latency_ms', (l: Mutable) => { l.records[0].attempts[0].latency_ms = 'fast'; }],
    ['records[1].gold.q3', (l: Mutable) => { delete l.records[1].gold.q3; }],
    ['records[0].attempts[0].parsed.answer.q1', (l: Mutable) => { l.records[0].attempts[0].parsed.answer.q1 = 'yes'; }],
    ['spec.decoding.k', (l: Mutable) => { l.spec.decoding.k = 0; }],
    ['spec.set', (l: Mutable) => { l.spec.set = 'all'; }],
    ['status', (l: Mutable) => { l.status = 'done'; }],
    ['provenance', (l: Mutable) => { delete l.provenance; }],
  ])('names the path of what is wrong: %s', async (path, mutate) => {
    const log = await realLog();
    mutate(log);
    const result = validateRunLog(log);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.issues.map((i) => i.path)).toContain(path);
      expect(formatIssues(result.issues)).toContain(path);
    }
  });

  it('rejects duplicate sample ids, other versions and broken JSON', async () => {
    const log = await realLog();
    const dup = { ...log, records: [...log.records, log.records[0]] };
    const d = validateRunLog(dup);
    expect(d.ok).toBe(false);
    if (!d.ok) expect(d.issues[0]?.path).toBe('records[6].sample_id');
    const v = validateRunLog({ ...log, version: 2 });
    expect(v.ok === false && v.issues[0]?.path === 'version').toBe(true);
    const j = parseRunLogText('{"version": 1,');
    expect(j.ok === false && j.issues[0]?.message.startsWith('not valid JSON')).toBe(true);
    expect(validateRunLog(null).ok).toBe(false);
  });
});
