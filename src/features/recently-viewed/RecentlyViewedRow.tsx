import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '@/state/hooks';
import { paths } from '@/utils/paths';
import { ProductImage } from '@/entities/product/ProductImage';
import { formatInr } from '@rules/money';
import { recentlyViewedCleared, selectRecentlyViewed } from './recentlyViewedSlice';

/** The products last opened on this device, newest first, as one scrolling row of cards. */
export function RecentlyViewedRow() {
  const dispatch = useAppDispatch();
  const items = useAppSelector(selectRecentlyViewed);
  if (items.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="recently-viewed-heading" sx={{ py: { xs: 3, md: 4 }, textAlign: 'left' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, mb: 2 }}>
        <Typography id="recently-viewed-heading" variant="h2" sx={{ fontSize: { xs: '1.25rem', md: '1.5rem' } }}>
          Recently viewed
        </Typography>
        <Button onClick={() => dispatch(recentlyViewedCleared())} aria-label="Clear recently viewed products">
          Clear
        </Button>
      </Box>
      <Box
        component="ul"
        sx={{ display: 'flex', gap: 2, overflowX: 'auto', listStyle: 'none', m: 0, p: 0, pb: 1, scrollSnapType: 'x mandatory' }}
      >
        {items.map((item) => (
          <Box component="li" key={item.id} sx={{ flex: '0 0 auto', width: { xs: 140, sm: 170 }, scrollSnapAlign: 'start' }}>
            <Link component={RouterLink} to={paths.product(item.id)} color="text.primary" sx={{ display: 'block' }}>
              <ProductImage src={item.image} alt="" sx={{ aspectRatio: '1', borderRadius: 2, mb: 1 }} />
              <Typography component="span" variant="body2" sx={{ display: 'block', fontWeight: 600, lineHeight: 1.35 }}>
                {item.name}
              </Typography>
            </Link>
            <Typography variant="body2" sx={{ fontWeight: 700, mt: 0.5 }}>
              {formatInr(item.price)}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
