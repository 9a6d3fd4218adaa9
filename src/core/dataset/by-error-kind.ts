// Erroneous samples grouped by injected error kind and trace type, in one order everywhere: the
// audit's placement by kind (audit/probe.ts) and a run beside the probe (metrics/baseline.ts).
import type { InjectedError, TraceType } from './types.ts';

export interface ErrorKindGroup<T> {
  kind: string;
  trace_type: 'T2' | 'T3';
  items: T[];
}

/**
 * `items` grouped by their sample's injected error kind and trace type, largest groups first,
 * then by kind and trace type, so the order is stable. Items without an injected error, or of
 * another trace type, are left out rather than guessed at.
 */
export function groupByErrorKind<T>(items: readonly T[], of: (item: T) => { error: InjectedError | null; trace_type: TraceType }): ErrorKindGroup<T>[] {
  const groups = new Map<string, ErrorKindGroup<T>>();
  for (const item of items) {
    const { error, trace_type } = of(item);
    if (!error || (trace_type !== 'T2' && trace_type !== 'T3')) continue;
    const key = `${error.kind}\u0000${trace_type}`;
    const g = groups.get(key) ?? { kind: error.kind, trace_type, items: [] };
    g.items.push(item);
    groups.set(key, g);
  }
  const byName = (a: ErrorKindGroup<T>, b: ErrorKindGroup<T>) => (a.kind < b.kind ? -1 : a.kind > b.kind ? 1 : a.trace_type < b.trace_type ? -1 : a.trace_type > b.trace_type ? 1 : 0);
  return [...groups.values()].sort((a, b) => b.items.length - a.items.length || byName(a, b));
}
