import { useEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import { useLocation } from 'react-router-dom';
import { useAppSelector } from '@/app/hooks';
import { selectPageTitle } from '@/features/ui/uiSlice';
import { selectDocumentTitle } from './DocumentTitle';
import { visuallyHidden } from '@/components/visuallyHidden';

/**
 * Says the new page's title after each navigation, as a full page load would: a single-page app
 * otherwise changes the screen in silence. Only once the new screen has named itself, so the
 * previous page's title is never read out.
 */
export function RouteAnnouncer() {
  const { pathname } = useLocation();
  const page = useAppSelector(selectPageTitle);
  const title = useAppSelector(selectDocumentTitle);
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
