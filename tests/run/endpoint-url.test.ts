// user:pass@ in a server URL: taken out of every URL that is stored or shown, the URL
// otherwise as typed; the credentials decoded for the adapter's header. Fuzzed: no
// user name or password survives, and the server named stays the same.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { userinfoOf, withoutUserinfo } from '../../src/core/run/endpoint-url.ts';

describe('withoutUserinfo', () => {
  it.each([
    ['http://ann:pw@127.0.0.1:8000/v1', 'http://127.0.0.1:8000/v1'],
    ['https://ann@api.example', 'https://api.example'],
    ['http://:pw@h/v1/chat/completions', 'http://h/v1/chat/completions'],
    ['http://a:b@c@host:8/v1', 'http://host:8/v1'],
    ['HTTP://U:P@Host/V1?x=1#y', 'HTTP://Host/V1?x=1#y'],
  ])('%s → %s', (typed, shown) => {
    expect(withoutUserinfo(typed)).toBe(shown);
  });

  it('leaves a URL without userinfo exactly as typed (no slash added), and text that is no URL alone', () => {
    for (const url of ['http://127.0.0.1:11434', 'https://api.example/v1/', 'http://h/@x', 'not a url', '']) expect(withoutUserinfo(url)).toBe(url);
  });

  it('a backslash ends the authority as the URL parser reads it: the server named does not change', () => {
    const typed = 'http://evil\\@good.example/v1';
    expect(new URL(withoutUserinfo(typed)).host).toBe(new URL(typed).host);
  });

  it('fuzzed: no user name or password survives, and the host is the one the URL names', () => {
    const part = fc.string({ unit: fc.constantFrom('a', 'b', ':', '@', '%40', 'é', '/', '\\', '?', '#', '.'), maxLength: 12 });
    fc.assert(fc.property(part, part, fc.constantFrom('http', 'https'), fc.constantFrom('h.example', '127.0.0.1:8000', '[::1]:9'), part, (user, pass, scheme, host, path) => {
      const typed = `${scheme}://${user}:${pass}@${host}/${path}`;
      let parsed: URL;
      try {
        parsed = new URL(typed);
      } catch {
        return;
      }
      const shown = new URL(withoutUserinfo(typed));
      expect([shown.username, shown.password]).toEqual(['', '']);
      expect(shown.host).toBe(parsed.host);
      expect(shown.pathname).toBe(parsed.pathname);
    }), { numRuns: 500 });
  });
});

describe('userinfoOf', () => {
  it('decodes the user name and password; null without them', () => {
    expect(userinfoOf('http://ann:p%C3%A4ss%40w@h/v1')).toEqual({ username: 'ann', password: 'päss@w' });
    expect(userinfoOf('http://ann@h')).toEqual({ username: 'ann', password: '' });
    expect(userinfoOf('http://h/v1')).toBeNull();
    expect(userinfoOf('nonsense')).toBeNull();
  });
});
