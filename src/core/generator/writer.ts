// Writes a trace step by step and injects at most one error where asked. A step offers
// its erroneous variants by kind; later steps are computed from whatever state the
// written step left, so an error propagates (later steps correctly solve the wrong equation).
import type { ErrorKind, InjectedError, TraceType } from '../dataset/types.ts';

/** Where in a trace a step sits; which error kinds a trace type may use depends on it. */
export type Phase = 'linear' | 'algebra' | 'candidates' | 'check';

export interface Written<T> {
  text: string;
  next: T;
}

export type Variants<T> = Partial<Record<ErrorKind, () => Written<T> | null>>;

export interface InjectionPoint {
  step: number;
  kind: ErrorKind;
  phase: Phase;
}

/**
 * Thrown when an asked-for injection (or a detour) cannot be made here; the caller picks
 * another. Not an Error: it is control flow, thrown often, and needs no stack trace.
 */
export class Impossible {
  constructor(readonly reason: string) {}
}

export class Writer {
  readonly steps: string[] = [];
  readonly points: InjectionPoint[] = [];
  injected: InjectedError | null = null;

  constructor(
    readonly traceType: TraceType,
    private readonly inject: InjectionPoint | null,
  ) {}

  /** Writes a statement with no alternatives (step 0, or a display-only step). */
  plain(text: string): void {
    this.steps.push(text);
  }

  step<T>(phase: Phase, correct: () => Written<T>, variants: Variants<T> = {}): T {
    const index = this.steps.length;
    for (const kind of Object.keys(variants) as ErrorKind[]) this.points.push({ step: index, kind, phase });
    if (this.inject && this.inject.step === index) {
      const made = variants[this.inject.kind]?.() ?? null;
      if (!made) throw new Impossible(`${this.inject.kind} is not possible at step ${index}`);
      this.injected = { kind: this.inject.kind, step: index };
      this.steps.push(made.text);
      return made.next;
    }
    const c = correct();
    this.steps.push(c.text);
    return c.next;
  }
}
