import type { ReactNode } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { SnackbarProvider } from 'notistack';
import { Provider } from 'react-redux';
import type { Persistor } from 'redux-persist';
import { PersistGate } from 'redux-persist/integration/react';
import { theme } from '@/theme/theme';
import { ErrorBoundary } from './shell/ErrorBoundary';
import { Notifier } from './shell/Notifier';
import { snackbarComponents } from './shell/SnackbarContents';
import type { AppStore } from './store';

interface Props {
  store: AppStore;
  persistor: Persistor | null;
  children: ReactNode;
}

export function AppProviders({ store, persistor, children }: Props) {
  const content = (
    <SnackbarProvider maxSnack={3} Components={snackbarComponents} anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}>
      <Notifier />
      <ErrorBoundary>{children}</ErrorBoundary>
    </SnackbarProvider>
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
