// The app's Content-Security-Policy, one definition: vite.config.ts writes it into the built
// index.html as a <meta http-equiv> tag (every static host serves it, GitHub Pages included,
// and the service worker caches it with the page, so the offline app keeps it), and the e2e
// tests check every view against it. The same text works as an HTTP header for hosts that
// can set one (a header can add frame-ancestors, which a meta tag cannot carry).
//
// Why each source is allowed:
// - connect-src http: https: — an OpenAI-compatible server is any URL the user types (a
//   localhost Ollama, a LAN vLLM, a hosted API), and WebLLM fetches weights from
//   huggingface.co and model libraries from raw.githubusercontent.com. Keys never come
//   from a link, and a link never starts a request without a click (link-consent.ts).
// - script-src 'wasm-unsafe-eval' — WebLLM compiles its WebAssembly model libraries
//   (WebAssembly.instantiate). No 'unsafe-eval': nothing evaluates strings as code.
// - style-src 'unsafe-inline' — Svelte's style attributes and Observable Plot's <style>
//   inside each chart. Styles cannot run code; model text is never rendered as HTML.
// - img-src data: blob: — the chart's PNG export draws its SVG through a blob: image.
// - worker-src 'self' — the run, results and generate workers and the PWA service worker
//   are files of this site.
export const CSP_DIRECTIVES: Readonly<Record<string, readonly string[]>> = {
  'default-src': ["'self'"],
  'script-src': ["'self'", "'wasm-unsafe-eval'"],
  'worker-src': ["'self'"],
  'connect-src': ["'self'", 'http:', 'https:'],
  'img-src': ["'self'", 'data:', 'blob:'],
  'style-src': ["'self'", "'unsafe-inline'"],
  'font-src': ["'self'"],
  'manifest-src': ["'self'"],
  'object-src': ["'none'"],
  'frame-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'none'"],
};

export function cspText(directives: Readonly<Record<string, readonly string[]>> = CSP_DIRECTIVES): string {
  return Object.entries(directives).map(([name, sources]) => `${name} ${sources.join(' ')}`).join('; ');
}

/** The <meta> tag for the built page. */
export function cspMetaTag(): string {
  return `<meta http-equiv="Content-Security-Policy" content="${cspText()}" />`;
}
