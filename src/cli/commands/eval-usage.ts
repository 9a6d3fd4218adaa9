import { STEPBENCH_V1 } from '../../core/protocol/index.ts';

export const EVAL_USAGE = `usage: stepbench eval --endpoint URL --model NAME [options]
       stepbench eval --engine reference|accept-all|answer-only [options]
       stepbench eval --resume RUN.json [--endpoint URL] [--api-key K] [--concurrency N] [--timeout S] [--deadline S] [--retries N]

engine:
  --endpoint URL       OpenAI-compatible server (vLLM, SGLang, Ollama, llama.cpp): root, /v1 or full URL;
                       user:pass@ in it is sent as Basic auth (when there is no --api-key), never stored
  --model NAME         model name the server knows ("stepbench models --endpoint URL" lists them)
  --api-key K          bearer token (or env STEPBENCH_API_KEY); never written to the run file
  --engine KIND        reference | accept-all | answer-only (no server) | openai (default with --endpoint)
data:
  --data DIR|FILE      JSONL samples (default: generate the paper's test sets from --seed)
  --domain D           linear (default) | inequality | quadratic | rational | system
  --seed N             generator seed (default 1)
  --set S              canonical | perturbed | both (default both)
  --limit N            stratified subset of N samples (every trace type and perturbation family)
decoding:
  --k N                samples per item, majority vote per field (default 1; the paper's TTC is 7)
  --temperature T      default 0 with k = 1, 0.3 with k > 1
  --decode-seed N      seed of attempt 0; attempt i uses N + i (default 0)
  --max-tokens N       cap on generated tokens (default: the server's)
  --json-schema        constrained decoding with the answer's JSON schema (off, as in the paper)
  --thinking, --no-thinking   switch reasoning models' thinking (default: the model's own)
  --template ID        prompt template (default: the domain's, ${STEPBENCH_V1.id} for linear)
run:
  --name TEXT          a name for the run (shown in lists, comparisons and reports)
  --note TEXT          a free-text note kept with the run
  --concurrency N      requests in flight (default 4)
  --timeout S          the longest silence in one answer, seconds (default 120)
  --deadline S         the longest one request may take, start to last byte, seconds (default 600)
  --retries N          retries on 429/5xx/timeouts/dropped connections (default 4)
  --out FILE           run file to write (default stepbench-run-<model>-<time>.json)
  --resume FILE        continue a stopped run; settings repeated on the command line must equal the file's

One answer holds at most 4 MiB of text (answer and reasoning); a longer one, or one past
--deadline, is an engine error for its sample (not retried; redone on resume).
While it runs, the run file is locked (FILE.lock): a second eval of the same file exits
with code 2, naming the process that holds it.

An error that retrying cannot cure (nothing listening at the URL, 401/403, 404 model not
found, 400) stops the run at the first sample that meets it.

exit codes:
  0    complete: every selected sample scored
  1    failed: stopped by an error, or samples left without an answer (the last line says why; resume to retry)
  2    bad usage, unusable input, an --out that is not a regular file, or the run file
       locked by another eval (nothing was run)
  130  paused by Ctrl-C, SIGTERM or SIGHUP (resume with --resume)`;
