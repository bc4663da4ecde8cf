import { useId } from 'react';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { describeItemOptions, type Order } from '@/features/orders/order';
import { formatInr } from '@rules/money';

/** What is being paid, shown before anything else on the payment page: in rupees, like the checkout it follows. */
export function PaymentOrderSummary({ order }: { order: Order }) {
  const headingId = useId();
  const shipTo = [order.recipient.fullName, order.shippingAddress, order.recipient.phone].filter(Boolean);
  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: { xs: 2, md: 3 }, mb: 3 }}
    >
      <Typography id={headingId} variant="h6" component="h2" gutterBottom>
        Order #{order.id}
      </Typography>
      <Box component="ul" aria-label="Items" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {order.items.map((item, index) => {
          const options = describeItemOptions(item);
          return (
            <Box component="li" key={`${index}-${item.id}`} sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, py: 0.75 }}>
              <Box>
                <Typography>{item.name}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {options && `${options} · `}Qty {item.quantity} × {formatInr(item.price)}
                </Typography>
              </Box>
              <Typography sx={{ whiteSpace: 'nowrap' }}>{formatInr(item.price * item.quantity)}</Typography>
            </Box>
          );
        })}
      </Box>
      <Divider sx={{ my: 1.5 }} />
      <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 1 }}>
        <Typography component="dt" sx={{ fontWeight: 700 }}>
          Total
        </Typography>
        <Typography component="dd" sx={{ m: 0, fontWeight: 700, textAlign: 'right' }}>
          {formatInr(order.total)}
        </Typography>
        <Typography component="dt" color="text.secondary">
          Shipping to
        </Typography>
        <Typography component="dd" sx={{ m: 0, textAlign: 'right' }}>
          {shipTo.length > 0 ? shipTo.join(', ') : '—'}
        </Typography>
      </Box>
    </Box>
  );
}
