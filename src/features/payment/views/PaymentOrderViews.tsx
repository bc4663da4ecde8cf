import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/utils/paths';
import { CANCELLED_STATUS, isPaidStatus, type Order } from '@/features/orders/order';

const viewOrdersLink = (
  <Button component={RouterLink} to={paths.orders} variant="contained">
    View My Orders
  </Button>
);

function Notice({ severity, message, children }: { severity: 'info' | 'success' | 'error'; message: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'grid', gap: 2, justifyItems: 'start' }}>
      <Alert severity={severity} sx={{ width: '100%' }}>
        {message}
      </Alert>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>{children}</Box>
    </Box>
  );
}

export function OrderNotFoundView({ orderId }: { orderId: string }) {
  return (
    <Notice severity="error" message={`We could not find order #${orderId} among your orders, so there is nothing to pay here.`}>
      {viewOrdersLink}
    </Notice>
  );
}

function notPayableMessage(order: Order): string {
  if (isPaidStatus(order.status)) return `This order has already been paid (status: ${order.status.label}). There is nothing left to pay.`;
  if (order.status.code === CANCELLED_STATUS) return 'This order has been cancelled, so it cannot be paid.';
  return `This order is not awaiting payment (status: ${order.status.label}).`;
}

export function OrderNotPayableView({ order }: { order: Order }) {
  return (
    <Notice severity="info" message={notPayableMessage(order)}>
      {viewOrdersLink}
    </Notice>
  );
}

export function OrdersFailedView({ onRetry }: { onRetry: () => void }) {
  return (
    <Notice severity="error" message="We could not check this order. Please try again.">
      <Button variant="contained" onClick={onRetry}>
        Try Again
      </Button>
      <Button component={RouterLink} to={paths.orders} variant="outlined">
        View My Orders
      </Button>
    </Notice>
  );
}

/** A UPI/QR payment seen arriving while the page waited for it. */
export function PaymentReceivedView() {
  return (
    <Notice severity="success" message="Thank you! Your payment has arrived and your order is being processed.">
      {viewOrdersLink}
      <Button component={RouterLink} to={paths.home} variant="outlined">
        Continue Shopping
      </Button>
    </Notice>
  );
}

/** Under the QR code or the UPI-app link: what the page is doing while the payment is pending. */
export function PaymentWaitingStatus({ polling, onCheckAgain }: { polling: boolean; onCheckAgain: () => void }) {
  if (polling) {
    return (
      <Typography role="status" variant="body2" color="text.secondary">
        Waiting for your payment. This page moves on by itself once it arrives.
      </Typography>
    );
  }
  return (
    <Box role="status" sx={{ display: 'grid', gap: 1, justifyItems: 'center' }}>
      <Typography variant="body2" color="text.secondary">
        We have not seen your payment yet. If you have paid, check again.
      </Typography>
      <Button variant="outlined" onClick={onCheckAgain}>
        Check again
      </Button>
    </Box>
  );
}
