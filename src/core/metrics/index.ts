export { wilson, Z95, type Interval } from './wilson.ts';
export { mcnemarExact } from './mcnemar.ts';
export { rate, rateOf, type Rate } from './rate.ts';
export { describe, type Stat } from './stats.ts';
export { QUERIES, scoredRows, type QueryKey, type Row, type Rows, type SampleInfo } from './rows.ts';
export { queryTable, type QueryCells, type QueryTable } from './accuracy.ts';
export { falseAcceptance, falseRejection, type FalseAcceptance } from './rejection.ts';
export { processF1, type ProcessF1 } from './f1.ts';
export { q3Offsets, type CorrectOffsets, type ErroneousOffsets, type Q3Offsets } from './offsets.ts';
export { usage, type Usage } from './usage.ts';
export { flipRates, type FlipCell, type FlipRates } from './flips.ts';
export { pairedComparison, type PairedCell, type PairedComparison } from './paired.ts';
export { computeRunMetrics, type GapCells, type RunMetrics, type SetMetrics } from './tables.ts';
export { runSummaryJson, type RunSummary, type SetSummary } from './summary.ts';
export { quantile, spread, telemetry, type Spread, type Telemetry as RunTelemetry } from './telemetry.ts';
export { EXAMPLE_KINDS, pickExamples, RAW_LIMIT, runStory, type ExampleKind, type Story, type StoryExample, type StorySample, type StorySibling } from './story.ts';
export { estimateRunTime, type PastRun, type RunPlan, type TimeEstimate } from './estimate.ts';
export {
  countAnswer, emptyTally, mostCommonWords, RAW_PREVIEW_CHARS, tallyAnswers, UNREADABLE_HINT, UNREADABLE_SHARE, unreadableAnswers,
  type UnreadableAnswers, type UnreadableTally,
} from './unreadable.ts';
export { besideProbe, runBesideProbe, type BaselineComparison, type Beside, type KindBeside, type SetBeside } from './baseline.ts';
