import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';

export function ProductDetailSkeleton() {
  return (
    <Box
      data-testid="product-detail-skeleton"
      aria-busy
      aria-label="Loading product"
      role="status"
      sx={{ display: 'grid', gap: 4, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}
    >
      <Skeleton variant="rectangular" sx={{ width: '100%', height: 'auto', aspectRatio: '1', borderRadius: 2 }} />
      <Box>
        <Skeleton variant="text" sx={{ fontSize: '2rem' }} width="80%" />
        <Skeleton variant="text" width="30%" />
        <Skeleton variant="text" width="50%" />
        <Skeleton variant="rectangular" height={120} sx={{ mt: 2 }} />
      </Box>
    </Box>
  );
}
