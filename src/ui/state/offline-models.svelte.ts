// The WebLLM models this browser keeps for offline use: the catalog with "downloaded"
// flags, one download at a time (with progress, the space left and a request for persistent
// storage), deletion, and whether the app itself is kept offline by its service worker.
// One instance per page: Storage downloads and deletes, the Demo and the Check view's ask
// panel read which models are ready. WebLLM's code stays in the run worker.
import { probeWebGPU, type NavigatorLike, type WebGPUProbe } from '../../engines/webgpu.ts';
import { estimateStorage, requestPersistence, type StorageEstimate } from '../../storage/index.ts';
import { errorText, sentence } from '../text.ts';
import type { ModelEntry } from '../workers/run-client.ts';
import { fractionOf, readiness, spaceFor, type Readiness } from './offline-models.ts';
import { estimateDownloadMB, formatMB } from './run-form.ts';

export type CatalogStatus = 'idle' | 'loading' | 'ready' | 'error' | 'unavailable';

export interface Download {
  id: string;
  fraction: number;
  text: string;
}

const runState = async () => (await import('./run.svelte.ts')).runState();

/** Sums Content-Length of every cached response under the model's URLs in WebLLM's caches. */
async function cachedBytes(prefixes: string[]): Promise<number | null> {
  let total = 0;
  let known = false;
  for (const name of await caches.keys()) {
    if (!name.startsWith('webllm')) continue;
    const cache = await caches.open(name);
    for (const req of await cache.keys()) {
      if (!prefixes.some((p) => req.url.startsWith(p))) continue;
      const res = await cache.match(req);
      const len = Number(res?.headers.get('content-length') ?? NaN);
      if (Number.isFinite(len)) {
        total += len;
        known = true;
      }
    }
  }
  return known ? total : null;
}

/** The app is kept offline when a service worker controls this page (see src/pwa). */
function controlled(): boolean {
  return typeof navigator !== 'undefined' && !!navigator.serviceWorker?.controller;
}

const inCache = async (url: string): Promise<boolean> => !!(await caches.match(url, { ignoreSearch: true }).catch(() => undefined));

/**
 * Makes sure the service worker keeps the script files the run worker loaded for WebLLM: a
 * worker started before the service worker took control fetched them past it, so they would
 * be missing offline. Fetching them from this (controlled) page lets the service worker keep
 * them (it caches built files on first use). True once every one is in a cache.
 */
async function keepCode(urls: readonly string[]): Promise<boolean> {
  if (!controlled()) return false;
  for (const url of urls) {
    if (await inCache(url)) continue;
    const response = await fetch(url).catch(() => null);
    if (!response?.ok) return false;
    await response.arrayBuffer().catch(() => undefined);
  }
  // The service worker stores a file after answering with it.
  for (let i = 0; i < 50; i++) {
    if ((await Promise.all(urls.map(inCache))).every(Boolean)) return true;
    await new Promise((r) => setTimeout(r, 100));
  }
  return false;
}

export class OfflineModels {
  #status = $state<CatalogStatus>('idle');
  #reason = $state<string | null>(null);
  #catalog = $state.raw<ModelEntry[]>([]);
  /** The app is controlled by its service worker, and WebLLM's code (as the run worker loaded it) is kept. */
  #appKept = $state(false);
  #estimate = $state.raw<StorageEstimate | null | undefined>(undefined);
  #probe = $state.raw<WebGPUProbe | null>(null);
  #download = $state.raw<Download | null>(null);
  #message = $state.raw<{ kind: 'ok' | 'error'; text: string } | null>(null);
  #bytes = $state.raw<Readonly<Record<string, number | null>>>({});
  /** True when the browser holds no WebLLM cache at all (known before the catalog loads). */
  #cacheEmpty = $state<boolean | null>(null);
  #loading: Promise<void> | null = null;
  /** Whether the reads under way (or done) include WebLLM's catalog, not only the cache names. */
  #catalogWanted = false;

  constructor() {
    if (typeof navigator !== 'undefined' && navigator.serviceWorker) {
      navigator.serviceWorker.addEventListener('controllerchange', () => void this.#checkKept());
    }
  }

  get status(): CatalogStatus { return this.#status; }
  /** Why the catalog is unavailable or could not be read. */
  get reason(): string | null { return this.#reason; }
  get catalog(): ModelEntry[] { return this.#catalog; }
  get cached(): ModelEntry[] { return this.#catalog.filter((m) => m.cached); }
  /** The models that load with the network off (files cached and the app kept). */
  get ready(): ModelEntry[] { return this.#appKept ? this.cached : []; }
  get appKeptOffline(): boolean { return this.#appKept; }
  /** undefined while reading; null when the browser does not say. */
  get estimate(): StorageEstimate | null | undefined { return this.#estimate; }
  get probe(): WebGPUProbe | null { return this.#probe; }
  get download(): Download | null { return this.#download; }
  get message(): { kind: 'ok' | 'error'; text: string } | null { return this.#message; }
  /** Bytes on disk per cached model (from the cached responses' Content-Length); null when unknown. */
  get bytes(): Readonly<Record<string, number | null>> { return this.#bytes; }
  /** No model is cached: known at once from the browser's cache names, or from the catalog. */
  get noneCached(): boolean { return this.#cacheEmpty === true || (this.#status === 'ready' && this.cached.length === 0); }

  readinessOf(id: string): Readiness {
    return readiness(this.#catalog.some((m) => m.id === id && m.cached), this.#appKept);
  }

  /** Why a download cannot start here (no WebGPU, another download), or null. */
  get blocked(): string | null {
    if (this.#probe && !this.#probe.available) return `In-browser models need WebGPU, and this browser has none usable (${this.#probe.message.trim().replace(/\.$/, '')}). Prepare the class on a computer with a recent Chrome or Edge and a graphics chip.`;
    if (this.#download) return `${this.#download.id} is downloading.`;
    return null;
  }

  /**
   * Reads the catalog with its "downloaded" flags. `catalog: false` (the Demo, Check) looks
   * at the browser's caches first: with no WebLLM cache at all, nothing is downloaded and
   * WebLLM's code need not load.
   */
  load(options: { catalog?: boolean; fresh?: boolean } = {}): Promise<void> {
    const wantCatalog = options.catalog !== false;
    if (options.fresh) {
      this.#loading = null;
      this.#catalogWanted = false;
    }
    if (!this.#loading) this.#loading = this.#read(wantCatalog);
    // A cheap look (the Check view) came first: the catalog is read after it.
    else if (wantCatalog && !this.#catalogWanted) this.#loading = this.#loading.then(() => this.#read(true));
    this.#catalogWanted ||= wantCatalog;
    return this.#loading;
  }

  /** Whether the app and WebLLM's code load offline (after the catalog is read: WebLLM's code is loaded then). */
  async #checkKept(): Promise<void> {
    const run = await runState();
    this.#appKept = controlled() && (await keepCode(run.webllmCode));
  }

  async #read(wantCatalog: boolean): Promise<void> {
    void probeWebGPU(navigator as unknown as NavigatorLike).then((p) => (this.#probe = p)).catch(() => undefined);
    void this.refreshEstimate();
    if (typeof caches === 'undefined') {
      this.#status = 'unavailable';
      this.#reason = 'This browser offers no Cache API here (it needs a secure context: https or localhost), so no WebLLM model can be kept.';
      return;
    }
    this.#status = 'loading';
    this.#reason = null;
    try {
      this.#cacheEmpty = !(await caches.keys()).some((n) => n.startsWith('webllm'));
      if (!wantCatalog && this.#cacheEmpty) {
        this.#catalog = [];
        this.#appKept = controlled();
        this.#status = 'ready';
        return;
      }
      this.#setCatalog(await (await runState()).refreshModels());
      await this.#checkKept();
      this.#cacheEmpty = null;
      this.#status = 'ready';
    } catch (e) {
      this.#status = 'error';
      this.#reason = errorText(e);
      this.#loading = null;
      this.#catalogWanted = false;
    }
  }

  #setCatalog(list: ModelEntry[]): void {
    this.#catalog = list;
    const cached = list.filter((m) => m.cached);
    void Promise.all(cached.map(async (m) => [m.id, await cachedBytes([m.model_url, m.model_lib_url]).catch(() => null)] as const)).then(
      (pairs) => (this.#bytes = Object.fromEntries(pairs)),
    );
  }

  async refreshEstimate(): Promise<void> {
    this.#estimate = await estimateStorage().catch(() => null);
  }

  /** About how many MB a model downloads (from its id), or null. */
  sizeMB(id: string): number | null {
    const m = this.#catalog.find((e) => e.id === id);
    return m ? estimateDownloadMB(m.id, m.quantization) : null;
  }

  /**
   * Downloads a model for offline use: asks for persistent storage first (so the browser
   * does not evict gigabytes it was given), refuses when the browser says the space is too
   * small, then lets the run worker load it once with progress.
   */
  async prepare(id: string): Promise<boolean> {
    if (this.#download) return false;
    this.#message = null;
    const need = this.sizeMB(id);
    await this.refreshEstimate();
    const space = spaceFor(this.#estimate ?? null, need);
    if (space.fits === false) {
      this.#message = { kind: 'error', text: `${id} needs about ${formatMB(need)}, and this browser gives this site only ${formatMB(Math.floor((space.free ?? 0) / 1e6))} more. Delete a model or runs below, or free space on the device.` };
      return false;
    }
    await requestPersistence().catch(() => false);
    this.#download = { id, fraction: 0, text: 'Starting…' };
    try {
      const run = await runState();
      const done = await run.prepareModel(id, (p) => (this.#download = { id, fraction: fractionOf(p.fraction), text: p.text }));
      await run.refreshModels();
      await this.#checkKept();
      this.#message = done.cached
        ? { kind: 'ok', text: this.#appKept ? `${id} is ready for offline use: it loads with the network off, here and in the Demo and Check.` : `${id} is downloaded. The app itself is not kept for offline use here yet: open it once online from its web address.` }
        : { kind: 'error', text: `${id} loaded, but WebLLM's cache does not hold all its files, so it would need the network again. Try the download once more.` };
      return done.cached;
    } catch (e) {
      const { hint, code } = (e ?? {}) as { hint?: unknown; code?: unknown };
      this.#message = code === 'aborted'
        ? { kind: 'ok', text: `Stopped downloading ${id}. The files already downloaded stay in this browser; the next download skips them.` }
        : { kind: 'error', text: `${id} could not be downloaded: ${sentence(errorText(e))}${typeof hint === 'string' && hint ? ` ${hint}` : ''}` };
      return false;
    } finally {
      this.#download = null;
      void this.refreshEstimate();
      this.#setCatalog(await runState().then((r) => r.refreshModels()).catch(() => this.#catalog));
      this.#status = 'ready';
    }
  }

  async stop(): Promise<void> {
    (await runState()).stopPrepare();
  }

  async remove(id: string): Promise<void> {
    this.#message = null;
    try {
      const run = await runState();
      await run.deleteModel(id);
      this.#setCatalog(await run.refreshModels());
      this.#message = { kind: 'ok', text: `Deleted ${id} from this browser.` };
    } catch (e) {
      this.#message = { kind: 'error', text: `Could not delete ${id}: ${errorText(e)}` };
    }
    void this.refreshEstimate();
  }
}

let shared: OfflineModels | undefined;

export function offlineModels(): OfflineModels {
  shared ??= new OfflineModels();
  return shared;
}
