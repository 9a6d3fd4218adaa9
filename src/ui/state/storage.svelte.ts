// The Storage view's state: stored runs with their size, the origin's usage and quota,
// persistent storage and cached datasets (WebLLM's models: offline-models.svelte.ts).
import { errorText, today } from '../text.ts';
import {
  deleteDataset, estimateStorage, listDatasetKeys, openStore, readRunList, requestPersistence,
  type DamagedEntry, type RunListing, type StorageEstimate, type Store,
} from '../../storage/index.ts';
import { resultsClient, type ResultsClient } from '../workers/results-client.ts';
import { saveBlob } from '../download.ts';

export class StorageState {
  readonly #client: ResultsClient;
  #db: Promise<Store> | null = null;
  #runs = $state.raw<RunListing[]>([]);
  #damaged = $state.raw<DamagedEntry[]>([]);
  #loaded = $state(false);
  #loadError = $state<string | null>(null);
  #estimate = $state.raw<StorageEstimate | null | undefined>(undefined);
  #persistMessage = $state<string | null>(null);
  #datasets = $state.raw<string[]>([]);
  #message = $state<{ kind: 'ok' | 'error'; text: string } | null>(null);

  constructor(client: ResultsClient = resultsClient()) {
    this.#client = client;
  }

  get runs(): RunListing[] {
    return this.#runs;
  }
  get loaded(): boolean {
    return this.#loaded;
  }
  /** Why the stored runs could not be read (a newer database, a broken store), or null. */
  get loadError(): string | null {
    return this.#loadError;
  }
  /** Stored entries that failed validation: listed, deletable, exportable raw. */
  get damaged(): DamagedEntry[] {
    return this.#damaged;
  }
  /** undefined while loading; null when the browser has no StorageManager. */
  get estimate(): StorageEstimate | null | undefined {
    return this.#estimate;
  }
  get persistMessage(): string | null {
    return this.#persistMessage;
  }
  get datasets(): string[] {
    return this.#datasets;
  }
  get message(): { kind: 'ok' | 'error'; text: string } | null {
    return this.#message;
  }

  get runBytes(): number {
    return this.#runs.reduce((s, l) => s + (l.summary?.bytes ?? 0), 0);
  }

  #store(): Promise<Store> {
    return (this.#db ??= openStore());
  }

  async load(): Promise<void> {
    this.#estimate = await estimateStorage().catch(() => null);
    let runs: RunListing[];
    try {
      const db = await this.#store();
      const [list, datasets] = await Promise.all([readRunList(db), listDatasetKeys(db)]);
      runs = list.listings;
      this.#damaged = list.damaged;
      this.#datasets = datasets;
      this.#loadError = null;
    } catch (e) {
      this.#loadError = errorText(e);
      this.#loaded = true;
      return;
    }
    this.#runs = runs;
    this.#loaded = true;
    // Sizes of runs without a current summary come from the worker.
    for (const l of runs.filter((r) => !r.fresh)) {
      try {
        const s = await this.#client.api.summary(l.run.id);
        this.#runs = this.#runs.map((r) => (r.run.id === s.run_id ? { ...r, summary: s, fresh: true } : r));
      } catch {
        // size stays unknown
      }
    }
  }

  async deleteRun(id: string): Promise<void> {
    try {
      await this.#client.api.deleteRun(id);
      this.#message = { kind: 'ok', text: `Deleted run ${id}.` };
    } catch (e) {
      this.#message = { kind: 'error', text: `Run ${id} was not deleted: ${errorText(e)}` };
    }
    await this.load();
  }

  async deleteDamaged(entry: DamagedEntry): Promise<void> {
    try {
      await this.#client.api.deleteDamaged(entry.store, entry.key);
      this.#message = { kind: 'ok', text: `Deleted the damaged ${entry.store === 'runs' ? 'run' : 'summary'} ${entry.label}.` };
    } catch (e) {
      this.#message = { kind: 'error', text: `The damaged entry ${entry.label} was not deleted: ${errorText(e)}` };
    }
    await this.load();
  }

  async exportRaw(entry: DamagedEntry): Promise<void> {
    const text = await this.#client.api.exportRaw(entry.store, entry.key);
    saveBlob(new Blob([text], { type: 'application/json' }), `stepbench-damaged-${entry.store}-${entry.label.replace(/[^A-Za-z0-9._-]+/g, '-').slice(0, 80)}.json`);
  }

  /** Names a run and keeps a note with it (only the header changes). */
  async setMeta(id: string, meta: { name: string | null; note: string | null }): Promise<void> {
    const saved = await this.#client.api.setMeta(id, meta);
    this.#runs = this.#runs.map((l) => (l.run.id === id ? { ...l, run: { ...l.run, name: saved.name, note: saved.note } } : l));
  }

  async exportAll(): Promise<void> {
    const text = await this.#client.api.exportAll();
    saveBlob(new Blob([text], { type: 'application/json' }), `stepbench-runs-${today()}.json`);
  }

  async deleteDataset(key: string): Promise<void> {
    try {
      await deleteDataset(await this.#store(), key);
      this.#message = { kind: 'ok', text: `Deleted the cached dataset ${key}; it is regenerated when needed.` };
    } catch (e) {
      this.#message = { kind: 'error', text: `Could not delete the cached dataset ${key}: ${errorText(e)}` };
    }
    await this.load();
  }

  async persist(): Promise<void> {
    try {
      const granted = await requestPersistence();
      this.#persistMessage = granted
        ? 'Granted: the browser will not evict this site’s data when space runs low.'
        : 'Not granted: the browser may still evict this site’s data under storage pressure (browsers often grant it only to installed or frequently used sites).';
      this.#estimate = await estimateStorage().catch(() => null);
    } catch (e) {
      this.#persistMessage = `The request failed: ${errorText(e)}`;
    }
  }

  async refreshEstimate(): Promise<void> {
    this.#estimate = await estimateStorage().catch(() => null);
  }
}
