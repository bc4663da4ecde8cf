/** Marks the build's head tags: the client removes them when it renders its own (takeOver.ts). */
export const PRERENDERED_ATTR = 'data-prerendered';
