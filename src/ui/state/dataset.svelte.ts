// The Dataset view's state: the generation form, progress, filters, the current page
// of rows and the opened sample. The samples themselves stay in the worker.
import type { Family } from '../../core/dataset/types.ts';
import type { DomainId } from '../../core/domains/types.ts';
import { GENERATOR_VERSION } from '../../core/dataset/version.ts';
import type {
  GenerateRequest, GenerateSummary, GenerationPhase, SampleDetail, SampleFilter, SamplePage, SetKey,
} from '../workers/generate-client.ts';
import { SET_FILES } from '../../core/dataset/index.ts';
import { NO_FILTER } from '../workers/generate-client.ts';
import { saveBlob } from '../download.ts';
import { GeneratorClient } from '../workers/generate-client.ts';

export const PAGE_SIZE = 50;
/** The paper's sizes (III-G); the same defaults as the core's PAPER_OPTIONS. */
export const PAPER_SIZES = { seed: 1, testPerType: 360, trainCanonicalPerType: 3000, trainPerturbedPerCell: 1000 } as const;

/** Train samples for given per-cell sizes: 3 types × (canonical + one share per trained family). */
export function trainTotal(canonicalPerType: number, perturbedPerCell: number, families: number): number {
  return 3 * canonicalPerType + 3 * families * perturbedPerCell;
}

export type GenerationStatus = 'idle' | 'generating' | 'ready' | 'error';

export interface FormValues {
  seed: number;
  /** Samples per trace type in each test set; a multiple of the domain's family count. */
  testPerType: number;
  includeTrain: boolean;
  trainCanonicalPerType: number;
  trainPerturbedPerCell: number;
  holdOutFamily: Family | null;
  domain: DomainId;
}

/** Where a generation stands: samples drawn and checked of all, and what it is doing. */
export interface Progress {
  done: number;
  total: number;
  phase: GenerationPhase;
}

export class DatasetState {
  readonly #client: GeneratorClient;
  #form = $state<FormValues>({ ...PAPER_SIZES, includeTrain: false, holdOutFamily: null, domain: 'linear' });
  #status = $state<GenerationStatus>('idle');
  #progress = $state<Progress>({ done: 0, total: 0, phase: 'samples' });
  #error = $state<string | null>(null);
  #summary = $state.raw<GenerateSummary | null>(null);
  #filter = $state.raw<SampleFilter>(NO_FILTER);
  #page = $state.raw<SamplePage | null>(null);
  #detail = $state.raw<SampleDetail | null>(null);
  #querySeq = 0;
  #detailSeq = 0;

  constructor(client = new GeneratorClient()) {
    this.#client = client;
  }

  get form(): FormValues {
    return this.#form;
  }
  get status(): GenerationStatus {
    return this.#status;
  }
  get progress(): Progress {
    return this.#progress;
  }
  get error(): string | null {
    return this.#error;
  }
  get summary(): GenerateSummary | null {
    return this.#summary;
  }
  get filter(): SampleFilter {
    return this.#filter;
  }
  get page(): SamplePage | null {
    return this.#page;
  }
  get detail(): SampleDetail | null {
    return this.#detail;
  }

  /** 0..1, or null before the first progress tick. */
  get fraction(): number | null {
    return this.#progress.total ? this.#progress.done / this.#progress.total : null;
  }

  setForm(values: Partial<FormValues>): void {
    this.#form = { ...this.#form, ...values };
  }

  request(): GenerateRequest {
    const f = this.#form;
    return {
      seed: f.seed,
      testPerType: f.testPerType,
      trainCanonicalPerType: f.includeTrain ? f.trainCanonicalPerType : 0,
      trainPerturbedPerCell: f.includeTrain ? f.trainPerturbedPerCell : 0,
      holdOutFamily: f.includeTrain ? f.holdOutFamily : null,
      domain: f.domain,
      generatorVersion: GENERATOR_VERSION,
    };
  }

  async generate(): Promise<void> {
    if (this.#status === 'generating') return;
    this.#status = 'generating';
    this.#error = null;
    this.#progress = { done: 0, total: 0, phase: 'samples' };
    this.#summary = null;
    this.#page = null;
    this.#detail = null;
    try {
      const summary = await this.#client.generate(this.request(), (done, total, phase) => {
        this.#progress = { done, total, phase };
      });
      this.#summary = summary;
      this.#status = 'ready';
      this.#filter = NO_FILTER;
      await this.#load(0);
    } catch (e) {
      if (this.#status !== 'generating') return; // cancelled
      this.#status = 'error';
      this.#error = e instanceof Error ? e.message : String(e);
    }
  }

  cancel(): void {
    if (this.#status !== 'generating') return;
    this.#client.terminate();
    this.#status = 'idle';
    this.#progress = { done: 0, total: 0, phase: 'samples' };
  }

  setFilter(filter: Partial<SampleFilter>): Promise<void> {
    this.#filter = { ...this.#filter, ...filter };
    return this.#load(0);
  }

  goToPage(index: number): Promise<void> {
    return this.#load(index * PAGE_SIZE);
  }

  async open(id: string): Promise<void> {
    const seq = ++this.#detailSeq;
    const detail = await this.#client.detail(id);
    if (seq === this.#detailSeq) this.#detail = detail;
  }

  close(): void {
    this.#detailSeq++;
    this.#detail = null;
  }

  /** Saves a set (or the manifest) under the same file name the CLI writes. */
  async download(set: SetKey | 'manifest'): Promise<void> {
    if (set === 'manifest') saveBlob(await this.#client.exportManifest(), 'manifest.json');
    else saveBlob(await this.#client.exportSet(set), SET_FILES[set]);
  }

  async #load(offset: number): Promise<void> {
    if (this.#status !== 'ready') return;
    const seq = ++this.#querySeq;
    const page = await this.#client.query($state.snapshot(this.#filter), offset, PAGE_SIZE);
    if (seq === this.#querySeq) this.#page = page;
  }
}

let shared: DatasetState | undefined;

/** One dataset per page: it survives moving between views. */
export function datasetState(): DatasetState {
  shared ??= new DatasetState();
  return shared;
}
