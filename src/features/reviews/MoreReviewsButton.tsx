import { useCallback, useEffect, useRef, useState } from 'react';
import Button from '@mui/material/Button';

// How far below the screen "More" may be when its next page is fetched: about a phone's screen.
const AHEAD_MARGIN = '0px 0px 800px 0px';

/** Whether the element given to `ref` is on the screen or within AHEAD_MARGIN below it (false without IntersectionObserver). */
function useNearScreen(): [(node: Element | null) => void, boolean] {
  const [near, setNear] = useState(false);
  const observer = useRef<IntersectionObserver | null>(null);
  const observe = useCallback((node: Element | null) => {
    observer.current?.disconnect();
    observer.current = null;
    if (!node || typeof IntersectionObserver === 'undefined') return;
    observer.current = new IntersectionObserver((entries) => setNear(entries.some((entry) => entry.isIntersecting)), {
      rootMargin: AHEAD_MARGIN,
    });
    observer.current.observe(node);
  }, []);
  return [observe, near];
}

/** "More", telling `onNear` whether it nears the screen (so its page can be fetched ahead). */
export function MoreReviewsButton({ waiting, onMore, onNear }: { waiting: boolean; onMore: () => void; onNear: (near: boolean) => void }) {
  const [observe, near] = useNearScreen();
  useEffect(() => onNear(near), [near, onNear]);
  return (
    <Button ref={observe} variant="outlined" onClick={onMore} disabled={waiting} sx={{ mt: 1 }}>
      More
    </Button>
  );
}
