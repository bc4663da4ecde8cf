import type { PaymentFieldDto } from './contract';
import type { PaymentMethod } from './repository';

export const PAYMENT_METHODS: { value: PaymentMethod; label: string }[] = [
  { value: 'upi_qr', label: 'UPI – scan a QR code' },
  { value: 'upi_app', label: 'UPI app on this phone' },
  { value: 'card', label: 'Credit or debit card' },
  { value: 'netbanking', label: 'Net banking' },
  { value: 'cod', label: 'Cash on delivery' },
];

export const PHONE_RE = /^\+91[6-9]\d{9}$/;
export const VPA_RE = /^[a-zA-Z0-9._-]{2,256}@[a-zA-Z][a-zA-Z0-9]{1,63}$/;
export const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The payment step the client renders; it exercises every property of the field definition. */
export const PAYMENT_FIELDS: PaymentFieldDto[] = [
  {
    name: 'payerName',
    label: 'Name of the payer',
    placeholder: 'e.g. Priya Sharma',
    type: 'text',
    inline: true,
    rules: { required: true, minLength: 2, maxLength: 80 },
    rulesMessages: ['Please enter the name of the payer'],
  },
  {
    name: 'email',
    label: 'E-mail for the receipt',
    placeholder: 'you@example.com',
    type: 'email',
    inline: true,
    rules: { required: true, maxLength: 254 },
    rulesMessages: ['Please enter an e-mail address for the receipt'],
  },
  {
    name: 'phone',
    label: 'Mobile number',
    placeholder: '+91 98765 43210',
    description: 'An Indian mobile number; the bank or UPI app may send an OTP to it.',
    type: 'tel',
    mask: '+91 ##########',
    rules: { required: true, minLength: 13, maxLength: 13, pattern: `/${PHONE_RE.source}/` },
    rulesMessages: ['Please enter your mobile number'],
  },
  {
    name: 'method',
    label: 'Payment method',
    placeholder: 'Choose how to pay',
    type: 'select',
    options: PAYMENT_METHODS,
    rules: { required: true },
    rulesMessages: ['Please choose a payment method'],
  },
  {
    name: 'upiId',
    label: 'UPI ID (optional)',
    placeholder: 'name@bank',
    description: 'Only for UPI: your virtual payment address, to receive a collect request.',
    type: 'text',
    showWhenFilled: ['method'],
    rules: { required: false, maxLength: 100, pattern: `/${VPA_RE.source}/` },
    rulesMessages: ['Please enter a valid UPI ID such as name@bank'],
  },
  {
    name: 'notes',
    label: 'Notes for the shop',
    placeholder: 'Anything we should know about this payment?',
    type: 'textarea',
    rules: { required: false, maxLength: 200 },
  },
  {
    name: 'consent',
    label: 'I authorise this payment and agree to the terms',
    type: 'checkbox',
    inline: true,
    defaultValue: 'false',
    rules: { required: true },
    rulesMessages: ['Please authorise the payment to continue'],
  },
];

export interface ValidPayment {
  method: PaymentMethod;
  phone: string;
}

/** Server-side check of the submitted fields; returns an error message for the shopper, or the values. */
export function validatePaymentFields(fields: Record<string, string>): ValidPayment | string {
  const get = (k: string) => (typeof fields[k] === 'string' ? fields[k]!.trim() : '');
  const payerName = get('payerName');
  if (payerName.length < 2 || payerName.length > 80) return 'Please enter the name of the payer';
  if (!EMAIL_RE.test(get('email'))) return 'Please enter a valid email address';
  const phone = get('phone').replace(/[\s-]/g, '');
  if (!PHONE_RE.test(phone)) return 'Invalid phone number format';
  const method = PAYMENT_METHODS.find((m) => m.value === get('method'))?.value;
  if (!method) return 'Please choose a valid payment method';
  if (get('upiId') && !VPA_RE.test(get('upiId'))) return 'Please enter a valid UPI ID such as name@bank';
  if (get('notes').length > 200) return 'Notes must be at most 200 characters';
  if (get('consent') !== 'true') return 'Please authorise the payment to continue';
  return { method, phone };
}
