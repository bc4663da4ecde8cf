import { useEffect } from 'react';
import Button from '@mui/material/Button';
import { useSnackbar, type SnackbarKey } from 'notistack';
import { useAppDispatch, useAppSelector } from '@/state/hooks';
import { notificationShown, selectPendingNotices, type NotificationAction } from '@/state/notices';

/** A notice with a button stays long enough to reach it on a phone. */
export const ACTION_NOTICE_MS = 8000;

/** Hands the store's queued notifications to notistack, once each. */
export function Notifier() {
  const pending = useAppSelector(selectPendingNotices);
  const dispatch = useAppDispatch();
  const { enqueueSnackbar, closeSnackbar } = useSnackbar();

  useEffect(() => {
    const actionButton = (action: NotificationAction) => (key: SnackbarKey) => (
      <Button
        color="inherit"
        onClick={() => {
          dispatch(action.action);
          closeSnackbar(key);
        }}
        sx={{ fontWeight: 700, minHeight: 44 }}
      >
        {action.label}
      </Button>
    );
    for (const notification of pending) {
      enqueueSnackbar(
        <span>
          <strong>{notification.title}</strong>
          {notification.description ? <span style={{ display: 'block' }}>{notification.description}</span> : null}
        </span>,
        {
          variant: notification.variant,
          key: notification.id,
          ...(notification.action && { action: actionButton(notification.action), autoHideDuration: ACTION_NOTICE_MS }),
        },
      );
      dispatch(notificationShown(notification.id));
    }
  }, [pending, dispatch, enqueueSnackbar, closeSnackbar]);

  return null;
}
