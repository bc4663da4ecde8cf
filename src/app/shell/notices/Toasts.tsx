import GlobalStyles from '@mui/material/GlobalStyles';
import { SnackbarProvider } from 'notistack';
import { Notifier } from './Notifier';
import { snackbarComponents } from './SnackbarContents';

/**
 * On a phone the bottom of the screen holds a bar (the tab bar, or the product page's buy bar): a
 * notice shows above it, not over its buttons (the size prompt covered the buy bar's Add to Cart).
 * 80px is the room the footer leaves at the page's end for the same bars.
 */
const clearOfBottomBar = (
  <GlobalStyles
    styles={(theme) => ({
      [theme.breakpoints.down('md')]: {
        '.notistack-SnackbarContainer.toasts-at-bottom': { bottom: 'calc(80px + env(safe-area-inset-bottom, 0px))' },
      },
    })}
  />
);

/** notistack and the notices it shows: its own chunk, loaded by ToastLayer with the first notice. */
export function Toasts() {
  return (
    <SnackbarProvider
      maxSnack={3}
      Components={snackbarComponents}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      classes={{ containerAnchorOriginBottomCenter: 'toasts-at-bottom' }}
    >
      {clearOfBottomBar}
      <Notifier />
    </SnackbarProvider>
  );
}
