// promptfoo as a measuring stick for `stepbench eval`: the same chat messages stepbench
// sends for the paper's two test sets, as one promptfoo config against the same server.
// promptfoo is not a dependency. Install it outside the repository, e.g.
//   mkdir /tmp/promptfoo && cd /tmp/promptfoo && PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 npm i promptfoo@0.118.0 --ignore-scripts
//   cd node_modules/better-sqlite3 && npx node-gyp rebuild --release
// and point STEPBENCH_PROMPTFOO at its main.js when it is not in /tmp/promptfoo.
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { generateDataset, TEST_ONLY } from '../src/core/dataset/index.ts';
import { buildPrompt, STEPBENCH_V1 } from '../src/core/protocol/index.ts';

const DEFAULT_PATH = '/tmp/promptfoo/node_modules/promptfoo/dist/src/main.js';

/** promptfoo's entry script, or why it cannot be used. */
export function findPromptfoo(): { main: string } | { missing: string } {
  const main = process.env.STEPBENCH_PROMPTFOO ?? DEFAULT_PATH;
  if (!existsSync(main)) return { missing: `promptfoo not found at ${main} (install promptfoo@0.118.0 there, or set STEPBENCH_PROMPTFOO to its dist/src/main.js)` };
  if (!existsSync(join(main, '../../../../better-sqlite3/build/Release/better_sqlite3.node'))) {
    return { missing: `promptfoo at ${main} has no compiled better-sqlite3 (run "npx node-gyp rebuild --release" in its node_modules/better-sqlite3)` };
  }
  return { main };
}

/**
 * Writes a promptfoo config with one test per prompt of the seed-1 test sets (stepbench-v1,
 * temperature 0, seed 0, as `stepbench eval` sends them). No assertions: promptfoo only
 * sends, receives and stores, which is less than stepbench does with each answer.
 */
export function writePromptfooConfig(dir: string, baseUrl: string): { path: string; prompts: number } {
  const d = generateDataset({ seed: 1, ...TEST_ONLY });
  const samples = [...d.testCanonical, ...d.testPerturbed];
  const config = {
    description: 'stepbench test sets against an instant server',
    prompts: ['{{ messages | dump }}'],
    providers: [{ id: 'openai:chat:instant', config: { apiBaseUrl: `${baseUrl}/v1`, apiKey: 'bench', temperature: 0, seed: 0 } }],
    tests: samples.map((s) => ({ vars: { messages: buildPrompt(s, STEPBENCH_V1) } })),
  };
  const path = join(dir, 'promptfooconfig.json');
  writeFileSync(path, JSON.stringify(config));
  return { path, prompts: samples.length };
}

/** The environment for a quiet, offline, cache-free promptfoo run whose state stays in `dir`. */
export function promptfooEnv(dir: string): NodeJS.ProcessEnv {
  return {
    ...process.env,
    PROMPTFOO_CONFIG_DIR: dir,
    PROMPTFOO_DISABLE_TELEMETRY: '1',
    PROMPTFOO_DISABLE_UPDATE: '1',
    PROMPTFOO_CACHE_ENABLED: 'false',
    PROMPTFOO_DISABLE_REMOTE_GENERATION: '1',
    OPENAI_API_KEY: 'bench',
  };
}

export function promptfooArgs(main: string, config: string, concurrency: number): string[] {
  return [main, 'eval', '-c', config, '--max-concurrency', String(concurrency), '--no-cache', '--no-progress-bar', '--no-table'];
}
