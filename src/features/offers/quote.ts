import { asArray, asNumber, asString, isRecord, readAs } from '@/utils/guards';

export interface QuoteLine {
  productId: string;
  size: string;
  color: string;
  quantity: number;
  unitPrice: number;
  lineTotal: number;
  discount: number;
}

export interface QuotedOffer {
  code: string;
  title: string;
  saving: number;
  applies: boolean;
  /** why it does not apply yet, in the shop's words; '' when it does */
  reason: string;
}

/** What the server says the cart costs: the lines, the discount, the total, and the offers around it. */
export interface Quote {
  /** false where the API has no quotes: no coupon box, no hints, totals as the cart adds them */
  offered: boolean;
  lines: QuoteLine[];
  subtotal: number;
  discount: number;
  shipping: number;
  codFee: number;
  total: number;
  /** the offer applied (a typed code, or an automatic one), null when none */
  applied: { code: string; title: string; saving: number } | null;
  /** the typed code's fate, null when none was typed */
  coupon: { code: string; applied: boolean; reason: string } | null;
  offers: QuotedOffer[];
}

export const NO_QUOTES: Quote = {
  offered: false,
  lines: [],
  subtotal: 0,
  discount: 0,
  shipping: 0,
  codFee: 0,
  total: 0,
  applied: null,
  coupon: null,
  offers: [],
};

const text = (value: unknown) => asString(value).trim();
const money = (value: unknown) => Math.max(0, asNumber(value) ?? 0);

function toLine(value: unknown): QuoteLine {
  const source = readAs<Record<string, unknown>>(value);
  return {
    productId: text(source.productId),
    size: text(source.size),
    color: text(source.color),
    quantity: Math.max(0, Math.floor(asNumber(source.quantity) ?? 0)),
    unitPrice: money(source.unitPrice),
    lineTotal: money(source.lineTotal),
    discount: money(source.discount),
  };
}

function toOffer(value: unknown): QuotedOffer {
  const source = readAs<Record<string, unknown>>(value);
  return {
    code: text(source.code),
    title: text(source.title),
    saving: money(source.saving),
    applies: source.applies === true,
    reason: text(source.reason),
  };
}

/** The quote answer; never throws. A total the answer lacks is the subtotal less the discount. */
export function toQuote(body: unknown): Quote {
  const source = readAs<Record<string, unknown>>(body);
  const lines = asArray(source.lines).filter(isRecord).map(toLine);
  const subtotal = asNumber(source.subtotal) ?? lines.reduce((sum, line) => sum + line.lineTotal, 0);
  const discount = Math.min(money(source.discount), Math.max(0, subtotal));
  const applied = isRecord(source.applied) ? readAs<Record<string, unknown>>(source.applied) : null;
  const coupon = isRecord(source.coupon) ? readAs<Record<string, unknown>>(source.coupon) : null;
  return {
    offered: true,
    lines,
    subtotal,
    discount,
    shipping: money(source.shipping),
    codFee: money(source.codFee),
    total: asNumber(source.total) ?? Math.max(0, subtotal - discount),
    applied: applied && { code: text(applied.code), title: text(applied.title), saving: money(applied.saving) },
    coupon: coupon && { code: text(coupon.code), applied: coupon.applied === true, reason: text(coupon.reason) },
    offers: asArray(source.offers)
      .filter(isRecord)
      .map(toOffer)
      .filter((offer) => offer.code !== '')
      .sort((a, b) => Number(b.applies) - Number(a.applies) || b.saving - a.saving),
  };
}
