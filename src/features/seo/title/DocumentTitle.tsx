import { useEffect } from 'react';
import { useDocumentTitle } from './useDocumentTitle';

/** The browser tab's title, from the screen's title and store info. */
export function DocumentTitle() {
  const title = useDocumentTitle();
  useEffect(() => {
    document.title = title;
  }, [title]);
  return null;
}
