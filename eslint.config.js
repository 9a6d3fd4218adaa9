import js from '@eslint/js';
import ts from 'typescript-eslint';
import svelte from 'eslint-plugin-svelte';
import globals from 'globals';

// The three rings: src/core is pure (no DOM, no Node, no adapters, no UI);
// adapters (engines, storage, node, cli) never import the UI.
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
          { group: ['**/engines/**', '**/storage/**', '**/node/**', '**/cli/**', '**/ui/**', '**/workers/**', 'svelte', 'svelte/*', '@mlc-ai/*', 'idb', 'comlink'], message: 'src/core imports nothing from the outer rings.' },
        ],
      }],
      'no-restricted-globals': ['error', 'window', 'document', 'process', 'Buffer', 'localStorage', 'indexedDB', 'navigator'],
    },
  },
  {
    files: ['src/engines/**/*.ts', 'src/storage/**/*.ts', 'src/node/**/*.ts', 'src/cli/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/ui/**', 'svelte', 'svelte/*'], message: 'Adapters never import the UI.' }] }],
    },
  },
);
