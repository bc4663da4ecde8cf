import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Order } from './order';

/** Shipping address, method and tracking of one order, as a description list. */
export function OrderDetails({ order }: { order: Order }) {
  const rows = [
    ['Shipping address', order.shippingAddress || '—'],
    ['Method', order.method],
    ['Tracking', order.tracking],
  ];
  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.5, m: 0 }}>
      {rows.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0 }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
