// `npm run bench`: prints each measurement with its target.
import { benchCore } from './core.ts';
import { benchEval } from './eval.ts';

const lines = [...benchCore(), ...(await benchEval())];
for (const l of lines) {
  const v = l.value >= 100 ? Math.round(l.value).toLocaleString('en-US') : l.value.toFixed(3);
  process.stdout.write(`${l.name.padEnd(72)} ${v.padStart(12)} ${l.unit}${l.target ? `   (target ${l.target})` : ''}\n`);
}
