import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { NoticeBar } from '@/components/layout/NoticeBar';
import { useAppSelector } from '@/state/hooks';
import type { ContinueState, FromState } from '@/utils/navigationState';
import { paths } from '@/utils/paths';
import { selectIsSignedIn } from './authSlice';
import { safeReturnPath } from './safeReturnPath';

const PLACES: Record<string, string> = {
  [paths.checkout]: 'checkout',
  [paths.payment]: 'payment',
  [paths.orders]: 'your orders',
  [paths.account]: 'your account',
};

/** What the destination is called: "checkout", or where the shopper was. */
function placeOf(path: string): string {
  return PLACES[path.split(/[?#]/)[0] ?? ''] ?? 'where you were';
}

/**
 * Under the header of the page registration lands on (`/`, spec §6), when the shopper registered
 * on the way somewhere that needs a sign-in (checkout, from the cart): the account is made, and
 * one tap signs in and goes on there, so no one has to find the cart again. Gone once signed in.
 */
export function ContinueAfterRegistration() {
  const location = useLocation();
  const signedIn = useAppSelector(selectIsSignedIn);
  const wanted = (location.state as ContinueState | null)?.continueTo;
  const continueTo = wanted === undefined ? paths.home : safeReturnPath(wanted);
  if (signedIn || continueTo === paths.home) return null;
  const place = placeOf(continueTo);
  const state: FromState = { from: continueTo };
  return (
    <Box component="section" aria-label={`Continue to ${place}`}>
      <NoticeBar
        tone="info"
        action={
          <Button
            component={RouterLink}
            to={paths.login}
            state={state}
            variant="contained"
            color="inherit"
            sx={{ color: 'primary.main', minHeight: 44 }}
          >
            Sign in and continue
          </Button>
        }
      >
        Your account is ready. Sign in to continue to {place}.
      </NoticeBar>
    </Box>
  );
}
