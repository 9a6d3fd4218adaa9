import type { Command } from './types.ts';

// One module per subcommand; each registers here.
export const commands: Record<string, Command> = {};
