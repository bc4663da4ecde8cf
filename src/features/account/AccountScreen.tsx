import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import LogoutIcon from '@mui/icons-material/Logout';
import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import { useState } from 'react';
import { Navigate, Link as RouterLink } from 'react-router-dom';
import { useAppDispatch } from '@/state/hooks';
import { paths } from '@/utils/paths';
import { RequireAuth } from '@/features/auth/RequireAuth';
import { PageLoading } from '@/components/layout/PageLoading';
import { ScreenFrame } from '@/components/layout/ScreenFrame';
import { usePageTitle } from '@/features/seo/title/usePageTitle';
import { useGetAccountInfoQuery } from '@/features/auth/authApi';
import { signOut } from '@/features/auth/signOut';
import { AccountDetails } from './AccountDetails';
import { StockAlertsList } from '@/features/stock/StockAlertsList';
import { MessageSettings } from './MessageSettings';

function AccountContent({ onSignOut }: { onSignOut: () => void }) {
  const { data: account, isLoading, isError, isFetching, refetch } = useGetAccountInfoQuery();

  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, sm: 4 } }}>
      {isLoading ? <PageLoading /> : null}
      {isError && !account ? (
        // The 'Error' toast comes from the failure listener; this is the inline state.
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void refetch()} disabled={isFetching}>
              Try Again
            </Button>
          }
        >
          We couldn&apos;t load your account details.
        </Alert>
      ) : null}
      {account ? <AccountDetails account={account} /> : null}
      {account ? <StockAlertsList /> : null}
      {account ? <MessageSettings /> : null}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mt: 3 }}>
        <Button component={RouterLink} to={paths.orders} variant="contained" startIcon={<ReceiptLongOutlinedIcon />}>
          My Orders
        </Button>
        <Button component={RouterLink} to={paths.wishlist} variant="outlined" startIcon={<FavoriteBorderIcon />}>
          My Wishlist
        </Button>
        <Button variant="outlined" color="error" startIcon={<LogoutIcon />} onClick={onSignOut}>
          Sign Out
        </Button>
        <Button component={RouterLink} to={paths.home} variant="text">
          Return to Home
        </Button>
      </Stack>
    </Paper>
  );
}

export function AccountScreen() {
  usePageTitle('My Account');
  const dispatch = useAppDispatch();
  const [signedOutHere, setSignedOutHere] = useState(false);

  const handleSignOut = () => {
    setSignedOutHere(true);
    dispatch(signOut());
  };

  // Rendered in place of the guard, which would otherwise send the now signed-out user to /login.
  if (signedOutHere) return <Navigate to={paths.home} />;

  return (
    <RequireAuth>
      <ScreenFrame width="sm" heading="My Account">
        <AccountContent onSignOut={handleSignOut} />
      </ScreenFrame>
    </RequireAuth>
  );
}
