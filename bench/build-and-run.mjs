// Bundles the benchmark with esbuild first, as Vite bundles the app, so we measure the
// code users run (tsx's on-the-fly transform adds per-function overhead of its own). The
// CLI bundle is rebuilt too: the process-level figures time `node bin/stepbench.mjs`.
import { build } from 'esbuild';
import { pathToFileURL } from 'node:url';
import { buildCli } from '../scripts/build-cli.mjs';

await buildCli();
const outfile = new URL('../.bench/bench.mjs', import.meta.url).pathname;
await build({ entryPoints: [new URL('./run.ts', import.meta.url).pathname], bundle: true, platform: 'node', format: 'esm', target: 'node20', outfile, logLevel: 'warning' });
await import(pathToFileURL(outfile).href);
