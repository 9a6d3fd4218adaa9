import js from '@eslint/js';
import ts from 'typescript-eslint';
import svelte from 'eslint-plugin-svelte';
import globals from 'globals';

// The three rings: src/core is pure (no DOM, no Node, no adapters, no UI);
// adapters (engines, storage, node, cli) never import the UI or the workers; workers
// never import the UI; the UI reaches workers only through its clients in src/ui/workers.
const nodeBuiltins = ['node:*', 'fs', 'path', 'os', 'child_process', 'http', 'https', 'url', 'crypto', 'stream', 'util', 'readline', 'process', 'worker_threads'];

export default ts.config(
  { ignores: ['dist/', 'build/', 'node_modules/', 'out/', '.bench/', 'test-results/'] },
  js.configs.recommended,
  ...ts.configs.recommended,
  ...svelte.configs['flat/recommended'],
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['**/*.svelte', '**/*.svelte.ts'],
    languageOptions: { parserOptions: { parser: ts.parser } },
  },
  {
    files: ['src/core/**/*.ts'],
    languageOptions: { globals: { ...globals['shared-node-browser'] } },
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [
          { group: nodeBuiltins, message: 'src/core is pure: no Node APIs.' },
          { group: ['**/engines/**', '**/storage/**', '**/node/**', '**/cli/**', '**/ui/**', '**/workers/**', 'svelte', 'svelte/*', '@mlc-ai/*', 'idb'], message: 'src/core imports nothing from the outer rings.' },
        ],
      }],
      'no-restricted-globals': ['error', 'window', 'document', 'process', 'Buffer', 'localStorage', 'indexedDB', 'navigator'],
    },
  },
  {
    files: ['src/engines/**/*.ts', 'src/storage/**/*.ts', 'src/node/**/*.ts', 'src/cli/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/ui/**', '**/workers/**', '**/pwa/**', 'svelte', 'svelte/*'], message: 'Adapters never import the UI or the workers.' }] }],
    },
  },
  {
    files: ['workers/**/*.ts'],
    languageOptions: { globals: { ...globals.worker } },
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/ui/**', '**/pwa/**', 'svelte', 'svelte/*'], message: 'Workers never import the UI.' }] }],
    },
  },
  {
    files: ['src/pwa/**/*.ts', 'src/pwa/**/*.svelte'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/workers/**', '**/engines/**', '**/storage/**', '**/core/**'], message: 'The PWA layer only registers the service worker and shows its notices.' }] }],
    },
  },
  {
    // From src/ui/<area>/… the project's workers/ is three or more levels up; src/ui/workers/ is closer.
    files: ['src/ui/**/*.ts', 'src/ui/**/*.svelte'],
    ignores: ['src/ui/workers/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ regex: '^(\\.\\./){3,}workers/', message: 'The UI reaches workers only through src/ui/workers (one client per worker).' }] }],
    },
  },
  {
    files: ['src/*.svelte', 'src/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ regex: '^\\.\\./workers/', message: 'The UI reaches workers only through src/ui/workers (one client per worker).' }] }],
    },
  },
);
