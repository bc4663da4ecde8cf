import { indianMobileDigits } from '@rules/phone';
import { isValidEmail } from '@/utils/email';
import type { PaymentField } from '../payment';

export type PaymentValues = Record<string, string>;
export type PaymentErrors = Record<string, string>;

export const PHONE_PREFIX = '+91';
const PHONE_DIGITS = 10;
const DEFAULT_PHONE_LENGTH = 13;

export function isPhoneField(field: PaymentField): boolean {
  return field.type === 'tel' || field.name.toLowerCase().includes('phone');
}

/** Blank: nothing but spaces; an unticked checkbox; a phone holding only its +91 prefix. */
export function isBlank(field: PaymentField, value: string | undefined): boolean {
  const text = (value ?? '').trim();
  if (field.type === 'checkbox') return text !== 'true';
  if (isPhoneField(field)) return text === '' || text === PHONE_PREFIX;
  return text === '';
}

/** Spec §4: shown with no showWhenFilled list, or when one of the listed fields holds a non-blank value. */
export function isFieldShown(field: PaymentField, values: PaymentValues): boolean {
  if (field.showWhenFilled.length === 0) return true;
  return field.showWhenFilled.some((name) => (values[name] ?? '').trim() !== '');
}

export function shownFields(fields: readonly PaymentField[], values: PaymentValues): PaymentField[] {
  return fields.filter((field) => isFieldShown(field, values));
}

/** Whether a shown required field is still blank (the submit button waits for it). */
export function hasBlankRequired(fields: readonly PaymentField[], values: PaymentValues): boolean {
  return shownFields(fields, values).some((field) => field.rules.required && isBlank(field, values[field.name]));
}

/**
 * A server pattern, given as `/source/flags` or as a bare source. An invalid expression gives
 * null, which switches the rule off instead of breaking the form.
 */
export function parsePattern(pattern: string | null): RegExp | null {
  if (!pattern) return null;
  const literal = /^\/(.*)\/([a-z]*)$/s.exec(pattern);
  try {
    return literal ? new RegExp(literal[1] ?? '', literal[2]) : new RegExp(pattern);
  } catch {
    return null;
  }
}

function phoneMaxLength(field: PaymentField): number {
  return field.rules.maxLength ?? DEFAULT_PHONE_LENGTH;
}

/**
 * What a phone input may hold: +91, then up to ten digits, within the field's maximum length. A
 * whole mobile number pasted with its 0 or 91 ('09876543210') is read as the checkout reads it.
 */
export function formatPhoneInput(raw: string, maxLength = DEFAULT_PHONE_LENGTH): string {
  if (raw.trim() === '') return '';
  const mobile = indianMobileDigits(raw);
  const rest = raw.trim().startsWith(PHONE_PREFIX) ? raw.trim().slice(PHONE_PREFIX.length) : raw;
  const digits = mobile || rest.replace(/\D/g, '').slice(0, PHONE_DIGITS);
  return `${PHONE_PREFIX}${digits}`.slice(0, Math.max(maxLength, PHONE_PREFIX.length));
}

export function formatFieldInput(field: PaymentField, raw: string): string {
  return isPhoneField(field) ? formatPhoneInput(raw, phoneMaxLength(field)) : raw;
}

export function initialPaymentValues(fields: readonly PaymentField[]): PaymentValues {
  const values: PaymentValues = {};
  for (const field of fields) {
    if (field.type === 'checkbox') values[field.name] = field.defaultValue === 'true' ? 'true' : 'false';
    else if (isPhoneField(field) && field.rules.required && field.defaultValue.trim() === '') values[field.name] = PHONE_PREFIX;
    else values[field.name] = field.defaultValue;
  }
  return values;
}

function validatePhone(field: PaymentField, value: string): string | null {
  const { minLength, maxLength } = field.rules;
  if (!value.startsWith(PHONE_PREFIX)) return 'Phone number must start with +91';
  if (minLength !== null && value.length < minLength) return `Phone number must have at least ${minLength} characters`;
  if (maxLength !== null && value.length > maxLength) return `Phone number must have no more than ${maxLength} characters`;
  if (minLength === null && maxLength === null && value.length !== DEFAULT_PHONE_LENGTH) {
    return 'Phone number must be 13 characters (including +91)';
  }
  const pattern = parsePattern(field.rules.pattern);
  if (!/^\+91\d*$/.test(value) || (pattern && !pattern.test(value))) return 'Invalid phone number format';
  return null;
}

function validateText(field: PaymentField, value: string): string | null {
  const { minLength, maxLength } = field.rules;
  if (field.type === 'email' && !isValidEmail(value)) return 'Please enter a valid email address';
  if (minLength !== null && value.length < minLength) return `${field.label} must be at least ${minLength} characters`;
  if (maxLength !== null && value.length > maxLength) return `${field.label} must be at most ${maxLength} characters`;
  const pattern = parsePattern(field.rules.pattern);
  if (pattern && !pattern.test(value)) return field.rulesMessages[0] ?? `Please enter a valid ${field.label.toLowerCase()}`;
  return null;
}

/** Spec §5: only shown fields are checked; a blank optional field passes. */
export function validatePayment(fields: readonly PaymentField[], values: PaymentValues): PaymentErrors {
  const errors: PaymentErrors = {};
  for (const field of shownFields(fields, values)) {
    const value = (values[field.name] ?? '').trim();
    let error: string | null;
    if (isBlank(field, value)) {
      error = field.rules.required ? (field.rulesMessages[0] ?? 'This field is required') : null;
    } else if (field.type === 'checkbox' || field.type === 'select') {
      error = null;
    } else {
      error = isPhoneField(field) ? validatePhone(field, value) : validateText(field, value);
    }
    if (error) errors[field.name] = error;
  }
  return errors;
}

/** The `fields` map sent to POST /payments: the shown fields, as strings. */
export function toSubmittedFields(fields: readonly PaymentField[], values: PaymentValues): Record<string, string> {
  const submitted: Record<string, string> = {};
  for (const field of shownFields(fields, values)) {
    const value = values[field.name] ?? '';
    if (field.type === 'checkbox') submitted[field.name] = value === 'true' ? 'true' : 'false';
    else submitted[field.name] = isBlank(field, value) ? '' : value.trim();
  }
  return submitted;
}
