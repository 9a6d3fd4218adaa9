/** A fraction as a percentage with two decimals ("96.48"); null stays null. */
export function percent(x: number | null): string | null {
  return x === null ? null : (x * 100).toFixed(2);
}

/** A difference of fractions in percentage points, signed ("+1.25", "-0.40"). */
export function points(x: number | null): string | null {
  if (x === null) return null;
  const s = (x * 100).toFixed(2);
  return x > 0 && s !== '0.00' ? `+${s}` : s === '-0.00' ? '0.00' : s;
}

/** A p-value with four decimals, small ones as "<0.0001". */
export function pValue(p: number): string {
  return p < 0.0001 ? '<0.0001' : p.toFixed(4);
}
