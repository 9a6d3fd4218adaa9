// Thin worker entry: the results service (metrics, drill-down, compare, import/export), over workers/rpc.ts.
import { version } from '../../package.json';
import { openStore, type Store } from '../../src/storage/index.ts';
import { serve } from '../rpc.ts';
import { createResultsService } from './service.ts';

let store: Promise<Store> | null = null;
serve(self as unknown as Parameters<typeof serve>[0], createResultsService(() => (store ??= openStore()), undefined, version, {
  locks: typeof navigator !== 'undefined' && 'locks' in navigator ? navigator.locks : null,
}));
