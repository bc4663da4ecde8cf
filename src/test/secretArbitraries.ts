import fc from 'fast-check';
import type { ShopperInputs } from './shopperSession';

/**
 * The clock is frozen at this instant while a session is recorded, so the only long digit runs in a
 * recording are this timestamp's: generated phone numbers and postal codes are kept off it.
 */
export const FROZEN_NOW = Date.UTC(2030, 0, 1);
const clockDigits = String(FROZEN_NOW);

/** With `jest.useFakeTimers({ now: FROZEN_NOW, doNotFake: TIMERS_THAT_RUN })` only the clock stands still. */
export const TIMERS_THAT_RUN = [
  'hrtime',
  'nextTick',
  'performance',
  'queueMicrotask',
  'requestAnimationFrame',
  'cancelAnimationFrame',
  'requestIdleCallback',
  'cancelIdleCallback',
  'setImmediate',
  'clearImmediate',
  'setInterval',
  'clearInterval',
  'setTimeout',
  'clearTimeout',
] as const;

// Long enough that a chance match with the shop's own text is not a worry (26^8 and more).
const word = fc.stringMatching(/^[A-Z][a-z]{7,11}$/);
const lowerWord = fc.stringMatching(/^[a-z]{6,10}$/);

export const emails = fc
  .tuple(fc.stringMatching(/^[a-z][a-z0-9._+-]{5,14}[a-z0-9]$/), lowerWord, fc.constantFrom('in', 'com', 'co.in', 'org'))
  .map(([local, domain, tld]) => `${local}@${domain}.${tld}`);

/** Indian mobile numbers, ten digits. */
export const mobiles = fc.stringMatching(/^[6-9]\d{9}$/).filter((digits) => !clockDigits.includes(digits));

const postalCodes = fc.stringMatching(/^[1-9]\d{5}$/).filter((digits) => !clockDigits.includes(digits));

// Printable, no spaces; quotes and backslashes included, so JSON escaping is covered.
export const passwords = fc.stringMatching(/^[!-~]{10,24}$/);

/** Opaque login tokens as a server might issue them, JWT-shaped or not. */
export const tokens = fc.oneof(
  fc.stringMatching(/^[A-Za-z0-9_-]{32,48}$/),
  fc
    .tuple(fc.stringMatching(/^[A-Za-z0-9_-]{10,20}$/), fc.stringMatching(/^[A-Za-z0-9_-]{20,40}$/))
    .map(([a, b]) => `eyJ${a}.${b}.sig${a}`),
);

const sentence = fc.array(word, { minLength: 2, maxLength: 4 }).map((words) => words.join(' '));

export const shopperInputs: fc.Arbitrary<ShopperInputs> = fc
  .record({
    firstName: word,
    lastName: word,
    email: emails,
    password: passwords,
    fullName: fc.tuple(word, word).map(([a, b]) => `${a} ${b}`),
    street: fc.tuple(fc.integer({ min: 10, max: 9999 }), word, word).map(([n, a, b]) => `${n} ${a} ${b}`),
    city: word,
    region: word,
    postalCode: postalCodes,
    phone: mobiles,
    phoneForm: fc.constantFrom('plain', 'international'),
    payerName: fc.tuple(word, word).map(([a, b]) => `${a} ${b}`),
    payerEmail: emails,
    payerMobile: mobiles,
    upiId: fc.tuple(lowerWord, lowerWord).map(([name, bank]) => `${name}@${bank}`),
    notes: sentence,
    trackByPhone: fc.boolean(),
    contactName: word,
    contactEmail: emails,
    subject: sentence,
    message: sentence,
  })
  .map((r) => {
    const phone = r.phoneForm === 'international' ? `+91${r.phone}` : r.phone;
    return {
      firstName: r.firstName,
      lastName: r.lastName,
      email: r.email,
      password: r.password,
      shipping: { fullName: r.fullName, address: r.street, city: r.city, state: r.region, postalCode: r.postalCode, phone },
      payer: { name: r.payerName, email: r.payerEmail, mobile: r.payerMobile, upiId: r.upiId, notes: r.notes },
      trackWith: r.trackByPhone ? phone : r.email,
      contact: { name: r.contactName, email: r.contactEmail, subject: r.subject, message: r.message },
    };
  });

/** Every string a shopper typed (or was issued) in a session. */
export function secretsOf(inputs: ShopperInputs, token: string): string[] {
  return [
    inputs.firstName,
    inputs.lastName,
    inputs.email,
    inputs.password,
    ...Object.values(inputs.shipping),
    ...Object.values(inputs.payer),
    inputs.contact.name,
    inputs.contact.email,
    token,
  ];
}

/**
 * The secrets found in a file: as typed, lower-cased (e-mails are), JSON-escaped and URL-encoded,
 * in the file's text and in the DevTools payload it carries as escaped JSON text.
 */
export function leakedSecrets(fileText: string, secrets: string[]): string[] {
  const payload = (JSON.parse(fileText) as { payload: string }).payload;
  const haystack = `${fileText}\n${payload}`.toLowerCase();
  return secrets.filter((secret) => {
    const forms = [secret, JSON.stringify(secret).slice(1, -1), encodeURIComponent(secret)];
    return forms.some((form) => haystack.includes(form.toLowerCase()));
  });
}
