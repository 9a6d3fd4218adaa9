// The results worker's logic, free of worker globals so it runs (and is tested) in Node
// against fake-indexeddb. worker.ts only exposes it.
import { canonicalIndex, canonicalSibling } from '../../src/core/dataset/siblings.ts';
import type { Sample } from '../../src/core/dataset/types.ts';
import { computeRunMetrics, pairedComparison, runStory, scoredRows } from '../../src/core/metrics/index.ts';
import { REFERENCE_ROWS } from '../../src/core/reference/index.ts';
import { htmlReport, reportInput, type LoadedRun } from '../../src/core/report/index.ts';
import { distinctLabels, inFileOrder, parseRunLogText, runLabel, validateRunLog, type RunLog, type SchemaIssue } from '../../src/core/run/index.ts';
import {
  approxRunBytes, deleteRunWithSummary, getRun, setRunMeta, getSummary, importRuns, isFresh, listRuns, putSummary, SUMMARY_VERSION,
  type Store, type StoredSummary,
} from '../../src/storage/index.ts';
import type { CompareResult, DrillItem, DrillPage, DrillQuery, ImportCheck, PaperRows, ResultsApi } from './protocol.ts';
import { SampleCache } from './samples.ts';

/** Runs kept loaded for drill-down and comparison. */
const KEEP_RUNS = 4;

function withPrefix(issues: SchemaIssue[], prefix: string): SchemaIssue[] {
  return issues.map((i) => ({ path: i.path === '(root)' ? prefix : `${prefix}.${i.path}`.replace('.[', '['), message: i.message }));
}

/** One run, or an array of runs (an "export all" file); all valid or nothing. */
export function validateRunFile(text: string): { ok: true; logs: RunLog[] } | { ok: false; issues: SchemaIssue[] } {
  const trimmed = text.trimStart();
  if (!trimmed.startsWith('[')) {
    const one = parseRunLogText(text);
    return one.ok ? { ok: true, logs: [one.value] } : one;
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
  list.forEach((item, i) => {
    const r = validateRunLog(item);
    if (!r.ok) issues.push(...withPrefix(r.issues, `[${i}]`));
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

export function createResultsService(
  db: () => Promise<Store>,
  now: () => string = () => new Date().toISOString(),
  appVersion = 'unknown',
): ResultsApi {
  const samples = new SampleCache(db);
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
    const found = await samples.forSpec(log.spec);
    const summary: StoredSummary = {
      run_id: log.id,
      version: SUMMARY_VERSION,
      record_count: log.records.length,
      updated_at: log.updated_at,
      computed_at: now(),
      bytes: approxRunBytes(log),
      metrics: found.ok ? computeRunMetrics(log.records, found.samples) : null,
      error: found.ok ? null : found.error,
    };
    await putSummary(await db(), summary);
    return summary;
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
          attempts: record.attempts.map((a) => ({
            text: a.text,
            reasoning: a.reasoning,
            answer: a.parsed.ok ? a.parsed.answer : null,
            parse_error: a.parsed.ok ? null : { code: a.parsed.error.code, message: a.parsed.error.message },
            latency_ms: a.latency_ms,
          })),
          sibling: siblingOf(sample, record.answer),
        };
      });
      return { total: hits.length, offset, items: page } satisfies DrillPage;
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

    async checkImport(text): Promise<ImportCheck> {
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
      await importRuns(await db(), logs, { replace });
      pending.delete(token);
      for (const log of logs) {
        runs.delete(log.id);
        await compute(log);
      }
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
        loaded.push(found.ok ? { log, samples: found.samples } : { log, samples: null, error: found.error });
      }
      const keep = PAPER_ROWS[paper] ?? PAPER_ROWS.base;
      return htmlReport(reportInput(loaded, { reference: REFERENCE_ROWS.filter((r) => keep(r.variant)), generated_at: now(), app_version: appVersion }));
    },

    async deleteRun(runId) {
      runs.delete(runId);
      await deleteRunWithSummary(await db(), runId);
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
