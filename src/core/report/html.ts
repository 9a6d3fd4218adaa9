// One self-contained HTML file of a run, or of several runs compared: inline CSS, an
// inline SVG chart, no script, no request of any kind (the CSP forbids them), readable
// from disk with JavaScript off. Text from run files and models is escaped everywhere
// (html-escape.ts), and an incomplete run says so before any number.
import { REFERENCE_SOURCE } from '../reference/index.ts';
import { familyTable, accuracyTable } from './html-accuracy.ts';
import { figure1 } from './html-chart.ts';
import { html, trustedConstant, type SafeHtml } from './html-escape.ts';
import { isIncomplete, type HtmlReportInput } from './html-input.ts';
import { baselineSection, errorRatesTable, flipTable, pairedSection } from './html-rates.ts';
import { banners, dateText, runSection, runsSummary } from './html-run.ts';
import { REPORT_CSS } from './html-style.ts';
import { CATALOG } from '../domains/catalog.ts';
import type { DomainId } from '../domains/types.ts';
import { runDomain } from '../run/log.ts';

export const REPORT_CSP = "default-src 'none'; style-src 'unsafe-inline'; img-src data:";

function section(id: string, title: string, body: SafeHtml | null, intro?: string): SafeHtml {
  if (!body) return html``;
  return html`<section aria-labelledby="${id}"><h2 id="${id}">${title}</h2>${intro ? html`<p class="muted">${intro}</p>` : html``}${body}</section>`;
}

function title(input: HtmlReportInput): string {
  const [first, ...rest] = input.runs;
  if (!first) return 'stepbench report';
  return rest.length === 0 ? `stepbench report: ${first.label}` : `stepbench comparison: ${input.runs.map((r) => r.label).join(', ')}`;
}

/** The domains of the runs in the order first met; the paper's rows belong beside linear runs only. */
function domainsOf(input: HtmlReportInput): DomainId[] {
  return [...new Set(input.runs.map((r) => runDomain(r.spec)))];
}

export function htmlReport(input: HtmlReportInput): string {
  const { runs } = input;
  const domains = domainsOf(input);
  // The paper measured linear equations only: its rows never stand beside another domain's numbers.
  const reference = domains.length === 1 && domains[0] === 'linear' ? input.reference : [];
  const about = domains.map((d) => `${CATALOG[d].title.toLowerCase()} (${CATALOG[d].form})`).join('; ');
  const scored = runs.filter((r) => r.metrics && r.metrics.samples > 0);
  const incomplete = runs.some(isIncomplete);
  const doc = html`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="${REPORT_CSP}">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>${title(input)}${incomplete ? ' (incomplete)' : ''}</title>
<style>${trustedConstant(REPORT_CSS)}</style>
</head>
<body>
<header>
<h1>${title(input)}</h1>
<p class="muted">Written ${dateText(input.generated_at)} by stepbench ${input.app_version}. LLMs as step-level verifiers of worked solutions of ${about}: Q1 is the final answer right, Q2 is every step valid, Q3 the first invalid step.${domains.length > 1 ? ' The runs are on different domains: each number is one run\'s, and none is pooled across domains.' : ''}${domains.some((d) => d !== 'linear') && input.reference.length > 0 ? ' The paper\'s published rows are for linear equations and are shown only beside linear runs.' : ''}</p>
</header>
<main>
${banners(runs)}
${section('runs-h', runs.length === 1 ? 'The run' : 'The runs', runsSummary(runs))}
${scored.length === 0 ? html`<p><strong>No sample was scored, so there are no results to show.</strong></p>` : html``}
${section('fig-h', 'Canonical vs perturbed', figure1(scored, reference))}
${section('acc-h', 'Accuracy in the paper\'s table layout', scored.length > 0 ? accuracyTable(scored, reference) : null, reference.length > 0 ? `Paper rows: ${REFERENCE_SOURCE}.` : undefined)}
${section('err-h', 'False rejection and false acceptance', scored.length > 0 ? errorRatesTable(scored, reference) : null)}
${section('flip-h', 'Flip rate between siblings', flipTable(scored))}
${section('paired-h', 'Paired comparison (McNemar)', runs.length > 1 ? pairedSection(input.pairs) : null)}
${section('fam-h', 'Per perturbation family', familyTable(scored))}
${section('base-h', 'Beside the hypothesis-only baseline', baselineSection(runs), 'The surface probe reads only the form of a trace, never its algebra; fitted on the train set of the run\'s data and scored on the run\'s own samples. Where a run does no better than it, its score may come from the form of the traces.')}
${section('prov-h', 'How the runs were made', html`${runs.map((r, i) => runSection(r, i))}`, 'Engine, model, device, software, prompt, decoding and data of each run, as recorded in its run file.')}
</main>
<footer><p>A self-contained file: no script, no font, no image or link that loads anything. Percentages are of the scored samples; intervals are 95% Wilson score intervals.</p></footer>
</body>
</html>
`;
  return doc.text;
}
