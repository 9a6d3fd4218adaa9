// Whether a server URL a person typed or a link carried can be used, said in plain words.
// One rule for the Run form, the Check view's "ask a model", links and the CLI (planRun):
// `new URL` alone accepts `http://localhost:11434/v1http://127.0.0.1:8011` (two addresses
// run together when one is typed into a pre-filled field) and a query the adapter would
// put before its own path.

const HTTP = /https?:\/\//gi;

/** What is wrong with `value` as an OpenAI-compatible server URL; null when it can be used. */
export function serverUrlProblem(value: string): string | null {
  const url = value.trim();
  if (url === '') return 'an OpenAI-compatible engine needs the server URL';
  // Before parsing: "http://h:8011http://…" does not even parse, and saying why helps more.
  const starts = [...url.matchAll(HTTP)].map((m) => m.index);
  if (starts.length > 1 && starts[0] === 0) {
    const at = starts[1]!;
    return `the server URL holds two addresses: "${url.slice(0, at).trim()}" and "${url.slice(at)}"; keep one`;
  }
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return `the server URL must start with http:// or https:// (got "${url}")`;
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return `the server URL must start with http:// or https:// (got "${url}")`;
  if (/\s/.test(url)) return `the server URL contains a space (got "${url}")`;
  // The adapter appends its path (/v1/chat/completions): a query or fragment would sit before it.
  if (/[?#]/.test(url)) return `the server URL takes no "?…" or "#…" part: give the server root, its /v1, or the full …/chat/completions URL (got "${url}")`;
  return null;
}
