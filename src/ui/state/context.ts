// Tiny typed context helpers: shared objects reach components through these.
import { getContext, setContext } from 'svelte';
import type { Router } from './router.svelte.ts';

const ROUTER = Symbol('router');

export function setRouterContext(router: Router): Router {
  return setContext(ROUTER, router);
}

export function getRouterContext(): Router {
  const router = getContext<Router | undefined>(ROUTER);
  if (!router) throw new Error('getRouterContext() called outside <App>');
  return router;
}
