// Running the real CLI as a child process, and a local server that answers like the
// reference engine (so runs through the OpenAI adapter have known answers).
import { spawn, type ChildProcess } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { STEPBENCH_V1, renderAnswer } from '../../src/core/protocol/index.ts';
import type { Sample } from '../../src/core/dataset/types.ts';
import type { ChatMessage } from '../../src/core/protocol/types.ts';
import { referenceAnswer, stepsFromMessages } from '../../src/engines/reference.ts';
import { completion, sseAnswer, startServer, type LocalServer } from '../engines/local-server.ts';

export const BIN = fileURLToPath(new URL('../../bin/stepbench.mjs', import.meta.url));

export interface CliResult { code: number | null; signal: NodeJS.Signals | null; stdout: string; stderr: string }

export function startCli(args: string[], cwd: string, env: Record<string, string> = {}): { child: ChildProcess; result: Promise<CliResult> } {
  const child = spawn(process.execPath, [BIN, ...args], { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (d: Buffer) => { stdout += d.toString(); });
  child.stderr?.on('data', (d: Buffer) => { stderr += d.toString(); });
  const result = new Promise<CliResult>((resolve) => child.on('close', (code, signal) => resolve({ code, signal, stdout, stderr })));
  return { child, result };
}

export function runCli(args: string[], cwd: string, env: Record<string, string> = {}): Promise<CliResult> {
  return startCli(args, cwd, env).result;
}

export async function writeData(dir: string, samples: readonly Sample[]): Promise<string> {
  const path = join(dir, 'data');
  const { mkdir } = await import('node:fs/promises');
  await mkdir(path, { recursive: true });
  await writeFile(join(path, 'test.jsonl'), samples.map((s) => JSON.stringify(s)).join('\n') + '\n');
  return path;
}

/** Answers every request as the exact checker would, after `delayMs`. */
export function referenceServer(delayMs: number): Promise<LocalServer> {
  return startServer((req) => {
    const steps = stepsFromMessages(req.body.messages as ChatMessage[]) ?? [];
    const answer = renderAnswer(referenceAnswer('reference', steps), STEPBENCH_V1);
    // Streamed as server-sent events when asked (as the CLI does), in a few pieces.
    if (req.body.stream === true) {
      const pieces = answer.match(/.{1,9}/gs) ?? [answer];
      return { delayMs, stream: { parts: sseAnswer(pieces), gapMs: 0 } };
    }
    return { body: completion(answer), delayMs };
  });
}

export async function until(check: () => Promise<boolean>, timeoutMs: number): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 15));
  }
  throw new Error('condition not met in time');
}

/** What a model says that never gives the JSON the prompt asks for: the "garbage" model. */
export const GARBAGE_ANSWER = 'I think this solution is <b>fine</b>; the student did well!';

/** A scripted server whose model answers every request with GARBAGE_ANSWER (streamed when asked). */
export function garbageServer(): Promise<LocalServer> {
  return startServer((req) => (req.body.stream === true
    ? { stream: { parts: sseAnswer([GARBAGE_ANSWER]), gapMs: 0 } }
    : { body: completion(GARBAGE_ANSWER) }));
}
