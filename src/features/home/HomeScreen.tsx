import Container from '@mui/material/Container';
import { HydrationBoundary } from '@/components/HydrationBoundary';
import { useAppSelector } from '@/state/hooks';
import { RecentlyViewedRow } from '@/features/recently-viewed/RecentlyViewedRow';
import { selectStoreInfoStatus, selectStoreName } from '@/features/store-info/storeInfoApi';
import { CategorySection } from './CategorySection';
import { FeaturedProducts } from './FeaturedProducts';
import { HeroSection } from './HeroSection';
import { NewsletterSection } from './NewsletterSection';
import { SportsEssentials } from './SportsEssentials';

/** The home page's tab title is the store name alone (DocumentTitle's default). */
export function HomeScreen() {
  const storeName = useAppSelector(selectStoreName);
  const loading = useAppSelector(selectStoreInfoStatus) === 'loading';
  return (
    <>
      <HeroSection storeName={loading ? null : storeName} />
      <HydrationBoundary>
        <CategorySection />
      </HydrationBoundary>
      {/* Below a phone's first screen. */}
      <HydrationBoundary>
        <FeaturedProducts />
        <Container maxWidth="lg">
          <RecentlyViewedRow />
        </Container>
        <SportsEssentials />
        <NewsletterSection />
      </HydrationBoundary>
    </>
  );
}
