/**
 * Exact McNemar test on the discordant pairs (b: only A right, c: only B right):
 * p = min(1, 2·P(X ≤ min(b, c))), X ~ Bin(b + c, 1/2). No discordant pairs → p = 1.
 */
export function mcnemarExact(b: number, c: number): number {
  const n = b + c;
  if (!(n > 0)) return 1;
  const lo = Math.min(b, c);
  return Math.min(1, 2 * (n <= 1000 ? lowerTail(n, lo) : lowerTailLog(n, lo)));
}

// pmf(i+1) = pmf(i)·(n − i)/(i + 1) from pmf(0) = 2^-n: exact powers of two for small
// cases, and 2^-n is still a normal double up to n = 1022.
function lowerTail(n: number, lo: number): number {
  let pmf = 2 ** -n;
  let sum = pmf;
  for (let i = 0; i < lo; i++) {
    pmf = (pmf * (n - i)) / (i + 1);
    sum += pmf;
  }
  return sum;
}

// Beyond that 2^-n underflows, so sum in log space. The pmf rises up to n/2 ≥ lo, so the
// last term is the largest and scales the sum.
function lowerTailLog(n: number, lo: number): number {
  const logs: number[] = [-n * Math.LN2];
  for (let i = 0; i < lo; i++) logs.push((logs[i] ?? 0) + Math.log((n - i) / (i + 1)));
  const top = logs[logs.length - 1] ?? 0;
  let scaled = 0;
  for (const l of logs) scaled += Math.exp(l - top);
  return Math.exp(top + Math.log(scaled));
}
