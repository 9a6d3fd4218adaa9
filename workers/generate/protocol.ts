// The generator worker's protocol, declared once. The worker owns the generated dataset;
// the page asks for counts, pages of rows, one sample's detail and file blobs, so the
// main thread never holds (or clones) thousands of samples at once.
import type { CheckResult } from '../../src/core/checker/index.ts';
import type { DatasetOptions, Manifest, ErrorKind, Family, Gold, Sample, SetKey, TraceType } from '../../src/core/dataset/index.ts';

export type { SetKey };

/** The core's dataset options (seed, sizes, held-out family). */
export type GenerateRequest = DatasetOptions;

export interface GenerateSummary {
  request: GenerateRequest;
  counts: Record<SetKey, number>;
  /** manifest.json, as the core writes it (parsed). */
  manifest: Manifest;
  /** Equations drawn and set aside because the asked trace was impossible. */
  redraws: number;
  elapsedMs: number;
}

export interface SampleFilter {
  set: SetKey | 'all';
  traceType: TraceType | 'all';
  /** 'none' = canonical samples (no family). */
  family: Family | 'none' | 'all';
  /** 'none' = samples without an injected error. */
  errorKind: ErrorKind | 'none' | 'all';
}

export const NO_FILTER: SampleFilter = { set: 'all', traceType: 'all', family: 'all', errorKind: 'all' };

/** What a list row shows: small, so a page is cheap to send. */
export interface SampleRow {
  id: string;
  set: SetKey;
  traceType: TraceType;
  family: Family | null;
  error: Sample['error'];
  gold: Gold;
  equation: string;
  steps: number;
}

export interface SamplePage {
  total: number;
  offset: number;
  rows: SampleRow[];
}

export interface SampleDetail {
  set: SetKey;
  sample: Sample;
  /** The checker re-run on the sample's steps. */
  check: CheckResult;
  /** The id of the sibling in the other test set, if any. */
  sibling: string | null;
}

/**
 * What a generation is doing: drawing and checking samples (counted, done of total), then the
 * shortcut audit of the finished sets, which fits the surface probe on the train set (one step, not
 * counted: it is a quarter to half of the whole time with a train set, and a bar held at 100% while
 * it runs looked stuck).
 */
export type GenerationPhase = 'samples' | 'audit';

export type ProgressFn = (done: number, total: number, phase: GenerationPhase) => void;

/** What the service does (tested in Node with a plain progress callback). */
export interface GeneratorService {
  generate(request: GenerateRequest, onProgress?: ProgressFn): Promise<GenerateSummary>;
  query(filter: SampleFilter, offset: number, limit: number): SamplePage;
  detail(id: string): SampleDetail | null;
  exportSet(set: SetKey): Blob;
  exportManifest(): Blob;
}

/** What the worker serves (workers/rpc.ts): progress comes back as events. */
export type GeneratorApi = Omit<GeneratorService, 'generate'> & {
  generate(request: GenerateRequest): Promise<GenerateSummary>;
};

export type GeneratorEvent = { type: 'progress'; done: number; total: number; phase: GenerationPhase };
