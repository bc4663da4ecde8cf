import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import ShoppingCartOutlinedIcon from '@mui/icons-material/ShoppingCartOutlined';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/utils/paths';
import { RecentlyViewedRow } from '@/features/recently-viewed/RecentlyViewedRow';

export function EmptyCart() {
  return (
    <Box sx={{ textAlign: 'center', py: { xs: 6, md: 10 } }}>
      <ShoppingCartOutlinedIcon aria-hidden sx={{ fontSize: 64, color: 'text.secondary', mb: 2 }} />
      <Typography variant="h5" component="h2" gutterBottom>
        Your cart is empty
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Find something you like and it will show up here.
      </Typography>
      <Button component={RouterLink} to={paths.home} variant="contained">
        Continue Shopping
      </Button>
      <RecentlyViewedRow />
    </Box>
  );
}
