// The Results view's state: the stored runs (headers + cached summaries, never records),
// the selection, the selected runs' metrics, comparisons, drill-down and import/export.
// Heavy work (metrics, pairing, validation of big files) runs in the results worker.
import { errorText, today, userLabel } from '../text.ts';
import type { BaselineComparison, RunMetrics } from '../../core/metrics/index.ts';
import type { SchemaIssue } from '../../core/run/schema.ts';
import { openStore, readRunList, type DamagedEntry, type RunListing, type Store, type StoredSummary } from '../../storage/index.ts';
import { resultsClient, type ResultsClient } from '../workers/results-client.ts';
import type { CompareResult, DrillPage, DrillQuery, ImportRunInfo } from '../workers/results-client.ts';
import { distinctLabels, runLabel } from '../../core/run/index.ts';
import type { ReferenceChoice } from '../components/results/types.ts';
import { saveBlob } from '../download.ts';

export const DRILL_PAGE = 10;

export interface SelectedRun {
  id: string;
  label: string;
  metrics: RunMetrics | null;
  error: string | null;
}

export interface PendingImport {
  token: string;
  file: string;
  runs: ImportRunInfo[];
}

export interface DrillState {
  runId: string;
  label: string;
  query: DrillQuery;
  page: DrillPage | null;
  loading: boolean;
  error: string | null;
}

export type Notice = { kind: 'ok' | 'error'; text: string; issues?: SchemaIssue[] } | null;

/** A run beside the surface probe: asked for by a click (it generates a train set), per run. */
export type BaselineState =
  | { status: 'fitting' }
  | { status: 'done'; comparison: BaselineComparison }
  | { status: 'error'; error: string };


/** A file-name-safe stem, e.g. "stepbench-reference-2026-11-30". */
export function fileStem(label: string, date: string): string {
  return `stepbench-${label.replace(/[^A-Za-z0-9._-]+/g, '-').replace(/^-|-$/g, '')}-${date.slice(0, 10)}`;
}

export class ResultsState {
  readonly #client: ResultsClient;
  #db: Promise<Store> | null = null;
  #listings = $state.raw<RunListing[]>([]);
  #damaged = $state.raw<DamagedEntry[]>([]);
  #loaded = $state(false);
  #loadError = $state<string | null>(null);
  #selected = $state.raw<string[]>([]);
  #summaries = $state.raw<Record<string, StoredSummary>>({});
  #computing = $state.raw<string[]>([]);
  #compare = $state.raw<CompareResult | null>(null);
  #comparing = $state(false);
  #notice = $state.raw<Notice>(null);
  #pending = $state.raw<PendingImport | null>(null);
  #busy = $state(false);
  #drill = $state.raw<DrillState | null>(null);
  #baselines = $state.raw<Record<string, BaselineState>>({});
  /** Which of the paper's rows the tables show beside the runs. */
  reference = $state<ReferenceChoice>('base');
  #compareSeq = 0;
  #drillSeq = 0;

  constructor(client: ResultsClient = resultsClient()) {
    this.#client = client;
  }

  get listings(): RunListing[] {
    return this.#listings;
  }
  get loaded(): boolean {
    return this.#loaded;
  }
  /** Stored entries that failed validation (a run header, a cached summary): listed, deletable, exportable raw. */
  get damaged(): DamagedEntry[] {
    return this.#damaged;
  }
  get loadError(): string | null {
    return this.#loadError;
  }
  get selected(): string[] {
    return this.#selected;
  }
  get compare(): CompareResult | null {
    return this.#compare;
  }
  get comparing(): boolean {
    return this.#comparing;
  }
  get notice(): Notice {
    return this.#notice;
  }
  get pending(): PendingImport | null {
    return this.#pending;
  }
  get busy(): boolean {
    return this.#busy;
  }
  get drill(): DrillState | null {
    return this.#drill;
  }

  /** The selected runs in selection order, with their metrics when known. */
  get selectedRuns(): SelectedRun[] {
    const runs = this.#selected.flatMap((id) => {
      const listing = this.#listings.find((l) => l.run.id === id);
      if (!listing) return [];
      const s = this.#summaries[id];
      return [{ id, label: runLabel(listing.run), metrics: s?.metrics ?? null, error: s?.error ?? null }];
    });
    // The same letters as the comparison's columns, so tables and chart rows never merge.
    const labels = distinctLabels(runs.map((r) => r.label));
    return runs.map((r, i) => ({ ...r, label: labels[i] ?? r.label }));
  }

  isComputing(id: string): boolean {
    return this.#computing.includes(id);
  }

  summaryOf(id: string): StoredSummary | null {
    return this.#summaries[id] ?? this.#listings.find((l) => l.run.id === id)?.summary ?? null;
  }

  #store(): Promise<Store> {
    return (this.#db ??= openStore());
  }

  /** Reads the list (headers, counts, cached summaries); stale summaries refresh in the background. */
  async load(): Promise<void> {
    try {
      const { listings, damaged } = await readRunList(await this.#store());
      this.#listings = listings;
      this.#damaged = damaged;
      const fresh: Record<string, StoredSummary> = {};
      for (const l of listings) if (l.fresh && l.summary) fresh[l.run.id] = l.summary;
      this.#summaries = fresh;
      this.#selected = this.#selected.filter((id) => listings.some((l) => l.run.id === id));
      this.#loadError = null;
    } catch (e) {
      this.#loadError = errorText(e);
    }
    this.#loaded = true;
    const stale = this.#listings.filter((l) => !l.fresh).map((l) => l.run.id);
    if (stale.length > 0) void this.#refresh(stale);
    if (this.#selected.length > 1) void this.#runCompare();
  }

  async #refresh(ids: string[]): Promise<void> {
    for (const id of ids) {
      if (this.#computing.includes(id)) continue;
      this.#computing = [...this.#computing, id];
      try {
        const s = await this.#client.api.summary(id);
        this.#summaries = { ...this.#summaries, [id]: s };
        this.#listings = this.#listings.map((l) => (l.run.id === id ? { ...l, summary: s, fresh: true } : l));
      } catch (e) {
        this.#notice = { kind: 'error', text: `Could not compute the metrics of run ${id}: ${errorText(e)}` };
      } finally {
        this.#computing = this.#computing.filter((x) => x !== id);
      }
    }
  }

  toggle(id: string, on: boolean): void {
    this.#selected = on ? [...this.#selected.filter((x) => x !== id), id] : this.#selected.filter((x) => x !== id);
    if (on && !this.#summaries[id]) void this.#refresh([id]);
    this.#compare = null;
    if (this.#selected.length > 1) void this.#runCompare();
  }

  selectOnly(ids: string[]): void {
    this.#selected = [];
    for (const id of ids) this.toggle(id, true);
  }

  async #runCompare(): Promise<void> {
    const seq = ++this.#compareSeq;
    this.#comparing = true;
    try {
      const result = await this.#client.api.compare([...this.#selected]);
      if (seq === this.#compareSeq) this.#compare = result;
    } catch (e) {
      if (seq === this.#compareSeq) this.#notice = { kind: 'error', text: `Comparison failed: ${errorText(e)}` };
    } finally {
      if (seq === this.#compareSeq) this.#comparing = false;
    }
  }

  // ---- import / export -------------------------------------------------------------

  async importFile(file: File): Promise<void> {
    this.#busy = true;
    this.#notice = null;
    try {
      // The File goes to the worker by reference: a large file is never read on the page.
      const checked = await this.#client.api.checkImport(file);
      if (!checked.ok) {
        this.#notice = { kind: 'error', text: `${userLabel(file.name)} is not a valid run file; nothing was imported.`, issues: checked.issues };
        return;
      }
      const pending = { token: checked.token, file: file.name, runs: checked.runs };
      if (checked.runs.some((r) => r.exists)) this.#pending = pending;
      else await this.#commit(pending, false);
    } catch (e) {
      this.#notice = { kind: 'error', text: `Import of ${file.name} failed: ${errorText(e)}` };
    } finally {
      this.#busy = false;
    }
  }

  async confirmImport(replace: boolean): Promise<void> {
    const pending = this.#pending;
    this.#pending = null;
    if (!pending) return;
    if (!replace) {
      void this.#client.api.discardImport(pending.token);
      this.#notice = { kind: 'ok', text: `Import of ${pending.file} cancelled; nothing changed.` };
      return;
    }
    this.#busy = true;
    try {
      await this.#commit(pending, true);
    } catch (e) {
      this.#notice = { kind: 'error', text: `Import of ${pending.file} failed: ${errorText(e)}` };
    } finally {
      this.#busy = false;
    }
  }

  async #commit(pending: PendingImport, replace: boolean): Promise<void> {
    const ids = await this.#client.api.commitImport(pending.token, replace);
    await this.load();
    const names = pending.runs.map((r) => `${userLabel(r.label)} (${r.records} samples)`).join(', ');
    this.#notice = { kind: 'ok', text: `Imported ${ids.length === 1 ? 'run' : `${ids.length} runs`} from ${userLabel(pending.file)}: ${names}.` };
    if (this.#selected.length === 0) this.selectOnly(ids.slice(0, 1));
  }

  /** Names a run and keeps a note with it (only the header changes). */
  async setMeta(id: string, meta: { name: string | null; note: string | null }): Promise<void> {
    const saved = await this.#client.api.setMeta(id, meta);
    this.#listings = this.#listings.map((l) => (l.run.id === id ? { ...l, run: { ...l.run, name: saved.name, note: saved.note } } : l));
    if (this.#selected.length > 1) void this.#runCompare();
  }

  async exportRun(id: string): Promise<void> {
    const listing = this.#listings.find((l) => l.run.id === id);
    const text = await this.#client.api.exportRun(id);
    saveBlob(new Blob([text], { type: 'application/json' }), `${fileStem(listing ? runLabel(listing.run) : id, listing?.run.created_at ?? '')}.json`);
  }

  /** The selected run, or the comparison, as one self-contained HTML file (the caller shows a failure). */
  async exportHtml(ids: string[], stem: string): Promise<void> {
    const text = await this.#client.api.exportHtml(ids, this.reference);
    saveBlob(new Blob([text], { type: 'text/html' }), `${stem}-report.html`);
  }

  async exportAll(): Promise<void> {
    const text = await this.#client.api.exportAll();
    saveBlob(new Blob([text], { type: 'application/json' }), `stepbench-runs-${today()}.json`);
  }

  async deleteRun(id: string): Promise<void> {
    try {
      await this.#client.api.deleteRun(id);
      this.#selected = this.#selected.filter((x) => x !== id);
      this.#notice = { kind: 'ok', text: `Deleted run ${id}.` };
    } catch (e) {
      this.#notice = { kind: 'error', text: `Run ${id} was not deleted: ${errorText(e)}` };
    }
    await this.load();
  }

  /** Deletes a damaged entry (a header with its records and summary, or a summary, which is then recomputed). */
  async deleteDamaged(entry: DamagedEntry): Promise<void> {
    try {
      await this.#client.api.deleteDamaged(entry.store, entry.key);
      this.#notice = { kind: 'ok', text: `Deleted the damaged ${entry.store === 'runs' ? 'run' : 'summary'} ${entry.label}.` };
    } catch (e) {
      this.#notice = { kind: 'error', text: `The damaged entry ${entry.label} was not deleted: ${errorText(e)}` };
    }
    await this.load();
  }

  /** A damaged entry exactly as stored, as a JSON file. */
  async exportRaw(entry: DamagedEntry): Promise<void> {
    const text = await this.#client.api.exportRaw(entry.store, entry.key);
    saveBlob(new Blob([text], { type: 'application/json' }), `stepbench-damaged-${entry.store}-${entry.label.replace(/[^A-Za-z0-9._-]+/g, '-').slice(0, 80)}.json`);
  }

  /** One attempt's whole answer, as a text file (views show only its start); the caller shows a failure. */
  async downloadAnswer(runId: string, sampleId: string, attempt: number, field: 'text' | 'reasoning'): Promise<void> {
    const blob = await this.#client.api.answerText(runId, sampleId, attempt, field);
    saveBlob(blob, `${sampleId}-attempt${attempt + 1}-${field === 'text' ? 'answer' : 'reasoning'}.txt`);
  }

  baselineOf(id: string): BaselineState | null {
    return this.#baselines[id] ?? null;
  }

  /** Fits the surface probe for this run in the results worker and puts the run beside it. */
  async fitBaseline(id: string): Promise<void> {
    if (this.#baselines[id]?.status === 'fitting') return;
    this.#baselines = { ...this.#baselines, [id]: { status: 'fitting' } };
    let next: BaselineState;
    try {
      next = { status: 'done', comparison: await this.#client.api.baseline(id) };
    } catch (e) {
      next = { status: 'error', error: errorText(e) };
    }
    this.#baselines = { ...this.#baselines, [id]: next };
  }

  dismissNotice(): void {
    this.#notice = null;
  }

  // ---- drill-down ----------------------------------------------------------------

  openDrill(runId: string, label: string, query: DrillQuery): void {
    this.#drill = { runId, label, query, page: null, loading: true, error: null };
    void this.drillTo(0);
  }

  setDrillOutcome(outcome: DrillQuery['outcome']): void {
    const d = this.#drill;
    if (!d) return;
    this.#drill = { ...d, query: { ...d.query, outcome } };
    void this.drillTo(0);
  }

  async drillTo(offset: number): Promise<void> {
    const d = this.#drill;
    if (!d) return;
    const seq = ++this.#drillSeq;
    this.#drill = { ...d, loading: true };
    try {
      const page = await this.#client.api.drill(d.runId, d.query, offset, DRILL_PAGE);
      if (seq === this.#drillSeq && this.#drill) this.#drill = { ...this.#drill, page, loading: false, error: null };
    } catch (e) {
      if (seq === this.#drillSeq && this.#drill) this.#drill = { ...this.#drill, loading: false, error: errorText(e) };
    }
  }

  closeDrill(): void {
    this.#drill = null;
  }
}
