// The one rule for a typed or linked server URL (core/run/server-url.ts): what the Run form,
// the Check view's "ask a model", links and the CLI accept. The case from issue 16 — a URL
// typed into a pre-filled field — is refused naming both addresses.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { planRun, serverUrlProblem } from '../../src/core/run/index.ts';
import { chatCompletionsUrl } from '../../src/engines/openai-wire.ts';

describe('serverUrlProblem', () => {
  it.each([
    'http://localhost:11434/v1',
    'http://127.0.0.1:8000',
    'https://api.example.org/v1/',
    'http://[::1]:8080/v1/chat/completions',
    '  http://h:1/v1  ',
  ])('accepts %s', (url) => {
    expect(serverUrlProblem(url)).toBeNull();
  });

  it.each([
    ['', 'an OpenAI-compatible engine needs the server URL'],
    ['   ', 'an OpenAI-compatible engine needs the server URL'],
    ['localhost:8000', 'the server URL must start with http:// or https:// (got "localhost:8000")'],
    ['ftp://h/v1', 'the server URL must start with http:// or https:// (got "ftp://h/v1")'],
    ['nope', 'the server URL must start with http:// or https:// (got "nope")'],
    ['http://localhost:11434/v1http://127.0.0.1:8011', 'the server URL holds two addresses: "http://localhost:11434/v1" and "http://127.0.0.1:8011"; keep one'],
    ['http://127.0.0.1:8011http://localhost:11434/v1', 'the server URL holds two addresses: "http://127.0.0.1:8011" and "http://localhost:11434/v1"; keep one'],
    ['http://h:1/v1 http://h:2', 'the server URL holds two addresses: "http://h:1/v1" and "http://h:2"; keep one'],
    ['http://h:1/v 1', 'the server URL contains a space (got "http://h:1/v 1")'],
    ['http://h:1/v1?key=x', 'the server URL takes no "?…" or "#…" part: give the server root, its /v1, or the full …/chat/completions URL (got "http://h:1/v1?key=x")'],
    ['http://h:1/v1#top', 'the server URL takes no "?…" or "#…" part: give the server root, its /v1, or the full …/chat/completions URL (got "http://h:1/v1#top")'],
  ])('refuses %j: %s', (url, why) => {
    expect(serverUrlProblem(url)).toBe(why);
  });

  it('planRun uses it: the CLI and the forms refuse what the field refuses', () => {
    const planned = planRun({ engine: 'openai', model: 'm', base_url: 'http://localhost:11434/v1http://127.0.0.1:8011' }, 'cli');
    expect(planned.ok).toBe(false);
    if (!planned.ok) expect(planned.error).toMatchObject({ code: 'bad_url', field: 'base_url', message: expect.stringMatching(/two addresses/) });
  });

  it('never throws, and a URL it accepts gives a request URL on the same server (fuzz)', () => {
    fc.assert(fc.property(fc.oneof(fc.string(), fc.webUrl({ withQueryParameters: true, withFragments: true }), fc.tuple(fc.webUrl(), fc.webUrl()).map(([a, b]) => a + b)), (input) => {
      const problem = serverUrlProblem(input);
      expect(problem === null || (typeof problem === 'string' && problem.length > 0)).toBe(true);
      if (problem === null) {
        const target = new URL(chatCompletionsUrl(input));
        expect(target.origin).toBe(new URL(input.trim()).origin);
        expect(target.pathname.endsWith('/chat/completions')).toBe(true);
        expect(target.search + target.hash).toBe('');
      }
    }), { numRuns: 2000 });
  });
});
