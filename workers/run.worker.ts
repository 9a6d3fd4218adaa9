// Thin worker entry: the run service, driven by tagged messages.
import { version } from '../package.json';
import { openStore } from '../src/storage/index.ts';
import type { Command, Event } from './run.protocol.ts';
import { createRunService } from './run.service.ts';
import { createWebLLMHost } from './run.webllm.ts';

const scope = self as unknown as { postMessage(e: Event): void; onmessage: ((e: MessageEvent<Command>) => void) | null };
const service = createRunService({
  post: (event) => scope.postMessage(event),
  openStore: () => openStore(),
  webllm: createWebLLMHost(),
  locks: typeof navigator !== 'undefined' && 'locks' in navigator ? navigator.locks : null,
  appVersion: version,
});
scope.onmessage = (e) => void service.handle(e.data);
