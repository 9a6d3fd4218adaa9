// Teacher notation in the Check view (built app, headless Chromium): every numbering the
// trace language accepts is judged valid on a correct solution and invalid at the right step
// on a wrong one, each line shown with the user's own label; the headline and the explanation
// agree when there is no final answer; a malformed #/check?trace= link says it is malformed.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAN_RUN_E2E, SHOTS, launchApp, type App } from './browser.ts';

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** axe-core's serious and critical violations on the page, as "rule: target" strings. */
async function seriousViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: AXE_SOURCE });
  return (await page.evaluate(async () => {
    type V = { id: string; impact: string | null; nodes: { target: unknown[] }[] };
    const w = window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<{ violations: V[] }> } };
    const r = await w.axe.run(document, { resultTypes: ['violations'] });
    return r.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${JSON.stringify(v.nodes.map((n) => n.target))}`);
  })) as string[];
}

const CORRECT = ['3x + 5 = 2x - 7', 'x + 5 = -7', 'x = -12'];
const WRONG = ['3x + 5 = 2x - 7', '3x = 2x - 2', 'x = -2'];

interface Form {
  name: string;
  /** How line i is written (the statement follows). */
  write: (i: number) => string;
  /** The one name of step i, wherever the view says it: the trace's own label, else "Step i". */
  label: (i: number) => string;
  /** Whether the label's number differs from the 0-based Q3. */
  shifted: boolean;
}

const FORMS: Form[] = [
  { name: 'no numbers', write: () => '', label: (i) => `Step ${i}`, shifted: false },
  { name: 'Step 0:', write: (i) => `Step ${i}: `, label: (i) => `Step ${i}`, shifted: false },
  { name: 'Step 1:', write: (i) => `Step ${i + 1}: `, label: (i) => `Step ${i + 1}`, shifted: true },
  { name: '1)', write: (i) => `${i + 1}) `, label: (i) => `${i + 1})`, shifted: true },
  { name: '1.', write: (i) => `${i + 1}. `, label: (i) => `${i + 1}.`, shifted: true },
  { name: '(1)', write: (i) => `(${i + 1}) `, label: (i) => `(${i + 1})`, shifted: true },
  // Notes apps and transcripts (round 69 B): named "Step N" in sentences, where "N:" reads badly.
  { name: '1:', write: (i) => `${i + 1}: `, label: (i) => `Step ${i + 1}`, shifted: true },
];

/** The name at the start of a sentence: "Step 2)", "Step (2)", "Step 2". */
const opening = (label: string) => (label.startsWith('Step ') ? label : `Step ${label}`);

// Arrows on the last line, x=-12 spacing, NBSP and CRLF ride along with every form.
function written(steps: string[], form: Form): string {
  return steps
    .map((s, i) => `${form.write(i)}${i === steps.length - 1 ? '=> ' : ''}${i === steps.length - 1 ? s.replace(/ /g, '') : s.replace(' + ', '\u00a0+ ')}`)
    .join('\r\n');
}

describe.skipIf(!CAN_RUN_E2E)('teacher notation in the Check view (e2e, headless Chromium)', () => {
  let app: App;
  let page: Page;

  beforeAll(async () => {
    app = await launchApp({ bypassCSP: true }); // axe-core needs new Function
    page = app.page;
    await page.goto(`${app.server.url}/#/check`);
    await page.getByLabel('Worked solution').waitFor();
  }, 60_000);

  afterAll(async () => {
    await app?.close();
  });

  const verdict = () => page.locator('.report [role=status]').textContent();
  const labels = () => page.getByRole('list', { name: 'Steps and verdicts' }).locator('li .index').allTextContents();
  const typeTrace = (text: string) => page.getByLabel('Worked solution').fill(text);

  for (const form of FORMS) {
    it(`${form.name}: valid on a correct solution, invalid at the right step on a wrong one, in the user's numbering`, async () => {
      await typeTrace(written(CORRECT, form));
      await expect.poll(verdict).toBe('All 3 steps are valid; the final answer is correct.');
      expect(await labels()).toEqual([0, 1, 2].map(form.label));

      await typeTrace(written(WRONG, form));
      // One name for the step in the headline, the step list, the Q3 card and the explanation.
      await expect.poll(verdict).toBe(`${opening(form.label(1))} is the first invalid step; the final answer is wrong.`);
      expect(await labels()).toEqual([0, 1, 2].map(form.label));
      expect(await page.locator('li.first .index').textContent()).toBe(form.label(1));
      const q3 = (await page.getByText('Q3 · first invalid step').locator('..').textContent()) ?? '';
      expect(q3).toContain(form.label(1));
      expect(q3.includes('Q3 = 1, counting from 0')).toBe(form.shifted);
      expect(await page.locator('.explanation').textContent()).toMatch(new RegExp(`^${opening(form.label(1)).replace(/[().]/g, '\\$&')} is the first invalid step`));
    });
  }

  it('a heading above the problem ("Solve:") is passed over, the steps keep their lines', async () => {
    await typeTrace('Solve:\n3x + 5 = 2x - 7\nx + 5 = -7\nx = -12');
    await expect.poll(verdict).toBe('All 3 steps are valid; the final answer is correct.');
    expect(await labels()).toEqual(['Step 0', 'Step 1', 'Step 2']);
    await page.screenshot({ path: join(SHOTS, 'check-heading.png'), fullPage: true });
  });

  it('the problem and work on line 1: the first invalid step named with its line, Q3 not judged and why (round 73 A)', async () => {
    await typeTrace('Solve 3x + 2 = 14: 3x = 12\nx = 3');
    await expect.poll(verdict).toBe('Step 2 (line 2) is the first invalid step; the final answer is wrong.');
    const q3 = (await page.getByText('Q3 · first invalid step').locator('..').textContent()) ?? '';
    expect(q3).toContain('not judged');
    expect(q3).toContain('counted by line or by statement');
    // Q1 and Q2 stay judged.
    expect((await page.getByText('Q2 · every step valid?').locator('..').textContent()) ?? '').not.toContain('not judged');
    expect(await page.locator('.explanation').textContent()).toContain('Its index is not claimed');
    await page.screenshot({ path: join(SHOTS, 'check-line-one.png'), fullPage: true });
  });

  it('the issue\'s "1) 3x + 5 = 2x - 7 …" without a final answer: headline and explanation agree', async () => {
    await typeTrace('1) 3x + 5 = 2x - 7\n2) x + 5 = -7');
    await expect.poll(verdict).toBe('Step 2) is the first invalid step; there is no final answer.');
    expect(await page.locator('.explanation').textContent()).toMatch(/There is no final answer\.$/);
    expect(await page.locator('.report').textContent()).not.toMatch(/final answer is wrong/);
    await page.screenshot({ path: join(SHOTS, 'check-notation.png'), fullPage: true });
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('x² pasted from a word processor and roots listed with a comma: right work is right, and the step says how it was read', async () => {
    await typeTrace('x² − 5x + 6 = 0\n(x − 2)(x − 3) = 0\nx − 2 = 0, x − 3 = 0\nx = 2, x = 3');
    await expect.poll(verdict).toBe('All 4 steps are valid; the final answer is correct.');
    const steps = (await page.getByRole('list', { name: 'Steps and verdicts' }).textContent()) ?? '';
    expect(steps).toContain('read as the list x - 2 = 0 or x - 3 = 0');
    expect(await page.locator('.explanation').textContent()).toContain('The final answer x = 2 or x = 3 is exactly the solution set');
    await page.screenshot({ path: join(SHOTS, 'check-list.png'), fullPage: true });
  });

  it('a system solved line by line: each derived equation "follows", the answer is read over the last lines or as a point', async () => {
    await typeTrace('x + y = 5\nx - y = 1\n2x = 6\nx = 3\n3 + y = 5\ny = 2');
    await expect.poll(verdict).toBe('All 6 steps are valid; the final answer is correct.');
    const steps = page.getByRole('list', { name: 'Steps and verdicts' });
    expect(await steps.getByText('follows', { exact: true }).count()).toBe(4);
    expect(await page.locator('.explanation').textContent()).toContain('The final answer, step 3 read with step 5, (x, y) = (3, 2) is exactly the solution set');
    await typeTrace('x + y = 5\nx - y = 1\n2x = 6\nx = 3\ny = 2\n{(3, 2)}');
    await expect.poll(verdict).toBe('All 6 steps are valid; the final answer is correct.');
    await typeTrace('x + y = 5\nx - y = 1\n2x = 6\nx = 3\ny = 2\n(2, 3)');
    await expect.poll(verdict).toBe('Step 5 is the first invalid step; the final answer is wrong.');
    await typeTrace('x + y = 5\nx - y = 1\n2x = 7\nx = 7/2\n7/2 + y = 5\ny = 3/2');
    await expect.poll(verdict).toBe('Step 2 is the first invalid step; the final answer is wrong.');
    await page.screenshot({ path: join(SHOTS, 'check-system-work.png'), fullPage: true });
  });

  it('a discriminant on its own line is an aside: shown as such, checked against the equation before it', async () => {
    await typeTrace('x² - 5x + 6 = 0\nD = (-5)² - 4·1·6 = 1\nx = (5 ± 1)/2\nx = 3 or x = 2');
    await expect.poll(verdict).toBe('All 4 steps are valid; the final answer is correct.');
    const steps = page.getByRole('list', { name: 'Steps and verdicts' });
    expect(await steps.getByText('aside', { exact: true }).count()).toBe(1);
    await page.screenshot({ path: join(SHOTS, 'check-discriminant.png'), fullPage: true });
    await typeTrace('x² - 5x + 6 = 0\nD = 25 + 24 = 49\nx = (5 ± 7)/2\nx = 6 or x = -1');
    await expect.poll(verdict).toBe('Step 1 is the first invalid step; the final answer is wrong.');
    expect(await steps.textContent()).toContain('the discriminant of the equation above is 1, not 49');
  });

  it('rational work as classes end it: the common denominator an aside, the rejection and the answer in one sentence; the whole work on one line shown as its steps', async () => {
    await typeTrace('(x + 1)/(x - 3) = 4/(x - 3)\nLCD: x - 3\nx + 1 = 4\nx = 3\nx = 3 is not allowed, so there is no solution');
    await expect.poll(verdict).toBe('All 5 steps are valid; the final answer is correct.');
    const steps = page.getByRole('list', { name: 'Steps and verdicts' });
    expect(await steps.getByText('aside', { exact: true }).count()).toBe(1);
    expect(await steps.textContent()).toContain('the least common denominator of the original\'s fractions');
    await page.screenshot({ path: join(SHOTS, 'check-rational-sentence.png'), fullPage: true });
    await typeTrace('3x + 2 = 11 → 3x = 9 → x = 3');
    // Two steps by statement, one line: no count is said (round 73 A).
    await expect.poll(verdict).toBe('All steps are valid; the final answer is correct.');
    const shown = await steps.locator('li').allTextContents();
    expect(shown[0]).toContain('3x + 2 = 11');
    expect(shown[0]).not.toContain('→');
    expect(shown[1]).toContain('3x = 9 → x = 3');
  });

  it('an identity solved as an exercise, answered "all real numbers", is judged like any work', async () => {
    await typeTrace('2(x + 1) = 2x + 2\n2x + 2 = 2x + 2\n0 = 0\nall real numbers');
    await expect.poll(verdict).toBe('All 4 steps are valid; the final answer is correct.');
  });

  it('answered in words, "Infinitely many solutions.", it is right and the step says how it was read; a check line that keeps the answer after it is a check', async () => {
    await typeTrace('2(x + 1) = 2x + 2\n2x + 2 = 2x + 2\n0 = 0\nInfinitely many solutions.');
    const steps = page.getByRole('list', { name: 'Steps and verdicts' });
    // Polled on the steps: the verdict is the same words as the test before's.
    await expect.poll(() => steps.textContent()).toContain('read as all real numbers: the original holds for every x');
    await expect.poll(verdict).toBe('All 4 steps are valid; the final answer is correct.');
    await page.screenshot({ path: join(SHOTS, 'check-identity-words.png'), fullPage: true });
    await typeTrace('2x + 1 = 7\n2x = 6\nx = 3\ncheck x = 3: 7 = 7, keep');
    await expect.poll(() => steps.textContent()).toContain('x = 3 satisfies the original equation: keep');
    await expect.poll(verdict).toBe('All 4 steps are valid; the final answer is correct.');
  });

  it('an equation true wherever it is defined: the identity step adds the excluded value, and an answer that leaves it out is right', async () => {
    await typeTrace('(x^2 - 1)/(x - 1) = x + 1\nx + 1 = x + 1\nall real numbers except 1');
    const steps = page.getByRole('list', { name: 'Steps and verdicts' });
    await expect.poll(() => steps.textContent()).toContain('adds x = 1, where a denominator of the original is zero');
    await expect.poll(verdict).toBe('All 3 steps are valid; the final answer is correct.');
    await page.screenshot({ path: join(SHOTS, 'check-defined-everywhere.png'), fullPage: true });
    await typeTrace('(x^2 - 1)/(x - 1) = x + 1\nx + 1 = x + 1\n(-∞, 1) ∪ (1, ∞)');
    await expect.poll(() => steps.textContent()).toContain('discards x = 1, where a denominator of the original is zero');
    await typeTrace('(x^2 - 1)/(x - 1) = x + 1\nx + 1 = x + 1\nall real numbers');
    await expect.poll(verdict).toBe('Step 2 is the first invalid step; the final answer is wrong.');
    expect(await steps.textContent()).toContain('the final answer keeps x = 1, which makes a denominator of the original equation zero');
  });

  it('after a step 0 that holds for every x (answered otherwise), the later steps show as not judged, never as invalid', async () => {
    await typeTrace('2(x + 1) = 2x + 2\n2x + 2 = 2x + 2\nx = 1');
    // No claim about the steps either: calling step 0 the first invalid step faulted the problem, not the work.
    await expect.poll(verdict).toBe('Step 0 is not a usable original: the original equation holds for every x (every number is a solution); work on it is judged only where its final answer says so ("all real numbers"); the steps are not judged, and the final answer is not judged.');
    const steps = page.getByRole('list', { name: 'Steps and verdicts' });
    expect(await steps.getByText('not judged', { exact: true }).count()).toBe(2);
    // Nor is the problem itself an invalid step: an identity is a legitimate problem the checker does not pose (round 61).
    expect(await steps.getByText('not usable as the original', { exact: true }).count()).toBe(1);
    expect(await steps.locator('li.invalid').count()).toBe(0);
  });

  it('a numbered trace fits a phone screen without sideways scrolling', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await typeTrace(['Step 1: 3x + 5 = 2x - 7', ...Array.from({ length: 11 }, (_v, i) => `Step ${i + 2}: x + 5 = -7`), 'Step 13: x = -12'].join('\n'));
    await expect.poll(verdict).toBe('All 13 steps are valid; the final answer is correct.');
    const overflow = (await page.evaluate('document.documentElement.scrollWidth - window.innerWidth')) as number;
    await page.screenshot({ path: join(SHOTS, 'check-notation-phone.png'), fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });
    expect(overflow).toBeLessThanOrEqual(0);
  });

  it('a statement broken over two lines is refused with both readings; a check worked out before its verdict is read and judged', async () => {
    await typeTrace('4x + 7 = 2x\n+ 15\n2x = 8\nx = 4');
    await expect.poll(verdict).toMatch(/^The text cannot be read as a trace: "\+ 15" could be the end of the line before, broken in two \("4x \+ 7 = 2x \+ 15"\), or a note/);
    expect(await page.locator('.caret-block .where').textContent()).toBe('line 2, column 1');
    await page.screenshot({ path: join(SHOTS, 'check-broken-line.png'), fullPage: true });
    const work = 'x - 1 = 3\n(x - 1)^2 = 9\nx^2 - 2x - 8 = 0\nx = 4 or x = -2\n';
    await typeTrace(`${work}check x = -2: -2 - 1 = -3, not 3, reject\nx = 4`);
    await expect.poll(verdict).toBe('All 6 steps are valid; the final answer is correct.');
    await typeTrace(`${work}check x = -2: -2 - 1 = -4, not 3, reject\nx = 4`);
    await expect.poll(verdict).toMatch(/^Step 4 is the first invalid step/);
    const steps = page.getByRole('list', { name: 'Steps and verdicts' });
    expect(await steps.textContent()).toContain('a check whose arithmetic is wrong: -2 - 1 = -4 is false');
    await page.screenshot({ path: join(SHOTS, 'check-worked-check.png'), fullPage: true });
    expect(app.problems).toEqual([]);
  });

  it('skipped or mixed numbering is refused naming the line, with a caret', async () => {
    await typeTrace('1) 3x + 5 = 2x - 7\n2. x + 5 = -7\n3) x = -12');
    await expect.poll(verdict).toMatch(/^The text cannot be read as a trace: /);
    expect(await page.locator('.caret-block .where').textContent()).toBe('line 2, column 1');
    await typeTrace('1) 3x + 5 = 2x - 7\n2) x + 5 = -7\n4) x = -12');
    await expect.poll(() => page.locator('.caret-block .where').textContent()).toBe('line 3, column 1');
  });

  it('a malformed #/check?trace= link says it is malformed and loads nothing', async () => {
    const kept = '2x = 4\nx = 2';
    await typeTrace(kept);
    await expect.poll(verdict).toBe('All 2 steps are valid; the final answer is correct.');
    const alert = page.getByRole('alert');
    const cases: [string, RegExp][] = [
      ['#/check?trace=2x%3D4%zz', /percent-encoding at character 7/],
      ['#/check?trace=x%20%3D%20%E0%A4', /percent-encoding/],
      [`#/check?trace=${'x%20%3D%201%0A'.repeat(11000)}`, /longer than 65536 characters/],
      [`#/check?trace=${encodeURIComponent('x = 1\u0000\u0001')}`, /not text/],
    ];
    for (const [hash, why] of cases) {
      await page.goto(`${app.server.url}/${hash}`);
      await expect.poll(() => alert.textContent()).toMatch(/This link is malformed/);
      expect(await alert.textContent()).toMatch(why);
      expect(await page.getByLabel('Worked solution').inputValue()).toBe(kept);
      await expect.poll(verdict).toBe('All 2 steps are valid; the final answer is correct.');
    }
    await page.screenshot({ path: join(SHOTS, 'check-bad-link.png'), fullPage: true });
    expect(await seriousViolations(page)).toEqual([]);
    // A good link then loads, and the notice goes.
    const shared = '(1) 2x + 1 = 5\n(2) 2x = 4\n(3) x = 2';
    await page.goto(`${app.server.url}/#/check?trace=${encodeURIComponent(shared)}`);
    await expect.poll(() => page.getByLabel('Worked solution').inputValue()).toBe(shared);
    await expect.poll(() => alert.count()).toBe(0);
    expect(await labels()).toEqual(['(1)', '(2)', '(3)']);
    expect(app.problems).toEqual([]);
  });

  it("an example's note shows only while the editor holds that example", async () => {
    await page.goto('about:blank');
    await page.goto(`${app.server.url}/#/check`); // a first visit: the T1 example is loaded
    const note = page.getByTestId('example-note');
    await expect.poll(() => note.textContent()).toBe('T1 — correct solution: Every step keeps the solution set; the answer is right.');
    await typeTrace(written(WRONG, FORMS[0]!));
    await expect.poll(verdict).toBe('Step 1 is the first invalid step; the final answer is wrong.');
    expect(await note.textContent()).not.toMatch(/answer is right|T1/);
    expect(await note.textContent()).toMatch(/your own/);
    await page.getByLabel('Start from an example').selectOption('t2');
    expect(await note.textContent()).toMatch(/your own/); // chosen, not loaded: it describes nothing on screen yet
    await page.getByRole('button', { name: 'Load example' }).click();
    await expect.poll(() => note.textContent()).toMatch(/^T2 — wrong answer: A sign error/);
    await typeTrace('');
    await expect.poll(() => note.textContent()).toBe('Choose an example and load it, or type your own solution.');
  });

  it('a candidate whose rejecting line could not be read is not said to be "never" discharged (stop 51)', async () => {
    await typeTrace('x^2/(x - 2) = 4/(x - 2)\nx^2 = 4\nx = 2 or x = -2\nx ≠ 2');
    await expect.poll(verdict).toBe('Step 3 (line 4) could not be read; the final answer is not judged.');
    const row = page.locator('table.obligations tbody tr').first();
    await expect.poll(() => row.textContent()).toContain('not by a line read (step 3 could not be read)');
    expect(await row.textContent()).not.toContain('never');
  });
});
