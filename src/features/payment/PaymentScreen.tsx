import { useState } from 'react';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { describeApiError } from '@/api/errors';
import { useAppDispatch } from '@/app/hooks';
import { paths } from '@/app/paths';
import { PageLoading } from '@/components/layout/PageLoading';
import { usePageTitle } from '@/components/layout/usePageTitle';
import { notify } from '@/features/ui/uiSlice';
import { isRecord, asString } from '@/utils/guards';
import { leaveFor, postHiddenForm } from './handOff';
import { PaymentForm } from './PaymentForm';
import { useCreatePaymentMutation, useGetPaymentFieldsQuery } from './paymentApi';
import { PaymentDeepLinkView, PaymentErrorView, PaymentQrView } from './PaymentViews';

export const MISSING_ORDER_MESSAGE = 'Order ID is missing. Please return to checkout.';
export const FIELDS_FAILED_MESSAGE = 'Failed to load payment form. Please try again later.';
export const PAYMENT_FAILED_MESSAGE = 'Failed to process payment. Please try again later.';

function useOrderId(): string {
  const [params] = useSearchParams();
  const { state } = useLocation();
  const fromQuery = params.get('orderId')?.trim();
  if (fromQuery) return fromQuery;
  return isRecord(state) ? asString(state.orderId).trim() : '';
}

/** A rejected call: the server's own error text when it sent one (e.g. already paid), else §8's message. */
function failedPaymentMessage(error: unknown): string {
  const failure = describeApiError(error);
  return (failure.kind === 'response' && failure.serverMessage) || PAYMENT_FAILED_MESSAGE;
}

export function PaymentScreen() {
  usePageTitle('Payment');
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const orderId = useOrderId();
  const fields = useGetPaymentFieldsQuery(undefined, { skip: !orderId });
  const [createPayment, payment] = useCreatePaymentMutation();
  // Set while the browser is leaving for the provider, so the form stays busy meanwhile.
  const [leaving, setLeaving] = useState(false);

  async function pay(values: Record<string, string>) {
    let outcome;
    try {
      outcome = await createPayment({ orderId, fields: values }).unwrap();
    } catch {
      return; // shown from the mutation's state below
    }
    if (outcome.kind === 'redirect_post') {
      setLeaving(true);
      postHiddenForm(outcome.url, outcome.inputs);
    } else if (outcome.kind === 'redirect') {
      setLeaving(true);
      leaveFor(outcome.url);
    } else if (outcome.kind === 'deeplink') {
      leaveFor(outcome.url);
    } else if (outcome.kind === 'success') {
      dispatch(notify({ title: 'Payment initiated', description: 'Your payment is being processed', variant: 'success' }));
      await navigate(paths.orders);
    }
  }

  let title = 'Complete Your Payment';
  let content;
  const outcome = payment.data;
  if (!orderId) content = <PaymentErrorView message={MISSING_ORDER_MESSAGE} />;
  else if (fields.isLoading) content = <PageLoading />;
  else if (fields.isError || !fields.data) content = <PaymentErrorView message={FIELDS_FAILED_MESSAGE} />;
  else if (payment.isError) {
    content = <PaymentErrorView message={failedPaymentMessage(payment.error)} onRetry={payment.reset} />;
  } else if (outcome?.kind === 'error') {
    content = <PaymentErrorView message={outcome.message} onRetry={payment.reset} />;
  } else if (outcome?.kind === 'qr') {
    title = 'Scan to Pay';
    content = <PaymentQrView qr={outcome.qr} qrBase64={outcome.qrBase64} />;
  } else if (outcome?.kind === 'deeplink') {
    title = 'Continue in your UPI app';
    content = <PaymentDeepLinkView url={outcome.url} />;
  } else {
    content = <PaymentForm fields={fields.data} onPay={pay} busy={payment.isLoading || leaving} />;
  }

  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 4 } }}>
        <Typography variant="h4" component="h1" gutterBottom>
          {title}
        </Typography>
        {orderId && (
          <Typography color="text.secondary" sx={{ mb: 3 }}>
            Order #{orderId}
          </Typography>
        )}
        {content}
      </Paper>
    </Container>
  );
}
