// Flag parsing for the subcommands: node:util parseArgs plus typed number reading,
// errors returned as values so each command prints them with its usage.
import { parseArgs, type ParseArgsConfig } from 'node:util';

export type Options = NonNullable<ParseArgsConfig['options']>;
export type Parsed = { values: Record<string, string | boolean | undefined>; positionals: string[] };

export function parse(args: string[], options: Options): Parsed | { error: string } {
  try {
    const { values, positionals } = parseArgs({ args, options, allowPositionals: true, strict: true });
    return { values: values as Parsed['values'], positionals };
  } catch (err) {
    return { error: err instanceof Error ? err.message : String(err) };
  }
}

/** A number flag: undefined when absent, an error string when not a number in range. */
export function numberFlag(values: Parsed['values'], name: string, opts: { integer?: boolean; min?: number; max?: number } = {}): number | undefined | { error: string } {
  const raw = values[name];
  if (raw === undefined) return undefined;
  const n = Number(raw);
  if (typeof raw !== 'string' || raw.trim() === '' || !Number.isFinite(n)) return { error: `--${name} needs a number, got "${String(raw)}"` };
  if (opts.integer && !Number.isInteger(n)) return { error: `--${name} needs a whole number, got ${raw}` };
  if (opts.min !== undefined && n < opts.min) return { error: `--${name} must be at least ${opts.min}` };
  if (opts.max !== undefined && n > opts.max) return { error: `--${name} must be at most ${opts.max}` };
  return n;
}

export function isError(v: unknown): v is { error: string } {
  return typeof v === 'object' && v !== null && 'error' in v;
}

export function stringFlag(values: Parsed['values'], name: string): string | undefined {
  const v = values[name];
  return typeof v === 'string' ? v : undefined;
}
