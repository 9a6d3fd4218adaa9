// Bundles the CLI with esbuild (the `prepare` step of `npm ci`/`npm install`, or
// `npm run build:cli`), so `stepbench` starts without tsx's on-the-fly TypeScript transform.
// Command modules are split into their own chunks: `--help` loads none of them.
// bin/stepbench.mjs runs the bundle while it is newer than every source file it was built
// from (listed in inputs.json), and the TypeScript sources through tsx otherwise.
import { build } from 'esbuild';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
// The bundle's folder, read by bin/stepbench.mjs. (The version is imported from package.json
// and inlined, so the bundle may live anywhere: tests build one into a scratch folder.)
export const OUT_DIR = 'build/cli';

export async function buildCli(outdir = `${root}${OUT_DIR}`) {
  await rm(outdir, { recursive: true, force: true });
  await mkdir(outdir, { recursive: true });
  const result = await build({
    absWorkingDir: root,
    entryPoints: { stepbench: 'src/cli/main.ts' },
    bundle: true,
    splitting: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    outdir,
    outExtension: { '.js': '.mjs' },
    chunkNames: 'chunks/[name]-[hash]',
    metafile: true,
    legalComments: 'none',
    logLevel: 'warning',
  });
  // The project's own files the bundle was made from; a newer one means the bundle is stale.
  // (A linked node_modules, as in a git worktree, shows as ../…/node_modules/: not ours either.)
  const inputs = Object.keys(result.metafile.inputs).filter((f) => !/(^|\/)node_modules\//.test(f)).sort();
  await writeFile(`${outdir}/inputs.json`, JSON.stringify(inputs) + '\n');
  return { outdir, inputs: inputs.length, outputs: Object.keys(result.metafile.outputs).length };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const t0 = performance.now();
  const r = await buildCli();
  process.stdout.write(`stepbench CLI bundled into ${OUT_DIR}/ (${r.outputs} files from ${r.inputs} sources) in ${Math.round(performance.now() - t0)} ms\n`);
}
