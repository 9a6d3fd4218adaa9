// Work pasted as LaTeX, as forums, chat assistants and typeset worksheets give it:
// `$\frac{x}{3} + \frac{x}{2} = 5$`, `x^{2} - 5x + 6 = 0`, `x = \frac{5 \pm \sqrt{13}}{2}`,
// `x \geq 4`, `\therefore x = 3`. To the letter every such line was unreadable. Read as the plain
// text it stands for, command by command; a command not listed here is left as written, so its
// line stays unreadable and says so. Pasted work only: the benchmark's traces hold no LaTeX.

/** Commands that stand for one symbol or word of the trace language. */
const SYMBOLS: Readonly<Record<string, string>> = {
  pm: '±', mp: '∓', cdot: '*', times: '*', div: '/', ast: '*',
  leq: '<=', le: '<=', leqslant: '<=', geq: '>=', ge: '>=', geqslant: '>=', neq: '!=', ne: '!=', lt: '<', gt: '>',
  Rightarrow: '⇒', implies: '⇒', rightarrow: '→', to: '→', longrightarrow: '→', Longrightarrow: '⇒',
  Leftrightarrow: '⇔', iff: '⇔', Longleftrightarrow: '⇔', therefore: '∴',
  infty: '∞', in: '∈', emptyset: '∅', varnothing: '∅', cup: '∪', lor: '∨', vee: '∨', land: '∧', wedge: '∧',
  setminus: '\\', checkmark: '✓',
  quad: ' ', qquad: ' ', ',': ' ', ';': ' ', ':': ' ', '!': '', ' ': ' ',
  left: '', right: '', big: '', Big: '', bigl: '', bigr: '', Bigl: '', Bigr: '', displaystyle: '', textstyle: '',
  '{': '{', '}': '}', '|': '|', '%': '%', '$': '$',
};

/** Commands whose one braced argument is written as it is (text, formatting, a box round the answer). */
// Not \overline: over digits it marks a repeating decimal (0.\overline{3}), which read as its digits
// would be 0.3; it stays as written, so its line is unreadable.
const KEEP_ARGUMENT = new Set(['text', 'textrm', 'textbf', 'textit', 'mathrm', 'mathbf', 'mathit', 'boxed', 'fbox', 'operatorname', 'underline']);

/** Whether pasted text is written in LaTeX: math delimiters or a command of the lists above. */
export function looksLikeLatex(text: string): boolean {
  return (/\\(?:frac|dfrac|tfrac|sqrt|[a-zA-Z]+)\b|\$|\\\(|\\\[/.test(text) && /\\[a-zA-Z]|\$/.test(text)) || delimited(text, '\\(', '\\)') || delimited(text, '\\[', '\\]');
}

/**
 * Whether a line holds math delimiters that open and close on it (`\( x + 5 = -7 \)`): chat assistants write them
 * round plain statements, with no command inside. With no command or `$` the text was not read as LaTeX, and
 * every such line was unreadable. A pair on one line only: a lone `\(` may be a set difference (`ℝ \(2, 3)`).
 */
function delimited(text: string, open: string, close: string): boolean {
  // Line by line, each character looked at a bounded number of times (pasted text is outside input).
  for (let start = 0; start < text.length; ) {
    const eol = text.indexOf('\n', start);
    const line = text.slice(start, eol < 0 ? text.length : eol);
    const at = line.indexOf(open);
    if (at >= 0 && line.indexOf(close, at + open.length) >= 0) return true;
    if (eol < 0) return false;
    start = eol + 1;
  }
  return false;
}

/** For each "{" of the text, the index of the "}" that closes it (-1 where none does): one pass, so no group is searched for twice. */
function closingBraces(text: string): Int32Array {
  const close = new Int32Array(text.length).fill(-1);
  const open: number[] = [];
  for (let k = 0; k < text.length; k++) {
    if (text[k] === '{') open.push(k);
    else if (text[k] === '}' && open.length) close[open.pop()!] = k;
  }
  return close;
}

/** The braced group starting at `at` (`{…}`, nested braces kept), as [inside, index after it], or null. */
function group(text: string, at: number, close: Int32Array): [string, number] | null {
  let i = at;
  while (text[i] === ' ') i++;
  if (text[i] !== '{') {
    // `\frac12`, `x^2`: one character is the argument.
    return i < text.length && /[0-9A-Za-z]/.test(text[i]!) ? [text[i]!, i + 1] : null;
  }
  const end = close[i]!;
  return end < 0 ? null : [text.slice(i + 1, end), end + 1];
}

/** Groups nested deeper than this are left as written (a bound on the recursion: pasted text is outside input). */
const MAX_DEPTH = 16;

/** One line (or a whole text) of LaTeX as plain text; text without LaTeX is returned unchanged. Never longer than the input. */
export function fromLatex(text: string, depth = 0): string {
  if (depth > MAX_DEPTH) return text;
  const close = closingBraces(text);
  let out = '';
  let i = 0;
  // The environments open at `i` (`cases`, `aligned`, …), innermost last; and whether the text is one line.
  const envs: string[] = [];
  const oneLine = depth === 0 && text.trim().split('\n').filter((l) => l.trim()).length === 1;
  while (i < text.length) {
    const c = text[i]!;
    if (c === '$') {
      i++;
      continue;
    }
    if (c === '&') {
      // An alignment point (`x &= 3`): no character of the statement.
      i++;
      continue;
    }
    if (c === '^' || c === '_') {
      const g = group(text, i + 1, close);
      if (g && text[i + 1] === '{') {
        // `x^{2}` is x^2; a longer exponent keeps its group in brackets.
        out += /^\s*\d+\s*$/.test(g[0]) ? `${c}${g[0].trim()}` : `${c}(${fromLatex(g[0], depth + 1)})`;
        i = g[1];
        continue;
      }
      out += c;
      i++;
      continue;
    }
    if (c !== '\\') {
      out += c;
      i++;
      continue;
    }
    // `\\` ends a row of an aligned block: the line ends there, where the row is the last thing on the pasted
    // line. A row break within a pasted line keeps that line one step (one statement a line, as the work is
    // counted): the rows of `cases` are a system's equations, joined by a comma (`3x - 2y = 4, x + y = 3`); other
    // rows are steps written on one line, joined by an arrow (`x^2 = 9 ⇒ x = ±3`, read as a chain, chain-line.ts).
    // As lines, the rows counted as steps of their own put every later step one index on (round 26: false Q3s).
    // Where the whole work is one block on one line, its rows are the steps (a system's `cases` still one).
    if (text[i + 1] === '\\') {
      const rest = text.slice(i + 2, (text.indexOf('\n', i) + 1 || text.length + 1) - 1);
      const rowLast = /^(?:\s|\$|\\end\{[^}]*\}|\\[\])])*$/.test(rest);
      const system = /^(?:cases|rcases|dcases|array|system)\*?$/.test(envs.at(-1) ?? '');
      out += rowLast || (oneLine && !system) ? '\n' : system ? ', ' : ' ⇒';
      i += 2;
      continue;
    }
    // `\(` `\)` `\[` `\]`: math delimiters.
    if ('()[]'.includes(text[i + 1] ?? '')) {
      i += 2;
      continue;
    }
    const name = /^[a-zA-Z]+/.exec(text.slice(i + 1))?.[0] ?? text[i + 1] ?? '';
    const after = i + 1 + name.length;
    // `2\frac{1}{2}` is the mixed number 2½ where taught and 2·½ to the letter: left as written (its
    // line unreadable), as `2½` and `2 1/2` are refused for their two readings.
    const mixed = /\d[ \t]*$/.test(out);
    if ((name === 'frac' || name === 'dfrac' || name === 'tfrac') && !mixed) {
      const num = group(text, after, close);
      const den = num && group(text, num[1], close);
      if (num && den) {
        out += `(${fromLatex(num[0], depth + 1)})/(${fromLatex(den[0], depth + 1)})`;
        i = den[1];
        continue;
      }
    } else if (name === 'sqrt') {
      const arg = group(text, after, close);
      if (arg && text.slice(after).trimStart().startsWith('{')) {
        out += `sqrt(${fromLatex(arg[0], depth + 1)})`;
        i = arg[1];
        continue;
      }
    } else if (name === 'mathbb') {
      const arg = group(text, after, close);
      if (arg && arg[0].trim() === 'R') {
        out += 'ℝ';
        i = arg[1];
        continue;
      }
    } else if (KEEP_ARGUMENT.has(name)) {
      const arg = group(text, after, close);
      if (arg && text.slice(after).trimStart().startsWith('{')) {
        out += fromLatex(arg[0], depth + 1);
        i = arg[1];
        continue;
      }
    } else if (name === 'begin' || name === 'end') {
      // `\begin{aligned}` … `\end{aligned}`: the block's rows are the lines.
      const arg = group(text, after, close);
      if (arg) {
        // `\left\{ \begin{array}{l} … \end{array} \right.` (also aligned, matrix): a brace before the block makes its rows a system's.
        if (name === 'begin') envs.push(/\\(?:left\s*)?\\\{\s*$/.test(text.slice(Math.max(0, i - 16), i)) ? 'system' : arg[0].trim());
        else envs.pop();
        i = arg[1];
        // `\begin{array}{l}`: the columns' alignment, no character of the statement.
        const columns = name === 'begin' && /^(?:array|tabular)$/.test(arg[0].trim()) ? group(text, i, close) : null;
        if (columns && text.slice(i).trimStart().startsWith('{')) i = columns[1];
        continue;
      }
    } else if ((name === 'left' || name === 'right') && text[after] === '.') {
      // `\right.`: the empty delimiter closing `\left\{` (a system's brace), no character of the statement.
      i = after + 1;
      continue;
    } else if (Object.hasOwn(SYMBOLS, name)) {
      const symbol = SYMBOLS[name]!;
      // A word-like symbol keeps a space from the next letter (`\in\mathbb{R}`, `x\leq3`).
      out += /[a-zA-Z]/.test(symbol) ? `${symbol} ` : symbol;
      i = after;
      continue;
    }
    // A command not read: left as written, so its line stays unreadable and says where.
    out += text.slice(i, after);
    i = after;
  }
  return out;
}
