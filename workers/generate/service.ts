// The generator worker's logic, kept free of worker globals so it runs (and is tested)
// in Node too. generate.worker.ts only serves it.
import { checkTrace } from '../../src/core/checker/index.ts';
import { datasetFiles, FILE_NAMES, generateDataset, SET_KEYS } from '../../src/core/dataset/index.ts';
import type { Manifest, Sample } from '../../src/core/dataset/index.ts';
import type {
  GenerateRequest, GenerateSummary, GeneratorService, ProgressFn, SampleDetail, SampleFilter, SamplePage, SampleRow, SetKey,
} from './protocol.ts';

/** Progress is forwarded at most this often (ms), plus the final tick. */
export const PROGRESS_INTERVAL_MS = 50;

interface Entry {
  set: SetKey;
  sample: Sample;
}

function matches(e: Entry, f: SampleFilter): boolean {
  const s = e.sample;
  if (f.set !== 'all' && e.set !== f.set) return false;
  if (f.traceType !== 'all' && s.trace_type !== f.traceType) return false;
  if (f.family === 'none' ? s.family !== null : f.family !== 'all' && s.family !== f.family) return false;
  if (f.errorKind === 'none' ? s.error !== null : f.errorKind !== 'all' && s.error?.kind !== f.errorKind) return false;
  return true;
}

function toRow(e: Entry): SampleRow {
  const s = e.sample;
  return {
    id: s.id,
    set: e.set,
    traceType: s.trace_type,
    family: s.family,
    error: s.error,
    gold: s.gold,
    equation: s.steps[0] ?? '',
    steps: s.steps.length,
  };
}

/** The core's sample count, throttled, as the 'samples' phase. */
function throttle(fn: ProgressFn | undefined, now: () => number): ((done: number, total: number) => void) | undefined {
  if (!fn) return undefined;
  let last = -Infinity;
  return (done, total) => {
    const t = now();
    if (done >= total || t - last >= PROGRESS_INTERVAL_MS) {
      last = t;
      fn(done, total, 'samples');
    }
  };
}

export function createGeneratorService(now: () => number = () => performance.now()): GeneratorService {
  let all: Entry[] = [];
  let byId = new Map<string, Entry>();
  let byPair = new Map<string, Entry[]>();
  let files: Record<string, string> = {};

  return {
    async generate(request: GenerateRequest, onProgress?: ProgressFn): Promise<GenerateSummary> {
      const start = now();
      const d = generateDataset(request, throttle(onProgress, now));
      const samples = d.train.length + d.testCanonical.length + d.testPerturbed.length;
      onProgress?.(samples, samples, 'audit');
      files = datasetFiles(d);
      const sets: Record<SetKey, Sample[]> = { train: d.train, testCanonical: d.testCanonical, testPerturbed: d.testPerturbed };
      all = SET_KEYS.flatMap((set) => sets[set].map((sample) => ({ set, sample })));
      byId = new Map(all.map((e) => [e.sample.id, e]));
      byPair = new Map();
      for (const e of all) {
        if (e.sample.pair === null) continue;
        const list = byPair.get(e.sample.pair) ?? [];
        list.push(e);
        byPair.set(e.sample.pair, list);
      }
      return {
        request: d.options,
        counts: { train: d.train.length, testCanonical: d.testCanonical.length, testPerturbed: d.testPerturbed.length },
        manifest: JSON.parse(files['manifest.json'] ?? 'null') as Manifest,
        redraws: d.redraws,
        elapsedMs: Math.round(now() - start),
      };
    },

    query(filter: SampleFilter, offset: number, limit: number): SamplePage {
      const unfiltered = filter.set === 'all' && filter.traceType === 'all' && filter.family === 'all' && filter.errorKind === 'all';
      const hits = unfiltered ? all : all.filter((e) => matches(e, filter));
      // Snap to a page boundary and clamp to the last page.
      const size = Math.max(1, Math.floor(limit));
      const lastStart = Math.max(0, Math.ceil(hits.length / size) - 1) * size;
      const from = Math.min(Math.max(0, offset - (offset % size)), lastStart);
      return { total: hits.length, offset: from, rows: hits.slice(from, from + size).map(toRow) };
    },

    detail(id: string): SampleDetail | null {
      const e = byId.get(id);
      if (!e) return null;
      const pair = e.sample.pair;
      const sibling = pair === null ? null : byPair.get(pair)?.find((o) => o.sample.id !== id)?.sample.id ?? null;
      return { set: e.set, sample: e.sample, check: checkTrace(e.sample.steps), sibling };
    },

    exportSet(set: SetKey): Blob {
      return new Blob([files[FILE_NAMES[set]] ?? ''], { type: 'application/x-ndjson' });
    },

    exportManifest(): Blob {
      return new Blob([files['manifest.json'] ?? ''], { type: 'application/json' });
    },
  };
}
