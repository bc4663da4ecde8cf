/**
 * Notices: what any part of the shop tells the shopper in a toast. Raised with `notify`, queued in
 * the store (so DevTools and the support replay show pending ones), handed to notistack once by the
 * shell's Notifier, which then dispatches `notificationShown`.
 *
 * Each notice belongs to a page, and is closed when the shopper leaves it: the page it is raised
 * on, or, for one that announces a move (`belongsTo: 'next-page'`: "Order created", then
 * /payment), the page the shopper arrives at. Pages are counted here (`page.entered`, from the
 * router's `locationChanged`), so the notice says which one is its own as data. A redirect (a
 * navigation that replaces the page: sign-in first, an unknown address) is not leaving.
 *
 * The slice keeps the name `ui` and the action types `ui/notify` and `ui/notificationShown` it has
 * always had: recorded support files name them, and a replay reads the queue at `state.ui`.
 */
import { createSlice, nanoid, type PayloadAction, type UnknownAction } from '@reduxjs/toolkit';
import { locationChanged } from './locationSlice';

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
  /** The page it belongs to, as `page.entered` counts them: closed once the shopper is past it. */
  page: number;
}

/** What a feature says; the shell queues it (with an id and its page) and shows it. */
export type Notice = Omit<Notification, 'id' | 'variant' | 'page'> & {
  variant?: NotificationVariant;
  /** 'next-page' for a notice raised as the shop moves on (then navigates): it is the next page's. */
  belongsTo?: 'this-page' | 'next-page';
};

export interface NoticesState {
  /** Notices waiting to be handed to notistack. */
  notifications: Notification[];
  /**
   * The page the shopper is on, as notices count them: its path without query or hash (a filter
   * or a sort changes the query and stays on the page), and how many pages came before it.
   */
  page: { path: string; entered: number };
}

const initialState: NoticesState = { notifications: [], page: { path: '', entered: 0 } };

type Raised = Omit<Notice, 'variant'> & { id: string; variant: NotificationVariant };

export const noticesSlice = createSlice({
  name: 'ui',
  initialState,
  reducers: {
    /** Any part of the shop raises a notice with this; the shell shows it once. */
    notify: {
      reducer(state, action: PayloadAction<Raised>) {
        const { belongsTo, ...notice } = action.payload;
        state.notifications.push({ ...notice, page: state.page.entered + (belongsTo === 'next-page' ? 1 : 0) });
      },
      prepare: (notice: Notice) => ({ payload: { variant: 'default' as const, ...notice, id: nanoid() } }),
    },
    notificationShown(state, action: PayloadAction<string>) {
      state.notifications = state.notifications.filter((item) => item.id !== action.payload);
    },
  },
  extraReducers(builder) {
    builder.addCase(locationChanged, (state, action) => {
      const path = action.payload.split(/[?#]/)[0] ?? '';
      // The first page reported is the one the app started on, whose notices are already its own;
      // a redirect (a page put in the last one's place) was not the shopper leaving it.
      if (state.page.path === '' || action.meta.replaced) state.page.path = path;
      else if (path !== state.page.path) state.page = { path, entered: state.page.entered + 1 };
    });
  },
  selectors: {
    selectPendingNotices: (state) => state.notifications,
    selectPagesEntered: (state) => state.page.entered,
  },
});

export const { notify, notificationShown } = noticesSlice.actions;
export const { selectPendingNotices, selectPagesEntered } = noticesSlice.selectors;
