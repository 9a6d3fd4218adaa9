// How much this origin stores, the browser's quota, and persistent storage.

export interface StorageEstimate {
  usage: number | null;
  quota: number | null;
  /** True when the browser promised not to evict this origin's data. */
  persisted: boolean;
}

/** null when the browser offers no StorageManager (old browsers, some private modes). */
export async function estimateStorage(nav: Navigator | undefined = globalThis.navigator): Promise<StorageEstimate | null> {
  const storage = nav?.storage;
  if (!storage?.estimate) return null;
  const [estimate, persisted] = await Promise.all([
    storage.estimate(),
    storage.persisted ? storage.persisted() : Promise.resolve(false),
  ]);
  return { usage: estimate.usage ?? null, quota: estimate.quota ?? null, persisted };
}

/** Asks the browser to keep this origin's data; resolves to whether it will. */
export async function requestPersistence(nav: Navigator | undefined = globalThis.navigator): Promise<boolean> {
  const storage = nav?.storage;
  if (!storage?.persist) return false;
  return storage.persist();
}
