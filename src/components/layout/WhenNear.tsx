import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import { useInView } from 'react-intersection-observer';
import { PartSlot } from '@/components/lazyPart';

interface Props {
  /** Roughly the height of what comes, so that the page below does not jump when it does. */
  minHeight: number | Record<string, number>;
  children: ReactNode;
}

/**
 * Renders a part of a long page (typically a lazyPart) only once the shopper scrolls near it, so
 * its code is not part of the first load. Without IntersectionObserver it renders at once. The
 * first render is always the empty box, on the server and in the browser alike.
 */
export function WhenNear({ minHeight, children }: Props) {
  const { ref, inView } = useInView({ triggerOnce: true, rootMargin: '600px 0px', fallbackInView: true });
  return (
    <Box ref={ref} sx={inView ? undefined : { minHeight }}>
      {inView && <PartSlot retryKey={inView}>{children}</PartSlot>}
    </Box>
  );
}
