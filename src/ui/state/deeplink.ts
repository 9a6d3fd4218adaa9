// Run configurations in a link: #/run?engine=…&model=…&set=…&limit=…. Pure and
// tested. A link prefills the form within the form's own bounds (FORM_MAX); it starts a
// run only with autostart=1 (and then only as link-consent.ts allows), and it never
// carries an API key (a `key`/`api_key` parameter is ignored and reported).
import { CATALOG } from '../../core/domains/catalog.ts';
import { DOMAIN_IDS, isDomainId } from '../../core/domains/types.ts';
import { SET_CHOICES, type SetChoice } from '../../core/run/log.ts';
import { TEMPLATES } from '../../core/protocol/index.ts';
import { DEFAULT_FORM, ENGINE_CHOICES, FORM_MAX, THINKING_CHOICES, type EngineChoice, type RunForm, type ThinkingChoice } from './run-form.ts';

export interface ParsedLink {
  /** Only the fields the link sets. */
  form: Partial<RunForm>;
  autostart: boolean;
  /** Parameters that were present but unusable, in plain words. */
  warnings: string[];
}

const SECRET_PARAMS = ['key', 'api_key', 'apikey', 'token'];

/** Every parameter a run link may carry; anything else is reported, never silently dropped. */
export const RUN_LINK_PARAMS = [
  'domain', 'engine', 'model', 'weights', 'lib', 'base_url', 'set', 'seed', 'k', 'temperature', 'decode_seed', 'max_tokens', 'concurrency',
  'limit', 'template', 'json_schema', 'thinking', 'name', 'autostart',
] as const;

function int(value: string, min: number, max: number): number | null {
  if (!/^\d+$/.test(value.trim())) return null;
  const n = Number(value);
  return Number.isSafeInteger(n) && n >= min && n <= max ? n : null;
}

function num(value: string, min: number, max: number): number | null {
  if (value.trim() === '') return null;
  const n = Number(value);
  return Number.isFinite(n) && n >= min && n <= max ? n : null;
}

function bool(value: string): boolean | null {
  if (['1', 'true', 'yes', 'on'].includes(value)) return true;
  if (['0', 'false', 'no', 'off'].includes(value)) return false;
  return null;
}

/** `allow`: more parameter names the caller reads itself (e.g. the demo's `pairs`). */
export function parseRunLink(params: URLSearchParams, allow: readonly string[] = []): ParsedLink {
  const form: Partial<RunForm> = {};
  const warnings: string[] = [];
  const get = (name: string): string | null => params.get(name);
  const bad = (name: string, value: string, why: string): void => void warnings.push(`${name}=${value}: ${why}`);

  const engine = get('engine');
  if (engine !== null) {
    if ((ENGINE_CHOICES as readonly string[]).includes(engine)) form.engine = engine as EngineChoice;
    else bad('engine', engine, `not one of ${ENGINE_CHOICES.join(', ')}`);
  }
  const model = get('model');
  const weights = get('weights');
  const lib = get('lib');
  if (form.engine === 'webllm' || (form.engine === undefined && (weights !== null || lib !== null))) {
    if (weights !== null || lib !== null) {
      form.engine = 'webllm';
      form.custom = true;
      form.weightsUrl = weights ?? '';
      form.libUrl = lib ?? '';
    } else if (model !== null) {
      form.custom = false;
      form.webllmModel = model;
    }
  } else if (model !== null) {
    form.model = model;
  }
  const baseUrl = get('base_url');
  if (baseUrl !== null) form.baseUrl = baseUrl;

  const domain = get('domain');
  if (domain !== null) {
    if (isDomainId(domain)) {
      form.domain = domain;
      // A link that names a domain but no template gets the domain's own prompt.
      if (get('template') === null) form.templateId = CATALOG[domain].templateId;
    } else bad('domain', domain, `not one of ${DOMAIN_IDS.join(', ')}`);
  }
  const set = get('set');
  if (set !== null) {
    if ((SET_CHOICES as readonly string[]).includes(set)) form.set = set as SetChoice;
    else bad('set', set, 'not canonical, perturbed or both');
  }
  const numbers: [string, keyof RunForm, (v: string) => number | null, string][] = [
    ['seed', 'dataSeed', (v) => int(v, 0, FORM_MAX.dataSeed), `a whole number from 0 to ${FORM_MAX.dataSeed}`],
    ['k', 'k', (v) => int(v, 1, FORM_MAX.k), `a whole number from 1 to ${FORM_MAX.k}`],
    ['temperature', 'temperature', (v) => num(v, 0, FORM_MAX.temperature), `a number from 0 to ${FORM_MAX.temperature}`],
    ['decode_seed', 'decodeSeed', (v) => int(v, 0, FORM_MAX.decodeSeed), `a whole number from 0 to ${FORM_MAX.decodeSeed}`],
    ['max_tokens', 'maxTokens', (v) => int(v, 1, FORM_MAX.maxTokens), `a whole number from 1 to ${FORM_MAX.maxTokens}`],
    ['concurrency', 'concurrency', (v) => int(v, 1, FORM_MAX.concurrency), `a whole number from 1 to ${FORM_MAX.concurrency}`],
  ];
  for (const [name, field, read, why] of numbers) {
    const v = get(name);
    if (v === null) continue;
    const n = read(v);
    if (n === null) bad(name, v, `expected ${why}`);
    else (form as Record<string, unknown>)[field] = n;
  }
  const limit = get('limit');
  if (limit !== null) {
    if (limit === '' || limit === 'all') form.limit = null;
    else {
      const n = int(limit, 1, FORM_MAX.limit);
      if (n === null) bad('limit', limit, `expected a whole number from 1 to ${FORM_MAX.limit} (the test sets hold ${FORM_MAX.limit}), or "all"`);
      else form.limit = n;
    }
  }
  const template = get('template');
  if (template !== null) {
    if (TEMPLATES[template]) form.templateId = template;
    else bad('template', template, 'unknown prompt template');
  }
  const schema = get('json_schema');
  if (schema !== null) {
    const b = bool(schema);
    if (b === null) bad('json_schema', schema, 'expected 1 or 0');
    else form.jsonSchema = b;
  }
  const thinking = get('thinking');
  if (thinking !== null) {
    const t = thinking === '1' ? 'on' : thinking === '0' ? 'off' : thinking;
    if ((THINKING_CHOICES as readonly string[]).includes(t)) form.thinking = t as ThinkingChoice;
    else bad('thinking', thinking, 'expected on, off or default');
  }
  const name = get('name');
  if (name !== null) {
    if (name.length <= 200) form.name = name;
    else bad('name', `${name.slice(0, 20)}…`, 'a run name is at most 200 characters');
  }
  for (const secret of SECRET_PARAMS) {
    if (params.has(secret)) warnings.push(`${secret}: links never carry API keys; it was ignored (enter the key in the form: it stays in this browser)`);
  }
  const known = new Set<string>([...RUN_LINK_PARAMS, ...SECRET_PARAMS, ...allow]);
  for (const key of new Set(params.keys())) {
    if (!known.has(key)) warnings.push(`${key}: not a setting a link can carry (known: ${RUN_LINK_PARAMS.join(', ')})`);
  }
  const autostart = get('autostart');
  if (autostart !== null && autostart !== '1' && autostart !== '0') warnings.push(`autostart=${autostart}: expected 1 (start at once) or 0`);
  return { form, autostart: autostart === '1', warnings };
}

/** The query (after `#/run?`) that reproduces the form; never the API key. Defaults are left out. */
export function runLinkQuery(form: RunForm, options: { autostart?: boolean } = {}): string {
  const q = new URLSearchParams();
  q.set('engine', form.engine);
  if (form.engine === 'openai') {
    q.set('base_url', form.baseUrl.trim());
    q.set('model', form.model.trim());
    if (form.concurrency !== DEFAULT_FORM.concurrency) q.set('concurrency', String(form.concurrency));
  } else if (form.engine === 'webllm') {
    if (form.custom) {
      q.set('weights', form.weightsUrl.trim());
      q.set('lib', form.libUrl.trim());
    } else {
      q.set('model', form.webllmModel);
    }
  }
  if (form.domain !== 'linear') q.set('domain', form.domain);
  q.set('set', form.set);
  q.set('limit', form.limit === null ? 'all' : String(form.limit));
  if (form.dataSeed !== DEFAULT_FORM.dataSeed) q.set('seed', String(form.dataSeed));
  if (form.k !== DEFAULT_FORM.k) q.set('k', String(form.k));
  if (form.temperature !== null) q.set('temperature', String(form.temperature));
  if (form.decodeSeed !== DEFAULT_FORM.decodeSeed) q.set('decode_seed', String(form.decodeSeed));
  if (form.maxTokens !== null) q.set('max_tokens', String(form.maxTokens));
  if (form.jsonSchema) q.set('json_schema', '1');
  if (form.thinking !== 'default') q.set('thinking', form.thinking);
  if (form.templateId !== DEFAULT_FORM.templateId) q.set('template', form.templateId);
  if (form.name.trim() !== '') q.set('name', form.name.trim());
  if (options.autostart) q.set('autostart', '1');
  return q.toString();
}

/** The whole link, from the page's own address (works under any base path). */
export function runLink(base: { origin: string; pathname: string }, form: RunForm, options: { autostart?: boolean } = {}): string {
  return `${base.origin}${base.pathname}#/run?${runLinkQuery(form, options)}`;
}

/** The same link without autostart (so a reload does not start another run). */
export function withoutAutostart(hash: string): string {
  const q = hash.indexOf('?');
  if (q === -1) return hash;
  const params = new URLSearchParams(hash.slice(q + 1));
  params.delete('autostart');
  const rest = params.toString();
  return rest ? `${hash.slice(0, q)}?${rest}` : hash.slice(0, q);
}
