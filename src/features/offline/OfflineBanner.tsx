import { useAppSelector } from '@/state/hooks';
import { NoticeBar } from '@/components/layout/NoticeBar';
import { selectIsOnline } from './connectivity';

/** Under the header while the browser is offline; gone (and the data refetched) once it is back. */
export function OfflineBanner() {
  const online = useAppSelector(selectIsOnline);
  if (online) return null;
  return (
    <NoticeBar tone="warning">
      You&apos;re offline. Pages and products you&apos;ve opened before still work, and so does your cart. Signing in, checkout, payment and
      order tracking need a connection.
    </NoticeBar>
  );
}
