import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import { Link as RouterLink } from 'react-router-dom';
import { useAppSelector } from '@/state/hooks';
import { paths } from '@/utils/paths';
import { EmptyState } from '@/components/feedback/EmptyState';
import { ScreenFrame } from '@/components/layout/ScreenFrame';
import { usePageTitle } from '@/features/seo/title/usePageTitle';
import { WishlistCard } from './WishlistCard';
import { selectWishlistItems } from './wishlistSlice';

function EmptyWishlist() {
  return (
    <EmptyState
      title="Your wishlist is empty"
      headingLevel={2}
      text="Tap the heart on a product to keep it here for later."
      icon={FavoriteBorderIcon}
      actions={
        <Button component={RouterLink} to={paths.products} variant="contained">
          Browse Products
        </Button>
      }
    />
  );
}

/** The products saved with the heart, kept on this device. */
export function WishlistScreen() {
  usePageTitle('Wishlist');
  const items = useAppSelector(selectWishlistItems);

  return (
    <ScreenFrame width="lg" heading="My Wishlist">
      {items.length === 0 ? (
        <EmptyWishlist />
      ) : (
        <Box
          component="ul"
          aria-label="Saved products"
          sx={{
            listStyle: 'none',
            m: 0,
            p: 0,
            display: 'grid',
            gap: { xs: 1.5, sm: 2, md: 3 },
            gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
          }}
        >
          {items.map((item) => (
            <li key={item.id}>
              <WishlistCard item={item} />
            </li>
          ))}
        </Box>
      )}
    </ScreenFrame>
  );
}
