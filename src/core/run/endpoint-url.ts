// A user name and password in a server URL (`http://user:pass@host/v1`) are a secret:
// they are taken out of every URL that is stored or shown (run files, exports, reports,
// error messages), and only the engine adapter turns them into an Authorization header.

export interface Userinfo {
  username: string;
  password: string;
}

function parsed(url: string): URL | null {
  try {
    return new URL(url);
  } catch {
    return null;
  }
}

/** The decoded user name and password of a URL, or null when it has none. */
export function userinfoOf(url: string): Userinfo | null {
  const u = parsed(url.trim());
  if (!u || (u.username === '' && u.password === '')) return null;
  const decode = (s: string): string => {
    try {
      return decodeURIComponent(s);
    } catch {
      return s;
    }
  };
  return { username: decode(u.username), password: decode(u.password) };
}

/**
 * The URL without its user name and password, otherwise as the user wrote it (no
 * trailing slash added, no other normalisation), so a URL without userinfo comes back
 * unchanged. Unparseable text comes back as it is (the plan rejects it anyway).
 */
export function withoutUserinfo(url: string): string {
  const u = parsed(url);
  if (!u || (u.username === '' && u.password === '')) return url;
  // The userinfo runs to the last '@' before the authority ends ('/', '?', '#', and '\'
  // which the URL parser reads as '/' in http(s) URLs).
  const cut = url.replace(/^(\s*[a-z][a-z0-9+.-]*:\/\/)[^/?#\\]*@/i, '$1');
  const check = parsed(cut);
  // The cut must name the same server; otherwise fall back to the parser's own form.
  if (check && check.host === u.host && check.username === '' && check.password === '') return cut;
  u.username = '';
  u.password = '';
  return u.href;
}
