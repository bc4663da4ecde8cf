import { count, section } from '../../platform/config/settings';

export const paymentSettings = section(
  [count('PAYMENT_AUTOCONFIRM_MS', 4000, 'after how long the simulated provider confirms a UPI payment')],
  (e) => ({ paymentAutoconfirmMs: e.PAYMENT_AUTOCONFIRM_MS }),
);

declare module '../../platform/config/config' {
  // Merged into the platform's Config: its members are this section's.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface Config extends ReturnType<typeof paymentSettings.read> {}
}
