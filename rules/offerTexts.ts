/**
 * Every sentence offers are told in, the cart's and checkout's, the reference server's refusals
 * and the shop's product hints alike: one place, so the app shows what the server answers.
 */
import { formatInr } from './money';

/** "5 December 2026": a day as India reads it, whatever the reader's time zone. */
const indianDay = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Kolkata' });

export const OFFER_TEXTS = {
  /** the cart is below the offer's minimum; `name` is its code, or its title for an automatic one */
  addMore: (amount: number, code: string | null, title: string) =>
    code ? `Add ${formatInr(amount)} more to use ${code}` : `Add ${formatInr(amount)} more for ${title}`,
  /** nothing in the cart is of what the offer covers: "Only on running shoes" */
  onlyOn: (what: string) => `Only on ${what}`,
  /** the words for an offer's products when it names products only */
  selectedProducts: 'selected products',
  expired: 'Expired',
  startsOn: (startsAt: string) => `Starts on ${indianDay.format(new Date(startsAt))}`,
  firstOrderOnly: 'Only on your first order',
  alreadyUsed: (name: string) => `You have already used ${name}`,
  usedUp: (name: string) => `${name} has been used up`,
  notOnSale: 'Not on items already on sale',
  emptyCart: (name: string) => `Add something to your cart to use ${name}`,
  unknown: (code: string) => `${code} is not a valid code`,
  /** the quote and the order refuse codes typed too often in a row */
  tooManyTries: (minutes: number) => `Too many coupon tries. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`,
  /** the app's words once a code is taken */
  applied: (name: string, saving: number) => `${name} applied: you save ${formatInr(saving)}`,
  /** a product's hint: "Best price ₹1,799 with RUN10" */
  bestPrice: (price: number, code: string) => `Best price ${formatInr(price)} with ${code}`,
  couponLabel: 'Coupon code',
  apply: 'Apply',
  remove: 'Remove',
} as const;
