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

export interface PageTitle {
  title: string;
  /** Replaces the store name after the title, e.g. the company name on policy pages. */
  siteName?: string;
  /** The path of the screen that set it, so a navigation is announced with its own page's title. */
  path?: string;
}

export interface UiState {
  /** Toasts waiting to be handed to notistack; kept here so DevTools shows and replays them. */
  notifications: Notification[];
  mobileMenuOpen: boolean;
  /** The current screen's title; the document title adds the store name. */
  pageTitle: PageTitle | null;
}

const initialState: UiState = { notifications: [], mobileMenuOpen: false, pageTitle: null };

export const uiSlice = createSlice({
  name: 'ui',
  initialState,
  reducers: {
    notify: {
      reducer(state, action: PayloadAction<Notification>) {
        state.notifications.push(action.payload);
      },
      prepare(notification: Omit<Notification, 'id' | 'variant'> & { variant?: NotificationVariant }) {
        return { payload: { variant: 'default' as const, ...notification, id: nanoid() } };
      },
    },
    notificationShown(state, action: PayloadAction<string>) {
      state.notifications = state.notifications.filter((item) => item.id !== action.payload);
    },
    mobileMenuToggled(state, action: PayloadAction<boolean>) {
      state.mobileMenuOpen = action.payload;
    },
    pageTitleSet(state, action: PayloadAction<PageTitle | null>) {
      state.pageTitle = action.payload;
    },
  },
  selectors: {
    selectPendingNotifications: (state) => state.notifications,
    selectMobileMenuOpen: (state) => state.mobileMenuOpen,
    selectPageTitle: (state) => state.pageTitle,
  },
});

export const { notify, notificationShown, mobileMenuToggled, pageTitleSet } = uiSlice.actions;
export const { selectPendingNotifications, selectMobileMenuOpen, selectPageTitle } = uiSlice.selectors;
