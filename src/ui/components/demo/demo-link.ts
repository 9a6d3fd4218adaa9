// #/demo?engine=…&model=…&base_url=…&pairs=60&autostart=1. The engine parameters are the
// Run view's (parsed by the same parser); the demo fixes the rest of the run itself: both
// sets, 2 × pairs samples. `run=<id>` reopens the story of a stored run. Pure and tested.
import type { PastRun, RunMetrics, RunPlan } from '../../../core/metrics/index.ts';
import type { StoredRun } from '../../../storage/index.ts';
import { parseRunLink } from '../../state/deeplink.ts';
import { planRun } from '../../../core/run/index.ts';
import { concurrencyOf, requestOf, type RunForm } from '../../state/run-form.ts';

export const DEFAULT_PAIRS = 60;
/** The default test sets hold 1,080 pairs. */
export const MAX_PAIRS = 1080;

export interface DemoLink {
  /** Engine and decoding fields only; never set or limit. */
  form: Partial<RunForm>;
  /** null when the link does not say. */
  pairs: number | null;
  autostart: boolean;
  /** A stored run whose story to show. */
  run: string | null;
  warnings: string[];
}

export function parsePairs(value: string): number | null {
  if (!/^\d+$/.test(value.trim())) return null;
  const n = Number(value);
  return Number.isSafeInteger(n) && n >= 1 && n <= MAX_PAIRS ? n : null;
}

export function parseDemoLink(params: URLSearchParams): DemoLink {
  const parsed = parseRunLink(params, ['pairs', 'run']);
  const warnings = [...parsed.warnings];
  const form = { ...parsed.form };
  for (const [name, field] of [['set', 'set'], ['limit', 'limit']] as const) {
    if (params.has(name)) {
      delete form[field];
      warnings.push(`${name}: the demo always runs both sets with 2 × pairs samples; use pairs= instead`);
    }
  }
  let pairs: number | null = null;
  const raw = params.get('pairs');
  if (raw !== null) {
    pairs = parsePairs(raw);
    if (pairs === null) warnings.push(`pairs=${raw}: expected a whole number from 1 to ${MAX_PAIRS}`);
  }
  const run = params.get('run');
  return { form, pairs, autostart: parsed.autostart, run: run !== null && run.trim() !== '' ? run.trim() : null, warnings };
}

/** The query after `#/demo?` that reproduces this demo (never an API key). */
export function demoLinkQuery(form: RunForm, pairs: number, options: { autostart?: boolean } = {}): string {
  const q = new URLSearchParams();
  q.set('engine', form.engine);
  if (form.engine === 'openai') {
    q.set('base_url', form.baseUrl.trim());
    q.set('model', form.model.trim());
  } else if (form.engine === 'webllm') {
    if (form.custom) {
      q.set('weights', form.weightsUrl.trim());
      q.set('lib', form.libUrl.trim());
    } else q.set('model', form.webllmModel);
  }
  q.set('pairs', String(pairs));
  if (options.autostart) q.set('autostart', '1');
  return q.toString();
}

/** The run the demo would make, for the time estimate: engine and model as the stored run will name them. */
export function demoPlan(form: RunForm, pairs: number): RunPlan {
  const planned = planRun(requestOf(form), 'browser');
  const engine = planned.ok ? planned.value.engine : { kind: form.engine, model: form.model.trim(), base_url: undefined };
  return {
    engine: engine.kind,
    model: engine.model,
    base_url: engine.base_url ?? null,
    samples: 2 * pairs,
    k: form.k,
    concurrency: concurrencyOf(form),
  };
}

/** What a stored run says about this device's speed (from its cached summary). */
export function pastRunOf(run: Pick<StoredRun, 'spec'>, metrics: RunMetrics | null): PastRun {
  const latency = metrics?.usage.latency_ms ?? null;
  return {
    engine: run.spec.engine.kind,
    model: run.spec.engine.model,
    base_url: run.spec.engine.base_url ?? null,
    median_latency_ms: latency?.median ?? null,
    attempts: latency?.n ?? 0,
  };
}
