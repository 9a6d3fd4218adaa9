/// <reference types="svelte" />
/// <reference lib="dom" />
// CheckState with the checker in a worker: a test double of that worker (a checker whose
// replies the test releases one by one, running the real checkTraceText) stands in for it, since
// Node has no Worker. What it must hold: one check in flight at a time and the newest text next,
// never a verdict on an earlier text over the present one's, `current` only for the text as it
// is, and a checker that fails says so for that text instead of leaving an old verdict standing.
import { describe, expect, it } from 'vitest';
import { checkTraceText, type CheckTextResult } from '../../src/core/checker/index.ts';
import { CheckState } from '../../src/ui/state/check.svelte.ts';

const RIGHT = '3x + 5 = 2x - 7\nx + 5 = -7\nx = -12';
const WRONG = '3x + 5 = 2x - 7\nx + 5 = -7\nx = -2';
const OTHER = '2x = 8\nx = 4';

/** Test double of the check worker: records each text asked, replies when the test says. */
function heldChecker() {
  const asked: string[] = [];
  const open: { text: string; resolve: (r: CheckTextResult) => void; reject: (e: Error) => void }[] = [];
  const checker = (text: string) =>
    new Promise<CheckTextResult>((resolve, reject) => {
      asked.push(text);
      open.push({ text, resolve, reject });
    });
  const flush = () => new Promise((r) => setTimeout(r, 0));
  return {
    checker,
    asked,
    inFlight: () => open.length,
    async reply() {
      const call = open.shift()!;
      call.resolve(checkTraceText(call.text));
      await flush();
    },
    async fail(message: string) {
      open.shift()!.reject(new Error(message));
      await flush();
    },
  };
}

const q3 = (o: CheckTextResult | null) => (o?.ok ? o.result.q3 : null);

describe('CheckState with the checker in a worker', () => {
  it('checks the initial text, pending until the verdict arrives', async () => {
    const w = heldChecker();
    const s = new CheckState(WRONG, 0, w.checker);
    expect(w.asked).toEqual([WRONG]);
    expect(s.pending).toBe(true);
    expect(s.outcome).toBeNull();
    expect(s.current).toBeNull();
    await w.reply();
    expect(s.pending).toBe(false);
    expect(q3(s.current)).toBe(2);
    expect(s.lines).toEqual(WRONG.split('\n'));
  });

  it('keeps one check in flight and checks only the newest text after it', async () => {
    const w = heldChecker();
    const s = new CheckState(WRONG, 0, w.checker);
    s.load(OTHER);
    s.load('x = 1');
    s.load(RIGHT);
    expect(w.inFlight()).toBe(1);
    await w.reply();
    // The first verdict (on WRONG) shows while the newest text is checked, marked pending; `current` is not it.
    expect(q3(s.outcome)).toBe(2);
    expect(s.current).toBeNull();
    expect(s.pending).toBe(true);
    expect(w.asked).toEqual([WRONG, RIGHT]);
    await w.reply();
    expect(s.pending).toBe(false);
    expect(q3(s.current)).toBe(-1);
    expect(s.lines).toEqual(RIGHT.split('\n'));
  });

  it('never puts a verdict on an earlier text over the blank text that replaced it', async () => {
    const w = heldChecker();
    const s = new CheckState(WRONG, 0, w.checker);
    s.load('   ');
    expect(s.outcome).toBeNull();
    expect(s.pending).toBe(false);
    await w.reply();
    expect(s.outcome).toBeNull();
    expect(s.current).toBeNull();
    expect(w.asked).toEqual([WRONG]);
  });

  it('debounces typing into one check', async () => {
    const w = heldChecker();
    const s = new CheckState('', 5, w.checker);
    s.setText('2x');
    s.setText('2x =');
    s.setText('2x = 8');
    expect(s.pending).toBe(true);
    await new Promise((r) => setTimeout(r, 30));
    expect(w.asked).toEqual(['2x = 8']);
    await w.reply();
    expect(s.current?.ok).toBe(true);
    s.dispose();
  });

  it('says the text was not checked when the checker fails, and checks again on the next edit', async () => {
    const w = heldChecker();
    const s = new CheckState(WRONG, 0, w.checker);
    await w.reply();
    s.load(RIGHT);
    await w.fail('the worker failed to start');
    expect(s.failure).toMatch(/^the checker could not run \(the worker failed to start\)/);
    expect(s.outcome).toBeNull();
    expect(s.pending).toBe(false);
    s.load(OTHER);
    expect(s.failure).toBeNull();
    await w.reply();
    expect(s.current?.ok).toBe(true);
    expect(s.failure).toBeNull();
  });

  it('shows no failure of an earlier text: the newest is checked instead', async () => {
    const w = heldChecker();
    const s = new CheckState(WRONG, 0, w.checker);
    s.load(RIGHT);
    await w.fail('crashed');
    expect(s.failure).toBeNull();
    expect(w.asked).toEqual([WRONG, RIGHT]);
    await w.reply();
    expect(q3(s.current)).toBe(-1);
  });
});
