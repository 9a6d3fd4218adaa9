// eval's flags as a RunRequest (core/run/plan.ts checks it), and for a resume the
// flags that name a different setting than the run file's.
import { isError, numberFlag, stringFlag } from './args.ts';
import type { RunRequest, RunSpec } from '../core/run/index.ts';
import { runDomain } from '../core/run/index.ts';

type Values = Record<string, string | boolean | undefined>;

/** Flags a resume may change: where and how patiently to reach the server, never what is measured. */
export const RESUME_MAY_CHANGE = new Set(['resume', 'endpoint', 'api-key', 'concurrency', 'timeout', 'deadline', 'retries', 'data', 'help']);

export function requestFromFlags(values: Values): RunRequest | string {
  const endpoint = stringFlag(values, 'endpoint');
  const engine = stringFlag(values, 'engine') ?? (endpoint !== undefined ? 'openai' : '');
  const limit = numberFlag(values, 'limit', { integer: true, min: 1 });
  const k = numberFlag(values, 'k', { integer: true, min: 1, max: 64 });
  const temperature = numberFlag(values, 'temperature', { min: 0, max: 2 });
  const decodeSeed = numberFlag(values, 'decode-seed', { integer: true, min: 0 });
  const maxTokens = numberFlag(values, 'max-tokens', { integer: true, min: 1 });
  for (const v of [limit, k, temperature, decodeSeed, maxTokens]) if (isError(v)) return v.error;
  if (values.thinking && values['no-thinking']) return 'choose one of --thinking and --no-thinking';
  return {
    engine,
    ...(stringFlag(values, 'domain') !== undefined ? { domain: stringFlag(values, 'domain') } : {}),
    ...(stringFlag(values, 'model') !== undefined ? { model: stringFlag(values, 'model') } : {}),
    ...(endpoint !== undefined ? { base_url: endpoint } : {}),
    ...(stringFlag(values, 'set') !== undefined ? { set: stringFlag(values, 'set') } : {}),
    limit: (limit as number | undefined) ?? null,
    ...(stringFlag(values, 'template') !== undefined ? { template_id: stringFlag(values, 'template') } : {}),
    decoding: {
      temperature: (temperature as number | undefined) ?? null,
      ...(k !== undefined ? { k: k as number } : {}),
      ...(decodeSeed !== undefined ? { seed: decodeSeed as number } : {}),
      ...(maxTokens !== undefined ? { max_tokens: maxTokens as number } : {}),
      ...(values['json-schema'] === true ? { json_schema: true } : {}),
      ...(values.thinking ? { thinking: true } : values['no-thinking'] ? { thinking: false } : {}),
    },
  };
}

/** For each flag a resume may not change: the run's value, as the flag would spell it. */
const IN_SPEC: Record<string, (spec: RunSpec) => string> = {
  engine: (s) => s.engine.kind,
  model: (s) => s.engine.model,
  seed: (s) => String(s.dataset.seed ?? ''),
  set: (s) => s.set,
  limit: (s) => (s.limit === null ? '' : String(s.limit)),
  k: (s) => String(s.decoding.k),
  temperature: (s) => String(s.decoding.temperature),
  'decode-seed': (s) => String(s.decoding.seed),
  'max-tokens': (s) => (s.decoding.max_tokens === null ? '' : String(s.decoding.max_tokens)),
  'json-schema': (s) => String(s.decoding.json_schema),
  thinking: (s) => String(s.decoding.thinking === true),
  'no-thinking': (s) => String(s.decoding.thinking === false),
  template: (s) => s.prompt.template_id,
  domain: (s) => runDomain(s),
};

/** Flags about the file itself, which a resume cannot set (the run has them already). */
const NOT_ON_RESUME = new Set(['out', 'name', 'note']);

function asGiven(flag: string, value: string | boolean): string {
  if (typeof value === 'boolean') return String(value);
  if (['seed', 'limit', 'k', 'temperature', 'decode-seed', 'max-tokens'].includes(flag)) {
    const n = Number(value);
    return Number.isFinite(n) ? String(n) : value;
  }
  return value;
}

/** "--k 3 (the run has 1)" for every flag that would change what the run measures. */
export function resumeConflicts(spec: RunSpec, values: Values): string[] {
  const out: string[] = [];
  for (const [flag, value] of Object.entries(values)) {
    if (value === undefined || RESUME_MAY_CHANGE.has(flag)) continue;
    if (NOT_ON_RESUME.has(flag)) {
      out.push(`--${flag} cannot change on a resume`);
      continue;
    }
    const read = IN_SPEC[flag];
    if (!read) {
      out.push(`--${flag} cannot be given with --resume`);
      continue;
    }
    const stored = read(spec);
    if (asGiven(flag, value) !== stored) out.push(`--${flag} ${String(value)} (the run has ${stored === '' ? 'none' : stored})`);
  }
  return out;
}
