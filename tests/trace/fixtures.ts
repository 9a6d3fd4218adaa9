// Typed access to tests/fixtures/trace-statements.json.
import raw from '../fixtures/trace-statements.json';

export interface StatementCase {
  input: string;
  ok: boolean;
  /** ok cases: what the statement is */
  kind?: 'equation' | 'answer' | 'candidates' | 'check';
  /** ok cases: the canonical printing of the parsed tree */
  canonical?: string;
  /** ok cases, optional: exact meaning (coefficients lowest degree first / values as fractions) */
  meaning?: { left?: string[]; right?: string[]; values?: string[]; relation?: '=' | '!='; verdict?: 'keep' | 'reject' };
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
