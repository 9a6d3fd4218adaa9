// A step's judgement as the checker's passes build it: its kind, the code of its error (null where
// valid) and the reason shown.
import type { InvalidCode, StepKind } from './types.ts';

export type Judgement = { kind: StepKind; code: InvalidCode | null; reason: string };

export const valid = (kind: StepKind, reason: string): Judgement => ({ kind, code: null, reason });
export const invalid = (code: InvalidCode, reason: string): Judgement => ({ kind: 'invalid', code, reason });
