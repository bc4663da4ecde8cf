import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { OrderDetails } from './OrderDetails';
import { OrderHeading } from './OrderHeading';
import { OrderItemsTable } from './OrderItemsTable';
import { OrderStatusChip } from './OrderStatusChip';
import { OrderTimeline } from './OrderTimeline';
import type { Order } from './order';

export function TrackOrderResult({ order }: { order: Order }) {
  return (
    <Paper component="section" variant="outlined" aria-labelledby="tracked-order-heading" sx={{ p: { xs: 2, md: 3 } }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 2 }}>
        <OrderHeading order={order} headingId="tracked-order-heading" />
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <Typography variant="body2" color="text.secondary">
            Status
          </Typography>
          <OrderStatusChip status={order.status} />
        </Box>
      </Box>
      <OrderDetails order={order} />
      <Box sx={{ mt: 2 }}>
        <OrderItemsTable items={order.items} caption={`Items of order ${order.id}`} />
      </Box>
      {order.timeline && (
        <Box sx={{ mt: 2 }}>
          <OrderTimeline orderId={order.id} entries={order.timeline} />
        </Box>
      )}
    </Paper>
  );
}
