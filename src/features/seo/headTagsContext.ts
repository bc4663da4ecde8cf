import { createContext } from 'react';
import type { PageSubject } from './headTags';

/**
 * What a page's screens say of its head while a page server draws it: the subject SubjectHead is
 * given, the title usePageTitle is given. Effects do not run on a server, so they note them as
 * they render, and the server writes the head into the document from them.
 */
export interface DrawnHead {
  subject: PageSubject | null;
  title: string | null;
  /** In place of the store name after the title (policy pages: the company name). */
  siteName?: string;
}

/** Where a page server takes what the screens say (null: in the browser, where they render their head themselves). */
export const DrawnHeadContext = createContext<((part: Partial<DrawnHead>) => void) | null>(null);

/** What a server writes into a page's head: its subject, and its title (none: the store name alone). */
export type PageHeadInfo = DrawnHead & { subject: PageSubject };

/**
 * The head the screens declared; null if none did. A plain page is named by its screen's title:
 * the shell's RouteHead drew before the screen named itself.
 */
export function declaredHead({ subject, title, siteName }: DrawnHead): PageHeadInfo | null {
  if (!subject) return null;
  return { subject: subject.kind === 'page' ? { ...subject, title: title ?? subject.title } : subject, title, siteName };
}

/** Marks the head tags a server or the build wrote: the app removes them once it renders its own. */
export const SERVER_HEAD_ATTR = 'data-prerendered';
