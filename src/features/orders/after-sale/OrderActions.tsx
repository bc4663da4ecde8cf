import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router-dom';
import { CANCELLABLE_STATUSES } from '@rules/returnStates';
import { paths } from '@/utils/paths';
import { formatOrderDate } from '../orderDate';
import { DELIVERED_STATUS, type Order } from '../order';
import type { Eligibility } from './afterSale';
import { AFTER_SALE_TEXTS } from './afterSaleTexts';
import { CancelOrderDialog } from './CancelOrderDialog';

interface Props {
  order: Order;
  /** What the server says the order allows (the order's page); without it the status decides (the list). */
  eligibility?: Eligibility | null;
}

/**
 * Cancel while the order has not shipped; return or exchange once delivered. Shown only for orders
 * from an API with the after-sale calls (its orders carry a timeline); the server decides anyway.
 */
export function OrderActions({ order, eligibility }: Props) {
  const [cancelling, setCancelling] = useState(false);
  if (order.timeline === null) return null;
  const code = order.status.code ?? -1;
  const cancellable = eligibility ? eligibility.cancellable : CANCELLABLE_STATUSES.includes(code);
  const returnable = eligibility ? eligibility.returnable : code === DELIVERED_STATUS;
  const refusal = eligibility && !cancellable && !returnable ? eligibility.returnRefusal || eligibility.cancelRefusal : '';
  // An open dialog stays when the order moves under it (shipped meanwhile): it says why it was refused.
  if (!cancellable && !returnable && !refusal && !cancelling) return null;
  return (
    <Box sx={{ display: 'grid', gap: 1, justifyItems: 'start' }}>
      {cancellable && (
        <Button variant="outlined" color="error" onClick={() => setCancelling(true)} aria-label={`${AFTER_SALE_TEXTS.cancel} ${order.id}`}>
          {AFTER_SALE_TEXTS.cancel}
        </Button>
      )}
      {returnable && (
        <Button
          component={RouterLink}
          to={paths.orderReturn(order.id)}
          variant="outlined"
          aria-label={`${AFTER_SALE_TEXTS.returnOrExchange} items of order ${order.id}`}
        >
          {AFTER_SALE_TEXTS.returnOrExchange}
        </Button>
      )}
      {returnable && eligibility?.returnBy && (
        <Box component="p" sx={{ m: 0, typography: 'body2', color: 'text.secondary' }}>
          Return or exchange by {formatOrderDate(eligibility.returnBy)}.
        </Box>
      )}
      {refusal && (
        <Alert severity="info" sx={{ width: '100%' }}>
          {refusal}
        </Alert>
      )}
      {cancelling && <CancelOrderDialog orderId={order.id} onClose={() => setCancelling(false)} />}
    </Box>
  );
}
