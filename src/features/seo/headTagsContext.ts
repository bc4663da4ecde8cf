import { createContext } from 'react';

/**
 * False while the build prerenders a page: its head is written from what is known at build time
 * (src/app/prerender), not from store info the build does not have.
 */
export const HeadTagsContext = createContext(true);
