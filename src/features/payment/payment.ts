import type { CreatePaymentRequest } from '@server/contracts';

export const PAYMENT_FIELD_TYPES = ['text', 'email', 'password', 'number', 'tel', 'textarea', 'select', 'checkbox'] as const;

export type PaymentFieldType = (typeof PAYMENT_FIELD_TYPES)[number];

export interface PaymentFieldOption {
  value: string;
  label: string;
}

export interface PaymentFieldRules {
  required: boolean;
  minLength: number | null;
  maxLength: number | null;
  /** As sent: a `/source/flags` string or a bare source. */
  pattern: string | null;
}

export interface PaymentField {
  name: string;
  label: string;
  placeholder: string;
  description: string;
  type: PaymentFieldType;
  options: PaymentFieldOption[];
  inline: boolean;
  mask: string;
  defaultValue: string;
  rules: PaymentFieldRules;
  rulesMessages: string[];
  showWhenFilled: string[];
}

/** What to do after `POST /payments` (spec §7), already checked for unsafe URLs. */
export type PaymentOutcome =
  | { kind: 'redirect_post'; url: string; inputs: Array<{ name: string; value: string }> }
  | { kind: 'deeplink'; url: string }
  | { kind: 'qr'; qr: string; qrBase64: string }
  | { kind: 'redirect'; url: string }
  | { kind: 'success' }
  | { kind: 'error'; message: string };

/** `POST /payments` (server/src/contracts.ts); this app's order ids are always text. */
export type PaymentRequest = CreatePaymentRequest & { orderId: string };

export const UNKNOWN_PAYMENT_ERROR = 'Unknown error occurred during payment process';
