/**
 * The yardstick of `npm run bench`: the storefront's libraries (React 19, React Router, MUI with
 * Emotion, RTK Query, redux-persist, notistack) doing the least a shop page does — an app bar and
 * a grid of cards from one query. What it loads is the floor our own figures are compared with.
 */
import { StrictMode, useEffect, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import CssBaseline from '@mui/material/CssBaseline';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { SnackbarProvider } from 'notistack';
import { Provider } from 'react-redux';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { PersistGate } from 'redux-persist/integration/react';
import { ShopPage } from './ShopPage';
import { persistor, store } from './store';

const theme = createTheme({ palette: { primary: { main: '#1565c0' } } });
const router = createBrowserRouter([{ path: '*', element: <ShopPage /> }]);

/** The storefront's `app:ready` mark, after the first commit: the bench's taps read it the same way. */
function Ready({ children }: { children: ReactNode }) {
  useEffect(() => {
    performance.mark('app:ready');
  }, []);
  return children;
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Ready>
      <Provider store={store}>
        <ThemeProvider theme={theme}>
          <CssBaseline />
          <PersistGate persistor={persistor}>
            <SnackbarProvider maxSnack={3}>
              <RouterProvider router={router} />
            </SnackbarProvider>
          </PersistGate>
        </ThemeProvider>
      </Provider>
    </Ready>
  </StrictMode>,
);
