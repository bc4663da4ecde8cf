/**
 * The shop's one e-mail rule, used by every e-mail field: non-space text, `@`, text, a dot, text.
 * Stricter than the browser's `type="email"` (which takes `shopper@example`), so an address that
 * cannot receive mail is refused before anything is sent. One `@` only: `a@b@c.in` is refused too.
 */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const INVALID_EMAIL_MESSAGE = 'Please enter a valid email address';

/** Whether `value`, as given (callers trim what they send), follows the e-mail rule. */
export function isValidEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value);
}
