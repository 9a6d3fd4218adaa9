// API keys for OpenAI-compatible servers live ONLY in this browser's localStorage, one
// per exact endpoint: the chat-completions URL the key is sent to (so `http://h/v1`,
// `http://h/v1/` and `http://h/v1/chat/completions` share one key, while
// `http://h/tenant-b/v1` on the same host does not get it). They are never put in a run
// record, an export or a link.
//
// Versions before issue 17 kept one key per origin ("legacy" keys). They are never sent
// anywhere on their own: migrateLegacyKeys gives one to the exact server URL it was first
// used with when a stored run records that URL; otherwise the form offers it ("use the key
// saved for every server at <origin>?") and the user decides, or re-enters it.
import { chatCompletionsUrl } from '../../engines/openai-wire.ts';

const LEGACY_PREFIX = 'stepbench:api-key:';
const PREFIX = 'stepbench:api-key-url:';

export interface KeyStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
  readonly length: number;
  key(index: number): string | null;
}

/** The endpoint a key belongs to: the normalised chat-completions URL (no hash), or null for a non-http(s) URL. */
export function keyEndpoint(baseUrl: string): string | null {
  try {
    const u = new URL(chatCompletionsUrl(baseUrl));
    if (u.protocol !== 'http:' && u.protocol !== 'https:') return null;
    u.hash = '';
    return u.href;
  } catch {
    return null;
  }
}

function originOf(baseUrl: string): string | null {
  try {
    const u = new URL(baseUrl.trim());
    return u.protocol === 'http:' || u.protocol === 'https:' ? u.origin : null;
  } catch {
    return null;
  }
}

function slot(baseUrl: string): string | null {
  const e = keyEndpoint(baseUrl);
  return e === null ? null : PREFIX + e;
}

function storage(): KeyStorage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null; // blocked storage (some privacy modes)
  }
}

function get(store: KeyStorage | null, name: string): string {
  try {
    return store?.getItem(name) ?? '';
  } catch {
    return '';
  }
}

export function loadApiKey(baseUrl: string, store: KeyStorage | null = storage()): string {
  const s = slot(baseUrl);
  return s ? get(store, s) : '';
}

export function hasApiKey(baseUrl: string, store: KeyStorage | null = storage()): boolean {
  return loadApiKey(baseUrl, store) !== '';
}

/** Saves (or, when empty, forgets) the key for this exact endpoint. */
export function saveApiKey(baseUrl: string, key: string, store: KeyStorage | null = storage()): void {
  const s = slot(baseUrl);
  if (!s || !store) return;
  if (key.trim() === '') store.removeItem(s);
  else store.setItem(s, key.trim());
}

/** A key an earlier version saved for every server at this URL's origin (only offered while this URL has none). */
export interface LegacyKey {
  origin: string;
  key: string;
}

export function legacyKeyFor(baseUrl: string, store: KeyStorage | null = storage()): LegacyKey | null {
  const origin = originOf(baseUrl);
  if (origin === null || hasApiKey(baseUrl, store)) return null;
  const key = get(store, LEGACY_PREFIX + origin);
  return key === '' ? null : { origin, key };
}

/** The user chose to use the earlier per-origin key for this URL: it moves here (and only here). */
export function adoptLegacyKey(baseUrl: string, store: KeyStorage | null = storage()): string {
  const legacy = legacyKeyFor(baseUrl, store);
  if (!legacy || !store) return loadApiKey(baseUrl, store);
  saveApiKey(baseUrl, legacy.key, store);
  store.removeItem(LEGACY_PREFIX + legacy.origin);
  return legacy.key;
}

export function forgetLegacyKey(origin: string, store: KeyStorage | null = storage()): void {
  store?.removeItem(LEGACY_PREFIX + origin);
}

function legacyOrigins(store: KeyStorage): string[] {
  const out: string[] = [];
  for (let i = 0; i < store.length; i++) {
    const name = store.key(i);
    if (name?.startsWith(LEGACY_PREFIX)) out.push(name.slice(LEGACY_PREFIX.length));
  }
  return out;
}

/** A stored run's server and when it was made (what records where a key was used). */
export interface KeyUse {
  base_url: string;
  created_at: string;
}

/**
 * Moves each per-origin key to the exact server URL of the earliest stored run at that
 * origin, unless that URL already has a key. A key no run records (or whose first URL has
 * a key of its own) stays where it is, to be offered on the form. Returns the endpoints that received a key.
 */
export function migrateLegacyKeys(uses: readonly KeyUse[], store: KeyStorage | null = storage()): string[] {
  if (!store) return [];
  const moved: string[] = [];
  const earliest = [...uses].sort((a, b) => (a.created_at < b.created_at ? -1 : a.created_at > b.created_at ? 1 : 0));
  for (const origin of legacyOrigins(store)) {
    const first = earliest.find((u) => originOf(u.base_url) === origin);
    if (!first) continue;
    const key = get(store, LEGACY_PREFIX + origin);
    // That URL already has its own key: the old one stays, offered on the form for other paths.
    if (key === '' || hasApiKey(first.base_url, store)) continue;
    saveApiKey(first.base_url, key, store);
    store.removeItem(LEGACY_PREFIX + origin);
    moved.push(keyEndpoint(first.base_url) ?? first.base_url);
  }
  return moved;
}
