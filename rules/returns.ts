/**
 * After the sale, as the shop words it: why a shopper cancels or returns, which goods cannot come
 * back, and the refund details a cash-on-delivery order needs. Shared by the server (which decides)
 * and the app (which offers the same lists and checks the same shapes before sending).
 */

export const CANCEL_REASONS = [
  { code: 'ordered_by_mistake', label: 'Ordered by mistake' },
  { code: 'changed_my_mind', label: 'Changed my mind' },
  { code: 'better_price', label: 'Found a better price' },
  { code: 'delivery_too_late', label: 'Delivery is too late' },
  { code: 'other', label: 'Other' },
] as const;
export type CancelReason = (typeof CANCEL_REASONS)[number]['code'];

export const RETURN_REASONS = [
  { code: 'size_does_not_fit', label: "Size doesn't fit" },
  { code: 'damaged', label: 'Arrived damaged' },
  { code: 'not_as_described', label: 'Not as described' },
  { code: 'wrong_item', label: 'Wrong item sent' },
  { code: 'quality', label: 'Quality not as expected' },
  { code: 'other', label: 'Other' },
] as const;
export type ReturnReason = (typeof RETURN_REASONS)[number]['code'];

/** "Other" says nothing by itself: it needs the shopper's note. */
export const NOTE_NEEDED = 'Please tell us the reason in a note.';
export const NOTE_MAX = 500;

/** Days from delivery a delivered line may be returned or exchanged (the server's RETURN_WINDOW_DAYS). */
export const DEFAULT_RETURN_WINDOW_DAYS = 7;

/** Why a product cannot come back, as the return policy says it. */
export const NON_RETURNABLE = {
  innerwear: 'Innerwear cannot be returned or exchanged, for hygiene reasons.',
  hygiene: 'Hygiene goods cannot be returned once unsealed.',
  personalised: 'Personalised goods cannot be returned or exchanged.',
} as const;
export type NonReturnableKind = keyof typeof NON_RETURNABLE;

/** A product attribute the catalogue may carry: `non_returnable: ["personalised"]` (or innerwear, hygiene). */
export const NON_RETURNABLE_ATTRIBUTE = 'non_returnable';

/** Categories (or sub-categories) whose goods never come back, whatever their attributes say. */
const CATEGORY_RULES: Array<[RegExp, NonReturnableKind]> = [
  [/\b(innerwear|underwear|briefs|boxers|lingerie|sports bras?|socks)\b/i, 'innerwear'],
  [/\b(personal care|hygiene|mouth ?guards?|ear ?plugs|swim(ming)? caps?)\b/i, 'hygiene'],
  [/\b(personalised|personalized|custom(ised|ized)?)\b/i, 'personalised'],
];

export interface ReturnableProduct {
  category: string;
  parentCategory: string | null;
  attributes: ReadonlyArray<{ key: string; value: readonly string[] }>;
}

/** Why this product cannot be returned, or null when it can. */
export function nonReturnableReason(product: ReturnableProduct): string | null {
  const marked = product.attributes.find((a) => a.key.toLowerCase() === NON_RETURNABLE_ATTRIBUTE)?.value ?? [];
  for (const v of marked) {
    const kind = v.trim().toLowerCase() as NonReturnableKind;
    if (kind in NON_RETURNABLE) return NON_RETURNABLE[kind];
  }
  if (marked.some((v) => /^(true|yes)$/i.test(v.trim()))) return NON_RETURNABLE.personalised;
  for (const name of [product.parentCategory ?? '', product.category]) {
    const rule = CATEGORY_RULES.find(([pattern]) => pattern.test(name));
    if (rule) return NON_RETURNABLE[rule[1]];
  }
  return null;
}

/** Where a cash-on-delivery order's refund goes: the shopper's UPI id, or a bank account. */
export type RefundDetails = { upiId: string } | { accountNumber: string; ifsc: string; accountName: string };

const UPI_ID = /^[A-Za-z0-9][A-Za-z0-9._-]{1,255}@[A-Za-z][A-Za-z0-9]{1,63}$/;
const ACCOUNT_NUMBER = /^\d{9,18}$/;
const IFSC = /^[A-Z]{4}0[A-Z0-9]{6}$/;

export const REFUND_DETAILS_TEXTS = {
  needed: 'A cash-on-delivery order is refunded to your UPI id or bank account: please give one.',
  upi: 'Please enter a UPI id such as name@bank.',
  account: 'Please enter the account number: 9 to 18 digits.',
  ifsc: 'Please enter the IFSC: 11 characters, such as SBIN0001234.',
  name: "Please enter the account holder's name.",
} as const;

/** The details with spaces taken out and the IFSC in capitals, as they are checked and kept. */
export function tidyRefundDetails(details: RefundDetails): RefundDetails {
  if ('upiId' in details) return { upiId: details.upiId.trim() };
  return {
    accountNumber: details.accountNumber.replace(/[\s-]/g, ''),
    ifsc: details.ifsc.replace(/\s/g, '').toUpperCase(),
    accountName: details.accountName.trim(),
  };
}

/** What is wrong with the details (one sentence), or null when their shape is right. */
export function refundDetailsProblem(details: RefundDetails | null | undefined): string | null {
  if (!details) return REFUND_DETAILS_TEXTS.needed;
  const d = tidyRefundDetails(details);
  if ('upiId' in d) return UPI_ID.test(d.upiId) ? null : REFUND_DETAILS_TEXTS.upi;
  if (!ACCOUNT_NUMBER.test(d.accountNumber)) return REFUND_DETAILS_TEXTS.account;
  if (!IFSC.test(d.ifsc)) return REFUND_DETAILS_TEXTS.ifsc;
  return d.accountName.length >= 2 && d.accountName.length <= 100 ? null : REFUND_DETAILS_TEXTS.name;
}

/** The shop's answers, one sentence each. */
export const RETURN_TEXTS = {
  cancelShipped: (id: string, days: number) =>
    `Order ${id} has already shipped, so it can no longer be cancelled. Once it is delivered you can return it within ${days} days of delivery.`,
  cancelDone: (id: string, status: string) => `Order ${id} is ${status}: it can no longer be cancelled.`,
  notDelivered: (id: string) => `Order ${id} has not been delivered yet: it can be returned once it is.`,
  windowClosed: (days: number, lastDay: string) => `The return window of ${days} days from delivery closed on ${lastDay}.`,
  notReturnable: 'Some items cannot be returned.',
  tooMany: (title: string, left: number) =>
    left > 0 ? `Only ${left} of ${title} can still be returned.` : `${title} has already been returned.`,
  unknownItem: (itemId: string) => `Order has no item ${itemId}.`,
  sameLineTwice: 'Each item may be listed once.',
  exchangeNeedsChoice: (title: string) => `Please choose another size or colour of ${title} for the exchange.`,
  exchangeUnknownOption: (title: string) => `${title} does not come in that size or colour.`,
  exchangeShort: 'The size or colour you chose for the exchange is no longer in stock. Choose another, or ask for a refund.',
  pickupNotServed: (pincode: string, address: string) =>
    `Our courier does not pick up returns from ${pincode}. Please send the parcel yourself (India Post Speed Post or any courier) to ${address || 'our address on the Contact page'}, with the order number on a note inside.`,
} as const;
