// dataForRun / samplesForSpec with an injected SampleSource (a test double: a source
// that serves hand-built samples and records what it was asked for).
import { describe, expect, it } from 'vitest';
import { GENERATOR_VERSION, type DatasetOptions, type Sample } from '../../src/core/dataset/index.ts';
import { GENERATOR_VERSIONS } from '../../src/core/dataset/version.ts';
import { contentHash } from '../../src/core/run/content-hash.ts';
import type { RunSpec } from '../../src/core/run/log.ts';
import { dataForRun, samplesForSpec, type SampleSource, type SamplesResult } from '../../src/core/run/samples.ts';
import { tinyDataset } from './fixtures.ts';
import { testSpec } from './spec.ts';

const tests = tinyDataset(3);
const train: Sample = { ...tests[0]!, id: 'train-0', split: 'train' };

function fakeSource(samples: Sample[], withFiles = true): SampleSource & { asked: DatasetOptions[]; paths: string[] } {
  const asked: DatasetOptions[] = [];
  const paths: string[] = [];
  const source: SampleSource & { asked: DatasetOptions[]; paths: string[] } = {
    asked, paths,
    generated(options) {
      asked.push(options);
      return samples;
    },
  };
  if (withFiles) {
    source.files = async (path): Promise<SamplesResult<Sample[]>> => {
      paths.push(path);
      return path === 'missing' ? { ok: false, error: { code: 'read_failed', message: 'no such dir' } } : { ok: true, value: samples };
    };
  }
  return source;
}

function specWith(dataset: RunSpec['dataset'], over: Partial<RunSpec> = {}): RunSpec {
  return { ...testSpec(), dataset, ...over };
}

describe('dataForRun', () => {
  it('a seed: resolved test-only options and the generator version stored, train samples left out', async () => {
    const source = fakeSource([train, ...tests]);
    const r = await dataForRun({ seed: 7, options: { testPerType: 12 } }, source);
    if (!r.ok) throw new Error(r.error.message);
    expect(source.asked).toEqual([{ seed: 7, testPerType: 12, trainCanonicalPerType: 0, trainPerturbedPerCell: 0, holdOutFamily: null, domain: 'linear', generatorVersion: GENERATOR_VERSION }]);
    expect(r.value.tests).toEqual(tests);
    expect(r.value.dataset).toEqual({
      seed: 7,
      options: { seed: 7, testPerType: 12, trainCanonicalPerType: 0, trainPerturbedPerCell: 0, holdOutFamily: null, domain: 'linear', generator_version: GENERATOR_VERSION },
      content_hash: contentHash(tests),
    });
  });

  it('bad options are refused before the source is asked', async () => {
    const source = fakeSource(tests);
    const r = await dataForRun({ seed: 1, options: { testPerType: 7 } }, source);
    expect(!r.ok && r.error.code).toBe('bad_options');
    expect(!r.ok && r.error.message).toContain('testPerType');
    expect(source.asked).toEqual([]);
  });

  it('files: the path is stored, no seed', async () => {
    const source = fakeSource([train, ...tests]);
    const r = await dataForRun({ data: 'data/v1' }, source);
    expect(r.ok && r.value.dataset).toEqual({ seed: null, options: { data: 'data/v1' }, content_hash: contentHash(tests) });
    expect(source.paths).toEqual(['data/v1']);
  });

  it('files are refused where the source cannot read them', async () => {
    const r = await dataForRun({ data: 'data/v1' }, fakeSource(tests, false));
    expect(!r.ok && r.error.code).toBe('no_source');
  });

  it('a failed read is passed on', async () => {
    const r = await dataForRun({ data: 'missing' }, fakeSource(tests));
    expect(r).toEqual({ ok: false, error: { code: 'read_failed', message: 'no such dir' } });
  });

  it('no test samples is no_tests', async () => {
    expect(await dataForRun({ seed: 1 }, fakeSource([train]))).toMatchObject({ ok: false, error: { code: 'no_tests' } });
    expect(await dataForRun({ data: 'd' }, fakeSource([]))).toMatchObject({ ok: false, error: { code: 'no_tests' } });
  });
});

describe('samplesForSpec', () => {
  it('rebuilds a seed spec from its stored options and selects', async () => {
    const made = await dataForRun({ seed: 3, options: { testPerType: 12, holdOutFamily: 'add_both_sides' } }, fakeSource(tests));
    if (!made.ok) throw new Error(made.error.message);
    const source = fakeSource([train, ...tests]);
    const r = await samplesForSpec(specWith(made.value.dataset, { set: 'perturbed', limit: null }), source);
    if (!r.ok) throw new Error(r.error.message);
    expect(source.asked).toEqual([{ seed: 3, testPerType: 12, trainCanonicalPerType: 0, trainPerturbedPerCell: 0, holdOutFamily: 'add_both_sides', domain: 'linear', generatorVersion: GENERATOR_VERSION }]);
    expect(r.value.tests).toEqual(tests);
    expect(r.value.selected).toEqual(tests.filter((s) => s.set === 'perturbed'));
  });

  it('other samples are not_these_samples, naming both generator versions', async () => {
    const dataset = { seed: 1, options: { testPerType: 12, generator_version: '0.9.0' }, content_hash: contentHash(tests) };
    const r = await samplesForSpec(specWith(dataset), fakeSource(tests.slice(1)));
    expect(!r.ok && r.error.code).toBe('not_these_samples');
    expect(!r.ok && r.error.message).toContain('generator 0.9.0');
    expect(!r.ok && r.error.message).toContain(`generators ${GENERATOR_VERSIONS.slice(0, -1).join(', ')} and ${GENERATOR_VERSIONS.at(-1)}`);
    expect(!r.ok && r.error.message).toContain('generators 2.0.0, 3.0.0, 3.1.0, 3.2.0, 3.3.0, 3.4.0, 3.5.0, 3.6.0, 3.7.0, 3.8.0, 3.9.0, 3.10.0, 3.11.0, 3.12.0, 3.13.0 and 3.14.0');
    expect(!r.ok && r.error.message).toContain(contentHash(tests));
  });

  it('with the same generator version, it does not blame the version', async () => {
    const dataset = { seed: 1, options: { testPerType: 12, generator_version: GENERATOR_VERSION }, content_hash: contentHash(tests) };
    const r = await samplesForSpec(specWith(dataset), fakeSource(tests.slice(1)));
    expect(!r.ok && r.error.code).toBe('not_these_samples');
    expect(!r.ok && r.error.message).toContain(`generator ${GENERATOR_VERSION} did not make the same samples again`);
    expect(!r.ok && r.error.message).not.toContain('makes different traces');
  });

  it('a spec without a version says so', async () => {
    const r = await samplesForSpec(specWith({ seed: 1, options: {}, content_hash: 'fnv1a64:0' }), fakeSource(tests));
    expect(!r.ok && r.error.message).toContain('an unknown version');
  });

  it('files: read again from the stored path or an override; a mismatch asks for --data', async () => {
    const dataset = { seed: null, options: { data: 'old/dir' }, content_hash: contentHash(tests) };
    const source = fakeSource(tests);
    expect((await samplesForSpec(specWith(dataset), source)).ok).toBe(true);
    expect((await samplesForSpec(specWith(dataset), source, { data: 'new/dir' })).ok).toBe(true);
    expect(source.paths).toEqual(['old/dir', 'new/dir']);
    const wrong = await samplesForSpec(specWith(dataset), fakeSource(tests.slice(2)));
    expect(!wrong.ok && wrong.error).toMatchObject({ code: 'not_these_samples', message: expect.stringContaining('--data') });
  });

  it('files are refused where the source has no files', async () => {
    const r = await samplesForSpec(specWith({ seed: null, options: { data: 'd' }, content_hash: 'x' }), fakeSource(tests, false));
    expect(!r.ok && r.error).toMatchObject({ code: 'no_source', message: expect.stringContaining('d') });
  });

  it('no seed and no path is no_source', async () => {
    const r = await samplesForSpec(specWith({ seed: null, options: {}, content_hash: 'x' }), fakeSource(tests));
    expect(!r.ok && r.error.code).toBe('no_source');
  });

  it('stored options that no longer resolve are bad_options', async () => {
    const r = await samplesForSpec(specWith({ seed: 1, options: { testPerType: 5 }, content_hash: 'x' }), fakeSource(tests));
    expect(!r.ok && r.error.code).toBe('bad_options');
  });

  it('maxTests: test sets larger than the caller rebuilds are too_large, refused before the source is asked', async () => {
    const source = fakeSource(tests);
    const big = await samplesForSpec(specWith({ seed: 1, options: { testPerType: 99_996 }, content_hash: 'x' }), source, { maxTests: 21_600 });
    expect(!big.ok && big.error.code).toBe('too_large');
    expect(!big.ok && big.error.message).toContain('599,976 samples');
    expect(source.asked).toEqual([]);
    const fits = await samplesForSpec(specWith({ seed: 1, options: { testPerType: 3600 }, content_hash: 'x' }), source, { maxTests: 21_600 });
    expect(!fits.ok && fits.error.code).toBe('not_these_samples');
    expect(source.asked).toHaveLength(1);
  });

  it('the limit selects from the tests', async () => {
    const r = await samplesForSpec(specWith({ seed: null, options: { data: 'd' }, content_hash: contentHash(tests) }, { limit: 6 }), fakeSource(tests));
    expect(r.ok && r.value.selected.length).toBe(6);
    expect(r.ok && r.value.tests.length).toBe(tests.length);
  });
});
