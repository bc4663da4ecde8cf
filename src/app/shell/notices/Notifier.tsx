import { useEffect, useRef } from 'react';
import Button from '@mui/material/Button';
import { useSnackbar, type SnackbarKey } from 'notistack';
import { useAppDispatch, useAppSelector } from '@/state/hooks';
import { notificationShown, selectPagesEntered, selectPendingNotices, type Notification, type NotificationAction } from '@/state/notices';

/** A notice with a button stays long enough to reach it on a phone. */
export const ACTION_NOTICE_MS = 8000;

/** Notices that say the same thing are one notice: a repeat replaces the one showing. */
const messageOf = ({ variant, title, description }: Notification) => JSON.stringify([variant, title, description ?? '']);

interface Shown {
  message: string;
  page: number;
}

/**
 * Hands the store's queued notifications to notistack, once each: one per message (a repeat
 * replaces it), and each closed once the shopper has left the page it belongs to (a notice whose
 * page was left before it could show is not shown).
 */
export function Notifier() {
  const pending = useAppSelector(selectPendingNotices);
  const pagesEntered = useAppSelector(selectPagesEntered);
  const dispatch = useAppDispatch();
  const { enqueueSnackbar, closeSnackbar } = useSnackbar();
  // What notistack shows (or is about to), by key: notistack itself cannot be asked.
  const shown = useRef(new Map<SnackbarKey, Shown>());

  useEffect(() => {
    const close = (key: SnackbarKey) => {
      shown.current.delete(key);
      closeSnackbar(key);
    };
    const actionButton = (action: NotificationAction) => (key: SnackbarKey) => (
      <Button
        color="inherit"
        onClick={() => {
          dispatch(action.action);
          close(key);
        }}
        sx={{ fontWeight: 700, minHeight: 44 }}
      >
        {action.label}
      </Button>
    );
    for (const notification of pending) {
      dispatch(notificationShown(notification.id));
      if (notification.page < pagesEntered) continue;
      const message = messageOf(notification);
      for (const [key, other] of shown.current) if (other.message === message) close(key);
      enqueueSnackbar(
        <span>
          <strong>{notification.title}</strong>
          {notification.description ? <span style={{ display: 'block' }}>{notification.description}</span> : null}
        </span>,
        {
          variant: notification.variant,
          key: notification.id,
          onExited: (_node, key) => shown.current.delete(key),
          ...(notification.action && { action: actionButton(notification.action), autoHideDuration: ACTION_NOTICE_MS }),
        },
      );
      shown.current.set(notification.id, { message, page: notification.page });
    }
  }, [pending, pagesEntered, dispatch, enqueueSnackbar, closeSnackbar]);

  // The shopper moved on: the notices of the pages left go with them.
  useEffect(() => {
    for (const [key, { page }] of shown.current) {
      if (page >= pagesEntered) continue;
      shown.current.delete(key);
      closeSnackbar(key);
    }
  }, [pagesEntered, closeSnackbar]);

  return null;
}
