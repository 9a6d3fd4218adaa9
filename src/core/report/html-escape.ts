// HTML built from tagged templates: every interpolated value is escaped unless it is
// already SafeHtml, so text from a run file or a model can never open a tag or leave an
// attribute. Only the report's own constants are ever marked safe (through `html` itself).

const SAFE = Symbol('safe-html');

export interface SafeHtml {
  readonly [SAFE]: true;
  readonly text: string;
}

export type HtmlValue = string | number | SafeHtml | null | undefined | false | readonly HtmlValue[];

// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROLS = /[\u0000-\u0008\u000B\u000E-\u001F\u007F-\u009F]/g;

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/**
 * Text safe in element content and in a quoted attribute value. Control characters other
 * than tab, newline, form feed and carriage return (HTML parse errors) become U+FFFD.
 */
export function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (ch) => ENTITIES[ch] ?? ch).replace(CONTROLS, '\uFFFD');
}

function safe(text: string): SafeHtml {
  return { [SAFE]: true, text };
}

export function isSafe(v: unknown): v is SafeHtml {
  return typeof v === 'object' && v !== null && SAFE in v;
}

function part(v: HtmlValue): string {
  if (v === null || v === undefined || v === false) return '';
  if (typeof v === 'number') return escapeHtml(String(v));
  if (typeof v === 'string') return escapeHtml(v);
  if (isSafe(v)) return v.text;
  return (v as readonly HtmlValue[]).map(part).join('');
}

/** `html\`<td>${text}</td>\`` — the literal parts are trusted markup, the values are not. */
export function html(strings: TemplateStringsArray, ...values: HtmlValue[]): SafeHtml {
  let out = strings[0] ?? '';
  values.forEach((v, i) => {
    out += part(v) + (strings[i + 1] ?? '');
  });
  return safe(out);
}

/** The report's own CSS, a compile-time constant (never run data). */
export function trustedConstant(text: string): SafeHtml {
  return safe(text);
}
