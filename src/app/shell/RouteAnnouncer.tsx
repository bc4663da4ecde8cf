import { useEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import { useLocation } from 'react-router-dom';
import { useCurrentPageTitle } from '@/features/seo/title/usePageTitle';
import { visuallyHidden } from '@/components/visuallyHidden';
import { useDocumentTitle } from '@/features/seo/title/useDocumentTitle';

/**
 * Says the new page's title after each navigation, as a full page load would: a single-page app
 * otherwise changes the screen in silence. Only once the new screen has named itself, so the
 * previous page's title is never read out.
 */
export function RouteAnnouncer() {
  const { pathname } = useLocation();
  const page = useCurrentPageTitle();
  const title = useDocumentTitle();
  const announcedPath = useRef(pathname);
  const [message, setMessage] = useState('');

  useEffect(() => {
    if (announcedPath.current === pathname || page?.path !== pathname) return;
    announcedPath.current = pathname;
    setMessage(title);
  }, [pathname, page, title]);

  return (
    <Box role="status" aria-live="polite" aria-atomic="true" data-testid="route-announcer" sx={visuallyHidden}>
      {message}
    </Box>
  );
}
