import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { STEPBENCH_V1_THINK, parseResponse, renderAnswer } from '../../src/core/protocol/index.ts';
import type { ChatMessage } from '../../src/core/protocol/types.ts';
import { referenceAnswer, stepsFromMessages } from '../../src/engines/reference.ts';
import { completion, startServer, type LocalServer } from '../engines/local-server.ts';
import { tinyDataset } from '../run/fixtures.ts';
import { runCli, writeData } from './cli-helpers.ts';

const samples = tinyDataset(2).map((s) => ({ ...s, split: 'train' as const }));
let dir = '';
let data = '';
let server: LocalServer | null = null;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'stepbench-sft-'));
  data = await writeData(dir, samples);
});
afterEach(async () => {
  await server?.close();
  server = null;
  await rm(dir, { recursive: true, force: true });
});

async function rows(path: string): Promise<{ messages: ChatMessage[] }[]> {
  return (await readFile(path, 'utf8')).trim().split('\n').map((l) => JSON.parse(l) as { messages: ChatMessage[] });
}

describe('stepbench export-sft', () => {
  it('writes label-only rows: the evaluation prompt and the gold JSON', async () => {
    const out = join(dir, 'sft.jsonl');
    const r = await runCli(['export-sft', '--data', data, '--out', out], dir);
    expect(r.code).toBe(0);
    const lines = await rows(out);
    expect(lines).toHaveLength(samples.length);
    const first = lines[0]!.messages;
    expect(first.map((m) => m.role)).toEqual(['system', 'user', 'assistant']);
    const parsed = parseResponse(first[2]!.content, samples[0]!.steps.length - 1);
    expect(parsed.ok && parsed.answer).toEqual(samples[0]!.gold);
  });

  it('puts the checker explanation before the answer, as the think template asks', async () => {
    const out = join(dir, 'sft.jsonl');
    expect((await runCli(['export-sft', '--data', data, '--out', out, '--with-explanation'], dir)).code).toBe(0);
    const a = (await rows(out))[0]!.messages[2]!.content;
    expect(a.startsWith(`<think>\n${samples[0]!.explanation}\n</think>`)).toBe(true);
    expect(parseResponse(a, samples[0]!.steps.length - 1).ok).toBe(true);
  });

  it('keeps only teacher rationales whose answers match the gold labels', async () => {
    // The teacher is right on even requests, wrong on odd ones, unparsable on every 5th.
    server = await startServer((req, i) => {
      const steps = stepsFromMessages(req.body.messages as ChatMessage[]) ?? [];
      const right = referenceAnswer('reference', steps);
      if (i % 5 === 4) return { body: completion('I am not sure.') };
      const answer = i % 2 === 0 ? right : { ...right, q2: !right.q2 };
      return { body: completion(`<think>Step by step…</think>\n${renderAnswer(answer, STEPBENCH_V1_THINK)}`) };
    });
    const out = join(dir, 'ged.jsonl');
    const r = await runCli(['export-sft', '--data', data, '--out', out, '--teacher-endpoint', server.url, '--teacher-model', 't', '--concurrency', '1'], dir);
    expect(r.code).toBe(0);
    const kept = await rows(out);
    const m = /kept (\d+), dropped (\d+) \(labels differ from gold (\d+), no parsable answer (\d+)\)/.exec(r.stderr);
    expect(m).not.toBeNull();
    expect(Number(m![1])).toBe(kept.length);
    expect(Number(m![1]) + Number(m![2])).toBe(samples.length);
    expect(Number(m![4])).toBe(2);
    for (const row of kept) {
      const user = row.messages[1]!.content;
      expect(user).not.toContain('For you only');
      const sample = samples.find((s) => user.includes(s.steps.map((x, i) => `Step ${i}: ${x}`).join('\n')))!;
      const parsed = parseResponse(row.messages[2]!.content, sample.steps.length - 1, STEPBENCH_V1_THINK.fields);
      expect(parsed.ok && parsed.answer).toEqual(sample.gold);
    }
    // The teacher saw the checker's explanation as a hint.
    expect(JSON.stringify(server.requests[0]!.body.messages)).toContain('For you only');
  });
});
