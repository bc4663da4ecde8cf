import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { formatInr } from '@rules/money';
import { notServedText, formatPincode } from '@rules/delivery';
import { codRefusalText, deliveryHeadline } from './deliveryTexts';
import type { DeliveryCheck } from './useDeliveryCheck';

export const OFFLINE_CHECK_TEXT = "Checking delivery needs a connection. Try again once you're back online.";
export const FAILED_CHECK_TEXT = "Couldn't check delivery just now.";

interface Props {
  check: DeliveryCheck;
  id?: string;
  /** Where the field shows a wrong or not-served pincode itself (the checkout's error text), leave them out here. */
  problemsShownByField?: boolean;
}

function Lines({ check, problemsShownByField }: Props) {
  switch (check.kind) {
    case 'served': {
      const { delivery } = check;
      const why = codRefusalText(delivery);
      return (
        <>
          <Typography sx={{ fontWeight: 600 }}>{deliveryHeadline(delivery)}</Typography>
          {delivery.address.place && <Typography variant="body2">{delivery.address.place}</Typography>}
          {delivery.cod.fee > 0 && <Typography variant="body2">Cash on Delivery fee: {formatInr(delivery.cod.fee)}</Typography>}
          {why && <Typography variant="body2">{why}</Typography>}
        </>
      );
    }
    case 'checking':
      return <Typography variant="body2">Checking delivery to {formatPincode(check.pincode)}…</Typography>;
    case 'not-served':
      return problemsShownByField ? null : <Typography color="error">{notServedText(check.pincode)}</Typography>;
    case 'malformed':
      return problemsShownByField ? null : <Typography color="error">{check.message}</Typography>;
    case 'offline':
      return <Typography variant="body2">{OFFLINE_CHECK_TEXT}</Typography>;
    case 'failed':
      return (
        <Typography variant="body2">
          {FAILED_CHECK_TEXT}{' '}
          <Button size="small" onClick={check.retry}>
            Try again
          </Button>
        </Typography>
      );
    default:
      return null;
  }
}

/** The answer in a polite live region: there before it fills, so screen readers read each answer. */
export function DeliveryStatus({ check, id, problemsShownByField = false }: Props) {
  return (
    <Box id={id} role="status" aria-live="polite" aria-atomic="true" sx={{ display: 'grid', gap: 0.25, color: 'text.secondary' }}>
      <Lines check={check} problemsShownByField={problemsShownByField} />
    </Box>
  );
}
