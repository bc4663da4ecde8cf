import { useEffect } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useRouteError } from 'react-router-dom';
import { paths } from '@/utils/paths';
import { usePageTitle } from '@/features/seo/title/usePageTitle';

/**
 * The shop's own view of a screen that failed to load or render, in place of React Router's
 * default page (which shows a stack trace). Try Again reloads the page: a failed screen chunk
 * (offline, or a deploy replaced it) is cached as failed until then; the cart is kept on the device.
 */
export function RouteErrorView({ standalone = false }: { standalone?: boolean }) {
  const error = useRouteError();
  usePageTitle('Something went wrong');
  useEffect(() => {
    console.error('A screen failed', error);
  }, [error]);

  return (
    <Box component={standalone ? 'main' : 'div'} sx={{ textAlign: 'center', py: { xs: 8, md: 12 }, px: 2 }}>
      <Box role="alert">
        <Typography variant="h4" component="h1" gutterBottom>
          Something went wrong
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          This page could not be shown. Your cart is kept on this device.
        </Typography>
      </Box>
      <Box sx={{ display: 'flex', gap: 2, justifyContent: 'center', flexWrap: 'wrap' }}>
        <Button variant="contained" onClick={() => window.location.reload()}>
          Try Again
        </Button>
        <Button variant="outlined" component={RouterLink} to={paths.home}>
          Return to Home
        </Button>
      </Box>
    </Box>
  );
}
