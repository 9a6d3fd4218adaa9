import { defineConfig } from 'vitest/config';
import type { Plugin } from 'vite';
import { svelte } from '@sveltejs/vite-plugin-svelte';
import { VitePWA } from 'vite-plugin-pwa';
import { cspMetaTag } from './src/csp.ts';

// base './' so the built site works under any path (e.g. a GitHub Pages project site):
// every URL in index.html, the manifest and the service worker is relative.

/**
 * Output files (relative to dist/) holding @mlc-ai/web-llm's code, filled while the page
 * and its workers are bundled. They are left out of the service worker's precache
 * (several MB that most visitors never load) and cached on first use instead.
 */
const webllmFiles = new Set<string>();

function findWebLLMChunks(): Plugin {
  return {
    name: 'stepbench:find-webllm-chunks',
    apply: 'build',
    generateBundle(_options, bundle) {
      for (const out of Object.values(bundle)) {
        if (out.type !== 'chunk') continue;
        const ids = out.moduleIds ?? Object.keys(out.modules);
        // The library itself, not a chunk that merely reads its package.json (the version).
        if (ids.some((id) => id.replaceAll('\\', '/').includes('/@mlc-ai/web-llm/lib/'))) webllmFiles.add(out.fileName);
      }
    },
  };
}

/**
 * The Content-Security-Policy as a meta tag in the built index.html (src/csp.ts says why
 * each source is allowed). Not in development: Vite's dev server talks to the page over a
 * WebSocket and injects its own scripts.
 */
function contentSecurityPolicy(): Plugin {
  return {
    name: 'stepbench:content-security-policy',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html) => {
        const out = html.replace(/<meta charset="utf-8" \/>/i, (m) => `${m}\n    ${cspMetaTag()}`);
        // A policy silently left out would look like protection that is not there.
        if (out === html) throw new Error('index.html: no <meta charset="utf-8" /> to put the Content-Security-Policy after');
        return out;
      },
    },
  };
}

export default defineConfig({
  base: './',
  plugins: [
    svelte(),
    findWebLLMChunks(),
    contentSecurityPolicy(),
    VitePWA({
      strategies: 'generateSW',
      // src/pwa/register.ts registers the worker (relative URL) and shows the update prompt.
      injectRegister: false,
      registerType: 'prompt',
      // public/ files (icons, manifest) are precached by the glob below.
      includeManifestIcons: false,
      manifest: {
        id: './',
        name: 'stepbench',
        short_name: 'stepbench',
        description: 'Check worked solutions of equations step by step, generate the benchmark, and test language models as step-level verifiers — in your browser, offline.',
        start_url: './',
        scope: './',
        display: 'standalone',
        background_color: '#ffffff',
        theme_color: '#1d4ed8',
        lang: 'en',
        categories: ['education', 'utilities'],
        icons: [
          { src: 'pwa-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: 'pwa-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: 'pwa-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
          { src: 'favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
        ],
      },
      workbox: {
        // The app shell, every view chunk, the worker chunks, styles, icons and the manifest:
        // after one visit every view works offline. Source maps stay out; the plugin adds the
        // web manifest itself.
        globPatterns: ['**/*.{js,mjs,css,html,svg,png,ico,wasm,woff2,json}'],
        // WebLLM's chunk may be larger than workbox's 2 MiB default; it is filtered out below,
        // so the limit only has to let it through the globbing step.
        maximumFileSizeToCacheInBytes: 32 * 1024 * 1024,
        manifestTransforms: [
          (entries) => {
            const manifest = entries.filter((e) => !webllmFiles.has(e.url.replace(/^\.?\//, '')));
            const warnings = manifest
              .filter((e) => e.size > 2 * 1024 * 1024)
              .map((e) => `${e.url} is ${(e.size / 1048576).toFixed(1)} MiB and is precached: every visitor downloads it`);
            return { manifest, warnings };
          },
        ],
        navigateFallback: 'index.html',
        cleanupOutdatedCaches: true,
        // First visit: control the page at once, so lazily loaded files go through the worker.
        // Updates wait for the user's "Reload" (registerType 'prompt': no skipWaiting).
        clientsClaim: true,
        runtimeCaching: [
          {
            // Hashed build files that are not precached (WebLLM's chunk): immutable, so
            // cache-first. Once a WebLLM model has been used, its code works offline too; the
            // model's weights and library live in WebLLM's own Cache API/IndexedDB stores.
            urlPattern: ({ url, sameOrigin }) => sameOrigin && /\/assets\/[^/]+\.(?:js|mjs|css|wasm)$/.test(url.pathname),
            handler: 'CacheFirst',
            options: {
              cacheName: 'stepbench-lazy-assets',
              expiration: { maxEntries: 16, purgeOnQuotaError: true },
              cacheableResponse: { statuses: [200] },
            },
          },
        ],
      },
    }),
  ],
  worker: { format: 'es', plugins: () => [findWebLLMChunks()] },
  build: { target: 'es2022', sourcemap: true },
  test: {
    testTimeout: 30_000,
    // Browser suites share one built dist/ and the machine's two cores: run them one file
    // at a time, after the unit suites (npm test runs the two projects in order).
    projects: [
      { extends: true, test: { name: 'unit', include: ['tests/**/*.test.ts'], exclude: ['tests/e2e/**'], setupFiles: ['tests/fast-check-seed.ts'] } },
      { extends: true, test: { name: 'e2e', include: ['tests/e2e/**/*.test.ts'], fileParallelism: false, testTimeout: 60_000 } },
    ],
  },
});
