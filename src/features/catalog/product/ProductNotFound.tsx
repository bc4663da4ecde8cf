import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/utils/paths';

export function ProductNotFound() {
  return (
    <Box sx={{ textAlign: 'center', py: { xs: 6, md: 10 }, maxWidth: 560, mx: 'auto' }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' }, mb: 2 }}>
        Product Not Found
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 3 }}>
        We couldn&apos;t find the product you&apos;re looking for. It may have been removed or is temporarily unavailable.
      </Typography>
      <Button component={RouterLink} to={paths.products} variant="contained">
        Browse Products
      </Button>
    </Box>
  );
}
