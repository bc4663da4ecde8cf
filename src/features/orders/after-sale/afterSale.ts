import type { ReturnDto, ReturnListDto } from '@server/contracts';
import { RETURN_STATE_LABELS, RETURN_STATES, type ReturnState } from '@rules/returnStates';
import { asArray, asNumber, asString, isRecord, readAs } from '@/utils/guards';

/** What an order allows now, as the server decides it (the answer of its returns read). */
export interface Eligibility {
  cancellable: boolean;
  /** why it cannot be cancelled (the server's sentence), '' when it can or nothing is said */
  cancelRefusal: string;
  returnable: boolean;
  /** when the return window closes, ISO 8601; '' when not delivered */
  returnBy: string;
  returnRefusal: string;
  /** cash on delivery: a refund goes to a UPI id or bank account the shopper gives */
  refundNeedsDetails: boolean;
  pickup: { served: boolean; instructions: string };
  /** per order item id: units still returnable, and why none can be (a non-returnable product) */
  items: Record<string, { left: number; reason: string }>;
}

export interface ReturnLine {
  itemId: string;
  title: string;
  quantity: number;
  size: string;
  color: string;
  /** what is sent instead; null for a refund */
  exchange: { size: string; color: string } | null;
}

export interface OrderReturn {
  id: string;
  state: ReturnState | 'unknown';
  stateLabel: string;
  resolution: 'refund' | 'exchange';
  createdAt: string;
  lines: ReturnLine[];
  pickup: { served: boolean; instructions: string };
  refund: { amount: number; destination: string; refundedAt: string } | null;
  rejectReason: string;
}

/** An order's returns, and what it allows; `offered` false where the API has no after-sale calls. */
export interface OrderAfterSale {
  offered: boolean;
  returns: OrderReturn[];
  eligibility: Eligibility | null;
}

export const NOT_OFFERED: OrderAfterSale = { offered: false, returns: [], eligibility: null };

const text = (value: unknown) => asString(value).trim();
const yes = (value: unknown) => value === true;

function toPickup(value: unknown): OrderReturn['pickup'] {
  const source = readAs<ReturnDto['pickup']>(value);
  return { served: source.served !== false, instructions: text(source.instructions) };
}

function toReturnLine(value: unknown): ReturnLine {
  const source = readAs<ReturnDto['lines'][number]>(value);
  const exchange = isRecord(source.exchange) ? readAs<{ size: unknown; color: unknown }>(source.exchange) : null;
  return {
    itemId: text(source.itemId),
    title: text(source.productTitle),
    quantity: Math.max(0, Math.floor(asNumber(source.quantity) ?? 0)),
    size: text(source.size),
    color: text(source.color),
    exchange: exchange && { size: text(exchange.size), color: text(exchange.color) },
  };
}

export function toOrderReturn(value: unknown): OrderReturn {
  const source = readAs<ReturnDto>(value);
  const state = (RETURN_STATES as readonly string[]).includes(text(source.state)) ? (text(source.state) as ReturnState) : 'unknown';
  const refund = isRecord(source.refund) ? readAs<NonNullable<ReturnDto['refund']>>(source.refund) : null;
  return {
    id: text(source.id),
    state,
    stateLabel: state === 'unknown' ? text(source.state) || 'Unknown' : RETURN_STATE_LABELS[state],
    resolution: source.resolution === 'exchange' ? 'exchange' : 'refund',
    createdAt: text(source.createdAt),
    lines: asArray(source.lines).filter(isRecord).map(toReturnLine),
    pickup: toPickup(source.pickup),
    refund: refund && { amount: asNumber(refund.amount) ?? 0, destination: text(refund.destination), refundedAt: text(refund.refundedAt) },
    rejectReason: text(source.rejectReason),
  };
}

function toEligibility(value: unknown): Eligibility | null {
  if (!isRecord(value)) return null;
  const source = readAs<Record<string, unknown>>(value);
  const items: Eligibility['items'] = {};
  for (const raw of asArray(source.items).filter(isRecord)) {
    const item = readAs<{ itemId: unknown; left: unknown; reason: unknown }>(raw);
    const id = text(item.itemId);
    if (id) items[id] = { left: Math.max(0, Math.floor(asNumber(item.left) ?? 0)), reason: text(item.reason) };
  }
  return {
    cancellable: yes(source.cancellable),
    cancelRefusal: text(source.cancelRefusal),
    returnable: yes(source.returnable),
    returnBy: text(source.returnBy),
    returnRefusal: text(source.returnRefusal),
    refundNeedsDetails: yes(source.refundNeedsDetails),
    pickup: toPickup(source.pickup),
    items,
  };
}

/** `{ data: [...], eligibility? }`; never throws. */
export function toOrderAfterSale(body: unknown): OrderAfterSale {
  const source = readAs<ReturnListDto & { eligibility?: unknown }>(body);
  return {
    offered: true,
    returns: asArray(source.data)
      .filter(isRecord)
      .map(toOrderReturn)
      .filter((r) => r.id !== ''),
    eligibility: toEligibility(source.eligibility),
  };
}
