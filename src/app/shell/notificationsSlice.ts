import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { notify, type Notification } from '@/state/notices';

export interface NotificationsState {
  /** Notices waiting to be handed to notistack; kept in the store so DevTools and the support replay show them. */
  notifications: Notification[];
}

const initialState: NotificationsState = { notifications: [] };

/** The shell's queue of notices: any part of the shop raises one with `notify`; the Notifier shows it once. */
export const notificationsSlice = createSlice({
  // `ui`, as before: recordings made before the shell had its own folder still replay.
  name: 'ui',
  initialState,
  reducers: {
    notificationShown(state, action: PayloadAction<string>) {
      state.notifications = state.notifications.filter((item) => item.id !== action.payload);
    },
  },
  extraReducers: (builder) => {
    builder.addCase(notify, (state, action) => {
      state.notifications.push(action.payload);
    });
  },
  selectors: {
    selectPendingNotifications: (state) => state.notifications,
  },
});

export const { notificationShown } = notificationsSlice.actions;
export const { selectPendingNotifications } = notificationsSlice.selectors;
