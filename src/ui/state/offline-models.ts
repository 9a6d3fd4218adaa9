// Whether a WebLLM model is ready for a class with no network, and whether a download fits
// in the space the browser gives this site. Pure, tested in Node.
import type { StorageEstimate } from '../../storage/index.ts';

/**
 * offline: the model's files are in WebLLM's cache AND a service worker keeps the app
 * itself, so both load with the network off; cached: the files are here but the app is
 * not kept (a development server, or a first visit not yet controlled by the worker);
 * none: not downloaded.
 */
export type Readiness = 'offline' | 'cached' | 'none';

export function readiness(cached: boolean, appKeptOffline: boolean): Readiness {
  if (!cached) return 'none';
  return appKeptOffline ? 'offline' : 'cached';
}

export const READINESS_WORDS: Record<Readiness, string> = {
  offline: 'Ready for offline',
  cached: 'Downloaded; the app itself is not kept for offline use here yet (open it once online from its web address)',
  none: 'Not downloaded',
};

export interface SpaceCheck {
  /** Bytes the browser still gives this site; null when it does not say. */
  free: number | null;
  /** Whether a download of about `needMB` fits; null when either is unknown. */
  fits: boolean | null;
}

const MB = 1_000_000;

export function spaceFor(estimate: StorageEstimate | null, needMB: number | null): SpaceCheck {
  const free = estimate && estimate.quota !== null && estimate.usage !== null ? Math.max(0, estimate.quota - estimate.usage) : null;
  return { free, fits: free === null || needMB === null ? null : free >= needMB * MB };
}

/** "about 40% (1 of 8 files)" → a fraction 0..1 for a progress bar, clamped; NaN → 0. */
export function fractionOf(value: number): number {
  return Number.isFinite(value) ? Math.min(1, Math.max(0, value)) : 0;
}
