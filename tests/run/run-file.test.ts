import { completedIds } from '../../src/core/run/index.ts';
import { mkdtemp, readFile, rm, appendFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { STEPBENCH_V1 } from '../../src/core/protocol/index.ts';
import { runEval } from '../../src/core/run/runner.ts';
import type { SampleRecord } from '../../src/core/run/types.ts';
import { createReferenceEngine } from '../../src/engines/reference.ts';
import { RunFile, journalPathFor, loadRunFile } from '../../src/node/run-file.ts';
import { tinyDataset } from './fixtures.ts';
import { testLog } from './spec.ts';

let dir = '';
beforeEach(async () => { dir = await mkdtemp(join(tmpdir(), 'stepbench-runfile-')); });
afterEach(async () => { await rm(dir, { recursive: true, force: true }); });

async function records(n: number): Promise<SampleRecord[]> {
  const out: SampleRecord[] = [];
  await runEval({ samples: tinyDataset(4).slice(0, n), engine: createReferenceEngine('reference', STEPBENCH_V1), spec: testLog().spec, done: new Set(), onRecord: (r) => { out.push(r); }, signal: new AbortController().signal, concurrency: 1 });
  return out;
}


async function begun(file: RunFile): Promise<RunFile> {
  await file.begin();
  return file;
}

describe('crash-safe run file', () => {
  it('keeps every appended record even if the process dies before any checkpoint', async () => {
    const path = join(dir, 'run.json');
    const file = await begun(RunFile.create(path, testLog(), { checkpointEvery: 1000, checkpointMs: 1e9 }));
    const rs = await records(5);
    for (const r of rs) await file.append(r);
    // No finish(): as if SIGKILLed. The JSON still has 0 records; the journal has 5.
    expect(JSON.parse(await readFile(path, 'utf8')).records).toHaveLength(0);
    const loaded = await loadRunFile(path);
    expect(loaded.ok).toBe(true);
    if (loaded.ok) {
      expect(loaded.value.log.records.map((r) => r.sample_id)).toEqual(rs.map((r) => r.sample_id));
      expect(loaded.value.journalRecords).toBe(5);
    }
  });

  it('checkpoints atomically, cuts the journal, and finish leaves one JSON file', async () => {
    const path = join(dir, 'run.json');
    const file = await begun(RunFile.create(path, testLog(), { checkpointEvery: 3 }));
    const rs = await records(7);
    for (const r of rs) await file.append(r);
    expect(JSON.parse(await readFile(path, 'utf8')).records).toHaveLength(6);
    expect((await readFile(journalPathFor(path), 'utf8')).trim().split('\n')).toHaveLength(2); // header + 1
    await file.finish({ status: 'complete', stop_reason: null, stop_hint: null });
    const final = JSON.parse(await readFile(path, 'utf8'));
    expect(final.records).toHaveLength(7);
    expect(final.status).toBe('complete');
    await expect(readFile(journalPathFor(path), 'utf8')).rejects.toThrow();
  });

  it('resumes: merges JSON and journal, dedups by id (a redo wins), ignores a torn last line', async () => {
    const path = join(dir, 'run.json');
    const file = await begun(RunFile.create(path, testLog(), { checkpointEvery: 2 }));
    const rs = await records(3);
    const failed: SampleRecord = { ...rs[2]!, engine_error: 'network: refused', attempts: [], answer: { q1: null, q2: null, q3: null }, correct: { q1: false, q2: false, q3: false } };
    await file.append(rs[0]!);
    await file.append(rs[1]!); // checkpoint: both in the JSON
    await file.append(failed);
    await appendFile(journalPathFor(path), JSON.stringify(rs[0]).slice(0, 40)); // torn write
    const resumed = await RunFile.open(path);
    if (resumed.ok) await resumed.value.begin();
    expect(resumed.ok).toBe(true);
    if (!resumed.ok) return;
    expect([...completedIds(resumed.value.runLog.records)].sort()).toEqual([rs[0]!.sample_id, rs[1]!.sample_id].sort());
    await resumed.value.append(rs[2]!); // the redo
    await resumed.value.finish({ status: 'complete', stop_reason: null, stop_hint: null });
    const final = await loadRunFile(path);
    expect(final.ok && final.value.log.records.map((r) => [r.sample_id, r.engine_error])).toEqual(rs.map((r) => [r.sample_id, null]));
  });

  it('refuses a journal record whose correctness does not follow from its answer', async () => {
    const path = join(dir, 'run.json');
    const file = await begun(RunFile.create(path, testLog()));
    const [r] = await records(1);
    await file.append({ ...r!, correct: { q1: !r!.correct.q1, q2: r!.correct.q2, q3: r!.correct.q3 } });
    const loaded = await loadRunFile(path);
    expect(loaded.ok === false && loaded.issues[0]).toMatchObject({ path: expect.stringMatching(/journal\.jsonl:2 correct/), message: expect.stringMatching(/does not follow/) });
  });

  it('refuses a journal from another run and a tampered middle line', async () => {
    const path = join(dir, 'run.json');
    await begun(RunFile.create(path, testLog(undefined, 'run-a')));
    await writeFile(journalPathFor(path), JSON.stringify({ stepbench_journal: 1, run_id: 'run-b' }) + '\n');
    const other = await loadRunFile(path);
    expect(other.ok === false && other.issues[0]?.message).toMatch(/belongs to run run-b/);
    await writeFile(journalPathFor(path), JSON.stringify({ stepbench_journal: 1, run_id: 'run-a' }) + '\n{"sample_id": 3}\n{}\n');
    const bad = await loadRunFile(path);
    expect(bad.ok === false && bad.issues[0]?.path).toMatch(/journal\.jsonl:2 sample_id/);
  });
});
