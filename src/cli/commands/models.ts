import { testConnection, type ConnectionCode, type ConnectionReport } from '../../engines/openai-models.ts';
import { httpFetch } from '../../node/http-fetch.ts';
import { isError, numberFlag, parse, stringFlag, type Options } from '../args.ts';
import type { Command } from './types.ts';

const USAGE = `usage: stepbench models --endpoint URL [--model NAME] [--api-key K] [--timeout S] [--json]

Asks an OpenAI-compatible server for its models (GET /v1/models, Ollama's /api/tags
as a fallback) and prints them; with --model, says whether that model is there.
Run it before a long eval: it tells a dead server, a wrong key and a wrong model
name apart in one request.

  --endpoint URL   the server: its root, its /v1, or the full …/chat/completions URL
  --model NAME     the model you mean to evaluate
  --api-key K      bearer token (or env STEPBENCH_API_KEY)
  --timeout S      seconds to wait for the answer (default 10)
  --json           print the result as one JSON object

exit codes:
  0  the server answered (and has --model, if given)
  1  the server answered, but --model is not among its models
  2  bad usage
  3  nothing usable answers: connection refused, name not resolved, blocked port, timeout
  4  the server refused the API key (401/403)
  5  the server answered, but with no model list (not an OpenAI-compatible server at that URL?)`;

const OPTIONS: Options = {
  endpoint: { type: 'string' },
  model: { type: 'string' },
  'api-key': { type: 'string' },
  timeout: { type: 'string' },
  json: { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
};

/** Exit code for each outcome (documented in USAGE and the README). */
export const MODELS_EXIT: Record<ConnectionCode, number> = {
  ok: 0, model_missing: 1, unreachable: 3, cors: 3, timeout: 3, auth: 4, not_found: 5, bad_response: 5,
};

function printReport(r: ConnectionReport): void {
  if (r.models.length) {
    process.stdout.write(`${r.url} lists ${r.models.length} model${r.models.length === 1 ? '' : 's'}:\n`);
    for (const m of r.models) process.stdout.write(`  ${m}${r.model !== null && m === r.model ? '   <- --model' : ''}\n`);
  }
  // The verdict is the last line, on stderr when something is wrong.
  const out = r.ok ? process.stdout : process.stderr;
  out.write(`${r.ok ? '' : 'stepbench models: '}${r.message}\n`);
  if (r.hint) out.write(`try: ${r.hint}\n`);
}

export const modelsCommand: Command = {
  async run(args) {
    const parsed = parse(args, OPTIONS);
    if ('error' in parsed) {
      process.stderr.write(`stepbench models: ${parsed.error}\n\n${USAGE}\n`);
      return 2;
    }
    const { values } = parsed;
    if (values.help) {
      process.stdout.write(USAGE + '\n');
      return 0;
    }
    const endpoint = stringFlag(values, 'endpoint');
    if (!endpoint) {
      process.stderr.write(`stepbench models: --endpoint URL is required\n\n${USAGE}\n`);
      return 2;
    }
    try {
      new URL(endpoint);
    } catch {
      process.stderr.write(`stepbench models: --endpoint "${endpoint}" is not a URL (e.g. http://127.0.0.1:11434)\n`);
      return 2;
    }
    const timeout = numberFlag(values, 'timeout', { min: 0.1, max: 3600 });
    if (isError(timeout)) {
      process.stderr.write(`stepbench models: ${timeout.error}\n`);
      return 2;
    }
    const report = await testConnection({
      baseUrl: endpoint,
      model: stringFlag(values, 'model') ?? null,
      apiKey: stringFlag(values, 'api-key') ?? process.env.STEPBENCH_API_KEY ?? null,
      timeoutMs: (timeout ?? 10) * 1000,
      // The CLI's transport: no key to another origin on a redirect, never https to http.
      fetch: httpFetch,
    });
    if (values.json) process.stdout.write(JSON.stringify(report) + '\n');
    else printReport(report);
    return MODELS_EXIT[report.code];
  },
};
