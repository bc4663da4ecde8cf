/**
 * The offer model and the quote's shape, as the app and the reference server both read them
 * (rules/offers.ts prices with them).
 */
import type { OfferProduct, OfferScope } from './offerScope';

export type OfferKind = 'percent' | 'flat';

export interface Offer {
  /** the server's id: what a shopper's uses and the used-up offers are keyed by */
  id?: string;
  /** upper case; null: automatic, applied without a code */
  code: string | null;
  title: string;
  kind: OfferKind;
  /** percent off (0–100], or rupees off */
  value: number;
  /** the most it takes off, in rupees (null: no ceiling) */
  maxDiscount: number | null;
  /** the cart's value (every line, at catalogue prices) it needs */
  minCartValue: number;
  /** empty: the whole cart */
  scope: OfferScope;
  includeSaleItems: boolean;
  firstOrderOnly: boolean;
  oncePerShopper: boolean;
  /** how many orders may use it in all (null: no limit) */
  totalUses: number | null;
  /** ISO 8601 */
  startsAt: string;
  /** ISO 8601, the first moment it no longer applies; null: open-ended */
  endsAt: string | null;
  /** shown to shoppers (cart, product hints); an unlisted one is typed only */
  listed: boolean;
}

export interface CartLine {
  product: OfferProduct;
  quantity: number;
  size?: string | null;
  color?: string | null;
}

export interface OfferContext {
  /** ISO 8601 */
  now: string;
  /** the code the shopper typed */
  coupon?: string | null;
  /** the signed-in shopper; null or absent: unknown, so first-order and once-only are not checked */
  shopper?: { ordersBefore: number; usedOffers: readonly string[] } | null;
  /** keys (offerKey) of the offers whose totalUses are all taken */
  usedUp?: readonly string[];
}

export interface QuoteLine {
  productId: string;
  size: string | null;
  color: string | null;
  quantity: number;
  unitPrice: number;
  /** unitPrice × quantity, before the discount */
  lineTotal: number;
  /** this line's share of the discount */
  discount: number;
}

export interface OfferOnCart {
  code: string | null;
  title: string;
  saving: number;
  applies: boolean;
  reason: string | null;
}

export interface CartQuote {
  lines: QuoteLine[];
  subtotal: number;
  discount: number;
  /** subtotal − discount (shipping and a cash-on-delivery fee are the server's to add) */
  total: number;
  applied: { code: string | null; title: string; saving: number } | null;
  /** the offer applied, whole (the server takes its use) */
  appliedOffer: Offer | null;
  coupon: { code: string; applied: boolean; reason: string | null } | null;
  /** listed offers running now, the best saving on this cart first */
  offers: OfferOnCart[];
}
