import type { Command } from './types.ts';

export interface CommandEntry {
  /** One line for `stepbench --help`. */
  summary: string;
  /** Imports the command's module only when it runs, so `--help` and each command load only their own code. */
  load(): Promise<Command>;
}

// One module per subcommand; each registers here.
export const commands: Record<string, CommandEntry> = {
  generate: {
    summary: 'generate the benchmark dataset (JSONL + manifest)',
    load: async () => (await import('./generate.ts')).generateCommand,
  },
  check: {
    summary: 'check a worked trace (or re-check a dataset file) with the exact checker',
    load: async () => (await import('./check.ts')).checkCommand,
  },
  eval: {
    summary: 'evaluate a verifier (server, or reference baselines) and write a run file',
    load: async () => (await import('./eval.ts')).evalCommand,
  },
  report: {
    summary: 'print the tables of a run, or compare two runs',
    load: async () => (await import('./report.ts')).reportCommand,
  },
  'export-sft': {
    summary: 'write chat-format JSONL (prompt + gold answer) for fine-tuning',
    load: async () => (await import('./export-sft.ts')).exportSftCommand,
  },
  models: {
    summary: 'list an OpenAI-compatible server\'s models and check that one is there',
    load: async () => (await import('./models.ts')).modelsCommand,
  },
};
