import { createContext } from 'react';

/**
 * False while a server or the build renders a page: its head is written into the document from
 * what is known there (src/app/ssr, src/app/prerender), not rendered by the app.
 */
export const HeadTagsContext = createContext(true);

/** Marks the head tags a server or the build wrote: the app removes them once it renders its own. */
export const SERVER_HEAD_ATTR = 'data-prerendered';
