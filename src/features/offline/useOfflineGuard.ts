import { useId, type FormEvent } from 'react';
import { useAppSelector } from '@/state/hooks';
import { selectIsOnline } from './connectivity';

export interface OfflineGuard {
  offline: boolean;
  /** The id of the form's OfflineNotice, which takes focus when a submit is refused. */
  noticeId: string;
  /** Call first in a submit handler: true (the submit stopped, the notice focused) while offline. */
  refused: (event: FormEvent<HTMLFormElement>) => boolean;
  /** Wraps a form's submit handler: offline, nothing is sent and the offline notice takes focus. */
  guardSubmit: (handler: (event: FormEvent<HTMLFormElement>) => unknown) => (event: FormEvent<HTMLFormElement>) => void;
}

/** For actions that need the server (sign-in, checkout, payment, tracking). */
export function useOfflineGuard(): OfflineGuard {
  const offline = !useAppSelector(selectIsOnline);
  const noticeId = useId();
  const refused: OfflineGuard['refused'] = (event) => {
    if (!offline) return false;
    event.preventDefault();
    document.getElementById(noticeId)?.focus();
    return true;
  };
  const guardSubmit: OfflineGuard['guardSubmit'] = (handler) => (event) => {
    if (!refused(event)) void handler(event);
  };
  return { offline, noticeId, refused, guardSubmit };
}
