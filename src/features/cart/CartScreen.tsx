import Box from '@mui/material/Box';
import { ScreenFrame } from '@/components/layout/ScreenFrame';
import { useAppSelector } from '@/state/hooks';
import { usePageTitle } from '@/features/seo/title/usePageTitle';
import { CartLineItem } from './CartLineItem';
import { selectCartLines } from './cartSlice';
import { CartSummary } from './CartSummary';
import { EmptyCart } from './EmptyCart';

export function CartScreen() {
  usePageTitle('Shopping Cart');
  const lines = useAppSelector(selectCartLines);

  return (
    <ScreenFrame width="lg" heading="Shopping Cart">
      {lines.length === 0 ? (
        <EmptyCart />
      ) : (
        <Box sx={{ display: 'grid', gap: 4, gridTemplateColumns: { xs: '1fr', md: '2fr 1fr' }, alignItems: 'start' }}>
          <Box component="ul" aria-label="Cart items" sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {lines.map((line) => (
              <CartLineItem key={JSON.stringify([line.id, line.selectedSize, line.selectedColor])} line={line} />
            ))}
          </Box>
          <CartSummary />
        </Box>
      )}
    </ScreenFrame>
  );
}
