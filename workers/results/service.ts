// The results worker's logic, free of worker globals so it runs (and is tested) in Node
// against fake-indexeddb. worker.ts only exposes it.
import { canonicalIndex, canonicalSibling } from '../../src/core/dataset/siblings.ts';
import type { Sample } from '../../src/core/dataset/types.ts';
import { computeRunMetrics, pairedComparison, runBesideProbe, runStory, scoredRows } from '../../src/core/metrics/index.ts';
import { probeAnswersById, type ProbeAnswer } from '../../src/core/audit/index.ts';
import { REFERENCE_ROWS } from '../../src/core/reference/index.ts';
import { htmlReport, reportInput, type LoadedRun } from '../../src/core/report/index.ts';
import {
  distinctLabels, generatorSource, inFileOrder, optionsFromSpec, parseRunLogText, runLabel, testSampleCount, testSetOptions, trainForBaseline, validateRunLog,
  type RunLog, type SchemaIssue,
} from '../../src/core/run/index.ts';
import {
  approxRunBytes, deleteRunWithSummary, deleteSummary, getRun, issuesText, readRaw, setRunMeta, getSummary, importRuns, isFresh, listRuns,
  putSummary, sealSummary, SUMMARY_VERSION, type DamagedEntry, type Store, type StoredSummary,
} from '../../src/storage/index.ts';
import { ServiceError } from '../rpc.ts';
import { MAX_IMPORT_BYTES, MAX_REBUILT_TESTS, SHOWN_ANSWER_CHARS } from '../limits.ts';
import { runLockName } from '../run/protocol.ts';
import type { LockManagerLike } from '../run/session.ts';
import type { CompareResult, DrillItem, DrillPage, DrillQuery, ImportCheck, PaperRows, ResultsApi } from './protocol.ts';
import { SampleCache } from './samples.ts';

/** Runs kept loaded for drill-down and comparison. */
const KEEP_RUNS = 4;

function withPrefix(issues: SchemaIssue[], prefix: string): SchemaIssue[] {
  return issues.map((i) => ({ path: i.path === '(root)' ? prefix : `${prefix}.${i.path}`.replace('.[', '['), message: i.message }));
}

/**
 * What the browser can do with a run's data: its generator options must be ones the
 * generator accepts, and its test sets no larger than a worker rebuilds (MAX_REBUILT_TESTS).
 */
export function dataIssues(log: RunLog, prefix = ''): SchemaIssue[] {
  const { seed, options } = log.spec.dataset;
  if (seed === null) return [];
  const path = `${prefix}spec.dataset.options`;
  const resolved = testSetOptions(optionsFromSpec(seed, options));
  if (!resolved.ok) return [{ path, message: `not options the generator accepts: ${resolved.error.message}` }];
  const count = testSampleCount(resolved.value);
  if (count > MAX_REBUILT_TESTS) {
    return [{ path, message: `the run's test sets hold ${count.toLocaleString('en-US')} samples; the browser works with at most ${MAX_REBUILT_TESTS.toLocaleString('en-US')} (see its tables with the command line: stepbench report)` }];
  }
  return [];
}

/** One run, or an array of runs (an "export all" file); all valid or nothing. */
export function validateRunFile(text: string): { ok: true; logs: RunLog[] } | { ok: false; issues: SchemaIssue[] } {
  const trimmed = text.trimStart();
  if (!trimmed.startsWith('[')) {
    const one = parseRunLogText(text);
    if (!one.ok) return one;
    const issues = dataIssues(one.value);
    return issues.length > 0 ? { ok: false, issues } : { ok: true, logs: [one.value] };
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (err) {
    return { ok: false, issues: [{ path: '(root)', message: `not valid JSON: ${err instanceof Error ? err.message : String(err)}` }] };
  }
  const list = value as unknown[];
  if (list.length === 0) return { ok: false, issues: [{ path: '(root)', message: 'the file holds an empty list of runs' }] };
  const logs: RunLog[] = [];
  const issues: SchemaIssue[] = [];
  const seen = new Set<string>();
  if (!Array.isArray(value)) return { ok: false, issues: [{ path: '(root)', message: 'not a run or a list of runs' }] };
  list.forEach((item, i) => {
    const r = validateRunLog(item);
    const data = r.ok ? dataIssues(r.value, `[${i}].`) : [];
    if (!r.ok) issues.push(...withPrefix(r.issues, `[${i}]`));
    else if (data.length > 0) issues.push(...data);
    else if (seen.has(r.value.id)) issues.push({ path: `[${i}].id`, message: `run id "${r.value.id}" appears twice in the file` });
    else {
      seen.add(r.value.id);
      logs.push(r.value);
    }
  });
  return issues.length > 0 ? { ok: false, issues } : { ok: true, logs };
}

function matches(item: { sample: Sample; correct: { q1: boolean; q2: boolean; q3: boolean } }, q: DrillQuery): boolean {
  const s = item.sample;
  if (s.set !== q.set) return false;
  if (q.cell !== 'overall' && s.trace_type !== q.cell) return false;
  if (q.family !== undefined && s.family !== q.family) return false;
  if (q.outcome === 'right') return item.correct[q.query];
  if (q.outcome === 'wrong') return !item.correct[q.query];
  return true;
}

const PAPER_ROWS: Record<PaperRows, (variant: string) => boolean> = { none: () => false, base: (v) => v === 'base', all: () => true };

/** The start of a long text, never cut inside a surrogate pair. */
export function head(text: string, max: number): string {
  if (text.length <= max) return text;
  const code = text.charCodeAt(max - 1);
  return text.slice(0, code >= 0xd800 && code <= 0xdbff ? max - 1 : max);
}

/** JSON of a raw stored value, whatever it holds (cycles and BigInts included): "export raw" must never fail. */
export function rawJson(value: unknown): string {
  const seen = new WeakSet<object>();
  return JSON.stringify(value, (_key, v: unknown) => {
    if (typeof v === 'bigint') return `${v.toString()}n`;
    if (typeof v === 'object' && v !== null) {
      if (seen.has(v)) return '[cycle]';
      seen.add(v);
      if (v instanceof Date) return v.toISOString();
      if (v instanceof Blob) return `[Blob of ${v.size} bytes]`;
    }
    return v;
  }, 1) ?? 'null';
}

export interface ResultsOptions {
  /** Web Locks (navigator.locks): a run that is running holds its lock in some tab. */
  locks?: LockManagerLike | null;
}

/**
 * Runs `fn` holding the lock of every run in `ids`, so no tab can run them meanwhile; refuses
 * at once (nothing changed) when one of them is running anywhere in this browser.
 */
async function withRunLocks<T>(locks: LockManagerLike | null | undefined, ids: readonly string[], fn: () => Promise<T>): Promise<T> {
  const [first, ...rest] = ids;
  if (!locks || first === undefined) return fn();
  let result: T | undefined;
  await locks.request(runLockName(first), { ifAvailable: true }, async (lock) => {
    if (lock === null) {
      throw new ServiceError('RunBusy', 'running', `run ${first} is running (in this tab or another): pause or cancel it in the Run view first; nothing was changed`);
    }
    result = await withRunLocks(locks, rest, fn);
  });
  return result as T;
}

export function createResultsService(
  db: () => Promise<Store>,
  now: () => string = () => new Date().toISOString(),
  appVersion = 'unknown',
  options: ResultsOptions = {},
): ResultsApi {
  const samples = new SampleCache(db);
  // The probe's answers per dataset (content hash): fitting it means generating a train set.
  const probes = new Map<string, Promise<Map<string, ProbeAnswer>>>();
  // The answers of probes fitted already: an HTML report includes a run's baseline when its probe is here.
  const fitted = new Map<string, Map<string, ProbeAnswer>>();
  const runs = new Map<string, RunLog>();
  const pending = new Map<string, RunLog[]>();
  let nextToken = 0;

  async function loadRun(id: string): Promise<RunLog> {
    const store = await db();
    const log = await getRun(store, id);
    if (!log) throw new Error(`no stored run with id ${id}`);
    runs.delete(id);
    runs.set(id, log);
    while (runs.size > KEEP_RUNS) runs.delete(runs.keys().next().value as string);
    return log;
  }

  async function cachedRun(id: string): Promise<RunLog> {
    const store = await db();
    const held = runs.get(id);
    // Still current if the stored header did not change since it was loaded.
    const header = held ? await store.get('runs', id) : undefined;
    if (held && header && header.updated_at === held.updated_at) {
      const count = await store.countFromIndex('records', 'by_run', id);
      if (count === held.records.length) return held;
    }
    return loadRun(id);
  }

  async function compute(log: RunLog): Promise<StoredSummary> {
    // What is read back is checked like an imported file: a damaged record is reported, never scored.
    const checked = validateRunLog(log);
    const damaged = checked.ok ? null : `its stored records are damaged: ${issuesText(checked.issues)}`;
    const found = damaged === null ? await samples.forSpec(log.spec) : null;
    const summary = sealSummary({
      run_id: log.id,
      version: SUMMARY_VERSION,
      record_count: log.records.length,
      updated_at: log.updated_at,
      computed_at: now(),
      bytes: approxRunBytes(log),
      metrics: found?.ok ? computeRunMetrics(log.records, found.samples) : null,
      error: damaged ?? (found && !found.ok ? found.error : null),
      damaged,
    });
    // The summary is a cache: when it cannot be stored (a full disk), it is still the answer.
    return putSummary(await db(), summary).catch(() => summary);
  }

  function attemptOf(log: RunLog, sampleId: string, index: number) {
    const attempt = log.records.find((r) => r.sample_id === sampleId)?.attempts[index];
    if (!attempt) throw new Error(`run ${log.id} has no attempt ${index + 1} for sample ${sampleId}`);
    return attempt;
  }

  const api: ResultsApi = {
    async summary(runId) {
      const store = await db();
      const [header, cached, count] = await Promise.all([
        store.get('runs', runId),
        getSummary(store, runId),
        store.countFromIndex('records', 'by_run', runId),
      ]);
      if (!header) throw new Error(`no stored run with id ${runId}`);
      if (cached && isFresh(cached, { record_count: count, updated_at: header.updated_at })) return cached;
      return compute(await cachedRun(runId));
    },

    async drill(runId, query, offset, limit) {
      const log = await cachedRun(runId);
      const found = await samples.forSpec(log.spec);
      if (!found.ok) throw new Error(found.error);
      const byId = new Map(found.samples.map((s) => [s.id, s]));
      const rows = scoredRows(log.records, found.samples).rows;
      const recordsById = new Map(log.records.map((r) => [r.sample_id, r]));
      const index = canonicalIndex(found.samples);
      const rowsById = new Map(rows.map((r) => [r.sample.id, r]));
      // A rejected unusual trace is shown beside the same equation solved the textbook way.
      const siblingOf = (sample: Sample, answer: DrillItem['answer']): DrillItem['sibling'] => {
        const sibling = answer.q2 === false ? canonicalSibling(sample, index) : null;
        if (!sibling) return null;
        const scored = rowsById.get(sibling.id);
        return { sample_id: sibling.id, steps: sibling.steps, gold: sibling.gold, answer: scored ? scored.answer : null };
      };
      const hits = rows
        .map((r) => ({ sample: byId.get(r.sample.id) as Sample, correct: r.correct, row: r }))
        .filter((x) => matches(x, query));
      const page = hits.slice(offset, offset + limit).map(({ sample, correct }): DrillItem => {
        const record = recordsById.get(sample.id)!;
        return {
          sample_id: sample.id,
          set: sample.set,
          trace_type: sample.trace_type,
          family: sample.family,
          steps: sample.steps,
          gold: sample.gold,
          error: sample.error,
          explanation: sample.explanation,
          answer: record.answer,
          correct,
          // Only the start of a huge answer crosses to the page: the whole is downloaded on demand.
          attempts: record.attempts.map((a) => ({
            text: head(a.text, SHOWN_ANSWER_CHARS),
            text_length: a.text.length,
            reasoning: a.reasoning === null ? null : head(a.reasoning, SHOWN_ANSWER_CHARS),
            reasoning_length: a.reasoning?.length ?? 0,
            answer: a.parsed.ok ? a.parsed.answer : null,
            parse_error: a.parsed.ok ? null : { code: a.parsed.error.code, message: a.parsed.error.message },
            latency_ms: a.latency_ms,
          })),
          sibling: siblingOf(sample, record.answer),
        };
      });
      return { total: hits.length, offset, items: page } satisfies DrillPage;
    },

    async baseline(runId) {
      const log = await cachedRun(runId);
      const found = await samples.forSpec(log.spec);
      if (!found.ok) throw new ServiceError('NoBaseline', 'no_samples', found.error);
      const hash = log.spec.dataset.content_hash;
      let answers = probes.get(hash);
      if (!answers) {
        answers = trainForBaseline(log.spec, generatorSource).then((train) => {
          if (!train.ok) throw new ServiceError('NoBaseline', train.error.code, `no baseline for this run: ${train.error.message}`);
          const byId = probeAnswersById(found.samples, train.value);
          fitted.set(hash, byId);
          return byId;
        });
        probes.set(hash, answers);
        // A failure is not kept: the next click tries again.
        answers.catch(() => probes.delete(hash));
      }
      return runBesideProbe(log.records, found.samples, await answers);
    },

    async story(runId) {
      const summary = await api.summary(runId);
      if (!summary.metrics) throw new Error(summary.error ?? `run ${runId} has no metrics`);
      const log = await cachedRun(runId);
      const found = await samples.forSpec(log.spec);
      if (!found.ok) throw new Error(found.error);
      return runStory(summary.metrics, log.records, found.samples);
    },

    async compare(ids) {
      const logs = await Promise.all(ids.map((id) => cachedRun(id)));
      const summaries = await Promise.all(ids.map((id) => api.summary(id)));
      const named = distinctLabels(logs.map((l) => runLabel(l)));
      const out: CompareResult = {
        entries: logs.map((l, i) => ({ id: l.id, label: named[i]!, metrics: summaries[i]!.metrics, error: summaries[i]!.error })),
        pairs: [],
      };
      const [base, ...others] = logs;
      if (!base) return out;
      for (const [j, other] of others.entries()) {
        const pair = { a: base.id, b: other.id, labelA: named[0]!, labelB: named[j + 1]! };
        if (base.spec.dataset.content_hash !== other.spec.dataset.content_hash) {
          out.pairs.push({ ...pair, comparison: null, reason: 'the two runs used different data; a paired comparison needs the same samples' });
          continue;
        }
        const found = await samples.forSpec(base.spec);
        if (!found.ok) out.pairs.push({ ...pair, comparison: null, reason: found.error });
        else out.pairs.push({ ...pair, comparison: pairedComparison(base.records, other.records, found.samples), reason: null });
      }
      return out;
    },

    async answerText(runId, sampleId, attempt, field) {
      const a = attemptOf(await cachedRun(runId), sampleId, attempt);
      return new Blob([field === 'reasoning' ? (a.reasoning ?? '') : a.text], { type: 'text/plain;charset=utf-8' });
    },

    async checkImport(input): Promise<ImportCheck> {
      // A File crosses from the page by reference and is read here, off the main thread; its
      // size is checked before a byte is read.
      if (typeof input !== 'string' && input.size > MAX_IMPORT_BYTES) {
        const mb = (n: number) => Math.round(n / 1048576).toLocaleString('en-US');
        return { ok: false, issues: [{ path: '(root)', message: `the file is ${mb(input.size)} MB; the browser imports run files up to ${mb(MAX_IMPORT_BYTES)} MB (read a larger one with the command line: stepbench report)` }] };
      }
      const text = typeof input === 'string' ? input : await input.text();
      const checked = validateRunFile(text);
      if (!checked.ok) return checked;
      const store = await db();
      const existing = await Promise.all(checked.logs.map((l) => store.getKey('runs', l.id)));
      const token = `import-${++nextToken}`;
      pending.set(token, checked.logs);
      return {
        ok: true,
        token,
        runs: checked.logs.map((l, i) => ({
          id: l.id,
          label: runLabel(l),
          records: l.records.length,
          status: l.status,
          exists: existing[i] !== undefined,
        })),
      };
    },

    async commitImport(token, replace) {
      const logs = pending.get(token);
      if (!logs) throw new Error('this import was already finished or discarded; choose the file again');
      const store = await db();
      // Replacing a run that is running would interleave two writers: every run replaced is
      // locked first (refused if any is running), in any tab.
      const existing = (await Promise.all(logs.map((l) => store.getKey('runs', l.id)))).filter((k): k is string => typeof k === 'string');
      await withRunLocks(options.locks, replace ? existing : [], () => importRuns(store, logs, { replace }));
      pending.delete(token);
      for (const log of logs) runs.delete(log.id);
      // Metrics are computed when the list asks for them: the import is done once stored.
      return logs.map((l) => l.id);
    },

    discardImport(token) {
      pending.delete(token);
    },

    async exportRun(runId) {
      return JSON.stringify(inFileOrder(await cachedRun(runId)));
    },

    async exportAll() {
      const store = await db();
      const all = await listRuns(store);
      const logs: RunLog[] = [];
      for (const r of all) {
        const log = await getRun(store, r.id);
        if (log) logs.push(inFileOrder(log));
      }
      return JSON.stringify(logs);
    },

    async exportHtml(ids, paper = 'base') {
      if (ids.length === 0) throw new Error('choose a run for the report');
      const loaded: LoadedRun[] = [];
      for (const id of ids) {
        const log = await cachedRun(id);
        const found = await samples.forSpec(log.spec);
        // A run whose probe was fitted (Results' button) carries its baseline into the report; none is fitted here.
        const probe = fitted.get(log.spec.dataset.content_hash);
        const baseline = found.ok && probe ? runBesideProbe(log.records, found.samples, probe) : null;
        loaded.push(found.ok ? { log, samples: found.samples, baseline } : { log, samples: null, error: found.error });
      }
      const keep = PAPER_ROWS[paper] ?? PAPER_ROWS.base;
      return htmlReport(reportInput(loaded, { reference: REFERENCE_ROWS.filter((r) => keep(r.variant)), generated_at: now(), app_version: appVersion }));
    },

    async deleteRun(runId) {
      // A running run's writer would bring it back: refused while its lock is held anywhere.
      await withRunLocks(options.locks, [runId], async () => deleteRunWithSummary(await db(), runId));
      runs.delete(runId);
    },

    async exportRaw(store: DamagedEntry['store'], key: IDBValidKey) {
      return rawJson(await readRaw(await db(), store, key));
    },

    async deleteDamaged(store: DamagedEntry['store'], key: IDBValidKey) {
      if (store === 'summaries') return deleteSummary(await db(), key);
      const id = typeof key === 'string' ? [key] : [];
      await withRunLocks(options.locks, id, async () => deleteRunWithSummary(await db(), key));
      if (typeof key === 'string') runs.delete(key);
    },

    async setMeta(runId, meta) {
      const header = await setRunMeta(await db(), runId, meta);
      const held = runs.get(runId);
      if (held) runs.set(runId, { ...held, name: header.name ?? null, note: header.note ?? null });
      return { name: header.name ?? null, note: header.note ?? null };
    },
  };
  return api;
}
