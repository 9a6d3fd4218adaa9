// Types of build-cli.mjs, for the tests that build a real bundle into a scratch folder.
export declare const OUT_DIR: string;
export declare function buildCli(outdir?: string): Promise<{ outdir: string; inputs: number; outputs: number }>;
