// API keys are kept per exact endpoint (issue 17): another path on the same host never
// gets a key, and keys saved per origin by earlier versions are never lost silently.
import { describe, expect, it } from 'vitest';
import {
  adoptLegacyKey, forgetLegacyKey, hasApiKey, keyEndpoint, legacyKeyFor, loadApiKey, migrateLegacyKeys, saveApiKey, type KeyStorage,
} from '../../src/ui/state/run-keys.ts';

function memory(entries: Record<string, string> = {}): KeyStorage & { map: Map<string, string> } {
  const map = new Map(Object.entries(entries));
  return {
    map,
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, v),
    removeItem: (k) => void map.delete(k),
    get length() { return map.size; },
    key: (i) => [...map.keys()][i] ?? null,
  };
}

describe('API keys per exact server URL', () => {
  it('a key saved for one URL is not given to another path, port or scheme of the same host', () => {
    const store = memory();
    saveApiKey('http://h:1/v1', ' sk-a ', store);
    expect(loadApiKey('http://h:1/v1', store)).toBe('sk-a');
    for (const other of ['http://h:1/tenant-b/v1', 'http://h:1/other', 'http://h:2/v1', 'https://h:1/v1', 'http://h:1/v2']) {
      expect(loadApiKey(other, store), other).toBe('');
      expect(hasApiKey(other, store), other).toBe(false);
    }
  });

  it('the forms of one endpoint share its key (root, /v1, trailing slash, full …/chat/completions, host case)', () => {
    const store = memory();
    saveApiKey('http://Example.test:8000/v1/', 'k', store);
    for (const same of ['http://example.test:8000', 'http://example.test:8000/v1', 'http://example.test:8000/v1/chat/completions', ' http://EXAMPLE.test:8000/v1 ']) {
      expect(loadApiKey(same, store), same).toBe('k');
    }
    expect(keyEndpoint('http://h/v1')).toBe('http://h/v1/chat/completions');
    expect(keyEndpoint('ftp://h/v1')).toBeNull();
    expect(keyEndpoint('not a url')).toBeNull();
  });

  it('an empty key forgets it; a URL that is not http(s) stores nothing', () => {
    const store = memory();
    saveApiKey('http://h/v1', 'k', store);
    saveApiKey('http://h/v1', '  ', store);
    expect(store.map.size).toBe(0);
    saveApiKey('javascript:alert(1)', 'k', store);
    expect(store.map.size).toBe(0);
  });
});

describe('keys saved per origin by earlier versions', () => {
  const legacy = (origin: string, key: string) => ({ [`stepbench:api-key:${origin}`]: key });

  it('are never loaded for a URL on their own, only offered', () => {
    const store = memory(legacy('http://h:1', 'sk-old'));
    expect(loadApiKey('http://h:1/v1', store)).toBe('');
    expect(hasApiKey('http://h:1/tenant-b/v1', store)).toBe(false);
    expect(legacyKeyFor('http://h:1/tenant-b/v1', store)).toEqual({ origin: 'http://h:1', key: 'sk-old' });
    expect(legacyKeyFor('http://h:2/v1', store)).toBeNull();
  });

  it('adopting moves the key to that exact URL only; forgetting removes it', () => {
    const store = memory(legacy('http://h:1', 'sk-old'));
    expect(adoptLegacyKey('http://h:1/a/v1', store)).toBe('sk-old');
    expect(loadApiKey('http://h:1/a/v1', store)).toBe('sk-old');
    expect(loadApiKey('http://h:1/b/v1', store)).toBe('');
    expect(legacyKeyFor('http://h:1/b/v1', store)).toBeNull();
    const other = memory(legacy('http://h:1', 'sk-old'));
    forgetLegacyKey('http://h:1', other);
    expect(other.map.size).toBe(0);
  });

  it('a URL with its own key is not offered the old one', () => {
    const store = memory({ ...legacy('http://h:1', 'sk-old') });
    saveApiKey('http://h:1/v1', 'sk-new', store);
    expect(legacyKeyFor('http://h:1/v1', store)).toBeNull();
    expect(legacyKeyFor('http://h:1/x/v1', store)).toEqual({ origin: 'http://h:1', key: 'sk-old' });
  });

  it('migrate to the exact URL of the earliest stored run at that origin; unrecorded ones stay to be offered', () => {
    const store = memory({ ...legacy('http://h:1', 'sk-one'), ...legacy('http://h:2', 'sk-two'), ...legacy('http://h:3', 'sk-three') });
    saveApiKey('http://h:3/v1', 'sk-own', store);
    const moved = migrateLegacyKeys([
      { base_url: 'http://h:1/later/v1', created_at: '2026-02-01T00:00:00Z' },
      { base_url: 'http://h:1/first/v1', created_at: '2026-01-01T00:00:00Z' },
      { base_url: 'http://h:3/v1', created_at: '2026-01-01T00:00:00Z' },
    ], store);
    expect(moved).toEqual(['http://h:1/first/v1/chat/completions']);
    expect(loadApiKey('http://h:1/first/v1', store)).toBe('sk-one');
    expect(loadApiKey('http://h:1/later/v1', store)).toBe('');
    expect(store.map.has('stepbench:api-key:http://h:1')).toBe(false);
    // No run at h:2: kept and offered. h:3's first URL has its own key: the old one is kept, not overwritten.
    expect(legacyKeyFor('http://h:2/v1', store)?.key).toBe('sk-two');
    expect(loadApiKey('http://h:3/v1', store)).toBe('sk-own');
    expect(store.map.get('stepbench:api-key:http://h:3')).toBe('sk-three');
  });
});
