import type { ReactNode } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { Provider } from 'react-redux';
import type { Persistor } from 'redux-persist';
import { PersistGate } from 'redux-persist/integration/react';
import { theme } from '@/theme/theme';
import { ErrorBoundary } from './shell/ErrorBoundary';
import { ToastLayer } from './shell/ToastLayer';
import type { AppStore } from './store';

interface Props {
  store: AppStore;
  persistor: Persistor | null;
  children: ReactNode;
}

export function AppProviders({ store, persistor, children }: Props) {
  const content = (
    <>
      <ErrorBoundary>{children}</ErrorBoundary>
      <ToastLayer />
    </>
  );
  return (
    <Provider store={store}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        {/* Screens wait for the stored cart, so a first render never shows an empty one. */}
        {persistor ? <PersistGate persistor={persistor}>{content}</PersistGate> : content}
      </ThemeProvider>
    </Provider>
  );
}
