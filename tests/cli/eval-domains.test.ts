// Issues 13/14: the CLI's eval against a scripted OpenAI-compatible server (it answers as the
// exact checker would) on every domain: 100% everywhere, and accept-all at exactly the label
// mix (Q1 2/3, Q2 1/3, Q3 1/3 with T1:T2:T3 = 1:1:1). The prompt names the domain.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateDataset, TEST_ONLY } from '../../src/core/dataset/index.ts';
import { DOMAIN_IDS } from '../../src/core/domains/index.ts';
import type { LocalServer } from '../engines/local-server.ts';
import { referenceServer, runCli, writeData } from './cli-helpers.ts';

let dir = '';
let server: LocalServer;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'stepbench-domains-'));
  server = await referenceServer(0);
});
afterAll(async () => {
  await server.close();
  await rm(dir, { recursive: true, force: true });
});

describe('eval on every domain against a scripted server', () => {
  for (const domain of DOMAIN_IDS) {
    it(`${domain}: the scripted checker scores 100%, accept-all the label mix`, async () => {
      const d = generateDataset({ ...TEST_ONLY, domain, seed: 11, testPerType: 60 }); // 60: a multiple of every family count (4, 5, 6)
      const data = await writeData(join(dir, domain), [...d.testCanonical, ...d.testPerturbed]);
      const out = join(dir, `${domain}-server.json`);
      const run = await runCli(['eval', '--endpoint', server.url, '--model', 'm', '--data', data, '--out', out, '--concurrency', '16'], dir);
      expect(run.code, run.stderr).toBe(0);
      const log = JSON.parse(await readFile(out, 'utf8'));
      expect(log.spec.domain).toBe(domain);
      expect(log.status).toBe('complete');
      const report = await runCli(['report', out, '--json', '--data', data], dir);
      expect(report.code, report.stderr).toBe(0);
      const summary = JSON.parse(report.stdout);
      for (const set of ['canonical', 'perturbed']) for (const q of ['q1', 'q2', 'q3']) expect(summary[set][q], `${set} ${q}`).toEqual({ overall: 1, T1: 1, T2: 1, T3: 1 });

      const all = join(dir, `${domain}-accept.json`);
      expect((await runCli(['eval', '--engine', 'accept-all', '--data', data, '--out', all], dir)).code).toBe(0);
      const mix = JSON.parse((await runCli(['report', all, '--json', '--data', data], dir)).stdout);
      for (const set of ['canonical', 'perturbed']) {
        expect(mix[set].q1.overall, `${set} q1`).toBeCloseTo(2 / 3, 10);
        expect(mix[set].q2.overall, `${set} q2`).toBeCloseTo(1 / 3, 10);
        expect(mix[set].q3.overall, `${set} q3`).toBeCloseTo(1 / 3, 10);
      }
    }, 120_000);
  }
});
