import { Suspense, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { Outlet } from 'react-router-dom';
import { UpdateNotice } from '@/features/app-update/UpdateNotice';
import { RouteHead } from '@/features/seo/RouteHead';
import { useStoreInfoLoader } from '@/features/store-info/useStoreInfoLoader';
import { BrandLink } from './BrandLink';
import { DocumentTitle } from '@/features/seo/title/DocumentTitle';
import { PageLoading } from '@/components/layout/PageLoading';

/** The centred card of the sign-in screens (spec §2), around the screen or `children`. */
export function AuthLayout({ children }: { children?: ReactNode }) {
  useStoreInfoLoader();
  return (
    <Box component="main" id="main" tabIndex={-1} sx={{ outline: 'none', minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2 }}>
      <DocumentTitle />
      <RouteHead />
      <Paper variant="outlined" sx={{ width: '100%', maxWidth: 460, p: { xs: 3, sm: 4 } }}>
        <UpdateNotice />
        <Box sx={{ display: 'flex', justifyContent: 'center', mb: 3 }}>
          <BrandLink />
        </Box>
        <Suspense fallback={<PageLoading />}>{children ?? <Outlet />}</Suspense>
      </Paper>
    </Box>
  );
}
