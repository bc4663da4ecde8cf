import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { readTokenCookie } from '@/api/tokenCookie';
import { AppProviders } from '@/app/AppProviders';
import { takeOverWhenReady } from '@/app/prerender/takeOver';
import { routes } from '@/app/routes';
import { setupStore, startPersistence } from '@/app/store';
import { registerServiceWorker } from '@/features/app-update/serviceWorkerRegistration';
import { sessionRestored } from '@/features/auth/authSlice';
import { tabStorage } from '@/features/support/recordingStorage';

const store = setupStore(undefined, { recordingStorage: tabStorage() });
const persistor = startPersistence(store);
// The session is whatever the cookie says at start; the token itself is not checked (spec §4).
store.dispatch(sessionRestored({ hasToken: readTokenCookie() !== null }));

// Only production builds have a /sw.js (webpack's InjectManifest); the dev server must not cache.
if (process.env.NODE_ENV === 'production') void registerServiceWorker(store.dispatch);

const router = createBrowserRouter(routes);
const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

// The page may already show its first screen (a prerendered page): it is replaced only once the
// first render can draw the same, never a loading state in between (see takeOver.ts).
void takeOverWhenReady(router, persistor).then(() =>
  createRoot(container).render(
    <StrictMode>
      <AppProviders store={store} persistor={persistor}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  ),
);
