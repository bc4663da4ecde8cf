import { Suspense, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import { Outlet } from 'react-router-dom';
import { UpdateNotice } from '@/features/app-update/UpdateNotice';
import { ContinueAfterRegistration } from '@/features/auth/ContinueAfterRegistration';
import { OfflineBanner } from '@/features/offline/OfflineBanner';
import { RouteHead } from '@/features/seo/RouteHead';
import { useStoreInfoLoader } from '@/features/store-info/useStoreInfoLoader';
import { DocumentTitle } from '@/features/seo/title/DocumentTitle';
import { Footer } from './Footer';
import { Header } from './Header';
import { MobileTabBar } from './MobileTabBar';
import { PageLoading } from '@/components/layout/PageLoading';
import { HydrationBoundary } from '@/components/HydrationBoundary';
import { SkipLink } from './SkipLink';

/** The shop's frame around the current screen, or around `children` (the route error view). */
export function MainLayout({ children }: { children?: ReactNode }) {
  useStoreInfoLoader();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <DocumentTitle />
      <RouteHead />
      <SkipLink />
      <Header />
      <UpdateNotice />
      <OfflineBanner />
      <ContinueAfterRegistration />
      <Box component="main" id="main" tabIndex={-1} sx={{ flexGrow: 1, outline: 'none' }}>
        <Suspense fallback={<PageLoading />}>{children ?? <Outlet />}</Suspense>
      </Box>
      <HydrationBoundary>
        <Footer />
      </HydrationBoundary>
      <MobileTabBar />
    </Box>
  );
}
