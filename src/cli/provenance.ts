// What the CLI records about where a run was made.
import { readFileSync } from 'node:fs';
import type { Provenance } from '../core/run/log.ts';

export function appVersion(): string {
  try {
    const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version?: unknown };
    return typeof pkg.version === 'string' ? pkg.version : 'unknown';
  } catch {
    return 'unknown';
  }
}

export function cliProvenance(): Provenance {
  return {
    app_version: appVersion(),
    webllm_version: null,
    gpu_adapter: null,
    user_agent: `stepbench-cli node/${process.versions.node} (${process.platform} ${process.arch})`,
  };
}
