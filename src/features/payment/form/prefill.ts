import { formatFieldInput, initialPaymentValues, isPhoneField, PHONE_PREFIX, type PaymentValues } from './paymentFields';
import type { PaymentField } from '../payment';

/** What the shop already knows about the payer: the account e-mail and the order's shipping name and phone. */
export interface KnownPayer {
  email: string;
  name: string;
  phone: string;
}

/** Ten Indian mobile digits from '+91 98765 43210', '09876543210' or '9876543210'; '' for anything else. */
export function toIndianMobile(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (digits.length === 10) return digits;
  if (digits.length === 12 && digits.startsWith('91')) return digits.slice(2);
  if (digits.length === 11 && digits.startsWith('0')) return digits.slice(1);
  return '';
}

function isEmailField(field: PaymentField): boolean {
  return field.type === 'email' || (field.type === 'text' && /e-?mail/i.test(field.name));
}

// payerName, fullName, name, cardholder_name… but not a username.
function isNameField(field: PaymentField): boolean {
  return field.type === 'text' && /name$/i.test(field.name) && !/user/i.test(field.name);
}

function knownValue(field: PaymentField, payer: KnownPayer): string {
  if (isEmailField(field)) return payer.email.trim();
  if (isPhoneField(field)) {
    const mobile = toIndianMobile(payer.phone);
    return mobile && `${PHONE_PREFIX}${mobile}`;
  }
  if (isNameField(field)) return payer.name.trim();
  return '';
}

/**
 * The form's starting values: the server's defaults, and what the shop knows in fields of the
 * matching type or name that the server left empty. The shopper can change every one of them.
 */
export function prefilledPaymentValues(fields: readonly PaymentField[], payer: KnownPayer): PaymentValues {
  const values = initialPaymentValues(fields);
  for (const field of fields) {
    if (field.defaultValue.trim() !== '') continue;
    const known = knownValue(field, payer);
    if (known) values[field.name] = formatFieldInput(field, known);
  }
  return values;
}
