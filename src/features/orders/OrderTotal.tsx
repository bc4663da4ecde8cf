import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatOrderMoney } from '@rules/money';
import type { Order } from './order';

/** What the order cost: its discount, where an offer took one off, and the total charged. */
export function OrderTotal({ order }: { order: Order }) {
  return (
    <Box>
      {order.discount > 0 && (
        <Typography variant="body2" sx={{ color: 'success.dark' }}>
          Discount{order.coupon ? ` (${order.coupon})` : ''}: −{formatOrderMoney(order.discount)}
        </Typography>
      )}
      <Typography sx={{ fontWeight: 700 }}>Total: {formatOrderMoney(order.total)}</Typography>
    </Box>
  );
}
