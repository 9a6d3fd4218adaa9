// The Authorization header for a user name and password taken from a server URL
// (http://user:pass@host/v1): RFC 7617 Basic, over the UTF-8 bytes (btoa takes only
// Latin-1, so the bytes are passed as one character each).

export function basicAuth(username: string, password: string): string {
  const bytes = new TextEncoder().encode(`${username}:${password}`);
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return `Basic ${btoa(binary)}`;
}
