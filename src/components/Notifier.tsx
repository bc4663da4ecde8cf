import { useEffect } from 'react';
import { useSnackbar } from 'notistack';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { notificationShown, selectPendingNotifications } from '@/features/ui/uiSlice';

/** Hands the store's queued notifications to notistack, once each. */
export function Notifier() {
  const pending = useAppSelector(selectPendingNotifications);
  const dispatch = useAppDispatch();
  const { enqueueSnackbar } = useSnackbar();

  useEffect(() => {
    for (const notification of pending) {
      enqueueSnackbar(
        <span>
          <strong>{notification.title}</strong>
          {notification.description ? <span style={{ display: 'block' }}>{notification.description}</span> : null}
        </span>,
        { variant: notification.variant, key: notification.id },
      );
      dispatch(notificationShown(notification.id));
    }
  }, [pending, dispatch, enqueueSnackbar]);

  return null;
}
