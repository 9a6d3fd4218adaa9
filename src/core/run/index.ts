// The run pipeline's public door: plan a run, find its samples, execute it through a
// Recorder, and the data every store and view shares.
export {
  EngineError, FATAL_CODES, answerTooLong, isEngineError, stopsRun, toEngineError,
  type Engine, type EngineErrorCode, type GenerateRequest, type GenerateResult, type StreamTick, type Telemetry,
} from './engine-port.ts';
export { ENGINE_CHOICE_ORDER, ENGINE_KINDS, ENGINE_KIND_INFO, REFERENCE_KINDS, isEngineKind, isReferenceKind, type EngineKind, type EngineKindInfo, type ReferenceKind } from './engine-kinds.ts';
export { DECODING_DEFAULTS, DEFAULT_DATA_SEED, MAX_ANSWER_CHARS, MAX_WIRE_CHARS, TRANSPORT_DEFAULTS, defaultTemperature, type Transport } from './defaults.ts';
export {
  connectionFor, defaultConcurrency, planRun, runSpec,
  type Access, type CustomWebLLM, type EngineConnection, type PlanError, type PlanErrorCode, type Planned, type RunRequest,
} from './plan.ts';
export {
  dataForRun, generatorSource, samplesForSpec, testSamples, testSetOptions,
  type DataChoice, type RunData, type SampleSource, type SamplesError, type SamplesErrorCode, type SamplesResult, type SpecSamples,
} from './samples.ts';
export { serverUrlProblem } from './server-url.ts';
export { userinfoOf, withoutUserinfo, type Userinfo } from './endpoint-url.ts';
export { contentHash } from './content-hash.ts';
export { optionsFromSpec, specOptions, testSampleCount } from './dataset-options.ts';
export { selectSamples, samplesOfSet } from './select.ts';
export {
  RUN_LOG_VERSION, RUN_STATUSES, SET_CHOICES, createRunLog, inFileOrder, promptSpec, runDomain, templateFromSpec,
  type DatasetSpec, type DecodingSpec, type EngineSpec, type PromptSpec, type Provenance, type RunLog, type RunSpec, type RunStatus, type SetChoice,
} from './log.ts';
export { RecordBook, completedIds, correctnessAgrees, latestRecords, scoredRecords } from './records.ts';
export type { EndStatus, Recorder, RunEnd } from './recorder.ts';
export { endOf, executeRun, type Executed, type ExecuteOptions } from './execute.ts';
export { runEval, type RunEvalOptions, type RunOutcome, type RunOutcomeStatus } from './runner.ts';
export type { InFlight, RunProgress } from './progress.ts';
export { LiveTally, type Cell, type LiveMetrics, type LiveSetAccuracy, type QueryRow } from './live.ts';
export { distinctLabels, engineLabel, runLabel, runSlug } from './label.ts';
export { formatIssues, formatPath, parseRunLogText, runLogSchema, sampleRecordSchema, validateRecord, validateRunLog, type SchemaIssue, type Validated } from './schema.ts';
export type { Attempt, Correctness, SampleRecord } from './types.ts';
export { trainForBaseline } from './baseline-train.ts';
