export type { Audit, AuditVersion, SetAudit, Q3Shortcuts } from './audit.ts';
export { auditDataset, auditFigures, auditSet, auditV1, lineForm, AUDIT_VERSION } from './audit.ts';
export type { SetProbe, ProbeQuery, StrongFeature, ProbeAnswers, ProbeAnswer, KindPlacement, MissSource, UnshownQuery } from './probe.ts';
export { auditPct, probeSet, probeBarsMissed, probeMissSources, missSourceText, probeQ3Interval, layoutPText, unnamedText, unshownPText, unshownPsText, unshownText, pairedP, placementByKind, probeAnswersById, PROBE_BARS } from './probe.ts';
export type { KnownCue, CueFigure } from './known-cues.ts';
export { cueShows } from './known-cues.ts';
export { isFaceContradictory, hasFaceContradictoryCheck } from './face.ts';
export { lastStepFollows } from './last-step.ts';
