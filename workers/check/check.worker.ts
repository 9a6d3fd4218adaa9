// Thin worker entry: the exact checker on pasted text, over workers/rpc.ts, so a long paste
// never freezes the page while the Check view types, scrolls and answers clicks.
import { checkTraceText } from '../../src/core/checker/index.ts';
import { serve } from '../rpc.ts';
import type { CheckApi } from './protocol.ts';

const api: CheckApi = { check: (text) => checkTraceText(text) };
serve(self as unknown as Parameters<typeof serve>[0], api);
