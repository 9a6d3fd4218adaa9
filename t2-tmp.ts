import { checkTraceText } from './src/core/checker/index.ts';
const r = checkTraceText(process.argv[2]!.replace(/\\n/g, '\n'));
if (!r.ok) { console.log('REFUSED', r.error); process.exit(0); }
const x = r.result;
console.log(JSON.stringify({q1:x.q1,q2:x.q2,q3:x.q3, claims:x.claims, vars:x.vars, final:x.final}));
for (const s of x.steps) console.log(`${s.index}: [${r.lines[s.index]!.text}] ${s.kind} ${s.code ?? ''} ${s.reason}${s.annotation ? ' || ' + s.annotation.note : ''}`);
console.log(x.explanation);
