import { describe, expect, it } from 'vitest';
import { computeRunMetrics, pairedComparison } from '../../src/core/metrics/index.ts';
import {
  accuracyTable,
  csvField,
  tableHeading,
  toCsv,
  detailsTable,
  familyTable,
  latexEscape,
  pairedTable,
  percent,
  points,
  pValue,
  runTableCsv,
  runTableLatex,
  runTableMarkdown,
  runTableText,
} from '../../src/core/report/index.ts';
import { RUN_A, SAMPLES, record, G_T1 } from '../metrics/fixture.ts';

// Numbers: see tests/metrics/tables.test.ts (canonical q2 = 2/4 etc.).
const m = computeRunMetrics(RUN_A, SAMPLES);
const canonicalOnly = computeRunMetrics([record('c1', G_T1, [true, true, -1])], SAMPLES);

describe('format', () => {
  it('percent with two decimals', () => {
    expect(percent(0.96478)).toBe('96.48');
    expect(percent(1)).toBe('100.00');
    expect(percent(0)).toBe('0.00');
    expect(percent(null)).toBeNull();
  });
  it('signed points and p-values', () => {
    expect(points(0.0125)).toBe('+1.25');
    expect(points(-0.004)).toBe('-0.40');
    expect(points(-0.00001)).toBe('0.00');
    expect(points(0)).toBe('0.00');
    expect(pValue(0.021484375)).toBe('0.0215');
    expect(pValue(0.00001)).toBe('<0.0001');
  });
});

describe('accuracy table', () => {
  it('CSV: one row per set, percentages, empty cells for no samples', () => {
    expect(runTableCsv(m, 'Base')).toBe(
      [
        'Set,Model,Q1 outcome Overall,Q1 outcome T1,Q1 outcome T2,Q1 outcome T3,Q2 step-level Overall,Q2 step-level T1,Q2 step-level T2,Q2 step-level T3,Q3 localization Overall,Q3 localization T1,Q3 localization T2,Q3 localization T3',
        'canonical,Base,100.00,100.00,100.00,100.00,50.00,50.00,100.00,0.00,50.00,50.00,100.00,0.00',
        'perturbed,Base,60.00,0.00,100.00,100.00,40.00,0.00,50.00,100.00,0.00,0.00,0.00,0.00',
        '',
      ].join('\n'),
    );
    expect(runTableCsv(canonicalOnly, 'x, "y"').split('\n')[1]).toBe('canonical,"x, ""y""",100.00,100.00,,,100.00,100.00,,,100.00,100.00,,');
  });

  it('Markdown: escaped pipes, right-aligned numbers, dash for no samples', () => {
    const md = runTableMarkdown(canonicalOnly, 'a|b');
    const lines = md.trimEnd().split('\n');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toBe('|:---|:---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
    expect(lines[2]).toBe('| canonical | a\\|b | 100.00 | 100.00 | – | – | 100.00 | 100.00 | – | – | 100.00 | 100.00 | – | – |');
    expect(runTableMarkdown(m, 'Base')).toContain('| perturbed | Base | 60.00 | 0.00 | 100.00 | 100.00 | 40.00 |');
  });

  it('LaTeX: booktabs, grouped header, set name once per block, escaped label', () => {
    const tex = accuracyTable('latex', [
      { label: 'Base', metrics: m },
      { label: 'GED_FT & 50%', metrics: m },
    ]);
    expect(tex.startsWith('\\begin{tabular}{llrrrrrrrrrrrr}\n\\toprule\n')).toBe(true);
    expect(tex).toContain('\\multicolumn{4}{c}{Q1 outcome} & \\multicolumn{4}{c}{Q2 step-level} & \\multicolumn{4}{c}{Q3 localization} \\\\');
    expect(tex).toContain('\\cmidrule(lr){3-6} \\cmidrule(lr){7-10} \\cmidrule(lr){11-14}');
    expect(tex).toContain('canonical & Base & 100.00 & 100.00 & 100.00 & 100.00 & 50.00 &');
    expect(tex).toContain('\n & GED\\_FT \\& 50\\% & 100.00 &');
    expect(tex).toContain('perturbed & Base & 60.00 & 0.00 &');
    expect(tex.trimEnd().endsWith('\\bottomrule\n\\end{tabular}')).toBe(true);
    expect(runTableLatex(canonicalOnly, 'x')).toContain('canonical & x & 100.00 & 100.00 & -- & -- &');
  });

  it('text: aligned columns (every row as wide as the header)', () => {
    const txt = runTableText(m, 'Base');
    const lines = txt.trimEnd().split('\n');
    expect(lines[0]).toMatch(/Q1 outcome\s+Q2 step-level\s+Q3 localization/);
    const header = lines[1] ?? '';
    expect(header).toMatch(/^Set\s+Model\s+Overall\s+T1/);
    for (const row of lines.slice(3)) expect(row.length).toBe(header.length);
    expect(lines[3]).toMatch(/^canonical\s+Base\s+100\.00/);
  });

  it('stacks several runs per set, sets in canonical → perturbed order', () => {
    const csv = accuracyTable('csv', [
      { label: 'A', metrics: m },
      { label: 'B', metrics: canonicalOnly },
    ]);
    expect(csv.split('\n').slice(1, 4).map((l) => l.split(',').slice(0, 2).join(','))).toEqual(['canonical,A', 'canonical,B', 'perturbed,A']);
  });
});

describe('other tables', () => {
  it('family table lists the families present', () => {
    const csv = familyTable('csv', [{ label: 'Base', metrics: m }]);
    expect(csv.split('\n').slice(1, -1).map((l) => l.split(',')[0])).toEqual(['add_both_sides', 'multiply_constant', 'square_both_sides']);
    expect(csv).toContain('multiply_constant,Base,50.00,0.00,100.00,,0.00,');
  });

  it('details table: parse errors, FRR, false acceptance, F1, Q3 offsets', () => {
    const csv = detailsTable('csv', [{ label: 'Base', metrics: m }]);
    // perturbed: 1/5 parse errors, FRR 2/2, FA T2 1/2, T3 0/1, F1 0, offsets 1/3 each
    expect(csv).toContain('perturbed,Base,5,20.00,100.00,50.00,0.00,0.00,33.33,33.33,33.33');
    expect(csv).toContain('canonical,Base,4,0.00,50.00,0.00,100.00,50.00,0.00,0.00,50.00');
  });

  it('paired table: counts, accuracies, signed diff, McNemar p', () => {
    const b = [record('c1', G_T1, [false, false, 2]), record('c2', G_T1, [true, true, -1])];
    const csv = pairedTable('csv', pairedComparison(RUN_A, b, SAMPLES), 'Base', 'FT');
    const lines = csv.trimEnd().split('\n');
    expect(lines[0]).toBe('Set,Query,n,Both right,Only Base,Only FT,Both wrong,Base,FT,Diff (pp),McNemar p');
    // c1: A right on all, B wrong on all; c2: A (T,F,3) vs B right → q1 both, q2/q3 only B.
    expect(lines[1]).toBe('canonical,Q1,2,1,1,0,0,100.00,50.00,+50.00,1.0000');
    expect(lines[2]).toBe('canonical,Q2,2,0,1,1,0,50.00,50.00,0.00,1.0000');
    expect(lines).toHaveLength(4);
  });
});

describe('CSV cells a spreadsheet would run as formulas (OWASP CSV injection)', () => {
  it('get a leading apostrophe and quotes: =, +, -, @, tab, CR, LF, full-width forms, after leading spaces too', () => {
    expect(csvField('=HYPERLINK("http://evil.example","click")')).toBe('"\'=HYPERLINK(""http://evil.example"",""click"")"');
    expect(csvField('+cmd|\' /C calc\'!A0')).toBe('"\'+cmd|\' /C calc\'!A0"');
    expect(csvField('-2+3')).toBe('"\'-2+3"');
    expect(csvField('@SUM(A1:A9)')).toBe('"\'@SUM(A1:A9)"');
    expect(csvField('\t=1+1')).toBe('"\'\t=1+1"');
    expect(csvField('\r=1+1')).toBe('"\'\r=1+1"');
    expect(csvField('\n=1+1')).toBe('"\'\n=1+1"');
    expect(csvField('\uff1d1+1')).toBe('"\'\uff1d1+1"');
    expect(csvField('  =1+1')).toBe('"\'  =1+1"');
  });

  it('plain numbers stay numbers, negative and signed ones included; ordinary text is unchanged', () => {
    for (const n of ['-0.40', '+1.25', '0.00', '100.00', '-3', '1e-5', '<0.0001']) expect(csvField(n)).toBe(n);
    expect(csvField('Qwen3 14B')).toBe('Qwen3 14B');
    expect(csvField('a, b')).toBe('"a, b"');
    expect(csvField('x = 1')).toBe('x = 1');
  });

  it('a run named like a formula is text in every table and heading the CSV export writes', () => {
    const evil = '=HYPERLINK("http://evil.example")';
    const csv = accuracyTable('csv', [{ label: evil, metrics: m }]);
    const lines = csv.trimEnd().split('\n').slice(1);
    for (const line of lines) expect(line).toMatch(/^(canonical|perturbed),"'=HYPERLINK\(""http:\/\/evil\.example""\)",/);
    // The paired-comparison numbers (signed points) stay numeric cells.
    expect(toCsv({ columns: [{ group: '', name: 'Diff', numeric: true }], rows: [['-12.50'], ['+3.00']] })).toBe('Diff\n-12.50\n+3.00\n');
    expect(tableHeading('csv', 'Accuracy (%)')).toBe('# Accuracy (%)');
    expect(tableHeading('csv', `Paired comparison: ${evil} vs B`)).toBe('"# Paired comparison: =HYPERLINK(""http://evil.example"") vs B"');
    // A name holding a line break cannot start a new CSV line with a formula.
    expect(tableHeading('csv', 'a\n=1+1').startsWith('"')).toBe(true);
    expect(tableHeading('markdown', 'a\nb')).toBe('### a b');
  });
});

describe('latexEscape', () => {
  it('escapes every special character', () => {
    expect(latexEscape('a_b&c%d$e#f{g}h~i^j\\k')).toBe(
      'a\\_b\\&c\\%d\\$e\\#f\\{g\\}h\\textasciitilde{}i\\textasciicircum{}j\\textbackslash{}k',
    );
  });
});
