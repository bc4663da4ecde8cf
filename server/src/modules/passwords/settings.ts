import { count, section } from '../../platform/config/settings';
import { RESET_LINK_MINUTES } from '../../../../rules/passwordReset';

export const passwordSettings = section(
  [
    count('PASSWORD_RESET_TTL_MS', RESET_LINK_MINUTES * 60_000, 'how long a password reset link works (30 minutes); it works once'),
    count(
      'PASSWORD_RESETS_PER_ADDRESS',
      3,
      'reset links one e-mail address may be sent in a row before it waits (1 minute, doubling up to an hour); known and unknown addresses alike',
    ),
    count('PASSWORD_RESETS_PER_CLIENT', 10, 'reset requests one client address may make in 15 minutes; more answer 429'),
  ],
  (e) => ({
    passwords: {
      resetTtlMs: Math.max(60_000, e.PASSWORD_RESET_TTL_MS),
      perAddress: Math.max(1, e.PASSWORD_RESETS_PER_ADDRESS),
      perClient: Math.max(1, e.PASSWORD_RESETS_PER_CLIENT),
    },
  }),
);

declare module '../../platform/config/config' {
  // Merged into the platform's Config: its members are this section's.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface Config extends ReturnType<typeof passwordSettings.read> {}
}
