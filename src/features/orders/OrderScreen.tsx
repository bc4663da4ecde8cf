import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { PageLoading } from '@/components/layout/PageLoading';
import { ScreenFrame } from '@/components/layout/ScreenFrame';
import { usePageTitle } from '@/features/seo/title/usePageTitle';
import { paths } from '@/utils/paths';
import { OrderActions } from './after-sale/OrderActions';
import { ReturnsList } from './after-sale/ReturnsList';
import { useGetOrderAfterSaleQuery } from './after-sale/afterSaleApi';
import { OrderDetails } from './OrderDetails';
import { OrderItemsTable } from './OrderItemsTable';
import { OrderStatusChip } from './OrderStatusChip';
import { OrderTotal } from './OrderTotal';
import { OrderTimeline } from './OrderTimeline';
import { formatOrderDate } from './orderDate';
import { isPaidStatus, PENDING_STATUS, type Order } from './order';
import { useGetOrdersQuery } from './ordersApi';

/** What the order allows and its returns: read from the server, never guessed from the status alone. */
function AfterSale({ order }: { order: Order }) {
  const { data, isLoading, isError, isFetching, refetch } = useGetOrderAfterSaleQuery(order.id, { skip: order.timeline === null });
  if (order.timeline === null) return null;
  if (isLoading) return <CircularProgress size={24} aria-label="Loading what this order allows" />;
  if (isError || !data)
    return (
      <Box>
        <Typography gutterBottom>Could not load the returns of this order.</Typography>
        <Button variant="outlined" onClick={() => void refetch()} disabled={isFetching}>
          Try Again
        </Button>
      </Box>
    );
  if (!data.offered) return null;
  return (
    <>
      <OrderActions order={order} eligibility={data.eligibility} />
      <ReturnsList returns={data.returns} />
    </>
  );
}

/** One order of the account: its items, timeline, and what can still be done with it. */
export function OrderScreen() {
  const { orderId = '' } = useParams();
  usePageTitle(`Order ${orderId}`);
  const { data: orders, isLoading, isError, isFetching, refetch } = useGetOrdersQuery();
  const order = orders?.find((candidate) => candidate.id === orderId);

  if (isLoading) return <PageLoading />;
  if (!order)
    return (
      <ScreenFrame width="md" heading={isError ? 'Could not load this order' : 'Order not found'}>
        <Typography gutterBottom>
          {isError ? 'Failed to load your orders. Please try again.' : `Your account has no order ${orderId}.`}
        </Typography>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          {isError && (
            <Button variant="outlined" onClick={() => void refetch()} disabled={isFetching}>
              Try Again
            </Button>
          )}
          <Button component={RouterLink} to={paths.orders}>
            Back to My Orders
          </Button>
        </Box>
      </ScreenFrame>
    );

  return (
    <ScreenFrame width="md" heading={`Order #${order.id}`}>
      <Box sx={{ display: 'grid', gap: 3 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
          <Typography color="text.secondary">Placed on {formatOrderDate(order.date)}</Typography>
          <OrderStatusChip status={order.status} />
        </Box>
        <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 }, display: 'grid', gap: 2 }}>
          <OrderItemsTable items={order.items} caption={`Items of order ${order.id}`} reviewable={isPaidStatus(order.status)} />
          <OrderDetails order={order} />
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 2 }}>
            <OrderTotal order={order} />
            {order.status.code === PENDING_STATUS && (
              <Button component={RouterLink} to={paths.orderPayment(order.id)} variant="contained">
                Pay Now
              </Button>
            )}
          </Box>
        </Paper>
        <AfterSale order={order} />
        {order.timeline && <OrderTimeline orderId={order.id} entries={order.timeline} />}
        <Button component={RouterLink} to={paths.orders} sx={{ justifySelf: 'start' }}>
          Back to My Orders
        </Button>
      </Box>
    </ScreenFrame>
  );
}
