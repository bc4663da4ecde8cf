/**
 * Notices: what any part of the shop tells the shopper in a toast. Raised with `notify`, queued in
 * the store (so DevTools and the support replay show pending ones), handed to notistack once by the
 * shell's Notifier, which then dispatches `notificationShown`.
 *
 * The slice keeps the name `ui` and the action types `ui/notify` and `ui/notificationShown` it has
 * always had: recorded support files name them, and a replay reads the queue at `state.ui`.
 */
import { createSlice, nanoid, type PayloadAction, type UnknownAction } from '@reduxjs/toolkit';

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

export interface NoticesState {
  /** Notices waiting to be handed to notistack. */
  notifications: Notification[];
}

const initialState: NoticesState = { notifications: [] };

export const noticesSlice = createSlice({
  name: 'ui',
  initialState,
  reducers: {
    /** Any part of the shop raises a notice with this; the shell shows it once. */
    notify: {
      reducer(state, action: PayloadAction<Notification>) {
        state.notifications.push(action.payload);
      },
      prepare: (notice: Notice) => ({ payload: { variant: 'default' as const, ...notice, id: nanoid() } }),
    },
    notificationShown(state, action: PayloadAction<string>) {
      state.notifications = state.notifications.filter((item) => item.id !== action.payload);
    },
  },
  selectors: {
    selectPendingNotices: (state) => state.notifications,
  },
});

export const { notify, notificationShown } = noticesSlice.actions;
export const { selectPendingNotices } = noticesSlice.selectors;
