// API keys for OpenAI-compatible servers live ONLY in this browser's localStorage,
// one per server origin. They are never put in a run record, an export or a link.
const PREFIX = 'stepbench:api-key:';

export interface KeyStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

function slot(baseUrl: string): string | null {
  try {
    return PREFIX + new URL(baseUrl.trim()).origin;
  } catch {
    return null;
  }
}

function storage(): KeyStorage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null; // blocked storage (some privacy modes)
  }
}

export function loadApiKey(baseUrl: string, store: KeyStorage | null = storage()): string {
  const s = slot(baseUrl);
  return (s && store?.getItem(s)) || '';
}

/** Saves (or, when empty, forgets) the key for this server. */
export function saveApiKey(baseUrl: string, key: string, store: KeyStorage | null = storage()): void {
  const s = slot(baseUrl);
  if (!s || !store) return;
  if (key.trim() === '') store.removeItem(s);
  else store.setItem(s, key.trim());
}
