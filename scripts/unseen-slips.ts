// An experiment, not a generator: the dataset the generator would make if it injected only slips
// that no line-naming cue (audit 8 to 12, src/core/audit/slip-cues.ts) reads on or before the
// error's own line. It measures the trade left open by the audit's named cues: could the generator
// leave the slips a reader sees on their own line out, and would the probe's bars then hold?
//
// usage: npx tsx scripts/unseen-slips.ts --domain D --seed N --out DIR [--tries K] [--keep-place]
//        [--test N] [--train-canonical N] [--train-perturbed N]   (sizes as `stepbench generate`'s;
//        default the paper's)
//
// Each T2 or T3 trace the generator writes is kept only when `namedErrorLine` names no line at or
// before its injected error's step (a line named after it, such as a T3's reverted last line, is
// the paper's T3 and stays). Otherwise the same problem is written again with another seed (the
// error's place and kind are drawn again), up to K tries (default 8); after that the problem is set
// aside and another is drawn, as for a family the problem cannot carry. T1 traces, the composition
// and the checker's labels are the generator's own.
//
// With --keep-place the error keeps the place the generator drew for it: a trace written again
// counts only when its error is on the first trace's step, and when no try finds an unseen slip
// there the first trace stays, seen slip and all. The first errors' places are then the
// generator's (drawn uniformly among the steps that can carry one); only the kind of slip at a
// place moves toward the unseen.
//
// The files it writes are NOT a release of the benchmark: their manifest still says the generator
// version that wrote the traces it started from, so the script writes EXPERIMENT.txt beside them,
// and refuses an --out that already holds a manifest. Read them with `npx stepbench audit DIR` and
// `scripts/validity-report.py --work PARENT --reuse` (docs/dataset.md, "Could the generator leave
// the seen slips out?"). Exits 1 when the dataset cannot be made, 2 for bad arguments.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { namedErrorLine } from '../src/core/audit/slip-cues.ts';
import { datasetFiles, generateDataset, resolveOptions } from '../src/core/dataset/index.ts';
import { mixSeed } from '../src/core/dataset/hash.ts';
import { domainOf, isDomainId } from '../src/core/domains/index.ts';

const usage = 'usage: npx tsx scripts/unseen-slips.ts --domain D --seed N --out DIR [--tries K] [--keep-place] [--test N] [--train-canonical N] [--train-perturbed N]';

function fail(message: string, code: number): never {
  console.error(`unseen-slips: ${message}`);
  process.exit(code);
}

const OPTIONS = {
  domain: { type: 'string' },
  seed: { type: 'string' },
  out: { type: 'string' },
  tries: { type: 'string', default: '8' },
  'keep-place': { type: 'boolean', default: false },
  test: { type: 'string' },
  'train-canonical': { type: 'string' },
  'train-perturbed': { type: 'string' },
} as const;

function parsed() {
  try {
    return parseArgs({ options: OPTIONS }).values;
  } catch (e) {
    return fail(`${(e as Error).message}\n${usage}`, 2);
  }
}
const values = parsed();
const domainId = values.domain ?? '';
const seed = Number(values.seed);
const tries = Number(values.tries);
const out = values.out ?? '';
const keepPlace = values['keep-place'] === true;
/** A size option, or undefined for the generator's default; not a whole number ≥ 0 is exit 2. */
function size(flag: 'test' | 'train-canonical' | 'train-perturbed'): number | undefined {
  const text = values[flag];
  if (text === undefined) return undefined;
  const n = Number(text);
  if (!Number.isInteger(n) || n < 0) fail(`--${flag} must be a whole number, not "${text}"\n${usage}`, 2);
  return n;
}
const sizes = { testPerType: size('test'), trainCanonicalPerType: size('train-canonical'), trainPerturbedPerCell: size('train-perturbed') };
if (!isDomainId(domainId)) fail(`--domain must be one of the generator's domains, not "${domainId}"\n${usage}`, 2);
if (!Number.isInteger(seed) || values.seed === undefined) fail(`--seed must be an integer\n${usage}`, 2);
if (!Number.isInteger(tries) || tries < 1) fail(`--tries must be a whole number of at least 1\n${usage}`, 2);
if (!out) fail(`--out is required\n${usage}`, 2);
if (existsSync(join(out, 'manifest.json'))) fail(`${out} already holds a manifest.json; give an empty folder`, 2);

/** True when a cue names the error's own line or one before it: the slip is seen on its line. */
function seenAtOrBefore(steps: readonly string[], errorStep: number): boolean {
  const named = namedErrorLine(steps);
  return named >= 0 && named <= errorStep;
}

// The one change: the domain's trace writer, wrapped in this process only. The dataset module reads
// the domain by id (domainOf), so the wrapper is put on that object and taken off when done.
const generator = domainOf(domainId).generator;
const write = generator.trace;
let rewritten = 0;
let setAside = 0;
let keptSeen = 0;
generator.trace = (p, family, type, traceSeed, version) => {
  const first = write.call(generator, p, family, type, traceSeed, version);
  if (!first || !first.error || !seenAtOrBefore(first.steps, first.error.step)) return first;
  for (let k = 1; k < tries; k++) {
    rewritten++;
    const t = write.call(generator, p, family, type, mixSeed(traceSeed, k), version);
    // A try the problem cannot carry: with --keep-place the next try, else the problem is set
    // aside (null), as when the first write fails.
    if (!t || !t.error) {
      if (keepPlace) continue;
      return t;
    }
    if (keepPlace && t.error.step !== first.error.step) continue;
    if (!seenAtOrBefore(t.steps, t.error.step)) return t;
  }
  if (keepPlace) {
    keptSeen++;
    return first;
  }
  setAside++;
  return null;
};

const resolved = resolveOptions({ domain: domainId, seed, ...Object.fromEntries(Object.entries(sizes).filter(([, v]) => v !== undefined)) });
if (!resolved.ok) fail(`${resolved.error.field}: ${resolved.error.message}\n${usage}`, 2);

try {
  const started = Date.now();
  const dataset = generateDataset(resolved.options);
  // Checked before any file is written: a folder holding a manifest but no EXPERIMENT.txt would
  // pass for a release.
  const erroneous = [...dataset.train, ...dataset.testCanonical, ...dataset.testPerturbed].filter((s) => s.error);
  const seen = erroneous.filter((s) => seenAtOrBefore(s.steps, s.error!.step)).length;
  if (seen > 0 && !keepPlace) throw new Error(`${seen} erroneous samples still show a named slip at or before their error: the wrapper did not take`);
  if (keepPlace && rewritten === 0 && seen > 0) throw new Error('no trace was written again: the wrapper did not take');
  mkdirSync(out, { recursive: true });
  for (const [name, text] of Object.entries(datasetFiles(dataset))) writeFileSync(join(out, name), text);
  writeFileSync(
    join(out, 'EXPERIMENT.txt'),
    `Made by scripts/unseen-slips.ts --domain ${domainId} --seed ${seed} --tries ${tries}${keepPlace ? ' --keep-place' : ''}: ` +
      `${keepPlace ? 'slips no line-naming cue reads at or before their line wherever the drawn step has one' : 'only slips no line-naming cue reads at or before their line'}.\n` +
      `Not a release of the benchmark: manifest.json names the generator version the traces started from.\n`,
  );
  console.log(`${out}: ${domainId} seed ${seed}${keepPlace ? ' (--keep-place)' : ''}, ${erroneous.length} erroneous samples, ${seen} with a named slip at or before its error; ` +
    `${rewritten} traces written again with another seed, ` +
    (keepPlace ? `${keptSeen} traces kept their seen slip (no unseen one at their place in ${tries} tries); ` : `${setAside} problems set aside after ${tries} tries; `) +
    `${((Date.now() - started) / 1000).toFixed(1)} s`);
} catch (e) {
  fail(`could not make the dataset: ${(e as Error).message}`, 1);
} finally {
  generator.trace = write;
}
