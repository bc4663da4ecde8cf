import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/utils/paths';
import { PageLoading } from '@/components/layout/PageLoading';
import { ScreenFrame } from '@/components/layout/ScreenFrame';
import { usePageTitle } from '@/features/seo/title/usePageTitle';
import { OrderCard } from './OrderCard';
import { useGetOrdersQuery } from './ordersApi';

export function OrdersScreen() {
  usePageTitle('My Orders');
  const { data: orders, isLoading, isError, isFetching, refetch } = useGetOrdersQuery();

  let content;
  if (isLoading) content = <PageLoading />;
  else if (isError) {
    // The failure toast comes from the API listener; this offers a way to try again.
    content = (
      <Box sx={{ textAlign: 'center', py: 6 }}>
        <Typography gutterBottom>Failed to load your orders. Please try again.</Typography>
        <Button variant="outlined" onClick={() => void refetch()} disabled={isFetching}>
          Try Again
        </Button>
      </Box>
    );
  } else if (!orders || orders.length === 0) {
    content = (
      <Box sx={{ textAlign: 'center', py: 6 }}>
        <Typography variant="h5" component="h2" gutterBottom>
          No Orders Found
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          You have not placed any orders yet.
        </Typography>
        <Button component={RouterLink} to={paths.products} variant="contained">
          Browse Products
        </Button>
      </Box>
    );
  } else {
    content = (
      <Box sx={{ display: 'grid', gap: 3 }}>
        {orders.map((order) => (
          <OrderCard key={order.id} order={order} />
        ))}
      </Box>
    );
  }

  return (
    <ScreenFrame width="md" heading="My Orders">
      {content}
    </ScreenFrame>
  );
}
