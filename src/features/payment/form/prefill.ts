import { indianMobileDigits } from '@rules/phone';
import { formatFieldInput, initialPaymentValues, isPhoneField, PHONE_PREFIX, type PaymentValues } from './paymentFields';
import type { PaymentField } from '../payment';

/** What the shop already knows about the payer: the account e-mail and the order's shipping name and phone. */
export interface KnownPayer {
  email: string;
  name: string;
  phone: string;
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
    // Read as the checkout took it: a shipping phone that is no mobile number fills nothing.
    const mobile = indianMobileDigits(payer.phone);
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
