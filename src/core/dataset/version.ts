// Generator versions. A change to generated traces is a new version, never a silent one; every
// version listed here is still made byte for byte (files and runs of it stay reproducible and
// resumable). 1.x traces are no longer made: runs on them are read, never rebuilt.
export const GENERATOR_VERSION = '3.0.0';

/** Versions this code can still generate: 2.0.0 (issue 7, linear only) and the current one. */
export const GENERATOR_VERSIONS = ['2.0.0', '3.0.0'] as const;
export type GeneratorVersion = (typeof GENERATOR_VERSIONS)[number];

export function isGeneratorVersion(v: unknown): v is GeneratorVersion {
  return typeof v === 'string' && (GENERATOR_VERSIONS as readonly string[]).includes(v);
}

/** Version 2 files: no `domain` field in a sample, the manifest of issue 7. */
export const isLegacyV2 = (v: GeneratorVersion): boolean => v === '2.0.0';
