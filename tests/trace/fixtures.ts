// Typed access to tests/fixtures/trace-statements.json.
import raw from '../fixtures/trace-statements.json';

export interface CheckMeaning {
  value: string;
  undefined: boolean;
  left: string | null;
  relation: string | null;
  right: string | null;
  verdict: 'keep' | 'reject';
}

export interface StatementCase {
  input: string;
  /** The trace's unknowns ("x" when absent). */
  vars?: string[];
  ok: boolean;
  /** ok cases: the syntax tree's kind */
  kind?: 'relation' | 'interval' | 'none' | 'or' | 'and' | 'check';
  /** ok cases: the canonical printing of the parsed tree */
  canonical?: string;
  /** ok cases: what the statement means */
  meaning?: 'set' | 'restriction' | 'check';
  /** set meanings: the solution set as formatSolutionSet writes it, whether it is a final-answer form, the values a list names */
  set?: string;
  solved?: boolean;
  listed?: string[];
  /** values excluded by a denominator (set meanings) */
  excluded?: string[];
  /** values a restriction records (x ≠ 3) */
  restrictions?: string[];
  check?: CheckMeaning;
  /** rejected cases: error code and 1-based column where the error starts */
  code?: string;
  column?: number;
  note?: string;
}

export interface TraceCase {
  input: string;
  ok: boolean;
  steps?: string[];
  offsets?: number[];
  lines?: number[];
  code?: string;
  line?: number;
  column?: number;
}

export const statementCases = raw.statements as StatementCase[];
export const traceCases = raw.traces as TraceCase[];
