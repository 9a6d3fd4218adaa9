// Hash routing: #/check, #/dataset, #/run, #/demo, #/results, #/storage (with an optional ?query).
// Hash routes work from any base path and from file-less static hosting.

export const ROUTES = ['check', 'dataset', 'run', 'demo', 'results', 'storage'] as const;
export type RouteName = (typeof ROUTES)[number];

export const DEFAULT_ROUTE: RouteName = 'check';

export interface Route {
  name: RouteName;
  params: URLSearchParams;
  /** The path asked for when it is not a page of the app (#/nonsense); the default page is shown with a notice. */
  unknown: string | null;
}

export function parseHash(hash: string): Route {
  const raw = hash.replace(/^#\/?/, '');
  const q = raw.indexOf('?');
  const path = (q === -1 ? raw : raw.slice(0, q)).replace(/\/+$/, '');
  // A fresh, never-mutated value per hash change: no reactive wrapper needed.
  // eslint-disable-next-line svelte/prefer-svelte-reactivity
  const params = new URLSearchParams(q === -1 ? '' : raw.slice(q + 1));
  const known = (ROUTES as readonly string[]).includes(path);
  // eslint-disable-next-line svelte/prefer-svelte-reactivity -- a fresh value per hash change, as above
  const none = new URLSearchParams();
  return { name: known ? (path as RouteName) : DEFAULT_ROUTE, params: known ? params : none, unknown: known || path === '' ? null : path };
}

export function hrefFor(name: RouteName, params?: Record<string, string>): string {
  // eslint-disable-next-line svelte/prefer-svelte-reactivity -- only serialised
  const query = params ? new URLSearchParams(params).toString() : '';
  return `#/${name}${query ? `?${query}` : ''}`;
}

export class Router {
  #route = $state.raw<Route>(parseHash(location.hash));

  get route(): Route {
    return this.#route;
  }

  /** Starts listening; returns the function that stops. */
  start(): () => void {
    const update = () => {
      this.#route = parseHash(location.hash);
    };
    window.addEventListener('hashchange', update);
    update();
    return () => window.removeEventListener('hashchange', update);
  }

  go(name: RouteName, params?: Record<string, string>): void {
    location.hash = hrefFor(name, params);
  }
}
