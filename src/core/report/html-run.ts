// The parts of the report about each run itself: the banner an incomplete run gets at
// the top, and its name, note and provenance (what ran, where, on which data, when).
import { CATALOG } from '../domains/catalog.ts';
import { runDomain } from '../run/log.ts';
import { mostCommonWords, UNREADABLE_HINT } from '../metrics/index.ts';
import { html, type HtmlValue, type SafeHtml } from './html-escape.ts';
import { isIncomplete, type ReportRun } from './html-input.ts';
import { STATUS_WORDS, badge } from './html-cells.ts';

/** user:password in an endpoint URL, or a key in its query, is a secret, not provenance. */
export function withoutCredentials(url: string): string {
  return url
    .replace(/^([a-z][a-z0-9+.-]*:\/\/)[^/@?#]*@/i, '$1…@')
    .replace(/([?&][^=&#]*(?:key|token|secret|password|auth)[^=&#]*=)[^&#]*/gi, '$1…');
}

/** "2026-01-02 03:04:05 UTC" from an ISO timestamp; anything else as given. */
export function dateText(iso: string): string {
  const m = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2}:\d{2})(?:\.\d+)?Z$/.exec(iso);
  return m ? `${m[1]} ${m[2]} UTC` : iso;
}

function scoredLine(run: ReportRun): string {
  const scored = run.metrics?.samples ?? 0;
  const of = run.selected === null ? `${scored} samples scored` : `${scored} of ${run.selected} selected samples scored`;
  const errors = run.metrics?.engine_errors ?? 0;
  const unknown = run.metrics?.unknown_samples ?? 0;
  const notes = [
    errors > 0 ? `${errors} engine error${errors === 1 ? '' : 's'} (not scored)` : '',
    unknown > 0 ? `${unknown} record${unknown === 1 ? '' : 's'} for samples not in the data (not scored)` : '',
  ].filter(Boolean);
  return [of, ...notes].join('; ');
}

/** Shown first, for every run whose answers mostly could not be read; the raw answer is escaped text. */
function unreadableBanners(runs: readonly ReportRun[]): SafeHtml {
  return html`${runs.flatMap((run, i) => {
    const u = run.metrics?.unreadable;
    if (!u?.flagged || u.message === null) return [];
    const said = mostCommonWords(u);
    return [html`<section class="banner" aria-labelledby="unreadable-${i}"><h2 id="unreadable-${i}">Unreadable answers: ${run.label}</h2>
<p><strong>${u.message}</strong>; ${UNREADABLE_HINT}</p>${said ? html`<p>${said.replace(/^the/, 'The')}</p>` : html``}</section>`];
  })}`;
}

/** Shown first, for every run that did not score everything it set out to, or whose answers could not be read. */
export function banners(runs: readonly ReportRun[]): SafeHtml {
  return html`${unreadableBanners(runs)}${runs.filter(isIncomplete).map((run, i) => {
    const stop = run.stop_reason ? html`<p>Stopped because: <strong>${run.stop_reason}</strong></p>` : html``;
    const hint = run.stop_hint ? html`<p>What to try: ${run.stop_hint}</p>` : html``;
    const missing = run.metrics === null ? html`<p>No numbers for this run: ${run.error ?? 'its samples are not available'}.</p>` : html`<p>Every number below for this run covers the scored samples only.</p>`;
    return html`<section class="banner" aria-labelledby="banner-${i}"><h2 id="banner-${i}">Incomplete run: ${run.label}</h2>
<p>Status: <strong>${STATUS_WORDS[run.status]}</strong> — <strong>${scoredLine(run)}</strong>.</p>${stop}${hint}${missing}</section>`;
  })}`;
}

function entry(term: string, value: HtmlValue): SafeHtml {
  return value === null || value === undefined || value === '' ? html`` : html`<dt>${term}</dt><dd>${value}</dd>`;
}

function yesNo(x: boolean | null): string | null {
  return x === null ? null : x ? 'yes' : 'no';
}

export function runSection(run: ReportRun, index: number): SafeHtml {
  const { spec, provenance: p } = run;
  const e = spec.engine;
  const d = spec.decoding;
  const options = spec.dataset.options;
  const details = Object.entries(e.details ?? {}).map(([k, v]) => entry(`engine ${k}`, v === null ? 'null' : String(v)));
  const generator = typeof options.generator_version === 'string' ? options.generator_version : null;
  const dataFile = typeof options.data === 'string' ? options.data : null;
  return html`<section class="run" aria-labelledby="run-${index}-h"><h3 id="run-${index}-h">${run.label}</h3>
<dl class="prov">
${entry('name', run.name ?? '(unnamed)')}
${entry('status', `${STATUS_WORDS[run.status]}${run.stop_reason ? ` (${run.stop_reason})` : ''}`)}
${entry('scored', scoredLine(run))}
${entry('engine', e.kind)}
${entry('model', e.model)}
${entry('endpoint', e.base_url ? withoutCredentials(e.base_url) : null)}
${details}
${entry('GPU adapter', p.gpu_adapter)}
${entry('WebLLM version', p.webllm_version)}
${entry('browser / user agent', p.user_agent)}
${entry('stepbench version', p.app_version)}
${entry('prompt template', `${spec.prompt.template_id}${spec.prompt.reasoning ? ' (reasoning first)' : ''}`)}
${entry('decoding', `temperature ${d.temperature}, seed ${d.seed}, k = ${d.k}${d.max_tokens === null ? '' : `, max tokens ${d.max_tokens}`}${d.json_schema ? ', JSON-schema constrained' : ''}`)}
${entry('thinking', yesNo(d.thinking))}
${entry('domain', CATALOG[runDomain(spec)].title)}
${entry('dataset', spec.dataset.seed === null ? `from files${dataFile ? ` (${dataFile})` : ''}` : `generated, seed ${spec.dataset.seed}`)}
${entry('generator version', generator)}
${entry('content hash', spec.dataset.content_hash)}
${entry('set and limit', `${spec.set}${spec.limit === null ? ', every sample' : `, stratified limit ${spec.limit}`}`)}
${entry('started', dateText(run.created_at))}
${entry('last updated', dateText(run.updated_at))}
${entry('run id', run.id)}
</dl></section>`;
}

/** First, what each run is: its name, model, status and how much it scored, with its note. */
export function runsSummary(runs: readonly ReportRun[]): SafeHtml {
  const rows = runs.map(
    (run, i) => html`<tr><th scope="row">${run.label}${badge(run)}</th><td class="label" data-cell="run${i}/domain">${CATALOG[runDomain(run.spec)].title}</td><td class="label">${run.spec.engine.model}</td><td class="label">${run.spec.engine.kind}</td><td class="label" data-cell="run${i}/status">${STATUS_WORDS[run.status]}</td><td class="label">${scoredLine(run)}</td><td class="label">${dateText(run.created_at)}</td></tr>`,
  );
  const notes = runs.filter((r) => r.note).map((r) => html`<p class="note"><strong>${r.label}:</strong> ${r.note}</p>`);
  return html`<div class="scroll" tabindex="0" role="region" aria-label="Runs"><table><caption>Name, domain, model, status and scored samples</caption>
<thead><tr><th scope="col">Run</th><th scope="col">Domain</th><th scope="col">Model</th><th scope="col">Engine</th><th scope="col">Status</th><th scope="col">Scored</th><th scope="col">Started</th></tr></thead>
<tbody>${rows}</tbody></table></div>${notes}`;
}
