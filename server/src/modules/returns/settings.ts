import { count, section } from '../../platform/config/settings';
import { DEFAULT_RETURN_WINDOW_DAYS } from '../../../../rules/returns';

export const returnSettings = section(
  [
    count(
      'RETURN_WINDOW_DAYS',
      DEFAULT_RETURN_WINDOW_DAYS,
      'days from delivery a delivered line may be returned or exchanged ([returns](returns.md)); an order delivered before delivery dates were kept counts from when it was placed',
    ),
  ],
  (e) => ({
    returns: { windowDays: Math.max(0, e.RETURN_WINDOW_DAYS) },
  }),
);

declare module '../../platform/config/config' {
  // Merged into the platform's Config: its members are this section's.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface Config extends ReturnType<typeof returnSettings.read> {}
}
