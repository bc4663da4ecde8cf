import type { ReactElement } from 'react';
import { CacheProvider } from '@emotion/react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import type { Persistor } from 'redux-persist';
import { AppProviders } from '@/app/AppProviders';
import { routes as appRoutes } from '@/app/routes';
import { setupStore, type AppStore, type RootState } from '@/app/store';
import { sessionRestored } from '@/features/auth/authSlice';
import { createTestEmotionCache } from './emotionCache';

// One per test file, like the app's own: emotion inserts each style once.
const emotionCache = createTestEmotionCache();

export interface RenderOptions {
  preloadedState?: Partial<RootState>;
  store?: AppStore;
  route?: string;
  /** Defaults to signed out; 'unknown' leaves the start-up session check undone. */
  session?: 'signedIn' | 'signedOut' | 'unknown';
  /** The store's persistor, as the app has one; none by default (nothing is read from storage). */
  persistor?: Persistor;
}

function prepareStore({ preloadedState, store, session = 'signedOut' }: RenderOptions): AppStore {
  const prepared = store ?? setupStore(preloadedState);
  if (session !== 'unknown' && !preloadedState?.auth) {
    prepared.dispatch(sessionRestored({ hasToken: session === 'signedIn' }));
  }
  return prepared;
}

/** Given routes, at a URL, with the store and providers around them. */
export function renderRoutes(routeObjects: RouteObject[], options: RenderOptions = {}) {
  const store = prepareStore(options);
  const router = createMemoryRouter(routeObjects, { initialEntries: [options.route ?? '/'] });
  const user = userEvent.setup({ delay: null });
  const view = render(
    <CacheProvider value={emotionCache}>
      <AppProviders store={store} persistor={options.persistor ?? null}>
        <RouterProvider router={router} />
      </AppProviders>
    </CacheProvider>,
  );
  return { store, router, user, ...view };
}

/** The whole app, at a URL. */
export function renderApp(options: RenderOptions = {}) {
  return renderRoutes(appRoutes, options);
}

/**
 * One screen with the store and providers around it, at `route`: on every path, or only on `path`
 * (other paths then show nothing, and the router says where the screen sent the shopper).
 */
export function renderWithProviders(ui: ReactElement, options: RenderOptions & { path?: string } = {}) {
  const elsewhere: RouteObject[] = options.path ? [{ path: '*', element: null }] : [];
  return renderRoutes([{ path: options.path ?? '*', element: ui }, ...elsewhere], options);
}
