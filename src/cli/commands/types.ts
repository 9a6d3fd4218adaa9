export interface Command {
  summary: string;
  /** Returns the process exit code. */
  run(args: string[]): Promise<number>;
}
