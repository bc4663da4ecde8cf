import { createAction, nanoid, type UnknownAction } from '@reduxjs/toolkit';

export type NotificationVariant = 'default' | 'success' | 'error' | 'info' | 'warning';

/**
 * A button in a notice, described by data so the queue stays serializable (DevTools replays it):
 * pressing it dispatches `action`, a plain action such as `cartRestored(lines)`.
 */
export interface NotificationAction {
  label: string;
  action: UnknownAction;
}

export interface Notification {
  id: string;
  title: string;
  description?: string;
  variant: NotificationVariant;
  action?: NotificationAction;
}

/** What a feature says; the shell queues it (with an id) and shows it. */
export type Notice = Omit<Notification, 'id' | 'variant'> & { variant?: NotificationVariant };

/** Any part of the shop raises a notice with this; the shell's notification queue shows it. */
export const notify = createAction('ui/notify', (notice: Notice): { payload: Notification } => ({
  payload: { variant: 'default', ...notice, id: nanoid() },
}));
