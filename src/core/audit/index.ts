export type { Audit, SetAudit, Q3Shortcuts } from './audit.ts';
export { auditDataset, auditSet, AUDIT_VERSION } from './audit.ts';
export { isFaceContradictory, hasFaceContradictoryCheck } from './face.ts';
export { lastStepFollows } from './last-step.ts';
