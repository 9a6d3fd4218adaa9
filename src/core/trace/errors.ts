// Parse errors are values with a code and a [start, end) span in the statement text;
// line/column wording is derived only for display.

export type ParseErrorCode =
  | 'empty'
  | 'too_long'
  | 'too_many_steps'
  | 'broken_line'
  | 'unexpected_char'
  | 'unknown_word'
  | 'unexpected_token'
  | 'unexpected_end'
  | 'bad_number'
  | 'bad_exponent'
  | 'degree_too_high'
  | 'division_by_x'
  | 'division_by_zero'
  | 'too_deep'
  | 'not_constant'
  | 'step_label'
  | 'bad_interval'
  | 'unsupported'
  | 'sqrt_negative'
  | 'mixed_roots'
  | 'not_linear'
  | 'too_many_unknowns';

export interface ParseError {
  code: ParseErrorCode;
  message: string;
  start: number;
  end: number;
}

export function parseError(code: ParseErrorCode, message: string, start: number, end = start + 1): ParseError {
  return { code, message, start, end };
}

/** "column 7" is 1-based, as editors count. */
export function describeParseError(e: ParseError, step?: number): string {
  return `${step === undefined ? '' : `step ${step}, `}column ${e.start + 1}: ${e.message}`;
}
