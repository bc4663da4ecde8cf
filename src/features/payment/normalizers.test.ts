import fc from 'fast-check';
import { payloadLike } from '@/test/arbitraries';
import { isSafeUrl, toPaymentFields, toPaymentOutcome } from './normalizers';
import { UNKNOWN_PAYMENT_ERROR } from './payment';

const phoneField = {
  name: 'phone',
  label: 'Mobile',
  type: 'tel',
  rules: { required: true, maxLength: 13, pattern: '/^\\+91\\d{10}$/' },
  rulesMessages: ['Enter your mobile'],
};

describe('toPaymentFields', () => {
  it('reads a plain list and an object with a fields list alike', () => {
    expect(toPaymentFields([phoneField])).toEqual(toPaymentFields({ fields: [phoneField] }));
    expect(toPaymentFields({ fields: [phoneField] })[0]).toEqual({
      name: 'phone',
      label: 'Mobile',
      placeholder: '',
      description: '',
      type: 'tel',
      options: [],
      inline: false,
      mask: '',
      defaultValue: '',
      rules: { required: true, minLength: null, maxLength: 13, pattern: '/^\\+91\\d{10}$/' },
      rulesMessages: ['Enter your mobile'],
      showWhenFilled: [],
    });
  });

  it('keeps every property of a select and a checkbox', () => {
    const [method, consent] = toPaymentFields([
      { name: 'method', type: 'select', options: [{ value: 'upi', label: 'UPI' }, 'Card'], showWhenFilled: ['email'] },
      { name: 'consent', type: 'checkbox', defaultValue: false, inline: true },
    ]);
    expect(method?.options).toEqual([
      { value: 'upi', label: 'UPI' },
      { value: 'Card', label: 'Card' },
    ]);
    expect(method?.showWhenFilled).toEqual(['email']);
    expect(consent).toMatchObject({ type: 'checkbox', defaultValue: 'false', inline: true });
  });

  it('drops nameless and repeated fields and reads unknown types as text', () => {
    const fields = toPaymentFields([{ label: 'no name' }, { name: 'a', type: 'colour' }, { name: 'a', type: 'email' }]);
    expect(fields).toHaveLength(1);
    expect(fields[0]?.type).toBe('text');
  });

  it('never throws, whatever the server sends', () => {
    const keys = ['fields', 'name', 'type', 'rules', 'options', 'showWhenFilled'];
    fc.assert(fc.property(payloadLike(keys), (payload) => Array.isArray(toPaymentFields(payload))));
  });
});

describe('toPaymentOutcome', () => {
  it('builds the hidden form of a redirect_post with type, url and data[key] inputs', () => {
    const outcome = toPaymentOutcome({
      success: true,
      action: {
        type: 'redirect_post',
        redirectUrl: 'https://bank.test/pay',
        formParams: { type: 'card', url: 'https://shop.test/back', data: { orderId: '7', amount: '10.00' } },
      },
    });
    expect(outcome).toEqual({
      kind: 'redirect_post',
      url: 'https://bank.test/pay',
      inputs: [
        { name: 'type', value: 'card' },
        { name: 'url', value: 'https://shop.test/back' },
        { name: 'data[orderId]', value: '7' },
        { name: 'data[amount]', value: '10.00' },
      ],
    });
  });

  it('reads deeplink, qr, a bare redirect and plain success', () => {
    expect(toPaymentOutcome({ success: true, action: { type: 'deeplink', redirectUrl: 'upi://pay?pa=x@y' } })).toEqual({
      kind: 'deeplink',
      url: 'upi://pay?pa=x@y',
    });
    expect(toPaymentOutcome({ success: true, action: { type: 'qr', qr: 'upi://pay?pa=x@y' } })).toEqual({
      kind: 'qr',
      qr: 'upi://pay?pa=x@y',
      qrBase64: '',
    });
    expect(toPaymentOutcome({ success: true, action: { type: 'qr', qrBase64: 'iVBORw0KGgo=' } })).toEqual({
      kind: 'qr',
      qr: '',
      qrBase64: 'iVBORw0KGgo=',
    });
    expect(toPaymentOutcome({ success: true, redirectUrl: 'https://psp.test/x' })).toEqual({
      kind: 'redirect',
      url: 'https://psp.test/x',
    });
    expect(toPaymentOutcome({ success: true })).toEqual({ kind: 'success' });
  });

  it('shows the server error text, else the unknown-error message', () => {
    expect(toPaymentOutcome({ success: false, error: 'Card declined' })).toEqual({ kind: 'error', message: 'Card declined' });
    expect(toPaymentOutcome({ success: false })).toEqual({ kind: 'error', message: UNKNOWN_PAYMENT_ERROR });
  });

  it.each(['javascript:alert(1)', 'data:text/html,<script>alert(1)</script>', 'vbscript:x', 'file:///etc/passwd', 'not a url'])(
    'refuses to follow %s',
    (url) => {
      expect(toPaymentOutcome({ success: true, redirectUrl: url }).kind).toBe('error');
      expect(toPaymentOutcome({ success: true, action: { type: 'deeplink', redirectUrl: url } }).kind).toBe('error');
      expect(toPaymentOutcome({ success: true, action: { type: 'redirect_post', redirectUrl: url } }).kind).toBe('error');
    },
  );

  it('allows payment-app schemes for deep links only', () => {
    expect(isSafeUrl('upi://pay?pa=a@b', true)).toBe(true);
    expect(isSafeUrl('upi://pay?pa=a@b')).toBe(false);
  });

  it('never throws, whatever the server sends', () => {
    fc.assert(
      fc.property(
        payloadLike(['success', 'action', 'redirectUrl', 'error']),
        (payload) => typeof toPaymentOutcome(payload).kind === 'string',
      ),
    );
  });
});
