// Thin worker entry: the dataset generator, served over workers/rpc.ts.
import { pusher, serve } from '../rpc.ts';
import type { GeneratorApi, GeneratorEvent } from './protocol.ts';
import { createGeneratorService } from './service.ts';

const scope = self as unknown as Parameters<typeof serve<GeneratorEvent>>[0];
const push = pusher<GeneratorEvent>(scope);
const service = createGeneratorService();
const api: GeneratorApi = {
  generate: (request) => service.generate(request, (done, total, phase) => push({ type: 'progress', done, total, phase })),
  query: (f, o, l) => service.query(f, o, l),
  detail: (id) => service.detail(id),
  exportSet: (set) => service.exportSet(set),
  exportManifest: () => service.exportManifest(),
};
serve(scope, api);
