// A table as plain strings, rendered four ways. Builders decide the cells; renderers only
// decide the syntax, so every format shows the same numbers.

export interface Column {
  /** Header group spanning consecutive columns ('' for none), e.g. "Q1 outcome". */
  group: string;
  name: string;
  /** Numbers right-aligned in text and LaTeX. */
  numeric: boolean;
}

/** null = no value (a cell with no samples): empty in CSV, a dash elsewhere. */
export type Cell = string | null;

export interface Grid {
  columns: Column[];
  rows: Cell[][];
}

export type TableFormat = 'csv' | 'markdown' | 'latex' | 'text';

function flatHead(c: Column): string {
  return c.group ? `${c.group} ${c.name}` : c.name;
}

function groups(columns: readonly Column[]): { title: string; from: number; span: number }[] {
  const out: { title: string; from: number; span: number }[] = [];
  columns.forEach((c, i) => {
    const last = out[out.length - 1];
    if (last && last.title === c.group) last.span++;
    else out.push({ title: c.group, from: i, span: 1 });
  });
  return out;
}

/** Repeated leading labels (the set name) shown once per block, as in the paper. */
function blankRepeats(rows: readonly Cell[][]): Cell[][] {
  return rows.map((r, i) => (i > 0 && rows[i - 1]?.[0] === r[0] ? ['', ...r.slice(1)] : [...r]));
}

/** A plain decimal number ("-0.40", "+1.25", "12", "1e-5"): a spreadsheet reads it as that number, never as a formula. */
const PLAIN_NUMBER = /^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$/;
/**
 * What makes a spreadsheet (Excel, LibreOffice, Google Sheets) read a cell as a formula
 * (OWASP "CSV injection"): a first character =, +, -, @, tab, CR or LF, or their
 * full-width forms; also after leading spaces, which some importers trim.
 */
const FORMULA_START = /^[ \u00a0]*[=+\-@\t\r\n\uff1d\uff0b\uff0d\uff20]/;

/**
 * One CSV field: quoted when it holds a quote, comma or line break (RFC 4180), and a
 * cell a spreadsheet would run as a formula (a run name "=HYPERLINK(…)") is made text
 * as OWASP advises: a leading apostrophe, and quoted. Plain numbers, negative ones
 * included, stay numbers.
 */
export function csvField(s: string): string {
  const formula = FORMULA_START.test(s) && !PLAIN_NUMBER.test(s.trim());
  const text = formula ? `'${s}` : s;
  return formula || /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(g: Grid): string {
  const lines = [g.columns.map(flatHead), ...g.rows].map((r) => r.map((c) => csvField(c ?? '')).join(','));
  return `${lines.join('\n')}\n`;
}

function mdField(s: string): string {
  return s.replace(/\\/g, '\\\\').replace(/\|/g, '\\|').replace(/[\r\n]+/g, ' ');
}

export function toMarkdown(g: Grid): string {
  const line = (cells: readonly string[]): string => `| ${cells.map(mdField).join(' | ')} |`;
  const rule = `|${g.columns.map((c) => (c.numeric ? '---:' : ':---')).join('|')}|`;
  const rows = g.rows.map((r) => r.map((c) => c ?? '–'));
  return `${[line(g.columns.map(flatHead)), rule, ...rows.map(line)].join('\n')}\n`;
}

export function latexEscape(s: string): string {
  return s.replace(/[\\&%$#_{}~^]/g, (ch) => {
    if (ch === '\\') return '\\textbackslash{}';
    if (ch === '~') return '\\textasciitilde{}';
    if (ch === '^') return '\\textasciicircum{}';
    return `\\${ch}`;
  });
}

/** A booktabs tabular (needs \usepackage{booktabs}). */
export function toLatex(g: Grid): string {
  const spec = g.columns.map((c) => (c.numeric ? 'r' : 'l')).join('');
  const row = (cells: readonly Cell[]): string => `${cells.map((c) => (c === null ? '--' : latexEscape(c))).join(' & ')} \\\\`;
  const lines = [`\\begin{tabular}{${spec}}`, '\\toprule'];
  const gs = groups(g.columns);
  if (gs.some((x) => x.title !== '')) {
    lines.push(`${gs.map((x) => (x.span === 1 ? latexEscape(x.title) : `\\multicolumn{${x.span}}{c}{${latexEscape(x.title)}}`)).join(' & ')} \\\\`);
    const rules = gs.filter((x) => x.title !== '').map((x) => `\\cmidrule(lr){${x.from + 1}-${x.from + x.span}}`);
    lines.push(rules.join(' '));
  }
  lines.push(row(g.columns.map((c) => c.name)), '\\midrule');
  for (const r of blankRepeats(g.rows)) lines.push(row(r));
  lines.push('\\bottomrule', '\\end{tabular}');
  return `${lines.join('\n')}\n`;
}

/** Aligned columns for a terminal; group titles on their own line above their columns. */
export function toText(g: Grid): string {
  const rows = blankRepeats(g.rows).map((r) => r.map((c) => c ?? '–'));
  const widths = g.columns.map((c, i) => Math.max(c.name.length, ...rows.map((r) => (r[i] ?? '').length)));
  const gs = groups(g.columns);
  // Widen a group's last column when its title is longer than the columns under it.
  for (const x of gs) {
    const span = widths.slice(x.from, x.from + x.span).reduce((s, w) => s + w, 0) + 2 * (x.span - 1);
    const lastCol = x.from + x.span - 1;
    if (x.title.length > span) widths[lastCol] = (widths[lastCol] ?? 0) + x.title.length - span;
  }
  const cell = (s: string, i: number): string =>
    g.columns[i]?.numeric ? s.padStart(widths[i] ?? 0) : s.padEnd(widths[i] ?? 0);
  const line = (cells: readonly string[]): string => cells.map(cell).join('  ').trimEnd();
  const out: string[] = [];
  if (gs.some((x) => x.title !== '')) {
    out.push(
      gs
        .map((x) => {
          const w = widths.slice(x.from, x.from + x.span).reduce((s, v) => s + v, 0) + 2 * (x.span - 1);
          return x.title.padEnd(w);
        })
        .join('  ')
        .trimEnd(),
    );
  }
  const head = line(g.columns.map((c) => c.name));
  out.push(head, '-'.repeat(Math.max(head.length, out[0]?.length ?? 0)), ...rows.map(line));
  return `${out.join('\n')}\n`;
}

/**
 * A section title above a table: `### T` (Markdown), `% T` (LaTeX), `# T` as one
 * neutralised CSV field (a title holds run names, which may hold anything), or T.
 */
export function tableHeading(format: TableFormat, title: string): string {
  switch (format) {
    case 'markdown':
      return `### ${title.replace(/[\r\n]+/g, ' ')}`;
    case 'latex':
      return `% ${title.replace(/[\r\n]+/g, ' ')}`;
    case 'csv':
      return csvField(`# ${title}`);
    case 'text':
      return title;
  }
}

export function render(format: TableFormat, g: Grid): string {
  switch (format) {
    case 'csv':
      return toCsv(g);
    case 'markdown':
      return toMarkdown(g);
    case 'latex':
      return toLatex(g);
    case 'text':
      return toText(g);
  }
}
