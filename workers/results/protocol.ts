// The results worker's protocol, declared once. The worker owns run records and the
// rebuilt samples; the page asks for summaries, pages of drill-down rows, comparisons,
// import checks and export text, so the main thread never holds thousands of records.
import type { Family, Gold, InjectedError, SetName, TraceType } from '../../src/core/dataset/types.ts';
import type { BaselineComparison, PairedComparison, QueryKey, RunMetrics, Story, StorySibling } from '../../src/core/metrics/index.ts';
import type { SchemaIssue } from '../../src/core/run/schema.ts';
import type { Correctness } from '../../src/core/run/types.ts';
import type { StoredSummary } from '../../src/storage/index.ts';

export type CellKey = 'overall' | TraceType;

/** Which samples a table cell stands for. */
export interface DrillQuery {
  set: SetName;
  cell: CellKey;
  /** Only this perturbation family (a family-table cell); undefined = any. */
  family?: Family;
  query: QueryKey;
  /** 'wrong' = the model missed this query on the sample. */
  outcome: 'all' | 'right' | 'wrong';
}

export interface DrillAttempt {
  /** At most SHOWN_ANSWER_CHARS of the answer (workers/limits.ts); `text_length` is the whole's. */
  text: string;
  text_length: number;
  reasoning: string | null;
  reasoning_length: number;
  /** The parsed answer, or null with the parse error. */
  answer: { q1: boolean; q2: boolean; q3: number } | null;
  parse_error: { code: string; message: string } | null;
  latency_ms: number;
}

export interface DrillItem {
  sample_id: string;
  set: SetName;
  trace_type: TraceType;
  family: Family | null;
  steps: string[];
  gold: Gold;
  error: InjectedError | null;
  explanation: string;
  answer: { q1: boolean | null; q2: boolean | null; q3: number | null };
  correct: Correctness;
  attempts: DrillAttempt[];
  /** A perturbed trace the model rejected: its canonical sibling, with the model's answer on it when the run has one. */
  sibling: StorySibling | null;
}

export interface DrillPage {
  total: number;
  offset: number;
  items: DrillItem[];
}

export interface CompareEntry {
  id: string;
  label: string;
  metrics: RunMetrics | null;
  error: string | null;
}

export interface ComparePair {
  a: string;
  b: string;
  labelA: string;
  labelB: string;
  /** null when the two runs used different data (see reason). */
  comparison: PairedComparison | null;
  reason: string | null;
}

export interface CompareResult {
  entries: CompareEntry[];
  pairs: ComparePair[];
}

export interface ImportRunInfo {
  id: string;
  label: string;
  records: number;
  status: string;
  exists: boolean;
}

export type ImportCheck =
  | { ok: true; token: string; runs: ImportRunInfo[] }
  | { ok: false; issues: SchemaIssue[] };

/** Which of the paper's published rows an HTML report shows beside the runs. */
export type PaperRows = 'none' | 'base' | 'all';

/** What the worker serves (over workers/rpc.ts). */
export interface ResultsApi {
  /** The run's summary, recomputed first when stale or missing. */
  summary(runId: string): Promise<StoredSummary>;
  drill(runId: string, query: DrillQuery, offset: number, limit: number): Promise<DrillPage>;
  /**
   * The run beside the surface probe (the hypothesis-only baseline) on its own samples: the
   * probe is fitted on the train set of the run's data, generated again at the paper's sizes
   * (seconds to a minute). Refused, with the reason, for a run on files (the browser cannot
   * read them) or whose data cannot be made again.
   */
  baseline(runId: string): Promise<BaselineComparison>;
  /** The paper's finding told with this run's numbers and three of its wrong traces (#/demo). */
  story(runId: string): Promise<Story>;
  /** Side by side, and each run paired with the first (the baseline). */
  compare(ids: string[]): Promise<CompareResult>;
  /**
   * Validates a run file (one run, or an array of runs as "export all" writes); nothing is
   * stored. A File is read in the worker; one over MAX_IMPORT_BYTES is refused unread.
   */
  checkImport(file: Blob | string): Promise<ImportCheck>;
  /** One attempt's whole answer (or reasoning) as a Blob, to download: views show only its start. */
  answerText(runId: string, sampleId: string, attempt: number, field: 'text' | 'reasoning'): Promise<Blob>;
  /**
   * Stores a checked import in one transaction; `replace` must be true when an id exists, and
   * is refused (code 'running', nothing changed) while a run it replaces is running in any tab.
   */
  commitImport(token: string, replace: boolean): Promise<string[]>;
  discardImport(token: string): void;
  /** A run as the CLI writes it (compact RunLog JSON). */
  exportRun(runId: string): Promise<string>;
  /** Every run as one JSON array of RunLogs. */
  exportAll(): Promise<string>;
  /**
   * One self-contained HTML page (inline CSS and SVG, no script) of these runs: one run, or
   * a comparison with paired tables where runs share data; `paper` picks the published rows.
   */
  exportHtml(ids: string[], paper?: PaperRows): Promise<string>;
  /** Refused (code 'running') while the run is running in any tab: its writer would bring it back. */
  deleteRun(runId: string): Promise<void>;
  /** A damaged entry exactly as stored (a header with its records, or a summary), as JSON. */
  exportRaw(store: 'runs' | 'summaries', key: IDBValidKey): Promise<string>;
  /** Deletes a damaged header with its records and summary, or a damaged summary. */
  deleteDamaged(store: 'runs' | 'summaries', key: IDBValidKey): Promise<void>;
  /** A run's name and note (trimmed; empty = none); its records and metrics are untouched. */
  setMeta(runId: string, meta: { name: string | null; note: string | null }): Promise<{ name: string | null; note: string | null }>;
}
