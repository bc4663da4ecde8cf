import { useEffect, useMemo, useRef } from 'react';
import Box from '@mui/material/Box';
import { useNavigate } from 'react-router-dom';
import { sanitizePolicyHtml } from './sanitizePolicyHtml';
import { inAppPath } from './shopLink';

/**
 * The one place server HTML reaches the page. It is sanitized right here, so no caller can hand
 * raw markup to `dangerouslySetInnerHTML`; links into the shop are routed inside the app.
 */
export function PolicyHtml({ html, title }: { html: string; title?: string }) {
  const safe = useMemo(() => ({ __html: sanitizePolicyHtml(html, title) }), [html, title]);
  const container = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();

  useEffect(() => {
    const element = container.current;
    if (!element) return undefined;
    // Delegated from the anchors themselves, which keep their own keyboard behaviour.
    const onClick = (event: MouseEvent) => {
      const anchor = event.target instanceof Element ? event.target.closest('a') : null;
      const path = anchor && element.contains(anchor) ? inAppPath(anchor, event) : null;
      if (path === null) return;
      event.preventDefault();
      void navigate(path);
    };
    element.addEventListener('click', onClick);
    return () => element.removeEventListener('click', onClick);
  }, [navigate]);

  return <Box ref={container} dangerouslySetInnerHTML={safe} />;
}
