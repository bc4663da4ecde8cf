import createCache, { type StylisPlugin } from '@emotion/cache';

/**
 * jsdom matches every style rule against every element it computes a style for, and its selector
 * engine parses and compiles a `:has()` selector afresh on each match: MUI's Select alone brings
 * three such rules, which made `getComputedStyle` (role queries, TextareaAutosize) the largest cost
 * of the payment tests. Those rules set only layout custom properties, which jsdom never uses, so
 * the tests' style cache leaves every `:has()` rule out. Same key, so the same class names.
 */
const dropHasRules: StylisPlugin = (element) => {
  if (element.type !== 'rule' || !Array.isArray(element.props)) return;
  const kept = element.props.filter((selector) => !selector.includes(':has(') && !selector.includes('::'));
  if (kept.length === element.props.length) return;
  if (kept.length) element.props = kept;
  else element.children = [];
};

export function createTestEmotionCache() {
  return createCache({ key: 'css', stylisPlugins: [dropHasRules] });
}
