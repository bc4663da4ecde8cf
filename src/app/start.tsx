import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { PAGE_DATA_ID, pageDataReceived, readPageData } from '@/api/pageData';
import { readTokenCookie } from '@/api/tokenCookie';
import { AppProviders } from '@/app/AppProviders';
import { routes } from '@/app/routes';
import { AfterHydration, asDrawnByServer, routerReady } from '@/app/ssr/hydration';
import { replayEarlyTaps, takeEarlyTaps } from '@/app/taps/replayTaps';
import { createPersistor, persistNow, setupStore } from '@/app/store';
import { registerServiceWorker } from '@/features/app-update/serviceWorkerRegistration';
import { sessionRestored } from '@/features/auth/authSlice';
import { tabStorage } from '@/features/support/recordingStorage';
import { nextTask, whenIdle } from '@/utils/nextTask';

/** Starts the app in the page: hydrates the HTML it came with, or draws into an empty root. */
export async function start() {
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');
  // The page came with its first screen: drawn by the page server with its data, or prerendered
  // by the build (skeletons). Either way the app hydrates it rather than drawing it again.
  const hydrating = container.hasChildNodes();

  const store = setupStore(undefined, { recordingStorage: tabStorage() });
  // The answers the server drew the page with: the app asks the API for none of them again.
  const pageApi = readPageData(document.getElementById(PAGE_DATA_ID)?.textContent);
  if (pageApi) store.dispatch(pageDataReceived(pageApi));
  // What the server drew from: hydration reads this, whatever changes before it is done.
  const serverState = hydrating ? asDrawnByServer(store.getState()) : undefined;
  // The session is whatever the cookie says at start; the token itself is not checked (spec §4).
  store.dispatch(sessionRestored({ hasToken: readTokenCookie() !== null }));
  const persistor = createPersistor(store);

  // Only production builds have a /sw.js (webpack's InjectManifest); the dev server must not cache.
  if (process.env.NODE_ENV === 'production') void registerServiceWorker(store.dispatch);

  let persisting = false;
  const startPersisting = () => {
    if (persisting) return;
    persisting = true;
    persistor.persist();
  };
  window.addEventListener('pagehide', () => persistNow(persistor, startPersisting));

  let hydrated = false;
  const onHydrated = () => {
    if (hydrated) return;
    hydrated = true;
    // When the page became the app's (the bench and the browser's performance panel read it).
    performance.mark('app:ready');
    // The stored cart, wishlist and recently viewed are read once the page is the app's, when the
    // main thread is free: their badges fill in without stretching hydration's last task.
    whenIdle(startPersisting, 500);
  };

  // The router (and the route's screen) in a task after the store's.
  await nextTask();
  const router = createBrowserRouter(routes);
  const app = (
    <StrictMode>
      <AfterHydration onHydrated={onHydrated}>
        <AppProviders store={store} persistor={persistor} serverState={serverState}>
          <RouterProvider router={router} />
        </AppProviders>
      </AfterHydration>
    </StrictMode>
  );

  // The route's screen first: hydrating without it would meet the loading fallback.
  await routerReady(router);
  // The taps made on the page before now, taken in the same task as the root is made: from here on
  // React's own listeners answer, and no tap falls between the two.
  const earlyTaps = takeEarlyTaps();
  if (!hydrating) {
    createRoot(container).render(app);
    return;
  }
  // A transition: hydration yields to the browser every few milliseconds instead of holding the
  // main thread for the whole page, and input meanwhile hydrates what it lands on first.
  startTransition(() => {
    hydrateRoot(container, app, {
      onRecoverableError: (error) => console.error('Hydration fell back to client rendering', error),
    });
  });
  // Each kept tap now hydrates the part it landed on at once and runs its handler (src/app/taps).
  replayEarlyTaps(earlyTaps);
}
