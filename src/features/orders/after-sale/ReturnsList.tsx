import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { formatOrderMoney } from '@rules/money';
import { describeItemOptions } from '../order';
import { formatOrderDate } from '../orderDate';
import type { OrderReturn } from './afterSale';

function lineText(line: OrderReturn['lines'][number]): string {
  const options = describeItemOptions(line);
  const head = `${line.quantity} × ${line.title || 'Item'}${options ? ` (${options})` : ''}`;
  if (!line.exchange) return head;
  const wanted = describeItemOptions(line.exchange);
  return wanted ? `${head}, for ${wanted}` : head;
}

/** The order's returns and exchanges, each with where it stands and what the shopper must do. */
export function ReturnsList({ returns }: { returns: OrderReturn[] }) {
  if (returns.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="order-returns-heading" sx={{ display: 'grid', gap: 1.5 }}>
      <Typography id="order-returns-heading" variant="h6" component="h2">
        Returns and exchanges
      </Typography>
      {returns.map((item) => (
        <Paper
          key={item.id}
          variant="outlined"
          component="article"
          aria-label={`${item.resolution === 'exchange' ? 'Exchange' : 'Return'} of ${formatOrderDate(item.createdAt)}`}
          sx={{ p: 2, display: 'grid', gap: 1 }}
        >
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', justifyContent: 'space-between' }}>
            <Typography sx={{ fontWeight: 600 }}>
              {item.resolution === 'exchange' ? 'Exchange' : 'Return'} requested on {formatOrderDate(item.createdAt)}
            </Typography>
            <Chip
              size="small"
              label={item.stateLabel}
              color={
                item.state === 'rejected' ? 'error' : item.state === 'refunded' || item.state === 'exchange_shipped' ? 'success' : 'default'
              }
            />
          </Box>
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {item.lines.map((line) => (
              <Typography component="li" variant="body2" key={line.itemId}>
                {lineText(line)}
              </Typography>
            ))}
          </Box>
          {item.refund && (
            <Typography variant="body2">
              Refund: {formatOrderMoney(item.refund.amount)}
              {item.refund.refundedAt ? `, refunded on ${formatOrderDate(item.refund.refundedAt)}` : ', once the parcel reaches us'}
            </Typography>
          )}
          {!item.pickup.served && item.pickup.instructions && item.state === 'requested' && (
            <Typography variant="body2">{item.pickup.instructions}</Typography>
          )}
          {item.rejectReason && <Typography variant="body2">Reason: {item.rejectReason}</Typography>}
        </Paper>
      ))}
    </Box>
  );
}
