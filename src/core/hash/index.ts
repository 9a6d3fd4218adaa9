export { FNV_OFFSET, fnv1a, fnv1aHex } from './fnv1a.ts';
