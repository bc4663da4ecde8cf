import { useState } from 'react';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { describeApiError } from '@/api/errors';
import { useIdempotencyKey } from '@/api/idempotencyKey';
import { useAppDispatch } from '@/state/hooks';
import { paths } from '@/utils/paths';
import { PageLoading } from '@/components/layout/PageLoading';
import { ScreenFrame } from '@/components/layout/ScreenFrame';
import { usePageTitle } from '@/features/seo/title/usePageTitle';
import { useGetAccountInfoQuery } from '@/features/auth/authApi';
import { toOrderId } from '@/features/orders/orderId';
import { useDeliveryCheck } from '@/features/delivery/useDeliveryCheck';
import { notify } from '@/state/notices';
import { isRecord } from '@/utils/guards';
import { leaveFor, postHiddenForm } from './hand-offs/handOff';
import { PaymentForm } from './form/PaymentForm';
import { withCodAvailability } from './form/codOption';
import { toSubmittedFields, type PaymentValues } from './form/paymentFields';
import { useCreatePaymentMutation, useGetPaymentFieldsQuery } from './paymentApi';
import { PaymentOrderSummary } from './views/PaymentOrderSummary';
import {
  OrderNotFoundView,
  OrderNotPayableView,
  OrdersFailedView,
  PaymentReceivedView,
  PaymentWaitingStatus,
} from './views/PaymentOrderViews';
import { choosePaymentView, paymentViewTitle, type PaymentView } from './views/paymentView';
import { PaymentDeepLinkView, PaymentErrorView, PaymentQrView } from './views/PaymentViews';
import { prefilledPaymentValues } from './form/prefill';
import { usePaymentOrder } from './usePaymentOrder';
import { useViewHeading } from './views/useViewHeading';

export const MISSING_ORDER_MESSAGE = 'Order ID is missing. Please return to checkout.';
export const FIELDS_FAILED_MESSAGE = 'Failed to load payment form. Please try again later.';
export const PAYMENT_FAILED_MESSAGE = 'Failed to process payment. Please try again later.';

function useOrderId(): string {
  const [params] = useSearchParams();
  const { state } = useLocation();
  return toOrderId(params.get('orderId')) || (isRecord(state) ? toOrderId(state.orderId) : '');
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
  const account = useGetAccountInfoQuery(undefined, { skip: !orderId });
  const [createPayment, payment] = useCreatePaymentMutation();
  const idempotencyKeyFor = useIdempotencyKey();
  // Set while the browser is leaving for the provider, so the form stays busy meanwhile.
  const [leaving, setLeaving] = useState(false);
  // What the shopper typed, for the form to come back with after a failed payment.
  const [draft, setDraft] = useState<PaymentValues | null>(null);
  const outcome = payment.data;
  const watched = usePaymentOrder(orderId, outcome?.kind === 'qr' || outcome?.kind === 'deeplink');
  // Cash on delivery only where the order's pincode and total allow it, so the server never refuses a COD the form offered.
  const cod = useDeliveryCheck(watched.order?.pincode ?? '', { orderValue: watched.order?.total ?? 0 });

  async function pay(values: PaymentValues) {
    setDraft(values);
    const request = { orderId, fields: toSubmittedFields(fields.data ?? [], values) };
    let answer;
    try {
      answer = await createPayment({ payment: request, idempotencyKey: idempotencyKeyFor(request) }).unwrap();
    } catch {
      return; // shown from the mutation's state below
    }
    if (answer.kind === 'redirect_post') {
      setLeaving(true);
      postHiddenForm(answer.url, answer.inputs);
    } else if (answer.kind === 'redirect') {
      setLeaving(true);
      leaveFor(answer.url);
    } else if (answer.kind === 'deeplink') {
      leaveFor(answer.url);
    } else if (answer.kind === 'success') {
      dispatch(
        notify({ title: 'Payment initiated', description: 'Your payment is being processed', variant: 'success', belongsTo: 'next-page' }),
      );
      await navigate(paths.orders);
    }
  }

  let failure: string | null = null;
  if (payment.isError) failure = failedPaymentMessage(payment.error);
  else if (outcome?.kind === 'error') failure = outcome.message;
  const view = choosePaymentView({
    unavailable: !orderId ? MISSING_ORDER_MESSAGE : fields.isError ? FIELDS_FAILED_MESSAGE : null,
    loading: fields.isLoading || account.isLoading || !watched.checked || !fields.data || cod.kind === 'checking',
    ordersFailed: watched.failed,
    order: watched.order,
    outcome,
    failure,
  });
  const heading = useViewHeading(view.kind);

  function renderView(current: PaymentView) {
    switch (current.kind) {
      case 'loading':
        return <PageLoading />;
      case 'unavailable':
        return <PaymentErrorView message={current.message} />;
      case 'orders-failed':
        return <OrdersFailedView onRetry={watched.checkAgain} />;
      case 'unknown-order':
        return <OrderNotFoundView orderId={orderId} />;
      case 'not-payable':
        return <OrderNotPayableView order={current.order} />;
      case 'failed':
        return <PaymentErrorView message={current.message} onRetry={current.canRetry ? payment.reset : undefined} />;
      case 'paid':
        return <PaymentReceivedView />;
      case 'qr':
      case 'deeplink': {
        const status = <PaymentWaitingStatus polling={watched.polling} onCheckAgain={watched.checkAgain} />;
        return current.kind === 'qr' ? (
          <PaymentQrView qr={current.qr} qrBase64={current.qrBase64} status={status} />
        ) : (
          <PaymentDeepLinkView url={current.url} status={status} />
        );
      }
      case 'form': {
        const payer = { email: account.data?.email ?? '', name: current.order.recipient.fullName, phone: current.order.recipient.phone };
        const fieldList = withCodAvailability(fields.data ?? [], cod);
        return (
          <PaymentForm
            fields={fieldList}
            initialValues={draft ?? prefilledPaymentValues(fieldList, payer)}
            onPay={pay}
            busy={payment.isLoading || leaving}
          />
        );
      }
    }
  }

  return (
    <ScreenFrame width="md">
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 4 } }}>
        <Typography ref={heading} tabIndex={-1} variant="h4" component="h1" gutterBottom>
          {paymentViewTitle(view)}
        </Typography>
        {'order' in view && <PaymentOrderSummary order={view.order} />}
        {renderView(view)}
      </Paper>
    </ScreenFrame>
  );
}
