// Thin worker entry: the run service, served over workers/rpc.ts.
import { version } from '../../package.json';
import { openStore } from '../../src/storage/index.ts';
import { pusher, serve } from '../rpc.ts';
import type { RunEvent } from './protocol.ts';
import { createRunService } from './service.ts';
import { createWebLLMHost } from './webllm-host.ts';

const scope = self as unknown as Parameters<typeof serve<RunEvent>>[0];
serve(scope, createRunService({
  post: pusher<RunEvent>(scope),
  openStore: () => openStore(),
  webllm: createWebLLMHost(),
  locks: typeof navigator !== 'undefined' && 'locks' in navigator ? navigator.locks : null,
  appVersion: version,
}));
