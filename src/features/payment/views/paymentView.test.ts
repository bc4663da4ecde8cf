import { toOrder } from '@/features/orders/normalizers';
import { buildOrder } from '@/test/builders';
import { choosePaymentView, type PaymentPageState } from './paymentView';

const pending = toOrder(buildOrder({ status: 0 }));
const paid = toOrder(buildOrder({ status: 1 }));
const base: PaymentPageState = {
  unavailable: null,
  loading: false,
  ordersFailed: false,
  order: pending,
  outcome: undefined,
  failure: null,
};

describe('choosePaymentView', () => {
  it('keeps the busy form while the shopper is sent on, even once the order reads as paid', () => {
    for (const outcome of [{ kind: 'success' }, { kind: 'redirect', url: 'https://bank.test' }] as const) {
      expect(choosePaymentView({ ...base, order: paid, outcome }).kind).toBe('form');
    }
  });

  it('shows a paid order without a payment in flight as not payable', () => {
    expect(choosePaymentView({ ...base, order: paid }).kind).toBe('not-payable');
  });

  it('moves a QR payment on to paid once the order is paid', () => {
    const outcome = { kind: 'qr', qr: 'upi://pay', qrBase64: '' } as const;
    expect(choosePaymentView({ ...base, outcome }).kind).toBe('qr');
    expect(choosePaymentView({ ...base, order: paid, outcome }).kind).toBe('paid');
  });
});
