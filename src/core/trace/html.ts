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
  // HTML's own upper-case spellings of the four.
  LT: '<', GT: '>', AMP: '&', QUOT: '"',
};
// One pass, so nothing is read twice: `&amp;lt` is the text `&lt`. The last group: the entities a browser also reads
// without their semicolon (`x &lt 4`, as some editors write them), where no letter, digit or `;` follows.
const ENTITY = /&(?:([A-Za-z][A-Za-z0-9]{1,7});|#(\d{1,7});|#[xX]([0-9A-Fa-f]{1,6});|(lt|gt|amp|nbsp|quot|LT|GT|AMP)(?![A-Za-z0-9;]))/g;
/**
 * The text without its HTML comments (`<!-- … -->`), in one pass: each opening is followed by the first
 * closing after it, and an opening never closed is left as typed (a pattern tried at every `<!--` of a
 * pasted 64 KiB line scanned to its end each time).
 */
function withoutComments(text: string): string {
  let out = '';
  let at = 0;
  for (;;) {
    const open = text.indexOf('<!--', at);
    const close = open < 0 ? -1 : text.indexOf('-->', open + 4);
    if (close < 0) return out + text.slice(at);
    out += text.slice(at, open);
    at = close + 3;
  }
}
/** The tags read: line breaks, blocks, inline marks, powers and indices. `x < 3 and y > 2` is none (no name after the `<`). */
const TAG_NAMES = 'br|p|div|span|sup|sub|b|i|u|em|strong|li|ul|ol|font|code|tt|var|math|mi|mn|mo';
// Attributes (`<p class="x">`) and the self-closing slash (`<br/>`, `<br />`); one pass, no overlap to backtrack over.
const TAG = new RegExp(`<(/?)(${TAG_NAMES})(?:\\s[^<>]{0,200}|/)?>`, 'gi');

function entityText(all: string, name: string | undefined, dec: string | undefined, hex: string | undefined, legacy?: string): string {
  const named = name ?? legacy;
  if (named !== undefined) return NAMED[named] ?? all;
  const code = dec !== undefined ? Number(dec) : parseInt(hex!, 16);
  // Not a character (a surrogate half, past U+10FFFF, a control but the tab): left as typed, reported where it stands.
  if (code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff) || (code < 32 && code !== 9)) return all;
  return String.fromCodePoint(code);
}

/** Whether the text holds an entity named here or a tag named here. */
export function looksLikeHtml(text: string): boolean {
  ENTITY.lastIndex = 0;
  TAG.lastIndex = 0;
  for (const m of text.matchAll(ENTITY)) if (entityText(m[0], m[1], m[2], m[3], m[4]) !== m[0]) return true;
  return TAG.test(text) || /<!--/.test(text);
}

/**
 * A fraction typed as a raised numerator and a lowered denominator, `<sup>1</sup>/<sub>2</sub>` (also with `&frasl;`).
 * Every pattern here starts at the `<` or `&` it reads: one that began with a run of spaces (`[ \t]*<sup>`,
 * `\s*<br>`) was tried at every space of a run and took seconds on a pasted line of 64 KiB of spaces.
 */
const SUP_SUB_FRACTION = /<sup>\s*(\d{1,6})\s*<\/sup>\s*(?:\/|&frasl;|\u2044)\s*<sub>\s*(\d{1,6})\s*<\/sub>/gi;
/** A run of block tags and breaks (`</p><p>`, `</div>\n<div>`), and the spaces after it: one line break, as a browser shows them. */
const BLOCK_RUN = new RegExp(`<(?:/?)(?:br|p|div|li|ul|ol)(?:\\s[^<>]{0,200}|/)?>(?:\\s*<(?:/?)(?:br|p|div|li|ul|ol)(?:\\s[^<>]{0,200}|/)?>)*\\s*`, 'gi');

/**
 * Each `<sup>a</sup>/<sub>b</sub>` as `(a/b)`, and after a whole number (the spaces between kept to one) as `w a/b`:
 * the whole number and the spaces before the tag are found by looking back from it.
 */
function fractions(text: string): string {
  let out = '';
  let last = 0;
  for (const m of text.matchAll(SUP_SUB_FRACTION)) {
    let gap = m.index;
    while (gap > last && (text[gap - 1] === ' ' || text[gap - 1] === '\t')) gap--;
    const whole = gap > last && /\d/.test(text[gap - 1]!);
    out += whole ? `${text.slice(last, gap)} ${m[1]}/${m[2]}` : `${text.slice(last, m.index)}(${m[1]}/${m[2]})`;
    last = m.index + m[0].length;
  }
  return out + text.slice(last);
}

/** Each run of block tags as one line break, the spaces before it taken off too (trimEnd: one pass). */
function blockBreaks(text: string): string {
  let out = '';
  let last = 0;
  for (const m of text.matchAll(BLOCK_RUN)) {
    out += `${text.slice(last, m.index).trimEnd()}\n`;
    last = m.index + m[0].length;
  }
  return out + text.slice(last);
}

/** An opening or closing paragraph, division or list item: what a source line break inside of is a space. */
const OPEN_CLOSE = /<(\/?)(p|div|li)(?:\s[^<>]{0,200})?>/gi;

/**
 * The source's line breaks inside an open `<p>`, `<div>` or `<li>` as spaces, as a browser shows them
 * (`<p>x + y = 10,⏎x - y = 2</p>` is one line: read as two, every later step was one on, round 31); every
 * other line break stays one. A `<br>` alone never makes the text flow: plain lines with a `<br>` in one of
 * them are lines (round 37: flowed, `Solve x/2 = 3⏎x = 6<br>…` became `3x = 6`, a false step 0).
 */
function flowInsideBlocks(text: string): string {
  let depth = 0;
  let out = '';
  let last = 0;
  for (const m of text.matchAll(OPEN_CLOSE)) {
    const chunk = text.slice(last, m.index);
    out += depth > 0 ? chunk.replace(/\r\n|\r|\n/g, ' ') : chunk;
    out += m[0];
    depth = m[1] ? Math.max(0, depth - 1) : depth + 1;
    last = m.index + m[0].length;
  }
  const rest = text.slice(last);
  return out + (depth > 0 ? rest.replace(/\r\n|\r|\n/g, ' ') : rest);
}

/**
 * The text its HTML stands for: a run of block tags and breaks starts one new line, and a line break
 * of the source inside an open block is a space (flowInsideBlocks); a fraction
 * `<sup>1</sup>/<sub>2</sub>` is `(1/2)`, and after a whole number (`1<sup>1</sup>/<sub>2</sub>`, the
 * mixed number 1½ on a web page; read as 1^1/2 = 1/2, round 31) `1 1/2`, which the parser refuses as
 * it refuses `2½`; `<sup>…</sup>` is a power (`^2`, `^(n + 1)`), other tags are taken off, and entities
 * are read once (`&amp;lt;` is `&lt;`, as a browser shows it).
 */
export function fromHtml(text: string): string {
  const powers = fractions(flowInsideBlocks(withoutComments(text)))
    .replace(/<sup(?:\s[^<>]{0,200})?>([^<>]{1,40})<\/sup>/gi, (_m, inner: string) => {
      const t = inner.trim();
      return /^(?:-?\d+|[A-Za-z])$/.test(t) ? `^${t}` : `^(${t})`;
    });
  const tagged = blockBreaks(powers).replace(TAG, '');
  return tagged.replace(ENTITY, (all, name?: string, dec?: string, hex?: string, legacy?: string) => entityText(all, name, dec, hex, legacy));
}
