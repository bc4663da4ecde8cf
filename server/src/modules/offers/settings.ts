import { count, section } from '../../platform/config/settings';

export const offerSettings = section(
  [
    count(
      'OFFER_CODE_TRIES',
      5,
      'codes no offer has that one client address, or one account, may type within `OFFER_CODE_TRIES_MINUTES` ([offers](offers.md#typed-codes-are-throttled)); then every typed code answers 429 until the window ends',
    ),
    count('OFFER_CODE_TRIES_MINUTES', 10, 'the window of `OFFER_CODE_TRIES`, from the first code that failed'),
  ],
  (e) => ({
    offers: {
      codeTries: Math.max(1, e.OFFER_CODE_TRIES),
      codeTriesWindowMs: Math.max(1, e.OFFER_CODE_TRIES_MINUTES) * 60_000,
    },
  }),
);

declare module '../../platform/config/config' {
  // Merged into the platform's Config: its members are this section's.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface Config extends ReturnType<typeof offerSettings.read> {}
}
