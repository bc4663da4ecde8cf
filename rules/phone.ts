/**
 * How the shop reads an Indian mobile number, wherever one is typed or compared (the checkout's
 * phone, the payment form's phone fields, what is prefilled from the order): ten digits, the
 * first 6, 7, 8 or 9 (mobile numbers; the payment server's pattern asks the same), after an
 * optional +91, 91 or 0, with spaces or hyphens anywhere ("+91 98765-43210").
 */

/** The reading: the ten digits, or why there are none. */
export type MobileReading = { ok: true; digits: string } | { ok: false; why: 'characters' | 'length' | 'start' };

const SEPARATORS = /[\s-]+/g;
const PREFIXED = /^(?:\+91|91(?=\d{10}$)|0(?=\d{10}$))?(\d+)$/;

export function readIndianMobile(text: string): MobileReading {
  const compact = text.replace(SEPARATORS, '');
  const match = PREFIXED.exec(compact);
  if (!match) return { ok: false, why: 'characters' };
  const digits = match[1] ?? '';
  if (digits.length !== 10) return { ok: false, why: 'length' };
  if (!/^[6-9]/.test(digits)) return { ok: false, why: 'start' };
  return { ok: true, digits };
}

/** The ten digits of an Indian mobile number, or '' when the text is none. */
export function indianMobileDigits(text: string): string {
  const reading = readIndianMobile(text);
  return reading.ok ? reading.digits : '';
}
