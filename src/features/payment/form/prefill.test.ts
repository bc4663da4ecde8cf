import type { PaymentField } from '../payment';
import { prefilledPaymentValues } from './prefill';

const phoneField: PaymentField = {
  name: 'phone',
  label: 'Mobile number',
  type: 'tel',
  placeholder: '',
  description: '',
  options: [],
  inline: false,
  mask: '',
  defaultValue: '',
  showWhenFilled: [],
  rules: { required: true, minLength: null, maxLength: null, pattern: null },
  rulesMessages: [],
};

const payer = (phone: string) => ({ email: 'asha@example.com', name: 'Asha Rao', phone });

describe('the payment phone, prefilled from the order', () => {
  it.each([
    ['+91 98765 43210', '+919876543210'],
    ['098765 43210', '+919876543210'],
    ['9876543210', '+919876543210'],
  ])('takes the shipping phone %j as %s', (phone, value) => {
    expect(prefilledPaymentValues([phoneField], payer(phone))).toEqual({ phone: value });
  });

  it.each(['98765abc43210', '98abc45xyz', '5876543210', '12345'])('leaves the field at +91 for %j, which is no mobile number', (phone) => {
    expect(prefilledPaymentValues([phoneField], payer(phone))).toEqual({ phone: '+91' });
  });
});
