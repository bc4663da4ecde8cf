import { useAppSelector } from '@/app/hooks';
import { selectStoreName } from '@/features/store-info/storeInfoApi';
import { CategorySection } from './CategorySection';
import { FeaturedProducts } from './FeaturedProducts';
import { HeroSection } from './HeroSection';
import { NewsletterSection } from './NewsletterSection';
import { SportsEssentials } from './SportsEssentials';

/** The home page's tab title is the store name alone (DocumentTitle's default). */
export function HomeScreen() {
  return (
    <>
      <HeroSection storeName={useAppSelector(selectStoreName)} />
      <CategorySection />
      <FeaturedProducts />
      <SportsEssentials />
      <NewsletterSection />
    </>
  );
}
