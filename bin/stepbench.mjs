#!/usr/bin/env node
// Runs the bundled CLI that `npm ci` builds (scripts/build-cli.mjs, the `prepare` script):
// it starts in a fraction of the time tsx needs to compile the TypeScript sources. When the
// bundle is missing (an install that skipped scripts) or older than one of the sources it was
// built from (someone edited src/ since), the sources run through tsx instead, so the CLI
// never runs stale code; `npm run build:cli` makes it fast again.
import { readFileSync, statSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const bundle = `${root}build/cli/stepbench.mjs`;

/** Why the bundle cannot be used, or null when it is up to date. */
function bundleProblem() {
  let inputs, built;
  try {
    // inputs.json is written last, so its time is the bundle's.
    built = statSync(`${root}build/cli/inputs.json`).mtimeMs;
    inputs = JSON.parse(readFileSync(`${root}build/cli/inputs.json`, 'utf8'));
    statSync(bundle);
  } catch {
    return 'the bundled CLI (build/cli/) is missing';
  }
  for (const file of inputs) {
    let changed;
    try {
      changed = statSync(root + file).mtimeMs;
    } catch {
      return `${file}, bundled into build/cli/, is gone`;
    }
    if (changed > built) return `${file} changed after build/cli/ was bundled`;
  }
  return null;
}

const problem = process.env.STEPBENCH_FROM_SOURCE ? 'STEPBENCH_FROM_SOURCE is set' : bundleProblem();
if (!problem) {
  await import(pathToFileURL(bundle).href);
} else {
  let register;
  try {
    ({ register } = await import('tsx/esm/api'));
  } catch {
    process.stderr.write(`stepbench: ${problem}, and tsx (a dev dependency) is not installed to run the sources.\nBuild the CLI with "npm ci" or "npm run build:cli" in ${root}\n`);
    process.exit(1);
  }
  // Said only to a person at a terminal: scripts and tests read stderr.
  if (process.stderr.isTTY && !process.env.STEPBENCH_FROM_SOURCE) {
    process.stderr.write(`stepbench: ${problem}; running the sources through tsx (slow start). "npm run build:cli" rebuilds it.\n`);
  }
  register();
  await import('../src/cli/main.ts');
}
