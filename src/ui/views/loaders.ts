// Each view is its own chunk: the start page loads only the view it shows.
import type { Component } from 'svelte';
import type { RouteName } from '../state/router.svelte.ts';

type ViewModule = { default: Component };

export const VIEW_LOADERS: Record<RouteName, () => Promise<ViewModule>> = {
  check: () => import('./CheckView.svelte'),
  dataset: () => import('./DatasetView.svelte'),
  run: () => import('./RunView.svelte'),
  demo: () => import('./DemoView.svelte'),
  results: () => import('./ResultsView.svelte'),
  storage: () => import('./StorageView.svelte'),
};

export const VIEW_TITLES: Record<RouteName, string> = {
  check: 'Check a solution',
  dataset: 'Dataset',
  run: 'Run a model',
  demo: "The paper's finding",
  results: 'Results',
  storage: 'Storage',
};
