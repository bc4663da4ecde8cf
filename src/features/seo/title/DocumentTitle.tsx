import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useCurrentPageTitle } from './usePageTitle';
import { useDocumentTitle } from './useDocumentTitle';

// Read once, on the first render: hydration finds the server's HTML in #root, a fresh render an empty one.
const drawnByServer = () => typeof document !== 'undefined' && (document.getElementById('root')?.hasChildNodes() ?? false);

/**
 * The browser tab's title, from the screen's title and store info.
 *
 * A page drawn by a server came with its title, and its screen names itself only once the part it
 * is in has hydrated, which can be a task or more after the shell. Until then (the document's
 * first page, no name given yet) the server's title stays, rather than flashing the store name alone.
 */
export function DocumentTitle() {
  const title = useDocumentTitle();
  const named = useCurrentPageTitle() !== null;
  const { key } = useLocation();
  const [firstKey] = useState(key);
  const [keepServerTitle] = useState(drawnByServer);
  useEffect(() => {
    if (keepServerTitle && !named && key === firstKey) return;
    document.title = title;
  }, [title, named, key, firstKey, keepServerTitle]);
  return null;
}
