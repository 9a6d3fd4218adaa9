import { mount } from 'svelte';
import { config as zodConfig } from 'zod/v4/core';
import App from './App.svelte';
import { registerServiceWorker } from './pwa/register.ts';
import { parseHash } from './ui/state/router.svelte.ts';
import { VIEW_LOADERS } from './ui/views/loaders.ts';
import './ui/app.css';

// The page runs under the app's Content-Security-Policy, which forbids `new Function`: zod
// would probe for it when its first schema is built (a CSP violation report) and fall back
// to interpreting anyway. Said before any chunk that builds a schema is evaluated; workers
// and Node keep zod's compiled parsers.
zodConfig({ jitless: true });

// Start fetching the first view's chunk now, in parallel with mounting the shell,
// instead of after the first render (the App's own import then finds it loaded).
void VIEW_LOADERS[parseHash(location.hash).name]().catch(() => undefined);

const target = document.getElementById('app');
if (!target) throw new Error('stepbench: #app element missing from index.html');

export default mount(App, { target });

// Offline support and the "new version" prompt (production builds only).
registerServiceWorker();
