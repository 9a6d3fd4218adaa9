// Registers the service worker that vite-plugin-pwa generates (dist/sw.js) and wires its
// events to the notices. The worker's URL and scope are relative ('./sw.js', './'), so the
// same build works at the root of a host or under any sub-path (a GitHub Pages project
// site). Nothing happens in development or where service workers are unavailable.
import { registerSW } from 'virtual:pwa-register';
import { pwa } from './state.svelte.ts';

/** How often an open tab asks for a new version (it also asks when it becomes visible). */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

let mounted = false;
let reloading = false;

/** Reloads once, when the new worker has taken control. */
function reloadOnce(): void {
  if (reloading) return;
  reloading = true;
  window.location.reload();
}

/** Loads and mounts the notices the first time there is something to say (not at start-up). */
function showNotices(): void {
  if (mounted) return;
  mounted = true;
  // A chunk that could not load (the network went before the service worker kept it) is
  // tried again the next time there is something to say.
  void import('./mount-notices.ts').then((m) => m.mountNotices()).catch(() => (mounted = false));
}

export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;

  const update = registerSW({
    // The worker registers after the page's `load` event, so precaching does not
    // compete with the first view's own downloads.
    immediate: false,
    onNeedRefresh() {
      pwa.needRefresh = true;
      showNotices();
    },
    // The plugin reloads on 'controlling' only when the page was already controlled at
    // start-up; a tab open since the very first visit needs the listener below as well.
    onNeedReload: reloadOnce,
    onOfflineReady() {
      pwa.offlineReady = true;
      showNotices();
    },
    onRegisteredSW(_url, registration) {
      document.documentElement.dataset.sw = 'registered';
      if (!registration) return;
      const check = () => {
        if (navigator.onLine && !registration.installing) registration.update().catch(() => undefined);
      };
      setInterval(check, UPDATE_CHECK_MS);
      document.addEventListener('visibilitychange', () => {
        if (document.visibilityState === 'visible') check();
      });
    },
    onRegisterError(error: unknown) {
      // Not fatal: the app works online without it. Say so once, quietly.
      console.info('stepbench: offline support is unavailable here:', error instanceof Error ? error.message : error);
    },
  });
  pwa.setUpdater(() => {
    navigator.serviceWorker.addEventListener('controllerchange', reloadOnce, { once: true });
    return update(true);
  });

  const onlineChanged = () => {
    pwa.offline = !navigator.onLine;
    if (pwa.offline) showNotices();
  };
  window.addEventListener('online', onlineChanged);
  window.addEventListener('offline', onlineChanged);
  onlineChanged();
}
