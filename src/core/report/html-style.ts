// The report's stylesheet, inlined into the file (the CSP allows inline styles only).
// System fonts only: a report opened offline must not reach for a web font.
export const REPORT_CSS = `
:root { color-scheme: light; --ink: #1a1a1a; --muted: #4d4d4d; --line: #c8c8c8; --soft: #f3f4f6;
  --canonical: #1f5fa8; --perturbed: #b34a0f; --bad: #8f1111; --bad-bg: #fdeceb; }
* { box-sizing: border-box; }
body { margin: 0 auto; max-width: 72rem; padding: 1.5rem 1.25rem 3rem; color: var(--ink); background: #fff;
  font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif; }
h1 { font-size: 1.7rem; margin: 0 0 0.25rem; line-height: 1.2; }
h2 { font-size: 1.3rem; margin: 2.2rem 0 0.6rem; border-bottom: 1px solid var(--line); padding-bottom: 0.2rem; }
h3 { font-size: 1.05rem; margin: 1.4rem 0 0.4rem; }
p { margin: 0.4rem 0; max-width: 52rem; }
.muted { color: var(--muted); }
.banner { border: 2px solid var(--bad); background: var(--bad-bg); color: var(--bad); border-radius: 6px;
  padding: 0.7rem 1rem; margin: 1rem 0; }
.banner h2 { margin: 0 0 0.3rem; border: 0; font-size: 1.15rem; color: var(--bad); }
.banner p { margin: 0.2rem 0; }
.badge { display: inline-block; margin-left: 0.4rem; padding: 0 0.35rem; border-radius: 4px; font-size: 0.78rem;
  font-weight: 600; color: #fff; background: var(--bad); white-space: nowrap; font-style: normal; }
.scroll { overflow-x: auto; margin: 0.5rem 0 1rem; }
.scroll:focus-visible { outline: 2px solid var(--canonical); outline-offset: 2px; }
table { border-collapse: collapse; font-size: 0.9rem; font-variant-numeric: tabular-nums; }
caption { text-align: left; font-weight: 600; padding: 0.2rem 0 0.4rem; }
.explain { font-size: 0.9rem; color: var(--muted); margin-bottom: 0; }
th, td { border-bottom: 1px solid var(--line); padding: 0.3rem 0.5rem; vertical-align: top; }
thead th { background: var(--soft); text-align: center; }
tbody th[scope="rowgroup"] { text-align: left; padding-top: 0.5rem; }
th[scope="row"], td.label { text-align: left; font-weight: normal; }
th[scope="row"] { min-width: 8rem; max-width: 16rem; position: sticky; left: 0; background: #fff; }
td.label { white-space: nowrap; }
td.num { text-align: right; white-space: nowrap; }
td.num .ci { display: block; font-size: 0.75rem; color: var(--muted); }
tr.paper td, tr.paper th { font-style: italic; color: var(--muted); background: #fafafa; }
tr.first td, tr.first th { border-top: 2px solid var(--ink); }
.group { border-left: 2px solid var(--line); }
dl.prov { display: grid; grid-template-columns: max-content 1fr; gap: 0.15rem 1rem; margin: 0.5rem 0; font-size: 0.92rem; }
dl.prov dt { color: var(--muted); }
dl.prov dd { margin: 0; overflow-wrap: anywhere; }
.note { white-space: pre-wrap; border-left: 4px solid var(--line); padding: 0.3rem 0.8rem; margin: 0.5rem 0;
  max-width: 52rem; background: var(--soft); }
.run { margin-bottom: 1.5rem; }
figure { margin: 0.5rem 0 1rem; }
.panels { display: flex; flex-wrap: wrap; gap: 0.5rem 1rem; }
.panels svg { max-width: 100%; height: auto; display: block; }
figcaption { font-size: 0.9rem; color: var(--muted); max-width: 52rem; }
footer { margin-top: 3rem; font-size: 0.85rem; color: var(--muted); border-top: 1px solid var(--line); padding-top: 0.6rem; }
@media (max-width: 600px) { body { padding: 1rem 0.75rem 2rem; } th[scope="row"] { min-width: 6rem; max-width: 10rem; } }
@media print { body { max-width: none; padding: 0; } .scroll { overflow: visible; } h2 { break-after: avoid; } table, figure { break-inside: avoid; } }
`;
