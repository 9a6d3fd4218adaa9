// The surface probe runs in the browser's dataset worker too (manifest.json): with the train set
// generated, the Dataset view's manifest — its audit, the probe's figures and the words for its
// strongest features, where it places each error kind — is byte-identical to Node's, and the audit
// panel shows Node's figures.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { datasetFiles, generateDataset, sha256Hex } from '../../src/core/dataset/index.ts';
import { missSourceText, probeMissSources, probeQ3Interval, type Audit } from '../../src/core/audit/index.ts';
import { pValue } from '../../src/core/report/index.ts';
import { CAN_RUN_E2E, SHOTS, launchApp, type App } from './browser.ts';

describe.skipIf(!CAN_RUN_E2E)('surface probe in the browser (e2e, headless Chromium)', () => {
  let app: App;
  beforeAll(async () => {
    app = await launchApp();
  }, 60_000);
  afterAll(async () => {
    await app?.close();
  });

  it('with the train set, the Dataset view writes Node\'s manifest.json byte for byte, probe included', async () => {
    const { page, server } = app;
    await page.goto(`${server.url}/#/dataset`);
    await page.getByRole('button', { name: 'Generate' }).waitFor();
    await page.getByLabel('Also generate the train set', { exact: false }).check();
    await page.getByRole('button', { name: 'Generate' }).click();
    // After the samples, the audit (seconds with a train set) is said as such, not as a bar held at 100%.
    await page.getByText('Auditing the test sets for shortcuts').waitFor({ timeout: 240_000 });
    expect(await page.getByText('the shortcut audit and the surface probe, fitted on the train set…').count()).toBe(1);
    await page.getByRole('heading', { name: 'Samples' }).waitFor({ timeout: 240_000 });
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: /^manifest\.json/ }).click()]);
    const browserText = readFileSync(await download.path(), 'utf8');
    const nodeText = datasetFiles(generateDataset({ seed: 1 }))['manifest.json']!;
    const probe = (t: string) => (JSON.parse(t) as { audit: { sets: Record<string, { probe: { q1: { accuracy: number } } }> } }).audit.sets['test-canonical']!.probe;
    expect(probe(browserText).q1.accuracy).toBeGreaterThan(0);
    expect(sha256Hex(browserText)).toBe(sha256Hex(nodeText));
    const audit = page.getByRole('region', { name: 'Shortcut audit' });
    const q1 = `${(100 * probe(nodeText).q1.accuracy).toFixed(1)}%`;
    expect(await audit.getByRole('row', { name: /^Q1 / }).textContent()).toContain(q1);
    // The interval of the probe's Q3 on erroneous samples, from Node's manifest.
    const set = (JSON.parse(nodeText) as { audit: Audit }).audit.sets['test-canonical'];
    const ci = probeQ3Interval(set.probe!, set.erroneous)!;
    expect(await audit.getByRole('row', { name: /^Q3 on erroneous: 95% interval/ }).textContent()).toContain(`${(100 * ci.low).toFixed(1)}%–${(100 * ci.high).toFixed(1)}%`);
    // Audit 7: the form lookup, as Node computed it (the manifest is the one the browser wrote).
    const form = set.q3_erroneous;
    expect(await audit.getByRole('row', { name: /^Q3 on erroneous: forms of the lines/ }).textContent()).toContain(`${(100 * form.form_lookup!).toFixed(1)}% (form met in the fit: ${(100 * form.form_lookup_seen!).toFixed(1)}%)`);
    // Audit 13: where no cue names the error's line, the layout lookup beside the probe and the most common index.
    const u = set.probe!.q3_unnamed!;
    const pc = (x: number | null | undefined) => `${(100 * x!).toFixed(1)}%`;
    expect(u.layout).toBeGreaterThan(0);
    expect(await audit.getByRole('row', { name: /^Q3 where no cue names the error's line/ }).textContent()).toContain(`${u.erroneous}: ${pc(u.accuracy)} (${pc(u.always_most_common)}; ${pc(u.layout)})`);
    // Audit 14: the probe against the layout lookup there, Node's p as the reports print it.
    expect(u.layout_p).toBeGreaterThan(0);
    expect(await audit.getByRole('row', { name: /^Probe against the layout lookup there/ }).textContent()).toContain(pValue(u.layout_p!));
    // Audit 16: the probe's Q1 and Q2 where no named cue shows, beside the majority there, and the two p's.
    const v = set.probe!.q12_unshown!;
    expect(v.samples).toBeGreaterThan(0);
    expect(await audit.getByRole('row', { name: /^Where no named cue shows, Q1/ }).textContent()).toContain(`${v.samples}: ${pc(v.q1.accuracy)} (${pc(v.q1.majority)}) / ${pc(v.q2.accuracy)} (${pc(v.q2.majority)})`);
    expect(await audit.getByRole('row', { name: /^Probe against the majority there/ }).textContent()).toContain(`${pValue(v.q1.majority_p!)} / ${pValue(v.q2.majority_p!)}`);
    // Each missed bar read where no named cue reaches, Node's words (linear seed 1 misses Q3 on its canonical set).
    const sources = probeMissSources(set.probe!);
    expect(sources.length).toBeGreaterThan(0);
    expect(await audit.getByRole('row', { name: /^A missed bar read where no named cue reaches/ }).textContent()).toContain(sources.map(missSourceText).join('; '));
    // The per-kind placement table shows Node's figures too (its first row: the largest kind).
    type Kinds = { audit: { sets: Record<string, { probe: { by_kind: { kind: string; trace_type: string; samples: number; placed: number }[] } }> } };
    const first = (JSON.parse(nodeText) as Kinds).audit.sets['test-canonical']!.probe.by_kind[0]!;
    await audit.getByText('Where the probe places each error kind, test-canonical').click();
    const row = audit.getByRole('table', { name: /^Erroneous test-canonical samples by injected error kind/ }).getByRole('row').nth(1);
    expect((await row.textContent())!.replace(/\s+/g, ' ')).toContain(`${first.kind}${first.trace_type}${first.samples}${(100 * first.placed).toFixed(1)}%`);
    // Audit 8: where the named cues place first errors together, beside the probe, as Node computed it.
    const together = (JSON.parse(nodeText) as { audit: Audit }).audit.known_cues_together!['test-canonical'].q3_erroneous.accuracy!;
    expect(await audit.getByTestId('cues-together').textContent()).toContain(`test-canonical ${(100 * together).toFixed(1)}% of erroneous samples`);
    // Audit 11: and how they answer Q1 together, beside the majority answer.
    const q1Together = (JSON.parse(nodeText) as { audit: Audit }).audit.known_cues_together!['test-perturbed'].q1!;
    expect(await audit.getByTestId('cues-together').textContent()).toContain(`Q1 answered from where they show and whether a revert shows ${(100 * q1Together.accuracy!).toFixed(1)}% (majority ${(100 * q1Together.majority!).toFixed(1)}%`);
    // The known cues: a row for each cue some sample shows, with Node's share; the others named in one line.
    const cues = (JSON.parse(nodeText) as { audit: Audit }).audit.known_cues!;
    const shows = (c: (typeof cues)[number]) => Object.values(c.figures).some((f) => f.trace_types.T1 + f.trace_types.T2 + f.trace_types.T3 > 0);
    const table = audit.getByRole('table', { name: /^Each cue that shows in this dataset/ });
    expect(await table.locator('tbody tr').count()).toBe(cues.filter(shows).length);
    const top = cues.find(shows)!;
    const topRow = table.locator('tbody tr').first();
    expect(await topRow.textContent()).toContain(top.cue);
    expect(await topRow.textContent()).toContain(`${(100 * top.figures['test-perturbed'].shown_by!).toFixed(1)}%`);
    expect(await topRow.getByText(top.why).isVisible()).toBe(false); // the why waits behind its disclosure
    await topRow.getByText('Why it stays').click();
    expect(await topRow.getByText(top.why).isVisible()).toBe(true);
    const unshown = cues.filter((c) => !shows(c)).map((c) => c.id);
    expect(unshown.length).toBeGreaterThan(0); // linear data shows none of the other domains' slips
    expect(await audit.getByTestId('cues-unshown').textContent()).toContain(unshown.join(', '));
    await audit.screenshot({ path: join(SHOTS, 'audit-probe.png') });
    expect(app.problems).toEqual([]);
  }, 300_000);
});
