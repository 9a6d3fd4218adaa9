// How long a run will take on this device, from runs of the same engine and model stored
// here: the median latency of one attempt × attempts per sample × samples, divided by the
// requests in flight. With requests in flight a measured latency includes the wait in the
// server's queue, so latency × samples / concurrency tracks the wall clock whether the
// server batches (vLLM) or serves one request at a time (Ollama's default).

export interface PastRun {
  engine: string;
  model: string;
  /** The server, for an endpoint: the same model elsewhere is not this device. */
  base_url: string | null;
  /** Median latency of one attempt; null when the run has no timed attempt. */
  median_latency_ms: number | null;
  /** Timed attempts behind the median. */
  attempts: number;
}

export interface RunPlan {
  engine: string;
  model: string;
  base_url: string | null;
  samples: number;
  /** Attempts per sample (k). */
  k: number;
  concurrency: number;
}

export interface TimeEstimate {
  ms: number;
  /** Median latency of one attempt used. */
  per_attempt_ms: number;
  /** Stored runs and timed attempts it was taken from. */
  runs: number;
  attempts: number;
}

function sameEngine(run: PastRun, plan: RunPlan): boolean {
  if (run.engine !== plan.engine || run.model !== plan.model) return false;
  return plan.engine !== 'openai' || (run.base_url ?? '').replace(/\/+$/, '') === (plan.base_url ?? '').replace(/\/+$/, '');
}

/** null when no stored run of this engine and model was timed: the time is unknown until answers arrive. */
export function estimateRunTime(past: readonly PastRun[], plan: RunPlan): TimeEstimate | null {
  const timed = past.filter((r) => sameEngine(r, plan) && r.median_latency_ms !== null && r.attempts > 0);
  if (timed.length === 0 || plan.samples <= 0) return null;
  // The median of the runs' medians, weighted by nothing: one slow run (a cold cache) moves it little.
  const medians = timed.map((r) => r.median_latency_ms as number).sort((a, b) => a - b);
  const mid = Math.floor(medians.length / 2);
  const perAttempt = medians.length % 2 === 1 ? medians[mid]! : (medians[mid - 1]! + medians[mid]!) / 2;
  const inFlight = Math.max(1, Math.min(plan.concurrency, plan.samples * plan.k));
  return {
    ms: (perAttempt * Math.max(1, plan.k) * plan.samples) / inFlight,
    per_attempt_ms: perAttempt,
    runs: timed.length,
    attempts: timed.reduce((n, r) => n + r.attempts, 0),
  };
}
