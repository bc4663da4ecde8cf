import { count, section } from '../../platform/config/settings';
import { DEFAULT_LOW_STOCK_THRESHOLD } from '../../../../rules/stock';

export const stockSettings = section(
  [
    count(
      'STOCK_HOLD_MINUTES',
      30,
      'how long an unpaid order holds its units ([stock](stock.md#holds)); then it is cancelled and they go back. Paid and cash-on-delivery orders hold them until delivered or cancelled',
    ),
    count(
      'STOCK_LOW_THRESHOLD',
      DEFAULT_LOW_STOCK_THRESHOLD,
      'at or under this many left the product page says "Only N left", and its JSON-LD `LimitedAvailability`',
    ),
  ],
  (e) => ({
    stock: {
      holdMs: Math.max(1, e.STOCK_HOLD_MINUTES) * 60_000,
      lowThreshold: e.STOCK_LOW_THRESHOLD,
    },
  }),
);

declare module '../../platform/config/config' {
  // Merged into the platform's Config: its members are this section's.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface Config extends ReturnType<typeof stockSettings.read> {}
}
