/**
 * Coupons and automatic offers, as the app and the reference server both price them: the offer
 * model, why an offer does not apply (in the shopper's words), and the quote of a cart. Money is
 * counted in paise, so a discount spread over lines adds up to the paisa.
 */
import type { CartLine, CartQuote, Offer, OfferContext } from './offerModel';
import { inScope, onSale, priceOf, scopeWords, type OfferProduct } from './offerScope';
import { OFFER_TEXTS } from './offerTexts';

export { OFFER_TEXTS } from './offerTexts';
export { brandOf, inScope, onSale, priceOf, scopeWords, type OfferProduct, type OfferScope } from './offerScope';

export type { CartLine, CartQuote, Offer, OfferContext, OfferKind, OfferOnCart, QuoteLine } from './offerModel';

export const offerKey = (o: Offer) => o.id ?? o.code ?? o.title;
const nameOf = (o: Offer) => o.code ?? o.title;
const paise = (rupees: number) => Math.round(rupees * 100);
const rupees = (p: number) => p / 100;
/** What a code as typed stands for: trimmed, upper case; null when nothing was typed. */
export const typedCode = (typed: string | null | undefined) => typed?.trim().toUpperCase() || null;

export const started = (o: Offer, now: string) => Date.parse(o.startsAt) <= Date.parse(now);
export const ended = (o: Offer, now: string) => o.endsAt !== null && Date.parse(o.endsAt) <= Date.parse(now);

const lineValue = (l: CartLine) => paise(priceOf(l.product)) * l.quantity;
/** Whether the offer takes something off this line: in its scope, and not on sale unless it includes sale items. */
export const eligible = (o: Offer, l: CartLine) => inScope(o.scope, l.product) && (o.includeSaleItems || !onSale(l.product));

/** Why `offer` does not apply to `cart` in the shopper's words, or null when it does. */
export function offerRefusal(offer: Offer, cart: readonly CartLine[], context: OfferContext): string | null {
  const name = nameOf(offer);
  if (!started(offer, context.now)) return OFFER_TEXTS.startsOn(offer.startsAt);
  if (ended(offer, context.now)) return OFFER_TEXTS.expired;
  if (context.usedUp?.includes(offerKey(offer))) return OFFER_TEXTS.usedUp(name);
  const shopper = context.shopper;
  if (offer.firstOrderOnly && shopper && shopper.ordersBefore > 0) return OFFER_TEXTS.firstOrderOnly;
  if (offer.oncePerShopper && shopper?.usedOffers.includes(offerKey(offer))) return OFFER_TEXTS.alreadyUsed(name);
  const lines = cart.filter((l) => l.quantity > 0);
  if (lines.length === 0) return OFFER_TEXTS.emptyCart(name);
  const covered = lines.filter((l) => inScope(offer.scope, l.product));
  if (covered.length === 0) return OFFER_TEXTS.onlyOn(scopeWords(offer.scope));
  if (!covered.some((l) => eligible(offer, l))) return OFFER_TEXTS.notOnSale;
  const short = paise(offer.minCartValue) - lines.reduce((sum, l) => sum + lineValue(l), 0);
  if (short > 0) return OFFER_TEXTS.addMore(rupees(short), offer.code, offer.title);
  return null;
}

/**
 * The discount of an offer that applies, in paise, and each line's share: never above the
 * ceiling nor the eligible lines' value, spread in proportion to those lines' value, the paise
 * left by rounding going to the largest remainders (the first line on a tie).
 */
export function discountOf(offer: Offer, cart: readonly CartLine[]): { total: number; perLine: number[] } {
  const values = cart.map((l) => (l.quantity > 0 && eligible(offer, l) ? lineValue(l) : 0));
  const base = values.reduce((a, b) => a + b, 0);
  let total = offer.kind === 'percent' ? Math.round((base * offer.value) / 100) : paise(offer.value);
  if (offer.maxDiscount !== null) total = Math.min(total, paise(offer.maxDiscount));
  total = Math.max(0, Math.min(total, base));
  if (total === 0) return { total: 0, perLine: values.map(() => 0) };
  // BigInt: total × value can pass 2^53 on large carts.
  const shares = values.map((v) => (BigInt(total) * BigInt(v)) / BigInt(base));
  const rests = values.map((v, i) => ({ i, rest: (BigInt(total) * BigInt(v)) % BigInt(base) }));
  let left = total - Number(shares.reduce((a, b) => a + b, BigInt(0)));
  rests.sort((a, b) => (a.rest === b.rest ? a.i - b.i : a.rest > b.rest ? -1 : 1));
  for (const { i } of rests) {
    if (left <= 0) break;
    if (values[i]! > 0) {
      shares[i]! += BigInt(1);
      left--;
    }
  }
  return { total, perLine: shares.map(Number) };
}

/** Best first; on a tie the one whose key sorts first, so the order offers come in never matters. */
function better(a: { offer: Offer; saving: number }, b: { offer: Offer; saving: number }): number {
  if (a.saving !== b.saving) return b.saving - a.saving;
  const [ka, kb] = [offerKey(a.offer), offerKey(b.offer)];
  return ka < kb ? -1 : ka > kb ? 1 : 0;
}

/**
 * The cart priced with the one offer it gets: the typed code when it applies, else the automatic
 * offer that saves most. Lines are priced from their products, never from anything else.
 */
export function quoteCart(cart: readonly CartLine[], offers: readonly Offer[], context: OfferContext): CartQuote {
  const saving = (o: Offer) => (offerRefusal(o, cart, context) === null ? discountOf(o, cart).total : 0);
  const code = typedCode(context.coupon);
  const typed = code === null ? undefined : offers.find((o) => o.code === code);
  const typedReason = code === null ? null : typed ? offerRefusal(typed, cart, context) : OFFER_TEXTS.unknown(code);
  let applied: Offer | null = typed && typedReason === null ? typed : null;
  if (!applied) {
    const automatic = offers
      .filter((o) => o.code === null && offerRefusal(o, cart, context) === null)
      .map((offer) => ({ offer, saving: discountOf(offer, cart).total }))
      .filter((c) => c.saving > 0)
      .sort(better);
    applied = automatic[0]?.offer ?? null;
  }
  const { total: discount, perLine } = applied ? discountOf(applied, cart) : { total: 0, perLine: cart.map(() => 0) };
  const lines = cart.map((l, i) => ({
    productId: l.product.id,
    size: l.size ?? null,
    color: l.color ?? null,
    quantity: l.quantity,
    unitPrice: priceOf(l.product),
    lineTotal: rupees(lineValue(l)),
    discount: rupees(perLine[i]!),
  }));
  const subtotal = cart.reduce((sum, l) => sum + lineValue(l), 0);
  const listed = offers
    .filter((o) => o.listed && started(o, context.now) && !ended(o, context.now))
    .map((offer) => ({ offer, saving: saving(offer), reason: offerRefusal(offer, cart, context) }))
    .sort(better)
    .map(({ offer, saving: s, reason }) => ({ code: offer.code, title: offer.title, saving: rupees(s), applies: reason === null, reason }));
  return {
    lines,
    subtotal: rupees(subtotal),
    discount: rupees(discount),
    total: rupees(subtotal - discount),
    applied: applied ? { code: applied.code, title: applied.title, saving: rupees(discount) } : null,
    appliedOffer: applied,
    coupon: code === null ? null : { code, applied: applied !== null && applied === typed, reason: typedReason },
    offers: listed,
  };
}

/**
 * A product's price after a listed offer, alone in a cart (one unit), for the hint "Best price
 * ₹1,799 with RUN10"; null when the offer is unlisted, does not apply to it alone, or saves nothing.
 * Who the shopper is and how many uses are left is not known here: the cart's quote says.
 */
export function bestPriceWith(offer: Offer, product: OfferProduct, now: string = new Date().toISOString()): number | null {
  if (!offer.listed) return null;
  const cart = [{ product, quantity: 1 }];
  if (offerRefusal(offer, cart, { now }) !== null) return null;
  const { total } = discountOf(offer, cart);
  return total > 0 ? rupees(paise(priceOf(product)) - total) : null;
}
