import { useRef, type FormEvent } from 'react';
import { useAppSelector } from '@/app/hooks';
import { selectIsOnline } from './connectivity';

export interface OfflineGuard {
  offline: boolean;
  noticeRef: React.RefObject<HTMLDivElement | null>;
  /** Wraps a form's submit handler: offline, nothing is sent and the offline notice takes focus. */
  guardSubmit: (handler: (event: FormEvent<HTMLFormElement>) => unknown) => (event: FormEvent<HTMLFormElement>) => void;
}

/** For actions that need the server (sign-in, checkout, payment, tracking). */
export function useOfflineGuard(): OfflineGuard {
  const offline = !useAppSelector(selectIsOnline);
  const noticeRef = useRef<HTMLDivElement>(null);
  const guardSubmit: OfflineGuard['guardSubmit'] = (handler) => (event) => {
    if (offline) {
      event.preventDefault();
      noticeRef.current?.focus();
      return;
    }
    void handler(event);
  };
  return { offline, noticeRef, guardSubmit };
}
