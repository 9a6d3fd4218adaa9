// Dataset composition (paper III-G): train and two paired test sets, instance-disjoint
// by a hash of (a, b, c, d) drawn before any trace is written.
import { checkTrace } from '../checker/index.ts';
import type { Domain, ProblemParams } from '../domains/index.ts';
import { domainOf } from '../domains/index.ts';
import { createRng } from '../generator/rng.ts';
import { expectLabels, expectOneError } from './assert.ts';
import { isAtLeast37, isLegacyV2, type GeneratorVersion } from './version.ts';
import { isTestKey, mixSeed } from './hash.ts';
import type { DatasetOptions } from './options.ts';
import { resolveOptions } from './options.ts';
import type { Family, Sample, SetName, Split, TraceType } from './types.ts';
import { TRACE_TYPES } from './types.ts';

export interface Dataset {
  options: DatasetOptions;
  train: Sample[];
  testCanonical: Sample[];
  testPerturbed: Sample[];
  /** Equations drawn and set aside because a trace of the asked family/type was impossible. */
  redraws: number;
}

export type Progress = (done: number, total: number) => void;

interface Draft {
  split: Split;
  set: SetName;
  type: TraceType;
  family: Family | null;
  equation: ProblemParams;
  seed: number;
}

function makeSample(domain: Domain, version: GeneratorVersion, id: string, pair: string | null, d: Draft): Sample | null {
  const gen = domain.generator;
  const trace = gen.trace(d.equation, d.family, d.type, d.seed, version);
  if (!trace) return null;
  const check = checkTrace(trace.steps, { ...(isLegacyV2(version) ? { legacyWording: true } : {}), ...(isAtLeast37(version) ? {} : { directionWording36: true }) });
  const sample: Sample = {
    id,
    // Files of generator 2.x have no domain field (they are all linear): they stay byte-identical.
    ...(isLegacyV2(version) ? {} : { domain: domain.id }),
    split: d.split,
    set: d.set,
    trace_type: d.type,
    family: d.family,
    equation: d.equation,
    solution: gen.solution(d.equation),
    steps: trace.steps,
    gold: { q1: check.q1, q2: check.q2, q3: check.q3 },
    error: trace.error,
    pair,
    obligations: check.obligations,
    explanation: check.explanation,
  };
  expectLabels(sample);
  expectOneError(sample, check.steps.filter((l) => !l.valid).map((l) => l.index));
  return sample;
}

const pad = (n: number, width: number) => String(n).padStart(width, '0');

export function generateDataset(partial: Partial<DatasetOptions> = {}, onProgress?: Progress): Dataset {
  const resolved = resolveOptions(partial);
  if (!resolved.ok) throw new RangeError(`${resolved.error.field}: ${resolved.error.message}`);
  const o = resolved.options;
  const domain = domainOf(o.domain);
  const version = o.generatorVersion;
  const gen = domain.generator;
  const rng = createRng(o.seed);
  const used = new Set<string>();
  let stream = 0;
  let redraws = 0;
  const trainFamilies = (domain.families as readonly Family[]).filter((f) => f !== o.holdOutFamily);
  const total = 2 * 3 * o.testPerType + 3 * o.trainCanonicalPerType + 3 * trainFamilies.length * o.trainPerturbedPerCell;
  let done = 0;
  const tick = () => {
    done++;
    if (onProgress && (done % 200 === 0 || done === total)) onProgress(done, total);
  };

  const draw = (test: boolean): ProblemParams => {
    for (;;) {
      const e = gen.draw(rng);
      const key = gen.key(e);
      if (used.has(key) || gen.isDegenerate(e) || isTestKey(key) !== test) continue;
      used.add(key);
      return e;
    }
  };

  const testCanonical: Sample[] = [];
  const testPerturbed: Sample[] = [];
  const width = String(3 * o.testPerType).length;
  for (const type of TRACE_TYPES) {
    for (let i = 0; i < o.testPerType; i++) {
      const family = (domain.families as readonly Family[])[i % domain.families.length]!;
      const n = testCanonical.length + 1;
      const pair = `pair-${pad(n, width)}`;
      for (;;) {
        const equation = draw(true);
        const base = { split: 'test' as const, type, equation };
        const c = makeSample(domain, version, `test-canonical-${pad(n, width)}`, pair, { ...base, set: 'canonical', family: null, seed: mixSeed(o.seed, stream++) });
        const p = c && makeSample(domain, version, `test-perturbed-${pad(n, width)}`, pair, { ...base, set: 'perturbed', family, seed: mixSeed(o.seed, stream++) });
        if (c && p) {
          testCanonical.push(c);
          testPerturbed.push(p);
          tick();
          tick();
          break;
        }
        redraws++;
      }
    }
  }

  const train: Sample[] = [];
  const trainWidth = String(total).length;
  const addTrain = (type: TraceType, family: Family | null) => {
    for (;;) {
      const equation = draw(false);
      const s = makeSample(domain, version, `train-${pad(train.length + 1, trainWidth)}`, null, {
        split: 'train', set: family ? 'perturbed' : 'canonical', type, family, equation, seed: mixSeed(o.seed, stream++),
      });
      if (s) {
        train.push(s);
        tick();
        return;
      }
      redraws++;
    }
  };
  for (const type of TRACE_TYPES) for (let i = 0; i < o.trainCanonicalPerType; i++) addTrain(type, null);
  for (const type of TRACE_TYPES) for (const family of trainFamilies) for (let i = 0; i < o.trainPerturbedPerCell; i++) addTrain(type, family);

  return { options: o, train, testCanonical, testPerturbed, redraws };
}
