import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import type { DatasetOptions } from '../../core/dataset/index.ts';
import { FILE_NAMES, datasetFiles, generateDataset, resolveOptions } from '../../core/dataset/index.ts';
import { familiesOf } from '../../core/dataset/options.ts';
import { GENERATOR_VERSION, GENERATOR_VERSIONS, isGeneratorVersion } from '../../core/dataset/version.ts';
import { DOMAIN_IDS, isDomainId } from '../../core/domains/types.ts';
import type { Family } from '../../core/dataset/index.ts';
import { FileProblem } from '../../node/fs-errors.ts';
import { makeOutputDir, outputRefusal, writeFileAtomic } from '../../node/safe-output.ts';
import type { Command } from './types.ts';

const HELP = `usage: stepbench generate --seed N --out DIR [options]

Writes train.jsonl, test-canonical.jsonl, test-perturbed.jsonl and manifest.json.
Defaults reproduce the paper: train 27,000 (9,000 canonical, 18,000 perturbed), two
test sets of 1,080 (360 per trace type; the perturbed one 60 per type and family).

options:
  --seed N                 random seed (default 1)
  --out DIR                output folder (created if missing)
  --train-canonical N      train canonical samples per trace type (default 3000)
  --train-perturbed N      train perturbed samples per trace type and family (default 6000 / the family
                           count: 1000 linear, 1200 inequality and system, 1500 quadratic and rational)
  --no-train               write only the two test sets
  --test N                 test samples per trace type, a multiple of the domain's family count
                           (6 linear, 5 inequality and system, 4 quadratic and rational; default 360)
  --hold-out FAMILY        leave FAMILY out of train (held-out-family split)
  --domain D               linear (default), inequality, quadratic, rational or system
  --generator-version V    ${GENERATOR_VERSIONS.join(', ')} (default ${GENERATOR_VERSION}); 2.0.0 remakes the
                           linear files of issue 7 byte for byte, 3.0.0 those of issues 13 to 15
                           (3.1.0 changes linear and inequality, 3.2.0 their slips, 3.3.0
                           the system slips and rational's wrong restrictions, 3.4.0 the
                           slips of a system elimination's scaling step, 3.5.0 the
                           quadratic path's sign-equivalent forms, 3.6.0 those of the
                           rational path's cleared line, standard form and factored line;
                           3.7.0 no trace, only the explanation of an inequality step
                           with the wrong direction; 3.8.0 the quadratic slip of a ±
                           with a root simplified, 3.9.0 that of a
                           discriminant worked out, 3.10.0 bounds that one
                           within half to twice the right value, 3.11.0 the
                           slip of a move to a standard form written negated,
                           3.12.0 bounds a move's worked-out sum by its terms,
                           3.13.0 slips a linear or inequality path's worked-out
                           number by a multiple of what its line's numbers share,
                           3.14.0 keeps a quadratic's kind of roots through a
                           T2's slip, as through a T3's)
  --quiet                  no progress on stderr`;

function toInt(v: string | undefined, name: string): number | undefined {
  if (v === undefined) return undefined;
  if (!/^\d+$/.test(v)) throw new Error(`--${name} must be a whole number, got "${v}"`);
  return Number(v);
}

/** Makes the output folder and checks the files it will hold are regular files or absent; the problem in words, or null. */
async function prepareOut(dir: string, names: readonly string[]): Promise<string | null> {
  try {
    await makeOutputDir(dir);
  } catch (err) {
    if (err instanceof FileProblem) return err.message;
    throw err;
  }
  for (const name of names) {
    const refused = await outputRefusal(join(dir, name));
    if (refused !== null) return refused;
  }
  return null;
}

export const generateCommand: Command = {
  async run(args) {
    const { values } = parseArgs({
      args,
      options: {
        seed: { type: 'string' }, out: { type: 'string' }, 'train-canonical': { type: 'string' }, 'train-perturbed': { type: 'string' },
        'no-train': { type: 'boolean' }, test: { type: 'string' }, 'hold-out': { type: 'string' }, domain: { type: 'string' }, 'generator-version': { type: 'string' }, quiet: { type: 'boolean' }, help: { type: 'boolean', short: 'h' },
      },
      strict: true,
    });
    if (values.help) {
      process.stdout.write(HELP + '\n');
      return 0;
    }
    if (!values.out) {
      process.stderr.write(`stepbench generate: --out DIR is required\n\n${HELP}\n`);
      return 2;
    }
    const domain = values.domain ?? 'linear';
    if (!isDomainId(domain)) {
      process.stderr.write(`stepbench generate: --domain must be one of ${DOMAIN_IDS.join(', ')} (got "${domain}")\n`);
      return 2;
    }
    const holdOut = values['hold-out'];
    const families = familiesOf(domain);
    if (holdOut !== undefined && !families.includes(holdOut)) {
      process.stderr.write(`stepbench generate: --hold-out must be one of the ${domain} families: ${families.join(', ')}\n`);
      return 2;
    }
    const version = values['generator-version'];
    if (version !== undefined && !isGeneratorVersion(version)) {
      process.stderr.write(`stepbench generate: --generator-version must be one of ${GENERATOR_VERSIONS.join(', ')} (got "${version}")\n`);
      return 2;
    }
    const partial: Partial<DatasetOptions> = { domain, ...(version ? { generatorVersion: version } : {}) };
    try {
      const seed = toInt(values.seed, 'seed');
      const tc = toInt(values['train-canonical'], 'train-canonical');
      const tp = toInt(values['train-perturbed'], 'train-perturbed');
      const test = toInt(values.test, 'test');
      if (seed !== undefined) partial.seed = seed;
      if (tc !== undefined) partial.trainCanonicalPerType = tc;
      if (tp !== undefined) partial.trainPerturbedPerCell = tp;
      if (test !== undefined) partial.testPerType = test;
    } catch (e) {
      process.stderr.write(`stepbench generate: ${(e as Error).message}\n`);
      return 2;
    }
    if (values['no-train']) Object.assign(partial, { trainCanonicalPerType: 0, trainPerturbedPerCell: 0 });
    if (holdOut) partial.holdOutFamily = holdOut as Family;
    const resolved = resolveOptions(partial);
    if (!resolved.ok) {
      process.stderr.write(`stepbench generate: ${resolved.error.message}\n`);
      return 2;
    }
    // The folder first, so an impossible --out (/proc/x, a file, no permission) fails at once, before generating.
    const withTrain = resolved.options.trainCanonicalPerType + resolved.options.trainPerturbedPerCell > 0;
    const names = [...Object.values(FILE_NAMES).filter((n) => withTrain || n !== FILE_NAMES.train), 'manifest.json'];
    const problem = await prepareOut(values.out, names);
    if (problem !== null) {
      process.stderr.write(`stepbench generate: ${problem}\n`);
      return 1;
    }
    const started = performance.now();
    const progress = values.quiet ? undefined : (done: number, total: number) => {
      if (process.stderr.isTTY) process.stderr.write(`\rgenerating ${done}/${total}`);
    };
    const dataset = generateDataset(resolved.options, progress);
    // The audit takes seconds with a train set (the surface probe): said, so the count above does not look stuck.
    if (progress && process.stderr.isTTY) process.stderr.write(`\nauditing the test sets for shortcuts${withTrain ? ' (the surface probe is fitted on train)' : ''}…\n`);
    // Node's native SHA-256 (the same digest as the core's pure one, tested) is ten times faster on 30 MB.
    const files = datasetFiles(dataset, (text) => createHash('sha256').update(text, 'utf8').digest('hex'));
    try {
      for (const [name, text] of Object.entries(files)) await writeFileAtomic(join(values.out, name), text);
    } catch (err) {
      if (!(err instanceof FileProblem)) throw err;
      process.stderr.write(`stepbench generate: ${err.message}\n`);
      return 1;
    }
    const secs = ((performance.now() - started) / 1000).toFixed(1);
    const counts = Object.entries(files).filter(([n]) => n.endsWith('.jsonl')).map(([n, t]) => `${n} (${t.split('\n').length - 1})`);
    if (!values.quiet) process.stderr.write(`wrote ${counts.join(', ')} and manifest.json to ${values.out} in ${secs} s\n`);
    return 0;
  },
};
