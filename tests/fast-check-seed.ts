// fast-check draws a fresh seed every run, which is how the fuzz tests keep finding new inputs
// on developers' machines. CI is a gate, not an explorer: .ci/run sets FC_SEED so a clean clone
// runs the same inputs every time and a red CI always means the commit, never the draw. A
// failure found anywhere prints its seed; `FC_SEED=<seed> npm run test:unit` replays it.
import fc from 'fast-check';

const seed = process.env['FC_SEED'];
if (seed !== undefined && seed !== '') {
  const n = Number(seed);
  if (!Number.isSafeInteger(n)) throw new Error(`FC_SEED must be an integer, got ${JSON.stringify(seed)}`);
  fc.configureGlobal({ ...fc.readConfigureGlobal(), seed: n });
}
