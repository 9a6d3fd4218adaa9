// Where a redirect may take a request. The user chose one server for the API key and
// the prompts; a redirect must not widen that:
// - to another origin (scheme, host or port differ): followed as fetch does, but
//   without credentials (Authorization, Proxy-Authorization, Cookie), so a key goes only
//   to the origin the user named;
// - from https to plain http: refused (an engine error, before anything is sent when the
//   transport can see the redirect; the CLI's can, a browser's fetch cannot), because the
//   request would travel unencrypted;
// - to a URL holding a user name or password, or to anything but http(s): refused.
// One decision function, used by the CLI's transport (node/http-fetch.ts) before each
// hop and by the OpenAI adapter on the final URL of any fetch.
import { EngineError } from './engine.ts';

/** Request headers that carry a credential: never sent to an origin the user did not name. */
export const CREDENTIAL_HEADERS: readonly string[] = ['authorization', 'proxy-authorization', 'cookie'];

export type RedirectDecision =
  | { follow: true; /** The target is another origin: send no credential header there. */ dropCredentials: boolean }
  | { follow: false; error: EngineError };

/** A URL as it may be shown: no user name or password, no query (which may hold a token). */
export function shownUrl(url: URL): string {
  return `${url.protocol}//${url.host}${url.pathname}`;
}

const HINT_SCHEME = 'If the server is meant to be reached over plain http, give its http:// address yourself (--endpoint, or the server URL in the app); otherwise fix the redirect on the server or the proxy in front of it.';

/** Whether a request to `from` may follow a redirect to `to`, and with which headers. */
export function redirectDecision(from: URL, to: URL): RedirectDecision {
  const refuse = (message: string, hint: string): RedirectDecision => ({ follow: false, error: new EngineError('unreachable', message, { hint }) });
  if (to.protocol !== 'http:' && to.protocol !== 'https:') {
    return refuse(`the server at ${from.origin} redirected to a ${to.protocol} URL; only http and https are followed`, 'Check the server URL; an OpenAI-compatible server answers over http or https.');
  }
  if (from.protocol === 'https:' && to.protocol === 'http:') {
    return refuse(`the server at ${from.origin} redirected to plain http (${shownUrl(to)}); stepbench does not follow a redirect from https to http, which would send the request (and any API key) unencrypted`, HINT_SCHEME);
  }
  if (to.username !== '' || to.password !== '') {
    return refuse(`the server at ${from.origin} redirected to a URL holding a user name or password (${shownUrl(to)}); such a redirect is not followed`, 'Check the server and the proxy in front of it.');
  }
  return { follow: true, dropCredentials: to.origin !== from.origin };
}

/** The headers without any credential (names compared case-insensitively). */
export function withoutCredentials(headers: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) if (!CREDENTIAL_HEADERS.includes(name.toLowerCase())) out[name] = value;
  return out;
}

/**
 * After a fetch that may have followed redirects on its own (a browser's, Node's): the
 * error when its final URL is one the request should never have gone to (https to http).
 * A browser has already sent the request by then (without the key: a change of scheme is
 * a change of origin, and fetch drops Authorization there); the answer is not used.
 */
export function refusedFinalUrl(requested: string, response: { redirected?: boolean; url?: string }): EngineError | null {
  if (!response.redirected || !response.url) return null;
  let from: URL;
  let to: URL;
  try {
    from = new URL(requested);
    to = new URL(response.url);
  } catch {
    return null;
  }
  const decision = redirectDecision(from, to);
  return decision.follow ? null : decision.error;
}

/** The origin a redirected answer came from, when it is not the requested one (a 401 there is no verdict on the user's key). */
export function answeredElsewhere(requested: string, response: { redirected?: boolean; url?: string }): string | null {
  if (!response.redirected || !response.url) return null;
  try {
    const to = new URL(response.url);
    return to.origin !== new URL(requested).origin ? to.origin : null;
  } catch {
    return null;
  }
}
