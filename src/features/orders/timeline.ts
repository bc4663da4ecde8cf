import type { TimelineEntryDto } from '@server/contracts';
import { asArray, asString, isRecord, readAs } from '@/utils/guards';

/** One thing that happened to an order, as the timeline shows it. */
export interface TimelineEntry {
  event: string;
  /** ISO 8601, as the server sent it */
  at: string;
  /** the tracking number, the refund's amount and where it goes, a return's items; '' when none */
  detail: string;
}

/** The words of each event the server names; an event not listed here shows by its detail. */
export const TIMELINE_LABELS: Record<string, string> = {
  placed: 'Order placed',
  paid: 'Paid',
  shipped: 'Shipped',
  out_for_delivery: 'Out for delivery',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
  return_requested: 'Return requested',
  picked_up: 'Picked up',
  return_received: 'Return received',
  refunded: 'Refunded',
  exchange_shipped: 'Exchange shipped',
  return_rejected: 'Return rejected',
};

/**
 * The answer's timeline, oldest first, or null when the answer has none: a server without the
 * after-sale calls sends no timeline, and the order then shows no timeline and no actions. Entries
 * neither named nor explained are skipped; never throws.
 */
export function toTimeline(value: unknown): TimelineEntry[] | null {
  if (!Array.isArray(value)) return null;
  return asArray(value)
    .filter(isRecord)
    .map((raw) => readAs<TimelineEntryDto>(raw))
    .map((entry) => ({ event: asString(entry.event).trim(), at: asString(entry.at).trim(), detail: asString(entry.detail).trim() }))
    .filter((entry) => entry.event !== '' && (entry.event in TIMELINE_LABELS || entry.detail !== ''))
    .sort((a, b) => (Date.parse(a.at) || 0) - (Date.parse(b.at) || 0));
}

/** The entry's title: its label, or for an event this app does not know, its detail. */
export function timelineTitle(entry: TimelineEntry): string {
  return TIMELINE_LABELS[entry.event] ?? entry.detail;
}
