// What the service worker tells the page, as reactive state for the notices.
export type UpdateFn = () => Promise<void>;

export class PwaState {
  /** A new version has been installed and waits for the user's reload. */
  needRefresh = $state(false);
  /** The app has just been cached: from now on it works with the network off. */
  offlineReady = $state(false);
  /** The browser reports no network. */
  offline = $state(typeof navigator !== 'undefined' && navigator.onLine === false);
  /** The user clicked Reload and the new version is being activated. */
  updating = $state(false);

  #update: UpdateFn | null = null;

  setUpdater(update: UpdateFn): void {
    this.#update = update;
  }

  /** Activates the waiting worker; the page reloads once it has taken control. */
  async applyUpdate(): Promise<void> {
    if (!this.#update) return;
    this.updating = true;
    await this.#update();
  }

  dismissUpdate(): void {
    this.needRefresh = false;
  }
}

export const pwa = new PwaState();
