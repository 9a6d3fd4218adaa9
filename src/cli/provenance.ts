// What the CLI records about where a run was made.
// The version is imported, not read from disk at run time: the bundled CLI (build/cli/,
// scripts/build-cli.mjs) lives two folders away from the sources, so a path relative to
// this file found no package.json there and every run file said "unknown". Imported,
// esbuild inlines the one field and lists package.json among the bundle's inputs (a new
// version makes the bundle stale), and tsx reads it from the sources alike.
import { version } from '../../package.json';
import type { Provenance } from '../core/run/log.ts';

export function appVersion(): string {
  return typeof version === 'string' && version !== '' ? version : 'unknown';
}

export function cliProvenance(): Provenance {
  return {
    app_version: appVersion(),
    webllm_version: null,
    gpu_adapter: null,
    user_agent: `stepbench-cli node/${process.versions.node} (${process.platform} ${process.arch})`,
  };
}
