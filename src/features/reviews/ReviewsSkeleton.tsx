import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';

/** While the first page loads: the summary's and the histogram's own heights, and two reviews. */
export function ReviewsSkeleton() {
  return (
    <Box aria-busy="true" aria-label="Loading reviews" role="status" sx={{ display: 'grid', gap: 1 }}>
      <Skeleton variant="text" width={160} height={40} />
      {[5, 4, 3, 2, 1].map((row) => (
        <Skeleton key={row} variant="rounded" height={32} sx={{ mb: 0.5 }} />
      ))}
      {[0, 1].map((item) => (
        <Skeleton key={item} variant="rounded" height={120} sx={{ mt: 2 }} />
      ))}
    </Box>
  );
}
