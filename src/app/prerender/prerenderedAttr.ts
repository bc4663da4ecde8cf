/** Marks head tags written by a server or the build: the client removes them when it renders its own (ssr/hydration.tsx). */
export const PRERENDERED_ATTR = 'data-prerendered';
