// Bundles the benchmark with esbuild first, as Vite bundles the app, so we measure the
// code users run (tsx's on-the-fly transform adds per-function overhead of its own).
import { build } from 'esbuild';
import { pathToFileURL } from 'node:url';

const outfile = new URL('../.bench/bench.mjs', import.meta.url).pathname;
await build({ entryPoints: [new URL('./run.ts', import.meta.url).pathname], bundle: true, platform: 'node', format: 'esm', target: 'node20', outfile, logLevel: 'warning' });
await import(pathToFileURL(outfile).href);
