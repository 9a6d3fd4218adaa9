export type { Expr, Statement, Relation, Verdict } from './ast.ts';
export type { ParseError, ParseErrorCode } from './errors.ts';
export { describeParseError } from './errors.ts';
export type { Meaning, ParsedStatement, ParseResult } from './parser.ts';
export { parseStatement, MAX_DEGREE, MAX_STATEMENT_LENGTH } from './parser.ts';
export { printExpr, printStatement, printTrace } from './printer.ts';
export type { TraceLine, TraceTextResult } from './trace.ts';
export { splitTraceText, MAX_TRACE_STEPS, MAX_TRACE_CHARS } from './trace.ts';
