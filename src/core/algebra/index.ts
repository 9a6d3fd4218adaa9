export type { Poly } from './poly.ts';
export * as poly from './poly.ts';
export type { RealSet } from './realset.ts';
export {
  ALL, EMPTY, solutionsOf, setOfValues, contains, differencePoly, hasRealRoots, isSubset, setEquals, rationalRoots, rationalSqrt, splitRoots, bigintSqrt,
} from './realset.ts';
export { countRealRoots } from './sturm.ts';
export { formatNumber, formatPoly, formatSet, describeRoots } from './format.ts';
export { Rational, gcdBig } from './rational.ts';
export type { RationalLike } from './rational.ts';
