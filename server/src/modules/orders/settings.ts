import { count, section } from '../../platform/config/settings';

export const orderSettings = section(
  [
    count(
      'ORDER_RATE_LIMIT_MAX',
      10,
      'orders one account may place per window (`ORDER_RATE_WINDOW_MS`); more answer 429 with `Retry-After`',
    ),
    count('ORDER_RATE_WINDOW_MS', 10 * 60_000, 'that window (10 minutes)'),
  ],
  (e) => ({
    /** orders one account may place per ORDER_RATE_WINDOW_MS */
    orderRateLimitMax: Math.max(1, e.ORDER_RATE_LIMIT_MAX),
    orderRateWindowMs: Math.max(1000, e.ORDER_RATE_WINDOW_MS),
  }),
);

declare module '../../platform/config/config' {
  // Merged into the platform's Config: its members are this section's.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface Config extends ReturnType<typeof orderSettings.read> {}
}
