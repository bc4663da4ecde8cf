import { SnackbarProvider } from 'notistack';
import { Notifier } from './Notifier';
import { snackbarComponents } from './SnackbarContents';

/** notistack and the notices it shows: its own chunk, loaded by ToastLayer with the first notice. */
export function Toasts() {
  return (
    <SnackbarProvider maxSnack={3} Components={snackbarComponents} anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}>
      <Notifier />
    </SnackbarProvider>
  );
}
