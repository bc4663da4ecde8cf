import { useDeferredValue, useState } from 'react';
import { lazyPart, PartSlot } from '@/components/lazyPart';
import { useAppSelector } from '@/state/hooks';
import { selectPendingNotices } from '@/state/notices';

const Toasts = lazyPart(() => import('./Toasts').then((m) => m.Toasts));

/**
 * Most visits raise no notice before they are interactive, so notistack is not part of the first
 * load: its chunk is fetched with the first queued notice. Notices wait in the store's queue while
 * it loads (and if it fails, until the next notice tries again); the layer then stays mounted so
 * later notices animate like the first.
 */
export function ToastLayer() {
  // Deferred: the render that starts fetching the layer (and any render of it) comes after the
  // commit of what raised the notice, so a tap's own effect (the cart's badge) shows without it.
  const pending = useDeferredValue(useAppSelector(selectPendingNotices).length);
  const [needed, setNeeded] = useState(pending > 0);
  if (pending > 0 && !needed) setNeeded(true);
  if (!needed) return null;
  return (
    <PartSlot retryKey={pending}>
      <Toasts />
    </PartSlot>
  );
}
