// Loads scripts/validity-report.py as a Python module for the tests of its pure helpers.
// Needs python3 (no packages); `available` says whether there is one.
import { spawnSync } from 'node:child_process';

export const available = spawnSync('python3', ['--version'], { encoding: 'utf8' }).status === 0;

/** Runs Python code with the script loaded as module `vr`; returns its stdout as JSON. */
export function withScript(code: string): unknown {
  const prelude = "import importlib.util, json\nspec = importlib.util.spec_from_file_location('vr', 'scripts/validity-report.py')\nvr = importlib.util.module_from_spec(spec)\nspec.loader.exec_module(vr)\n";
  // No __pycache__ left in scripts/ by a test.
  const r = spawnSync('python3', ['-c', prelude + code], { encoding: 'utf8', env: { ...process.env, PYTHONDONTWRITEBYTECODE: '1' } });
  if (r.status !== 0) throw new Error(r.stderr);
  return JSON.parse(r.stdout);
}
