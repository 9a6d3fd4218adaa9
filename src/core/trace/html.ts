// Work pasted from a learning-management system or a web page's source, with its HTML left in:
// entities (`x &lt; 4`, `&minus;3`, `x&nbsp;=&nbsp;4`, `&#8804;`) and a few tags (`<br>`, `<p>`,
// `x<sup>2</sup>`). To the letter every such line was unreadable ("unexpected character &"). Read
// as the text they stand for, and the Check view and the CLI show the text as read. Only entities
// and tags named here are read; anything else stays as typed (and is reported where it stands).
// Nothing here is ever rendered: the result is plain text, shown as text.

/** The named entities a pasted solution holds, and the characters they stand for. */
const NAMED: Readonly<Record<string, string>> = {
  lt: '<', gt: '>', le: '\u2264', ge: '\u2265', ne: '\u2260', amp: '&', nbsp: ' ', ensp: ' ', emsp: ' ', thinsp: ' ',
  minus: '\u2212', plusmn: '\u00b1', times: '\u00d7', divide: '\u00f7', middot: '\u00b7', sdot: '\u22c5',
  sup2: '\u00b2', sup3: '\u00b3', frac12: '\u00bd', frac14: '\u00bc', frac34: '\u00be', ndash: '\u2013', mdash: '\u2014',
  rarr: '\u2192', rArr: '\u21d2', harr: '\u2194', hArr: '\u21d4', there4: '\u2234', radic: '\u221a', infin: '\u221e',
  isin: '\u2208', empty: '\u2205', quot: '"', apos: "'", rsquo: '\u2019', lsquo: '\u2018', check: '\u2713',
};
const ENTITY = /&(?:([A-Za-z][A-Za-z0-9]{1,7})|#(\d{1,7})|#[xX]([0-9A-Fa-f]{1,6}));/g;
/** The tags read: line breaks, blocks, inline marks, powers and indices. `x < 3 and y > 2` is none (no name after the `<`). */
const TAG_NAMES = 'br|p|div|span|sup|sub|b|i|u|em|strong|li|ul|ol|font|code|tt|var|math|mi|mn|mo';
// Attributes (`<p class="x">`) and the self-closing slash (`<br/>`, `<br />`); one pass, no overlap to backtrack over.
const TAG = new RegExp(`<(/?)(${TAG_NAMES})(?:\\s[^<>]{0,200}|/)?>`, 'gi');
const BLOCK = /^(?:br|p|div|li|ul|ol)$/i;

function entityText(all: string, name: string | undefined, dec: string | undefined, hex: string | undefined): string {
  if (name !== undefined) return NAMED[name] ?? all;
  const code = dec !== undefined ? Number(dec) : parseInt(hex!, 16);
  // Not a character (a surrogate half, past U+10FFFF, a control but the tab): left as typed, reported where it stands.
  if (code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff) || (code < 32 && code !== 9)) return all;
  return String.fromCodePoint(code);
}

/** Whether the text holds an entity named here or a tag named here. */
export function looksLikeHtml(text: string): boolean {
  ENTITY.lastIndex = 0;
  TAG.lastIndex = 0;
  for (const m of text.matchAll(ENTITY)) if (entityText(m[0], m[1], m[2], m[3]) !== m[0]) return true;
  return TAG.test(text);
}

/**
 * The text its HTML stands for: a block tag or a break starts a new line (a blank line between
 * paragraphs is harmless, blank lines are skipped), `<sup>…</sup>` is a power (`^2`, `^(n + 1)`),
 * other tags are taken off, and entities are read once (`&amp;lt;` is `&lt;`, as a browser shows it).
 */
export function fromHtml(text: string): string {
  const tagged = text.replace(/<sup>([^<>]{1,40})<\/sup>/gi, (_m, inner: string) => {
    const t = inner.trim();
    return /^(?:-?\d+|[A-Za-z])$/.test(t) ? `^${t}` : `^(${t})`;
  }).replace(TAG, (_m, _close: string, name: string) => (BLOCK.test(name) ? '\n' : ''));
  return tagged.replace(ENTITY, (all, name?: string, dec?: string, hex?: string) => entityText(all, name, dec, hex));
}
