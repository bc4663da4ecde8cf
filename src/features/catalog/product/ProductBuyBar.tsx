import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import AddShoppingCartIcon from '@mui/icons-material/AddShoppingCart';
import { useParams } from 'react-router-dom';
import { useAppSelector } from '@/state/hooks';
import { WishlistButton } from '@/features/wishlist/WishlistButton';
import type { Product } from '@/entities/product/product';
import { ProductPrice } from '@/entities/product/ProductPrice';
import { selectProductShown } from '@/entities/product/productShown';
import { snapshotOf } from '@/entities/product/productSnapshot';

const DRAWN_BEFORE_WIDTH_KNOWN = typeof window === 'undefined' || typeof window.matchMedia === 'function';

interface Props {
  product: Product;
  /** The page's own Add to Cart: adds, or brings the missing size (or colour) into view. */
  onAddToCart: () => void;
  /** In Add to Cart's place (a sold-out product's Notify me). */
  instead?: ReactNode;
}

/**
 * The phone's buy bar: price, Wishlist and Add to Cart kept at the bottom of
 * the screen, where the tab bar is on other pages, since the picture fills a phone's first view
 * and the page's own Add to Cart is below it. Below the `md` breakpoint, as the tab bar.
 *
 * It is part of the server-drawn page, so it is there at the first paint and its buttons keep
 * taps made before the app takes over (src/app/taps). The server cannot know the width: it draws
 * the bar for every width, CSS hides it on wide screens, the app hydrates it as drawn and then
 * drops it where the width is wide. Without matchMedia (jsdom; every browser has it) the width is
 * unknown and no bar is drawn.
 */
export function ProductBuyBar({ product, onAddToCart, instead }: Props) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('md'), { defaultMatches: DRAWN_BEFORE_WIDTH_KNOWN });
  const { id = '' } = useParams();
  const shown = useAppSelector((state) => selectProductShown(state, id));
  if (!shown || !phone) return null;
  return (
    <Paper
      component="section"
      aria-label="Buy"
      elevation={8}
      square
      data-buy-bar=""
      sx={{
        display: { xs: 'flex', md: 'none' },
        position: 'fixed',
        left: 0,
        right: 0,
        bottom: 0,
        zIndex: 'appBar',
        alignItems: 'center',
        gap: 1,
        px: 2,
        pt: 1,
        // Clear of a phone's home indicator where the page reaches under it.
        pb: 'calc(8px + env(safe-area-inset-bottom, 0px))',
      }}
    >
      <Box sx={{ flex: '1 1 auto', minWidth: 0 }}>
        <ProductPrice product={product} />
      </Box>
      <WishlistButton item={snapshotOf(product)} />
      {instead ?? (
        <Button variant="contained" size="large" startIcon={<AddShoppingCartIcon />} onClick={onAddToCart} sx={{ flexShrink: 0 }}>
          Add to Cart
        </Button>
      )}
    </Paper>
  );
}
