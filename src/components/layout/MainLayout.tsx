import { Suspense } from 'react';
import Box from '@mui/material/Box';
import { Outlet } from 'react-router-dom';
import { useStoreInfoLoader } from '@/features/store-info/useStoreInfoLoader';
import { DocumentTitle } from './DocumentTitle';
import { Footer } from './Footer';
import { Header } from './Header';
import { MobileTabBar } from './MobileTabBar';
import { PageLoading } from './PageLoading';
import { SkipLink } from './SkipLink';

export function MainLayout() {
  useStoreInfoLoader();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <DocumentTitle />
      <SkipLink />
      <Header />
      <Box component="main" id="main" tabIndex={-1} sx={{ flexGrow: 1, outline: 'none' }}>
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </Box>
      <Footer />
      <MobileTabBar />
    </Box>
  );
}
