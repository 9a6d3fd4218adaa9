// Only the parts of Observable Plot the charts use, so the lazily loaded chunk stays small
// (a dynamic import of the whole package could not be tree-shaken).
export { barY, plot, ruleX, ruleY, text } from '@observablehq/plot';
