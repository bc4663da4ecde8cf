import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { readTokenCookie } from '@/api/tokenCookie';
import { AppProviders } from '@/app/AppProviders';
import { routes } from '@/app/routes';
import { setupStore, startPersistence } from '@/app/store';
import { sessionRestored } from '@/features/auth/authSlice';

const store = setupStore();
const persistor = startPersistence(store);
// The session is whatever the cookie says at start; the token itself is not checked (spec §4).
store.dispatch(sessionRestored({ hasToken: readTokenCookie() !== null }));

const router = createBrowserRouter(routes);
const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

createRoot(container).render(
  <StrictMode>
    <AppProviders store={store} persistor={persistor}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
