import type { Command } from './types.ts';
import { auditCommand } from './audit.ts';
import { checkCommand } from './check.ts';
import { generateCommand } from './generate.ts';
import { evalCommand } from './eval.ts';
import { exportSftCommand } from './export-sft.ts';
import { reportCommand } from './report.ts';

// One module per subcommand; each registers here.
export const commands: Record<string, Command> = {
  generate: generateCommand,
  check: checkCommand,
  eval: evalCommand,
  report: reportCommand,
  'export-sft': exportSftCommand,
  audit: auditCommand,
};
