import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatOrderDate } from './orderDate';
import type { Order } from './order';

/** 'Order #{id}' and 'Placed on {date}' (spec §2), shared by the orders list and order tracking. */
export function OrderHeading({ order, headingId }: { order: Order; headingId: string }) {
  return (
    <Box>
      <Typography id={headingId} variant="h6" component="h2">
        Order #{order.id}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        Placed on {formatOrderDate(order.date)}
      </Typography>
    </Box>
  );
}
