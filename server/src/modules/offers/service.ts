import { httpErrors } from '@fastify/sensible';
import type { Queryable } from '../../platform/db/client';
import type { AppContext } from '../../platform/http/context';
import type { ProductPricing } from '../catalog';
import { copiedOffersAt, offersChanged } from './copy';
import { cataloguePricing } from './pricing';
import { quoteCart, typedCode, type CartLine, type CartQuote, type OfferContext } from '../../../../rules/offers';
import type { OfferDto, OfferRefusedBody, QuoteDto } from './contract';
import { ordersBefore } from './history';
import { bumpOffersVersion, offersAt, offersUsedBy, takeCappedUse, type StoredOffer } from './repository';

/** A cart line priced from the catalogue. */
export interface PricedLine {
  productId: string;
  quantity: number;
  size: string | null;
  color: string | null;
  product: ProductPricing;
}

/** The offer an order gets, its use taken (capped offers) in the order's transaction: recordOfferUse writes it once the order exists. */
export interface OrderOffer {
  offerId: string;
  code: string | null;
  counted: boolean;
  discount: number;
  /** each line's share, in the order the lines were given */
  lineDiscounts: number[];
}

/** An order's code does not apply (any more): 409 with `body`, nothing placed. */
export class OfferRefused extends Error {
  readonly body: OfferRefusedBody;
  constructor(code: string, reason: string) {
    super(reason);
    this.body = { error: reason, coupon: code };
  }
}

const rupees = (n: number) => Math.round(n * 100) / 100;
const canonicalId = (id: string) => id.trim().toLowerCase();
const option = (value: string | null | undefined) => value?.trim() || null;

const cartOf = (lines: PricedLine[]): CartLine[] =>
  lines.map((l) => ({ product: l.product, quantity: l.quantity, size: l.size, color: l.color }));

/**
 * The offers that may apply now (and the typed code's), and what is known of the shopper: an
 * order's read in its transaction (`tx`), a quote's from the copy of the offers.
 */
async function offersFor(
  ctx: AppContext,
  tx: Queryable | null,
  userId: string | null,
  coupon: string | null | undefined,
): Promise<{ offers: StoredOffer[]; context: OfferContext }> {
  const now = new Date().toISOString();
  const code = typedCode(coupon);
  let offers: StoredOffer[];
  let usedUp: readonly string[];
  if (tx) {
    offers = await offersAt(tx, now, code);
    usedUp = offers.filter((o) => o.totalUses !== null && o.uses >= o.totalUses).map((o) => o.id);
  } else ({ offers, usedUp } = await copiedOffersAt(ctx, now, code));
  // An unlisted code matters only when typed: its rules are not asked about otherwise.
  const shown = offers.filter((o) => o.listed || o.code === null || o.code === code);
  const needs = { firstOrder: shown.some((o) => o.firstOrderOnly), once: shown.some((o) => o.oncePerShopper) };
  let shopper: OfferContext['shopper'] = null;
  // Asked only when an offer needs it; outside a transaction both at once (two connections on PostgreSQL).
  if (userId && (needs.firstOrder || needs.once)) {
    const db = tx ?? ctx.db;
    const count = () => (needs.firstOrder ? ordersBefore(ctx, db, userId) : Promise.resolve(0));
    const used = () => (needs.once ? offersUsedBy(db, userId) : Promise.resolve([]));
    const [before, usedOffers] = tx ? [await count(), await used()] : await Promise.all([count(), used()]);
    shopper = { ordersBefore: before, usedOffers };
  }
  return { offers, context: { now, coupon: code, shopper, usedUp } };
}

/**
 * A quote's lines priced from the catalogue (as kept until it changes: pricing.ts); a product the
 * catalogue lacks is the client's mistake (400).
 */
export async function pricedLines(
  ctx: AppContext,
  lines: Array<{ productId: string; quantity: number; size?: string | null; color?: string | null }>,
): Promise<PricedLine[]> {
  const wanted = lines.map((l) => ({
    productId: canonicalId(l.productId),
    quantity: l.quantity,
    size: option(l.size),
    color: option(l.color),
  }));
  const pricing = await cataloguePricing(ctx, [...new Set(wanted.map((w) => w.productId))]);
  const unknown = wanted.find((w) => !pricing.has(w.productId));
  if (unknown) throw httpErrors.badRequest(`Unknown product: ${unknown.productId}`);
  return wanted.map((w) => ({ ...w, product: pricing.get(w.productId)! }));
}

/** The cart's quote as POST /cart/quote answers it: shipping is free, a cash-on-delivery fee added when asked. */
export async function quoteFor(
  ctx: AppContext,
  lines: PricedLine[],
  asked: { userId: string | null; coupon?: string; codFee: number },
): Promise<QuoteDto> {
  const { offers, context } = await offersFor(ctx, null, asked.userId, asked.coupon);
  const { appliedOffer: _offer, ...quote }: CartQuote = quoteCart(cartOf(lines), offers, context);
  return { ...quote, shipping: 0, codFee: asked.codFee, total: rupees(quote.total + asked.codFee) };
}

/**
 * The offer an order gets, in the order's transaction, after the account's row is locked (so one
 * shopper's orders are priced one after another and first-order and once-only offers hold): the
 * typed code, refused with OfferRefused when it does not apply, else the best automatic offer. A
 * capped offer's use is taken here; when orders placed meanwhile took the last, a typed code is
 * refused as used up and an automatic offer gives way to the next best.
 */
export async function offerForOrder(
  ctx: AppContext,
  tx: Queryable,
  order: { userId: string; lines: PricedLine[]; coupon?: string | null },
): Promise<OrderOffer | null> {
  const { offers, context } = await offersFor(ctx, tx, order.userId, order.coupon);
  const cart = cartOf(order.lines);
  const usedUp = [...(context.usedUp ?? [])];
  for (;;) {
    const quote = quoteCart(cart, offers, { ...context, usedUp });
    if (quote.coupon && !quote.coupon.applied) throw new OfferRefused(quote.coupon.code, quote.coupon.reason!);
    const offer = quote.appliedOffer as StoredOffer | null;
    if (!offer) return null;
    const counted = offer.totalUses !== null;
    const taken = counted ? await takeCappedUse(tx, offer.id) : 'taken';
    if (taken === 'last') {
      // Used up now: the quotes' copies must say so (this process's at its next quote).
      await bumpOffersVersion(tx);
      offersChanged(ctx);
    }
    if (taken !== 'none') {
      return { offerId: offer.id, code: offer.code, counted, discount: quote.discount, lineDiscounts: quote.lines.map((l) => l.discount) };
    }
    usedUp.push(offer.id);
  }
}

/** The listed offers running now with uses left, for the product pages' hints. */
export async function listedOffers(ctx: AppContext): Promise<OfferDto[]> {
  const { offers, context } = await offersFor(ctx, null, null, null);
  return offers.filter((o) => o.listed && !context.usedUp?.includes(o.id)).map(({ uses: _uses, ...offer }) => offer);
}
