import Chip from '@mui/material/Chip';
import type { OrderStatus } from './order';

/** The status badge: the tone of order.ts is one of MUI's palette colours. */
export function OrderStatusChip({ status }: { status: OrderStatus }) {
  return <Chip label={status.label} color={status.tone} size="small" data-tone={status.tone} sx={{ fontWeight: 600 }} />;
}
