import { checkTrace } from '/work/main/src/core/checker/index.ts';
const r = checkTrace(process.argv.slice(2));
console.log(JSON.stringify({q1:r.q1,q2:r.q2,q3:r.q3, claims: r.claims, final: r.final}), '\n' + r.steps.map(s=>`${s.index}: ${s.kind} ${s.code ?? ''} ${s.reason} | ${s.set}`).join('\n'), '\n' + r.explanation);
