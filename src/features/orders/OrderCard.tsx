import { useId } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/utils/paths';
import { OrderDetails } from './OrderDetails';
import { OrderHeading } from './OrderHeading';
import { OrderItemsTable } from './OrderItemsTable';
import { OrderStatusChip } from './OrderStatusChip';
import { OrderTotal } from './OrderTotal';
import { OrderTimeline } from './OrderTimeline';
import { OrderActions } from './after-sale/OrderActions';
import { isPaidStatus, PENDING_STATUS, type Order } from './order';

export function OrderCard({ order }: { order: Order }) {
  // Not built from the id: an opaque id may hold spaces, which would split aria-labelledby.
  const headingId = useId();
  return (
    <Paper component="article" variant="outlined" aria-labelledby={headingId} sx={{ p: { xs: 2, md: 3 } }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
        <OrderHeading order={order} headingId={headingId} />
        <OrderStatusChip status={order.status} />
      </Box>
      <Box sx={{ my: 2 }}>
        <OrderItemsTable items={order.items} caption={`Items of order ${order.id}`} reviewable={isPaidStatus(order.status)} />
      </Box>
      <OrderDetails order={order} />
      {order.timeline && (
        <Box sx={{ mt: 2 }}>
          <OrderTimeline orderId={order.id} entries={order.timeline} folded />
        </Box>
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 2, mt: 2 }}>
        <OrderTotal order={order} />
        {order.status.code === PENDING_STATUS && (
          <Button component={RouterLink} to={paths.orderPayment(order.id)} variant="contained" aria-label={`Pay Now for order ${order.id}`}>
            Pay Now
          </Button>
        )}
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 1, mt: 2 }}>
        <Button component={RouterLink} to={paths.order(order.id)} aria-label={`View order ${order.id}`}>
          View order
        </Button>
        <OrderActions order={order} />
      </Box>
    </Paper>
  );
}
