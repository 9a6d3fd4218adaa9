import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeRunMetrics, wilson } from '../../src/core/metrics/index.ts';
import { REFERENCE_ROWS } from '../../src/core/reference/index.ts';
import { escapeHtml, htmlReport, percent, reportInput, REPORT_CSP, type LoadedRun } from '../../src/core/report/index.ts';
import { bound } from '../../src/core/report/html-cells.ts';
import type { RunLog } from '../../src/core/run/log.ts';
import { RUN_A, record } from '../metrics/fixture.ts';
import { FIXTURE_SAMPLES, FULL, OTHER, cell, log, skeleton } from './html-fixture.ts';

const BASE_ROWS = REFERENCE_ROWS.filter((r) => r.variant === 'base');
const OPTIONS = { reference: BASE_ROWS, generated_at: '2026-02-03T04:05:06.000Z', app_version: '9.9.9' };

function report(logs: RunLog[], reference = BASE_ROWS): string {
  const loaded: LoadedRun[] = logs.map((l) => ({ log: l, samples: FIXTURE_SAMPLES }));
  return htmlReport(reportInput(loaded, { ...OPTIONS, reference }));
}

describe('html report: the numbers are the metrics', () => {
  const doc = report([log(FULL)]);
  const m = computeRunMetrics(FULL, FIXTURE_SAMPLES);

  it('hand-scored cells: percentage over its Wilson interval, k of n in the title', () => {
    expect(cell(doc, 'run0/canonical/q1/overall')).toBe('100.00 51.0–100'); // 4/4: 4 / (4 + z²)
    expect(cell(doc, 'run0/canonical/q2/overall')).toBe('50.00 15.0–85.0'); // 2/4
    expect(cell(doc, 'run0/canonical/q2/T1')).toBe('50.00 9.5–90.5'); // 1/2
    expect(cell(doc, 'run0/perturbed/q1/overall')).toBe('66.67 30.0–90.3'); // 4/6
    expect(cell(doc, 'run0/perturbed/q3/overall')).toBe('16.67 3.0–56.4'); // 1/6
    expect(doc).toMatch(/data-cell="run0\/perturbed\/q3\/overall" title="1 of 6"/);
  });

  it('every accuracy cell of every set and family equals computeRunMetrics', () => {
    let checked = 0;
    for (const set of ['canonical', 'perturbed'] as const) {
      const s = m.sets[set]!;
      const tables = [[set, s.accuracy] as const, ...Object.entries(s.families).map(([f, t]) => [f, t] as const)];
      for (const [key, table] of tables) {
        for (const q of ['q1', 'q2', 'q3'] as const) {
          for (const c of ['overall', 'T1', 'T2', 'T3'] as const) {
            const r = table[q][c];
            const ci = wilson(r.k, r.n);
            const want = r.rate === null ? '–' : `${(r.k / r.n * 100).toFixed(2)} ${bound(ci!.low)}–${bound(ci!.high)}`;
            expect(cell(doc, `run0/${key}/${q}/${c}`), `${key} ${q} ${c}`).toBe(want);
            checked++;
          }
        }
      }
    }
    expect(checked).toBe(12 * (2 + 4)); // two sets, four families in the fixture
  });

  it('false rejection, false acceptance and flip rate', () => {
    expect(cell(doc, 'run0/canonical/frr')).toBe('50.00 9.5–90.5'); // c2 of c1, c2
    expect(cell(doc, 'run0/perturbed/frr')).toBe('66.67 20.8–93.9'); // p1a, p2a of three T1
    expect(cell(doc, 'run0/perturbed/fa-T2')).toBe('50.00 9.5–90.5'); // p3a said "all valid"
    expect(cell(doc, 'run0/flip/pairs')).toBe('4');
    expect(cell(doc, 'run0/flip/q2')).toBe(`75.00 ${bound(wilson(3, 4)!.low)}–${bound(wilson(3, 4)!.high)}`); // p1, p3 lost, p4 gained
    expect(cell(doc, 'run0/flip/q2/lost')).toMatch(/^50\.00 /);
    expect(cell(doc, 'run0/flip/q1')).toMatch(/^50\.00 /);
    expect(percent(m.flips!.q2.flips.rate)).toBe('75.00');
  });

  it("the paper's rows beside: published values and the false rejection they imply", () => {
    expect(cell(doc, 'paper0/canonical/q1/overall')).toBe('96.48'); // Phi-4-Reasoning base
    expect(doc).toContain('GPT-OSS 20B base (paper)');
    expect(doc).toContain('>75.56<'); // GPT-OSS 20B perturbed: 100 − 24.44
    expect(doc).toContain('>85.28<'); // Phi-4-Reasoning perturbed: 100 − 14.72
    expect(doc).toContain('>83.89<'); // Qwen3-14B perturbed: 100 − 16.11
    expect(report([log(FULL)], [])).not.toContain('(paper)');
  });

  it('an inline SVG chart with the bars of both sets and the paper panel', () => {
    expect(doc.match(/<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 320 270"[^>]* role="img" aria-labelledby="fig-\d-title fig-\d-desc"/g)).toHaveLength(2);
    const desc = (i: number) => new RegExp(`<desc id="fig-${i}-desc">([^<]*)</desc>`).exec(doc)?.[1] ?? '';
    expect(desc(0)).toBe('qwen3:14b (10 samples): Q1 canonical 100.0%, perturbed 66.7%; Q2 canonical 50.0%, perturbed 50.0%; Q3 canonical 50.0%, perturbed 16.7%');
    expect(desc(1)).toContain('Phi-4-Reasoning base (published in the paper): Q1 canonical 96.5%, perturbed 67.9%');
    expect(desc(1)).toContain('Q3 canonical 95.9%, perturbed 19.8%');
    // Bars: height proportional to the value; the 50% Q2 bar spans half the 160-unit plot.
    expect(doc).toMatch(/<rect x="[\d.]+" y="160.0" width="30" height="80.0" fill="#1f5fa8"/);
  });

  it('provenance and the run name and note', () => {
    const named = report([log(FULL, { name: 'Qwen3 14B, lab PC', note: 'line one\nline two' })]);
    expect(named).toContain('<title>stepbench report: Qwen3 14B, lab PC</title>');
    expect(named).toContain('<p class="note"><strong>Qwen3 14B, lab PC:</strong> line one\nline two</p>');
    for (const text of ['qwen3:14b', 'http://127.0.0.1:11434/v1', 'stepbench-v1', 'generated, seed 1', '1.0.0', 'stepbench-cli node/20', '0.1.0', '2026-01-02 03:04:05 UTC', 'Written 2026-02-03 04:05:06 UTC by stepbench 9.9.9']) {
      expect(named).toContain(text);
    }
    const withSecrets = report([log(FULL, { spec: { ...log(FULL).spec, engine: { kind: 'openai', model: 'm', base_url: 'https://user:secret1@example.org/v1?api_key=secret2&x=1' } } })]);
    expect(withSecrets).not.toMatch(/secret/);
    expect(withSecrets).toContain('https://…@example.org/v1?api_key=…&amp;x=1');
  });

  it('is deterministic', () => {
    expect(report([log(FULL)])).toBe(doc);
  });
});

describe('html report: self-contained', () => {
  const doc = report([log(FULL, { name: 'x' }), log(OTHER, { id: 'run-2' })]);
  it('a strict CSP, no script, nothing that loads', () => {
    expect(REPORT_CSP).toBe("default-src 'none'; style-src 'unsafe-inline'; img-src data:");
    expect(doc).toContain(`<meta http-equiv="Content-Security-Policy" content="default-src &#39;none&#39;; style-src &#39;unsafe-inline&#39;; img-src data:">`);
    expect(doc).not.toMatch(/<script|<link|<img|<iframe|<object|\bsrc=|\bhref=|@import|@font-face/i);
    expect(doc.match(/url\([^)]*\)/g)?.every((u) => /^url\(#hatch-\d+\)$/.test(u))).toBe(true);
  });
});

describe('html report: incomplete runs say so first', () => {
  it('a failed run: status, stop reason and "N of M scored" before any number', () => {
    const failed = log(FULL.slice(0, 6), { status: 'failed', stop_reason: 'device lost (GPU reset)', stop_hint: 'reload & resume', spec: { ...log(FULL).spec, limit: 8 } });
    const doc = report([failed]);
    const banner = doc.indexOf('class="banner"');
    expect(banner).toBeGreaterThan(0);
    expect(banner).toBeLessThan(doc.indexOf('<table'));
    expect(banner).toBeLessThan(doc.indexOf('<svg'));
    expect(doc).toContain('Incomplete run: qwen3:14b');
    expect(doc).toContain('Status: <strong>failed</strong>');
    expect(doc).toContain('6 of 8 selected samples scored');
    expect(doc).toContain('Stopped because: <strong>device lost (GPU reset)</strong>');
    expect(doc).toContain('What to try: reload &amp; resume');
    expect(doc).toContain('<title>stepbench report: qwen3:14b (incomplete)</title>');
    expect(doc).toContain('<span class="badge">failed · 6 of 8 scored</span>');
  });

  it('"complete" with unscored samples is still incomplete; a full run has no banner', () => {
    const partial = report([log(RUN_A)]); // p6a an engine error, zzz unknown: 9 of 10
    expect(partial).toContain('9 of 10 selected samples scored; 1 engine error (not scored); 1 record for samples not in the data (not scored)');
    expect(partial).toContain('class="banner"');
    expect(report([log(FULL)])).not.toContain('class="banner"');
  });

  it('a run whose samples are unknown says why it has no numbers', () => {
    const doc = htmlReport(reportInput([{ log: log(FULL, { status: 'cancelled' }), samples: null, error: 'samples read from files' }], OPTIONS));
    expect(doc).toContain('No numbers for this run: samples read from files.');
    expect(doc).toContain('No sample was scored');
    expect(doc).not.toContain('aria-label="Accuracy table"');
    expect(doc).not.toContain('<svg');
  });
});

describe('html report: a comparison', () => {
  it('pairs runs on the same data with McNemar p, says why not otherwise', () => {
    const doc = report([log(FULL), log(OTHER, { id: 'run-2' }), log(FULL, { id: 'run-3', spec: { ...log(FULL).spec, dataset: { ...log(FULL).spec.dataset, content_hash: 'other' } } })]);
    expect(doc).toContain('<h3>A: qwen3:14b vs B: qwen3:14b</h3>');
    // canonical Q2: A right on c1, c3; B also on c2 → 50.00 vs 75.00, −25 points, p = 1.
    expect(doc).toMatch(/<td class="label">canonical<\/td><td class="label">Q2<\/td><td class="num">4<\/td><td class="num">2<\/td><td class="num">0<\/td><td class="num">1<\/td><td class="num">1<\/td><td class="num">50.00<\/td><td class="num">75.00<\/td><td class="num">-25.00<\/td><td class="num">1.0000<\/td>/);
    expect(doc).toContain('A: qwen3:14b vs C: qwen3:14b</h3><p>No paired comparison: the two runs used different data');
    expect(doc).toContain('<title>stepbench comparison: A: qwen3:14b, B: qwen3:14b, C: qwen3:14b</title>');
    // The paired table has no hard-subset columns, so its caption does not explain them.
    expect(doc).toContain('exact McNemar p on the discordant samples</p>');
    expect(doc).not.toContain('Probe wrong');
  });
});

/** Strings rich in the characters that matter: markup, entities, controls, and any code unit. */
const hostile = (maxLength: number) =>
  fc.string({ maxLength, unit: fc.oneof(fc.constantFrom('<', '>', '"', "'", '&', '=', '/', ' ', '\u0000', '\u001b', '\u0085', '\r'), fc.string({ unit: 'binary', minLength: 1, maxLength: 1 })) });

describe('html escaping', () => {
  it('escapes the five characters and neutralises control characters', () => {
    expect(escapeHtml(`<a href="x" title='y'>&amp;</a>`)).toBe('&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;amp;&lt;/a&gt;');
    expect(escapeHtml('a\u0000b\tc\nd\u001be')).toBe('a\uFFFDb\tc\nd\uFFFDe');
  });

  it('fuzz: escaped text has no markup character and decodes back', () => {
    const decode = (s: string) => s.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&amp;/g, '&');
    fc.assert(
      fc.property(hostile(300), (s) => {
        const e = escapeHtml(s);
        expect(e).not.toMatch(/[<>"']/);
        expect(e.replace(/&(amp|lt|gt|quot|#39);/g, '')).not.toContain('&');
        // eslint-disable-next-line no-control-regex -- the controls escapeHtml replaces
        expect(decode(e)).toBe(s.replace(/[\u0000-\u0008\u000B\u000E-\u001F\u007F-\u009F]/g, '\uFFFD'));
      }),
      { numRuns: 500 },
    );
  });

  it('hostile run files: names, notes, model ids, URLs and stop reasons stay text', () => {
    const evil = '"><script>alert(1)</script><img src=x onerror=alert(1)>';
    const l = log(FULL, {
      name: evil,
      note: `</p><iframe src="https://x">${evil}`,
      stop_reason: `</strong>${evil}`,
      stop_hint: evil,
      status: 'failed',
      spec: { ...log(FULL).spec, engine: { kind: 'openai', model: `</title>${evil}`, base_url: `javascript:${evil}`, details: { [`k${evil}`]: evil } } },
      provenance: { app_version: evil, webllm_version: evil, gpu_adapter: evil, user_agent: evil },
    });
    const doc = report([l, log(FULL, { id: 'b', name: evil })]);
    expect(doc).not.toMatch(/<script|<img|<iframe/i);
    expect(doc).toContain('&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;&lt;img src=x onerror=alert(1)&gt;');
    expect(doc.slice(0, doc.indexOf('</head>')).match(/<\/title>/g)).toHaveLength(1);
    const tags = skeleton(doc);
    expect(tags.filter((t) => /^\/?(script|img|iframe) /.test(t) || /\bonerror\b|\bsrc\b/.test(t))).toEqual([]);
  });

  it('fuzz: arbitrary strings from a run file never add a tag or break an attribute', () => {
    const text = fc.oneof(hostile(60), fc.constantFrom('</style>', '<!--', ']]>', '"onload="x', '</title><script>'));
    // The same string with every non-space character replaced: the same structure, no markup.
    const twin = (s: string) => s.replace(/\S/g, 'a');
    const build = (f: (s: string) => string, v: { name: string; note: string; model: string; url: string; stop: string; ua: string; id: string }) =>
      report([
        log(FULL.slice(0, 7), {
          id: f(v.id),
          name: f(v.name),
          note: f(v.note),
          status: 'failed',
          stop_reason: f(v.stop),
          stop_hint: f(v.note),
          spec: { ...log(FULL).spec, engine: { kind: 'openai', model: f(v.model), base_url: f(v.url), details: { gpu: f(v.ua) } } },
          provenance: { app_version: f(v.ua), webllm_version: f(v.ua), gpu_adapter: f(v.ua), user_agent: f(v.ua) },
        }),
        log(FULL, { id: f(v.id) + '2', name: f(v.model) }),
      ]);
    fc.assert(
      fc.property(fc.record({ name: text, note: text, model: text, url: text, stop: text, ua: text, id: text }), (v) => {
        expect(skeleton(build((s) => s, v))).toEqual(skeleton(build(twin, v)));
      }),
      { numRuns: 60 },
    );
  });
});

describe('html report: a run whose answers could not be read says so first', () => {
  const GARBAGE = FULL.map((r) => {
    const base = record(r.sample_id, r.gold, null);
    return { ...base, attempts: base.attempts.map((a) => ({ ...a, text: '<b>Looks</b> fine & right!' })) };
  });

  it('a banner before any number with the count, the most common raw answer (escaped) and what to try; a badge in every row', () => {
    const doc = report([log(GARBAGE, { name: 'garbage' })]);
    const banner = doc.indexOf('Unreadable answers: garbage');
    expect(banner).toBeGreaterThan(0);
    expect(banner).toBeLessThan(doc.indexOf('<table'));
    expect(banner).toBeLessThan(doc.indexOf('<svg'));
    expect(doc).toContain('<strong>10 of 10 answers could not be read as the JSON the prompt asks for</strong>');
    expect(doc).toContain('The most common answer (10 of 10): &quot;&lt;b&gt;Looks&lt;/b&gt; fine &amp; right!&quot;');
    expect(doc).not.toContain('<b>Looks');
    expect(doc).toContain('answer format, not the judgement');
    const badges = doc.match(/<span class="badge">10 of 10 answers unreadable<\/span>/g) ?? [];
    expect(badges.length).toBeGreaterThan(3);
    expect(() => skeleton(doc)).not.toThrow();
  });

  it('a normal run (one unreadable answer in ten) and a comparison name only the unreadable run', () => {
    expect(report([log(FULL)])).not.toMatch(/unreadable/i);
    const both = report([log(FULL, { name: 'fine' }), log(GARBAGE, { id: 'run-2', name: 'garbage' })]);
    expect(both).toContain('Unreadable answers: garbage');
    expect(both).not.toContain('Unreadable answers: fine');
  });
});
