export interface Command {
  /** Returns the process exit code. */
  run(args: string[]): Promise<number>;
}
