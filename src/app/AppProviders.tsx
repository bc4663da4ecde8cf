import type { ReactNode } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { Provider } from 'react-redux';
import type { Persistor } from 'redux-persist';
import { theme } from '@/theme/theme';
import { ErrorBoundary } from './shell/ErrorBoundary';
import { PersistorContext } from './shell/rehydration';
import { ToastLayer } from './shell/notices/ToastLayer';
import type { AppStore, RootState } from './store';

interface Props {
  store: AppStore;
  persistor: Persistor | null;
  /**
   * The state a server-rendered page was drawn from: while hydrating, every selector reads it
   * instead of the live store, so what changed since (the stored cart, the session) shows right
   * after hydration instead of breaking it.
   */
  serverState?: RootState;
  children: ReactNode;
}

/**
 * No PersistGate: the first screen renders without waiting for local storage to be read (and
 * without the gate's empty first render). The screens that show the stored cart or wishlist wait
 * for it themselves (AfterRehydration in routes.tsx).
 */
export function AppProviders({ store, persistor, serverState, children }: Props) {
  return (
    <Provider store={store} serverState={serverState}>
      <PersistorContext value={persistor}>
        <ThemeProvider theme={theme}>
          <CssBaseline />
          <ErrorBoundary>{children}</ErrorBoundary>
          <ToastLayer />
        </ThemeProvider>
      </PersistorContext>
    </Provider>
  );
}
