// The dataset's three files as the page, the workers and the CLI name them.
import { FILE_NAMES } from './manifest.ts';

export const SET_KEYS = ['testCanonical', 'testPerturbed', 'train'] as const;
export type SetKey = (typeof SET_KEYS)[number];

export const SET_FILES: Record<SetKey, string> = FILE_NAMES;

export const SET_LABELS: Record<SetKey, string> = {
  train: 'train',
  testCanonical: 'test-canonical',
  testPerturbed: 'test-perturbed',
};
