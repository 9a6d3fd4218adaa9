export type { CheckResult, StepLog, StepKind, InvalidCode } from './types.ts';
export type { CheckTextResult } from './check.ts';
export { checkTrace, checkLines, checkTraceText } from './check.ts';
export { explain, headline, renumber } from './explain.ts';
export type { AnnotationNote } from './annotation.ts';
export { checkAnnotation, readOperation } from './annotation.ts';
