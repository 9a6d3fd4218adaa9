import type { Answer, ParsedResponse } from '../../src/core/protocol/index.ts';

export const ok = (q1: boolean, q2: boolean, q3: number): ParsedResponse => ({ ok: true, answer: { q1, q2, q3 }, path: 'whole' });
export const bad: ParsedResponse = { ok: false, error: { code: 'no_json', message: 'x' }, path: 'none' };
export const okAnswer = (a: Answer): ParsedResponse => ({ ok: true, answer: a, path: 'whole' });
