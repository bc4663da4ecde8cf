import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlineOutlined';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { paths } from '@/utils/paths';
import { usePageTitle } from '@/features/seo/title/usePageTitle';

export function OrderSuccessScreen() {
  usePageTitle('Order placed');
  const [params] = useSearchParams();
  const orderId = params.get('orderId')?.trim();
  return (
    <Box sx={{ textAlign: 'center', py: { xs: 6, md: 10 }, px: 2, maxWidth: 640, mx: 'auto' }}>
      <CheckCircleOutline color="success" sx={{ fontSize: 72 }} aria-hidden />
      <Typography variant="h4" component="h1" gutterBottom>
        Thank You for Your Order!
      </Typography>
      {orderId && <Typography sx={{ mb: 1 }}>Your order number is #{orderId}.</Typography>}
      <Typography color="text.secondary" sx={{ mb: 4 }}>
        We have received your order. You will receive an e-mail with your order details shortly.
      </Typography>
      <Box sx={{ display: 'flex', gap: 2, justifyContent: 'center', flexWrap: 'wrap' }}>
        <Button component={RouterLink} to={paths.orders} variant="contained">
          View My Orders
        </Button>
        <Button component={RouterLink} to={paths.home} variant="outlined">
          Continue Shopping
        </Button>
      </Box>
    </Box>
  );
}
