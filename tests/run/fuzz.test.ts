// Fuzzing the parsers of outside input on the run side: run files (import in the browser,
// --resume and report in the CLI), the CLI's journal, and deep links. None may throw; a
// valid input must still be accepted after a round trip.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { STEPBENCH_V1 } from '../../src/core/protocol/index.ts';
import { runEval } from '../../src/core/run/runner.ts';
import { parseRunLogText, validateRunLog } from '../../src/core/run/schema.ts';
import type { RunLog } from '../../src/core/run/log.ts';
import { createReferenceEngine } from '../../src/engines/reference.ts';
import { readJournal } from '../../src/node/run-file.ts';
import { parseRunLink } from '../../src/ui/state/deeplink.ts';
import { tinyDataset } from './fixtures.ts';
import { testLog } from './spec.ts';

async function realLog(): Promise<RunLog> {
  const log = testLog();
  await runEval({ samples: tinyDataset(1), engine: createReferenceEngine('reference', STEPBENCH_V1), spec: log.spec, done: new Set(), onRecord: (r) => { log.records.push(r); }, signal: new AbortController().signal, concurrency: 1 });
  return JSON.parse(JSON.stringify(log)) as RunLog;
}

/** Replace the value at a random path of a JSON tree with a random JSON value. */
function mutateAt(tree: unknown, path: number[], value: unknown): unknown {
  if (path.length === 0 || tree === null || typeof tree !== 'object') return value;
  const keys = Object.keys(tree);
  if (keys.length === 0) return value;
  const key = keys[path[0]! % keys.length]!;
  const copy: Record<string, unknown> = Array.isArray(tree) ? [...tree] as unknown as Record<string, unknown> : { ...(tree as Record<string, unknown>) };
  copy[key] = mutateAt((tree as Record<string, unknown>)[key], path.slice(1), value);
  return copy;
}

describe('run file parsing never throws', () => {
  it('on arbitrary text', () => {
    fc.assert(fc.property(fc.string({ maxLength: 400 }), (text) => {
      const r = parseRunLogText(text);
      expect(typeof r.ok).toBe('boolean');
      if (!r.ok) expect(r.issues.length).toBeGreaterThan(0);
    }), { numRuns: 500 });
  });

  it('on arbitrary JSON values', () => {
    fc.assert(fc.property(fc.jsonValue(), (value) => {
      const r = validateRunLog(value);
      expect(r.ok).toBe(false);
    }), { numRuns: 500 });
  });

  it('on a real run log with one value replaced anywhere, and on truncations of it', async () => {
    const log = await realLog();
    expect(validateRunLog(log).ok).toBe(true);
    const text = JSON.stringify(log);
    fc.assert(fc.property(fc.array(fc.nat(), { minLength: 1, maxLength: 7 }), fc.jsonValue({ maxDepth: 2 }), (path, value) => {
      const r = validateRunLog(mutateAt(log, path, value));
      expect(typeof r.ok).toBe('boolean');
    }), { numRuns: 500 });
    fc.assert(fc.property(fc.nat({ max: text.length - 1 }), (cut) => {
      expect(parseRunLogText(text.slice(0, cut)).ok).toBe(false);
    }), { numRuns: 200 });
  });
});

describe('journal reading never throws', () => {
  it('on arbitrary text and on mutated journals', async () => {
    const log = await realLog();
    const good = [JSON.stringify({ stepbench_journal: 1, run_id: log.id }), ...log.records.map((r) => JSON.stringify(r))].join('\n') + '\n';
    fc.assert(fc.property(fc.oneof(fc.string({ maxLength: 300 }), fc.tuple(fc.nat({ max: good.length }), fc.string({ maxLength: 20 })).map(([i, s]) => good.slice(0, i) + s + good.slice(i))), (text) => {
      const r = readJournal(text, log.id, 'run.json.journal.jsonl');
      expect(typeof r.ok).toBe('boolean');
    }), { numRuns: 500 });
  });
});

describe('deep links never throw', () => {
  it('on arbitrary query strings and on arbitrary values of every known parameter', () => {
    const keys = ['engine', 'model', 'weights', 'lib', 'base_url', 'set', 'limit', 'seed', 'k', 'temperature', 'decode_seed', 'max_tokens', 'json_schema', 'thinking', 'template', 'concurrency', 'autostart', 'key'];
    fc.assert(fc.property(fc.string({ maxLength: 200 }), (q) => {
      const r = parseRunLink(new URLSearchParams(q));
      expect(r.autostart === true || r.autostart === false).toBe(true);
    }), { numRuns: 500 });
    fc.assert(fc.property(fc.dictionary(fc.constantFrom(...keys), fc.string({ maxLength: 40 })), (d) => {
      const r = parseRunLink(new URLSearchParams(d));
      expect(Array.isArray(r.warnings)).toBe(true);
      // A key in a link is never taken into the form (keys stay in this browser's storage only).
      if (d.key) expect((r.form as unknown as Record<string, unknown>).apiKey ?? null).not.toBe(d.key);
    }), { numRuns: 500 });
  });
});
