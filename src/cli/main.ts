// `stepbench` command-line entry: dispatches to one module per subcommand, loading only
// that module (start-up time is what researchers calling the CLI in loops pay).
import { describeFsError, fsErrorCode, type FsAction } from '../node/fs-errors.ts';
import { commands } from './commands/index.ts';

const USAGE = `usage: stepbench <command> [options]

commands:
${Object.entries(commands).map(([name, c]) => `  ${name.padEnd(12)} ${c.summary}`).join('\n')}

Run "stepbench <command> --help" for a command's options.`;

async function main(argv: string[]): Promise<number> {
  const [name, ...rest] = argv;
  if (!name || name === '--help' || name === '-h' || name === 'help') {
    process.stdout.write(USAGE + '\n');
    return name ? 0 : 2;
  }
  const entry = Object.hasOwn(commands, name) ? commands[name] : undefined;
  if (!entry) {
    process.stderr.write(`stepbench: unknown command "${name}"\n\n${USAGE}\n`);
    return 2;
  }
  try {
    const command = await entry.load();
    return await command.run(rest);
  } catch (err) {
    // node:util parseArgs rejects unknown or malformed options by throwing: that is bad usage (exit 2).
    const code = (err as { code?: unknown }).code;
    if (typeof code === 'string' && code.startsWith('ERR_PARSE_ARGS')) {
      process.stderr.write(`stepbench ${name}: ${(err as Error).message}\nRun "stepbench ${name} --help" for its options.\n`);
      return 2;
    }
    throw err;
  }
}

/** What a Node file-system error was doing, from its syscall. */
function actionOf(syscall: unknown): FsAction {
  if (syscall === 'mkdir') return 'create';
  if (typeof syscall === 'string' && /^(write|rename|unlink|rmdir|link|symlink|ftruncate|fsync|fdatasync|copyfile|chmod)/.test(syscall)) return 'write';
  if (syscall === 'open') return 'open';
  return 'read';
}

/** The last resort: a file-system error no command caught is still said in words, with its path. */
function lastWords(err: unknown): string {
  const path = (err as { path?: unknown } | null)?.path;
  if (fsErrorCode(err) !== null && typeof path === 'string') return describeFsError(err, path, actionOf((err as { syscall?: unknown }).syscall));
  return err instanceof Error ? err.message : String(err);
}

main(process.argv.slice(2)).then(
  (code) => { process.exitCode = code; },
  (err: unknown) => {
    process.stderr.write(`stepbench: ${lastWords(err)}\n`);
    process.exitCode = 1;
  },
);
